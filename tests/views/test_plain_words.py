"""Plain words at every table: no string a learner reads in a view model is engine notation or a Python repr.

Every table's view model of every game is walked at many positions of seeded games (the setup, the middle, the
end; each seat as the viewer and a spectator, with the last move's narration as the table shows it), and each
string is checked for the engine's notation (``1o,1k``, ``booster9``, ``p1``, ``asimov-crater``, an action line
such as ``dock solar-converter 5``) and Python reprs (``{'c': 2}``, ``[``, ``Action(``, ``None``, ``True``).

The machine fields the front end only sends back or keys on (action lines, ids, colours) are exempt, each named
below by its key, or by its path where a key is words elsewhere.
"""

from __future__ import annotations

import re
from importlib import import_module

import pytest

from tablebook.agents.players import make_agent
from tablebook.core import CHANCE, Action
from tablebook.registry import load
from tests.games import GAMES

# Keys whose values are machine words in every game's model: the front end sends them back (action lines),
# keys on them (ids, seat keys, kinds that pick a style or a shape) or paints with them (colour names).
MACHINE_KEYS = {
    "game", "legal", "action", "id", "ids", "key", "testid", "colour", "colours", "verb", "token", "kind", "card",
    "decider", "deciders", "active", "acting", "winners", "order", "passed_order", "pick", "target", "target_kind",
    "ship", "user", "owner", "tool", "position", "tile", "type", "faction", "planet", "printed", "phase",
    "source", "field", "code", "neutral_token", "income", "resident", "resources", "module", "parent", "to",
    "state", "seats", "track", "hexes", "builder_hex", "hex", "federation", "short", "mark", "brainstone",
}
# Paths (key chains, lists marked []) that are machine words although their last key is words elsewhere,
# and paths that are words although their key is a machine key elsewhere.
MACHINE_PATHS = {
    "probes",  # space-station-phoenix: the action lines a ship can play, by ship id
    "builds",  # space-station: the action lines a card can be built with, by card id
    "targets",  # gaia-project: the hexes each tool reaches, by tool line
    "agenda",  # the rules' to-do list for tools and tests (the header's "now" says it in words)
    "relic.at",  # alien-frontiers: where the Relic Ship is, a facility id the board places it by
    "map.hexes[].label", "charge.label", "groups[].actions[].hexes[]",  # gaia-project's hex names, as the map shows them
}
WORDS_PATHS = {"players[].breakdown[].source", "players[].vp_sources[].source"}

EVERY = 4  # a view model at every 4th position (and the last) of each game
GAMES_PLAYED = ((2, 1, "random"), (3, 2, "greedy"), (4, 3, "random"))

# words a learner reads that look like ids: ordinary hyphenated English
ENGLISH_HYPHENATED = {"re-roll", "one-time", "co-operation", "non-player", "face-up", "turn-order"}

PATTERNS = {
    "Python repr": re.compile(r"\b(?:None|True|False)\b|[{}\[\]]|\b[A-Za-z_]\w*\(|<\w+ object|'\w+':"),
    "snake_case id": re.compile(r"\b[a-z]+_[a-z0-9_]+\b"),
    "id with a number": re.compile(r"\b[a-z]+\d+[a-z]*\b"),
    "resource notation": re.compile(r"\b\d+(?:o|c|k|q|pw|t|vp|gf|step|steps)\b"),
    "hyphenated id": re.compile(r"(?<![\w-])[a-z]+(?:-[a-z0-9]+)+(?![\w-])"),
    "hex coordinates": re.compile(r"(?<![\w-])-?\d+x-?\d+\b"),
}


def notation(text: str, actions: set[str]) -> list[str]:
    """What in ``text`` is notation or a repr, each as "kind: the match"; ``actions``: action lines of the game."""
    found = [f"{kind}: {m.group(0)}" for kind, pattern in PATTERNS.items() for m in pattern.finditer(text)
             if not (kind == "hyphenated id" and m.group(0) in ENGLISH_HYPHENATED)]
    # an action line of three words or more ("dock solar-converter 5"); shorter ones are words too ("burn 1 power")
    found += [f"action line: {line}" for line in actions if line.count(" ") >= 2 and line in text]
    return found


def machine(path: tuple[str, ...]) -> bool:
    dotted = ".".join(path)
    if dotted in WORDS_PATHS:
        return False
    return path[-1].rstrip("[]") in MACHINE_KEYS or any(dotted == p or dotted.startswith(p + ".") or
                                                         dotted.startswith(p + "[]") for p in MACHINE_PATHS)


def strings(model, path=()):
    """Every (path, string) of a view model; a list's items share its key marked ``[]``."""
    if isinstance(model, dict):
        for key, value in model.items():
            yield from strings(value, path + (str(key),))
    elif isinstance(model, (list, tuple)):
        inner = path[:-1] + (path[-1] + "[]",) if path else ("[]",)
        for value in model:
            yield from strings(value, inner)
    elif isinstance(model, str):
        yield path, model


def view_model(name: str):
    module, table = load(name).view.split(":")
    return getattr(import_module(module), table).view_model


def tables(name: str):
    """Every EVERY-th position of seeded games (and the last), each seen by every seat and a spectator, with the
    last move as the table tells it: (where, view model)."""
    game, draw = load(name), view_model(name)
    for players, seed, agent in GAMES_PLAYED:
        state = game.setup(players, seed)
        seats = [make_agent(agent, seed * 1000 + p) for p in range(players)]
        last = None
        while True:
            who = state.decider()
            if len(state.history) % EVERY == 0 or who is None:
                for viewer in (None, *range(players)):
                    yield f"{players}p seed {seed} line {len(state.history)} viewer {viewer}", draw(state, last, viewer)
            if who is None:
                break
            action = state.sample_chance() if who is CHANCE else seats[who].decide(state.view(who))
            before = state.clone()
            state.apply(action)
            text, rule = game.narrate(before, Action.of(action), state)
            last = {"action": str(action), "narration": text, "rule": str(rule) if rule else None}


@pytest.mark.heavy
@pytest.mark.parametrize("name", GAMES)
def test_every_string_a_learner_reads_is_plain_words(name):
    leaks: dict[str, tuple[str, str, str]] = {}  # first sighting of each (path, finding): the text and where
    for where, model in tables(name):
        actions = set(model.get("legal", ()))
        for path, text in strings(model):
            if machine(path):
                continue
            for finding in notation(text, actions):
                leaks.setdefault(f"{'.'.join(path)} — {finding}", (text, where, ""))
    report = "\n".join(f"{key}\n    {text!r} ({where})" for key, (text, where, _) in sorted(leaks.items()))
    assert not leaks, f"{name}: {len(leaks)} kinds of notation in words a learner reads:\n{report}"


@pytest.mark.parametrize("text", [
    "1o,1k → 1q", "take booster9", "{'c': 2, 'o': 7, 'q': 1}", "[1, 2]", "Action(verb='dock')", "None",
    "gained True", "free_mine", "p1 decides", "Discard Gravity Manipulator: asimov-crater", "spend 3pw", "tech9",
])
def test_the_scan_finds_notation(text):
    assert notation(text, set())


@pytest.mark.parametrize("text", [
    "Red docks 5 at the Solar Converter (+1 fuel)", "Bal T'aks build a mine", "Level-2 Construction (+2 GEMs)",
    "income: +1 ore, +2 power tokens", "You may re-roll your ships", "Hub B-4", "Charge 2 power for 1 VP",
])
def test_the_scan_lets_words_through(text):
    assert not notation(text, set())


def test_the_scan_finds_an_action_line_in_words():
    assert notation("you may dock solar-converter 5 now", {"dock solar-converter 5", "pass"})
    assert not notation("Blue passes", {"pass"})


@pytest.mark.parametrize("name", GAMES)
def test_a_legal_action_is_explained_by_its_button_label(name):
    """Hovering a legal move says it in words ("Dock 3 at the Solar Converter is legal"), not as its action line."""
    from tablebook.views import table_for
    table = table_for(load(name).setup(2, seed=3))
    if table.state.decider() is CHANCE:
        table.roll()
    state = table.state
    for action in state.legal_actions()[:40]:
        table.explain(action)
        said = table.explanation
        assert said["legal"] and said["label"] == state.label(action), said
        assert not notation(said["label"], {str(a) for a in state.legal_actions()}), said["label"]
    table.explain("no such move")
    assert table.explanation["legal"] is False and table.explanation["label"] is None

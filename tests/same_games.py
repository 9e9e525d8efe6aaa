"""Fingerprints of seeded games, to show that a faster engine plays exactly the same games.

``tests/test_same_games.py`` compares them with ``tests/same_games.json``, written by the engine *before* the
speed work of issue #13 (commit dfff57b; the deep fingerprints of Gaia Project and Space Station Phoenix
re-taken at cb0042e, still before the speed work, whose explanations lessons had reworded; Gaia Project's again
when its refusals were reworded to name the rule's numbers, rules version 2, with every record and score unchanged,
and at its rules version 3, when it came to agree with all 124 reference games (the Lost Planet's mine, the Gaia
phase player by player, the brainstone in Gaia projects and small payments, the Taklons' empty charge, the final ore
cap: 18 of its 150 seeded random games change; only Gaia Project's fingerprints were re-taken);
Space Station Phoenix's at its rules version 2, when Sector 221's estimated income was fitted to the rulebook's
Income example, which changes its random games, and again at its rules version 3, when Hub B-6 came to cash at
any decision of its owner's and the "may" free Diplomacy steps became declinable (choices random agents now make;
only Phoenix's fingerprints were re-taken); Space Station's and Alien Frontiers' deep walks when their refusals were
reworded, every record and score unchanged; Alien Frontiers' deep walks again when its refusal of ships a player
does not hold became a sentence naming the ships there are, issue #21; Gaia Project's again at its rules version 4,
when every legal federation came to be listed, each with all its hexes, so that agents choose among more of them;
and at its rules version 6, when free conversions (at every multiple) and every placement of a federation's
satellites came to be listed, moves agents now make, and its greedy agent came to maximise the coach's evaluation
from the rulebook's scoring instead of the VP alone; only Gaia Project's fingerprints were re-taken; and at its rules
version 7, when its actions took the rulebook's names, the same games: version 6's fingerprints, every action's text
rewritten to the new names, gave the new ones exactly; and Gaia Project's greedy games alone at issue #26, when the
greedy agent came to weigh conversions and burns only where no other move is open; those of Alien Frontiers, Space
Station and Space Station Phoenix at chance scheme 2, when sampled rolls and draws came to be keyed by the event
instead of its position, after the old fingerprints had all passed with scheme 1 restored: the scheme was the only
change): an independent reference, not the code under test. Two kinds:

- ``games``: for each game and player count, the record lines (``p2: dock shipyard 4 4``) and final scores of
  seeded random-agent games, plus a few greedy-agent games (they clone states, score them and deal hidden
  hands again);
- ``deep``: a few games walked one decision at a time, with two fingerprints each, so that rewording a refusal
  never re-takes the fingerprint of the games themselves:
  ``play`` hashes at every position the decider, the verbs and every legal action, then the game's lines and
  scores; ``words`` hashes every legal action's button label and the explanation (message and rule citation) the
  new position gives for each action that was legal at the one before (most are now refused).
  (Until issue #22 one hash covered both; the split was taken from the same walks, which still gave the old hash.)

Regenerate (``python -m tests.same_games --write``, or ``--write GAME`` for one game's fingerprints alone) only
when a rules change is meant to change games, with the game's ``rules_version`` raised; the deep walks' words alone
(``--write words``, which refuses if the games differ) when labels or refusals are reworded.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from tablebook.agents.players import make_agent
from tablebook.agents.workers import play
from tablebook.core import CHANCE
from tablebook.registry import load
from tests.games import GAMES

BASELINE = Path(__file__).with_name("same_games.json")
RANDOM_GAMES = 50
GREEDY_GAMES = 2
DEEP_GAMES = 3
EXPLAINED = 30  # actions of the previous position explained at each step of a deep game


def digest(parts) -> str:
    """A short SHA-256 of an iterable of texts."""
    sha = hashlib.sha256()
    for part in parts:
        sha.update(part.encode())
        sha.update(b"\n")
    return sha.hexdigest()[:32]


def game_text(state, end) -> list[str]:
    """A finished game as text: its lines with seats, then its scores, winners and end reason."""
    return [*map(str, state.lines()), f"scores {state.scores()} winners {state.winners()} end {end}"]


def random_games(name: str, players: int, count: int = RANDOM_GAMES, agent: str = "random") -> str:
    game = load(name)
    return digest(line for seed in range(count) for line in game_text(*play(game, players, seed, [agent], 100_000)))


def deep_game(name: str, players: int, seed: int) -> dict[str, str]:
    """Every position of one random-agent game, as seen through the public State API: what was played and legal
    (``play``), and how the labels and refusals worded it (``words``)."""
    game = load(name)
    state = game.setup(players, seed)
    agents = [make_agent("random", seed * 1000 + p) for p in range(players)]
    before: list = []
    play, words = [], []
    while (who := state.decider()) is not None:
        if who is CHANCE:
            play.append(f"chance {[str(a) for a, _ in state.chance_outcomes()]}")
            state.resolve_chance()
            continue
        legal = state.legal_actions()
        play.append(f"{who} {state.verbs()}")
        play.extend(map(str, legal))
        words.extend(f"{action} = {state.label(action)}" for action in legal)
        words.extend(f"{action}: {state.explain(action)}" for action in before[:EXPLAINED])
        before = legal
        state.apply(agents[who].choose(state.view(who)))
    play.extend(game_text(state, state.end_reason()))
    return {"play": digest(play), "words": digest(words)}


def checks() -> dict[str, tuple]:
    """Every fingerprint by key: (function, arguments, its group: ``quick``, ``heavy`` (the README's run but not the
    quick loop) or ``slow`` (only the slow run)). The quick loop keeps one deep walk (the games and their wording)
    at each game's fewest players; the random batches and the most players' walks run in the README's run."""
    table = {}
    for name in GAMES:
        game = load(name)
        ends = (game.min_players, game.max_players)
        for players in range(game.min_players, game.max_players + 1):
            table[f"{name} {players}p random"] = (random_games, (name, players), "heavy" if players in ends else "slow")
        for players in ends:
            table[f"{name} {players}p greedy"] = (random_games, (name, players, GREEDY_GAMES, "greedy"), "heavy")
            for seed in range(DEEP_GAMES):
                quick = seed == 0 and players == game.min_players
                table[f"{name} {players}p deep {seed}"] = (deep_game, (name, players, seed), "quick" if quick else "heavy")
    return table


def rewritten_words() -> dict:
    """The baseline with every deep game's ``words`` taken again, checking that its ``play`` is unchanged."""
    baseline = json.loads(BASELINE.read_text())
    for key, (fn, args, _) in checks().items():
        if fn is deep_game:
            now = fn(*args)
            if now["play"] != baseline[key]["play"]:
                sys.exit(f"{key}: the games themselves differ; only a rules change with its version raised re-takes them")
            baseline[key]["words"] = now["words"]
    return baseline


def differing() -> list[str]:
    """The keys, but the slow run's, whose fingerprints differ from the baseline now: what another build of the engine
    (the compiled one, ``tests/test_compiled_build.py``) is checked by, in a process of its own."""
    baseline = json.loads(BASELINE.read_text())
    return [key for key, (fn, args, group) in checks().items() if group != "slow" and fn(*args) != baseline[key]]


if __name__ == "__main__":
    words = sys.argv[1:]
    if words == ["--check"]:
        differ = differing()
        sys.exit(f"the games differ from the baseline's: {', '.join(differ)}" if differ else None)
    if words[:1] != ["--write"] or len(words) > 2 or not set(words[1:]) <= {*GAMES, "words"}:
        sys.exit("usage: python -m tests.same_games --check (the README's fingerprints, in this process), or --write "
                 "[GAME | words]  (only when games are meant to change; with GAME, only its fingerprints; with words, "
                 "only the deep walks' wording of the same games)")
    only = words[1] if len(words) == 2 else None
    if only == "words":
        table = rewritten_words()
    else:
        kept = json.loads(BASELINE.read_text()) if only else {}
        table = {key: fn(*args) if only is None or key.startswith(f"{only} ") else kept[key]
                 for key, (fn, args, _) in checks().items()}
    BASELINE.write_text(json.dumps(table, indent=1) + "\n")
    print(f"wrote {BASELINE}")

"""Every action the rules accept is listed by legal_actions(): the generator misses no move.

apply() refuses exactly what explain() refuses, so an action explain() accepts and legal_actions()
leaves out is a move a player may make but an agent, a menu or a count of moves never sees. The
actions tried are built from words, not from the rules' own candidates: for each verb open now,
every combination of the words its arguments take (facilities, ship tokens on the table, colours,
territories, cards, fields, counts), and every listed action with one argument replaced by another
word of its kind. Positions come from seeded random games, and from positions edited to be unusual
(many cards in hand, the Relic Ship owned and placed anywhere, fields out, a colony on circle 7,
more ships in play), each followed a few random steps.
"""

from __future__ import annotations

import random
from itertools import combinations, product

from .conftest import GAME as G
from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE, Action
from .names import CARDS, FIELDS, FACILITIES, TERRITORIES

# the kinds of word each verb's arguments take (use and discard: by card; "ships" is a group of unplaced ships)
SLOTS = {
    "dock": ("place", "ships"),
    "land": ("territory",),
    "claim": ("card",),
    "steal": ("colour", "loot"),
    "fire": ("colour", "token"),
    "return": ("count", "fuel", "count", "ore"),
    "use booster-pod": ("token",),
    "use stasis-beam": ("token",),
    "use polarity-device": ("token",),
    "use gravity-manipulator": ("token", "token"),
    "use temporal-warper": ("ships",),
    "use orbital-teleporter": ("place", "token"),
    "use plasma-cannon": ("place",),
    "use data-crystal": ("territory",),
    "discard booster-pod": ("field",),
    "discard data-crystal": ("territory",),
    "discard gravity-manipulator": ("territory",),
    "discard stasis-beam": ("territory",),
    "discard orbital-teleporter": ("colour", "territory", "territory"),
    "discard polarity-device": ("territory", "colour", "territory", "colour"),
    "discard plasma-cannon": ("colour", "place", "token"),
    "discard temporal-warper": ("card",),
}


def words(s) -> dict[str, list[tuple[str, ...]]]:
    """The words each kind of argument may be now, as tuples (a group of ships is several words)."""
    fleet = s.fleet_tokens(s.active)
    groups = {tuple(sorted(g, key=lambda t: (t[-1], t))) for n in (1, 2, 3, len(fleet)) for g in combinations(fleet, n)}
    kinds = {
        "place": [*FACILITIES, "bay"],
        "token": sorted({s.token(i) for i in s.ships}),  # every ship on the table, as actions write it now
        "territory": TERRITORIES,
        "colour": list(s.colours),
        "card": CARDS,
        "field": FIELDS,
        "loot": ["fuel", "ore", *CARDS],
        "count": [str(n) for n in range(12)],
        "fuel": ["fuel"],
        "ore": ["ore"],
    }
    return {kind: [(w,) for w in ws] for kind, ws in kinds.items()} | {"ships": sorted(groups)}


def built(s, kinds):
    """Every verb open now with every combination of its arguments' words (use and discard: the cards in hand)."""
    for verb in s.verbs():
        heads = [(verb, (card,)) for card in sorted(set(s.hands[s.active]))] if verb in ("use", "discard") else [(verb, ())]
        for name, head in heads:
            slots = SLOTS.get(" ".join((name, *head)), ())
            if slots or not head:
                for parts in product(*(kinds[k] for k in slots)):
                    yield Action(verb, head + sum(parts, ()))


def mutated(s, kinds):
    """Every listed action with one argument replaced by each other word of a kind that word belongs to."""
    alike = {}
    for ws in kinds.values():
        for (w,) in (x for x in ws if len(x) == 1):
            alike.setdefault(w, set()).update(x[0] for x in ws if len(x) == 1)
    for a in s.legal_actions():
        for i, arg in enumerate(a.args):
            for w in sorted(alike.get(arg, ())):
                yield Action(a.verb, a.args[:i] + (w,) + a.args[i + 1 :])


def missing(s) -> list[str]:
    """Actions explain() (and so apply()) accepts that legal_actions() does not list."""
    legal = set(s.legal_actions())
    kinds = words(s)
    tried = {a for source in (built(s, kinds), mutated(s, kinds)) for a in source if a not in legal}
    return sorted(str(a) for a in tried if s.explain(a) is None)


def check(s, found: list[str]) -> int:
    """Add what is missing at a player's decision to ``found``; return how many positions were checked (0 or 1)."""
    if s.decider() in (None, CHANCE):
        return 0
    found.extend(f"{a}   (seed {s.seed}, {s.players} players, after {len(s.history)} actions)" for a in missing(s))
    return 1


def step(s, agents) -> None:
    who = s.decider()
    s.apply(s.sample_chance() if who is CHANCE else agents[who].choose(s))


def game_positions(players, seed, share, rng):
    """Player decisions of a seeded random game, about ``share`` of them."""
    s = G.setup(players, seed)
    agents = [RandomAgent(seed * 7 + p) for p in range(players)]
    while not s.is_over():
        if rng.random() < share:
            yield s
        step(s, agents)


def unusual(s, rng) -> None:
    """Edit a position at the active player's turn into a rarer one."""
    p, n = s.active, s.players
    with s.edit():
        s.hands[p] = rng.sample(CARDS, rng.randint(3, len(CARDS)))
        s.fuel[p], s.ore[p] = rng.randint(0, 9), rng.randint(0, 9)
        for q in range(n):
            for ship in [i for i, x in s.ships.items() if x["owner"] == q and x["at"] == "stock"][: rng.randint(0, 3)]:
                s.place(ship, "bay")
        for field in FIELDS:
            s.fields[field] = rng.choice([None, *TERRITORIES])
        if s.fields["isolation-field"] == "burroughs-desert":
            s.fields["isolation-field"] = None
        if s.hub[p] == 0 and s.supply[p] > 1 and rng.random() < 0.5:
            s.hub[p], s.supply[p] = 7, s.supply[p] - 1
        q = rng.randrange(n)
        if s.ships["relic"]["owner"] is None and s.supply[q] > 1:
            _give_relic(s, q, rng)


def _give_relic(s, q, rng) -> None:
    """Make seat q control Burroughs Desert and put its Relic Ship somewhere a ship can be."""
    desert = s.colonies["burroughs-desert"]
    added = min(max(desert) + 1 - desert[q], s.supply[q])
    desert[q] += added
    s.supply[q] -= added
    if s.controller("burroughs-desert") != q:
        return
    places = ["bay", *(f for f in FACILITIES if f not in ("colonist-hub", "raiders-outpost") and s.free_group(f) is not None)]
    where = rng.choice(places + (["fleet"] * 3 if q == s.active else []))
    s.ships["relic"]["owner"] = q
    s.place("relic", where, s.free_group(where) if where in s.docks else None)
    s.set_ship("relic", "value", rng.choice([6, 6, rng.randint(1, 6)]))


def report(found: list[str]) -> str:
    return f"{len(found)} accepted actions are not listed, e.g.:\n" + "\n".join(found[:10])


def test_legal_actions_list_every_action_accepted_in_random_games():
    found: list[str] = []
    rng = random.Random("complete/games")
    checked = sum(check(s, found) for players in (2, 3, 4) for s in game_positions(players, 60 + players, 0.06, rng))
    assert not found, report(found)
    assert checked > 80


def test_legal_actions_list_every_action_accepted_in_edited_positions():
    found: list[str] = []
    rng = random.Random("complete/edited")
    checked = 0
    for players in (2, 3, 4):
        agents = [RandomAgent(players * 11 + p) for p in range(players)]
        for s in game_positions(players, 70 + players, 0.02, rng):
            if s.agenda:  # edit only at a turn's free decisions, then walk on a copy
                continue
            t = s.clone()
            unusual(t, rng)
            for _ in range(6):
                checked += check(t, found)
                if t.is_over():
                    break
                step(t, agents)
    assert not found, report(found)
    assert checked > 150

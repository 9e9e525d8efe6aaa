"""Fuzzing Alien Frontiers' words: legal actions with a place, card or colour misnamed, a die out of range or a ship
token of the wrong kind, and the two spellings such fuzzing found (every game's own fuzzing: tests/core/test_fuzz.py).

Each throw is legal, and listed as written, or refused leaving the state as it was (``tests.fuzzing.check``).
"""

from __future__ import annotations

import pytest

from tablebook.core import CHANCE

from ..fuzzing import check, walk
from .conftest import GAME
from .names import CARDS, COLOURS, FACILITIES, FIELDS, TERRITORIES

NAMES = FACILITIES + TERRITORIES + CARDS + FIELDS + COLOURS
MISNAMED = ["maintenance-bay", "solar_converter", "Lunar-Mine", "SHIPYARD", "lunar", "mars", "olympus-mons",
            "alien-tech", "booster", "plasma", "purple", "black", "RED", "Red", "relic", "fleet", "stock", "desert"]


def misnamed(args, rng):
    """A facility, territory, card, field or colour replaced by a wrong or misspelt name, or a real one of the wrong
    kind."""
    named = [i for i, a in enumerate(args) if a in NAMES]
    if not named:
        return None
    i = rng.choice(named)
    args[i] = rng.choice([rng.choice(MISNAMED), args[i].upper(), args[i].replace("-", "_"), rng.choice(NAMES)])
    return args


def out_of_range(args, rng):
    """A die or a ship token pushed out of 1–6, changed in value, or given the wrong kind: 4 ↔ R4 ↔ T4."""
    dice = [i for i, a in enumerate(args) if a.lstrip("RT").isdigit()]
    if not dice:
        return None
    i = rng.choice(dice)
    value = int(args[i].lstrip("RT"))
    if rng.random() < 0.5:
        args[i] = rng.choice(["", "R", "T"]) + str(value)
    else:
        prefix = args[i][0] if args[i][0] in "RT" else ""
        args[i] = prefix + str(rng.choice([-1, 0, 7, 8, 10, 66, value - 1, value + 1]))
    return args


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 1), (4, 2)])
@pytest.mark.parametrize("bend", [misnamed, out_of_range])
def test_legal_actions_with_a_word_bent(bend, players, seed):
    thrown = refused = 0
    for s, rng, _ in walk(GAME, players, seed, 25):
        legal = s.legal_actions()
        for action in (rng.choice(legal) for _ in range(10 if legal else 0)):
            args = bend(list(action.args), rng)
            if args is not None:
                refused += check(s, " ".join((action.verb, *args)))
                thrown += 1
    assert thrown > 60 and refused > thrown // 2


def first_state(players, seed, found):
    for s, _, _ in walk(GAME, players, seed, 10**6):
        if s.decider() is not None and found(s):
            return s
    return None


def test_return_counts_must_be_written_as_listed():
    s = first_state(2, 0, lambda s: bool(s.agenda) and s.agenda[-1]["kind"] == "limit")
    legal = s.legal_actions()
    assert legal and all(a.verb == "return" for a in legal)
    fuel, ore = legal[0].args[0], legal[0].args[2]  # return F fuel O ore
    for text in (f"return 0{fuel} fuel {ore} ore", f"return {fuel} fuel 00{ore} ore",
                 f"return {chr(0x0660 + int(fuel))} fuel {ore} ore"):
        assert check(s, text)


def test_a_roll_writes_the_relic_ship_die_last():
    def relic_roll(s):
        return s.decider() is CHANCE and s.agenda[-1]["kind"] in ("roll", "reroll") and any(
            w.startswith("R") for w in s.sample_chance().args)

    s = next(filter(None, (first_state(4, seed, relic_roll) for seed in range(40))), None)
    assert s is not None, "no roll of the Relic Ship in 40 games"
    a = s.sample_chance()
    assert a.args[-1].startswith("R") and a in s.legal_actions()
    assert check(s, " ".join((a.verb, a.args[-1], *a.args[:-1])))  # 'roll R4 2 5 6' is not 'roll 2 5 6 R4'

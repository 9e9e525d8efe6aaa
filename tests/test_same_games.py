"""A faster engine plays the same games: seeded games' fingerprints equal those of the engine before the speed
work (``tests/same_games.json``, see ``tests/same_games.py``). Player counts between a game's fewest and most
are checked in the slow run (``-m slow``); the quick loop walks one game deep at each game's fewest players, the
README's run adds the random and greedy batches and more deep walks."""

import json

import pytest

from .same_games import BASELINE, checks

EXPECTED = json.loads(BASELINE.read_text())
CHECKS = checks()


def test_every_check_has_a_baseline():
    assert set(CHECKS) == set(EXPECTED)


@pytest.mark.parametrize(
    "key", [pytest.param(key, marks=[] if group == "quick" else [getattr(pytest.mark, group)])
            for key, (_, _, group) in CHECKS.items()])
def test_same_games(key):
    fn, args, _ = CHECKS[key]
    now, expected = fn(*args), EXPECTED[key]
    if isinstance(expected, dict):  # a deep walk: the games first, then their wording
        assert now["play"] == expected["play"], f"{key}: the games differ from those of the reference engine"
        assert now["words"] == expected["words"], (
            f"{key}: the same games, but labels or refusals are worded otherwise (if meant: python -m tests.same_games --write words)")
    else:
        assert now == expected, f"{key}: the games differ from those of the reference engine"

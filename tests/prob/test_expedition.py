"""The Expedition dice odds against independent methods: every ordered roll of the printed die, closed forms
(binomial, inclusion–exclusion), the engine's own chance outcomes, and a seeded simulation."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product
from math import comb

import numpy as np
import pytest

from tablebook.games.space_station_phoenix.ships import roll_outcomes
from tablebook.prob import can_keep, estimate, exact, face_counts, keep_chance, most_kept, roll_counts
from tablebook.prob.expedition import DIE, FACES

# the die as the rulebook prints it: 2 food, 2 water, 1 metal, 1 Human (Terran Expedition Ship/Action)
PRINTED = ("food", "food", "water", "water", "metal", "human")
CHANCE = {"food": Fraction(1, 3), "water": Fraction(1, 3), "metal": Fraction(1, 6), "human": Fraction(1, 6)}
RECRUIT = {"food": 1, "water": 1, "metal": 1, "human": 1}  # a Human paid for with the roll's own dice


def brute_force(dice: int) -> dict[tuple, Fraction]:
    """Every one of the 6**dice ordered rolls of the printed die, counted."""
    found: dict[tuple, Fraction] = {}
    for roll in product(PRINTED, repeat=dice):
        counts = tuple(roll.count(f) for f in FACES)
        found[counts] = found.get(counts, 0) + Fraction(1, 6**dice)
    return found


def test_the_die_is_the_printed_one():
    assert sorted(DIE) == sorted(PRINTED)


@pytest.mark.parametrize("dice", range(7))
def test_outcomes_match_every_ordered_roll(dice):
    assert roll_counts(dice) == brute_force(dice)


@pytest.mark.parametrize("dice", [1, 4, 6, 8, 10, 12])
def test_outcomes_match_the_engines_multinomial(dice):
    assert roll_counts(dice) == {counts: p for counts, p in roll_outcomes(dice)}
    assert sum(roll_counts(dice).values()) == 1


def at_least_one_of_each(faces, dice):
    """Inclusion–exclusion over the faces that fail to show."""
    return sum((-1) ** k * (1 - sum(CHANCE[f] for f in missed)) ** dice
               for k in range(len(faces) + 1) for missed in combinations(faces, k))


@pytest.mark.parametrize("dice", [4, 6, 8, 10])
def test_keeping_one_of_each_face(dice):
    assert keep_chance(RECRUIT, dice, capacity=4) == at_least_one_of_each(FACES, dice)
    assert keep_chance(RECRUIT, dice, capacity=3) == 0  # four dice need room for four
    assert keep_chance({"metal": 1}, dice, capacity=4) == 1 - Fraction(5, 6) ** dice


@pytest.mark.parametrize("dice,capacity", [(3, 2), (5, 4), (6, 4), (6, 3)])
def test_keep_chance_matches_the_sorted_enumeration(dice, capacity):
    for want in ({"metal": 2}, {"food": 2, "human": 1}, RECRUIT, {"water": 3, "metal": 1}):
        assert keep_chance(want, dice, capacity) == exact(dice, lambda roll: can_keep(face_counts(roll), want, capacity))


@pytest.mark.parametrize("face,dice,capacity", [("metal", 6, 4), ("food", 8, 5), ("human", 10, 6), ("water", 6, 2)])
def test_most_kept_is_a_capped_binomial(face, dice, capacity):
    p = CHANCE[face]
    binomial = [comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(dice + 1)]
    assert most_kept(face, dice, capacity) == binomial[:capacity] + [sum(binomial[capacity:])]


def test_a_seeded_simulation_agrees():
    rng = np.random.default_rng(7)
    for want, dice, capacity in ((RECRUIT, 8, 5), ({"metal": 2}, 6, 4)):
        est = estimate(lambda roll: can_keep(face_counts(roll), want, capacity), dice, 20_000, rng)
        assert abs(est.p - float(keep_chance(want, dice, capacity))) < 4 * est.se

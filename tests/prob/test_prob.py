"""tablebook.prob against independent methods: hand counts, closed forms, brute force written differently, the engine."""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from itertools import combinations, product
from math import comb, factorial, perm

import numpy as np
import pytest

import tablebook
from tablebook.prob import (
    artifact_claim, at_least, at_least_one, booster_pod, convergence, equal_odd_even, estimate, exact, exactly,
    has_pair, has_run, has_triple, more_even, more_odd, polarity_device, rolls, stasis_beam, with_power,
)

EVENTS = [has_pair, has_triple, has_run, artifact_claim, more_odd, more_even, equal_odd_even]
RUNS = [{1, 2, 3}, {2, 3, 4}, {3, 4, 5}, {4, 5, 6}]


# --- closed forms, derived independently of the enumeration -------------------------------------
def pair_formula(n):
    """Complement: all n dice different, 6·5·…·(6−n+1) ordered ways."""
    return 1 - Fraction(perm(6, n), 6**n)


def triple_formula(n):
    """Complement: no face more than twice; j faces twice, n − 2j faces once, n!/2^j orders each."""
    no_triple = sum(comb(6, j) * comb(6 - j, n - 2 * j) * factorial(n) // 2**j for j in range(n // 2 + 1))
    return 1 - Fraction(no_triple, 6**n)


def showing_all(faces, n):
    """Ordered n-rolls that show every face in ``faces``: inclusion–exclusion over the faces missed."""
    m = len(faces)
    return sum((-1) ** i * comb(m, i) * (6 - i) ** n for i in range(m + 1))


def run_formula(n):
    """Inclusion–exclusion over the four runs 1-2-3 … 4-5-6: a union of events 'shows every face of run r'."""
    total = 0
    for k in range(1, 5):
        for chosen in combinations(RUNS, k):
            total += (-1) ** (k + 1) * showing_all(set().union(*chosen), n)
    return Fraction(total, 6**n)


def claim_brute(n, total=7):
    """Ordered rolls with any subset of at most 4 ships totalling more than ``total``, by trying every subset."""
    hits = sum(
        any(sum(c) > total for size in range(1, 5) for c in combinations(roll, size))
        for roll in product(range(1, 7), repeat=n)
    )
    return Fraction(hits, 6**n)


# --- hand-worked values -----------------------------------------------------------------------
def test_three_dice_by_hand():
    assert exact(3, has_pair) == 1 - Fraction(6 * 5 * 4, 216) == Fraction(4, 9)
    assert exact(3, has_triple) == Fraction(6, 216)
    assert exact(3, has_run) == Fraction(4 * 6, 216)  # 4 runs × 3! orders


@pytest.mark.parametrize("k", [2, 3, 4])
def test_artifact_with_k_ships(k):
    # k ships totalling at most 7: stars and bars, C(7, k) (no part can exceed 6 when k ≥ 2)
    assert exact(k, artifact_claim) == 1 - Fraction(comb(7, k), 6**k)


def test_artifact_two_ships_by_hand():
    # ordered pairs totalling 8, 9, 10, 11, 12: 5 + 4 + 3 + 2 + 1
    assert exact(2, artifact_claim) == Fraction(5 + 4 + 3 + 2 + 1, 36)


@pytest.mark.parametrize("n", range(1, 7))
def test_resource_cache_is_binomial(n):
    equal = Fraction(comb(n, n // 2), 2**n) if n % 2 == 0 else Fraction(0)
    assert exact(n, equal_odd_even) == equal
    assert exact(n, more_odd) == exact(n, more_even) == (1 - equal) / 2


# --- enumeration against formulas, 3–6 dice -------------------------------------------------------
@pytest.mark.parametrize("n", range(3, 7))
def test_patterns_against_formulas(n):
    assert exact(n, has_pair) == pair_formula(n)
    assert exact(n, has_triple) == triple_formula(n)
    assert exact(n, has_run) == run_formula(n)


@pytest.mark.parametrize("n", range(2, 7))
def test_artifact_claim_against_subset_search(n):
    assert exact(n, artifact_claim) == claim_brute(n)


@pytest.mark.parametrize("total", [0, 5, 9, 12, 18])
@pytest.mark.parametrize("n", range(1, 6))
def test_artifact_claim_for_other_totals_against_subset_search(n, total):
    assert exact(n, partial(artifact_claim, total=total)) == claim_brute(n, total)


def test_artifact_total_defaults_to_the_games_option():
    # Orbital Facilities › Alien Artifact: "more than 7"; the variant option moves the threshold
    from tablebook.prob.docking import ARTIFACT_TOTAL
    assert ARTIFACT_TOTAL == tablebook.load("alien-frontiers").setup(2).options["artifact_total"] == 7
    # ordered pairs totalling 10, 11, 12 (3 + 2 + 1) claim when more than 9 is needed
    assert exact(2, partial(artifact_claim, total=9)) == Fraction(3 + 2 + 1, 36)
    assert exact(2, partial(artifact_claim, total=7)) == exact(2, artifact_claim)


@pytest.mark.parametrize("n", range(1, 6))
def test_sorted_and_ordered_enumeration_agree(n):
    for event in EVENTS:
        assert exact(n, event) == exact(n, event, ordered=True)


@pytest.mark.parametrize("n", range(1, 7))
def test_sorted_rolls_weigh_all_orders(n):
    listed = list(rolls(n))
    assert len(listed) == comb(n + 5, 5)
    assert sum(w for _, w in listed) == 6**n


def test_ordered_event():
    assert exact(2, lambda r: r[0] > r[1], ordered=True) == Fraction(15, 36)


# --- alien tech ---------------------------------------------------------------------------------
def test_powers_follow_the_rulebook_examples():
    assert (1, 4, 4) in booster_pod((1, 3, 4))    # raise the 3 to a 4 for the Shipyard
    assert (1, 1, 5) in stasis_beam((1, 2, 5))    # lower the 2 to a 1 for the Orbital Market
    assert (2, 5, 6) in polarity_device((1, 2, 5))  # flip the 1 to a 6
    assert booster_pod((6, 6)) == set() and stasis_beam((1,)) == set()  # values stay within 1–6
    assert polarity_device((3, 4)) == {(4, 4), (3, 3)}


def test_one_power_use_three_dice_by_hand():
    # a pair, or two distinct values one apart (raise the lower): 20 − 4 value sets without neighbours, 3! orders
    assert exact(3, with_power(has_pair, booster_pod)) == Fraction(96 + 16 * 6, 216) == Fraction(8, 9)
    # a pair, or a value set holding v and 7 − v: 3 such couples × 4 third values, 3! orders
    assert exact(3, with_power(has_pair, polarity_device)) == Fraction(96 + 12 * 6, 216) == Fraction(7, 9)
    # a triple, or a, a+1, a+1 (raise the a): 5 value sets × 3 orders
    assert exact(3, with_power(has_triple, booster_pod)) == Fraction(6 + 15, 216)
    # a triple, or v, v, 7 − v: 6 × 3 orders
    assert exact(3, with_power(has_triple, polarity_device)) == Fraction(6 + 18, 216)


@pytest.mark.parametrize("n", range(3, 7))
def test_booster_and_stasis_mirror(n):
    # turning every die over (v → 7 − v) maps +1 to −1 and keeps pairs, triples and runs
    for event in (has_pair, has_triple, has_run):
        assert exact(n, with_power(event, booster_pod)) == exact(n, with_power(event, stasis_beam))


def test_two_cards_each_used_once():
    both = with_power(with_power(has_triple, booster_pod), stasis_beam)
    assert both((2, 3, 4))          # 2 up, 4 down
    assert not with_power(has_triple, booster_pod, stasis_beam)((2, 3, 4))  # one use is not enough
    assert exact(3, both) >= exact(3, with_power(has_triple, booster_pod, stasis_beam))


# --- Monte Carlo ----------------------------------------------------------------------------------
@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.__name__)
@pytest.mark.parametrize("n", [3, 5])
def test_monte_carlo_within_four_standard_errors(event, n):
    est = estimate(event, n, 200_000, np.random.default_rng(2024))
    truth = float(exact(n, event))
    assert est.samples == 200_000
    assert abs(est.p - truth) <= 4 * est.se + 1e-12


def test_monte_carlo_ordered_event():
    est = estimate(lambda r: r[0] == 6, 3, 100_000, np.random.default_rng(5), ordered=True)
    assert abs(est.p - 1 / 6) <= 4 * est.se


def test_convergence_is_one_running_estimate():
    sizes = [10, 100, 1_000, 10_000, 100_000]
    path = convergence(has_run, 4, sizes, np.random.default_rng(11))
    assert [e.samples for e in path] == sizes
    assert path[-1] == estimate(has_run, 4, 100_000, np.random.default_rng(11))
    assert all(a.se > b.se for a, b in zip(path, path[1:]))
    assert abs(path[-1].p - float(exact(4, has_run))) <= 4 * path[-1].se


def test_seeded_estimates_repeat():
    assert estimate(has_pair, 4, 1_000, np.random.default_rng(3)) == estimate(has_pair, 4, 1_000, np.random.default_rng(3))


# --- hypergeometric ---------------------------------------------------------------------------
@pytest.mark.parametrize("deck,copies,drawn", [(22, 2, 3), (15, 2, 3), (40, 4, 7), (10, 3, 4), (5, 5, 2)])
def test_at_least_one_against_comb(deck, copies, drawn):
    assert at_least_one(deck=deck, copies=copies, drawn=drawn) == 1 - Fraction(comb(deck - copies, drawn), comb(deck, drawn))
    assert at_least(1, deck=deck, copies=copies, drawn=drawn) == at_least_one(deck=deck, copies=copies, drawn=drawn)
    assert at_least(0, deck=deck, copies=copies, drawn=drawn) == 1


def test_alien_tech_display_by_hand():
    # 3 cards from 22, 2 copies: 1 − (20·19·18)/(22·21·20) = 1 − 57/77
    assert at_least_one(deck=22, copies=2, drawn=3) == Fraction(20, 77)


def test_hypergeometric_against_enumerated_hands():
    deck, copies, drawn = 10, 3, 4
    cards = range(deck)  # cards 0, 1, 2 are the copies
    hands = list(combinations(cards, drawn))
    for k in range(drawn + 1):
        count = sum(1 for h in hands if sum(c < copies for c in h) == k)
        assert exactly(k, deck=deck, copies=copies, drawn=drawn) == Fraction(count, len(hands))


# --- the rules engine agrees ------------------------------------------------------------------------
def test_colony_constructor_is_legal_exactly_on_triples():
    """Red, first of four, holds 3 ore: the engine offers the Colony Constructor for a share of rolls equal to P(triple)."""
    game = tablebook.load("alien-frontiers")
    start = game.setup(players=4, seed=1)
    with start.edit():
        start.ore[0] = 3
        start.hands[0] = []  # no card can change a ship
    legal = 0
    for roll in product(range(1, 7), repeat=3):
        s = start.clone()
        s.apply("roll " + " ".join(map(str, sorted(roll))))
        docks = s.legal_actions("dock")
        if any(a.args[0] == "colony-constructor" for a in docks):
            legal += 1
            assert has_triple(roll)
    assert Fraction(legal, 216) == exact(3, has_triple) == Fraction(6, 216)

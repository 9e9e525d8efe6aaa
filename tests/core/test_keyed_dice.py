"""The keyed generator (``core.chance.event_rng``) is uniform, and games of consecutive seeds, or consecutive events
of one game, get unrelated dice: Pearson's chi-square against the uniform table, each compared with its critical
value at the 0.001 level from printed tables of the chi-square distribution (5 degrees of freedom: 20.515; 35:
66.619; 255: 330.520, as the Wilson–Hilferty approximation gives it to 0.1)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tablebook.core.chance import Dice, event_rng, die

CRITICAL = {5: 20.515, 35: 66.619, 255: 330.520}


def chi_square(counts: Counter, cells: list) -> float:
    """Pearson's statistic of counts over ``cells`` against equal expected counts."""
    expected = sum(counts.values()) / len(cells)
    return sum((counts[c] - expected) ** 2 / expected for c in cells)


def test_the_statistic_rejects_a_loaded_die():
    """The test itself can fail: a die that shows a six 20 % of the time (not 16.7 %) is caught."""
    rng = random.Random(1)
    rolls = Counter(6 if rng.random() < 0.2 else rng.randint(1, 5) for _ in range(60_000))
    assert chi_square(rolls, list(range(1, 7))) > CRITICAL[5]


def test_one_die_per_seed_is_uniform():
    rolls = Counter(die(event_rng(seed, ("roll", 0, 1))) for seed in range(60_000))
    assert chi_square(rolls, list(range(1, 7))) < CRITICAL[5]


def test_the_bytes_of_one_generator_are_uniform():
    rng = event_rng(7, ("draw", 0))
    assert chi_square(Counter(rng.getrandbits(8) for _ in range(100_000)), list(range(256))) < CRITICAL[255]


def test_consecutive_seeds_are_independent():
    """The same event in games n and n + 1: every pair of faces equally often (36 cells)."""
    first = [die(event_rng(seed, ("roll", 2, 9))) for seed in range(36_001)]
    pairs = Counter(zip(first, first[1:]))
    assert chi_square(pairs, [(a, b) for a in range(1, 7) for b in range(1, 7)]) < CRITICAL[35]


def test_consecutive_keys_are_independent():
    """Turns t and t + 1 of one game, and the n-th and (n + 1)-th card drawn: unrelated."""
    cells = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    for seed in (0, 1):
        turns = [die(event_rng(seed, ("roll", t % 4, t))) for t in range(36_001)]
        assert chi_square(Counter(zip(turns, turns[1:])), cells) < CRITICAL[35]
        draws = [die(event_rng(seed, ("draw", n))) for n in range(36_001)]
        assert chi_square(Counter(zip(draws, draws[1:])), cells) < CRITICAL[35]


def test_consecutive_numbers_of_one_generator_are_independent():
    rng = event_rng(3, ("roll", 1, 5))
    rolls = [die(rng) for _ in range(72_002)]
    pairs = Counter(zip(rolls[::2], rolls[1::2]))
    assert chi_square(pairs, [(a, b) for a in range(1, 7) for b in range(1, 7)]) < CRITICAL[35]


def test_one_key_gives_one_generator_and_another_key_another():
    assert [event_rng(5, ("roll", 0, 3)).random() for _ in range(2)] == [event_rng(5, ("roll", 0, 3)).random()] * 2
    starts = {event_rng(seed, (kind, n)).getrandbits(64) for seed in range(50) for kind in ("roll", "draw") for n in range(50)}
    assert len(starts) == 5000


def test_splitmix64_is_the_published_one():
    """The first outputs from state 1234567, as the Rosetta Code task "Pseudo-random numbers/Splitmix64" lists them."""
    rng = Dice(1234567)
    assert [rng.getrandbits(64) for _ in range(3)] == [6457827717110365317, 3203168211198807973, 9817491932198370423]


@pytest.mark.parametrize("bits", [0, 1, 53, 64, 65, 130])
def test_getrandbits_gives_that_many_bits(bits):
    rng = event_rng(0, ("at", 1))
    values = [rng.getrandbits(bits) for _ in range(200)]
    assert all(0 <= v < 2**bits for v in values)
    assert bits == 0 or max(values).bit_length() == bits

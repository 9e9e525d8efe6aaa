"""Chance: seeded, exact and forceable.

Every chance event of a game (a roll, a draw) is a decision of the pseudo-player ``CHANCE``.
Its outcomes are listed exactly as ``(action, Fraction)`` pairs, a lesson can force any one of
them by applying it, and a sampled outcome depends only on the game's seed and how many actions
came before it — so the same seed and the same player actions replay the same game, always.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement
from math import factorial, prod


class _Chance:
    """The pseudo-player who rolls the dice and draws the cards."""

    def __repr__(self) -> str:
        return "CHANCE"

    def __reduce__(self):
        return "CHANCE"


CHANCE = _Chance()


def event_rng(seed: int, step: int) -> random.Random:
    """A generator for the chance event at position ``step`` of the game seeded ``seed``."""
    return random.Random(f"{seed}/{step}")


def multiset_probability(values: tuple[int, ...], sides: int = 6) -> Fraction:
    """Probability that len(values) fair dice show exactly this multiset of values."""
    n = len(values)
    ways = factorial(n) // prod(factorial(c) for c in Counter(values).values())
    return Fraction(ways, sides**n)


def dice_outcomes(n: int, sides: int = 6) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every sorted result of rolling n dice, with its exact probability (they sum to 1)."""
    return [
        (faces, multiset_probability(faces, sides))
        for faces in combinations_with_replacement(range(1, sides + 1), n)
    ]


def draw_outcomes(counts: dict[str, int]) -> list[tuple[str, Fraction]]:
    """The card drawn from a shuffled pile with these counts, with exact probabilities."""
    total = sum(counts.values())
    return [(card, Fraction(k, total)) for card, k in sorted(counts.items()) if k]


def draw_one(counts: dict[str, int], rng: random.Random) -> str:
    """Sample one card from a pile given by counts (sorted names, so the result is stable)."""
    total = sum(counts.values())
    pick = rng.randrange(total)
    for card in sorted(counts):
        pick -= counts[card]
        if pick < 0:
            return card
    raise ValueError("cannot draw from an empty pile")

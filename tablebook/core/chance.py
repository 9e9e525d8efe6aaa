"""Chance: seeded, exact and forceable.

Every chance event of a game (a roll, a draw) is a decision of the pseudo-player ``CHANCE``.
Its outcomes are listed exactly as ``(action, Fraction)`` pairs, a lesson can force any one of
them by applying it, and a sampled outcome depends only on the game's seed and how many actions
came before it — so the same seed and the same player actions replay the same game, always.
"""

from __future__ import annotations

import hashlib
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


def world_seed(seed: int, seat: int, step: int) -> int:
    """The seed of a world ``seat`` imagines at position ``step``: a one-way digest, so it tells nothing of ``seed``."""
    return int.from_bytes(hashlib.sha256(f"{seed}/world/{seat}/{step}".encode()).digest()[:8], "big") >> 1


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


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n`` ≥ 1, the same number from the same generator, drawn directly.

    It is CPython's own method (``Random._randbelow``): draw as many bits as ``n`` has and draw again
    while the number is ``n`` or more. ``randrange`` does exactly this behind two layers of argument
    checks, which cost more than the draw; chance events roll and draw thousands of times a game.
    (A test checks it against ``randrange`` and ``randint``.)
    """
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def die(rng: random.Random, sides: int = 6) -> int:
    """One die: ``rng.randint(1, sides)``, the same number drawn directly (see ``below``)."""
    return 1 + below(rng, sides)


def draw_one(counts: dict[str, int], rng: random.Random) -> str:
    """Sample one card from a pile given by counts (sorted names, so the result is stable)."""
    total = sum(counts.values())
    if total <= 0:
        raise ValueError("cannot draw from an empty pile")
    pick = below(rng, total)
    for card in sorted(counts):
        pick -= counts[card]
        if pick < 0:
            return card
    raise ValueError("cannot draw from an empty pile")

"""Chance: seeded, exact and forceable.

Every chance event of a game (a roll, a draw) is a decision of the pseudo-player ``CHANCE``.
Its outcomes are listed exactly as ``(action, Fraction)`` pairs, a lesson can force any one of
them by applying it, and a sampled outcome depends only on the game's seed and the event's key: what the
event is, as the game names it (red's roll on turn 7, the 12th card drawn; ``State.chance_key``). So the same
seed and the same player actions replay the same game, always, and two games of one seed that differ (a rule
variant, another agent) still see the same dice for the same roll: paired comparisons need no more.
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


# how sampled outcomes are drawn from the seed, kept in records: 1, a Mersenne Twister seeded by the seed and the
# event's position (tablebook up to this scheme); 2, a keyed splitmix64 per event (``event_rng``)
CHANCE_SCHEME = 2
_MASK = (1 << 64) - 1


class Dice(random.Random):
    """A splitmix64 generator (Steele, Lea and Flood 2014): one 64-bit counter and a mixing function.

    An event's generator is made for every roll and draw, so making it must cost little: seeding a Mersenne Twister
    from text costs about ten times as much. Only ``getrandbits`` and ``random`` are its own; every other method of
    ``random.Random`` (``shuffle``, ``sample``, ``randrange``) draws through them.
    """

    def __init__(self, state: int):  # random.Random's own seeding would build a Mersenne Twister for nothing
        self.state = state & _MASK

    def getrandbits(self, k: int) -> int:
        """``k`` random bits: the top ones of the next 64-bit word (the better mixed), more words for more."""
        if k > 64:
            return self.getrandbits(64) | self.getrandbits(k - 64) << 64
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        s = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) >> (64 - k)

    def random(self) -> float:
        """A float in [0, 1) from 53 random bits, as CPython's own."""
        return self.getrandbits(53) * (1.0 / 9007199254740992)


def event_rng(seed: int, key) -> Dice:
    """The generator of the chance event ``key`` (a tuple of words and numbers) of the game seeded ``seed``.

    A 64-bit BLAKE2b digest of both starts it, so consecutive seeds and keys start far apart and unrelated.
    """
    text = f"{seed}/{'/'.join(map(str, key)) if isinstance(key, tuple) else key}"
    return Dice(int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little"))


def position_rng(seed: int, step: int) -> random.Random:
    """The generator of the chance event at position ``step`` under scheme 1 (records played before scheme 2)."""
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


def draw_one(counts: dict[str, int], rng: random.Random, order: tuple[str, ...] | None = None) -> str:
    """Sample one card from a pile given by counts: the ``below(total)``-th card of the pile laid out in the order of
    its sorted names, so the result is stable. ``order``: every name the pile may hold, sorted, where a game keeps
    them (a draw then sorts nothing). The walk starts from the end nearer the card picked (the ``pick``-th card from
    the first is the ``total - 1 - pick``-th from the last), which halves it."""
    total = sum(counts.values())
    if total <= 0:
        raise ValueError("cannot draw from an empty pile")
    pick, held = below(rng, total), counts.get
    names = sorted(counts) if order is None else order
    if 2 * pick >= total:
        names, pick = reversed(names), total - 1 - pick
    for card in names:
        n = held(card)
        if n:
            pick -= n
            if pick < 0:
                return card
    raise ValueError(f"the pile holds cards not in the order given: {', '.join(sorted(set(counts) - set(order)))}")

"""Exact probabilities of dice events by counting every outcome."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import combinations_with_replacement, product
from math import factorial, prod

Roll = tuple[int, ...]
FACES = range(1, 7)


def rolls(n_dice: int, ordered: bool = False) -> Iterator[tuple[Roll, int]]:
    """Every roll of ``n_dice`` six-sided dice with the number of ordered outcomes it stands for.

    Ordered rolls (all 6**n of them) each count once. Sorted rolls are far fewer (56 for three dice)
    but not equally likely: a sorted roll stands for n! / (c1! c2! …) orders, c being each face's count.
    """
    if ordered:
        for roll in product(FACES, repeat=n_dice):
            yield roll, 1
        return
    for roll in combinations_with_replacement(FACES, n_dice):
        yield roll, factorial(n_dice) // prod(factorial(c) for c in Counter(roll).values())


def exact(n_dice: int, event: Callable[[Roll], bool], ordered: bool = False) -> Fraction:
    """P(event) for a roll of ``n_dice`` fair dice: favourable outcomes / 6**n, as a Fraction.

    Pass ``ordered=True`` for events that depend on which die shows what; for the others the
    sorted enumeration gives the same answer with far fewer calls.
    """
    favourable = sum(weight for roll, weight in rolls(n_dice, ordered) if event(roll))
    return Fraction(favourable, 6**n_dice)

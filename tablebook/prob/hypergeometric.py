"""Card draws without replacement: the chance of drawing copies of a card from a deck (hypergeometric).

Unlike dice, each card drawn changes the deck, so the draws are not independent; counting hands
with ``math.comb`` gives the exact answer.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb


def exactly(k: int, *, deck: int, copies: int, drawn: int) -> Fraction:
    """P(exactly k of the ``copies`` in a ``deck`` of cards are among ``drawn`` cards)."""
    return Fraction(comb(copies, k) * comb(deck - copies, drawn - k), comb(deck, drawn))


def at_least(k: int, *, deck: int, copies: int, drawn: int) -> Fraction:
    """P(at least k of the copies are drawn)."""
    return sum((exactly(j, deck=deck, copies=copies, drawn=drawn) for j in range(k, min(copies, drawn) + 1)), Fraction(0))


def at_least_one(*, deck: int, copies: int, drawn: int) -> Fraction:
    """P(at least one copy is drawn) = 1 − P(none): the complement is a single count of copy-free hands."""
    return 1 - Fraction(comb(deck - copies, drawn), comb(deck, drawn))

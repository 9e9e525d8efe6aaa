"""The Resource Cache (Alien Frontiers › Alien Tech Cards): odd ships bring ore, even ships fuel, a tie costs the card."""

from __future__ import annotations


def _odd(roll) -> int:
    return sum(v % 2 for v in roll)


def more_odd(roll) -> bool:
    """More odd than even ships: one ore."""
    return 2 * _odd(roll) > len(roll)


def more_even(roll) -> bool:
    """More even than odd ships: one fuel."""
    return 2 * _odd(roll) < len(roll)


def equal_odd_even(roll) -> bool:
    """As many odd as even ships: one fuel and one ore, and the card is discarded."""
    return 2 * _odd(roll) == len(roll)

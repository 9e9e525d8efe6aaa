"""Alien tech powers that change a ship's value, and events "made true by one use" of them.

A power maps a roll to every roll one use of it can reach (Alien Frontiers › Alien Tech Cards);
values stay within 1–6, so a Booster Pod cannot raise a 6 and a Stasis Beam cannot lower a 1.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


def _changed(roll, change) -> set[tuple[int, ...]]:
    """Rolls with one ship's value v replaced by change(v), where that stays within 1–6."""
    out = set()
    for i, v in enumerate(roll):
        w = change(v)
        if w != v and 1 <= w <= 6:
            out.add(tuple(sorted((*roll[:i], w, *roll[i + 1:]))))
    return out


def booster_pod(roll) -> set[tuple[int, ...]]:
    """1 fuel: +1 to one unplaced ship."""
    return _changed(roll, lambda v: v + 1)


def stasis_beam(roll) -> set[tuple[int, ...]]:
    """1 fuel: −1 to one unplaced ship."""
    return _changed(roll, lambda v: v - 1)


def polarity_device(roll) -> set[tuple[int, ...]]:
    """1 fuel: turn one unplaced ship to its opposite face, v → 7 − v."""
    return _changed(roll, lambda v: 7 - v)


def with_power(event: Callable, *powers: Callable[..., Iterable]) -> Callable:
    """The event holds, or one use of one of these powers makes it hold.

    Wrap twice to hold two cards used once each: ``with_power(with_power(e, booster_pod), stasis_beam)``.
    """
    def helped(roll) -> bool:
        return event(roll) or any(event(r) for power in powers for r in power(roll))
    return helped

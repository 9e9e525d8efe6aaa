"""What a roll lets you dock: the patterns the orbital facilities ask for (Alien Frontiers › Orbital Facilities).

Each event is a predicate on a roll (a tuple of ship values, in any order), for ``exact`` and ``estimate``.
"""

from __future__ import annotations

from collections import Counter

from tablebook.games.alien_frontiers.data import FACILITIES, SETUP

ARTIFACT_PORTS = FACILITIES["alien-artifact"].groups  # its docking ports, one ship each, none ever blocked
ARTIFACT_TOTAL = SETUP["artifact_total"]  # the rulebook's "more than 7", the default of the option ``artifact_total``


def has_pair(roll) -> bool:
    """Two ships of equal value: the Shipyard and the Orbital Market."""
    return max(Counter(roll).values()) >= 2


def has_triple(roll) -> bool:
    """Three ships of equal value: the Colony Constructor."""
    return max(Counter(roll).values()) >= 3


def has_run(roll) -> bool:
    """Three sequentially numbered ships (1-2-3 … 4-5-6): the Raiders' Outpost."""
    values = set(roll)
    return any({v, v + 1, v + 2} <= values for v in range(1, 5))


def artifact_claim(roll, total: int = ARTIFACT_TOTAL) -> bool:
    """Some ships of the roll, at most four (the Alien Artifact's ports), total more than ``total``: a card can be
    claimed. ``total`` is the game's option ``artifact_total`` (the rulebook's 7 unless a variant changes it).

    The best choice is always the highest ships, so only they need adding up.
    """
    return sum(sorted(roll)[-ARTIFACT_PORTS:]) > total

"""Planet types, their codes in logs and data, and the terraforming wheel (Gaia Project › Terraforming).

The seven home types stand on a wheel; turning a planet into your home type costs one terraforming step per
segment along the shorter way round (0–3). Gaia and Transdim planets are off the wheel: they have rules of their own.
"""

from __future__ import annotations

NAMES = {"r": "Terra", "o": "Oxide", "v": "Volcanic", "d": "Desert", "s": "Swamp", "t": "Titanium", "i": "Ice",
         "g": "Gaia", "m": "Transdim", "l": "Lost Planet", "e": "empty space"}
COLOURS = {"r": "blue", "o": "red", "v": "orange", "d": "yellow", "s": "brown", "t": "grey", "i": "white",
           "g": "green", "m": "purple"}
WHEEL = "rovdsti"  # Terra → Oxide → Volcanic → Desert → Swamp → Titanium → Ice → (Terra)
HOME_TYPES = frozenset(WHEEL)
GAIA, TRANSDIM, LOST, EMPTY = "g", "m", "l", "e"


def steps(start: str, goal: str) -> int:
    """Terraforming steps from one home type to another: the shorter way round the wheel."""
    gap = abs(WHEEL.index(start) - WHEEL.index(goal))
    return min(gap, len(WHEEL) - gap)

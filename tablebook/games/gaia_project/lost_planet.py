"""The Lost Planet (Gaia Project › Research Board › Navigation 5).

Reaching level 5 of Navigation places the Lost Planet on an empty space in range with no satellite or space
station; it counts as a planet with a mine of its owner's (its own planet type), joins federations and charges
neighbours' power, but is no mine of the faction board and cannot be upgraded.
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import charging, events, federations, income
from . import citations as rule
from .board import unhx
from .mines import geodens_new_type
from .navigation import out_of_range, qic_for_range


def problem(s, p: int, key: str):
    name = s.board.label(unhx(key))
    if s.board.planet.get(unhx(key)) != "e" or key in s.stations or key in s.sats:
        return IllegalAction(f"the Lost Planet goes on an empty space with no satellite or space station; {name} is "
                             "not one", rule.RESEARCH_BOARD)
    if qic_for_range(s, p, key) is None:
        return out_of_range(s, p, key)
    return None


def place(s, p: int, key: str) -> None:
    s.pl[p]["qic"] -= qic_for_range(s, p, key)
    s.lost = key
    s.bld[key] = [p, "m"]
    income.touched(s, p)
    federations.join(s, p, key)
    events.happened(s, p, "mine")
    geodens_new_type(s, p, key)
    charging.built(s, p, key)

"""Range (Gaia Project › Actions › Build a Mine › Accessibility): how far from your planets you may build.

The range is the Navigation level's (research.navigation_range), counted from your nearest planet (Ivits: or
space station); each QIC spent adds 2. Mines, Gaia projects, the Lost Planet and space stations all ask for it; the
QIC needed are paid automatically, as the reference engine does.
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import citations as rule
from .board import unhx
from .research import navigation_range


def qic_for_range(s, p: int, key: str, extra_range: int = 0) -> int | None:
    """QIC seat ``p`` must spend to reach ``key`` (2 range each), or None when even all its QIC fall short."""
    needed = max(0, -(-(s.reach(p, key) - navigation_range(s, p) - extra_range) // 2))
    return needed if needed <= s.pl[p]["qic"] else None


def reach_limit(s, p: int, extra_range: int = 0) -> int:
    """The farthest distance seat ``p`` reaches spending all its QIC: ``qic_for_range`` is None exactly beyond it (a
    listing of every build tests each hex of the map against it)."""
    return navigation_range(s, p) + extra_range + 2 * s.pl[p]["qic"]


def out_of_range(s, p: int, key: str, extra_range: int = 0) -> IllegalAction:
    """Why ``key`` is beyond seat ``p``'s reach, in the rule's terms: distance, range by Navigation level, QIC."""
    name, distance, pl = s.board.label(unhx(key)), s.reach(p, key), s.pl[p]
    if distance == 99:
        return IllegalAction(f"{name} is out of range: you have no planet to measure range from", rule.ACCESSIBILITY)
    base = navigation_range(s, p)
    extra = f" + {extra_range} from this action" if extra_range else ""
    need = -(-(distance - base - extra_range) // 2)
    return IllegalAction(f"{name} is out of range: it is {distance} spaces from your nearest planet"
                         f"{' or space station' if s.is_faction(p, 'ivits') else ''}, your range is "
                         f"{base}{extra} (Navigation level {pl['research']['nav']}) and each QIC spent adds 2; it needs "
                         f"{need} QIC, you have {pl['qic']}", rule.ACCESSIBILITY)

"""Start a Gaia project (Gaia Project › Actions › Start a Gaia Project).

A Gaiaformer goes on a Transdim planet in range (navigation.py) with no structure and no Gaiaformer, and power
tokens move to the Gaia area (6, 4 or 3 by Gaia Project level); in the next Gaia phase the planet becomes a Gaia
planet (gaia_phase.py), where its owner's mine then costs no QIC.
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import citations as rule
from .board import unhx
from .data import research
from .faction_board import tokens_in_cycle
from .navigation import out_of_range, qic_for_range
from .resources import discard_tokens


def tokens(s, p: int) -> int:
    """The power tokens a Gaia project of seat ``p`` moves to the Gaia area, by its Gaia Project level."""
    return research()["gaia"]["gaia_project_cost"][s.pl[p]["research"]["gaia"]]


def problem(s, p: int, key: str, extra_range: int = 0):
    pl, name = s.pl[p], s.board.label(unhx(key))
    if key in s.gf_on:
        whose = "your" if s.gf_on[key] == p else f"the {s.seat_name(s.gf_on[key])}'"
        return IllegalAction(f"a Gaia project needs a Transdim planet without a Gaiaformer; {whose} Gaiaformer stands "
                             f"on {name}", rule.GAIA_PROJECT)
    if s.planet(key) != "m" or key in s.bld:
        return IllegalAction(f"a Gaia project needs a Transdim planet; {name} is not one", rule.GAIA_PROJECT)
    if pl["gaiaformers"] < 1:
        return IllegalAction("you have no Gaiaformer free (the Gaia Project track gives them)", rule.GAIA_PROJECT)
    needed = tokens(s, p)
    if tokens_in_cycle(pl) < needed:
        return IllegalAction(f"a Gaia project moves {needed} power tokens to the Gaia area; you have "
                             f"{sum(pl['power_areas'])}", rule.GAIA_PROJECT)
    if qic_for_range(s, p, key, extra_range) is None:
        return out_of_range(s, p, key, extra_range)
    return None


def start(s, p: int, key: str, extra_range: int = 0) -> None:
    pl = s.pl[p]
    pl["qic"] -= qic_for_range(s, p, key, extra_range)
    discard_tokens(s, p, tokens(s, p), to_gaia=True)
    pl["gaiaformers"] -= 1
    s.gf_on[key] = p

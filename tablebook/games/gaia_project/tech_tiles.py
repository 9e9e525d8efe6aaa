"""Tech tiles (Gaia Project › Tech Tiles): gained with a lab, an academy, the QIC action or the Itars' PI.

A standard tile under a research track also gives a step on that track; one of the three free tiles, a step on any
track (the step is skipped when none is possible). A player owns each type once. An advanced tile needs level 4
or more on its track and a green federation token, which turns grey, and covers one of the player's uncovered
standard tiles, which stops working; a research step on any track follows.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision

from . import citations as rule
from . import income
from .data import STANDARD_TECH_POSITIONS, TRACKS, tile
from .resources import gain
from .victory_points import score, tech_tile


def problem(s, p: int, position: str):
    pl = s.pl[p]
    owned = {t for t, _ in pl["tech_tiles"]}
    if position in STANDARD_TECH_POSITIONS:
        if s.techs[position] in owned:
            return IllegalAction(f"you already own {s.techs[position]} (the tile at {position}); one of each type",
                                 rule.TECH)
        return None
    track = position.removeprefix("adv-")
    if track not in TRACKS or position not in s.techs:
        return IllegalAction(f"there is no tech tile position {position!r}", rule.TECH)
    if s.techs[position] is None:
        return IllegalAction(f"the advanced tile of {track} is taken", rule.TECH)
    if pl["research"][track] < 4:
        return IllegalAction(f"an advanced tile needs level 4 of its track; you are at {pl['research'][track]}", rule.TECH)
    if not any(green for _, green in pl["federation_tokens"]):
        return IllegalAction("an advanced tile needs a green federation token to turn grey; you have none", rule.TECH)
    if not any(not covered and not t.startswith("adv") for t, covered in pl["tech_tiles"]):
        return IllegalAction("an advanced tile covers one of your standard tiles; you have none uncovered", rule.TECH)
    return None


def candidates(s, p: int):
    return [(pos,) for pos in s.techs if problem(s, p, pos) is None]


def take(s, p: int, position: str) -> None:
    pl = s.pl[p]
    s.agenda.pop()
    tile_id = s.techs[position]
    income.touched(s, p)
    if position in STANDARD_TECH_POSITIONS:
        pl["tech_tiles"].append([tile_id, False])
        once(s, p, "tech", tile_id)
        s.agenda.append(decision("research-step", p, tracks=[position] if position in TRACKS else list(TRACKS)))
        return
    s.techs[position] = None
    next(f for f in pl["federation_tokens"] if f[1])[1] = False
    pl["tech_tiles"].append([tile_id, False])
    s.agenda.append(decision("research-step", p, tracks=list(TRACKS)))
    s.agenda.append(decision("cover", p, tile=tile_id))


def cover_problem(s, p: int, position: str):
    target = s.techs.get(position) if position in STANDARD_TECH_POSITIONS else None
    if not any(t == target and not covered for t, covered in s.pl[p]["tech_tiles"]):
        return IllegalAction("cover one of your own uncovered standard tiles, named by its position", rule.TECH)
    return None


def cover(s, p: int, position: str) -> None:
    entry = s.agenda.pop()
    pl = s.pl[p]
    next(t for t in pl["tech_tiles"] if t[0] == s.techs[position] and not t[1])[1] = True
    income.touched(s, p)
    once(s, p, "advtech", entry["tile"])


def once(s, p: int, kind: str, tile_id: str) -> None:
    """A tile's one-time gain on being taken."""
    effect = tile(kind, tile_id)
    if "once" in effect:
        gain(s, p, effect["once"], tech_tile(tile_id))
    per = effect.get("once_per")
    if per:
        count = s.tally(p, per)
        if "vp" in effect:
            score(s, p, effect["vp"] * count, tech_tile(tile_id))
        else:
            for _ in range(count):
                gain(s, p, effect["reward"])

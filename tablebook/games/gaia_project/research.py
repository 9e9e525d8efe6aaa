"""Advance in a research area (Gaia Project › Actions › Advance in a Research Area; › Research Board).

A step costs 4 knowledge as an action, nothing when a tech tile or a faction ability gives it. Each level's
one-time gain comes on reaching it (level 3 of any track also charges 3 power). Level 5 is one player's alone and
needs a green federation token, which turns grey. Terraforming 5 gives the federation token lying there (it counts
as forming a federation); Navigation 5 places the Lost Planet; Gaia Project 5 gives 4 VP and 1 VP per Gaia planet.
Bal T'aks cannot advance Navigation before their planetary institute.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision

from . import citations as rule
from . import events, income
from .data import TRACKS, research
from .resources import gain
from .victory_points import research_level, score


def step_problem(s, p: int, track: str):
    if track not in TRACKS:
        return IllegalAction(f"there is no research area {track!r}; they are {', '.join(TRACKS)}", rule.RESEARCH)
    pl = s.pl[p]
    level, name = pl["research"][track], research()[track]["name"]
    if level >= 5:
        return IllegalAction(f"you are at the top of {name}", rule.RESEARCH_BOARD)
    if track == "nav" and s.is_faction(p, "baltaks") and not s.has_built(p, "PI"):
        return IllegalAction("Bal T'aks cannot advance in Navigation before their planetary institute", rule.FACTIONS)
    if level == 4:
        if track in s.level5:
            return IllegalAction(f"{s.seat_name(s.level5[track])} already reached level 5 of {name}: only one player "
                                 "may", rule.RESEARCH_BOARD)
        if not any(green for _, green in pl["federation_tokens"]):
            return IllegalAction("level 5 needs a green federation token to turn grey; you have none",
                                 rule.RESEARCH_BOARD)
    return None


def can_step(s, p: int, track: str) -> bool:
    return step_problem(s, p, track) is None


def advance(s, p: int, track: str) -> None:
    """One step up ``track`` with everything the new level gives."""
    pl = s.pl[p]
    pl["research"][track] += 1
    if track in income.TRACKS:
        income.touched(s, p)
    level = pl["research"][track]
    if level == 5:
        s.level5[track] = p
        flip = next(f for f in pl["federation_tokens"] if f[1])
        flip[1] = False
    gain(s, p, research()[track]["once"][level], research_level(track, level))
    if level == 5:
        if track == "terra" and s.terra_fed:
            from .federations import take_token
            token, s.terra_fed = s.terra_fed, None
            take_token(s, p, token)
        elif track == "nav":
            s.agenda.append(decision("lost-planet", p))
        elif track == "gaia":
            score(s, p, s.gaia_planets(p), research_level(track, level))
    events.happened(s, p, "research-step")


def action_problem(s, p: int, track: str):
    problem = step_problem(s, p, track)
    if problem is None and s.pl[p]["knowledge"] < research()["step_cost"]:
        return IllegalAction(f"a research step costs {research()['step_cost']} knowledge; you have {s.pl[p]['knowledge']}",
                             rule.RESEARCH)
    return problem


def research_action(s, p: int, track: str) -> None:
    s.pl[p]["knowledge"] -= research()["step_cost"]
    advance(s, p, track)


def navigation_range(s, p: int) -> int:
    """How far seat ``p`` reaches from its planets at its Navigation level (QIC and some actions reach further)."""
    return research()["nav"]["range"][s.pl[p]["research"]["nav"]]

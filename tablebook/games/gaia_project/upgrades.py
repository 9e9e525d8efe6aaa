"""Upgrade a structure (Gaia Project › Actions › Upgrade a Structure).

Mine → trading station (2 ore and 3 credits with another player's structure within distance 2, else 6 credits);
trading station → research lab (3 ore, 5 credits, and a tech tile) or planetary institute (4 ore, 6 credits);
lab → academy (6 ore, 6 credits, and a tech tile). Bescods upgrade the other way round: trading station → academy
or lab, lab → planetary institute. Lantids' mines on other players' planets cannot be upgraded.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision

from . import charging, events
from . import citations as rule
from .board import distance
from .data import STRUCTURE_COUNT
from .board import unhx

FROM = {"ts": "m", "lab": "ts", "PI": "ts", "ac1": "lab", "ac2": "lab"}
BESCODS_FROM = {"ts": "m", "lab": "ts", "PI": "lab", "ac1": "ts", "ac2": "ts"}
COST = {"lab": {"o": 3, "c": 5}, "PI": {"o": 4, "c": 6}, "ac1": {"o": 6, "c": 6}, "ac2": {"o": 6, "c": 6}}
NAMES = {"m": "mine", "ts": "trading station", "lab": "research lab", "PI": "planetary institute",
         "ac1": "academy", "ac2": "academy"}


def cost(s, p: int, key: str, kind: str) -> dict:
    if kind != "ts":
        return COST[kind]
    h = unhx(key)
    near = any(q != p and distance(unhx(k), h) <= 2 for q in range(s.players) for k in s.structures(q))
    return {"o": 2, "c": 3 if near else 6}


def problem(s, p: int, key: str, kind: str):
    name = s.board.label(unhx(key))
    start = (BESCODS_FROM if s.is_faction(p, "bescods") else FROM)[kind]
    if s.bld.get(key) != [p, start]:
        there = s.bld.get(key)
        holds = ("nothing of yours" if there is None or there[0] != p else
                 f"your {NAMES[there[1]]}: structures are upgraded one step at a time")
        return IllegalAction(f"a {NAMES[kind]} replaces one of your {NAMES[start]}s; {name} holds {holds}",
                             rule.UPGRADE)
    if key == s.lost:
        return IllegalAction("the mine on the Lost Planet cannot be upgraded", rule.RESEARCH_BOARD)
    if s.count(p, kind) >= STRUCTURE_COUNT[kind] or (kind in ("ac1", "ac2") and s.has_built(p, kind)):
        return IllegalAction(f"you have no {NAMES[kind]} left on your faction board", rule.UPGRADE)
    price, pl = cost(s, p, key, kind), s.pl[p]
    if pl["o"] < price["o"] or pl["c"] < price["c"]:
        why = ""
        if kind == "ts":
            why = (" (3 credits: another player's structure is within 2 spaces)" if price["c"] == 3 else
                   " (6 credits with no other player's structure within 2 spaces; 3 with one)")
        return IllegalAction(f"a {NAMES[kind]} costs {price['o']} ore and {price['c']} credits{why}; you have "
                             f"{pl['o']} ore and {pl['c']} credits", rule.UPGRADE)
    return None


def upgrade(s, p: int, key: str, kind: str) -> None:
    pl, price = s.pl[p], cost(s, p, key, kind)
    pl["o"] -= price["o"]
    pl["c"] -= price["c"]
    s.bld[key] = [p, kind]
    if kind == "ts":
        events.happened(s, p, "trading-station")
    elif kind in ("PI", "ac1", "ac2"):
        events.happened(s, p, "pi-or-academy")
    if kind == "PI" and s.is_faction(p, "gleens"):
        from .federations import take_token
        take_token(s, p, "gleens")
    if kind in ("lab", "ac1", "ac2"):
        s.agenda.append(decision("tech", p))
    charging.built(s, p, key)


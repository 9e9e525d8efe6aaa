"""Upgrade a structure (Gaia Project › Actions › Upgrade a Structure), one rule per structure.

Mine → trading station (2 ore and 3 credits with another player's structure within distance 2, else 6 credits);
trading station → research lab (3 ore, 5 credits, and a tech tile) or planetary institute (4 ore, 6 credits);
lab → academy (6 ore, 6 credits, and a tech tile). Bescods upgrade the other way round: trading station → academy
or lab, lab → planetary institute. Lantids' mines on other players' planets cannot be upgraded.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from tablebook.core import IllegalAction, decision

from . import charging, events, income
from . import citations as rule
from .board import unhx, within_two
from .data import STRUCTURE_COUNT

NAMES = {"m": "mine", "ts": "trading station", "lab": "research lab", "PI": "planetary institute",
         "ac1": "academy", "ac2": "academy"}


def trading_station_cost(s, p: int, key: str) -> dict:
    """2 ore, and 3 credits with another player's structure within 2 spaces of ``key`` (else 6)."""
    bld, guests = s.bld, s.guests  # another seat's structure: its own, or a Lantids mine on any planet
    near = any(bld.get(k, (p,))[0] != p or guests.get(k, p) != p for k in within_two(key))
    return {"o": 2, "c": 3 if near else 6}


def trading_station_built(s, p: int) -> None:
    events.happened(s, p, "trading-station")


def research_lab_built(s, p: int) -> None:
    s.agenda.append(decision("tech", p))


def planetary_institute_built(s, p: int) -> None:
    events.happened(s, p, "pi-or-academy")
    if s.is_faction(p, "gleens"):  # Factions › Gleens: their PI gives a federation token
        from .federations import take_token
        take_token(s, p, "gleens")


def academy_built(s, p: int) -> None:
    events.happened(s, p, "pi-or-academy")
    s.agenda.append(decision("tech", p))


class Upgrade(NamedTuple):
    """One upgrade: the structure it replaces (Bescods: their own), its cost, and what building it brings."""
    replaces: str
    bescods_replace: str
    cost: Callable[[object, int, str], dict]
    built: Callable[[object, int], None]


def _fixed(ore: int, credits: int):
    return lambda s, p, key: {"o": ore, "c": credits}


UPGRADES = {
    "ts": Upgrade("m", "m", trading_station_cost, trading_station_built),
    "lab": Upgrade("ts", "ts", _fixed(3, 5), research_lab_built),
    "PI": Upgrade("ts", "lab", _fixed(4, 6), planetary_institute_built),
    "ac1": Upgrade("lab", "ts", _fixed(6, 6), academy_built),  # the knowledge academy
    "ac2": Upgrade("lab", "ts", _fixed(6, 6), academy_built),  # the QIC academy
}


def cost(s, p: int, key: str, kind: str) -> dict:
    return UPGRADES[kind].cost(s, p, key)


def replaced(s, p: int, kind: str) -> str:
    """The structure of seat ``p`` an upgrade to ``kind`` replaces (Bescods upgrade the other way round)."""
    rule_of = UPGRADES[kind]
    return rule_of.bescods_replace if s.is_faction(p, "bescods") else rule_of.replaces


def problem(s, p: int, key: str, kind: str):
    start = replaced(s, p, kind)
    if s.bld.get(key) != [p, start]:
        there = s.bld.get(key)
        holds = ("nothing of yours" if there is None or there[0] != p else
                 f"your {NAMES[there[1]]}: structures are upgraded one step at a time")
        return IllegalAction(f"a {NAMES[kind]} replaces one of your {NAMES[start]}s; {s.board.label(unhx(key))} holds "
                             f"{holds}", rule.UPGRADE)
    if key == s.lost:
        return IllegalAction("the mine on the Lost Planet cannot be upgraded", rule.RESEARCH_BOARD)
    if s.count(p, kind) >= STRUCTURE_COUNT[kind] or (kind in ("ac1", "ac2") and s.has_built(p, kind)):
        return IllegalAction(f"you have no {NAMES[kind]} left on your faction board", rule.UPGRADE)
    price, pl = cost(s, p, key, kind), s.pl[p]
    if pl["ore"] < price["o"] or pl["credits"] < price["c"]:
        why = ""
        if kind == "ts":
            why = (" (3 credits: another player's structure is within 2 spaces)" if price["c"] == 3 else
                   " (6 credits with no other player's structure within 2 spaces; 3 with one)")
        return IllegalAction(f"a {NAMES[kind]} costs {price['o']} ore and {price['c']} credits{why}; you have "
                             f"{pl['ore']} ore and {pl['credits']} credits", rule.UPGRADE)
    return None


def upgrade(s, p: int, key: str, kind: str) -> None:
    pl, price = s.pl[p], cost(s, p, key, kind)
    pl["ore"] -= price["o"]
    pl["credits"] -= price["c"]
    s.bld[key] = [p, kind]
    income.touched(s, p)
    UPGRADES[kind].built(s, p)
    charging.built(s, p, key)

"""GEMs and Resources, Aliens and Humans: what a player holds, gains and pays.

GEMs are not a resource (only food, water and metal are). Exact change is always made, so holdings
are plain counts; nobody overpays or discards (rulebook › Finer Points). Aliens and Humans come from
the supply (Terra for Humans), which is limited (rulebook › Diplomacy Board and Component Supply).
"""

from __future__ import annotations

from functools import cache

from tablebook.core import IllegalAction, decision

from . import station
from .data import ALIENS


def gain(s, p: int, what: dict) -> None:
    """Take GEMs, resources or points from the supply (the supply is unlimited)."""
    for key, n in what.items():
        if key == "gems":
            s.gems[p] += n
        elif key == "points":
            s.points[p] += n
        else:
            add(s, p, key, n)


def add(s, p: int, resource: str, n: int) -> None:
    """``n`` more of a resource (fewer if negative), counted in new holdings: a player's are replaced, never changed
    in place (``State.REPLACED``)."""
    held = s.res[p] = s.res[p].copy()
    held[resource] += n


def can_pay(s, p: int, costs) -> bool:
    held = s.res[p]
    for k, n in _counted(tuple(costs)):
        if (s.gems[p] if k == "gems" else held[k]) < n:
            return False
    return True


@cache
def _counted(costs: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """How many of each thing a price asks (a few prices recur: an Alien's, a Human's, a trade's two resources)."""
    return tuple((k, costs.count(k)) for k in dict.fromkeys(costs))


def pay(s, p: int, costs: list[str]) -> None:
    for k in costs:
        if k == "gems":
            s.gems[p] -= 1
        else:
            add(s, p, k, -1)


def price_words(costs: list[str]) -> str:
    """A price in the rulebook's words and order: "1 food + 1 water + 1 GEM"."""
    names = {"food": "food", "water": "water", "metal": "metal", "gems": "GEM"}
    return " + ".join(f"{costs.count(k)} {name}{'s' if k == 'gems' and costs.count(k) > 1 else ''}"
                      for k, name in names.items() if k in costs)


def human_cost(s, p: int) -> list[str]:
    """1 food, 1 water and 1 metal; each "Humans cost 1 resource less" (215, A-10) waives one, metal first
    (our choice: the rulebook does not say which)."""
    cost = ["metal", "water", "food"]
    return cost[min(3, station.bonus(s, p, "human-cost")):]


def human_problem(s, p: int, place: str, citation) -> IllegalAction | None:
    """Why seat ``p`` cannot pay for a Human (with its discounts) to live in ``place`` (Expedition, Hub A-8)."""
    price = human_cost(s, p)
    if not can_pay(s, p, price):
        return IllegalAction(f"a Human costs {price_words(price)}; you have food {s.res[p]['food']}, water "
                             f"{s.res[p]['water']}, metal {s.res[p]['metal']}", citation)
    if s.supply["human"] <= 0:
        return IllegalAction("no Human is left on Terra", citation)
    return station.place_problem(s, p, place, "human")


def gain_resident(s, p: int, place: str, kind: str) -> None:
    """A resident from the supply (Terra for Humans) onto the station, and the "whenever you gain" abilities."""
    s.supply[kind] -= 1
    station.place(s, p, place, kind)
    trigger = "on-human" if kind == "human" else "on-alien"
    for ability in station.abilities(s, p, trigger):
        if "gain" in ability:
            gain(s, p, ability["gain"])
        if "choose" in ability:
            s.agenda.append(decision("pick", p, options=list(ability["choose"])))


def resources_total(s, p: int) -> int:
    return sum(s.res[p].values())  # a player's resources are RESOURCES, each always held (0 or more)


def aliens_left(s) -> int:
    """Aliens left in the supply (Humans do not count): 4 or fewer end the game (rulebook › Check for Game End)."""
    return sum(map(s.supply.__getitem__, ALIENS))

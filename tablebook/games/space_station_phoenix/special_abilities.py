"""Sector Special Abilities that offer a purchase: "may pay X for Y", once per action or per Income.

Sectors 117 (a second Diplomacy action for 3), 118 (1 metal for 2 GEMs after a Transport ship), 208
(an extra turn for 3 after a Diplomacy ship), 222 (a Human for 6 at Income), 228 (2 resources of your
choice for 4 at Income) and 322 (a Human for 4 after an Expedition ship). Each pushes an ``offer``
decision: ``accept`` (refused, with the numbers, when it cannot be paid or used) or ``decline``.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, bare, decision

from . import citations as rule, diplomacy, station
from .data import RESOURCES, SECTORS, TRACKS
from .supply import gain, pay


def push_offer(s, p: int, ability: dict) -> None:
    offer = ability["offer"]
    source = next(sid for sid, sector in SECTORS.items() if ability in sector["abilities"])
    s.agenda.append(decision("offer", p, cost=offer["gems"], then=offer["then"], source=source))


def _accept_problem(s, p, args):
    if args:
        return IllegalAction("write just: accept", rule.SECTORS)
    entry = s.agenda[-1]
    cost, then = entry["cost"], entry["then"]
    if s.gems[p] < cost:
        return IllegalAction(f"Sector {entry['source']} asks {cost} GEMs; you have {s.gems[p]}", rule.SECTORS)
    if then == "human":
        if s.supply["human"] <= 0 or not station.free_places(s, p, "human"):
            return IllegalAction("a Human needs a free living quarter and a Human left on Terra", rule.PLACEMENT)
    if then == "lobby-paid":
        costs = [diplomacy.lobbying_cost(s, p, t) for t in TRACKS]
        if not any(c is not None and c <= s.gems[p] - cost for c in costs):
            return IllegalAction(f"after paying {cost} GEMs no lobbying cost is within reach (you have {s.gems[p]})",
                                 rule.DIPLOMACY_SHIP)
    return None


def _accept(s, p, args):
    entry = s.agenda.pop()
    pay(s, p, ["gems"] * entry["cost"])
    then = entry["then"]
    if then == "metal":
        gain(s, p, {"metal": 1})
    elif then == "extra-turn":
        s.extra_turn = True
    elif then == "human":
        s.agenda.append(decision("place", p, kinds=["human"]))
    elif then == "two-resources":
        s.agenda += [decision("pick", p, options=list(RESOURCES))] * 2
    elif then == "lobby-paid":
        s.agenda.append(decision("lobby", p, paid=True))


VERBS = {
    "accept": bare("accept", _accept, problem=_accept_problem),
    "decline": bare("decline", lambda s, p, args: s.agenda.pop()),
}

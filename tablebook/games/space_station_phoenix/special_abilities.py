"""Sector Special Abilities that offer a purchase: "may pay X for Y", once per action or per Income
(rulebook › Reference Guide › Sectors). The other Sector abilities are data that ``station.abilities``
hands to the step they modify; these few are choices, so they are decisions of their own.

Sectors 128 (swap 1 resource for another) and 307 (any 2 resources for a Human, 1 fewer for each "Humans cost 1
resource less" of 215 and A-10, which "does apply when gaining a Human using Sector 307") offer an exchange at
Income instead: ``exchange GIVE [GIVE] GET`` (GET a resource, or ``human`` with the Sector to live in)
or ``decline``.

Sectors 117 (a second Diplomacy action for 3), 118 (1 metal for 2 GEMs after a Transport ship), 208
(an extra turn for 3 after a Diplomacy ship), 222 (a Human for 6 at Income), 228 (2 resources of your
choice for 4 at Income) and 322 (a Human for 4 after an Expedition ship). Each pushes an ``offer``
decision: ``accept`` (refused, with the numbers, when it cannot be paid or used) or ``decline``.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from tablebook.core import IllegalAction, Verb, bare, decision

from . import citations as rule, diplomacy, station
from .data import RESOURCES, TRACKS
from .supply import can_pay, gain, gain_resident, pay


def push_offer(s, p: int, ability: dict) -> None:
    offer = ability["offer"]
    s.agenda.append(decision("offer", p, cost=offer["gems"], then=offer["then"], source=station.source_of(ability)))


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


def push_exchange(s, p: int, ability: dict) -> None:
    exchange = dict(ability["exchange"])
    if exchange["get"] == "human":
        exchange["give"] = max(0, exchange["give"] - station.bonus(s, p, "human-cost"))
    s.agenda.append(decision("exchange", p, source=station.source_of(ability), **exchange))


def _exchange_candidates(s, p):
    entry = s.agenda[-1]
    gives = list(combinations_with_replacement(RESOURCES, entry["give"]))
    gets = [(r,) for r in RESOURCES] if entry["get"] == "resource" else [("human", x) for x in station.places(s, p)]
    return [g + t for g in gives for t in gets]


def _exchange_problem(s, p, args):
    entry = s.agenda[-1]
    n = entry["give"]
    if (*args,) not in _exchange_candidates(s, p):
        wanted = "RESOURCE" if entry["get"] == "resource" else "human SECTOR"
        return IllegalAction(f"write: exchange {' '.join(['GIVE'] * n + [wanted])} (resources: food, water, metal, "
                             "given in that order)", rule.SECTORS)
    give = list(args[:n])
    if not can_pay(s, p, give):
        return IllegalAction(f"Sector {entry['source']} takes {' + '.join(give)}; you have food {s.res[p]['food']}, "
                             f"water {s.res[p]['water']}, metal {s.res[p]['metal']}", rule.SECTORS)
    if entry["get"] == "resource" and args[n] in give:
        return IllegalAction("a swap gives one resource for another", rule.SECTORS)
    if entry["get"] == "human":
        if s.supply["human"] <= 0:
            return IllegalAction("no Human is left on Terra", rule.PLACEMENT)
        return station.place_problem(s, p, args[n + 1], "human")
    return None


def _exchange(s, p, args):
    n = s.agenda.pop()["give"]
    pay(s, p, list(args[:n]))
    if args[n] == "human":
        gain_resident(s, p, args[n + 1], "human")
    else:
        gain(s, p, {args[n]: 1})


VERBS = {
    "exchange": Verb(_exchange_candidates, _exchange_problem, _exchange),
    "accept": bare("accept", _accept, problem=_accept_problem),
    "decline": bare("decline", lambda s, p, args: s.agenda.pop()),
}

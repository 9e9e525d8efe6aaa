"""Territories: landing colonies, control, and the Relic Ship's life cycle on Burroughs Desert.

Control is never stored: it is derived from the colonies each time it is asked, so it can never
disagree with the board. Only the Relic Ship, which must go home the moment its owner loses
Burroughs Desert, needs a check after every change of colonies or fields.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, Verb, bare
from tablebook.core.agenda import decision

from . import citations as rule
from .data import TERRITORIES


def push_landing(s, p: int) -> None:
    """Take a colony to land (an unplaced one, else the last one off the Colonist Hub) and ask where."""
    if s.supply[p] > 0:
        s.supply[p] -= 1
    else:
        s.hub[p] = 0  # your final colony is not locked into the Colonist Hub
    s.agenda.append(decision("land", p))


def land_candidates(s, p):
    return [(t,) for t in TERRITORIES]


def land_problem(s, p, args) -> IllegalAction | None:
    if len(args) != 1 or args[0] not in TERRITORIES:
        return IllegalAction(f"write: land TERRITORY, one of {', '.join(TERRITORIES)}", rule.TERRITORY_BONUSES)
    if s.fields["repulsor-field"] == args[0]:
        return IllegalAction(f"The Repulsor Field prevents colonies from being added to {s.territory_name(args[0])}", rule.field("Repulsor Field"))
    return None


def land(s, p, args) -> None:
    s.agenda.pop()
    s.colonies[args[0]][p] += 1
    colonies_changed(s)
    waiting = any(d.get("kind") == "land" and d["seat"] == p for d in s.agenda)
    if s.supply[p] == 0 and s.hub[p] == 0 and not waiting:
        s.ended = "last colony"


def colonies_left(s, p: int) -> int:
    """Colonies seat ``p`` has yet to land: those in supply and the one on the Colonist Hub (none left ends the game)."""
    return s.supply[p] + (1 if s.hub[p] > 0 else 0)


def colonies_changed(s) -> None:
    """The Relic Ship returns to Burroughs Desert when its owner no longer controls it, or the Isolation Field lands there."""
    owner = s.ships["relic"]["owner"]
    if owner is not None and (s.controller("burroughs-desert") != owner or s.fields["isolation-field"] == "burroughs-desert"):
        return_relic(s)


def return_relic(s) -> None:
    s.place("relic", "desert")
    s.ships["relic"]["owner"] = None


def buy_relic_problem(s, p, args) -> IllegalAction | None:
    where = rule.territory("Burroughs Desert")
    if args:
        return IllegalAction("write just: buy-relic", where)
    if s.ships["relic"]["at"] != "desert":
        return IllegalAction("The Relic Ship is not on Burroughs Desert", where)
    if s.controller("burroughs-desert") != p:
        return IllegalAction("Only the player controlling Burroughs Desert may buy the Relic Ship (a Data Crystal cannot borrow this bonus)", where)
    if s.fields["isolation-field"] == "burroughs-desert":
        return IllegalAction("The Isolation Field nullifies Burroughs Desert's bonus", rule.field("Isolation Field"))
    if not s.can_pay(p, 1, 1):
        return IllegalAction("The Relic Ship costs 1 fuel and 1 ore", where)
    return None


def buy_relic(s, p, args) -> None:
    s.pay(p, 1, 1)
    s.ships["relic"]["owner"] = p
    s.place("relic", "bay")


VERBS = {
    "land": Verb(land_candidates, land_problem, land),
    "buy-relic": bare("buy-relic", buy_relic, problem=buy_relic_problem, gate=lambda s, p: s.ships["relic"]["at"] == "desert" and s.controller("burroughs-desert") == p),
}

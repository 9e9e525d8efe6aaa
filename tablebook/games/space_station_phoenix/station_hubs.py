"""Station Hub powers that are decisions of their own (rulebook › Reference Guide › Basic and Advanced Hubs).

Most Hub abilities are modifiers or bonuses that other modules read from the Hub's data; these are the
ones a player chooses to use or must resolve:

* B-6 ``cash`` (1 point → 4 GEMs, repeatable) "at any time": on your own turn before its action, at every
  decision of yours (in the middle of an action, before an offer, at Income), and, when your points alone would end
  the game, at the end of your turn before the end is checked (``before-end``: ``cash`` or ``decline``). Between
  your decisions nothing reads your points or GEMs but that check, so cashing then would change nothing; the
  simultaneous Diplomacy rewards (free) are not opened to it;
* on your own turn, before its action: A-1 ``convert`` (once per turn, 1 metal → 1 food or water);
* in lieu of a turn: A-8 ``recruit SECTOR`` (a Human, then Income);
* after your Income (after the paid moves): A-11 ``settle KIND SECTOR`` (one resident from the Hub onto a
  Sector, free, while the Hub holds any), or ``return hub KIND`` when none fits; A-12 ``return SECTOR KIND``
  (a resident) or ``return SECTOR`` (the top Sector of a wing, its residents with it), or ``lose`` 5
  points when nothing can be returned.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, Verb, bare, step

from . import citations as rule, station
from .data import HUBS, RULES
from .game_end import trigger_besides_points
from .income import income_problem
from .supply import add, gain_resident, human_cost, human_problem, pay


# --- B-6 and A-1: on your own turn ---------------------------------------------------------------------
def _cash_problem(s, p, args):
    power = station.abilities(s, p, "cash")
    if not power:
        return IllegalAction("only Hub B-6 turns points into GEMs", rule.BASIC_HUBS)
    if args:
        return IllegalAction("write just: cash", rule.BASIC_HUBS)
    if s.points[p] < power[0]["points"]:
        return IllegalAction(f"cashing costs {power[0]['points']} point; you have {s.points[p]}", rule.BASIC_HUBS)
    return None


def may_cash(s, p: int) -> bool:
    """Whether seat ``p`` holds Hub B-6, whose points turn into GEMs at any of their decisions (asked at every
    decision: the Hubs that cash are found once)."""
    return s.hubs[p] in _CASHING_HUBS


_CASHING_HUBS = frozenset(hub for hub, record in HUBS.items() if any(a["kind"] == "cash" for a in record["abilities"]))


def cash_before_end(s, p: int) -> bool:
    """Whether B-6's owner should be asked before the end check: their points alone would end the game."""
    return may_cash(s, p) and s.points[p] >= RULES["end_points"] and trigger_besides_points(s, p) is None


def _cash(s, p, args):
    power = station.abilities(s, p, "cash")[0]
    s.points[p] -= power["points"]
    s.gems[p] += power["gems"]


def _convert_candidates(s, p):
    power = station.abilities(s, p, "convert")
    return [(r,) for r in power[0]["get"]] if power else []


def _convert_problem(s, p, args):
    power = station.abilities(s, p, "convert")
    if not power:
        return IllegalAction("only Hub A-1 converts metal", rule.ADVANCED_HUBS)
    if len(args) != 1 or args[0] not in power[0]["get"]:
        return IllegalAction(f"write: convert {'|'.join(power[0]['get'])}", rule.ADVANCED_HUBS)
    if s.converted:
        return IllegalAction("Hub A-1 converts once per turn", rule.ADVANCED_HUBS)
    if s.res[p][power[0]["give"]] < 1:
        return IllegalAction(f"you have no {power[0]['give']} to convert", rule.ADVANCED_HUBS)
    return None


def _convert(s, p, args):
    power = station.abilities(s, p, "convert")[0]
    add(s, p, power["give"], -1)
    add(s, p, args[0], 1)
    s.converted = True


# --- in lieu of a normal turn, a Human (less the Human discounts), then Income ------------------------
def _recruit_candidates(s, p):
    return [(x,) for x in station.places(s, p)] if station.abilities(s, p, "recruit-income") else []


def _recruit_problem(s, p, args):
    if not station.abilities(s, p, "recruit-income"):
        return IllegalAction("only Hub A-8 recruits a Human in lieu of a turn", rule.ADVANCED_HUBS)
    if len(args) != 1:
        return IllegalAction("write: recruit SECTOR (a Human for your station, then Income)", rule.ADVANCED_HUBS)
    return human_problem(s, p, args[0], rule.ADVANCED_HUBS) or income_problem(s, p)


def _recruit(s, p, args):
    """The Human works at once, "so the new Human affects income" (its quarter is not new this turn)."""
    pay(s, p, human_cost(s, p))
    s.agenda += [step("end-turn"), step("income", seat=p)]
    gain_resident(s, p, args[0], "human")
    s.fresh.remove(f"{args[0]}:{len(s.residents[args[0]]) - 1}")
    station.changed(s)


# --- after each Income, one resident leaves the Hub ----------------------------------------------
def _settle_candidates(s, p):
    return [(k, x) for k in s.hub_residents[p] for x in station.sectors_of(s, p)]


def _settle_problem(s, p, args):
    if len(args) != 2 or args[0] not in s.hub_residents[p]:
        return IllegalAction(f"write: settle KIND SECTOR, KIND one of your Hub's residents "
                             f"({', '.join(s.hub_residents[p])})", rule.ADVANCED_HUBS)
    return station.place_problem(s, p, args[1], args[0])


def _settle(s, p, args):
    s.agenda.pop()
    s.hub_residents[p].remove(args[0])
    station.move_in(s, p, args[1], args[0])


# --- what goes back to the supply: A-11's resident with no room, or A-12's resident or Sector ------------
def _return_candidates(s, p):
    if s.agenda[-1]["kind"] == "settle":
        return [("hub", k) for k in s.hub_residents[p]]
    residents = [(x, k) for x in station.places(s, p) for k in sorted(set(station.residents_at(s, p, x)))]
    return residents + [(wing[-1],) for wing in s.stations[p].values()]


def _return_problem(s, p, args):
    if s.agenda[-1]["kind"] == "settle":
        if args not in _return_candidates(s, p):
            return IllegalAction("write: return hub KIND, one of your Hub's residents", rule.ADVANCED_HUBS)
        fits = next((a for a in _settle_candidates(s, p) if _settle_problem(s, p, a) is None), None)
        if fits:
            return IllegalAction(f"your {fits[0]} can live in Sector {fits[1]}: a resident goes back to the supply "
                                 "only when none of them fits", rule.ADVANCED_HUBS)
        return None
    if args not in _return_candidates(s, p):
        if len(args) == 1 and args[0] in station.sectors_of(s, p):
            return IllegalAction(f"Sector {args[0]} is not the top of its wing: a wing gives back its highest "
                                 "level first", rule.CONSTRUCTION_RULES)
        return IllegalAction("write: return SECTOR KIND (a resident of that Sector) or return SECTOR (the top "
                             "Sector of a wing)", rule.ADVANCED_HUBS)
    return None


def _return(s, p, args):
    s.agenda.pop()
    if len(args) == 1:
        station.remove_sector(s, p, args[0])
        return
    station.remove_resident(s, p, args[0], args[1])  # from A-11's Hub too, whose spaces hold one kind each
    s.supply[args[1]] += 1


def _lose_problem(s, p, args):
    if args:
        return IllegalAction("write just: lose", rule.ADVANCED_HUBS)
    if _return_candidates(s, p):
        return IllegalAction("you can return an Alien, a Human or a Sector: the points are lost only when nothing "
                             "can be returned", rule.ADVANCED_HUBS)
    return None


def _lose(s, p, args):
    s.agenda.pop()
    s.points[p] -= station.abilities(s, p, "give-back")[0]["points"]


VERBS = {
    "cash": bare("cash", _cash, problem=_cash_problem),
    "convert": Verb(_convert_candidates, _convert_problem, _convert),
    "recruit": Verb(_recruit_candidates, _recruit_problem, _recruit),
    "settle": Verb(_settle_candidates, _settle_problem, _settle),
    "return": Verb(_return_candidates, _return_problem, _return),
    "lose": bare("lose", _lose, problem=_lose_problem),
}

"""Territories: landing colonies, control, each territory's bonus, and the Relic Ship's life cycle on Burroughs Desert.

Control is never stored: it is derived from the colonies each time it is asked, so it can never
disagree with the board. Only the Relic Ship, which must go home the moment its owner loses
Burroughs Desert, needs a check after every change of colonies or fields.

Each territory's bonus is a function named after it, saying what the bonus is worth to a player now (nothing
unless they control the territory or borrow it with the Data Crystal, and the Isolation Field is elsewhere); the
facilities and cards it changes ask it. Burroughs Desert's is the ``buy-relic`` verb.
"""

from __future__ import annotations

from tablebook.core import Action, IllegalAction, Verb, bare
from tablebook.core.agenda import decision

from . import citations as rule
from .data import TERRITORIES


# --- Territory Bonuses ---------------------------------------------------------------------------
def asimov_crater(s, p: int) -> bool:
    """Your colony advances one extra circle when you dock more than one ship at the Colonist Hub in a turn."""
    return s.has_bonus(p, "asimov-crater")


def bradbury_plateau(s, p: int) -> int:
    """Ore off the Colony Constructor's cost: one."""
    return 1 if s.has_bonus(p, "bradbury-plateau") else 0


def heinlein_plains(s, p: int) -> bool:
    """You trade at the Orbital Market at 1 fuel per ore."""
    return s.has_bonus(p, "heinlein-plains")


def herbert_valley(s, p: int) -> int:
    """Fuel and ore off each ship built at the Shipyard: one of each."""
    return 1 if s.has_bonus(p, "herbert-valley") else 0


def lem_badlands(s, p: int) -> int:
    """Extra fuel for each ship docked at the Solar Converter: one."""
    return 1 if s.has_bonus(p, "lem-badlands") else 0


def pohl_foothills(s, p: int) -> int:
    """Fuel off each alien tech card used: one."""
    return 1 if s.has_bonus(p, "pohl-foothills") else 0


def van_vogt_mountains(s, p: int) -> bool:
    """The first ship you dock at the Lunar Mine each turn may be of any value."""
    return s.has_bonus(p, "van-vogt-mountains")


# --- landing colonies ------------------------------------------------------------------------------
def push_landing(s, p: int) -> None:
    """Take a colony to land (an unplaced one, else the last one off the Colonist Hub) and ask where."""
    if s.supply[p] > 0:
        s.supply[p] -= 1
    else:
        s.hub[p] = 0  # your final colony is not locked into the Colonist Hub
    s.agenda.append(decision("land", p))


def land_candidates(s, p):
    return [(t,) for t in TERRITORIES]


def land_legal(s, p) -> list[Action]:
    """Fast path: every territory but the Repulsor Field's (the candidates are the territories, each written as it
    should be, so that is the only check left)."""
    return [LANDINGS[t] for t in TERRITORIES if t != s.fields["repulsor-field"]]


LANDINGS = {t: Action("land", (t,)) for t in TERRITORIES}  # each landing made once: agents list them at every landing


def land_problem(s, p, args) -> IllegalAction | None:
    if len(args) != 1 or args[0] not in TERRITORIES:
        return IllegalAction(f"write: land TERRITORY, one of {', '.join(TERRITORIES)}", rule.TERRITORY_BONUSES)
    if s.fields["repulsor-field"] == args[0]:
        return IllegalAction(f"The Repulsor Field prevents colonies from being added to {s.territory_name(args[0])}", rule.field("Repulsor Field"))
    return None


def land(s, p, args) -> None:
    s.agenda.pop()
    s.add_colony(args[0], p)
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
    s.set_ship("relic", "owner", None)


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
    s.set_ship("relic", "owner", p)
    s.place("relic", "bay")


VERBS = {
    "land": Verb(land_candidates, land_problem, land, land_legal),
    "buy-relic": bare("buy-relic", buy_relic, problem=buy_relic_problem, gate=lambda s, p: s.ships["relic"]["at"] == "desert" and s.controller("burroughs-desert") == p),
}

"""Orbital Facilities: docking ships, and what each facility gives.

One ``dock`` verb covers every facility; its problem function is the whole docking law (ports,
ship values, costs, the facility's own requirement), so the legal-move generator and the
explanation of an illegal dock are the same code.
"""

from __future__ import annotations

from functools import lru_cache
from math import ceil

from tablebook.core import Action, IllegalAction, Verb, bare
from tablebook.core.agenda import by_chance, decision

from . import citations as rule
from .data import BLOCKED, FACILITIES, HUB_CIRCLES
from .ships import REQUIREMENT, SIZES, canonical, fitting, missing, shape_of, value
from .territories import push_landing

def _name(f: str) -> str:
    return FACILITIES[f].name


def _at(f: str):
    """The rule of facility ``f`` (looked up only when a problem is found)."""
    return rule.facility(FACILITIES[f].name)


def shipyard_cost(s, p: int) -> int:
    """Fuel (and ore) for the next ship: 1/2/3 for the 4th/5th/6th, one less with Herbert Valley."""
    cost = s.colour_ships_in_play(p) - 2
    if s.has_bonus(p, "herbert-valley"):
        cost -= 1
    return max(cost, 0)


def constructor_cost(s, p: int) -> int:
    return 2 if s.has_bonus(p, "bradbury-plateau") else 3


def lowest(s, ships: list[str]) -> int:
    return min(s.ships[i]["value"] for i in ships)


# --- dock ------------------------------------------------------------------------------------
@lru_cache(maxsize=8192)
def _shaped_docks(tokens: tuple[str, ...]) -> dict[str, list[Action]]:
    """For each facility, the docks whose ships have its shape (facilities with none left out).

    Remembered by the unplaced ships, which recur from turn to turn, as ready-made actions;
    callers must not change the lists.
    """
    by_kind = fitting(tokens)
    return {f: [Action("dock", (f, *group)) for group in by_kind[fac.ships]] for f, fac in FACILITIES.items() if by_kind[fac.ships]}


def dock_candidates(s, p):
    """Ship groups of the right shape, at facilities that could take a use by this player now."""
    for f, docks in _shaped_docks(s.fleet_tokens(p)).items():
        if facility_problem(s, p, f) is None:  # ask about the facility only if the ships fit
            for dock in docks:
                yield dock.args


def dock_legal(s, p) -> list[Action]:
    """The legal docks, by the same checks as dock_problem minus those the candidates meet by construction."""
    teleported = "teleported" in s.this_turn
    legal = []
    for f, docks in _shaped_docks(s.fleet_tokens(p)).items():
        if f in PORTS_ONLY:
            if [] not in s.docks[f]:  # all that facility_problem asks here: a free docking port
                continue
        elif facility_problem(s, p, f) is not None:
            continue
        if teleported or f == "terraforming-station":
            for dock in docks:
                if _ships_problem(s, p, f, dock.args[1:]) is None:
                    legal.append(dock)
        elif f in FLOORED:  # here _ships_problem asks only for the floor: find it once for all groups
            floor = _lowest_value(s, p, f)
            for dock in docks:
                if value(dock.args[1]) >= floor:
                    legal.append(dock)
        else:
            legal.extend(docks)
    return legal


# the facilities whose only facility_problem is a full set of docking ports
PORTS_ONLY = frozenset({"solar-converter", "lunar-mine", "orbital-market", "alien-artifact"})
# the facilities where _lowest_value can be more than 0
FLOORED = frozenset({"raiders-outpost", "lunar-mine"})


def dock_problem(s, p, args) -> IllegalAction | None:
    """The whole docking law: the action's form, the facility's ports and cost, then the ships."""
    if len(args) < 2:
        return IllegalAction("write: dock FACILITY SHIP…, e.g. 'dock shipyard 4 4'", rule.ASSIGN)
    f, tokens = args[0], tuple(args[1:])
    if f == "maintenance-bay":
        return IllegalAction("Ships go to the Maintenance Bay only when they cannot dock anywhere; they go there when you end your turn", rule.MAINTENANCE_BAY)
    if f not in FACILITIES:
        return IllegalAction(f"There is no orbital facility {f!r}; they are: {', '.join(FACILITIES)}", rule.cite("Orbital Facilities"))
    fac, where = FACILITIES[f], rule.facility(FACILITIES[f].name)
    if s.ships_for(p, tokens) is None:
        return IllegalAction(missing(tokens, s.fleet_tokens(p)), rule.ASSIGN)
    if fac.ships not in shape_of(tokens):  # before the order of the ships, so the hint never suggests another wrong dock
        if len(tokens) > 1 and SIZES[fac.ships] == 1 and fac.groups > 1:  # not the Terraforming Station's one port
            return IllegalAction(f"Each ship takes its own docking port at the {fac.name}: dock them one at a time, e.g. 'dock {f} {tokens[0]}'", where)
        return IllegalAction(f"The {fac.name} needs {REQUIREMENT[fac.ships]}", where)
    if canonical(tokens) != tokens:
        return IllegalAction(f"write the ships in order: dock {f} {' '.join(canonical(tokens))}", rule.ASSIGN)
    return facility_problem(s, p, f) or _ships_problem(s, p, f, tokens)


def facility_problem(s, p: int, f: str) -> IllegalAction | None:
    """Whether the facility can take one more use by the player, whatever the ships: ports, costs, colonies."""
    if f == "colonist-hub":  # a colony waiting on circle 7 does not close the track: see the package docstring
        if len(s.docks[f][p]) >= 3:
            return IllegalAction("Your Colonist Hub track's three docking ports are full", _at(f))
        if s.hub[p] == 0 and s.supply[p] == 0:
            return IllegalAction("You have no unplaced colony to put on the Colonist Hub's first circle", _at(f))
    elif f != "raiders-outpost" and s.free_group(f) is None:
        blocked = sum(1 for g in s.docks[f] if g == [BLOCKED])
        extra = f" ({blocked} blocked by dice of unused colours)" if blocked else ""
        return IllegalAction(f"The {_name(f)} has no free docking ports{extra}", _at(f))
    if f == "shipyard":
        if s.stock_ship(p) is None:
            return IllegalAction("There are no ships of your colour in the ship stock", _at(f))
        cost = shipyard_cost(s, p)
        if not s.can_pay(p, cost, cost):
            return IllegalAction(f"Your ship number {s.colour_ships_in_play(p) + 1} costs {cost} fuel and {cost} ore", _at(f))
    elif f == "colony-constructor":
        if not s.colony_to_land(p):
            return IllegalAction("You have no colony left to land", _at(f))
        cost = constructor_cost(s, p)
        if not s.can_pay(p, 0, cost):
            return IllegalAction(f"The Colony Constructor costs {cost} ore", _at(f))
    elif f == "terraforming-station":
        if not s.colony_to_land(p):
            return IllegalAction("You have no colony left to land", _at(f))
        if not s.can_pay(p, 1, 1):
            return IllegalAction("The Terraforming Station costs 1 fuel and 1 ore", _at(f))
    return None


def _ships_problem(s, p, f, tokens) -> IllegalAction | None:
    """Conditions that depend on the particular ships docked (tokens in canonical order, lowest first)."""
    moved = s.this_turn.get("teleported")
    if moved and f == moved["from"] and any(t[0] == "T" for t in tokens):
        return IllegalAction("A ship moved by the Orbital Teleporter may not be re-used at the facility it left", rule.card("Orbital Teleporter"))
    if value(tokens[0]) < _lowest_value(s, p, f):
        if f == "raiders-outpost":
            return IllegalAction("The Raiders' Outpost is occupied; only a higher-value sequence can replace the docked one", _at(f))
        return IllegalAction(f"Each ship docked at the Lunar Mine must be at least the highest there ({s.highest_docked(f)})", _at(f))
    if f == "terraforming-station" and s.colour_ships_in_play(p) < 4 and s.ship_for(p, tokens[0]) != "relic":
        # the Relic Ship has no colour, docked directly (R6) or moved by the Orbital Teleporter (T6)
        return IllegalAction("Using the Terraforming Station would reduce your fleet to fewer than three ships of your colour", _at(f))
    return None


def _lowest_value(s, p, f) -> int:
    """The least value the lowest ship of a group docking at ``f`` may show (0: any).

    Above every ship held at the Raiders' Outpost; at the Lunar Mine, at least the highest docked
    there, unless the Van Vogt Mountains bonus waives it for the player's first dock there this turn.
    """
    if f == "raiders-outpost":
        held = s.docked(f)
        return lowest(s, held) + 1 if held else 0
    if f == "lunar-mine":
        top = s.highest_docked(f)
        return 0 if top and not s.this_turn.get("lunar") and s.has_bonus(p, "van-vogt-mountains") else top
    return 0


def dock(s, p, args) -> None:
    f, tokens = args[0], tuple(args[1:])
    ships = s.ships_for(p, tokens)
    if f == "colonist-hub":
        group = p
    elif f == "raiders-outpost":
        group = 0
        for bumped in s.docked(f):
            s.place(bumped, "bay")
    else:
        group = s.free_group(f)
    for ship in ships:
        s.place(ship, f, group)
    moved = s.this_turn.get("teleported")
    if moved and moved["ship"] in ships:  # the ship the Orbital Teleporter moved has docked again
        s.set_teleported(None)
    EFFECTS.get(f, _nothing)(s, p, ships)


def _nothing(s, p, ships) -> None:
    return None


def _solar_converter(s, p, ships) -> None:
    extra = 1 if s.has_bonus(p, "lem-badlands") else 0
    s.fuel[p] += sum(ceil(s.ships[i]["value"] / 2) + extra for i in ships)


def _lunar_mine(s, p, ships) -> None:
    s.ore[p] += len(ships)
    s.this_turn["lunar"] = True


def _shipyard(s, p, ships) -> None:
    cost = shipyard_cost(s, p)
    s.pay(p, cost, cost)
    s.place(s.stock_ship(p), "bay")


def _colony_constructor(s, p, ships) -> None:
    s.pay(p, 0, constructor_cost(s, p))
    push_landing(s, p)


def _terraforming_station(s, p, ships) -> None:
    s.pay(p, 1, 1)
    push_landing(s, p)


def _colonist_hub(s, p, ships) -> None:
    if s.hub[p] == 0:
        s.supply[p] -= 1
    s.hub[p] += 1
    s.this_turn["hub"] = docked = s.this_turn.get("hub", 0) + 1
    if docked >= 2 and not s.this_turn.get("asimov") and s.has_bonus(p, "asimov-crater"):
        s.hub[p] += 1
        s.this_turn["asimov"] = True


def _alien_artifact(s, p, ships) -> None:
    if s.display or s.deck or s.discards:
        s.agenda.append(decision("cycle", p))


def _raiders_outpost(s, p, ships) -> None:
    s.agenda.append(decision("raid", p, left=4))
    if not any(steal_candidates(s, p)):
        s.agenda.pop()


EFFECTS = {
    "solar-converter": _solar_converter,
    "lunar-mine": _lunar_mine,
    "shipyard": _shipyard,
    "colony-constructor": _colony_constructor,
    "terraforming-station": _terraforming_station,
    "colonist-hub": _colonist_hub,
    "alien-artifact": _alien_artifact,
    "raiders-outpost": _raiders_outpost,
}


# --- Orbital Market --------------------------------------------------------------------------
def trade_price(s, p: int) -> int | None:
    """Fuel per ore at the Orbital Market for the player now, or None without a ship there."""
    values = []
    for i in s.docked("orbital-market"):
        if s.ships[i]["owner"] == p:
            values.append(s.ships[i]["value"])
    if not values:
        return None
    return 1 if s.has_bonus(p, "heinlein-plains") else min(values)


def trade_problem(s, p, args) -> IllegalAction | None:
    where = rule.facility("Orbital Market")
    if args:
        return IllegalAction("write just: trade", where)
    price = trade_price(s, p)
    if price is None:
        return IllegalAction("You trade only while you have a pair docked at the Orbital Market", where)
    if s.fuel[p] < price:
        return IllegalAction(f"A trade costs {price} fuel for 1 ore", where)
    return None


def trade(s, p, args) -> None:
    s.pay(p, trade_price(s, p))
    s.ore[p] += 1


# --- Colonist Hub launch ---------------------------------------------------------------------
def launch_problem(s, p, args) -> IllegalAction | None:
    where = rule.facility("Colonist Hub")
    if args:
        return IllegalAction("write just: launch", where)
    if s.hub[p] < HUB_CIRCLES:
        return IllegalAction(f"Your colony must reach circle {HUB_CIRCLES} of the Colonist Hub to launch (it is on {s.hub[p]})", where)
    if not s.can_pay(p, 1, 1):
        return IllegalAction("Launching a colony costs 1 fuel and 1 ore", where)
    return None


def launch(s, p, args) -> None:
    s.pay(p, 1, 1)
    surplus = s.hub[p] - HUB_CIRCLES
    s.hub[p] = 0
    s.agenda.append(decision("land", p))
    if surplus > 0 and s.supply[p] > 0:  # surplus advances begin the next colony at once
        s.supply[p] -= 1
        s.hub[p] = surplus


# --- Alien Artifact --------------------------------------------------------------------------
def artifact_credit(s, p: int) -> int:
    """Total value of the player's ships at the Alien Artifact not yet spent on a claim."""
    spent = s.this_turn.get("claimed", ())
    credit = 0
    for i in s.docked("alien-artifact"):
        if s.ships[i]["owner"] == p and i not in spent:
            credit += s.ships[i]["value"]
    return credit


def claim_candidates(s, p):
    return [(c,) for c in sorted(set(s.display))]


def claim_legal(s, p) -> list[Action]:
    """Fast path: no claim at all unless the ships at the Alien Artifact total more than 7 (``artifact_total``)."""
    if artifact_credit(s, p) <= s.options["artifact_total"]:
        return []
    return [Action("claim", args) for args in claim_candidates(s, p) if claim_problem(s, p, args) is None]


def claim_problem(s, p, args) -> IllegalAction | None:
    where = rule.facility("Alien Artifact")
    if len(args) != 1:
        return IllegalAction("write: claim CARD, e.g. 'claim plasma-cannon'", where)
    card = args[0]
    if card not in s.display:
        return IllegalAction(f"{card!r} is not on display; the display shows: {', '.join(s.display) or 'nothing'}", where)
    if card in s.hands[p]:
        return IllegalAction("You may not claim an alien tech card you already have", where)
    credit, total = artifact_credit(s, p), s.options["artifact_total"]
    if credit <= total:
        return IllegalAction(f"Your ships at the Alien Artifact must total more than {total} for each card claimed (yours: {credit})", where)
    return None


def claim(s, p, args) -> None:
    card = args[0]
    s.display.remove(card)
    s.gain_card(p, card)
    spent = s.this_turn.setdefault("claimed", [])
    spent.extend(i for i in s.docked("alien-artifact") if s.ships[i]["owner"] == p and i not in spent)
    s.agenda.append(by_chance("draw", to="display"))


def cycle(s, p, args) -> None:
    s.agenda.pop()
    s.discards.extend(s.display)
    s.display.clear()
    s.agenda.extend(by_chance("draw", to="display") for _ in range(3))


def keep(s, p, args) -> None:
    s.agenda.pop()


# --- Raiders' Outpost ------------------------------------------------------------------------
def _has_decoy(s, q: int) -> bool:
    return "holographic-decoy" in s.hands[q]


def steal_candidates(s, p):
    raid = s.agenda[-1]
    for q in range(s.players):
        if q == p:
            continue
        colour = s.colour(q)
        if not _has_decoy(s, q):
            for resource in ("fuel", "ore"):
                if getattr(s, resource)[q] > 0:
                    yield (colour, resource)
        if raid["left"] == 4:
            for card in sorted(set(s.hands[q])):
                if card == "holographic-decoy" or not _has_decoy(s, q):
                    yield (colour, card)


def steal_problem(s, p, args) -> IllegalAction | None:
    where = rule.facility("Raiders' Outpost")
    if len(args) != 2:
        return IllegalAction("write: steal COLOUR fuel|ore|CARD, e.g. 'steal blue ore'", where)
    raid = s.agenda[-1]
    q = s.seat(args[0])
    if q == p:
        return IllegalAction("You cannot raid yourself", where)
    decoy = rule.card("Holographic Decoy")
    if args[1] in ("fuel", "ore"):
        if _has_decoy(s, q):
            return IllegalAction(f"{args[0]} has the Holographic Decoy: raiders may not steal their resources", decoy)
        if getattr(s, args[1])[q] == 0:
            return IllegalAction(f"{args[0]} has no {args[1]}", where)
        return None
    if raid["left"] < 4:
        return IllegalAction("A raid takes four resources or one alien tech card, not both", where)
    if args[1] not in s.hands[q]:
        return IllegalAction(f"{args[0]} has no {args[1]}", where)
    if _has_decoy(s, q) and args[1] != "holographic-decoy":
        return IllegalAction(f"{args[0]} has the Holographic Decoy: a raider may take only that card from them", decoy)
    return None


def steal(s, p, args) -> None:
    raid = s.agenda[-1]
    q, what = s.seat(args[0]), args[1]
    if what in ("fuel", "ore"):
        getattr(s, what)[q] -= 1
        getattr(s, what)[p] += 1
        raid["left"] -= 1
        if raid["left"] and any(steal_candidates(s, p)):
            return
    else:
        s.hands[q].remove(what)
        s.gain_card(p, what)
    s.agenda.pop()


def stop(s, p, args) -> None:
    s.agenda.pop()


VERBS = {
    "dock": Verb(dock_candidates, dock_problem, dock, dock_legal),
    "trade": bare("trade", trade, problem=trade_problem, gate=lambda s, p: trade_price(s, p) is not None),
    "launch": bare("launch", launch, problem=launch_problem, gate=lambda s, p: s.hub[p] >= HUB_CIRCLES),
    "claim": Verb(claim_candidates, claim_problem, claim, claim_legal),
    "cycle": bare("cycle", cycle, rule=rule.facility("Alien Artifact")),
    "keep": bare("keep", keep, rule=rule.facility("Alien Artifact")),
    "steal": Verb(steal_candidates, steal_problem, steal),
    "stop": bare("stop", stop, rule=rule.facility("Raiders' Outpost")),
}

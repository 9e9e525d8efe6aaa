"""Orbital Facilities: docking ships, and what each facility gives.

Each facility of the rulebook is one rule object below, named after it (``LUNAR_MINE``…), that holds its whole
law: the ships it takes (its docking requirement, from the data), whether it has a free docking port, its own
requirement (a cost, a colony to land), the least value its ships may show (its floor) and its effect. The verbs a
facility opens (``trade``, ``launch``, ``claim``, ``steal``…) follow it. One ``dock`` verb covers every facility;
its problem function asks the facility, so the legal-move generator and the explanation of an illegal dock are the
same code, and the generator's fast path follows from which of those parts a facility has (``OrbitalFacility``).
"""

from __future__ import annotations

from functools import lru_cache
from math import ceil

from tablebook.core import Action, IllegalAction, Verb, bare, ready_made
from tablebook.core.agenda import by_chance, decision

from . import citations as rule
from . import territories
from .data import BLOCKED, FACILITIES, HUB_CIRCLES
from .ships import FACE, REQUIREMENT, SIZES, canonical, fitting, missing, shape_of, value
from .territories import push_landing


class OrbitalFacility:
    """The law every facility shares; each facility overrides the parts its rulebook entry adds.

    The legal-move generator asks only what a facility has: a facility with no ``shortfall`` of its own needs
    only a free port (an empty group, unless it counts its ports its own way), one with no ``floor`` takes any
    ships of its shape, and only one that judges the particular ships (``ships_problem``) has each group of them
    checked. It never words a refusal: it only needs to know there is one, so what a player lacks (``shortfall``)
    is found apart from the sentence that says it (``refusal``), which costs more than the finding.
    """

    def __init__(self, facility: str):
        self.id = facility
        self.name = FACILITIES[facility].name
        self.ships = FACILITIES[facility].ships  # the docking requirement: "pair", "run"… (ships.REQUIREMENT)
        self.docking = REQUIREMENT[self.ships]  # the requirement in words
        self.rule = rule.facility(self.name)
        kind = type(self)
        self.own_ports = kind.has_port is not OrbitalFacility.has_port
        self.ports_only = kind.shortfall is OrbitalFacility.shortfall
        self.floored = kind.floor is not OrbitalFacility.floor
        self.judges_ships = kind.ships_problem is not OrbitalFacility.ships_problem

    def has_port(self, s, p: int) -> bool:
        """Whether a docking port (a group of them) is free for the player's ships."""
        return [] in s.docks[self.id]

    def no_port(self, s, p: int) -> IllegalAction:
        blocked = sum(1 for g in s.docks[self.id] if g == [BLOCKED])
        extra = f" ({blocked} blocked by dice of unused colours)" if blocked else ""
        return IllegalAction(f"The {self.name} has no free docking ports{extra}", self.rule)

    def shortfall(self, s, p: int) -> str | None:
        """What of the facility's asking besides ships (a cost, a colony) the player lacks, named by a word the
        facility's ``refusal`` reads ("cost", "colony"); None if they have it all."""
        return None

    def refusal(self, s, p: int, lack: str) -> IllegalAction:
        """The refusal of a use for what the player lacks (a ``shortfall``): facilities that ask for something word
        their own; this plain sentence names the word ``shortfall`` gave."""
        return IllegalAction(f"You lack the {lack} the {self.name} asks for", self.rule)

    def requirement(self, s, p: int) -> IllegalAction | None:
        """What the facility asks of the player besides ships (a cost, a colony), as a refusal; None if met."""
        lack = self.shortfall(s, p)
        return None if lack is None else self.refusal(s, p, lack)

    def problem(self, s, p: int) -> IllegalAction | None:
        """Whether the facility can take one more use by the player, whatever the ships."""
        if not self.has_port(s, p):
            return self.no_port(s, p)
        return self.requirement(s, p)

    def floor(self, s, p: int) -> int:
        """The least value the lowest ship of a group docking here may show (0: any)."""
        return 0

    def ships_problem(self, s, p: int, tokens: tuple[str, ...], moved: dict | None) -> IllegalAction | None:
        """Conditions on the particular ships (tokens in canonical order, lowest first); ``moved`` is the Orbital
        Teleporter's move this turn (``{"ship", "from"}``) or None."""
        if moved and self.id == moved["from"] and any(t[0] == "T" for t in tokens):
            return IllegalAction("A ship moved by the Orbital Teleporter may not be re-used at the facility it left", rule.card("Orbital Teleporter"))
        floor = self.floor(s, p)
        if value(tokens[0]) < floor:
            return self.below_floor(s, floor)
        return None

    def below_floor(self, s, floor: int) -> IllegalAction:
        """The refusal of ships under the floor; a facility with a floor words its own rule."""
        return IllegalAction(f"Each ship docked at the {self.name} must show at least {floor}", self.rule)

    def berth(self, s, p: int) -> int:
        """The docking group the player's ships take."""
        return s.free_group(self.id)

    def effect(self, s, p: int, ships: list[str]) -> None:
        """What docking these ships gives."""


class SolarConverter(OrbitalFacility):
    """Any one ship: fuel of half its value, rounded up (Lem Badlands: one more)."""

    def effect(self, s, p, ships):
        extra = territories.lem_badlands(s, p)
        s.fuel[p] += sum(ceil(s.ships[i]["value"] / 2) + extra for i in ships)


class LunarMine(OrbitalFacility):
    """One ship at least as high as the highest docked there (Van Vogt Mountains: the first of a turn, any): one ore."""

    def floor(self, s, p):
        top = s.highest_docked(self.id)
        return 0 if top and not s.this_turn.get("lunar") and territories.van_vogt_mountains(s, p) else top

    def below_floor(self, s, floor):
        return IllegalAction(f"Each ship docked at the Lunar Mine must be at least the highest there ({s.highest_docked(self.id)})", self.rule)

    def effect(self, s, p, ships):
        s.ore[p] += len(ships)
        s.this_turn["lunar"] = True


class OrbitalMarket(OrbitalFacility):
    """A pair: while it is docked, ``trade`` fuel for ore at its value (Heinlein Plains: at 1)."""


class AlienArtifact(OrbitalFacility):
    """Any one ship: cycle the alien tech display, or ``claim`` a card with ships totalling more than 7."""

    def effect(self, s, p, ships):
        if s.display or s.deck or s.discards:
            s.agenda.append(decision("cycle", p))


class Shipyard(OrbitalFacility):
    """A pair: a new ship for 1/2/3 fuel and ore as the 4th/5th/6th (Herbert Valley: one of each less)."""

    def cost(self, s, p: int) -> int:
        """Fuel (and ore) for the player's next ship."""
        return max(s.colour_ships_in_play(p) - 2 - territories.herbert_valley(s, p), 0)

    def shortfall(self, s, p):
        if s.colour_ships_in_play(p) == len(s.colour_ships(p)):  # no ship of the colour left in the stock
            return "stock"
        cost = self.cost(s, p)
        return None if s.can_pay(p, cost, cost) else "cost"

    def refusal(self, s, p, lack):
        if lack == "stock":
            return IllegalAction("There are no ships of your colour in the ship stock", self.rule)
        cost = self.cost(s, p)
        return IllegalAction(f"Your ship number {s.colour_ships_in_play(p) + 1} costs {cost} fuel and {cost} ore", self.rule)

    def effect(self, s, p, ships):
        cost = self.cost(s, p)
        s.pay(p, cost, cost)
        s.place(s.stock_ship(p), "bay")


class ColonyConstructor(OrbitalFacility):
    """A triple and 3 ore (Bradbury Plateau: 2): land a colony."""

    def cost(self, s, p: int) -> int:
        return 3 - territories.bradbury_plateau(s, p)

    def shortfall(self, s, p):
        if not s.colony_to_land(p):
            return "colony"
        return None if s.can_pay(p, 0, self.cost(s, p)) else "cost"

    def refusal(self, s, p, lack):
        if lack == "colony":
            return IllegalAction("You have no colony left to land", self.rule)
        return IllegalAction(f"The Colony Constructor costs {self.cost(s, p)} ore", self.rule)

    def effect(self, s, p, ships):
        s.pay(p, 0, self.cost(s, p))
        push_landing(s, p)


class TerraformingStation(OrbitalFacility):
    """A 6, 1 fuel and 1 ore: land a colony; the ship is lost, unless it leaves fewer than three of your colour."""

    def shortfall(self, s, p):
        if not s.colony_to_land(p):
            return "colony"
        return None if s.can_pay(p, 1, 1) else "cost"

    def refusal(self, s, p, lack):
        if lack == "colony":
            return IllegalAction("You have no colony left to land", self.rule)
        return IllegalAction("The Terraforming Station costs 1 fuel and 1 ore", self.rule)

    def ships_problem(self, s, p, tokens, moved):
        problem = super().ships_problem(s, p, tokens, moved)
        if problem is None and s.colour_ships_in_play(p) < 4:
            # the Relic Ship has no colour, docked directly (R6) or moved by the Orbital Teleporter (T6)
            if not (tokens[0][0] == "R" or (tokens[0][0] == "T" and moved["ship"] == "relic")):
                return IllegalAction("Using the Terraforming Station would reduce your fleet to fewer than three ships of your colour", self.rule)
        return problem

    def effect(self, s, p, ships):
        s.pay(p, 1, 1)
        push_landing(s, p)


class ColonistHub(OrbitalFacility):
    """One ship per port of your own track of three: your colony advances a circle (Asimov Crater: one more for
    two or more ships in a turn); at circle 7 you may ``launch`` it.

    A colony waiting on circle 7 does not close the track: see the package docstring.
    """

    def has_port(self, s, p):
        return len(s.docks[self.id][p]) < 3

    def no_port(self, s, p):
        return IllegalAction("Your Colonist Hub track's three docking ports are full", self.rule)

    def shortfall(self, s, p):
        return "colony" if s.hub[p] == 0 and s.supply[p] == 0 else None

    def refusal(self, s, p, lack):
        return IllegalAction("You have no unplaced colony to put on the Colonist Hub's first circle", self.rule)

    def berth(self, s, p):
        return p

    def effect(self, s, p, ships):
        if s.hub[p] == 0:
            s.supply[p] -= 1
        s.hub[p] += 1
        s.this_turn["hub"] = docked = s.this_turn.get("hub", 0) + 1
        if docked >= 2 and not s.this_turn.get("asimov") and territories.asimov_crater(s, p):
            s.hub[p] += 1
            s.this_turn["asimov"] = True


class RaidersOutpost(OrbitalFacility):
    """Three sequential ships, higher than those held there (which go to the Maintenance Bay): a raid."""

    def has_port(self, s, p):
        return True  # a higher sequence replaces the one docked

    def floor(self, s, p):
        held = s.docked(self.id)
        return min(s.ships[i]["value"] for i in held) + 1 if held else 0

    def below_floor(self, s, floor):
        return IllegalAction("The Raiders' Outpost is occupied; only a higher-value sequence can replace the docked one", self.rule)

    def berth(self, s, p):
        for bumped in s.docked(self.id):
            s.place(bumped, "bay")
        return 0

    def effect(self, s, p, ships):
        s.agenda.append(decision("raid", p, left=4))
        if not any(steal_candidates(s, p)):
            s.agenda.pop()


SOLAR_CONVERTER = SolarConverter("solar-converter")
LUNAR_MINE = LunarMine("lunar-mine")
ORBITAL_MARKET = OrbitalMarket("orbital-market")
SHIPYARD = Shipyard("shipyard")
COLONY_CONSTRUCTOR = ColonyConstructor("colony-constructor")
TERRAFORMING_STATION = TerraformingStation("terraforming-station")
COLONIST_HUB = ColonistHub("colonist-hub")
ALIEN_ARTIFACT = AlienArtifact("alien-artifact")
RAIDERS_OUTPOST = RaidersOutpost("raiders-outpost")
FACILITY = {law.id: law for law in (SOLAR_CONVERTER, LUNAR_MINE, ORBITAL_MARKET, SHIPYARD, COLONY_CONSTRUCTOR,
                                    TERRAFORMING_STATION, COLONIST_HUB, ALIEN_ARTIFACT, RAIDERS_OUTPOST)}
assert FACILITY.keys() == FACILITIES.keys(), "every facility of the data has its rule object"


# --- dock ------------------------------------------------------------------------------------
@lru_cache(maxsize=8192)
def _shaped_docks(tokens: tuple[str, ...]) -> tuple[tuple[OrbitalFacility, list[Action]], ...]:
    """For each facility, the docks whose ships have its shape (facilities with none left out), in table order.

    Remembered by the unplaced ships, which recur from turn to turn, as ready-made actions beside the facility's rule
    object (``ready_made``: the same group docks at the same facility in many fleets); callers must not change the lists.
    """
    by_kind = fitting(tokens)
    return tuple((law, [ready_made("dock", (law.id, *group)) for group in by_kind[law.ships]])
                 for law in FACILITY.values() if by_kind[law.ships])


def dock_candidates(s, p):
    """Ship groups of the right shape, at facilities that could take a use by this player now."""
    for law, docks in _shaped_docks(s.fleet_tokens(p)):
        if law.problem(s, p) is None:  # ask about the facility only if the ships fit
            for dock in docks:
                yield dock.args


@lru_cache(maxsize=8192)
def _dock_plans(tokens: tuple[str, ...]) -> tuple[tuple, ...]:
    """``_shaped_docks`` with what ``dock_legal`` asks of each facility's rule object read once (its id, whether it
    counts its own ports, has a shortfall, judges the particular ships, has a floor): the listing runs at nearly every
    decision of a turn, and these never change."""
    return tuple((law, docks, law.id, law.own_ports, not law.ports_only, law.judges_ships, law.floored)
                 for law, docks in _shaped_docks(tokens))


def dock_legal(s, p) -> list[Action]:
    """The legal docks, by the same checks as dock_problem minus those the candidates meet by construction."""
    moved = s.this_turn.get("teleported")
    docks_now = s.docks
    legal = []
    for law, docks, facility, own_ports, asks, judges, floored in _dock_plans(s.fleet_tokens(p)):
        if own_ports:
            if not law.has_port(s, p):
                continue
        elif [] not in docks_now[facility]:
            continue
        if asks and law.shortfall(s, p) is not None:
            continue
        if moved or judges:
            for dock in docks:
                if law.ships_problem(s, p, dock.args[1:], moved) is None:
                    legal.append(dock)
        elif floored:  # here ships_problem asks only for the floor: find it once for all groups
            floor = law.floor(s, p)
            if floor <= 1:  # every ship shows at least 1
                legal.extend(docks)
            else:
                for dock in docks:
                    if FACE[dock.args[1]] >= floor:
                        legal.append(dock)
        else:
            legal.extend(docks)
    return legal


def could_dock_moved(s, p, ship: str, origin: str) -> bool:
    """Whether the player's ship docked at ``origin``, moved back among the unplaced ships by the Orbital
    Teleporter, could dock at another facility: asked of the position as it is, nothing moved."""
    moved = {"ship": ship, "from": origin}
    fleet = s.fleet_written(p, ship)
    token = fleet[ship] = f"T{s.ships[ship]['value']}"
    for law, docks in _shaped_docks(tuple(sorted(fleet.values()))):
        if law.id != origin and law.problem(s, p) is None:  # the move changes no other facility's ports
            for dock in docks:
                if token in dock.args and law.ships_problem(s, p, dock.args[1:], moved) is None:
                    return True
    return False


def dock_problem(s, p, args) -> IllegalAction | None:
    """The whole docking law: the action's form, the facility's ports and cost, then the ships."""
    if len(args) < 2:
        return IllegalAction("write: dock FACILITY SHIP…, e.g. 'dock shipyard 4 4'", rule.ASSIGN)
    f, tokens = args[0], tuple(args[1:])
    if f == "maintenance-bay":
        return maintenance_bay_problem()
    if f not in FACILITY:
        return IllegalAction(f"There is no orbital facility {f!r}; they are: {', '.join(FACILITIES)}", rule.cite("Orbital Facilities"))
    law, data = FACILITY[f], FACILITIES[f]
    if s.ships_for(p, tokens) is None:
        return IllegalAction(missing(tokens, s.fleet_tokens(p)), rule.ASSIGN)
    if law.ships not in shape_of(tokens):  # before the order of the ships, so the hint never suggests another wrong dock
        if len(tokens) > 1 and SIZES[law.ships] == 1 and data.groups > 1:  # not the Terraforming Station's one port
            return IllegalAction(f"Each ship takes its own docking port at the {law.name}: dock them one at a time, e.g. 'dock {f} {tokens[0]}'", law.rule)
        return IllegalAction(f"The {law.name} needs {law.docking.words}", law.rule)
    if canonical(tokens) != tokens:
        return IllegalAction(f"write the ships in order: dock {f} {' '.join(canonical(tokens))}", rule.ASSIGN)
    return law.problem(s, p) or law.ships_problem(s, p, tokens, s.this_turn.get("teleported"))


def dock(s, p, args) -> None:
    law, tokens = FACILITY[args[0]], tuple(args[1:])
    ships = s.ships_for(p, tokens)
    group = law.berth(s, p)
    for ship in ships:
        s.place(ship, law.id, group)
    moved = s.this_turn.get("teleported")
    if moved and moved["ship"] in ships:  # the ship the Orbital Teleporter moved has docked again
        s.set_teleported(None)
    law.effect(s, p, ships)


# --- Maintenance Bay -------------------------------------------------------------------------
def maintenance_bay_problem() -> IllegalAction:
    """No ship docks at the Maintenance Bay by choice: it takes the ships that could not dock anywhere."""
    return IllegalAction("Ships go to the Maintenance Bay only when they cannot dock anywhere; they go there when you end your turn", rule.MAINTENANCE_BAY)


def to_maintenance_bay(s, p: int) -> None:
    """At the end of the turn the player's ships that could not dock go to the Maintenance Bay, still in play."""
    for i in s.fleet(p):
        s.place(i, "bay")


# --- Orbital Market --------------------------------------------------------------------------
def trade_price(s, p: int) -> int | None:
    """Fuel per ore at the Orbital Market for the player now, or None without a ship there."""
    values = []
    for i in s.docked("orbital-market"):
        if s.ships[i]["owner"] == p:
            values.append(s.ships[i]["value"])
    if not values:
        return None
    return 1 if territories.heinlein_plains(s, p) else min(values)


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
        s.lose_card(q, what)
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

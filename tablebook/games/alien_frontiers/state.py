"""The Alien Frontiers table as plain data, and the questions every rule asks of it.

Ships are dice with ids (``red1``…``red6``, ``relic``); each is somewhere: ``stock``, ``fleet``
(rolled and not yet placed), ``bay`` (the Maintenance Bay), a facility id, or ``desert`` (the
Relic Ship at home on Burroughs Desert). Docking ports are groups per facility; a group takes the
ships of one use (a pair, a triple…). In action text an unplaced ship is its value (``4``), the
Relic Ship ``R4``, and a ship brought back by the Orbital Teleporter ``T4``.
"""

from __future__ import annotations

from collections.abc import Collection

from tablebook.core import CHANCE, Action, PhasedState
from tablebook.core.cache import forget, per_position
from tablebook.core.verbs import described

from . import narration, turn
from .data import BLOCKED, COLOURS, FACILITIES, TERRITORIES
from .scoring import breakdown, points, tiebreak
from .setup import ship_ids

# Each colour's ships in table order; they never change hands, so questions about one player's
# ships look at these (and the Relic Ship) instead of every ship on the table.
COLOUR_SHIPS = {colour: ship_ids(colour) for colour in COLOURS}
_WITH_RELIC = {colour: (*ships, "relic") for colour, ships in COLOUR_SHIPS.items()}


# a ship's action text by its value, found once: every position writes its unplaced ships
_PLAIN, _RELIC, _MOVED = ({v: f"{prefix}{v}" for v in range(1, 7)} for prefix in ("", "R", "T"))


def _written(ship: str, value: int, teleported: str | None) -> str:
    """A ship's action text: T4 if the Orbital Teleporter moved it this turn, R4 for the Relic Ship, else 4."""
    if ship == teleported:
        return _MOVED[value]
    return _RELIC[value] if ship == "relic" else _PLAIN[value]


# each ship that may be a colour's, in table order, with the texts it is written by unless the Orbital Teleporter moved it
_WRITING = {colour: tuple((i, _RELIC if i == "relic" else _PLAIN) for i in ships) for colour, ships in _WITH_RELIC.items()}


class AlienFrontiersState(PhasedState):
    FIELDS = (
        "colours", "active", "turn", "fuel", "ore", "supply", "hub", "colonies", "fields",
        "ships", "docks", "display", "deck", "discards", "hands", "agenda", "this_turn", "ended",
        "drawn",
    )
    FIXED = ("colours",)  # the seats' colours, given out when the table is laid out
    # a ship's record, a facility's docking groups, a territory's colony counts and a hand are replaced when they
    # change, never changed in place (``set_ship``, ``place``, ``add_colony``, ``gain_card``, ``lose_card``): moves
    # tried on a working copy share them with the position (``State.REPLACED``)
    REPLACED = ("ships", "docks", "colonies", "hands")
    # what a move may change (``State.TOUCHES``), for the moves a greedy agent tries most: a dock moves ships onto a
    # facility and takes its effect (resources, the Colonist Hub, a ship built, a colony or a raid or the display's
    # cycle to decide next); a discard power moves a field generator, colonies, a ship shot down or the Relic Ship sent
    # home, or takes back a card; a fuel power pays and turns, moves or re-rolls ships, or opens the Plasma Cannon's
    # shots; a colony lands (the Relic Ship going home, the last one ending the game). None ends the turn nor draws
    TOUCHES = {
        "dock": ("fuel", "ore", "supply", "hub", "ships", "docks", "this_turn", "agenda"),
        "discard": ("hands", "discards", "this_turn", "fields", "colonies", "ships", "docks"),
        "use": ("fuel", "ships", "docks", "this_turn", "agenda"),
        "land": ("colonies", "ships", "docks", "agenda", "ended"),
    }

    VERBS = described(turn.VERBS, narration.TELL, narration.LABEL, narration.NAME)
    PHASE_VERBS = turn.PHASE_VERBS
    OPENED_BY = turn.OPENED_BY

    def in_setup(self) -> bool:
        """The deal is still pending: cards are drawn on top of the first player's roll."""
        return len(self.agenda) > 1 and self.agenda[0]["kind"] == "roll"

    def describe_now(self) -> str:
        return turn.describe_now(self)

    def period(self) -> tuple[str, int | None]:
        return turn.period(self)

    _vacuous = turn.vacuous

    def seat_name(self, seat) -> str:
        return "chance" if seat is CHANCE else self.colours[seat]

    def _chance_outcomes(self):
        return turn.chance_outcomes(self)

    def _check_chance(self, action: Action) -> None:
        turn.check_chance(self, action)

    def _sample_chance(self, rng) -> Action:
        return turn.sample_chance(self, rng)

    def chance_key(self) -> tuple:
        return turn.chance_key(self)

    def score_breakdown(self, player: int):
        return breakdown(self, player)

    def score(self, player: int) -> int:
        return points(self, player)

    def _tiebreak(self, player: int) -> tuple:
        return tiebreak(self, player)

    # --- ships ------------------------------------------------------------------------------
    def colour(self, player: int) -> str:
        return self.colours[player]

    def seat(self, colour: str) -> int:
        """The seat of a colour named in an action (ValueError if nobody plays it)."""
        if colour not in self.colours:
            raise ValueError(f"no player is {colour!r}; the players are {', '.join(self.colours)}")
        return self.colours.index(colour)

    def token(self, ship: str) -> str:
        """How an unplaced ship is written in actions: 4, R4 (Relic Ship) or T4 (teleported)."""
        moved = self.this_turn.get("teleported")
        return _written(ship, self.ships[ship]["value"], moved["ship"] if moved else None)

    def colour_ships(self, player: int) -> tuple[str, ...]:
        """Ids of the ships of the player's colour, in table order."""
        return COLOUR_SHIPS[self.colours[player]]

    def ships_of(self, player: int) -> tuple[str, ...]:
        """Ids of the ships that may be the player's, in table order: the Relic Ship's owner changes, so check it."""
        return _WITH_RELIC[self.colours[player]]

    @per_position
    def fleet_ships(self, player: int) -> dict[str, str]:
        """The player's unplaced ships in table order, each with how actions write it (``4``, ``R4``, ``T4``)."""
        moved = self.this_turn.get("teleported")
        return self.fleet_written(player, moved["ship"] if moved else None)

    def fleet_written(self, player: int, teleported: str | None) -> dict[str, str]:
        """The player's unplaced ships in table order, written as if the Orbital Teleporter had moved ``teleported``."""
        ships = self.ships
        fleet = {}
        for i, written in _WRITING[self.colours[player]]:  # ships_of(player) with _written's tables: asked at every position
            ship = ships[i]
            if ship["at"] == "fleet" and ship["owner"] == player:
                fleet[i] = (_MOVED if i == teleported else written)[ship["value"]]
        return fleet

    @per_position
    def fleet(self, player: int) -> list[str]:
        """Ids of the player's unplaced ships."""
        return list(self.fleet_ships(player))

    @per_position
    def fleet_tokens(self, player: int) -> tuple[str, ...]:
        """The player's unplaced ships as action text, sorted (the key of every docking question)."""
        return tuple(sorted(self.fleet_ships(player).values()))

    def ship_for(self, player: int, token: str, exclude: Collection[str] = ()) -> str | None:
        """One of the player's unplaced ships written ``token`` (not in ``exclude``), or None: the first in table order.

        The ships are read as ``fleet_written`` reads them, stopping at the first match, rather than through
        ``fleet_ships``: a dock the greedy agent tries is done on a working copy that remembers nothing of the position,
        where the whole fleet would be written again for each move."""
        moved = self.this_turn.get("teleported")
        teleported = moved["ship"] if moved else None
        ships = self.ships
        for i, written in _WRITING[self.colours[player]]:
            ship = ships[i]
            if (ship["at"] == "fleet" and ship["owner"] == player
                    and (_MOVED if i == teleported else written)[ship["value"]] == token and i not in exclude):
                return i
        return None

    def set_ship(self, ship: str, key: str, value) -> None:
        """Give a ship's record a new ``value`` at ``key`` ("value" when rolled, "owner" for the Relic Ship): a new
        record, as every change of a ship's is (``REPLACED``)."""
        record = self.ships[ship] = self.ships[ship].copy()
        record[key] = value
        forget(self)  # where ships are is asked many times per decision (per_position)

    def set_teleported(self, move: dict | None) -> None:
        """Mark the ship the Orbital Teleporter moved ({'ship', 'from'}), or clear the mark."""
        if move is None:
            self.this_turn.pop("teleported", None)
        else:
            self.this_turn["teleported"] = move
        forget(self)  # where ships are is asked many times per decision (per_position)

    def ships_for(self, player: int, tokens: tuple[str, ...]) -> list[str] | None:
        """Distinct unplaced ships for all these tokens (for each, the first in table order not yet chosen), or None
        if the player lacks one."""
        chosen: list[str] = []
        for t in tokens:
            ship = self.ship_for(player, t, chosen)
            if ship is None:
                return None
            chosen.append(ship)
        return chosen

    @per_position
    def colour_ships_in_play(self, player: int) -> int:
        """Ships of the player's colour on the board (not in the ship stock); the Relic Ship does not count."""
        ships = self.ships
        count = 0
        for i in self.colour_ships(player):
            if ships[i]["at"] != "stock":
                count += 1
        return count

    @per_position
    def stock_ship(self, player: int) -> str | None:
        """A ship of the player's colour in the ship stock, or None."""
        ships = self.ships
        for i in self.colour_ships(player):
            if ships[i]["at"] == "stock":
                return i
        return None

    def highest_docked(self, facility: str) -> int:
        """The highest value docked at a facility (a blocking die shows 1), 0 if it is empty."""
        highest = 0
        for group in self.docks[facility]:
            for i in group:
                value = 1 if i == BLOCKED else self.ships[i]["value"]
                if value > highest:
                    highest = value
        return highest

    def docked(self, facility: str) -> list[str]:
        return [i for group in self.docks[facility] for i in group if i != BLOCKED]

    def free_group(self, facility: str) -> int | None:
        """The first empty docking group of a facility, or None."""
        groups = self.docks[facility]
        return groups.index([]) if [] in groups else None

    def place(self, ship: str, where: str, group: int | None = None) -> None:
        """Move a ship anywhere: off its docking group, then into ``where`` (a facility needs a group)."""
        forget(self)  # where ships are is asked many times per decision (per_position)
        ships, docks = self.ships, self.docks
        record = ships[ship]
        left = record["at"]
        if left in docks:  # the ship's group, and the list of its facility's groups, are new lists (``REPLACED``)
            groups = docks[left]
            for k, members in enumerate(groups):
                if ship in members:
                    groups = docks[left] = groups.copy()
                    members = groups[k] = members.copy()
                    members.remove(ship)
                    break
        record = ships[ship] = record.copy()
        record["at"] = where
        if group is not None:
            groups = docks[where] = docks[where].copy()
            groups[group] = [*groups[group], ship]

    # --- resources and colonies ---------------------------------------------------------------
    def pay(self, player: int, fuel: int = 0, ore: int = 0) -> None:
        self.fuel[player] -= fuel
        self.ore[player] -= ore

    def can_pay(self, player: int, fuel: int = 0, ore: int = 0) -> bool:
        return self.fuel[player] >= fuel and self.ore[player] >= ore

    def gain_card(self, player: int, card: str) -> None:
        """A card joins a hand; a copy of one already held is discarded (one copy each).

        A newly gained copy is a fresh card: even if another copy was used this turn, this one may be.
        """
        if card in self.hands[player]:
            self.discards.append(card)
            return
        self.hands[player] = [*self.hands[player], card]  # a new hand (``REPLACED``)
        used = self.this_turn.get("used")
        if used and card in used and player == self.active:
            used.remove(card)

    def lose_card(self, player: int, card: str) -> None:
        """A card leaves a hand (a new one: ``REPLACED``)."""
        hand = self.hands[player] = self.hands[player].copy()
        hand.remove(card)

    def add_colony(self, territory: str, player: int, count: int = 1) -> None:
        """``count`` more of the player's colonies on the territory (fewer if negative), in new counts (``REPLACED``)."""
        counts = self.colonies[territory] = self.colonies[territory].copy()
        counts[player] += count

    def controller(self, territory: str) -> int | None:
        """The player with more colonies on the territory than any other single player, or None."""
        counts = self.colonies[territory]
        best = max(counts)
        if best == 0 or counts.count(best) > 1:
            return None
        return counts.index(best)

    def has_bonus(self, player: int, territory: str) -> bool:
        """Whether the territory's bonus works for the player now (control or a Data Crystal, no Isolation Field)."""
        if self.fields["isolation-field"] == territory:
            return False
        counts = self.colonies[territory]
        mine = counts[player]
        # controller(territory) == player, inline: asked by every facility a bonus changes, at nearly every listing
        if mine and mine == max(counts) and counts.count(mine) == 1:
            return True
        return player == self.active and territory in self.this_turn.get("borrowed", ())

    def colony_to_land(self, player: int) -> bool:
        """Whether the player has a colony a facility could land: one unplaced, or the last one waiting on the Colonist Hub."""
        return self.supply[player] > 0 or self.hub[player] > 0

    def facility_name(self, facility: str) -> str:
        return FACILITIES[facility].name

    def territory_name(self, territory: str) -> str:
        return TERRITORIES[territory].name

    def __repr__(self) -> str:
        if self.ended:
            return f"<Alien Frontiers: game over after {self.turn} turns, scores {self.scores()}>"
        who = self.decider()
        who = who if who is CHANCE else self.colours[who]
        return f"<Alien Frontiers: turn {self.turn}, {self.colours[self.active]} to play, decider {who}>"

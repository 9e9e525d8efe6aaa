"""The Gaia Project table as plain data.

Hexes are written as logs write them absolutely (``"-3x0"``); the board itself comes from the setup's placement.
Each player's faction board (``pl``, faction_board.py) holds resources, power, research and tiles, under the
rulebook's names; the map holds every structure.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache, partial
from itertools import repeat

from tablebook.core import PhasedState
from tablebook.core.verbs import described

from . import income, narration, rounds, turn, victory_points
from .board import Board, distance, unhx
from .data import factions
from .faction_board import FactionBoard


@lru_cache(maxsize=64)
def _board(placement: str, seed: str | None) -> Board:
    return Board.from_placement(json.loads(placement), seed)


def board_of(setup: dict) -> Board:
    return _board(json.dumps(setup["placement"], sort_keys=True), setup.get("seed"))


@lru_cache(maxsize=256)
def _reaches(sources: tuple) -> dict[str, int]:
    """Distances to the nearest of these range sources by hex key, filled as hexes are asked: shared by every
    position whose seat has these sources (they change only when the seat builds)."""
    return {}


@lru_cache(maxsize=256)
def _worlds(board: Board, lost: str | None, made: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(hex key, planet type) of every planet of a board, in map order, the Lost Planet's hex once it is there and
    the Transdim planets ``made`` Gaia planets: a listing of builds reads them, not every hex of the map, and a game
    has few of them (remembered)."""
    return tuple((k, "l" if k == lost else "g" if k in made else code) for k, code in board.key_planet.items()
                 if code != "e" or k == lost)


def _distance(sources: tuple, known: dict[str, int], before: dict[str, int], key: str) -> int:
    """The distance from the nearest of ``sources`` to a hex (99 with none), remembered in ``known`` (``_reaches``).
    ``before``: what is known of the sources but the last (a seat's sources grow one structure at a time, the new one
    last), so that a hex known there needs one distance more, not one per source (``map`` calls ``distance`` without
    a generator's step per source)."""
    found = known.get(key)
    if found is None:
        h, was = unhx(key), before.get(key)
        found = known[key] = (min(map(distance, repeat(h), sources), default=99) if was is None
                              else min(was, distance(h, sources[-1])))
    return found


PV = {"m": 1, "ts": 2, "lab": 2, "PI": 3, "ac1": 3, "ac2": 3}


class GaiaState(PhasedState):
    FIELDS = (
        "setup", "pl", "bld", "guests", "gf_on", "gaia_made", "lost", "stations", "feds", "sats",
        "round", "order", "passed_order", "active", "main", "pending", "used", "boosters", "techs",
        "fed_supply", "terra_fed", "level5", "agenda", "ended", "acted",
    )

    pl: list[FactionBoard]  # one faction board per seat, plain JSON data

    VERBS = described(turn.VERBS, narration.TELL, narration.LABEL, narration.NAME)
    PHASE_VERBS = turn.PHASE_VERBS
    STEPS = turn.STEPS
    SHARED = ("_board",)  # copies keep the map (see ``board``)
    FIXED = ("setup",)  # the board and tiles drawn: read by the rules, written only before the first round

    def fixed_fields(self) -> tuple[str, ...]:
        """The setup is fixed once the first round begins: before, the last seat may still lay the board
        (``assembly``)."""
        return super().fixed_fields() if self.round else ()

    def _listed(self, action, player) -> bool:
        """An action the checks pass is listed exactly when it is written in the generator's one spelling: where the
        listing is long to build, that spelling alone is tested (``turn.SPELLED``; tests compare the two)."""
        spelled = turn.SPELLED.get(action.verb)
        if spelled is None or self._legal_by_verb.get(action.verb) is not None:
            return super()._listed(action, player)
        return spelled(self, player, action.args)

    def describe_now(self) -> str:
        return turn.describe_now(self)

    def period(self) -> tuple[str, int | None]:
        return rounds.period(self)

    def _after(self, action, player) -> None:
        """The income lists of the seats whose sources the action touched, in the order gained (``income.touched``)."""
        if income.TOUCHED in self.__dict__:
            income.settle(self)

    def _vacuous(self, entry: dict) -> bool:
        return turn.vacuous(self, entry)

    def describe_entry(self, entry: dict) -> str:
        return turn.describe_entry(self, entry)

    @property
    def board(self) -> Board:
        """The map of this game's setup (built once per setup and shared: clones keep the same map)."""
        board = self.__dict__.get("_board")
        if board is None:
            board = self.__dict__["_board"] = board_of(self.setup)
        return board

    def forget_board(self) -> None:
        """The placement has grown (a board being assembled, ``assembly``): the map is read again from it."""
        self.__dict__.pop("_board", None)

    # --- reading the table ------------------------------------------------------------------------
    def faction(self, p: int) -> dict:
        return factions()[self.pl[p]["faction"]]

    def planet(self, key: str) -> str:
        """The planet type on a hex now (a Transdim planet turned Gaia, the Lost Planet)."""
        if key in self.gaia_made:
            return "g"
        if key == self.lost:
            return "l"
        return self.board.key_planet.get(key, "e")

    def planets(self) -> dict[str, str]:
        """Every hex of the map with its planet type now (``planet`` of each), in map order."""
        found = dict(self.board.key_planet)
        if self.lost in found:
            found[self.lost] = "l"
        for key in self.gaia_made:
            found[key] = "g"
        return found

    def worlds(self) -> tuple[tuple[str, str], ...]:
        """Every planet of the map with its type now (``planets`` without empty space), in map order."""
        return _worlds(self.board, self.lost, tuple(self.gaia_made))

    def structures(self, p: int) -> dict[str, str]:
        """Seat ``p``'s structures on the map: hex → kind (m, ts, lab, PI, ac1, ac2), Lantids' guest mines too."""
        own = {k: kind for k, (q, kind) in self.bld.items() if q == p}
        for k, q in self.guests.items():
            if q == p:
                own[k] = "m"
        return own

    def count(self, p: int, kind: str) -> int:
        """Seat ``p``'s structures of a kind taken from its faction board: the Lost Planet's mine is none (Research
        Board › Navigation 5: "Do not place a mine on the Lost Planet token"), so it uncovers no income and is not
        one of the 8 mines. The map's entries are counted in C (``list.count``): a listing of builds asks for every
        planet it checks."""
        entry, bld = [p, kind], self.bld
        found = list(bld.values()).count(entry) - (self.lost is not None and bld.get(self.lost) == entry)
        return found + list(self.guests.values()).count(p) if kind == "m" else found

    def counts(self, p: int) -> dict[str, int]:
        """``count`` of every kind seat ``p`` has, found in one pass over the map."""
        found: dict[str, int] = {}
        lost = self.lost
        for k, (q, what) in self.bld.items():
            if q == p and k != lost:
                found[what] = found.get(what, 0) + 1
        guests = list(self.guests.values()).count(p)
        if guests:
            found["m"] = found.get("m", 0) + guests
        return found

    def has_built(self, p: int, kind: str) -> bool:
        return [p, kind] in self.bld.values()  # compared in C: asked for every move a look-ahead values (Nevlas)

    def pv(self, p: int, key: str, kind: str) -> int:
        """A structure's power value (Gaia Project › Actions › Form a Federation)."""
        value = PV[kind]
        if kind in ("PI", "ac1", "ac2") and self.has_tech(p, "tech3"):
            value += 1
        if self.pl[p]["faction"] == "bescods" and self.has_built(p, "PI") and self.planet(key) == "t":
            value += 1
        return value

    def has_tech(self, p: int, tile: str) -> bool:
        return any(t == tile and not covered for t, covered in self.pl[p]["tech_tiles"])

    def nevlas_pi(self, p: int) -> bool:
        return self.pl[p]["faction"] == "nevlas" and self.has_built(p, "PI")

    def is_faction(self, p: int, fid: str) -> bool:
        return self.pl[p]["faction"] == fid

    def range_sources(self, p: int) -> tuple[tuple[int, int], ...]:
        """Hexes seat ``p`` measures range from: its planets and Ivits' space stations, never a Gaiaformer."""
        return self._range(p)[0]

    def _range(self, p: int) -> tuple[tuple, dict, dict]:
        """Seat ``p``'s range sources, their reach by hex and that of the sources but the last (``_reaches``; ``{}``
        with none), remembered for the position (each build or Gaia project checked asks for them) as long as no
        structure is added: structures never leave their hex nor change hands, so the count of them tells a
        change."""
        memo = self.memo()
        key = ("range-sources", p, len(self.bld), len(self.guests), len(self.stations))
        found = memo.get(key)
        if found is None:
            sources = (*(unhx(k) for k in self.structures(p)), *(unhx(k) for k, q in self.stations.items() if q == p))
            found = memo[key] = (sources, _reaches(sources), _reaches(sources[:-1]) if sources else {})
        return found

    def reach(self, p: int, key: str) -> int:
        """The distance from seat ``p``'s nearest range source to a hex (99 with none)."""
        return _distance(*self._range(p), key)

    def reacher(self, p: int) -> Callable[[str], int]:
        """``reach`` of seat ``p`` as a function of the hex alone, its range sources found once: for a listing that
        asks it of every planet of the map."""
        return partial(_distance, *self._range(p))

    def structures_by_seat(self) -> list[dict[str, str]]:
        """``structures`` of every seat, the map read once (a ranking counts every seat)."""
        own: list[dict[str, str]] = [{} for _ in range(self.players)]
        for k, (q, kind) in self.bld.items():
            own[q][k] = kind
        for k, q in self.guests.items():
            own[q][k] = "m"
        return own

    def planet_types(self, p: int, own: dict | None = None) -> int:
        """Different planet types seat ``p`` has colonised (Gaia and the Lost Planet count; Lantids' mines on
        other players' planets do not). ``own``: seat ``p``'s ``structures``, when known."""
        own = self.structures(p) if own is None else own
        return len({self.planet(k) for k in own if self.guests.get(k) != p})

    def gaia_planets(self, p: int, own: dict | None = None) -> int:
        """Gaia planets seat ``p`` has colonised (Lantids' mines on other players' planets do not count)."""
        own = self.structures(p) if own is None else own
        return sum(1 for k in own if self.planet(k) == "g" and self.guests.get(k) != p)

    def sectors(self, p: int, own: dict | None = None) -> int:
        own = self.structures(p) if own is None else own
        return len({self.board.sector[unhx(k)] for k in own})

    def tally(self, p: int, what: str, own: dict | None = None) -> int:
        """How many of ``what`` seat ``p`` has, for the tiles that pay or rank by it (``own``: seat ``p``'s
        ``structures``, when known)."""
        if what == "planet-type":
            return self.planet_types(p, own)
        if what == "gaia-planet":
            return self.gaia_planets(p, own)
        if what == "sector":
            return self.sectors(p, own)
        if what == "federation":
            return len(self.pl[p]["federation_tokens"])
        if what == "structure":
            return len(self.structures(p) if own is None else own)
        if what == "federated-structure":
            joined = {k for fed in self.feds if fed["p"] == p for k in fed["hexes"]}
            return sum(1 for k in (self.structures(p) if own is None else own) if k in joined)
        if what == "satellite":
            return sum(1 for seats in self.sats.values() if p in seats) + sum(
                1 for q in self.stations.values() if q == p)
        if what == "big":
            return sum(self.count(p, k) for k in ("PI", "ac1", "ac2"))
        if what == "mine":  # the Lost Planet counts "as a planet with a mine"
            return self.count(p, "m") + (self.bld.get(self.lost, [None])[0] == p)
        return self.count(p, {"trading-station": "ts", "lab": "lab"}[what])

    # --- seats --------------------------------------------------------------------------------------
    def seat_name(self, seat) -> str:
        if isinstance(seat, int) and self.pl[seat]["faction"]:
            return self.faction(seat)["name"]
        return f"p{seat + 1}" if isinstance(seat, int) else str(seat)

    def seat_word(self, p: int) -> str:
        return self.pl[p]["faction"] or f"p{p + 1}"

    def read_seat(self, word: str) -> int:
        for p, pl in enumerate(self.pl):
            if word == pl["faction"] or word == f"p{p + 1}":
                return p
        raise ValueError(f"no player {word!r} at this table")

    def score_breakdown(self, player: int):
        return victory_points.breakdown(self, player)

    def score(self, player: int) -> int:
        """``score_breakdown``'s total without its words (``victory_points.booked``): asked of every move tried."""
        return victory_points.booked(self, player)

    def _tiebreak(self, player: int) -> tuple:
        return ()

    def _chance_outcomes(self):
        return []

    def __repr__(self) -> str:
        if self.ended:
            return f"<Gaia Project: game over, VP {[pl['vp'] for pl in self.pl]}>"
        return f"<Gaia Project: round {self.round}, {self.phase()}, {self.seat_name(self._now())} to decide>"

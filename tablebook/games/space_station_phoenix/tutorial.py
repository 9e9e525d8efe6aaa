"""What the Space Station Phoenix tutorial's words may promise about the table, and the questions its quizzes ask.

``facts`` is read by a step's ``check`` (the authors' check verifies each one) and by the quizzes; every value is
asked of the rules (or of the rules playing a move on a copy of the table), so the tutorial's text and the table
cannot drift apart.
"""

from __future__ import annotations

from tablebook.core import State
from tablebook.prob.expedition import keep_chance

from . import station
from .data import SHIPS
from .supply import aliens_left


def facts(state: State, seat: int) -> dict:
    """Plain facts about ``seat`` (GEMs, resources, points, ships, Sectors, residents, Diplomacy), its rivals' Sectors
    and residents, and the supply."""
    fleet = [sid for sid, owner in state.ships.items() if owner == seat]
    rivals = [p for p in range(state.players) if p != seat]
    return {
        "gems": state.gems[seat], **dict(state.res[seat]),
        "points": state.points[seat], "score": state.score(seat),
        "ships": len(fleet), "used_ships": sum(1 for sid in fleet if state.ship_gems[sid]),
        "sectors": len(station.sectors_of(state, seat)),
        "residents": len(station.all_residents(state, seat)),
        "rival_sectors": sum(len(station.sectors_of(state, p)) for p in rivals),
        "rival_residents": sum(len(station.all_residents(state, p)) for p in rivals),
        "diplomacy": {track: level for track, level in state.diplomacy[seat].items() if level},
        "aliens_left": aliens_left(state),
        "neutral_token": state.neutral_token[seat],
        "over": state.is_over(),
    }


def income_gems(state: State, seat: int) -> int:
    """The GEMs the Income action would bring ``seat`` now: played on a copy of the table."""
    after = state.clone()
    after.apply("income", seat)
    return after.gems[seat] - state.gems[seat]


def human_odds(state: State, seat: int) -> str:
    """The chance that the Level-2 Terran Expedition's dice show at least one Human (kept: it has room), in percent."""
    ship = SHIPS["l2-expedition-1"]
    return f"{float(keep_chance({'human': 1}, ship['duration'], ship['capacity'])):.0%}"


def _points_from(source: str):
    """Seat's final points from one scoring category (``sectors``, ``residents``, ``majorities``…)."""
    return lambda state, seat: sum(item.points for item in state.score_breakdown(seat) if item.source == source)


def winner(state: State, seat: int) -> str:
    return " and ".join(state.seat_name(p) for p in state.winners())


QUESTIONS = {
    "gems": lambda state, seat: state.gems[seat],
    "metal": lambda state, seat: state.res[seat]["metal"],
    "income_gems": income_gems,
    "human_odds": human_odds,
    "aliens_left": lambda state, seat: aliens_left(state),
    "score": lambda state, seat: state.score(seat),
    "sector_points": _points_from("sectors"),
    "resident_points": _points_from("residents"),
    "majority_points": _points_from("majorities"),
    "winner": winner,
}

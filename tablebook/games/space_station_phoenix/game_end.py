"""Check for Game End and Game End Scoring.

The end is checked only at the end of the active player's own turn: 40 points on the score track, all
nine Sectors built, or 4 or fewer Aliens left in the supply (Humans do not count). Everyone else then
has one more turn; the triggering player does not.
"""

from __future__ import annotations

from functools import lru_cache

from tablebook.core import ScoreItem

from . import station
from .data import HUBS, KINDS, RULES, SECTORS, COLOUR_NAMES
from .supply import aliens_left, resources_total


def trigger(s, p: int) -> str | None:
    """Which end condition seat ``p`` meets at the end of their turn, in the rulebook's words, or None."""
    if s.points[p] >= RULES["end_points"]:
        return f"{s.seat_name(p)} has {s.points[p]} points (40 or more)"
    return trigger_besides_points(s, p)


def trigger_besides_points(s, p: int) -> str | None:
    """The end conditions other than points (which Hub B-6's owner may still lower before the check)."""
    if sum(map(len, s.stations[p].values())) >= RULES["max_sectors"]:  # the Sectors built, without listing them
        return f"{s.seat_name(p)} has built all nine Sectors"
    left = aliens_left(s)
    if left <= RULES["end_aliens_left"]:
        return f"only {left} Aliens are left in the supply (4 or fewer)"
    return None


def majorities(s, holdings: tuple[tuple[int, ...], ...] | None = None) -> dict[int, list[ScoreItem]]:
    """For each species: 10 for most and 5 for second; a tie for first shares 15 (rounded down) and nobody
    is second; a tie for second shares 5; nobody scores a species they have none of.

    Every seat's score needs all of them, so they are found once for the position (``State.memo``), and they
    depend on how many of each species every seat holds alone, so positions holding as many share them. Only scoring
    asks for them, never a rule while it changes the position (the memo would still hold the old position's). Shared:
    callers must not change them. ``holdings``: how many of each kind every seat holds (``station.held``'s counts, in
    ``KINDS`` order), when the caller knows them."""
    if holdings is not None:
        return _majorities(holdings)
    memo = s.memo()
    awards = memo.get("majorities")
    if awards is None:
        awards = memo["majorities"] = _majorities(tuple(tuple(station.held(s, p).values()) for p in range(s.players)))
    return awards


@lru_cache(maxsize=4096)
def _majorities(held: tuple[tuple[int, ...], ...]) -> dict[int, list[ScoreItem]]:
    """The awards of ``majorities`` from how many of each of ``KINDS`` every seat holds (``station.held``; a
    look-ahead meets the same holdings again and again)."""
    first, second = RULES["majority"]
    players = range(len(held))
    awards: dict[int, list[ScoreItem]] = {p: [] for p in players}
    for i, kind in enumerate(KINDS):
        counts = {p: held[p][i] for p in players}
        ranked = sorted({c for c in counts.values() if c > 0}, reverse=True)
        if not ranked:
            continue
        top = [p for p, c in counts.items() if c == ranked[0]]
        if len(top) > 1:
            for p in top:
                awards[p].append(ScoreItem("majorities", f"{COLOUR_NAMES[kind]}: tied first with {ranked[0]}",
                                           (first + second) // len(top)))
            continue
        awards[top[0]].append(ScoreItem("majorities", f"{COLOUR_NAMES[kind]}: most, {ranked[0]}", first))
        if len(ranked) > 1:
            seconds = [p for p, c in counts.items() if c == ranked[1]]
            for p in seconds:
                awards[p].append(ScoreItem("majorities", f"{COLOUR_NAMES[kind]}: second, {ranked[1]}"
                                           + (" (tied)" if len(seconds) > 1 else ""), second // len(seconds)))
    return awards


# What an end bonus counts, as the score sheet's detail says it ("Hub B-1: per Level-3 Sector")
_PER_WORDS = {"level-3": "Level-3 Sector", "full": "full Sector", "sector": "Sector", "ship": "ship",
              "ships-left": "ships left", "human": "Human"}


def _per(a: dict) -> str:
    per = a["per"]
    return f"{a['every']} metal" if per == "metal" else _PER_WORDS.get(per, f"{per} Alien")


def _end_bonus(s, p: int, a: dict) -> int:
    per, points = a["per"], a.get("points", 1)
    if per in KINDS:
        return points * station.count(s, p, per)
    if per == "metal":
        return s.res[p]["metal"] // a["every"]
    ships = list(s.ships.values()).count(p)
    if per == "ships-left":
        return a["table"][ships] if ships < len(a["table"]) else 0
    if per == "ship":
        return points * ships
    sectors = station.sectors_of(s, p)
    if per == "level-3":
        return points * sum(1 for x in sectors if SECTORS[x]["level"] == 3)
    if per == "full":
        return points * sum(1 for x in sectors if len(s.residents[x]) == SECTORS[x]["quarters"])
    if per == "sector":
        return points * len(sectors)
    raise ValueError(f"unknown end bonus {per!r}")


def breakdown(s, p: int) -> list[ScoreItem]:
    """Every point seat ``p`` would have if the game ended now, by the score sheet's rows."""
    items = [ScoreItem("score track", "points during the game", s.points[p]), *station_items(s, p), *bonus_items(s, p)]
    leftover = leftover_points(s, p)
    if leftover:
        items.append(ScoreItem("leftovers", f"{s.gems[p]} GEMs, {resources_total(s, p)} resources", leftover))
    return items


def score(s, p: int, station_part: int | None = None, ends: list[dict] | None = None, ends_part: int = 0) -> int:
    """The total of ``breakdown`` without its words; ``station_part``: the points of ``station_items``, and ``ends``:
    the station's working end abilities, when the caller knows them (an agent comparing moves that leave every
    station and resident as they were finds them once); ``ends_part``: the points of working end abilities left out
    of ``ends``, found by the caller (those that read neither stock nor anything else a move changed)."""
    if station_part is None:
        station_part = station_points(s, p)
    ends_part += bonus_points(s, p, ends) if ends is None or ends else 0  # most stations have no end bonus to count
    return s.points[p] + station_part + ends_part + leftover_points(s, p)


def station_items(s, p: int) -> list[ScoreItem]:
    """The rows that the stations and their residents alone decide: Sectors, residents, majorities."""
    per_level, residents = _built(s, p)
    items = [ScoreItem("sectors", f"{n} Level-{level}", n * RULES["sector_points"][level - 1])
             for level, n in enumerate(per_level, 1) if n]
    if residents:
        items.append(ScoreItem("residents", f"{residents} × 2", residents * RULES["resident_points"]))
    return items + majorities(s)[p]


def station_points(s, p: int, holdings: tuple[tuple[int, ...], ...] | None = None) -> int:
    """The points of ``station_items``, without wording the Sectors' and residents' rows (``holdings``: as
    ``majorities``')."""
    per_level, residents = _built(s, p)
    return (sum(n * points for n, points in zip(per_level, RULES["sector_points"]))
            + residents * RULES["resident_points"] + sum(item.points for item in majorities(s, holdings)[p]))


def _built(s, p: int) -> tuple[list[int], int]:
    """Seat ``p``'s Sectors of each level (1, 2, 3) and how many residents live in the station."""
    per_level = [0, 0, 0]
    for x in station.sectors_of(s, p):
        per_level[SECTORS[x]["level"] - 1] += 1
    return per_level, sum(station.held(s, p).values())


def bonus_items(s, p: int) -> list[ScoreItem]:
    """The end bonuses of the Hub and of the working Level-3 Sectors."""
    items = []
    if s.hubs[p]:
        for a in HUBS[s.hubs[p]]["abilities"]:
            if a["kind"] == "end":
                items.append(ScoreItem("station bonuses", f"Hub {s.hubs[p]}: per {_per(a)}", _end_bonus(s, p, a)))
    for x in station.sectors_of(s, p):
        if SECTORS[x]["level"] == 3 and station.ability_works(s, x):
            for a in SECTORS[x]["abilities"]:
                if a["kind"] == "end":
                    items.append(ScoreItem("station bonuses", f"Sector {x}: per {_per(a)}", _end_bonus(s, p, a)))
    return items


def bonus_points(s, p: int, ends: list[dict] | None = None) -> int:
    """The points of ``bonus_items``: the working end abilities of the station (only Level-3 Sectors have any), or
    ``ends``."""
    return sum(_end_bonus(s, p, a) for a in (station.abilities(s, p, "end") if ends is None else ends))


def reads(ability: dict) -> str:
    """What an end bonus counts: the player's stock (``"stock"``: metal), their fleet (``"fleet"``: ships) or their
    station (``"station"``: residents, Sectors). A move that leaves that as it was leaves the bonus as it was: most
    moves pay or gain resources, fewer dismantle a ship, fewer still touch the station."""
    per = ability["per"]
    return "stock" if per == "metal" else "fleet" if per in ("ship", "ships-left") else "station"


_GEMS_PER_POINT, _RESOURCES_PER_POINT = RULES["gems_per_point"], RULES["resources_per_point"]


def leftover_points(s, p: int) -> int:
    """1 point per 20 GEMs and per 5 resources."""
    return s.gems[p] // _GEMS_PER_POINT + resources_total(s, p) // _RESOURCES_PER_POINT



def tiebreak(s, p: int) -> tuple:
    """Most Aliens, then most Humans; still tied, the victory is shared."""
    residents = station.all_residents(s, p)
    return (len(residents) - residents.count("human"), residents.count("human"))

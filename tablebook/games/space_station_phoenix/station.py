"""Space Station Sectors and Station Hubs: wings, living quarters, residents, and which abilities work.

A station is ``stations[p]``: colour → the Sector ids of that wing (a wing is one colour, so the colour
names it). Residents are ``residents[sector]``, a list filled from the left (the leftmost free quarter),
so the occupied quarters are always a prefix; a Hub with quarters (B-11) keeps its residents under
``"hub"`` in ``hub_residents[p]``, as A-11 keeps its five (one space per kind, so nothing shifts there).
A quarter filled this turn (``fresh``) works from the next turn on. Rulebook › Space Station Sectors,
Station Construction Rules, General Placement Rules for Residents, Station Hubs.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain

from tablebook.core import IllegalAction
from tablebook.core.cache import forget, per_position

from . import citations as rule
from .data import COLOURS, HUBS, KINDS, SECTORS


def sectors_of(s, p: int) -> list[str]:
    return list(chain.from_iterable(s.stations[p].values()))


def hub_of(s, p: int) -> dict | None:
    return HUBS[s.hubs[p]] if s.hubs[p] else None


FRESH = "arrived this turn: works from the next"  # a resident placed this turn, in words


def is_fresh(s, sid: str, index: int) -> bool:
    return f"{sid}:{index}" in s.fresh


def ability_works(s, sid: str) -> bool:
    """A Sector's ability sits on its rightmost quarter and needs a resident there since before this turn."""
    q, last = _ABILITY_QUARTER[sid]
    return len(s.residents.get(sid, ())) >= q and last not in s.fresh


# each Sector's quarters and its rightmost quarter as ``fresh`` names it (``is_fresh``), worded once: which abilities
# work is asked of every Sector of a station at every position an agent weighs
_ABILITY_QUARTER = {sid: (sector["quarters"], f"{sid}:{sector['quarters'] - 1}") for sid, sector in SECTORS.items()}


def _by_kind(records: dict) -> dict[str, dict[str, list]]:
    """Each record's abilities grouped by kind, in their order: asking a station for one kind is frequent."""
    grouped: dict = {key: {} for key in records}
    for key, record in records.items():
        for a in record["abilities"]:
            grouped[key].setdefault(a["kind"], []).append(a)
    return grouped


_HUB_ABILITIES, _SECTOR_ABILITIES = _by_kind(HUBS), _by_kind(SECTORS)
_SECTOR_KINDS = frozenset(kind for grouped in _SECTOR_ABILITIES.values() for kind in grouped)


def abilities(s, p: int, kind: str) -> list[dict]:
    """The working abilities of ``kind`` in seat ``p``'s station: the Hub's always, a Sector's when
    occupied (the reference's "built" effects are taken when built, never here). Shared: callers must not change it.

    A kind no Sector has (a ship's cost off, Hub B-6's cash) is the Hub's alone: read from it without the Sectors."""
    if kind not in _SECTOR_KINDS:
        hub = s.hubs[p]
        return _HUB_ABILITIES[hub].get(kind, _NONE) if hub else _NONE
    return _working(s, p).get(kind, _NONE)


_NONE: list = []  # no ability of a kind (shared, never changed)


@per_position
def _working(s, p: int) -> dict[str, list[dict]]:
    """Every working ability of seat ``p``'s station by kind, the Hub's first, then the Sectors' in wing order.

    Found once per position: the rules ask a station for one kind or another many times per decision (a ship's cost,
    a bonus, whether a quarter takes an Alien). A rule that changes what works in the middle of an action (a Hub
    chosen, a Sector built or given back, a resident placed, moved or removed, fresh quarters starting to work) calls
    ``changed``, so that the rest of the action asks again."""
    return _gathered(s.hubs[p], tuple(sid for wing in s.stations[p].values() for sid in wing
                                      if _SECTOR_ABILITIES[sid] and ability_works(s, sid)))


@lru_cache(maxsize=4096)
def _gathered(hub: str | None, sectors: tuple[str, ...]) -> dict[str, list[dict]]:
    """The abilities of a Hub and of working Sectors, by kind (stations of many positions work alike)."""
    found: dict[str, list[dict]] = {}
    if hub:
        for kind, mine in _HUB_ABILITIES[hub].items():
            found[kind] = list(mine)
    for sid in sectors:
        for kind, listed in _SECTOR_ABILITIES[sid].items():
            found.setdefault(kind, []).extend(listed)
    return found


def changed(s) -> None:
    """A station or its residents changed in the middle of an action: what was found of the position (``_working``,
    ``held``) is forgotten."""
    forget(s)


def source_of(ability: dict) -> str:
    """The Sector number whose data hold ``ability`` (the Sector an offer or a free step comes from)."""
    return next(sid for sid, sector in SECTORS.items() if ability in sector["abilities"])


def bonus(s, p: int, kind: str) -> int:
    """The sum of the ``n`` of every working modifier of ``kind`` (discount, capacity, …)."""
    return sum(a.get("n", 0) for a in abilities(s, p, kind))


# --- construction ----------------------------------------------------------------------------------
def build_problem(s, p: int, sid: str) -> IllegalAction | None:
    """Why seat ``p`` may not add Sector ``sid`` to their station (placement only; not the metal)."""
    sector = SECTORS[sid]
    colour, level = sector["colour"], sector["level"]
    wing = s.stations[p].get(colour, [])
    levels = [SECTORS[x]["level"] for x in wing]
    if level in levels:
        return IllegalAction(f"the {colour} wing already has its Level-{level} Sector (one of each level per wing)",
                             rule.CONSTRUCTION_RULES)
    if not wing and len(s.stations[p]) >= 3:
        return IllegalAction("the station already has three wings", rule.CONSTRUCTION_RULES)
    if any(a["kind"] == "any-level-order" for a in abilities(s, p, "any-level-order")):
        return None
    if level != len(levels) + 1:
        return IllegalAction(f"the {colour} wing needs its Level-{len(levels) + 1} Sector before a Level-{level} one "
                             f"(Level 1 → 2 → 3)", rule.CONSTRUCTION_RULES)
    return None


def buildable(s, p: int) -> set[tuple[str, int]]:
    """The (colour, level) of every Sector ``build_problem`` lets seat ``p`` add, found once for a whole display
    (the legal list of constructions asks it at every turn, and most Sectors on display do not fit)."""
    wings = s.stations[p]
    any_order = bool(abilities(s, p, "any-level-order"))
    found = set()
    for colour in COLOURS:
        wing = wings.get(colour, [])
        if not wing and len(wings) >= 3:
            continue
        levels = [SECTORS[x]["level"] for x in wing]
        found.update((colour, level) for level in (1, 2, 3)
                     if level not in levels and (any_order or level == len(levels) + 1))
    return found


def add_sector(s, p: int, sid: str) -> None:
    colour = SECTORS[sid]["colour"]
    s.stations[p].setdefault(colour, []).append(sid)
    s.stations[p][colour].sort(key=lambda x: SECTORS[x]["level"])
    s.residents[sid] = []
    changed(s)


def remove_sector(s, p: int, sid: str) -> None:
    """Give a Sector back to the supply (the display), its residents to theirs (Hub A-12)."""
    wing = s.stations[p][SECTORS[sid]["colour"]]
    wing.remove(sid)
    if not wing:
        del s.stations[p][SECTORS[sid]["colour"]]
    for kind in s.residents.pop(sid):
        s.supply[kind] += 1
    s.market.append(sid)
    changed(s)


# --- residents -------------------------------------------------------------------------------------
def quarters_of(s, p: int, place: str) -> int:
    if place == "hub":
        hub = hub_of(s, p)
        return hub["setup"].get("hub_quarters", 0) if hub else 0
    return SECTORS[place]["quarters"]


def residents_at(s, p: int, place: str) -> list:
    return s.hub_residents[p] if place == "hub" else s.residents[place]


def _house(s, p: int, place: str, residents: list[str]) -> None:
    """``residents`` on ``place`` from now on: a new list, as every change of a Sector's residents is
    (``State.REPLACED``)."""
    if place == "hub":
        s.hub_residents[p] = residents
    else:
        s.residents[place] = residents


def places(s, p: int) -> list[str]:
    hub = ["hub"] if quarters_of(s, p, "hub") else []
    return sectors_of(s, p) + hub


def accepts(s, p: int, place: str, kind: str) -> bool:
    """Whether ``place`` takes a ``kind`` resident (``welcomes``); gold Aliens and Humans live anywhere."""
    return kind in ("gold", "human") or kind in welcomes(s, p, place)


def welcomes(s, p: int, place: str) -> frozenset[str]:
    """The kinds of resident one of seat ``p``'s places takes: aerobic Aliens live in Sectors of their colour (teal
    ones take any Alien with Sector 108 working); gold Aliens and Humans anywhere; a Hub's quarters (B-11) take pink
    and gold Aliens and Humans. Legal lists ask it once per place, then test each kind against it."""
    if place == "hub":
        return _HUB_WELCOMES
    colour = SECTORS[place]["colour"]
    return _EVERY_KIND if colour == "teal" and abilities(s, p, "any-alien-in") else _WELCOMES[colour]


_WELCOMES = {colour: frozenset((colour, "gold", "human")) for colour in COLOURS}
_HUB_WELCOMES, _EVERY_KIND = frozenset(("pink", "gold", "human")), frozenset(KINDS)


def place_problem(s, p: int, place: str, kind: str) -> IllegalAction | None:
    if place not in places(s, p):
        return IllegalAction(f"{place} is not a Sector of your station", rule.PLACEMENT)
    return room_problem(s, p, place, kind)


def has_room(s, p: int, place: str, kind: str) -> bool:
    """Whether one of seat ``p``'s places (``places``) has room for a ``kind`` resident: its colour, a free quarter."""
    return has_quarter(s, p, place) and accepts(s, p, place, kind)


def has_quarter(s, p: int, place: str) -> bool:
    """Whether one of seat ``p``'s places has a free quarter (for some resident: legal lists ask it once a place)."""
    return len(residents_at(s, p, place)) < quarters_of(s, p, place)


def room_problem(s, p: int, place: str, kind: str) -> IllegalAction | None:
    """Why one of seat ``p``'s places (``places``) has no room for a ``kind`` resident: colour, full quarters."""
    if has_room(s, p, place, kind):
        return None
    if not accepts(s, p, place, kind):
        where = "the Hub takes pink Aliens" if place == "hub" else f"Sector {place} is {SECTORS[place]['colour']}"
        return IllegalAction(f"a {kind} Alien lives only in a {kind} Sector; {where}", rule.PLACEMENT)
    return IllegalAction(f"Sector {place} has no empty living quarters "
                         f"({quarters_of(s, p, place)} of {quarters_of(s, p, place)} filled)", rule.PLACEMENT)


def free_places(s, p: int, kind: str) -> list[str]:
    return [x for x in places(s, p) if has_room(s, p, x, kind)]


def place(s, p: int, place: str, kind: str) -> None:
    """Put a resident on the leftmost empty quarter; its quarter works from the next turn."""
    here = residents_at(s, p, place)
    if place != "hub":
        s.fresh.append(f"{place}:{len(here)}")
    _house(s, p, place, [*here, kind])
    changed(s)


def move_in(s, p: int, place: str, kind: str) -> None:
    """A resident moved onto ``place`` (at Income, or from Hub A-11): not new, so its quarter works at once."""
    _house(s, p, place, [*residents_at(s, p, place), kind])
    changed(s)


def remove_resident(s, p: int, place: str, kind: str) -> None:
    """Take the rightmost ``kind`` off ``place``; the residents to its right slide left to close the gap."""
    here = residents_at(s, p, place).copy()
    del here[len(here) - 1 - here[::-1].index(kind)]
    _house(s, p, place, here)
    changed(s)


def all_residents(s, p: int) -> list[str]:
    return [k for sid in sectors_of(s, p) for k in s.residents[sid]] + list(s.hub_residents[p])


def count(s, p: int, kind: str) -> int:
    return held(s, p).get(kind, 0)


@per_position
def held(s, p: int) -> dict[str, int]:
    """How many residents of each of ``KINDS`` seat ``p``'s station holds, found once per position (the majorities
    ask it of every seat, end bonuses and Income powers of one). Shared: callers must not change it.

    ``all_residents`` gathered and counted by C loops (chain, list.count): a look-ahead asks this of every seat at
    every move that changes a station."""
    everyone = list(chain.from_iterable(map(s.residents.__getitem__, chain.from_iterable(s.stations[p].values()))))
    everyone += s.hub_residents[p]
    return dict(zip(KINDS, map(everyone.count, KINDS)))

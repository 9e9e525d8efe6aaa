"""Game Concepts: a station as modules on a grid, functioning and damaged modules, exterior modules.

A station is a dict of modules by id (``core``, then ``m1``, ``m2``… in building order). Each module
sits on a grid cell ``(x, y)`` with a rotation: the card's local directions U, R, D, L turn with it,
and a module built on an exit that points in absolute direction ``d`` gets rotation ``d`` — its
entrance (local D) then faces back at that exit, so the card's exits rotate with it. Modules never
share a cell; an exit is *free* when the cell it points at is empty, and only a functioning
module's free exits take new modules (Damage: "you may not connect new modules there").
"""

from __future__ import annotations

import sys
from operator import itemgetter

from .data import CARDS, CORE

LOCAL = {"U": 0, "R": 1, "D": 2, "L": 3}  # clockwise from the card's top
STEP = ((0, 1), (1, 0), (0, -1), (-1, 0))  # absolute directions: north, east, south, west
MARKERS = ("temporary", "permanent")
CELL = itemgetter("x", "y")  # a module's cell (x, y), read in C
DAMAGED_EXIT = "you may not connect new modules there"  # at a damaged module's exits (Damage)
EXIT_WORDS = {"linked": "connected", "blocked": "blocked by a neighbour", "free": "free",
              "closed": f"damaged: {DAMAGED_EXIT}"}  # each state ``exits_of`` gives an exit, in words


# Each card's facts the hot paths ask of every module, read once from the data (a dict look-up per module, not an
# attribute chain through the card): its colour, its exits as steps by rotation, and its passive effects by name.
# The same loops test ``functioning`` inline (no markers), a call per module costing more than the test.
KIND = {i: c.kind for i, c in CARDS.items()}
CREW = {i: c.crew for i, c in CARDS.items()}
IMMUNE = frozenset(i for i, c in CARDS.items() if c.immune)  # the Core Module's cards: no damage
EXIT_STEPS = {i: tuple(tuple((letter, *STEP[(LOCAL[letter] + rot) % 4]) for letter in c.exits) for rot in range(4))
              for i, c in CARDS.items()}  # card -> rotation -> (letter, dx, dy) of each exit, as ``exit_target`` finds it


def _passives() -> dict[str, dict[str, int]]:
    """Passive effect -> the cards that have it -> its amount (a shield counts 1)."""
    table: dict[str, dict[str, int]] = {}
    for i, c in CARDS.items():
        for key, amount in c.passive.items():
            if int(amount):
                table.setdefault(key, {})[i] = int(amount)
    return table


PASSIVE = _passives()


def new_station() -> dict[str, dict]:
    """A station of one Core Module at the origin (Preparations)."""
    return {"core": module(CORE, 0, 0, 0, None, None)}


def module(card: str, x: int, y: int, rot: int, parent: str | None, exit: str | None) -> dict:
    return {"card": card, "x": x, "y": y, "rot": rot, "parent": parent, "exit": exit,
            "temporary": 0, "permanent": 0, "crew": 0, "uses": 0}


def card_of(m: dict):
    return CARDS[m["card"]]


def functioning(m: dict) -> bool:
    """Only a module without damage markers is functioning (Game Concepts › Damage)."""
    return not (m["temporary"] or m["permanent"])


def exit_target(m: dict, letter: str) -> tuple[int, tuple[int, int]]:
    """(absolute direction, cell) that a module's exit ``letter`` points at."""
    d = (LOCAL[letter] + m["rot"]) % 4
    dx, dy = STEP[d]
    return d, (m["x"] + dx, m["y"] + dy)


def entrance(m: dict) -> int | None:
    """The absolute direction a module's entrance (local D) faces; the Core has none."""
    return None if m["parent"] is None else (LOCAL["D"] + m["rot"]) % 4


def exits_of(station: dict, mid: str) -> list[dict]:
    """Each exit of a module: its direction and cell, and whether it is ``linked`` (a module was built on
    it), ``blocked`` (another module fills its cell), ``free`` or ``closed`` (a damaged module takes none)."""
    m = station[mid]
    at = {(o["x"], o["y"]): i for i, o in station.items()}
    out = []
    for letter in card_of(m).exits:
        d, cell = exit_target(m, letter)
        there = at.get(cell)
        if there is not None:
            state = "linked" if station[there]["parent"] == mid and station[there]["exit"] == letter else "blocked"
        else:
            state = "free" if functioning(m) else "closed"
        out.append({"letter": letter, "dir": d, "x": cell[0], "y": cell[1], "state": state, "to": there})
    return out


def cells(station: dict, without: str | None = None) -> set[tuple[int, int]]:
    return {(m["x"], m["y"]) for i, m in station.items() if i != without}


def free_exits(station: dict, without: str | None = None) -> list[tuple[str, str]]:
    """(module id, exit letter) of every free exit of a functioning module.

    ``without`` leaves one module out, as if lifted off the station (the Robotic Arm's move).
    """
    return [(i, letter) for i, letter, _ in free_exit_kinds(station, without)]


def free_exit_kinds(station: dict, without: str | None = None) -> list[tuple[str, str, str]]:
    """``free_exits`` with the colour of the module each is on (a build's price asks it), found in one walk of the
    station: every build listing asks them."""
    taken = set(map(CELL, station.values())) if without is None else cells(station, without)
    out = []
    for i, m in station.items():
        if i != without and not (m["temporary"] or m["permanent"]):  # functioning
            x, y, card = m["x"], m["y"], m["card"]
            for letter, dx, dy in EXIT_STEPS[card][m["rot"]]:
                if (x + dx, y + dy) not in taken:
                    out.append((i, letter, KIND[card]))
    return out


def exit_cells(station: dict) -> list[tuple[str, str, tuple[int, int]]]:
    """(module id, exit letter, the cell it points at) of every exit of a functioning module, free or not."""
    out = []
    for i, m in station.items():
        if not (m["temporary"] or m["permanent"]):  # functioning
            x, y = m["x"], m["y"]
            for letter, dx, dy in EXIT_STEPS[m["card"]][m["rot"]]:
                out.append((i, letter, (x + dx, y + dy)))
    return out


def exterior(station: dict, mid: str) -> bool:
    """Only its entrance is connected, none of its exits (the Core has no entrance: never exterior)."""
    return mid != "core" and mid in station and not any(m["parent"] == mid for m in station.values())


def exterior_modules(station: dict) -> list[str]:
    """Every module ``exterior`` finds exterior, the station looked at once (not once a module)."""
    parents = {m["parent"] for m in station.values()}
    return [mid for mid in station if mid != "core" and mid not in parents]


def attach(station: dict, mid: str, card: str, parent: str, letter: str) -> None:
    """Put module ``mid`` (a new card, or one being moved) on the parent's exit, turned to face it. Its words are
    interned (``data.CARDS``): an action read from text names them afresh."""
    d, (x, y) = exit_target(station[parent], letter)
    old = station.get(mid)
    station[mid] = module(sys.intern(card), x, y, d, sys.intern(parent), letter)
    if old is not None:  # a moved module keeps its markers and crew
        for key in ("temporary", "permanent", "crew", "uses"):
            station[mid][key] = old[key]


def next_id(station: dict) -> str:
    return sys.intern(f"m{len(station)}")  # interned, as every word of a position (``data.CARDS``)


def kind_of(m: dict) -> str:
    return KIND[m["card"]]


def count_kind(station: dict, kind: str) -> int:
    """Functioning modules of one kind (the Core counts for its current colour)."""
    n = 0
    for m in station.values():  # a loop, not a generator summed: asked at every income and build listing
        if KIND[m["card"]] == kind and not (m["temporary"] or m["permanent"]):
            n += 1
    return n


class Counts(dict):
    """Counts by key, 0 for a key never counted (a ``Counter`` without its costly construction)."""

    def __missing__(self, key) -> int:
        return 0


def kind_counts(station: dict) -> Counts:
    """Functioning modules of every kind at once (``count_kind`` of each): one look at the station, not one a kind."""
    counts = Counts()
    get = counts.get  # not counts[kind]: a kind not yet counted would call __missing__, a Python method
    for m in station.values():
        if not (m["temporary"] or m["permanent"]):
            kind = KIND[m["card"]]
            counts[kind] = get(kind, 0) + 1
    return counts


def passive(station: dict, key: str) -> int:
    """The sum of one passive effect over the functioning modules (several copies add up); most modules have none,
    so only the cards that have it are looked at."""
    having = PASSIVE.get(key, {})
    total = 0
    for m in station.values():  # a loop, not a generator summed: asked at most listings
        amount = having.get(m["card"])
        if amount and not (m["temporary"] or m["permanent"]):
            total += amount
    return total


def crew_supported(station: dict) -> int:
    """The crew the functioning modules provide (a loop, not a generator summed: asked every year of every seat)."""
    crew = 0
    for m in station.values():
        if not (m["temporary"] or m["permanent"]):
            crew += CREW[m["card"]]
    return crew


def damaged(station: dict) -> list[tuple[str, str]]:
    """(module id, marker) for every kind of marker a module carries: what a repair may remove."""
    return [(i, k) for i, m in station.items() for k in MARKERS if m[k]]

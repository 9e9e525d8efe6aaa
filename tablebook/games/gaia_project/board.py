"""The map: sector tiles on a hex grid, and the coordinates logs use (Gaia Project › Setup › Game board).

Hexes are axial ``(q, r)`` pairs (the third cube coordinate is ``-q - r``). A sector tile is a radius-2 hexagon whose
19 hexes are labelled by ring: outer ``A0``–``A11`` and inner ``B0``–``B5``, both from north and clockwise, and the
centre ``C``. A log names a hex either absolutely (``-3x0``) or by sector and label (``3B4``); the label is a fixed
direction from the sector's centre and does not turn with the tile.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path

from tablebook.games.gaia_project.planets import EMPTY, HOME_TYPES

Hex = tuple[int, int]

LABELS = (*(f"A{k}" for k in range(12)), *(f"B{k}" for k in range(6)), "C")
# offsets from the sector's centre, in LABELS order (reference §3.1)
OFFSETS: tuple[Hex, ...] = ((2, 0), (1, 1), (0, 2), (-1, 2), (-2, 2), (-2, 1), (-2, 0), (-1, -1), (0, -2), (1, -2),
                            (2, -2), (2, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (0, 0))
OFFSET_OF_LABEL = dict(zip(LABELS, OFFSETS))
LABEL_OF_OFFSET = dict(zip(OFFSETS, LABELS))
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))

# Early test games read every tile mirrored; their seeds say so (reference §14.2).
LEGACY_MIRROR_SEEDS = frozenset({"djfjjv4k", "randomSeed", "12", "9876", "Gianluigi-Buffon"})

_AXIAL = re.compile(r"^(-?\d+)x(-?\d+)$")
_LABELLED = re.compile(r"^(\d{1,2})(A(?:1[01]|\d)|B[0-5]|C)$")


# hx and unhx are remembered: the state keys hexes by text, and every legal-move check turns the map's
# few hundred hexes from one form into the other (a look-up is several times cheaper than the conversion)
@lru_cache(maxsize=4096)
def hx(h: Hex) -> str:
    """A hex as the state keeps it, the log's absolute form: ``(q, r)`` → ``"qxr"``."""
    return f"{h[0]}x{h[1]}"


@lru_cache(maxsize=4096)
def unhx(key: str) -> Hex:
    q, r = key.split("x")
    return int(q), int(r)


def distance(a: Hex, b: Hex) -> int:
    """Hex steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes at distance 1."""
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


@lru_cache(maxsize=8192)
def next_to(key: str) -> tuple[str, ...]:
    """The keys of the six hexes next to a hex's key, in ``neighbours``' order: federations walk the map by keys, and
    the map's keys are few (remembered)."""
    return tuple(hx(n) for n in neighbours(unhx(key)))


@lru_cache(maxsize=4096)
def within_two(key: str) -> frozenset[str]:
    """The keys of the hexes within distance 2 of a hex's key, its own too: where a build offers charges and a
    trading station looks for neighbours (remembered)."""
    q, r = unhx(key)
    return frozenset(hx((q + dq, r + dr)) for dq in range(-2, 3) for dr in range(-2, 3) if abs(dq + dr) <= 2)


def turned(offset: Hex, turns: int) -> Hex:
    """An offset turned ``turns`` times by 60° clockwise about the centre."""
    q, r = offset
    for _ in range(turns % 6):
        q, r = -r, q + r
    return q, r


@cache
def faces() -> dict[str, str]:
    """Each sector face ("1" … "10", "5A", "5B" …) as 19 planet codes in LABELS order, at rotation 0."""
    with open(Path(__file__).with_name("data") / "sectors.toml", "rb") as f:
        return tomllib.load(f)["faces"]


def mirrored(face: str) -> str:
    """A face read as the legacy mirrored tiles were: outer k takes 12 − k, inner k takes 6 − k."""
    outer, inner, centre = face[:12], face[12:18], face[18]
    return (outer[0] + outer[:0:-1]) + (inner[0] + inner[:0:-1]) + centre


@cache
def _tile(sector: str, rotation: int, mirror: bool) -> tuple[tuple[int, int, str], ...]:
    """A sector tile's 19 hexes as (offset from its centre, turned, and planet code), in ``LABELS`` order: the same
    for every board that lays the tile so (a setup draws several boards)."""
    face = mirrored(faces()[sector]) if mirror else faces()[sector]
    return tuple((*turned(offset, rotation), code) for code, offset in zip(face, OFFSETS))


@dataclass(frozen=True)
class Placement:
    """One sector tile on the board: its face, its turns clockwise and its centre."""

    sector: str
    rotation: int
    centre: Hex

    @property
    def number(self) -> str:
        """The sector's number as logs write it: the side letter dropped ("5B" → "5")."""
        return self.sector.rstrip("AB")


class Board:
    """The planets of a board made of placed sector tiles."""

    def __init__(self, placements: list[Placement], mirror: bool = False):
        self.placements = list(placements)
        self.mirror = mirror
        self.planet: dict[Hex, str] = {}   # every hex of the map, "e" for empty space
        self.sector: dict[Hex, str] = {}
        self._centre = {p.number: p.centre for p in placements}
        for p in placements:
            cq, cr = p.centre
            for q, r, code in _tile(p.sector, p.rotation, mirror):
                h = (cq + q, cr + r)
                self.planet[h] = code
                self.sector[h] = p.sector
        # Hexes' names are worked out once per board (on first use: setup builds boards it throws away), since
        # legal-move checks name hexes and read them back all the time.
        self._named: dict[str, Hex] = {}  # the usual names read so far, and their hexes

    @classmethod
    def from_placement(cls, placement: dict, seed: str | None = None) -> "Board":
        """The board of a setup's ``placement`` (reference games' ``setup.json``); ``seed`` tells legacy mirroring."""
        tiles = [Placement(s["sector"], s["rotation"], (s["center"]["q"], s["center"]["r"]))
                 for s in placement["sectors"]]
        return cls(tiles, bool(placement.get("mirror")) or seed in LEGACY_MIRROR_SEEDS)

    def to_placement(self) -> dict:
        """The JSON form ``from_placement`` reads."""
        return {"sectors": [{"sector": p.sector, "rotation": p.rotation,
                             "center": {"q": p.centre[0], "r": p.centre[1], "s": -p.centre[0] - p.centre[1]}}
                            for p in self.placements], "mirror": self.mirror}

    def planets(self) -> dict[Hex, str]:
        """Every hex holding a planet, with its type."""
        return {h: code for h, code in self.planet.items() if code != EMPTY}

    def parse(self, text: str) -> Hex:
        """A hex of this board from a log's coordinate: ``-3x0`` or ``3B4``."""
        h = self._named.get(text)
        if h is None:
            h = self._parse(text)
            if text == hx(h) or text == self._labels[h]:  # other spellings (-03x0) are read but not remembered
                self._named[text] = h
        return h

    def _parse(self, text: str) -> Hex:
        axial = _AXIAL.match(text)
        if axial:
            h = (int(axial[1]), int(axial[2]))
        else:
            labelled = _LABELLED.match(text)
            if not labelled or labelled[1] not in self._centre:
                raise ValueError(f"{text!r} is not a hex of this board (write 3B4 or -3x0)")
            centre, (dq, dr) = self._centre[labelled[1]], OFFSET_OF_LABEL[labelled[2]]
            h = (centre[0] + dq, centre[1] + dr)
        if h not in self.planet:
            raise ValueError(f"{text!r} is off the board")
        return h

    def label(self, h: Hex) -> str:
        """A hex's name in newer logs: its sector's number and its ring label (``3B4``)."""
        return self._labels[h]

    @cached_property
    def _labels(self) -> dict[Hex, str]:
        return {h: self._label_of(h) for h in self.planet}

    @cached_property
    def key_planet(self) -> dict[str, str]:
        """Every hex's planet code by the key the state gives it, in the order of ``planet``."""
        return {hx(h): code for h, code in self.planet.items()}

    @cached_property
    def key_label(self) -> dict[str, str]:
        """Every hex's label by the key the state gives it (``"-3x0"`` → ``"3B4"``), in the order of ``planet``."""
        return {hx(h): label for h, label in self._labels.items()}

    def _label_of(self, h: Hex) -> str:
        number = self.sector[h].rstrip("AB")
        centre = self._centre[number]
        return number + LABEL_OF_OFFSET[(h[0] - centre[0], h[1] - centre[1])]

    def problems(self) -> list[str]:
        """Why the board breaks the layout rule: two neighbouring planets of the same home type."""
        return [f"{self.label(h)} and {self.label(n)} are both {code}" for h, n, code in self.clashes()]

    def clashes(self):
        """Each two neighbouring planets of the same home type, as (hex, hex, type), one after another: a draw that
        only asks whether the layout rule holds stops at the first (and names no hex)."""
        planet = self.planet
        for h, code in planet.items():
            if code in HOME_TYPES:
                for n in neighbours(h):
                    if n > h and planet.get(n) == code:
                        yield h, n, code

"""Alien Frontiers components, read from the TOML data files beside this module."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

_DATA = Path(__file__).with_name("data")
BLOCKED = "blocked"  # a docking port covered by a die of an unused colour


def _read(name: str) -> dict:
    with open(_DATA / name, "rb") as f:
        return tomllib.load(f)


@dataclass(frozen=True)
class Facility:
    id: str
    name: str
    ships: str
    group_size: int
    groups: int
    blocked: dict[int, int]
    summary: str
    source: str

    def blocked_groups(self, players: int) -> int:
        return self.blocked.get(players, 0)


@dataclass(frozen=True)
class Territory:
    id: str
    name: str
    bonus: str
    x: int
    y: int


@dataclass(frozen=True)
class TechCard:
    id: str
    name: str
    copies: int
    app_copies: int
    fuel: str
    power: str
    discard: str
    vp: int


FACILITIES = {k: Facility(k, **v) for k, v in _read("facilities.toml").items()}
for _f in FACILITIES.values():
    object.__setattr__(_f, "blocked", {int(k): n for k, n in _f.blocked.items()})
TERRITORIES = {k: Territory(k, **v) for k, v in _read("territories.toml").items()}
CARDS = {
    k: TechCard(k, v["name"], v["copies"], v.get("app_copies", v["copies"]), v["fuel"], v["power"], v["discard"], v.get("vp", 0))
    for k, v in _read("alien_tech.toml").items()
}
SETUP = _read("setup.toml")
COLOURS: list[str] = SETUP["colours"]
HUB_CIRCLES: int = SETUP["hub_circles"]


def deck(edition: str) -> dict[str, int]:
    """Card counts of the alien tech deck: 'first-print' (22 cards) or 'app' (20, no Temporal Warper)."""
    return {c.id: (c.copies if edition == "first-print" else c.app_copies) for c in CARDS.values() if (c.copies if edition == "first-print" else c.app_copies)}

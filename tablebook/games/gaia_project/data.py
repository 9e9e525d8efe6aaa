"""Gaia Project's components, read from ``data/*.toml`` (every value with its source, see each file's header)."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

FOLDER = Path(__file__).with_name("data")
TRACKS = ("terra", "nav", "int", "gaia", "eco", "sci")
STANDARD_TECH_POSITIONS = (*TRACKS, "free1", "free2", "free3")
ADVANCED_TECH_POSITIONS = tuple(f"adv-{t}" for t in TRACKS)
BUILDINGS = ("m", "ts", "lab", "PI", "ac1", "ac2")
STRUCTURE_COUNT = {"m": 8, "ts": 4, "lab": 3, "PI": 1, "ac1": 1, "ac2": 1}
ROUNDS = 6
CAPS = {"o": 15, "k": 15, "c": 30}
# the research areas and what a build places, as the rulebook names them, by their codes: our actions write the
# names (turn.py), the state and the tiles keep the codes, as the reference engine's log does (log.py)
TRACK_WORDS = {"terra": "terraforming", "nav": "navigation", "int": "artificial-intelligence", "gaia": "gaia-project",
               "eco": "economy", "sci": "science"}
STRUCTURE_WORDS = {"m": "mine", "gf": "gaia-project", "ts": "trading-station", "lab": "research-lab",
                   "PI": "planetary-institute", "ac1": "knowledge-academy", "ac2": "qic-academy",
                   "sp": "space-station"}
TRACK_CODES = {word: code for code, word in TRACK_WORDS.items()}
STRUCTURE_CODES = {word: code for code, word in STRUCTURE_WORDS.items()}


def _load(name: str) -> dict:
    with open(FOLDER / f"{name}.toml", "rb") as f:
        return tomllib.load(f)


@cache
def factions() -> dict[str, dict]:
    """Faction id → its board: the defaults with the faction's own values on top."""
    raw = _load("factions")
    defaults = raw.pop("defaults")
    return {fid: {**defaults, **board, "id": fid} for fid, board in raw.items()}


@cache
def research() -> dict:
    return _load("research")


@cache
def tiles() -> dict:
    return _load("tiles")


@cache
def actions() -> dict:
    return _load("actions")


def ids(kind: str) -> list[str]:
    """The tiles of a kind in number order (``tech1`` … ``tech9``), without the table's own fields (its source)."""
    return list(_ids(kind))


@cache
def _ids(kind: str) -> tuple[str, ...]:
    """``ids``, sorted once (every setup draws from them)."""
    found = [key for key, value in tiles()[kind].items() if isinstance(value, dict)]
    return tuple(sorted(found, key=lambda t: (t.rstrip("0123456789"), int("".join(c for c in t if c.isdigit()) or 0))))


def tile(kind: str, tile_id: str) -> dict:
    """One tile's effect: ``tile("tech", "tech3")``, ``tile("booster", "booster7")``."""
    return tiles()[kind][tile_id]

"""Space Station Phoenix components, read from the TOML files beside this module.

Every record carries ``provenance``: for each field, "rulebook: <where>" (stated, or recovered from a
worked example), "reference §n" or "estimate" (our design). ``designed(record, field)`` answers whether
a value is ours, so views and lessons can mark it.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

_DATA = Path(__file__).with_name("data")


def _read(name: str) -> dict:
    with open(_DATA / name, "rb") as f:
        return tomllib.load(f)


def _checked(name: str, records: dict) -> dict:
    """Refuse a record with a value whose provenance is not given (the data's one promise)."""
    for key, record in records.items():
        missing = sorted(set(record) - {"provenance", "text", "basic", "income_per_ship"} - set(record["provenance"]))
        if missing:
            raise ValueError(f"{name}, {key}: no provenance for {', '.join(missing)}")
    return records


SHIPS: dict[str, dict] = _checked("ships.toml", _read("ships.toml"))
SECTORS: dict[str, dict] = _checked("sectors.toml", _read("sectors.toml"))
HUBS: dict[str, dict] = _checked("hubs.toml", _read("hubs.toml"))
SETUP = _read("setup.toml")
RULES: dict = SETUP["rules"]
DIPLOMACY: dict = SETUP["diplomacy"]
TRACKS: list[str] = DIPLOMACY["tracks"]
RESOURCES = ("food", "water", "metal")
COLOURS = ("teal", "brown", "pink")  # aerobic Aliens and Sector colours
KINDS = ("teal", "pink", "brown", "gold", "human")  # the five species of resident, as scored
ALIENS = ("teal", "brown", "pink", "gold")  # the four Alien species (Humans are not Aliens), as the supply shows them
SHIP_NAMES = {"dismantle": "Dismantle", "construction": "Construction", "transport": "Transport",
              "expedition": "Terran Expedition", "diplomacy": "Diplomacy", "farm": "Farm", "ice": "Ice Collector"}
COLOUR_NAMES = {"teal": "teal (Turkanshee)", "brown": "brown (Zonri)", "pink": "pink (Ensaroo)",
                "gold": "gold (Whijinga)", "human": "Human"}
SEAT_COLOURS = ("red", "blue", "yellow", "green")
# the numbers of a ship card, by type, in the order the card shows them (cost and fee first)
SHIP_STATS = {
    "dismantle": ("extra_metal",), "construction": ("discount",), "transport": ("transactions",),
    "expedition": ("duration", "capacity"), "diplomacy": ("tracks",), "farm": ("food",), "ice": ("water",),
}
# a ship's numbers in a learner's words (its card's fields)
STAT_WORDS = {
    "cost": "cost (GEMs put on the ship)", "fee": "owner's fee (GEMs)", "metal": "metal when dismantled",
    "extra_metal": "extra metal when dismantling", "discount": "metal off a Sector", "transactions": "transactions",
    "duration": "dice rolled", "capacity": "dice kept", "tracks": "Diplomacy tracks", "food": "food collected",
    "water": "water collected",
}


def designed(record: dict, field: str) -> bool:
    """Whether ``field`` of a ship, Sector or Hub is our design rather than printed or recovered."""
    return record["provenance"].get(field, "estimate").startswith("estimate")


def ship_name(ship_id: str) -> str:
    ship = SHIPS[ship_id]
    owner = "neutral " if ship.get("neutral") else (ship["colour"] + " " if "colour" in ship else "")
    return f"{owner}Level-{ship['level']} {SHIP_NAMES[ship['type']]}"


def amount_words(amounts: dict) -> str:
    """``{"gems": 2}`` → "2 GEMs"; ``{"points": 1}`` → "1 point": what a bonus or a price gives, in words."""
    words = {"gems": ("GEM", "GEMs"), "points": ("point", "points")}
    return ", ".join(f"{n} {words.get(k, (k, k))[n != 1]}" for k, n in amounts.items())

"""Space Station components, read from the TOML data files beside this module."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

_DATA = Path(__file__).with_name("data")


def _read(name: str) -> dict:
    with open(_DATA / name, "rb") as f:
        return tomllib.load(f)


@dataclass(frozen=True)
class Card:
    """One card as printed (or designed): a module with exits, crew and effects, or an event."""

    id: str
    name: str
    kind: str
    copies: int
    source: str
    text: str
    deck: bool = True
    exits: str = ""
    crew: int = 0
    immune: bool = False
    action: dict | None = None
    passive: dict = field(default_factory=dict)
    base_cost: int | None = None
    requires: str | None = None
    event: dict | None = None
    estimated: tuple[str, ...] = ()

    @property
    def is_event(self) -> bool:
        return self.kind == "event"


def _card(card_id: str, raw: dict) -> Card:
    raw = dict(raw)
    raw["estimated"] = tuple(raw.get("estimated", ()))
    return Card(card_id, **raw)


CARDS: dict[str, Card] = {k: _card(k, v) for k, v in _read("cards.toml").items()}
SETUP = _read("setup.toml")
RULES: dict = SETUP["rules"]
KINDS: dict[str, dict] = SETUP["kinds"]
CORE, ENHANCED_CORE = "core-module", "enhanced-core-module"


def deck() -> dict[str, int]:
    """The 117 game cards as counts (the Core Modules are kept out of the deck)."""
    return {c.id: c.copies for c in CARDS.values() if c.deck}

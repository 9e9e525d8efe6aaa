"""Space Station components, read from the TOML data files beside this module."""

from __future__ import annotations

import sys
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path

_DATA = Path(__file__).with_name("data")


def _read(name: str) -> dict:
    with open(_DATA / name, "rb") as f:
        return tomllib.load(f)


@dataclass(frozen=True)
class Card:
    """One card as printed (or designed): a module with exits, crew and effects, or an event.

    ``source`` says where the card comes from; ``estimated`` names the fields of a partly known card
    that are our design, each with the reason, so that what our design decides can be shown as such.
    """

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
    estimated: dict[str, str] = field(default_factory=dict)

    @property
    def is_event(self) -> bool:
        return self.kind == "event"

    @property
    def designed(self) -> str | None:
        """How much of the card is our design: "whole", "part" (some fields) or None."""
        if self.source == "estimate":
            return "whole"
        return "part" if self.estimated else None

    def source_of(self, name: str) -> str:
        """Where one field comes from: "estimate" for a field of our design, else the card's source."""
        return "estimate" if name in self.estimated else self.source


_ESTIMABLE = {f.name for f in fields(Card)} - {"id", "source", "estimated"}


def _card(card_id: str, raw: dict) -> Card:
    unknown = set(raw.get("estimated", {})) - _ESTIMABLE
    if unknown:
        raise ValueError(f"cards.toml, {card_id}: estimated names no field of a card: {', '.join(sorted(unknown))}")
    return Card(card_id, **raw)


# card ids are interned, and so is every word a position holds (module ids, VP sources): a copy of a position keeps
# interned words shared (marshal writes them as such), so comparing a working copy with its position, as trials do at
# every tried move, finds equal words by identity rather than letter by letter
CARDS: dict[str, Card] = {sys.intern(k): _card(sys.intern(k), v) for k, v in _read("cards.toml").items()}
SETUP = _read("setup.toml")
RULES: dict = SETUP["rules"]
KINDS: dict[str, dict] = {k: {"estimated": {}, **v} for k, v in SETUP["kinds"].items()}
CORE, ENHANCED_CORE = sys.intern("core-module"), sys.intern("enhanced-core-module")
EVENTS = frozenset(i for i, c in CARDS.items() if c.is_event)  # asked of every card in a hand at every listing


def kind_source(kind: str, name: str) -> str:
    """Where one field of a module kind comes from: "estimate" for a field we chose (the colours
    nobody could find), else the kind's source."""
    return "estimate" if name in KINDS[kind]["estimated"] else KINDS[kind]["source"]


def deck() -> dict[str, int]:
    """The 117 game cards as counts (the Core Modules are kept out of the deck): a copy of ``DECK``, made once."""
    return dict(DECK)


DECK = {c.id: c.copies for c in CARDS.values() if c.deck}

"""Alien Frontiers' glossary: the written terms of ``data/glossary.toml`` and a term for every facility, territory and
alien tech card, made from the rules' own data (a facility's docking requirement and effect, a card's fuel cost, a
territory's bonus), so the glossary says what the engine does."""

from __future__ import annotations

from tablebook.glossary import Term, read

from . import citations as rule
from .alien_tech import FUEL
from .data import _DATA, CARDS, FACILITIES, SETUP, TERRITORIES
from .ships import REQUIREMENT

# the fuel powers whose price grows with what they touch (alien_tech: the Data Crystal per colony, a shot per ship)
PER = {"per-colony": "1 fuel per colony on the territory", "per-ship": "1 fuel per ship shot"}


def facts() -> dict:
    """The rules' numbers the written terms name."""
    return {"resource_limit": SETUP["resource_limit"], "artifact_total": SETUP["artifact_total"],
            "hub_circles": SETUP["hub_circles"], "ships_at_start": SETUP["ships_at_start"],
            "ships_per_colour": SETUP["ships_per_colour"], "display_size": SETUP["display_size"],
            **{f"colonies_{n}": each for n, each in SETUP["colonies"].items()}}


def fuel_price(card: str) -> str:
    """What a card's fuel power costs, as the engine charges it."""
    if card in FUEL:
        return f"{FUEL[card]} fuel"
    return PER.get(CARDS[card].fuel, "")


def card_text(card: str) -> str:
    c = CARDS[card]
    parts = []
    if c.vp:
        parts.append(f"Worth {c.vp} VP while you hold it.")
    elif fuel_price(card):
        parts.append(f"Fuel power ({fuel_price(card)}): {c.power}")
    else:
        parts.append(f"Always on: {c.power}")
    if c.discard != "none":
        parts.append(f"Discard power: {c.discard}")
    return " ".join(parts)


def glossary():
    facilities = [f"{f.name}: {f.summary}" for f in FACILITIES.values()]
    sheet, terms = read(_DATA, rule.cite, facts(), {"Orbital facilities": facilities})
    terms += [Term(f.name, "orbital facility", f"Dock {REQUIREMENT[f.ships].words}. {f.summary}", rule.facility(f.name))
              for f in FACILITIES.values()]
    terms += [Term(t.name, "territory", f"While you control it: {t.bonus}", rule.territory(t.name))
              for t in TERRITORIES.values()]
    terms += [Term(c.name, "alien tech card", card_text(c.id), rule.card(c.name)) for c in CARDS.values()]
    return sheet, terms

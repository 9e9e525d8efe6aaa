"""Space Station's glossary: the written terms of ``data/glossary.toml``, a term for each module kind, and one for
every card of the deck, made from the rules' data (its kind, crew, exits, price and text) with what of it is our
design: the rule sheet has no card list, and the reference's Known gaps (§8) say which cards are estimates."""

from __future__ import annotations

from tablebook.glossary import Term, read

from . import citations as rule
from .data import _DATA, CARDS, KINDS, RULES
from .narration import design

EXIT_WORDS = {"L": "left", "U": "up", "R": "right"}


def facts() -> dict:
    """The rules' numbers the written terms name."""
    return {name: RULES[name] for name in ("start_money", "income", "hand_size", "enhanced_draw", "build_cost",
                                           "same_kind_discount", "repair_cost", "years", "majority_vp", "last_year_vp")}


def card_text(c) -> str:
    if c.is_event:
        return f"Event: {c.text}"
    exits = ", ".join(EXIT_WORDS[e] for e in c.exits) or "none"
    price = c.base_cost if c.base_cost is not None else RULES["build_cost"]
    return (f"{KINDS[c.kind]['name']} module; builds for {price} M€; crew {c.crew}; exits: {exits}. {c.text}")


def glossary():
    sheet, terms = read(_DATA, rule.cite, facts())
    terms += [Term(f"{k['name']} modules", "module kind",
                   f"Colour {k['colour']}; their role: {k['role']}. One of the six majorities each year.",
                   rule.MODULE_CARD, k["estimated"].get("colour", ""))
              for k in KINDS.values()]
    terms += [Term(c.name, "event" if c.is_event else "module", card_text(c), rule.card(c),
                   (design(c) or {}).get("note", "")) for c in CARDS.values() if c.deck]
    return sheet, terms

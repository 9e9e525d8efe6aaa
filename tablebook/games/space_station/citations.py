"""Where each rule lives in the Space Station rule sheet (game › section › subsection).

Every path names headings of the sheet itself (tests/space_station/test_space_station_citations.py
reads them from the rule text). The steps of the year's beginning are numbered items, not headings,
so income and the discard-and-draw cite the section. The sheet has no card list: a card is cited by
its clarification where it has one, else by the rule under which its text is used.
"""

from tablebook.core import Rule, rulebook

cite = rulebook("Space Station")

MODULE_CARD = cite("Module card")
PREPARATIONS = cite("Preparations")
YEAR_START = cite("The beginning of each year")
INCOME = HAND = YEAR_START
TURN = cite("The turn")
BUILD = TURN.child("Build Action")
MODULE_ACTION = TURN.child("Module Action")
CREW_ACTION = MODULE_ACTION.child("Crew Action")
OTHER_ACTION = MODULE_ACTION.child("Other Module Actions")
REPAIR = TURN.child("Repair Action")
EVENT = TURN.child("Event Action")
PASS = TURN.child("Pass Action")
YEAR_END = cite("At the end of each year")
DAMAGE = cite("Game Concepts", "Damage")
CREW = cite("Game Concepts", "Used / Unused crew")
EXTERIOR = cite("Game Concepts", "Exterior module")
WINNER = cite("Who wins?")
CLARIFICATIONS = cite("Card clarifications")
ENHANCED_START = cite("Optional rule: Enhanced start")

CLARIFIED = frozenset({"Library", "Efficiency", "Visiting Worker", "Galleria", "Shipyard", "Junkyard", "Robotic Arm"})


_OF_CARD: dict[str, Rule] = {}  # each card's rule, found once: effects ask it at every target they list


def card(c) -> Rule:
    """The rule sheet's word on a card: its clarification; else the rule its text is used under (an
    event, a crew action, another module action); else the module card's parts (crew provided, effect)."""
    found = _OF_CARD.get(c.id)
    if found is None:
        found = _OF_CARD[c.id] = _card_rule(c)
    return found


def _card_rule(c) -> Rule:
    """``card``, found afresh."""
    if c.name in CLARIFIED:
        return CLARIFICATIONS.child(c.name)
    if c.is_event:
        return EVENT
    if c.action:
        return CREW_ACTION if c.action["type"] == "crew" else OTHER_ACTION
    return MODULE_CARD


def every_rule() -> tuple[Rule, ...]:
    """Every citation the game's rules make, each once: what a tutorial's coverage is measured against.

    The sections named above (but "Card clarifications" itself, a heading cited only through its cards) and each
    card's rule.
    """
    from .data import CARDS  # it imports this module: asked when called

    named = [value for value in globals().values() if isinstance(value, Rule) and value != CLARIFICATIONS]
    return tuple(dict.fromkeys([*named, *(card(c) for c in CARDS.values())]))

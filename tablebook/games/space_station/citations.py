"""Where each rule lives in the Space Station rule sheet (game › section › subsection)."""

from functools import cache

from tablebook.core import rulebook

cite = rulebook("Space Station")

PREPARATIONS = cite("Preparations")
YEAR_START = cite("The beginning of each year")
INCOME = YEAR_START.child("3) choose one color")
HAND = YEAR_START.child("4) discard and draw")
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
ENHANCED_START = cite("Optional rule: Enhanced start")

CLARIFIED = frozenset({"Library", "Efficiency", "Visiting Worker", "Galleria", "Shipyard", "Junkyard", "Robotic Arm"})


@cache
def card(name: str):
    """The rule sheet's clarification of a card, or else the card's own text."""
    return cite("Card clarifications", name) if name in CLARIFIED else cite("Cards", name)

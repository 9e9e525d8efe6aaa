"""Where each rule lives in the Gaia Project rulebook (game › chapter › section), by its own headings."""

from tablebook.core import Rule, rulebook

cite = rulebook("Gaia Project")

SETUP = cite("Setup")
VARIABLE_BOARD = cite("Variants", "Variable game board")
FACTIONS = cite("Factions")
INCOME = cite("Gameplay", "Income")
GAIA_PHASE = cite("Gameplay", "Gaia")
ACTIONS = cite("Gameplay", "Actions")
CLEAN_UP = cite("Gameplay", "Clean-up")
MINE = cite("Actions", "Build a Mine")
ACCESSIBILITY = MINE.child("Accessibility")
HABITABILITY = MINE.child("Habitability")
GAIA_PROJECT = cite("Actions", "Start a Gaia Project")
UPGRADE = cite("Actions", "Upgrade a Structure")
FEDERATION = cite("Actions", "Form a Federation")
RESEARCH = cite("Actions", "Advance in a Research Area")
POWER_ACTION = cite("Actions", "Power and QIC Actions")
SPECIAL = cite("Actions", "Special Actions")
PASS = cite("Actions", "Pass")
FREE = cite("Actions", "Free Actions")
CHARGE = cite("The Power Cycle", "Charge Power")
POWER_CYCLE = cite("The Power Cycle")
SCORING = cite("Game End and Scoring")
RESEARCH_BOARD = cite("Research Board")
TECH = cite("Tech Tiles")
BOOSTERS = cite("Round Boosters")
ROUND_SCORING = cite("Round Scoring")


def every_rule():
    """Every citation the game's rules make, each once: what a tutorial's coverage is measured against. The rules
    cite only the sections named above (``rule.MINE`` …), so these are every Rule of this module."""
    return tuple(value for value in globals().values() if isinstance(value, Rule))

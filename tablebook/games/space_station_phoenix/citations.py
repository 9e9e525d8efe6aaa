"""Where each rule lives in the Space Station Phoenix rulebook (game › section › subsection).

Every path names headings of the rulebook itself, in its own words (the extracted text prints them in
capitals); tests/space_station_phoenix/test_citations.py reads them from the rule text.
"""

from tablebook.core import Rule, rulebook

cite = rulebook("Space Station Phoenix")

GOAL = cite("Goal of the Game")
COMPONENTS = cite("Components")
SUPPLY_SETUP = cite("Diplomacy Board and Component Supply")
PLAYER_SETUP = cite("Each Player")
GAMEPLAY = cite("Gameplay")
TURN = cite("Turn Options")
SHIP_ACTION = cite("Turn Option A: Use a Ship Action")
SHIPS = cite("Ships and Their Actions")
DISMANTLE = SHIPS.child("Dismantle Ship/Action")
CONSTRUCTION = SHIPS.child("Construction Ship/Action")
CONSTRUCTION_RULES = cite("Station Construction Rules")
EXPEDITION = SHIPS.child("Terran Expedition Ship/Action")
DICE = cite("Expedition Die Roll Rules")
TRANSPORT = SHIPS.child("Transport Ship/Action")
TRANSACTIONS = cite("Transport Transactions Available")
PLACEMENT = cite("General Placement Rules for Residents")
FARM = SHIPS.child("Farm and Ice Collector Ship/Action")
DIPLOMACY_SHIP = SHIPS.child("Diplomacy Ship/Action")
NEUTRAL = cite("The Neutral Ships")
DIPLOMACY_BOARD = cite("The Diplomacy Board")
SECTORS = cite("Space Station Sectors")
HUBS = cite("Station Hubs")
INCOME = cite("Turn Option B: Take Income")
GAME_END = cite("Check for Game End")
SCORING = cite("Game End Scoring")
FINER_POINTS = cite("Finer Points: Clarifications and Often-Forgotten Rules")
NO_PASSING = FINER_POINTS.child("No passing")
NO_CHAINS = FINER_POINTS.child("Only ship actions generate bonuses")
NO_DISCARDS = FINER_POINTS.child("No discards")
ACTIVE_TRIGGERS = FINER_POINTS.child("Only the active player triggers the end of the game")
REFERENCE_GUIDE = cite("Reference Guide")
BASIC_HUBS = REFERENCE_GUIDE.child("Basic Hubs")
ADVANCED_HUBS = REFERENCE_GUIDE.child("Advanced Hubs")


def every_rule() -> tuple[Rule, ...]:
    """Every citation the game's rules make, each once (the rules cite only the sections named above): what a
    tutorial's coverage is measured against."""
    return tuple(dict.fromkeys(value for value in globals().values() if isinstance(value, Rule)))

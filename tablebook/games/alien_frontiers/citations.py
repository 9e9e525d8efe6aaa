"""Where each rule lives in the Alien Frontiers rulebook (game › section › subsection)."""

from functools import cache

from tablebook.core import rulebook

cite = rulebook("Alien Frontiers")

SETUP = cite("Setup")  # the setup page is missing from our rule text: see the reference file
ROLL = cite("Game Play", "Gather and Roll Your Fleet")
ASSIGN = cite("Game Play", "Use Alien Tech Cards and Assign Your Fleet")
END_OF_TURN = cite("Game Play", "End of Turn")
END_OF_GAME = cite("End of Game and Scoring")
MAINTENANCE_BAY = cite("Orbital Facilities", "Maintenance Bay")
TERRITORY_BONUSES = cite("Territory Bonuses")
FIELD_GENERATORS = cite("Field Generators")
ALIEN_TECH = cite("Alien Tech Cards")
QUICK = cite("Quick Play Reference", "Turn Flow")


@cache
def facility(name: str):
    return cite("Orbital Facilities", name)


@cache
def territory(name: str):
    return cite("Territory Bonuses", name)


@cache
def field(name: str):
    return cite("Field Generators", name)


@cache
def card(name: str):
    return cite("Alien Tech Cards", name)

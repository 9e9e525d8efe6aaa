"""Where each rule lives in the Alien Frontiers rulebook (game › section › subsection)."""

from functools import cache

from tablebook.core import rulebook

cite = rulebook("Alien Frontiers")

OBJECTIVE = cite("Quick Play Reference", "Objective")  # the goal, said once in the rulebook's own summary
SETUP = cite("Setup")  # the setup page is missing from our rule text: see reference §2
ROLL = cite("Game Play", "Gather and Roll Your Fleet")
ASSIGN = cite("Game Play", "Use Alien Tech Cards and Assign Your Fleet")
END_OF_TURN = cite("Game Play", "End of Turn")
END_OF_GAME = cite("End of Game and Scoring")
MAINTENANCE_BAY = cite("Orbital Facilities", "Maintenance Bay")
TERRITORY_BONUSES = cite("Territory Bonuses")
ALIEN_TECH = cite("Alien Tech Cards")


def _chapter(section: str, headings: dict[str, str] | None = None):
    """Citations of the named entries of one chapter: ``facility("Lunar Mine")``.

    ``headings`` maps a component's name to the rulebook's heading where they differ.
    """
    return cache(lambda name: cite(section, (headings or {}).get(name, name)))


facility = _chapter("Orbital Facilities", {"Shipyard": "Shipyards"})  # the rulebook's heading is plural
territory = _chapter("Territory Bonuses")
field = _chapter("Field Generators")
card = _chapter("Alien Tech Cards")


def every_rule():
    """Every citation the game's rules make, and the goal a tutorial teaches first, each once: what a tutorial's
    coverage is measured against."""
    from .data import CARDS, FACILITIES, TERRITORIES  # they import this module: asked when called
    from .field_generators import FIELD_NAMES

    return (OBJECTIVE, SETUP, ROLL, ASSIGN, END_OF_TURN, END_OF_GAME, MAINTENANCE_BAY, TERRITORY_BONUSES, ALIEN_TECH,
            cite("Game Play"), cite("Orbital Facilities"),
            *(facility(f.name) for f in FACILITIES.values()), *(territory(t.name) for t in TERRITORIES.values()),
            *(field(name) for name in FIELD_NAMES.values()), *(card(c.name) for c in CARDS.values()))

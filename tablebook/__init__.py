"""tablebook: interactive rulebooks for board games.

The rules package is pure Python (plus numpy); table views and lessons build on it and it never
imports them. Start with ``tablebook.games()`` and ``tablebook.load(name).setup(players=..., seed=...)``.
"""

# The games live in the subpackage tablebook.games; importing it binds that name on this package,
# so it is imported first and then ``games`` is rebound to the function that lists them. Later
# imports of tablebook.games.<game> no longer touch this attribute.
from . import games as _games_package  # noqa: F401
from .core import CHANCE, Action, GameRecord, IllegalAction, Timeline, games, load

__all__ = ["CHANCE", "Action", "GameRecord", "IllegalAction", "Timeline", "games", "load"]
__version__ = "0.1.0"

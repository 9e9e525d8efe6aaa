"""tablebook: interactive rulebooks for board games.

The rules package is pure Python (plus numpy); table views and lessons build on it and it never
imports them. Start with ``tablebook.games()`` and ``tablebook.load(name).setup(players=..., seed=...)``.
"""

from . import games  # the subpackage of games, callable: tablebook.games() lists them
from .core import CHANCE, Action, GameRecord, IllegalAction, Timeline, load

__all__ = ["CHANCE", "Action", "GameRecord", "IllegalAction", "Timeline", "games", "load"]
__version__ = "0.1.0"

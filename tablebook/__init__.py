"""tablebook: interactive rulebooks for board games.

The rules package is pure Python (plus numpy); table views and lessons build on it and it never
imports them. Start with ``tablebook.game_names()`` and ``tablebook.load(name).setup(players=..., seed=...)``.
"""

from .core import CHANCE, Action, GameRecord, IllegalAction, Timeline
from .registry import game_names, load

__all__ = ["CHANCE", "Action", "GameRecord", "IllegalAction", "Timeline", "game_names", "load"]
__version__ = "0.1.0"

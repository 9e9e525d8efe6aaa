"""tablebook: interactive rulebooks for board games.

The rules package is pure Python (plus numpy), or the optional compiled build of the same source (``compiled()``,
``hatch_build.py``); table views and lessons build on it and it never imports them. Start with ``tablebook.game_names()`` and ``tablebook.load(name).setup(players=..., seed=...)``.
"""

from .core import CHANCE, Action, GameRecord, IllegalAction, Timeline
from .registry import game_names, load

__all__ = ["CHANCE", "Action", "GameRecord", "IllegalAction", "Timeline", "compiled", "game_names", "load"]
__version__ = "0.1.0"


def compiled() -> bool:
    """Whether this is the compiled build (``hatch_build.py``): the same games, its kernel and rules compiled."""
    from .core import state

    return not state.__file__.endswith(".py")

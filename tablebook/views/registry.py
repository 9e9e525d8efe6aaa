"""Which table view draws which game: each game names its view (``Game.view``, "module:Class")."""

from __future__ import annotations

from importlib import import_module

from tablebook.core import State


def table_for(state: State):
    """A new table view showing ``state``."""
    if not state.game.view:
        raise LookupError(f"{state.game.title} has no table view yet")
    module, name = state.game.view.split(":")
    return getattr(import_module(module), name)(state)

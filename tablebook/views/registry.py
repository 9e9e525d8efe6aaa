"""Which table view draws which game."""

from __future__ import annotations

from importlib import import_module

from tablebook.core import State

_VIEWS = {
    "alien-frontiers": ("tablebook.views.alien_frontiers", "AlienFrontiersTable"),
    "space-station": ("tablebook.views.space_station", "SpaceStationTable"),
}


def table_for(state: State):
    """A new table view showing ``state``."""
    module, name = _VIEWS[state.game.name]
    return getattr(import_module(module), name)(state)

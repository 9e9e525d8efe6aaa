"""The registry: the games tablebook knows, by name (``tablebook.game_names()``, ``tablebook.load(name)``).

It sits above the kernel and the games: a game's package under ``tablebook.games`` is found by its name
(``gaia_project`` is ``"gaia-project"``), so adding a game touches no kernel file, and ``core`` never looks a
game up (a record replays on the game it is given).
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

import tablebook.games
from tablebook.core import Game

_LOADED: dict[str, Game] = {}


def _packaged() -> dict[str, str]:
    """Game name → module for every subpackage of ``tablebook.games``."""
    package = tablebook.games
    return {info.name.replace("_", "-"): f"{package.__name__}.{info.name}"
            for info in pkgutil.iter_modules(package.__path__) if info.ispkg}


def _plugged_in() -> dict[str, str]:
    """Game name → module for games other packages declare under the entry-point group ``tablebook.games``
    (reading every installed package's metadata takes a while, so only when a name is not ours)."""
    from importlib.metadata import entry_points

    return {entry.name: entry.value for entry in entry_points(group="tablebook.games")}


def register(game: Game) -> Game:
    """Make a game loadable by name without a package of its own (a test's game, a lesson's variant)."""
    _LOADED[game.name] = game
    return game


def game_names() -> list[str]:
    """Names of the games tablebook knows."""
    return sorted(set(_packaged()) | set(_plugged_in()) | set(_LOADED))


def load(name: str) -> Game:
    """The Game registered under ``name`` (e.g. ``"alien-frontiers"``)."""
    if name not in _LOADED:
        modules = _packaged()
        if name not in modules:
            modules = _plugged_in()
        if name not in modules:
            raise KeyError(f"unknown game {name!r}; known games: {', '.join(game_names())}")
        game = import_module(modules[name]).GAME
        if game.name != name:
            raise KeyError(f"the module for {name!r} holds the game {game.name!r}")
        _LOADED[name] = game
    return _LOADED[name]

"""The package's four games by name, for tests parametrised over every game (``tablebook.game_names()`` would also
list a game a test registers, such as ``tests/core/relay_game.py``)."""

GAMES = ("alien-frontiers", "gaia-project", "space-station", "space-station-phoenix")

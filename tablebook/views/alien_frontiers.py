"""The Alien Frontiers table: the board, the players' panels and every legal move, clickable."""

from __future__ import annotations

from .alien_frontiers_model import view_model
from .table import TableView


class AlienFrontiersTable(TableView):
    """``AlienFrontiersTable(game.setup(players=3, seed=1))`` draws the table; click dice, then a facility."""

    _front_end = "alien_frontiers.js"
    view_model = staticmethod(view_model)

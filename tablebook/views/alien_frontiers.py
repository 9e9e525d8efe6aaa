"""The Alien Frontiers table: the board, the players' panels and every legal move, clickable."""

from __future__ import annotations

from .alien_frontiers_model import view_model
from .front_end import widget_file
from .table import TableView


class AlienFrontiersTable(TableView):
    """``AlienFrontiersTable(game.setup(players=3, seed=1))`` draws the table; click dice, then a facility."""

    _front_end = "alien_frontiers.js"
    _css = widget_file("alien_frontiers.css")
    view_model = staticmethod(view_model)

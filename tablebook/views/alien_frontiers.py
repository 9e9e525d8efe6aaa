"""The Alien Frontiers table: the board, the players' panels and every legal move, clickable."""

from __future__ import annotations

from .alien_frontiers_model import view_model
from .front_end import view_module, widget_file
from .table import TableView


class AlienFrontiersTable(TableView):
    """``AlienFrontiersTable(game.setup(players=3, seed=1))`` draws the table; click dice, then a facility."""

    _esm = view_module("alien_frontiers.js")  # with the kit, the layout maths and the panels it imports
    _css = widget_file("alien_frontiers.css")
    view_model = staticmethod(view_model)

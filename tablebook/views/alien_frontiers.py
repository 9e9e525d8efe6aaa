"""The Alien Frontiers table: the board, the players' panels and every legal move, clickable."""

from __future__ import annotations

import traitlets

from .alien_frontiers_model import view_model
from .table import TableView, widget_file


class AlienFrontiersTable(TableView):
    """``AlienFrontiersTable(game.setup(players=3, seed=1))`` draws the table; click dice, then a facility."""

    _esm = widget_file("alien_frontiers.js")
    _css = widget_file("alien_frontiers.css")
    # the pure helpers, imported by the front end itself (a module loaded from a blob: URL cannot import by path)
    layout_esm = traitlets.Unicode(widget_file("alien_frontiers_layout.js").read_text()).tag(sync=True)
    view_model = staticmethod(view_model)

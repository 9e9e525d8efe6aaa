"""The Gaia Project table: the map in SVG, the research board, each player's board, and every legal move, clickable.

Choose an action (a build on the map, or a button), then its target: the hexes where it is legal glow, and
hovering or focusing another hex says why not, with the rule. Charge offers are asked of the seat they belong to,
with their VP cost. The keyboard does it all: Tab reaches the buttons and the glowing hexes, the arrow keys walk
the map (a hex that is not a target says why not), Enter or Space acts, Escape puts a chosen build down.

A recorded game between people ships with the package; step through it with::

    from tablebook.games.gaia_project.log import recorded_game
    from tablebook.views import Stepper
    Stepper(recorded_game("djfjjv4k-2p"))

Not yet on the table: a federation is chosen from a list of buttons (each one shows its hexes on the map when
hovered or focused), not built hex by hex on the map; the Ivits form no federation here, as the rules engine
lists none for them (see ``tablebook.games.gaia_project``). Each player's VP by source (the rules' own book: round
scoring tiles, tech tiles, federation tokens, VP paid for charges …) opens under their board, each source's details
in its tooltip.
"""

from __future__ import annotations

from .gaia_project_model import view_model
from .table import TableView


class GaiaProjectTable(TableView):
    """``GaiaProjectTable(state, seats={1: "greedy"})``: pick a build, then a glowing hex; answer charge offers."""

    _front_end = "gaia_project.js"
    view_model = staticmethod(view_model)

    def _with_computers(self, model: dict, state) -> dict:
        """As every table: no clicks while a computer player decides (here the tools, targets and free actions too)."""
        model = super()._with_computers(model, state)
        if self.interactive and self._computer_to_move(state) is not None:
            model.update(groups=[], tools=[], targets={}, free=[])
        return model

    def __repr__(self) -> str:
        m = self.model
        if m.get("over"):
            status = f"game over, won by {' and '.join(m.get('winners', []))}"
        else:
            status = f"round {m.get('round')}, {m.get('decider_name')} to decide"
        scores = ", ".join(f"{p['name']} {p['score']}" for p in m.get("players", []))
        return f"<GaiaProjectTable: {status}; VP {scores}{self._computers_text()}>"

"""The Space Station table: every station as cards on a grid, your hand, and every legal move, clickable.

Hidden hands: the table shows what its ``viewer`` seat may see (None: a spectator, who sees no hand
and cannot play). Clicks from the browser act for that seat (see ``TableView``), and the rules refuse
another seat's decision, so a browser cannot probe another player's hand by asking "why not" about
their moves. Python code calling ``act``/``explain`` directly is the table's owner and is not limited.
"""

from __future__ import annotations

from .space_station_model import view_model
from .table import TableView


class SpaceStationTable(TableView):
    """``SpaceStationTable(game.setup(players=3, seed=1), viewer=0)``: click a hand card, then a highlighted exit."""

    _front_end = "space_station.js"
    view_model = staticmethod(view_model)

    def __repr__(self) -> str:
        m = self.model
        if m.get("over"):
            status = f"game over, won by {' and '.join(m.get('winners', []))}"
        else:
            status = f"year {m.get('year')}, {m.get('decider')} to decide"
        scores = ", ".join(f"{p['short']} {p['score']}" for p in m.get("players", []))
        return f"<SpaceStationTable: {status}; VP {scores}; viewer {m.get('viewer_name')}{self._computers_text()}>"

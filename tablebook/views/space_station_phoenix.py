"""The Space Station Phoenix table: every station (Hub, wings, Sectors and residents), the fleets, the neutral
ships, the Diplomacy board, the score track, the supply and Terra, and every legal move, clickable.

No hidden information: every viewer sees the whole table. The viewer (a seat, or None for a hot-seat table
where whoever decides clicks) is whose decisions the browser's clicks make; a Diplomacy reward, which every
rewarded seat chooses at once, is asked of each seat in turn at a hot-seat table, and of the viewer's seat
while computer players answer for theirs.
"""

from __future__ import annotations

from .space_station_phoenix_model import picks_of, view_model
from .table import TableView


class SpaceStationPhoenixTable(TableView):
    """``SpaceStationPhoenixTable(game.setup(players=3, seed=1), seats={1: "greedy", 2: "greedy"})``: click a
    ship, then its highlighted target (a ship, a Sector, a Diplomacy track) or its action's button."""

    _front_end = "space_station_phoenix.js"
    view_model = staticmethod(view_model)

    def _with_referee(self, model: dict) -> dict:
        """In a guided game the ships, buttons and targets offer only the moves the referee takes now (the table
        clicks ``moves`` and ``picks``, not ``legal``); a ship with nothing offered still answers why, on hover."""
        model = super()._with_referee(model)
        if self.referee is not None:
            offered = set(model["legal"])
            model["moves"] = [move for move in model["moves"] if move["action"] in offered]
            model["picks"] = picks_of(model["moves"])
        return model

    def __repr__(self) -> str:
        m = self.model
        if m.get("over"):
            status = f"game over, won by {' and '.join(m.get('winners', []))}"
        else:
            status = f"{m.get('active')}'s turn, {m.get('decider')} to decide"
        scores = ", ".join(f"{p['colour']} {p['score']}" for p in m.get("players", []))
        return f"<SpaceStationPhoenixTable: {status}; points if it ended now {scores}{self._computers_text()}>"

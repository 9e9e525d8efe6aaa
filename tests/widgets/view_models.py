"""The view models the front-end tests draw: each game's table at setup, in play and at the end, as JSON on stdout.

Run by tests/widgets/views.test.mjs (``python -m tests.widgets.view_models``), so the JavaScript panels are tested on
what the Python side sends today, never on a copy that could drift from it.
"""

from __future__ import annotations

import json
import random

import tablebook
from tablebook.games.gaia_project.log import recorded_game
from tablebook.views import AlienFrontiersTable, GaiaProjectTable, SpaceStationPhoenixTable, SpaceStationTable

TABLES = {
    "alien_frontiers": (AlienFrontiersTable, "alien-frontiers", 3, {}),
    "gaia_project": (GaiaProjectTable, "gaia-project", 2, {}),
    "space_station": (SpaceStationTable, "space-station", 3, {"viewer": 0}),
    "space_station_phoenix": (SpaceStationPhoenixTable, "space-station-phoenix", 3, {}),
}


def positions(view: str) -> dict[str, dict]:
    """``setup``, ``playing`` (after some seeded random moves; Gaia Project's recorded game where a mine may be built)
    and ``over`` (a seeded random game played out)."""
    cls, name, players, options = TABLES[view]
    found = {}
    for label, moves in (("setup", 0), ("playing", 25), ("over", 5000)):
        if view == "gaia_project" and label == "playing":
            table = cls(recorded_game("djfjjv4k-2p").replay(tablebook.load("gaia-project"), upto=8))
            moves = 0
        else:
            table = cls(tablebook.load(name).setup(players=players, seed=3), **options)
        rng = random.Random(moves)
        for _ in range(moves):
            if table.state.is_over():
                break
            if table.state.decider() is tablebook.CHANCE:
                table.roll()
            else:
                table.act(rng.choice(table.state.legal_actions()))
        if label == "playing" and table.coach.get("can_hint"):
            table.hint()  # the coach's suggestion, as a click on Hint brings it
        found[label] = {"model": table.model, "can_undo": table.can_undo, "can_redo": table.can_redo, "coach": table.coach}
    return found


if __name__ == "__main__":
    print(json.dumps({view: positions(view) for view in TABLES}))

"""The coach's evaluator (what the greedy agent weighs moves by) gives the heuristic from scratch when the player's
end bonuses count their stock, their fleet and their station: it keeps the points of those a move cannot change."""

from __future__ import annotations

import random

from tablebook.core.trials import Trials

from .phoenix_helpers import GAME, bare_three_seats, build_station

RED = 0


def test_the_evaluator_values_moves_as_the_heuristic_with_stock_fleet_and_station_end_bonuses():
    # Hub A-1: a bonus by ships left; Sector 305 (working, five residents): 1 point per 3 metal; 101 and 201 count
    # toward nothing but Sectors and residents; 9 metal, so that giving one up (Hub A-1's conversion) costs a point
    ships = {sid: None for sid in GAME.setup(3, 2, setup="first-game").ships}
    ships.update({"red-dismantle": RED, "red-transport": RED, "blue-dismantle": 1, "neutral-1": None})
    s = bare_three_seats(ships, gems=(20, 20, 20), hubs=("A-1", "B-7", "B-7"))
    with s.edit():
        build_station(s, RED, {"101": [], "201": [], "305": ["teal"] * 5})
        s.res[RED] = {"food": 4, "water": 4, "metal": 9}
    coach, rng, tried = GAME.coaching, random.Random(3), 0
    for _ in range(40):  # Red's moves from here on, and the positions they lead to
        if s.is_over() or s.decider() != RED:
            break
        value, trials = coach.evaluator(s, RED), Trials(s)
        for action in s.legal_actions():
            assert value(trials.apply(action, RED)) == coach.value(s.clone().apply(action, RED), RED), action
            tried += 1
        s.apply(rng.choice(s.legal_actions()), RED)
    assert tried > 20

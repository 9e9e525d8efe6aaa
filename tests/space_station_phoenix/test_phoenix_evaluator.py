"""The coach's evaluator (what the greedy agent weighs moves by) gives the heuristic from scratch when the player's
end bonuses count their stock, their fleet and their station: it keeps the points of those a move cannot change."""

from __future__ import annotations

import random

import pytest

from tablebook.agents.players import make_agent
from tablebook.core import CHANCE
from tablebook.core.trials import Trials
from tablebook.games.space_station_phoenix.station import sectors_of

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


@pytest.mark.parametrize("players, agent, seed, options", [
    (2, "random", 5, {}), (4, "random", 6, {"hubs": "advanced"}), (4, "greedy", 7, {"hubs": "advanced"}),
    (3, "greedy", 8, {})])
def test_the_evaluator_values_every_move_as_the_heuristic_along_seeded_games(players, agent, seed, options):
    # whatever the evaluator keeps from the position it starts from (station, end bonuses, fleet) must give the value
    # found from scratch on a copy, move by move, at every third decision of a whole game
    s, tried = GAME.setup(players, seed, **options), 0
    agents = [make_agent(agent, seed * 10 + p) for p in range(players)]
    coach = GAME.coaching
    while (who := s.decider()) is not None:
        if who is CHANCE:
            s.resolve_chance()
            continue
        if len(s.history) % 3 == 0:
            value, trials = coach.evaluator(s, who), Trials(s)
            for action in coach.weighed(s.legal_actions()):
                assert value(trials.apply(action, who)) == coach.value(s.clone().apply(action, who), who), action
                tried += 1
        s.apply(agents[who].decide(s.view(who)), who)
    assert tried > 300


def test_the_evaluator_counts_every_station_again_when_a_rival_station_changed():
    # no move changes a rival's station today; a position where one did is valued from scratch all the same
    s, rng = GAME.setup(3, 3), random.Random(3)
    while True:  # on to a decision of a seat that has a resident, as one of their rivals has
        if (player := s.decider()) is CHANCE:
            s.resolve_chance()
            continue
        housed = [q for q in range(3) if any(s.residents[sid] for sid in sectors_of(s, q))]
        if player in housed and len(housed) > 1:
            break
        s.apply(rng.choice(s.legal_actions()))
    rival = next(q for q in housed if q != player)
    kind = next(kind for sid in sectors_of(s, player) for kind in s.residents[sid])
    value = GAME.coaching.evaluator(s, player)
    for change in ("residents", "station"):
        after = s.clone()
        with after.edit():
            if change == "residents":  # the rival now holds the most of a kind the player holds
                after.hub_residents[rival] += [kind] * 20
            else:  # a rival's whole wing gone
                colour = next(iter(after.stations[rival]))
                for sid in after.stations[rival].pop(colour):
                    del after.residents[sid]
        assert value(after) == GAME.coaching.value(after, player), change

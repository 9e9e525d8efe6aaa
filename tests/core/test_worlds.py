"""A world only read (``State.read_world``) is the world ``sample_world`` deals, shares the position's public fields
but the hidden ones, and leaves the position as it was."""

from __future__ import annotations

import random

from tablebook.core import CHANCE
from tablebook.core.trials import Trials
from tablebook.registry import load
from tests.games import positions


def test_a_world_to_read_is_the_sampled_world_and_leaves_the_position_as_it_was():
    # the same deal from the same generator, sharing the unseen-dealt-again game's public fields but copying its hidden
    # ones: the position is never changed by the deal, and trials on such worlds, followed from decision to decision,
    # give the positions a whole copy of each world gives
    game = load("space-station")
    trials = None
    for state in positions("space-station", game.max_players, seed=3, every=3, limit=300):
        seat = state.decider()
        if seat is CHANCE:
            continue
        before = state.to_json()
        world = state.read_world(seat, random.Random(len(state.history)))
        sampled = state.sample_world(seat, random.Random(len(state.history)))
        assert world.to_json() == sampled.to_json()
        assert world.legal_actions() == sampled.legal_actions()
        assert state.to_json() == before
        assert world.hands is not state.hands and world.deck is not state.deck
        trials = Trials(world) if trials is None else trials.follow(base=world)
        for action in random.Random(len(state.history)).sample(world.legal_actions(), min(5, len(world.legal_actions()))):
            assert trials.apply(action, seat).to_json() == sampled.clone().apply(action, seat).to_json(), action
        assert state.to_json() == before and world.to_json() == sampled.to_json()


def test_a_game_that_names_no_hidden_fields_reads_a_whole_copy():
    state = next(positions("alien-frontiers", 2, seed=1, every=5))
    world = state.read_world(state.decider(), random.Random(0))
    assert world.to_json()["data"] == state.to_json()["data"]
    assert all(getattr(world, k) is not getattr(state, k) for k in state.FIELDS if isinstance(getattr(state, k), (list, dict)))

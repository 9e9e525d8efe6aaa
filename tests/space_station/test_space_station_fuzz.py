"""Fuzzing Space Station's action boundary: mutated, malformed and out-of-turn actions at many states.

Whatever is thrown, either the action is legal (explain() is None and it is listed by legal_actions())
or apply() raises IllegalAction — never another exception — and the state's JSON is unchanged.
"""

from __future__ import annotations

import random

import pytest

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE, Action
from tablebook.games.space_station.data import CARDS
from tablebook.games.space_station.turn import VERBS

from ..fuzzing import check, mutants
from .space_station_helpers import GAME

WORDS = sorted(CARDS) + ["core", "m1", "m2", "m9", "L", "U", "R", "D", "X", "up", "p1", "p7", "0", "1", "6", "-1", "01",
                         "structural", "bio", "luxury", "support", "scientific", "military", "purple", "", "🚀"]
VERB_WORDS = sorted(VERBS) + ["dock", "roll", "Build", "PASS", "undo"]


@pytest.mark.parametrize("players, seed", [(1, 3), (2, 5), (4, 7), (6, 11)])
def test_mutated_and_out_of_turn_actions_are_refused_cleanly(players, seed):
    rng = random.Random(seed)
    s = GAME.setup(players, seed)
    agent = RandomAgent(seed)
    checked = 0
    while not s.is_over():
        who = s.decider()
        if who is CHANCE:
            for verb in ("build", "pass", "play"):
                check(s, Action(verb, ()))  # a player's action while chance decides
            s.apply(s.sample_chance())
            continue
        if rng.random() < 0.3:
            for action in rng.sample(s.legal_actions(), min(3, len(s.legal_actions()))):
                for mutant in mutants(action, rng, WORDS, VERB_WORDS):
                    check(s, mutant)
                    checked += 1
                if players > 1:
                    check(s, action, player=(who + 1) % players)  # the right action from the wrong seat
            check(s, "draw " + rng.choice(sorted(CARDS)))  # a chance outcome at a player's decision
        s.apply(agent.choose(s))
    for text in ("pass", "build core L"):
        check(s, text)  # nothing is legal once the game is over
    assert checked > 50

"""Fuzzing Space Station Phoenix's action boundary: mutated, malformed and out-of-turn actions at many states.

Whatever is thrown, either the action is legal (explain() is None and it is listed by legal_actions())
or apply() raises IllegalAction — never another exception — and the state's JSON is unchanged.
"""

from __future__ import annotations

import random

import pytest

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE
from tablebook.games.space_station_phoenix.data import HUBS, SECTORS, SHIPS, TRACKS
from tablebook.games.space_station_phoenix.turn import VERBS

from ..fuzzing import check, mutants
from .phoenix_helpers import GAME, hub_states

WORDS = (sorted(SHIPS)[::7] + sorted(SECTORS)[::9] + sorted(HUBS)[::5] + TRACKS +
         ["hub", "teal", "pink", "brown", "gold", "human", "food", "water", "metal", "gems", "stop", "observe",
          "recruit", "alien", "trade", "buy", "0", "1", "3", "5", "6", "-1", "01", "", "🚀"])
VERB_WORDS = sorted(VERBS) + ["use", "pass", "Income", "undo"]


def random_states(players, seed):
    s, agent = GAME.setup(players, seed), RandomAgent(seed)
    while not s.is_over():
        yield s
        s.apply(s.sample_chance() if s.decider() is CHANCE else agent.choose(s))
    yield s


def fuzz(states, seed: int, share: float) -> int:
    """Throw near misses at a ``share`` of the players' decisions of a game; the number of throws."""
    rng = random.Random(seed)
    checked = 0
    for s in states:
        if s.is_over():
            for text in ("income", "reward 1"):
                check(s, text)  # nothing is legal once the game is over
        elif s.decider() is CHANCE:
            for text in ("income", "keep food", "roll 9 9 9 9", "roll 1 1"):
                check(s, text)
        elif rng.random() < share:
            for action in rng.sample(s.legal_actions(), min(3, len(s.legal_actions()))):
                for mutant in mutants(action, rng, WORDS, VERB_WORDS):
                    check(s, mutant)
                    checked += 1
                outsider = next((q for q in range(s.players) if q not in s.deciders()), None)
                if outsider is not None:
                    check(s, action, player=outsider)  # the right action from the wrong seat
            check(s, "roll 1 1 1 1")  # a chance outcome at a player's decision
    return checked


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 5), (4, 7)])
def test_mutated_and_out_of_turn_actions_are_refused_cleanly(players, seed):
    assert fuzz(random_states(players, seed), seed, 0.3) > 50


@pytest.mark.parametrize("hub", ["A-6", "A-8", "A-11", "A-12"])
def test_the_advanced_hubs_decisions_refuse_cleanly(hub):
    """Every decision of the Hub's owner in its own phases (and a share of the rest) is fuzzed."""
    def states():
        for s in hub_states(hub, 3):
            yield s
            if s.phase() in ("settle", "return") or (s.phase() == "turn" and s.hubs[s.active] == hub):
                check(s, "return hub teal")
                check(s, "settle gold 999")
                check(s, "lose")
                check(s, "recruit hub")
    assert fuzz(states(), 11, 0.1) > 50

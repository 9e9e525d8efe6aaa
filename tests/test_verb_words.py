"""Every verb says what it did and how it reads on a button, in one place (its game's narration module):
narration and the table views take their words from the verb, never by parsing an action's arguments."""

from __future__ import annotations

import pytest

import tablebook
from tablebook.agents import RandomAgent
from tablebook.core import CHANCE
from tests.games import GAMES


@pytest.mark.parametrize("name", GAMES)
def test_every_verb_tells_what_it_did(name):
    game = tablebook.load(name)
    missing = [verb for verb, v in game.state_class.VERBS.items() if v.tell is None]
    assert missing == []


@pytest.mark.parametrize("name, players", [(name, 3) for name in GAMES])
def test_narration_and_labels_come_from_the_verbs_through_a_whole_game(name, players):
    state = tablebook.load(name).setup(players, 4)
    agents = [RandomAgent(p) for p in range(players)]
    told = 0
    while not state.is_over():
        who = state.decider()
        if who is not CHANCE:
            for action in state.legal_actions():
                worded = state.game.state_class.VERBS[action.verb].label is not None
                assert (state.label(action) != str(action)) == worded  # a verb without a label reads as its text
        action = state.sample_chance() if who is CHANCE else agents[who].choose(state)
        before = state.clone()
        state.apply(action)
        text, rule = state.game.narrate(before, action, state)
        # the fallback, when no verb had words for it, is the seat and the action's text ("Yellow: deal buy food")
        assert not text.startswith(f"{before.seat_name(who)}: {action}"), text
        assert rule is not None and str(rule).startswith(state.game.title)
        told += 1
    assert told > 50

"""Every verb says what it did, how it reads on a button and what the rulebook calls it, in one place (its game's
narration module): narration and the table views take their words from the verb, never by parsing an action's
arguments, and the design lab names each kind of action as a designer who knows the rulebook does."""

from __future__ import annotations

import pytest

import tablebook
from tablebook.agents import RandomAgent
from tablebook.core import CHANCE
from tablebook.core.verbs import bare, described
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


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_of_action_has_a_short_name_of_its_own(name):
    game = tablebook.load(name)
    names = {verb: v.name for verb, v in game.state_class.VERBS.items()}
    assert [verb for verb, said in names.items() if not said] == []
    assert len(set(names.values())) == len(names), names  # two kinds of action one name would be one row twice
    for verb, said in names.items():
        assert 1 <= len(said.split()) <= 4 and said[0].isupper() and said == said.strip(), said
        assert game.verb_name(verb) == said


def test_a_game_without_names_shows_its_verbs():
    from tests.core.relay_game import GAME

    assert all(GAME.verb_name(verb) == verb for verb in GAME.state_class.VERBS)
    assert tablebook.load("alien-frontiers").verb_name("fly") == "fly"  # not a verb of the game: as it was given


def test_described_refuses_words_for_verbs_the_game_has_not():
    table = {"end": bare("end", lambda s, p, args: None)}
    assert described(table, {}, {}, {"end": "End the turn"})["end"].name == "End the turn"
    assert described(table, {}, {})["end"].name is None
    for words in ({"tell": {"fly": None}}, {"label": {"fly": None}}, {"name": {"end": "End the turn", "fly": "Fly"}}):
        given = {"tell": {}, "label": {}, "name": {}} | words
        with pytest.raises(KeyError, match="fly"):
            described(table, given["tell"], given["label"], given["name"])

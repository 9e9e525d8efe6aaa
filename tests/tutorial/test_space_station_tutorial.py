"""The Space Station tutorial's odds quiz: counted by hand, and from what the learner may see only.

At the year-2 discard the learner holds a Shipyard and has seen ten cards of the deck: their hand (Shipyard), the
modules built (Dormitory, Hotel, Living Quarters; Player 2's Restaurant, Laboratory, Storage) and the open discard
pile (Solar Flare, Government Grant, Observatory). So 107 cards are unseen, 14 of them Support modules (5 kinds of
3 copies, less the Shipyard); keeping the Shipyard draws 4 of them.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from tablebook.registry import load
from tablebook.tutorial import Tutor, load as load_tutorial
from tablebook.games.space_station.tutorial import QUESTIONS, chance_of_kind_if_kept

GAME = load("space-station")


@pytest.fixture(scope="module")
def at_the_odds_quiz():
    tutor = Tutor(load_tutorial(GAME), GAME)
    tutor.goto("discard")
    tutor.act("income structural")
    tutor.next(), tutor.answer("5")
    assert tutor.step.answer == "support_if_kept"
    return tutor


def test_the_odds_are_those_counted_by_hand(at_the_odds_quiz):
    none = Fraction(93 * 92 * 91 * 90, 107 * 106 * 105 * 104)  # four draws, none of the 14 Support cards
    assert chance_of_kind_if_kept(at_the_odds_quiz.state, 0, "support") == 1 - none
    assert at_the_odds_quiz.right_answer() == "about 4 in 10"


def test_the_odds_use_only_what_the_learner_may_see(at_the_odds_quiz):
    """Player 2's hand and the deck dealt again from the unseen cards leave the learner's odds as they were."""
    state = at_the_odds_quiz.state
    worlds = [state.sample_world(0, random.Random(seed)) for seed in range(5)]
    assert any(sorted(world.hands[1]) != sorted(state.hands[1]) for world in worlds)  # the hidden cards do change
    for world in worlds:
        assert chance_of_kind_if_kept(world, 0, "support") == chance_of_kind_if_kept(state, 0, "support")
        assert QUESTIONS["support_if_kept"](world, 0) == "about 4 in 10"

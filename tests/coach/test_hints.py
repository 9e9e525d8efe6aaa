"""The coach's hint: a legal move for the seat that decides, and why, in the real numbers of the table."""

from __future__ import annotations

import re

import pytest

from tablebook.coach import hint
from tablebook.core import CHANCE, IllegalAction
from tablebook.registry import load
from tests.coach.positions import positions
from tests.games import GAMES

# how each game's VP term reads in words (its coaching.py), for the check below
VP_WORDS = {"alien-frontiers": "VP", "gaia-project": "VP", "space-station": "VP",
            "space-station-phoenix": "point"}
NOTATION = re.compile(r"\b(dock|build|draw|roll) [a-z0-9-]+ \d|[{}\[\]]|<.*object at")


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_is_a_legal_move_of_the_seat_that_decides_and_says_what_it_gains_in_real_numbers(name):
    hints = scored = 0
    for players in (2, 3):
        for seed in range(2):
            for state, who in positions(name, players, seed, every=2, most=600):
                if who is CHANCE:
                    continue
                given = hint(state, who)
                hints += 1
                assert given.seat == who
                assert state.is_legal(given.action, who), (name, seed, len(state.history), given.action)
                assert given.move and given.why and not NOTATION.search(given.why)
                after = state.clone().apply(given.action, who)
                gained = after.score(who) - state.score(who)  # the score, read apart from the coach
                if gained:
                    scored += 1
                    word = VP_WORDS[name] + ("s" if name == "space-station-phoenix" and abs(gained) != 1 else "")
                    said = given.gains if gained > 0 else given.costs
                    assert any(item.startswith(f"{abs(gained)} {word}") for item in said), (given.why, gained)
    assert hints > 50 and scored, (hints, scored)


def test_a_landing_says_the_vp_it_gains():
    """Alien Frontiers: a colony landed on a territory (1 VP) that brings its control (1 VP more, End of Game and
    Scoring) gains those VP, and the hint says the number the score moved by."""
    for state, who in positions("alien-frontiers", 2, 4):
        if who is not CHANCE and state.verbs(who) == ("land",):
            break
    given = hint(state, who)
    gained = state.clone().apply(given.action, who).score(who) - state.score(who)
    assert gained > 0
    assert f"It gains {gained} VP" in given.why


def test_there_is_no_hint_for_a_seat_that_does_not_decide_or_at_a_roll():
    state = load("alien-frontiers").setup(2, 0)
    assert state.decider() is CHANCE
    with pytest.raises(IllegalAction):
        hint(state)
    state.resolve_chance()
    with pytest.raises(IllegalAction):
        hint(state, 1 - state.decider())


def test_a_hint_at_hidden_hands_is_the_same_every_time_and_for_any_deal_of_the_rivals_hands():
    """Space Station: the coach looks ahead in a world dealt again from what the seat cannot see, so it never
    peeks: swapping a rival's hand for other unseen cards changes nothing."""
    for state, who in positions("space-station", 3, 1):
        if who is not CHANCE and "build" in state.verbs(who):
            break
    first = hint(state, who)
    assert hint(state, who).to_json() == first.to_json()
    other = state.clone()
    rival = (who + 1) % 3
    with other.edit():
        other.hands[rival], other.deck = [], {**other.deck}
        for card in state.hands[rival]:
            other.deck[card] = other.deck.get(card, 0) + 1
        for card in sorted(other.deck)[: len(state.hands[rival])]:
            other.hands[rival].append(card)
            other.deck[card] -= 1
            if not other.deck[card]:
                del other.deck[card]
    assert hint(other, who).action == first.action


def test_what_a_move_takes_from_a_rival_is_said_as_blocking():
    """Alien Frontiers: the Raiders' Outpost takes a rival's resources; a hint to steal says what the rival loses."""
    for seed in range(40):
        for state, who in positions("alien-frontiers", 2, seed):
            if who is not CHANCE and "steal" in state.verbs(who):
                given = hint(state, who)
                if given.action.verb == "steal" and given.action.args[1] in ("fuel", "ore"):
                    rival = state.seat_name(state.seat(given.action.args[0]))
                    assert f"{rival} loses 1 {given.action.args[1]}" in given.why
                    return
    pytest.fail("no raid found")

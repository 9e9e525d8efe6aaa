"""The odds of what chance decides next: exact, summing to one, and as counted by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablebook.coach import chance_words, odds
from tablebook.core import CHANCE
from tablebook.registry import load
from tests.coach.positions import positions
from tests.games import GAMES


def test_three_ships_rolled_by_hand():
    state = load("alien-frontiers").setup(2, 0)
    found = odds(state)
    assert found.what == "red's roll of 3 ships"
    kinds, events = dict(found.kinds), dict(found.events)
    # 216 ordered rolls: all different 6·5·4, a pair 3·6·5 (which die is the odd one, the pair's value, the other's),
    # three of a kind 6
    assert kinds == {"all different": Fraction(120, 216), "a pair": Fraction(90, 216), "three of a kind": Fraction(6, 216)}
    assert events["a pair or better (the Shipyard, the Orbital Market)"] == 1 - Fraction(6 * 5 * 4, 216) == Fraction(4, 9)
    assert events["a run of three (the Raiders' Outpost)"] == Fraction(4 * 6, 216)  # 1-2-3 … 4-5-6, 3! orders each
    assert events["at least one 6 (the Terraforming Station)"] == 1 - Fraction(5, 6) ** 3
    # more than 7 with all three ships: the sums 3…7 of three dice come in 1+3+6+10+15 = 35 of 216 ordered rolls
    assert events["ships totalling more than 7 at the Alien Artifact (a card)"] == 1 - Fraction(35, 216)


def test_a_probability_reads_as_a_fraction_and_a_percentage():
    assert chance_words(Fraction(5, 9)) == "5/9 (55.6 %)"
    assert chance_words(Fraction(1)) == "certain"


@pytest.mark.parametrize("name", GAMES)
def test_every_pending_chance_has_odds_whose_kinds_share_out_the_whole(name):
    seen = 0
    for state, who in positions(name, 3, 2, most=1500):
        if who is CHANCE:
            found = odds(state)
            assert sum(p for _, p in found.kinds) == 1
            assert all(0 <= p <= 1 for _, p in found.events)
            assert len(found.kinds) <= 8 and found.lines()
            seen += 1
        else:
            assert odds(state) is None
    assert seen or name == "gaia-project"  # Gaia Project's chance is all in its setup


def test_the_odds_before_a_move_that_leads_to_chance():
    """Space Station Phoenix: a Terran Expedition ship rolls its duration in dice; the odds of the roll it would set
    off are known before the move: no Human on n dice is (5/6)^n (one face of six shows a Human)."""
    for state, who in positions("space-station-phoenix", 2, 1):
        if who is not CHANCE:
            rolls = [a for a in state.legal_actions("expedition", who)]
            if rolls:
                break
    found = odds(state, rolls[0])
    dice = int(found.what.split()[-2])
    kinds = dict(found.kinds)
    assert kinds["no Human"] == Fraction(5, 6) ** dice
    assert dict(found.events)["at least 1 Human"] == 1 - Fraction(5, 6) ** dice
    assert dict(found.events)["at least 1 food"] == 1 - Fraction(4, 6) ** dice  # two faces of six show food


def test_space_station_draw_odds_count_rivals_hands_as_unseen():
    """The next card as the seat can know it: the deck and the rivals' hands are one pool of unseen cards."""
    from tablebook.games.space_station.data import CARDS
    state = load("space-station").setup(2, 0)
    while state.decider() is not CHANCE:
        state.apply(state.legal_actions()[0])
    event = next(c for c, card in CARDS.items() if card.is_event)
    module = next(c for c, card in CARDS.items() if not card.is_event and card.deck)
    with state.edit():
        state.deck = {event: 1, module: 2}
        state.hands[1] = [module]
        state.hands[0] = [event]  # the seat's own card is seen: not in the pool
    found = dict(odds(state, seat=0).kinds)
    # unseen by seat 0: the deck's 3 cards and seat 1's one: 1 event in 4
    assert found["an event"] == Fraction(1, 4)
    # the true draw (the deck alone) would be 1 in 3: only a spectator-free, seat-blind view would say so
    assert dict(odds(state).kinds)["an event"] == Fraction(1, 3)

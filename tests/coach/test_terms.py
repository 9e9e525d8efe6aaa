"""The heuristics as named terms: the same numbers as the formulas they replaced, and Gaia Project's terms as the
rulebook's scoring counts them."""

from __future__ import annotations

import pytest

from tablebook.coach import Coaching, Term
from tablebook.core import CHANCE
from tablebook.games.alien_frontiers.data import HUB_CIRCLES
from tablebook.games.space_station.station import functioning
from tablebook.games.space_station.year import majorities, majority_vp
from tablebook.games.space_station_phoenix.data import RESOURCES
from tablebook.registry import load
from tests.coach.positions import positions


# The heuristics as they were written before the coach split them into terms (commit 14b7354): the independent
# reference that the split changed no number (the greedy agent's games are the same: tests/same_games.json).
def alien_frontiers_before(state, player):
    limit = state.options["resource_limit"]
    out_of_supply = state.options["colonies"] - state.supply[player] - (state.hub[player] > 0)
    ore = min(state.ore[player], limit)
    fuel = min(state.fuel[player], limit - ore)
    return (10 * state.score(player) + 14 * out_of_supply + 1.5 * min(state.hub[player], HUB_CIRCLES)
            + 4 * state.colour_ships_in_play(player) + 2 * len(state.hands[player]) + fuel + 2 * ore)


def space_station_before(state, player):
    standing = 0 if state.is_over() else majority_vp(state) * sum(player in seats for seats in majorities(state).values())
    modules = sum(1 for m in state.stations[player].values() if functioning(m))
    return 10 * state.score(player) + 8 * standing + 3 * modules + 0.5 * state.money[player] + len(state.hands[player])


def phoenix_before(state, player):
    ships = list(state.ships.values()).count(player)
    stock = sum(min(state.res[player][r], 6) for r in RESOURCES)
    return (state.score(player) + 0.5 * stock + 0.3 * min(state.gems[player], 12)
            + sum(state.diplomacy[player].values()) + 6 * min(ships, 2) + 2 * max(ships - 2, 0))


BEFORE = {"alien-frontiers": alien_frontiers_before, "space-station": space_station_before,
          "space-station-phoenix": phoenix_before}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_the_heuristic_is_exactly_the_number_it_was_at_every_position(name):
    game = load(name)
    checked = 0
    for players in (game.min_players if game.min_players > 1 else 2, 4):
        for seed in range(2):
            for state, _ in positions(name, players, seed, every=3):
                for p in range(players):
                    assert game.heuristic(state, p) == BEFORE[name](state, p), (name, players, seed, len(state.history), p)
                    checked += 1
    assert checked > 500


def test_a_term_counts_in_words_and_weighs_its_amount():
    colonies = Term("colonies on their way", 14, 2, "colony on its way")
    assert colonies.value == 28
    assert colonies.count(1) == "1 colony on its way"
    assert colonies.count(3) == "3 colonies on their way"
    assert Term("VP", 10, 0).count(2.5) == "2.5 VP"


def test_a_game_without_a_coach_is_valued_by_its_score():
    state = load("alien-frontiers").setup(2, 0)
    assert Coaching().value(state, 0) == state.score(0)


def gaia_in_play(seed=1):
    for state, who in positions("gaia-project", 2, seed):
        if who is not CHANCE and state.round >= 1 and state.pl[who]["faction"]:
            return state.clone()
    raise AssertionError("no position in play")


def test_gaia_research_levels_score_4_8_12_vp_at_the_end():
    game = load("gaia-project")
    state = gaia_in_play()
    with state.edit():
        state.pl[0]["research"] = {"terra": 3, "nav": 4, "int": 5, "gaia": 2, "eco": 1, "sci": 0}
    terms = {t.name: t for t in game.coaching.terms(state, 0)}
    # Game End and Scoring: 4, 8 and 12 VP for levels 3, 4 and 5 of an area; nothing below 3
    assert terms["VP your research levels score at the end"].amount == 4 + 8 + 12


def test_gaia_resources_count_a_third_of_a_vp_each_and_the_heuristic_adds_the_terms():
    game = load("gaia-project")
    state = gaia_in_play()
    before = game.heuristic(state, 0)
    with state.edit():
        state.pl[0]["ore"] += 3
        state.pl[0]["knowledge"] += 3
    # 1 VP per 3 ore, credits and knowledge at the end (Game End and Scoring): 6 more are worth 2 VP
    assert game.heuristic(state, 0) == pytest.approx(before + 2)
    assert game.heuristic(state, 0) == sum(t.weight * t.amount for t in game.coaching.terms(state, 0))


def test_gaia_final_scoring_tiles_pay_by_place_with_the_neutral_player_of_a_2_player_game():
    game = load("gaia-project")
    state = gaia_in_play()
    with state.edit():
        state.setup["finalScoring"] = ["structure", "structure"]
    counts = [len(state.structures(p)) for p in range(2)]
    assert 0 < min(counts) and max(counts) < 11, counts
    # Game End and Scoring: 18, 12, 6 VP by place, tied players share (rounded down); with 2 players a neutral player
    # with 11 structures takes a place (here the first): 12 and 6, or 9 each when tied; both tiles count structures
    expected = [9, 9] if counts[0] == counts[1] else [12 if c == max(counts) else 6 for c in counts]
    for p in range(2):
        terms = {t.name: t.amount for t in game.coaching.terms(state, p)}
        assert terms["VP the final scoring tiles would pay now"] == 2 * expected[p]


def test_once_gaia_is_over_only_the_vp_count():
    game = load("gaia-project")
    for state, who in positions("gaia-project", 2, 0):
        pass
    assert state.is_over()
    assert [t.name for t in game.coaching.terms(state, 0)] == ["VP"]

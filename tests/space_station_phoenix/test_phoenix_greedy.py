"""The greedy agent (one step of look-ahead on ``GAME.heuristic``) plays Space Station Phoenix sensibly: it beats
the random agent clearly with seats swapped, and greedy players finish their games by the rulebook's end
conditions (Check for Game End) instead of taking Income in turn for ever."""

from __future__ import annotations

import pytest

from tablebook.agents.workers import play
from tablebook.design.intervals import wilson

from .phoenix_helpers import GAME


def greedy_wins(seeds) -> tuple[float, int]:
    """Greedy's wins (a shared victory counts its share) over ``seeds``, each played with greedy first, then
    second; and the number of games."""
    wins, games = 0.0, 0
    for seed in seeds:
        for lineup, greedy in ((["greedy", "random"], 0), (["random", "greedy"], 1)):
            state, end = play(GAME, 2, seed, lineup, 20_000)
            assert end != "limit"
            winners = state.winners()
            wins += winners.count(greedy) / len(winners)
            games += 1
    return wins, games


@pytest.mark.parametrize("seeds", [pytest.param(range(12), marks=pytest.mark.heavy),
                                   pytest.param(range(12, 62), marks=pytest.mark.slow)])
def test_greedy_beats_random_with_seats_swapped(seeds):
    wins, games = greedy_wins(seeds)
    assert wilson(wins, games)[0] > 0.5, f"greedy won {wins} of {games}"


@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.heavy), pytest.param(4, marks=pytest.mark.heavy)])
def test_greedy_games_end_by_the_rules(players):
    for seed in (1, 3):  # seed 3, 2 players: greedy players once took Income in turn for ever
        state, end = play(GAME, players, seed, ["greedy"], 5_000)
        assert end != "limit" and state.is_over(), f"{players} players, seed {seed}: {end}"


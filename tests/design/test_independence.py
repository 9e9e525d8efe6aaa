"""Consecutive seeds as independent draws: the block scan and its permutation test by hand, then thousands of games."""

import numpy as np
import pytest

from tablebook.design.independence import lag_correlation, permutation_p, split_scan, win_shares


def test_a_split_by_hand():
    # 1, 1 | 0, 0: means 1 and 0, variance 1/4 over all four, standard error √(1/4 · (1/2 + 1/2)) = 1/2, so z = 2
    assert split_scan(np.array([[1.0], [1.0], [0.0], [0.0]]), 2) == pytest.approx(2.0)
    # the other column splits evenly (z = 0): the scan takes the largest over columns and splits
    assert split_scan(np.array([[1.0, 1], [1, 0], [0, 1], [0, 0]]), 2) == pytest.approx(2.0)


def test_the_permutation_p_of_four_games_by_hand():
    # of the 6 ways to place two 1s among four games, 2 put them both before or both after the split: p = 1/3
    result = permutation_p(np.array([[1.0], [1.0], [0.0], [0.0]]), 2, permutations=20_000, seed=1)
    assert result["p"] == pytest.approx(1 / 3, abs=0.015)


def test_a_shifted_stretch_is_found_and_an_exchangeable_one_is_not():
    rng = np.random.default_rng(5)
    fair = (rng.random((2000, 1)) < 0.25).astype(float)
    shifted = fair.copy()
    shifted[:400] = (rng.random((400, 1)) < 0.35).astype(float)  # the first 400 seeds win 35 %, the rest 25 %
    assert permutation_p(shifted, 200, permutations=2000)["p"] < 0.01
    assert permutation_p(fair, 200, permutations=2000)["p"] > 0.05


def test_lag_correlation_by_hand():
    # centred −1.5, −0.5, 0.5, 1.5: neighbours' products 0.75 − 0.25 + 0.75 = 1.25 over the sum of squares 5
    assert lag_correlation([1, 2, 3, 4]) == pytest.approx(0.25)
    assert lag_correlation([3, 3, 3]) == 0.0


def test_win_shares_share_a_tie():
    assert win_shares([{"winners": [1]}, {"winners": [0, 2]}], 3).tolist() == [[0, 1, 0], [0.5, 0, 0.5]]


@pytest.mark.slow
@pytest.mark.parametrize("game, players, games", [("alien-frontiers", 4, 3000), ("space-station", 2, 3000)])
def test_consecutive_seeds_are_independent_draws(game, players, games):
    """Thousands of cheap games (random agents): no stretch of seeds wins differently, by seat, beyond what
    exchangeable games give (the scan over splits every 200 seeds, tested by permutation), and no game's length
    follows its neighbour's (the lag-1 correlation, about normal with standard deviation 1/√n when independent)."""
    from tablebook.agents import simulate

    table = simulate(game, players, games, seed=0, agents="random", workers=None, max_actions=5000)
    scan = permutation_p(win_shares(table.rows, players), 200, permutations=2000)
    assert scan["p"] > 0.001, scan
    assert abs(lag_correlation(table.column("actions"))) < 4 / np.sqrt(games)

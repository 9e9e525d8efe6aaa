"""Property tests over whole random games of every game, at its fewest and most players (``tests.contract``).

After every action the kernel's contract must hold: the legal actions listed once each and exactly the verb
table's definition, every one accepted by explain(), chance exact and consistent with sampling, JSON round trips,
clones independent. At the end: the game says why it ended, its record replays to the same state (also at points
along the way), and the same seeds play the same game. Each game's own table invariants are its own tests'
(tests/alien_frontiers/test_table_invariants.py, …).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablebook.registry import load
from tests.games import GAMES

from ..contract import play_checked, plain_game

TABLES = [(name, players) for name in GAMES for players in (load(name).min_players, load(name).max_players)]
SEEDS = st.integers(min_value=0, max_value=2**40)


@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.heavy), pytest.param(2, marks=pytest.mark.heavy)])
@pytest.mark.parametrize("name, players", TABLES)
def test_random_games_keep_the_contract(name, players, seed):
    play_checked(load(name), players, seed, agent_seed=seed + 100)


@pytest.mark.heavy
@pytest.mark.parametrize("name", GAMES)
def test_hypothesis_games_keep_the_contract(name):
    game = load(name)

    @given(players=st.integers(game.min_players, game.max_players), seed=SEEDS, agent_seed=st.integers(0, 2**20))
    @settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    def games(players, seed, agent_seed):
        play_checked(game, players, seed, agent_seed, deep=False, snapshots=2, clones=2)

    games()


@pytest.mark.parametrize("name", GAMES)
def test_same_seeds_replay_the_same_game(name):
    game = load(name)

    @given(players=st.integers(game.min_players, game.max_players), seed=SEEDS, agent_seed=st.integers(0, 2**20))
    @settings(max_examples=3, deadline=None)
    def twice(players, seed, agent_seed):
        a, b = plain_game(game, players, seed, agent_seed), plain_game(game, players, seed, agent_seed)
        assert a.history == b.history and a.to_json() == b.to_json()
        assert a.scores() == b.scores() and a.winners() == b.winners()

    twice()


@pytest.mark.parametrize("name", GAMES)
def test_the_seed_decides_the_table_and_the_dice(name):
    """The same seed lays out the same table; other seeds (the players choosing alike) play other games."""
    game = load(name)
    games = set()
    for seed in range(6):
        assert game.setup(game.max_players, seed).to_json() == game.setup(game.max_players, seed).to_json()
        games.add(repr(plain_game(game, game.max_players, seed, agent_seed=0).to_json()))
    assert len(games) == 6


@pytest.mark.slow
@pytest.mark.parametrize("name, players", TABLES)
def test_many_random_games_keep_the_contract_slow(name, players):
    for seed in range(1000, 1040):
        play_checked(load(name), players, seed, agent_seed=seed, snapshots=2, clones=2)

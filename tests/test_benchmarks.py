"""The benchmarks measure what they say: the ghost of a game (``benchmarks/bench_floor.py``) walks exactly
the real game's positions, offering at each the same seat, verbs and legal actions, whatever its agent picks."""

import importlib.util
import sys
from pathlib import Path

import pytest

from tablebook.agents.workers import play
from tablebook.core import CHANCE
from tablebook.registry import game_names, load

_BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(_BENCHMARKS))  # as when the script runs: it reads its timing helpers from bench_games
_SPEC = importlib.util.spec_from_file_location("bench_floor", _BENCHMARKS / "bench_floor.py")
bench_floor = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(bench_floor)


@pytest.mark.parametrize("name", game_names())
def test_the_ghost_walks_the_real_games_positions(name):
    game = load(name)
    players = game.max_players
    real = {seed: play(game, players, seed, ["random"], 100_000)[0] for seed in (1, 2)}
    ghost = bench_floor.ghost_of(game, {seed: bench_floor.script(game, players, seed) for seed in real})
    for seed, state in real.items():
        setup = len(game.setup(players, seed).history)
        walked, end = play(ghost, players, seed, ["random"], 100_000)
        assert end != "limit" and walked.is_over()
        assert len(walked.history) == len(state.history) - setup
        assert walked.seats == state.seats[setup:]  # the same seat at every position, chance where chance drew
        # at the real game's first decision the ghost offers the same verbs and actions
        first = next(i for i, seat in enumerate(state.seats[setup:]) if seat is not CHANCE)
        start = game.setup(players, seed)
        for line in state.history[setup:setup + first]:
            start.apply(line)
        fresh = play(ghost, players, seed, ["random"], first)[0]
        assert fresh.verbs() == start.verbs()
        assert {v: fresh.legal_actions(v) for v in fresh.verbs()} == {v: start.legal_actions(v) for v in start.verbs()}

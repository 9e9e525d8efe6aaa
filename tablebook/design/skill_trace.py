"""The skill trace: does thinking twice as long keep paying, budget after budget?

Ludii's skill trace (its ``Evaluation/src/metrics/designer/SkillTrace``, after Browne 2008's "skill level"): a search
agent with twice the budget plays against agents with the budget, the budget doubling at each step. In a game of
skill the stronger agent keeps winning more than its share as the budgets grow; in a game of luck, or one whose
skill a short search already exhausts, its edge fades towards the fair share. Here the search agent is ``mcts``
(budget: iterations per decision); at each step one seat has twice the others' budget, each seat in turn on the same
seeds, and its win rate comes with its Wilson interval. (Ludii folds the trace into one number through a fitted
line and an area; the trace itself is easier to read and keeps its intervals.)
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from tablebook.agents.workers import Batch
from tablebook.core import CHANCE_SCHEME, Game
from tablebook.registry import load

from .intervals import rate_row
from .paired import win
from .sweep import play_settings


def skill_trace(
    game: str | Game,
    players: int,
    budgets: Sequence[int] = (1, 2, 4, 8),
    games: int = 8,
    seed: int = 0,
    options: dict | None = None,
    max_actions: int = 100_000,
    workers: int | None = None,
    scheduler: Any = None,
    progress: bool | None = None,
    chance: int = CHANCE_SCHEME,
) -> list[dict]:
    """For each budget b: ``games`` games (rounded up to whole turns of the table) of one ``mcts:2b`` among
    ``mcts:b``; one row per step: ``budget`` (b), ``strong`` (2b), the strong agent's ``wins``, ``games``, ``rate``,
    ``low``, ``high``, and ``edge``, its rate minus the fair share 1/players. ``chance``: the chance scheme."""
    game = load(game) if isinstance(game, str) else game
    chosen = tuple(sorted(game.check_setup(players, seed, dict(options or {})).items()))
    per_seat = math.ceil(games / players)
    settings = []
    for budget in budgets:
        for seat in range(players):
            lineup = tuple(f"mcts:{2 * budget}" if p == seat else f"mcts:{budget}" for p in range(players))
            settings.append(({"budget": budget, "seat": seat}, Batch(game.name, players, lineup, chosen, max_actions,
                                                                        chance=chance)))
    rows = play_settings(settings, per_seat, seed, workers=workers, scheduler=scheduler, progress=progress,
                         label=f"skill trace {game.name}").rows
    steps = []
    for budget in budgets:
        mine = [row for row in rows if row["budget"] == budget]
        wins = sum(win(row["seat"])(row) for row in mine)
        step = rate_row(wins, len(mine), budget=budget, strong=2 * budget)
        steps.append({**step, "edge": step["rate"] - 1 / players})
    return steps

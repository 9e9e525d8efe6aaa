"""Batch simulation: many seeded games between agents, one tidy row per game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np

from tablebook.core import CHANCE, Game, GameRecord, load

from .players import Agent, make_agent


@dataclass
class SimulationTable:
    """One row per game: seed, scores, winners, actions, end reason (and its record, kept on request)."""

    game: str
    players: int
    agents: list[str]  # names, or class names of agents of your own
    rows: list[dict] = field(default_factory=list)
    records: list[GameRecord] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def column(self, name: str) -> np.ndarray:
        """A column as a numpy array: ``scores`` is games × players, the others one value per game."""
        return np.array([row[name] for row in self.rows])

    def win_rates(self) -> np.ndarray:
        """Share of games each seat won (a tie gives each tied seat its share)."""
        wins = np.zeros(self.players)
        for row in self.rows:
            for seat in row["winners"]:
                wins[seat] += 1 / len(row["winners"])
        return wins / max(len(self.rows), 1)


def play(game: Game, players: int, seed: int, agents: Sequence[str | type[Agent]], max_actions: int, **options):
    """Play one game; return its final state and end reason ('limit' if ``max_actions`` ran out)."""
    state = game.setup(players, seed, **options)
    seats = [make_agent(agents[p % len(agents)], seed * 1000 + p) for p in range(players)]
    views = [state.view(p) for p in range(players)]  # each follows the state; an agent sees only its own
    while len(state.history) < max_actions:
        who = state.decider()
        if who is None:
            return state, state.end_reason()
        if who is CHANCE:
            state.resolve_chance()
        else:
            state.apply(seats[who].decide(views[who]))  # who decides: the seat the line records
    return state, "limit"


def simulate(
    game: str | Game,
    players: int,
    n_games: int,
    seed: int = 0,
    agents: str | type[Agent] | Sequence[str | type[Agent]] = "random",
    max_actions: int = 100_000,
    keep_records: bool = False,
    progress: Callable[[int, int], None] | None = None,
    **options,
) -> SimulationTable:
    """Play ``n_games`` games with seeds ``seed, seed+1, …``.

    ``agents``: one for all seats or one per seat, each a name (``"random"``, ``"greedy"``) or a
    subclass of Agent (built with the seat's seed).
    """
    game = load(game) if isinstance(game, str) else game
    agents = [agents] if isinstance(agents, (str, type)) else list(agents)
    table = SimulationTable(game.name, players, [a if isinstance(a, str) else a.__name__ for a in agents])
    for k in range(n_games):
        state, end = play(game, players, seed + k, agents, max_actions, **options)
        table.rows.append(
            {"seed": seed + k, "scores": state.scores(), "winners": state.winners(), "actions": len(state.history), "end": end}
        )
        if keep_records:
            table.records.append(state.record())
        if progress:
            progress(k + 1, n_games)
    return table

"""Batch simulation: many seeded games between agents, one tidy row per game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from tablebook.core import CHANCE_SCHEME, Game, GameRecord
from tablebook.core.state import STALLED
from tablebook.registry import load

from .players import Agent
from .workers import Batch, play, run

__all__ = ["SimulationTable", "simulate", "play", "seat_wins"]


@dataclass
class SimulationTable:
    """One row per game: seed, scores, winners, actions, end reason, the game's own ``study_columns`` (and its
    record, kept on request)."""

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

    def stalled(self) -> np.ndarray:
        """Per game, whether it ended because no end condition could be reached any more (its end reason begins with
        ``core.state.STALLED``), apart from the games cut off at ``max_actions`` (end reason ``limit``)."""
        return np.array([str(row["end"]).startswith(STALLED) for row in self.rows], dtype=bool)

    def win_rates(self) -> np.ndarray:
        """Share of games each seat won (a tie gives each tied seat its share)."""
        return seat_wins(self.rows, self.players) / max(len(self.rows), 1)


def seat_wins(rows: list[dict], players: int) -> np.ndarray:
    """Wins per seat over ``rows`` (each with ``winners``), a tie shared between its winners."""
    wins = np.zeros(players)
    for row in rows:
        for seat in row["winners"]:
            wins[seat] += 1 / len(row["winners"])
    return wins


def simulate(
    game: str | Game,
    players: int,
    n_games: int,
    seed: int = 0,
    agents: str | type[Agent] | Sequence[str | type[Agent]] = "random",
    max_actions: int = 100_000,
    keep_records: bool = False,
    progress: bool | None = False,
    workers: int | None = 1,
    scheduler: Any = None,
    chance: int = CHANCE_SCHEME,
    **options,
) -> SimulationTable:
    """Play ``n_games`` games with seeds ``seed, seed+1, …``.

    ``agents``: one for all seats or one per seat, each a name (``"random"``, ``"greedy"``) or a
    subclass of Agent (built with the seat's seed). ``workers``, ``scheduler`` and ``progress`` are
    ``workers.run``'s: the table is the same whoever plays the games. One worker is the default here, so an
    agent class defined in a notebook needs no pickling; ``workers=None`` uses every core. ``chance``: the chance
    scheme (``core.chance``; 1 plays a study stored before scheme 2 again).
    """
    game = load(game) if isinstance(game, str) else game
    agents = [agents] if isinstance(agents, (str, type)) else list(agents)
    table = SimulationTable(game.name, players, [a if isinstance(a, str) else a.__name__ for a in agents])
    game.check_setup(players, seed, options)  # a bad option is refused here, not in a worker
    batch = Batch(game.name, players, tuple(agents), tuple(sorted(options.items())), max_actions, keep_records,
                  chance=chance)
    rows = run([(batch, seed + k) for k in range(n_games)], workers, scheduler, progress, label=f"{game.name} {players}p")
    for row in rows:
        if keep_records:
            table.records.append(row.pop("record"))
        table.rows.append(row)
    return table

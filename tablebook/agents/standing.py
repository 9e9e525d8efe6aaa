"""A position's standing: each seat's share of the win as the game's own heuristic sees it, between 0 and 1.

The search agent judges the positions it reaches by it, and the design lab's measures of a game's flow (lead
changes, drama, decisiveness, stability) read it at every decision: it is the per-position evaluator that the
general-game-system literature asks of each game (Browne 2008; Ludii's metrics use a search agent's estimate).
It costs one heuristic per seat, no look-ahead: a short estimate, not a search's.
"""

from __future__ import annotations

import math

from tablebook.core import State

SHARPNESS = 10.0  # how fast a lead counts: a lead of a tenth of the heuristic's size is worth about 73 %


def standing(state: State, sharpness: float = SHARPNESS) -> list[float]:
    """Each seat's share of the win: exact once the game is over (a tie shared), else its heuristic lead over its
    best rival relative to the heuristic's size (the mean absolute value, plus one), through a logistic curve."""
    players = range(state.players)
    if state.is_over():
        winners = state.winners()
        return [1 / len(winners) if p in winners else 0.0 for p in players]
    values = [state.game.heuristic(state, p) for p in players]
    size = sum(abs(v) for v in values) / len(values) + 1
    results = []
    for p in players:
        lead = values[p] - max(v for q, v in enumerate(values) if q != p)
        results.append(1 / (1 + math.exp(-sharpness * lead / size)))
    return results

"""Measures of how a game plays, after the general-game-system literature.

Browne (2008), *Automatic Generation and Evaluation of Recombination Games* (the Ludi system), and Browne & Maire
(2010), "Evolutionary Game Design", rate games by criteria read off self-play: length, drawishness, lead changes,
decisiveness (how early the outcome is settled), comebacks and advantage to the first player. Here each comes from
one game's row, its ``trace`` being the scores each time a new seat starts deciding (``Batch(trace=True)``).
The lead is read off the games' running scores, so a game that scores mostly at the end shows few lead changes;
``measures`` reads it off each seat's standing at every decision instead, as Ludii does.
"""

from __future__ import annotations

import numpy as np

from .measures import game_measures, usage


def leader(scores: list) -> int | None:
    """The seat with the highest score, or None when the top is shared."""
    top = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == top]
    return leaders[0] if len(leaders) == 1 else None


def lead_changes(trace: list[list]) -> int:
    """How often the sole lead passes to another seat (a shared lead keeps the last sole leader)."""
    changes, last = 0, None
    for scores in trace:
        now = leader(scores)
        if now is not None:
            changes += last is not None and now != last
            last = now
    return changes


def decided_at(trace: list[list], winners: list[int]) -> float:
    """The share of the game played before a winner took a lead (alone or shared) it kept to the end:
    0 when a winner led throughout, near 1 when the result was open until the last turns."""
    points = len(trace)
    for k in range(points - 1, -1, -1):
        top = max(trace[k])
        if not any(trace[k][w] == top for w in winners):
            return (k + 1) / max(points - 1, 1)
    return 0.0


def comeback(trace: list[list], winners: list[int]) -> bool:
    """Whether every winner was behind someone at half-time."""
    middle = trace[len(trace) // 2]
    return all(middle[w] < max(middle) for w in winners)


def margin(scores: list) -> float:
    """The winner's lead over the runner-up at the end (0 for a shared win)."""
    ordered = sorted(scores, reverse=True)
    return float(ordered[0] - ordered[1]) if len(ordered) > 1 else 0.0


MEASURES = ("length", "turns", "lead_changes", "decided_at", "comeback", "margin", "draw")


def game_metrics(row: dict) -> dict:
    """One game's measures from its row (``scores``, ``winners``, ``actions`` and a ``trace``); with its
    ``decisions`` too, the literature's per-game measures (``measures.game_measures``) and its ``usage`` of each
    kind of action by round."""
    trace, winners = row["trace"], row["winners"]
    decisions = row.get("decisions")
    literature = {**game_measures(decisions, winners), "usage": usage(decisions)} if decisions is not None else {}
    return {
        "length": row["actions"],
        "turns": len(trace) - 1,
        "lead_changes": lead_changes(trace),
        "decided_at": decided_at(trace, winners),
        "comeback": comeback(trace, winners),
        "margin": margin(row["scores"]),
        "draw": len(winners) > 1,
        **literature,
    }


def summary(rows: list[dict]) -> dict:
    """The mean of each measure over rows that carry them (``comeback`` and ``draw`` become shares of the games)."""
    return {name: float(np.mean([row[name] for row in rows])) for name in MEASURES} if rows else {}

"""How much of the outcome skill explains, and how much is luck.

Duersch, Lambrecht & Oechssler (2020), "Measuring skill and chance in games" (European Economic Review 127), measure
skill by how reliably stronger players beat weaker ones; Browne (2008) asks the same of self-play between agents of
different strength. Here: the share of the variance of each seat's result that the agent sitting there explains
(eta squared of a one-way analysis of variance). 0: which agent plays makes no difference (luck, or agents of equal
skill); 1: the agent alone decides who wins. It measures the gap between *these* agents, so compare games with the
same pair of agents.
"""

from __future__ import annotations

import numpy as np


def seat_results(rows: list[dict]) -> tuple[list, np.ndarray]:
    """(agent, win share) for every seat of every game; rows carry ``lineup``, the agent at each seat."""
    agents, results = [], []
    for row in rows:
        for seat, agent in enumerate(row["lineup"]):
            agents.append(agent)
            results.append(1 / len(row["winners"]) if seat in row["winners"] else 0.0)
    return agents, np.array(results)


def skill_share(rows: list[dict]) -> float:
    """Eta squared: between-agent sum of squares over the total sum of squares of the seats' win shares."""
    agents, results = seat_results(rows)
    total = float(((results - results.mean()) ** 2).sum())
    if total == 0:
        return 0.0
    between = 0.0
    for agent in set(agents):
        mine = results[[a == agent for a in agents]]
        between += len(mine) * (mine.mean() - results.mean()) ** 2
    return float(between / total)

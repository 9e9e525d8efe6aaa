"""Is there a best agent at all? Head-to-head results, their cycles, and Nash averaging.

Ratings such as Elo and openskill put agents on one line: they assume that if A beats B and B beats C, A beats C.
Strategies can be cyclic instead (rock, paper, scissors), and then a rating hides it. Balduzzi, Tuyls, Pérolat &
Graepel (2018), "Re-evaluating evaluation" (NeurIPS), rate agents by **Nash averaging**: the head-to-head results
make a symmetric zero-sum game between the agents (``A[i][j]`` = how often i finished ahead of j, minus one half);
its Nash equilibrium is the mixture of agents no agent beats on average, and an agent's Nash average is how it does
against that mixture (0 for the agents in it, below 0 for the others). When the equilibrium mixes several agents
there is no single best one: a cycle, or agents too close to tell apart. Unlike openskill's ratings it does not
depend on which agents were entered how often (an agent entered twice changes nothing).
"""

from __future__ import annotations

import itertools

import numpy as np

from .intervals import rate_row
from .tournament import rank


def head_to_head(rows: list[dict], agents: list[str]) -> list[dict]:
    """For every ordered pair of different agents, how often the first finished ahead of the second in the games
    they met (every pair of their seats in a game; a tie in rank counts a half): ``agent``, ``rival``, with
    ``wins``, ``games``, ``rate``, ``low`` and ``high`` (Wilson)."""
    ahead = {pair: [0.0, 0] for pair in itertools.permutations(agents, 2)}
    for row in rows:
        ranks = rank(row["scores"], row["winners"])
        for a, b in itertools.permutations(range(len(row["lineup"])), 2):
            pair = (row["lineup"][a], row["lineup"][b])
            if pair in ahead:
                ahead[pair][0] += 1.0 if ranks[a] < ranks[b] else 0.5 if ranks[a] == ranks[b] else 0.0
                ahead[pair][1] += 1
    return [rate_row(wins, games, agent=a, rival=b) for (a, b), (wins, games) in ahead.items()]


def payoff(pairs: list[dict], agents: list[str]) -> np.ndarray:
    """The zero-sum game: ``A[i][j]`` = agent i's rate ahead of agent j, minus 1/2 (0 for pairs that never met)."""
    index = {agent: k for k, agent in enumerate(agents)}
    matrix = np.zeros((len(agents), len(agents)))
    for pair in pairs:
        if pair["games"]:
            matrix[index[pair["agent"]], index[pair["rival"]]] = pair["rate"] - 0.5
    return matrix


def nash_equilibrium(matrix: np.ndarray, tolerance: float = 1e-9) -> np.ndarray:
    """A Nash equilibrium of the symmetric zero-sum game ``matrix`` (antisymmetric): a mixture p with
    (A p)_i ≤ 0 for every agent i, found by trying every support (a handful of agents: 2^n small systems).

    For almost every matrix it is unique; when several supports give one, the mean of those found is returned, an
    equilibrium too (the equilibria of a zero-sum game form a convex set)."""
    n = len(matrix)
    found = []
    for size in range(1, n + 1):
        for support in itertools.combinations(range(n), size):
            s = list(support)
            system = np.vstack([matrix[np.ix_(s, s)], np.ones(size)])
            target = np.append(np.zeros(size), 1.0)
            weights, *_ = np.linalg.lstsq(system, target, rcond=None)
            if np.abs(system @ weights - target).max() > 1e-7 or weights.min() < -tolerance:
                continue
            mixture = np.zeros(n)
            mixture[s] = np.clip(weights, 0, None)
            mixture /= mixture.sum()
            if (matrix @ mixture).max() <= 1e-7:
                found.append(mixture)
    if not found:  # every finite zero-sum game has an equilibrium: only rounding can miss it
        raise ArithmeticError("no equilibrium found")
    return np.mean(found, axis=0)


def cycles(pairs: list[dict], agents: list[str]) -> list[dict]:
    """Every three agents each ahead of the next more often than not (a beats b beats c beats a), with whether all
    three intervals lie above one half (``sure``)."""
    rate = {(p["agent"], p["rival"]): p for p in pairs}
    found = []
    for a, b, c in itertools.combinations(agents, 3):
        for loop in ((a, b, c), (a, c, b)):
            links = [rate[loop[k], loop[(k + 1) % 3]] for k in range(3)]
            if all(link["games"] and link["rate"] > 0.5 for link in links):
                found.append({"cycle": list(loop), "sure": all(link["low"] > 0.5 for link in links)})
    return found


def nash_average(rows: list[dict], agents: list[str]) -> dict:
    """The non-transitivity check beside the ratings: ``head_to_head``, the equilibrium ``mixture`` (agent → its
    weight), each agent's ``nash_average``, ``cycles``, and ``single_best``: whether one agent alone makes the
    equilibrium (when not, the agents in it are in a cycle, or tied)."""
    pairs = head_to_head(rows, agents)
    matrix = payoff(pairs, agents)
    mixture = nash_equilibrium(matrix)
    return {"head_to_head": pairs, "mixture": dict(zip(agents, mixture.tolist())),
            "nash_average": dict(zip(agents, (matrix @ mixture).tolist())), "cycles": cycles(pairs, agents),
            "single_best": int((mixture > 1e-9).sum()) == 1}

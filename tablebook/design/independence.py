"""Are seeded games independent draws? Block statistics across consecutive seeds, tested by permutation.

A study plays seeds 0, 1, 2, …; a designer must be able to trust that game *n* and game *n + 1* are independent
draws from one distribution (exchangeable), whatever stretch of seeds a question happens to look at. When a stretch
looks odd — one seat winning a third of the first 400 games and a fifth of the rest — the odd stretch was found by
looking, so the usual z-test of "that stretch against the rest" overstates how rare it is: it is one of many
stretches, seats and directions that could have caught the eye (a multiple-comparison problem).

The honest test takes the most extreme split the look could have found as its statistic — every split point on a
grid of ``step`` seeds, every seat, either direction (``split_scan``) — and asks how often games in a random order
produce one as extreme (Good 2005, *Permutation, Parametric and Bootstrap Tests of Hypotheses*, ch. 3: under
exchangeability every order of the games is equally likely, so the permutation distribution is exact up to the
Monte Carlo error of the permutations drawn). ``lag_correlation`` checks the next neighbour directly.
"""

from __future__ import annotations

import numpy as np


def split_scan(outcomes: np.ndarray, step: int) -> float:
    """The largest |z| over splits "seeds before k against seeds from k on", k on a grid of ``step``, and columns.

    ``outcomes``: games × columns (a seat's win share, say), in seed order, or a stack of such tables (permutations ×
    games × columns, to scan many orders at once). Each z is the two-sample difference of means over its standard
    error under one common distribution, the column's own variance over all games.
    """
    games = outcomes.shape[-2]
    cuts = np.arange(step, games, step)
    if cuts.size == 0:
        raise ValueError(f"{games} games have no split on a grid of {step}")
    running = np.cumsum(outcomes, axis=-2)
    total = running[..., -1:, :]
    before = running[..., cuts - 1, :]
    spread = outcomes.var(axis=-2, keepdims=True)
    sizes = cuts[:, None].astype(float)
    z = (before / sizes - (total - before) / (games - sizes)) / np.sqrt(spread * (1 / sizes + 1 / (games - sizes)))
    z = np.where(spread > 0, z, 0.0)  # a column that never varies splits into equal halves
    return float(np.abs(z).max()) if z.ndim == 2 else np.abs(z).max(axis=(-1, -2))


def permutation_p(outcomes: np.ndarray, step: int, permutations: int = 10_000, seed: int = 0) -> dict:
    """How often the games in a random order scan at least as far as in seed order (``split_scan``).

    Returns ``statistic``, ``p`` (with the observed order counted among the orders, (hits + 1) / (permutations + 1),
    never 0) and ``permutations``. ``seed`` seeds the orders drawn."""
    outcomes = np.asarray(outcomes, dtype=float)
    observed = split_scan(outcomes, step)
    rng = np.random.default_rng(seed)
    hits, left, batch = 0, permutations, 250
    while left:
        size = min(batch, left)
        orders = rng.permuted(np.broadcast_to(np.arange(len(outcomes)), (size, len(outcomes))), axis=1)
        hits += int((split_scan(outcomes[orders], step) >= observed - 1e-12).sum())
        left -= size
    return {"statistic": observed, "p": (hits + 1) / (permutations + 1), "permutations": permutations}


def lag_correlation(values) -> float:
    """The correlation of each game's value with the next seed's (0 for values that never vary).

    For independent games it is about normal with mean −1/n and standard deviation 1/√n."""
    values = np.asarray(values, dtype=float)
    centred = values - values.mean()
    scale = float((centred ** 2).sum())
    return float((centred[:-1] * centred[1:]).sum() / scale) if scale else 0.0


def win_shares(rows: list[dict], players: int) -> np.ndarray:
    """Games × seats: each seat's share of the win (a tie shared), in the rows' order."""
    shares = np.zeros((len(rows), players))
    for game, row in enumerate(rows):
        for seat in row["winners"]:
            shares[game, seat] = 1 / len(row["winners"])
    return shares

"""Monte Carlo estimates of dice events with numpy: an estimate, its standard error, and how both shrink.

The law of large numbers says the share of hits settles on the probability; the standard error
sqrt(p(1 − p)/n) says how fast: ten times the precision costs a hundred times the samples.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import numpy as np


class Estimate(NamedTuple):
    """A share of hits in ``samples`` random rolls, and its standard error."""

    p: float
    se: float
    samples: int

    def __str__(self) -> str:
        return f"{self.p:.4f} ± {self.se:.4f} ({self.samples:,} rolls)"


def sample_rolls(rng: np.random.Generator, samples: int, n_dice: int) -> np.ndarray:
    """A (samples, n_dice) array of fair six-sided dice."""
    return rng.integers(1, 7, size=(samples, n_dice))


def _hits(event: Callable, dice: np.ndarray, ordered: bool) -> np.ndarray:
    """event(roll) for each row, calling the Python predicate once per distinct roll rather than once per row."""
    if not ordered:
        dice = np.sort(dice, axis=1)
    n_dice = dice.shape[1]
    codes = (dice - 1) @ 6 ** np.arange(n_dice)[::-1]
    distinct, inverse = np.unique(codes, return_inverse=True)
    faces = (distinct[:, None] // 6 ** np.arange(n_dice)[::-1]) % 6 + 1
    answers = np.array([bool(event(tuple(int(v) for v in row))) for row in faces])
    return answers[inverse.ravel()]


def _estimate(hits: int | np.ndarray, n: int | np.ndarray):
    p = hits / n
    return p, np.sqrt(p * (1 - p) / n)


def estimate(event: Callable, n_dice: int, samples: int, rng: np.random.Generator, ordered: bool = False) -> Estimate:
    """The share of ``samples`` random rolls of ``n_dice`` dice for which the event holds."""
    hits = int(_hits(event, sample_rolls(rng, samples, n_dice), ordered).sum())
    p, se = _estimate(hits, samples)
    return Estimate(float(p), float(se), samples)


def convergence(event: Callable, n_dice: int, sizes: Sequence[int], rng: np.random.Generator,
                ordered: bool = False) -> list[Estimate]:
    """Estimates after the first n rolls of one long run, for each n in ``sizes``: the running share of hits.

    One run (not fresh samples per size) shows the law of large numbers at work on a single sequence.
    """
    running = np.cumsum(_hits(event, sample_rolls(rng, max(sizes), n_dice), ordered))
    n = np.asarray(sizes)
    p, se = _estimate(running[n - 1], n)
    return [Estimate(float(a), float(b), int(c)) for a, b, c in zip(p, se, n)]

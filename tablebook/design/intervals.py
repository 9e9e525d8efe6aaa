"""Win rates with honest uncertainty: the Wilson score interval.

Wilson (1927), "Probable inference, the law of succession, and statistical inference": unlike the textbook
``p ± z·sqrt(p(1-p)/n)`` it stays inside [0, 1] and keeps its coverage for small samples and rates near 0 or 1,
which is where seat and agent win rates often are.
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # the standard normal's 97.5 % quantile: a two-sided 95 % interval


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion ``successes / n`` (a tie may count as a fraction of a win)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    low = 0.0 if successes == 0 else (centre - spread) / scale  # exactly 0 and 1 at the ends, not rounding noise
    high = 1.0 if successes == n else (centre + spread) / scale
    return (low, high)


def rate_row(wins: float, games: int, **labels) -> dict:
    """A tidy row: the labels given, then wins, games, rate and its 95 % interval."""
    low, high = wilson(wins, games)
    return {**labels, "wins": wins, "games": games, "rate": wins / games if games else 0.0, "low": low, "high": high}

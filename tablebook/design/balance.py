"""Seat balance: does the seat a player takes change the chance to win?

Wins per seat are tested against equal seats with Pearson's chi-square goodness of fit. The p-value is the chi-square
distribution's exact tail for the test's whole degrees of freedom (closed forms from the Poisson sum and ``erfc``),
so no statistics library is needed. A tie counts as a share of a win for each tied seat, which makes the counts
fractional: read p as approximate then (and with fewer than about five expected wins per seat).
"""

from __future__ import annotations

import math

from tablebook.agents.simulate import seat_wins

from .intervals import rate_row


def chi_square_tail(x: float, df: int) -> float:
    """P(X ≥ x) for X chi-square with ``df`` (a whole number ≥ 1) degrees of freedom.

    Even ``df``: the tail is a Poisson sum, ``exp(-x/2) · Σ_{i<df/2} (x/2)^i / i!``; odd ``df``: ``erfc(√(x/2))`` plus the
    half-integer terms ``exp(-x/2) · Σ_{i=1}^{(df-1)/2} (x/2)^(i-1/2) / Γ(i+1/2)``.
    """
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if x <= 0:
        return 1.0
    half = x / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for i in range(1, df // 2):
            term *= half / i
            total += term
        return min(1.0, math.exp(-half) * total)
    term = math.sqrt(half) / math.gamma(1.5)  # the i = 1 term without exp(-x/2)
    total = 0.0
    for i in range(1, (df + 1) // 2):
        total += term
        term *= half / (i + 0.5)
    return min(1.0, math.erfc(math.sqrt(half)) + math.exp(-half) * total)


def seat_balance(rows: list[dict], players: int) -> dict:
    """Each seat's win rate with its interval, and the chi-square test of "every seat wins 1/players of the games".

    Returns ``seats`` (tidy rows), ``chi2``, ``df``, ``p`` and ``first_seat_edge``: seat 1's win rate minus the fair
    share, the first-player advantage of the game-design literature.
    """
    games = len(rows)
    wins = seat_wins(rows, players)
    expected = games / players
    chi2 = float(((wins - expected) ** 2 / expected).sum()) if games else 0.0
    seats = [rate_row(float(w), games, seat=s + 1) for s, w in enumerate(wins)]
    return {
        "games": games,
        "seats": seats,
        "chi2": chi2,
        "df": players - 1,
        "p": chi_square_tail(chi2, players - 1) if players > 1 else 1.0,  # a solo game has no seats to compare
        "first_seat_edge": seats[0]["rate"] - 1 / players if games else 0.0,
    }

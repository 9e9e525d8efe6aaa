"""Seat balance: does the seat a player takes change the chance to win?

Wins per seat are tested against equal seats with Pearson's chi-square goodness of fit, on players − 1 degrees of
freedom: each game has one winning seat, so the counts are multinomial. A tie counts as a share of a win for each
tied seat; shared wins make the counts vary less than single wins do, and Pearson's statistic would then be too small
(at 40 % two-way ties among three seats, a 5 % test rejects equal seats about 1.5 % of the time). So the statistic
is divided by the games' design effect, the first-order correction of Rao & Scott (1981), "The analysis of
categorical data from complex sample surveys" (JASA 76): the mean spread of a game's shares about 1/players, over
that of a single winner. Without ties it is 1 and the test is Pearson's own. The p-value is the chi-square
distribution's exact tail (closed forms from the Poisson sum and ``erfc``), so no statistics library is needed;
like any chi-square p it is approximate with fewer than about five expected wins per seat.
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

    Returns ``seats`` (tidy rows), ``pearson`` (Pearson's statistic), ``design_effect`` (1 without ties), ``chi2``
    (the statistic tested: Pearson's over the design effect), ``df``, ``p`` and ``first_seat_edge``: seat 1's win
    rate minus the fair share, the first-player advantage of the game-design literature.
    """
    games = len(rows)
    wins = seat_wins(rows, players)
    expected = games / players
    pearson = float(((wins - expected) ** 2 / expected).sum()) if games else 0.0
    effect = design_effect(rows, players)
    chi2 = pearson / effect if effect else 0.0  # every game shared by every seat: nothing tells the seats apart
    seats = [rate_row(float(w), games, seat=s + 1) for s, w in enumerate(wins)]
    return {
        "games": games,
        "seats": seats,
        "pearson": pearson,
        "design_effect": effect,
        "chi2": chi2,
        "df": players - 1,
        "p": chi_square_tail(chi2, players - 1) if players > 1 else 1.0,  # a solo game has no seats to compare
        "first_seat_edge": seats[0]["rate"] - 1 / players if games else 0.0,
    }


def design_effect(rows: list[dict], players: int) -> float:
    """The mean over games of Σ (share − 1/players)² over the seats, relative to a single winner's 1 − 1/players.

    A game won by w tied seats gives each 1/w: its spread is w·(1/w − 1/players)² + (players − w)/players²
    = 1/w − 1/players. So one winner gives 1, and shared wins less (0 when every seat shares the win)."""
    if not rows or players < 2:
        return 1.0
    spread = sum(1 / len(row["winners"]) - 1 / players for row in rows) / len(rows)
    return spread / (1 - 1 / players)

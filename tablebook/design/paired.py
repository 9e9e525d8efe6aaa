"""Paired comparisons: two variants (or two agents) on the same seeds, compared game by game.

Every setting of a study plays the same seeds, so each game of one variant has a twin in the other: the same setup,
and the same dice and shuffles as far as the chance scheme lets the two games share them. This is the method of
*common random numbers* (Law, *Simulation Modeling and Analysis*, 5th ed. 2015, §11.2; Glasserman & Yao 1992, "Some
guidelines and guarantees for common random numbers", Management Science 38): compare the twins' outcomes, not the
two settings' averages. With ``x`` the baseline's outcome and ``y`` the other's on one seed, ``d = y − x``:

* the **paired t interval** of the mean difference (Student 1908): mean(d) ± t(n − 1) · sd(d) / √n;
* the **sign test** (Dixon & Mood 1946, "The statistical sign test", JASA 41): of the pairs that differ, how many
  went up; under "no difference" each goes up with chance ½, so the exact two-sided p is twice the smaller binomial
  tail. For win indicators (0 or 1) the pairs that differ are the discordant pairs and this is McNemar's exact test
  (McNemar 1947, "Note on the sampling error of the difference between correlated proportions", Psychometrika 12);
* the same difference read as if the settings had played independent games (the pooled two-sample t interval on
  2n − 2 degrees of freedom, whose standard error with equal counts is Welch's too), and the **variance ratio**
  (var(x) + var(y)) / var(d): the unpaired difference of means has variance (var(x) + var(y)) / n, the paired one
  var(d) / n = (var(x) + var(y) − 2 cov(x, y)) / n. The ratio is how many times the games an unpaired study would
  need for the same precision: a paired study of n seeds is "worth ratio × n" independent games per setting.

Pairing by seed is valid whatever the chance scheme; how much it gains (the ratio) grows with the dice the twins share.
The t quantiles come from the Student distribution's closed forms for whole degrees of freedom (Abramowitz & Stegun,
*Handbook of Mathematical Functions*, 26.7.3 and 26.7.4), so no statistics library is needed.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Callable, Iterable, Sequence

import numpy as np


def t_within(t: float, df: int) -> float:
    """P(|T| ≤ t) for Student's T with ``df`` (a whole number ≥ 1) degrees of freedom (A&S 26.7.3–4).

    With θ = atan(t / √df): odd df, (2/π)(θ + sin θ · Σ cos^(2k−1) θ · 2·4…(2k−2) / 3·5…(2k−1),
    k = 1 … (df−1)/2);
    even df, sin θ · Σ cos^(2k) θ · 1·3…(2k−1) / 2·4…(2k), k = 0 … df/2 − 1."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    theta = math.atan(abs(t) / math.sqrt(df))
    sin, cos = math.sin(theta), math.cos(theta)
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for k in range(1, df // 2):
            term *= cos * cos * (2 * k - 1) / (2 * k)
            total += term
            if term < 1e-17 * total:  # the terms only shrink: the rest cannot change the sum
                break
        return min(1.0, sin * total)
    term, total = cos, 0.0
    for k in range(1, (df + 1) // 2):
        total += term
        term *= cos * cos * (2 * k) / (2 * k + 1)
        if term < 1e-17 * total:
            break
    return min(1.0, 2 / math.pi * (theta + sin * total))


def t_quantile(df: int, level: float = 0.95) -> float:
    """The t such that P(|T| ≤ t) = ``level``: the half-width of a two-sided interval in standard errors."""
    low, high = 0.0, 1.0
    while t_within(high, df) < level:
        high *= 2
    for _ in range(200):  # bisection to the float's precision
        middle = (low + high) / 2
        if middle in (low, high):
            break
        low, high = (middle, high) if t_within(middle, df) < level else (low, middle)
    return high


def sign_test(up: int, down: int) -> float:
    """The exact two-sided p of ``up`` pairs going up and ``down`` going down when each is ½: 2 · P(X ≤ min) for
    X binomial(up + down, ½), at most 1 (1 when no pair differs)."""
    n = up + down
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(up, down) + 1))
    return min(1.0, 2 * tail / 2 ** n)


def compare(baseline: Sequence[float], other: Sequence[float], level: float = 0.95) -> dict:
    """The paired comparison of ``other`` with ``baseline``, element i of each being one seed's twins.

    Returns ``pairs``, the two means (``baseline_mean``, ``other_mean``), ``difference`` (mean of other − baseline) with its
    paired t interval ``low``/``high`` and p ``t_p``, the unpaired interval ``unpaired_low``/``unpaired_high``,
    ``variance_ratio`` ("worth ratio × the games"; None when the differences do not vary or there is one pair),
    ``up`` and ``down`` (pairs where other is above / below the baseline) and ``sign_p``. An interval of one pair
    is None: one difference says nothing of its spread."""
    x, y = np.asarray(baseline, dtype=float), np.asarray(other, dtype=float)
    if x.shape != y.shape or x.ndim != 1 or len(x) == 0:
        raise ValueError(f"two equally long lists of outcomes, one per seed, not {len(x)} and {len(y)}")
    n, d = len(x), y - x
    mean = float(d.mean())
    up, down = int((d > 0).sum()), int((d < 0).sum())
    result = {"pairs": n, "baseline_mean": float(x.mean()), "other_mean": float(y.mean()), "difference": mean,
              "low": None, "high": None, "t_p": None, "unpaired_low": None, "unpaired_high": None,
              "variance_ratio": None, "up": up, "down": down, "sign_p": sign_test(up, down)}
    if n < 2:
        return result
    var_d, var_sum = float(d.var(ddof=1)), float(x.var(ddof=1) + y.var(ddof=1))
    half = t_quantile(n - 1, level) * math.sqrt(var_d / n)
    unpaired = t_quantile(2 * n - 2, level) * math.sqrt(var_sum / n)
    if var_d > 0:
        t_p = 1 - t_within(mean / math.sqrt(var_d / n), n - 1)
    else:
        t_p = 1.0 if mean == 0 else 0.0
    result.update(low=mean - half, high=mean + half, t_p=t_p, unpaired_low=mean - unpaired,
                  unpaired_high=mean + unpaired, variance_ratio=var_sum / var_d if var_d > 0 else None)
    return result


# what is compared, read off one game's row
def win(seat: int) -> Callable[[dict], float]:
    """A seat's share of the win (1, or 1/k of a win shared by k seats, or 0)."""
    return lambda row: 1 / len(row["winners"]) if seat in row["winners"] else 0.0


def score(seat: int) -> Callable[[dict], float]:
    return lambda row: float(row["scores"][seat])


def agent_win(agent: str) -> Callable[[dict], float]:
    """An agent's share of the win over the seats it holds (``lineup``): a player rather than a seat."""
    return lambda row: sum(1 / len(row["winners"]) for seat in row["winners"] if row["lineup"][seat] == agent)


def length(row: dict) -> float:
    return float(row["actions"])


def twins(baseline: Iterable[dict], other: Iterable[dict], by: Sequence[str] = ("seed",)) -> list[tuple[dict, dict]]:
    """The games of ``other`` each beside the baseline's game with the same ``by`` columns (its seed, and whatever
    else must match: the lineup when comparing variants), in the baseline's order; games without a twin are left
    out. ValueError if one side has two games with the same key (which twin would be ambiguous)."""
    def keyed(rows):
        found: dict[tuple, dict] = {}
        for row in rows:
            key = tuple(_hashable(row[k]) for k in by)
            if key in found:
                raise ValueError(f"two games with {dict(zip(by, key))}: pair them by more columns")
            found[key] = row
        return found

    mine, theirs = keyed(baseline), keyed(other)
    return [(row, theirs[key]) for key, row in mine.items() if key in theirs]


def _hashable(value):
    return tuple(value) if isinstance(value, list) else value


def compare_pairs(pairs: Sequence[tuple[dict, dict]], outcome: Callable[[dict], float]) -> dict:
    """``compare`` of one outcome over pairs of twin games (baseline, other)."""
    return compare([outcome(a) for a, _ in pairs], [outcome(b) for _, b in pairs])


def compare_rows(baseline: Iterable[dict], other: Iterable[dict], outcome: Callable[[dict], float],
                 by: Sequence[str] = ("seed",)) -> dict:
    """``compare`` of one outcome (``win(0)``, ``length`` …) over the twin games of two sets of rows (``twins``)."""
    pairs = twins(baseline, other, by)
    if not pairs:
        raise ValueError(f"no two games share their {', '.join(by)}")
    return compare_pairs(pairs, outcome)


def outcomes(rows: Sequence[dict]) -> dict[str, Callable[[dict], float]]:
    """The outcomes a study's report compares: seat 1's win and score, the length, and with several agents in the
    games each agent's win share."""
    chosen = {"seat 1 wins": win(0), "seat 1 score": score(0), "actions": length}
    agents = sorted({agent for row in rows for agent in row["lineup"]})
    if len(agents) > 1:
        chosen.update({f"{agent} wins": agent_win(agent) for agent in agents})
    return chosen


def variant_report(rows: Sequence[dict], baseline: str = "rulebook",
                   by: Sequence[str] = ("players", "agents")) -> list[dict]:
    """Every variant against ``baseline`` within each group of ``by``, on twin games (the same seed and lineup):
    one row per variant, group and outcome (``outcomes``), with ``compare``'s columns. ``rows``: a sweep's games."""
    groups: dict[tuple, dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        groups[tuple(row[k] for k in by)][row["variant"]].append(row)
    report = []
    for key, variants in groups.items():
        if baseline not in variants:
            continue
        base = variants[baseline]
        for name, games in variants.items():
            if name == baseline:
                continue
            pairs = twins(base, games, ("seed", "lineup"))
            if not pairs:
                continue
            for label, outcome in outcomes(base).items():
                report.append({"variant": name, "baseline": baseline, **dict(zip(by, key)), "outcome": label,
                               **compare_pairs(pairs, outcome)})
    return report


def lineup_report(rows: Sequence[dict], by: Sequence[str] = ("variant", "players")) -> list[dict]:
    """Agents compared on twin games: within each group of ``by``, every lineup against the group's first, on the
    same seeds, for each seat where their agents differ (that seat's win and score) and the length. With lineups
    that differ in one seat (``random`` and ``greedy,random``), it is the paired difference one agent makes there."""
    groups: dict[tuple, dict[tuple, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        groups[tuple(row[k] for k in by)][tuple(row["lineup"])].append(row)
    report = []
    for key, lineups in groups.items():
        first, *others = lineups
        for lineup in others:
            seats = [seat for seat, (a, b) in enumerate(zip(first, lineup)) if a != b]
            if len(lineup) != len(first) or not seats:
                continue
            pairs = twins(lineups[first], lineups[lineup])
            chosen = {label: outcome for seat in seats
                      for label, outcome in ((f"seat {seat + 1} wins", win(seat)), (f"seat {seat + 1} score", score(seat)))}
            for label, outcome in {**chosen, "actions": length}.items():
                report.append({"lineup": ",".join(lineup), "baseline": ",".join(first), **dict(zip(by, key)),
                               "outcome": label, **compare_pairs(pairs, outcome)})
    return report

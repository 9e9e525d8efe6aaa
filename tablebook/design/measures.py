"""The measures of the game-design literature, each with its definition, its source and a 95 % interval.

Most come from Ludii's evaluation metrics (Stephenson, Piette, Soemers & Browne, "An overview of the Ludii general
game system", IEEE CoG 2019; the code's ``Evaluation/src/metrics``), themselves after Browne (2008), *Automatic
Generation and Evaluation of Recombination Games*. Ludii reads a search agent's estimate of every player's standing
at every move; here each decision's ``standing`` (``agents.standing``: the game's heuristic lead read as a share of
the win, between 0 and 1) stands in for it — a short estimate, no search. Where a formula below departs from
Ludii's code, its docstring says how.

Per game (from a row's ``decisions``, ``workers.Decisions``) — each reported as its mean over the games with a normal
95 % interval (the games are independent, and a study plays tens of them at least):

* **lead change**: how often the leaders (the seats of highest standing) change from one decision to the next;
* **drama**: the mean, over the decisions, of how far the eventual winners stood below the leader;
* **decisiveness threshold**: the highest standing a seat that lost ever reached;
* **decisiveness moves**: the share of the decisions played before a winner first stood above that threshold;
* **stability**: the variance of each seat's standing over the game, averaged over the seats;
* **branching factor**: the mean number of legal actions at a decision;
* **decision moves**: the share of decisions with more than one legal action.

Over the games: **balance**, 1 − the largest gap between two seats' win rates (bootstrap interval over the games),
and **drawishness**, the share of games whose win is shared after every tiebreak (Wilson interval).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

import numpy as np

from tablebook.agents.simulate import seat_wins

from .intervals import Z95, wilson

LUDII = "Ludii's evaluation metrics (Stephenson et al., IEEE CoG 2019; after Browne 2008)"


class Measure(NamedTuple):
    definition: str
    source: str = LUDII
    bounds: tuple[float, float] = (0.0, 1.0)  # the values it can take: its interval is kept inside them


MEASURES = {
    "balance": Measure("1 − the largest gap between two seats' win rates (1: every seat wins as often)"),
    "drawishness": Measure("share of games whose win is shared after every tiebreak"),
    "lead_change": Measure("share of decisions after which the leaders (highest standing) are not the same seats"),
    "drama": Measure("mean over decisions of how far the eventual winners stood below the leader"),
    "decisiveness_threshold": Measure("highest standing that a seat which lost ever reached"),
    "decisiveness_moves": Measure("share of the decisions played before a winner stood above that threshold"),
    "stability": Measure("variance of each seat's standing over the game, averaged over the seats (0: steady)"),
    "branching_factor": Measure("mean number of legal actions at a decision", bounds=(1.0, float("inf"))),
    "decision_moves": Measure("share of decisions with more than one legal action"),
}
PER_GAME = tuple(name for name in MEASURES if name not in ("balance", "drawishness"))


def leaders(standing: list[float]) -> frozenset[int]:
    top = max(standing)
    return frozenset(seat for seat, value in enumerate(standing) if value == top)


def lead_change(standings: list[list[float]]) -> float:
    """Changes of the set of leaders between consecutive decisions over the decisions that could change it.

    Ludii counts the first position as a change too (from no leader) and divides by all the moves."""
    if len(standings) < 2:
        return 0.0
    sets = [leaders(s) for s in standings]
    return sum(a != b for a, b in zip(sets, sets[1:])) / (len(sets) - 1)


def drama(standings: list[list[float]], winners: list[int]) -> float:
    """Mean over decisions of (the highest standing − the winners' mean standing); 0 when a winner always led."""
    if not standings:
        return 0.0
    return float(np.mean([max(s) - sum(s[w] for w in winners) / len(winners) for s in standings]))


def decisiveness_threshold(standings: list[list[float]], winners: list[int]) -> float | None:
    """The highest standing any seat outside ``winners`` reached; None when every seat shares the win."""
    losers = [seat for seat in range(len(standings[0])) if seat not in winners] if standings else []
    if not losers:
        return None
    return max(s[seat] for s in standings for seat in losers)


def decisiveness_moves(standings: list[list[float]], winners: list[int]) -> float | None:
    """The share of decisions before a winner first stood above ``decisiveness_threshold`` (1 if none did).

    Ludii's code divides two whole numbers here, so its value is 0 unless no winner ever passed the threshold."""
    threshold = decisiveness_threshold(standings, winners)
    if threshold is None:
        return None
    for k, s in enumerate(standings):
        if any(s[w] > threshold for w in winners):
            return k / len(standings)
    return 1.0


def stability(standings: list[list[float]]) -> float:
    """The variance of each seat's standing over the decisions, averaged over the seats (Ludii sums them)."""
    return float(np.var(np.asarray(standings, dtype=float), axis=0).mean()) if standings else 0.0


def game_measures(decisions: dict, winners: list[int]) -> dict:
    """One game's per-game measures (``PER_GAME``) from its ``decisions`` (``workers.Decisions.columns``)."""
    standings, choices = decisions["standing"], decisions["choices"]
    return {
        "lead_change": lead_change(standings),
        "drama": drama(standings, winners),
        "decisiveness_threshold": decisiveness_threshold(standings, winners),
        "decisiveness_moves": decisiveness_moves(standings, winners),
        "stability": stability(standings),
        "branching_factor": float(np.mean(choices)) if choices else 0.0,
        "decision_moves": float(np.mean([c > 1 for c in choices])) if choices else 0.0,
    }


def balance(rows: list[dict], players: int) -> float:
    rates = seat_wins(rows, players) / len(rows)
    return float(1 - (rates.max() - rates.min()))


def resampled_balance(rows: list[dict], players: int, picks: np.ndarray) -> np.ndarray:
    """``balance`` of each resample of the games, a row of ``picks`` naming its games (indices into ``rows``): each
    resample's wins per seat are its count of every game times that game's wins, one matrix product for them all."""
    shares = np.zeros((len(rows), players))  # each game's win per seat, a tie shared (as seat_wins counts it)
    for game, row in enumerate(rows):
        shares[game, row["winners"]] = 1 / len(row["winners"])
    resamples, games = picks.shape
    counts = np.bincount((np.arange(resamples)[:, None] * len(rows) + picks).ravel(),
                         minlength=resamples * len(rows)).reshape(resamples, len(rows))
    rates = counts @ shares / games
    return 1 - (rates.max(axis=1) - rates.min(axis=1))


def mean_interval(values) -> tuple[float, float, float]:
    """The mean and its normal 95 % interval (mean ± 1.96 standard errors; None for one value)."""
    values = np.asarray(values, dtype=float)
    mean = float(values.mean())
    if len(values) < 2:
        return mean, None, None
    half = Z95 * float(values.std(ddof=1)) / np.sqrt(len(values))
    return mean, mean - half, mean + half


def report(rows: list[dict], players: int, resamples: int = 1000, seed: int = 0) -> list[dict]:
    """Every measure over ``rows`` (games of one setting, each with the per-game measures of ``game_measures``):
    ``measure``, ``value``, ``low``, ``high`` (its 95 % interval), ``games``, ``definition`` and ``source``.
    Balance's interval is a percentile bootstrap over the games (``resamples`` drawn from ``seed``)."""
    games = len(rows)
    draws = np.sort(resampled_balance(rows, players, np.random.default_rng(seed).integers(0, games, (resamples, games))))
    shared = sum(len(row["winners"]) > 1 for row in rows)
    values = {
        "balance": (balance(rows, players), float(draws[int(0.025 * resamples)]),
                    float(draws[int(0.975 * resamples) - 1]), games),
        "drawishness": (shared / games, *wilson(shared, games), games),
    }
    for name in PER_GAME:
        known = [row[name] for row in rows if row.get(name) is not None]
        if not known:
            values[name] = (None, None, None, 0)
            continue
        mean, low, high = mean_interval(known)
        floor, ceiling = MEASURES[name].bounds
        values[name] = (mean, None if low is None else max(low, floor), None if high is None else min(high, ceiling),
                        len(known))
    return [{"measure": name, "value": value, "low": low, "high": high, "games": counted,
             "definition": MEASURES[name].definition, "source": MEASURES[name].source}
            for name, (value, low, high, counted) in values.items()]


def usage(decisions: dict) -> list[list]:
    """How often each kind of action was taken in each round, and how often of those when another kind was open
    too (a choice between kinds, not a forced step): ``[round, verb, count, chosen]`` rows (plain JSON)."""
    counts = Counter(zip(decisions["round"], decisions["verb"]))
    chosen = Counter((r, v) for r, v, kinds in zip(decisions["round"], decisions["verb"], decisions["kinds"])
                     if kinds > 1)
    return [[round_, verb, count, chosen[round_, verb]] for (round_, verb), count in sorted(counts.items())]


def usage_by_round(rows: list[dict]) -> dict[str, dict[int, float]]:
    """Over games with ``usage``: for each kind of action, its share of each round's decisions."""
    counts: Counter = Counter()
    for row in rows:
        for round_, verb, count, _ in row["usage"]:
            counts[round_, verb] += count
    totals = Counter()
    for (round_, _), count in counts.items():
        totals[round_] += count
    shares: dict[str, dict[int, float]] = {}
    for (round_, verb), count in sorted(counts.items()):
        shares.setdefault(verb, {})[round_] = count / totals[round_]
    return shares

"""Who wins?: victory points are collected year by year (a running total, logged by source)."""

from __future__ import annotations

from tablebook.core import ScoreItem

from .station import functioning


def breakdown(s, p: int) -> list[ScoreItem]:
    """Every VP the player has collected: colour majorities by year, Shipyards."""
    return [ScoreItem(source, detail, points) for source, detail, points in s.vp[p]]


def points(s, p: int) -> int:
    """The ``breakdown``'s total, without making its rows: asked of every seat at a game's end, twice (its scores,
    then its winners)."""
    return sum([line[2] for line in s.vp[p]])


def tiebreak(s, p: int) -> tuple[int, int]:
    """Our tiebreak (the rule sheet has none): most M€, then most functioning modules."""
    return (s.money[p], sum(1 for m in s.stations[p].values() if functioning(m)))

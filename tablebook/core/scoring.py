"""Score breakdowns: every point with the source it came from."""

from __future__ import annotations

from typing import NamedTuple


class ScoreItem(NamedTuple):
    """Points from one source, e.g. ``ScoreItem("colonies", "Lem Badlands", 2)``."""

    source: str
    detail: str
    points: int

    def __str__(self) -> str:
        return f"{self.points:+d} {self.source}: {self.detail}"


def total(items: list[ScoreItem]) -> int:
    return sum(item.points for item in items)

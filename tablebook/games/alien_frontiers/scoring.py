"""End of Game and Scoring: the snapshot score, always computed from the board, never accumulated."""

from __future__ import annotations

from tablebook.core import ScoreItem

from .data import CARDS, TERRITORIES


def breakdown(s, p: int) -> list[ScoreItem]:
    """1 VP per colony, per territory controlled, per Alien City/Monument, for the Positron Field's territory."""
    items = []
    for t, counts in s.colonies.items():
        name = TERRITORIES[t].name
        if counts[p]:
            items.append(ScoreItem("colonies", name, counts[p]))
        if s.controller(t) == p:
            items.append(ScoreItem("control", name, 1))
            if s.fields["positron-field"] == t:
                items.append(ScoreItem("Positron Field", name, 1))
    for card in sorted(s.hands[p]):
        if CARDS[card].vp:
            items.append(ScoreItem("alien tech", CARDS[card].name, CARDS[card].vp))
    return items


def points(s, p: int) -> int:
    """The total of ``breakdown`` counted without building it: the greedy agent's evaluation asks the score of nearly
    every move it tries."""
    positron = s.fields["positron-field"]
    total = 0
    for t, counts in s.colonies.items():
        mine = counts[p]
        if mine:
            total += mine
            if mine == max(counts) and counts.count(mine) == 1:  # s.controller(t) == p, inline
                total += 2 if positron == t else 1
    for card in s.hands[p]:
        total += CARDS[card].vp
    return total


def tiebreak(s, p: int) -> tuple[int, int, int]:
    """Ties go to the most alien tech cards, then ore, then fuel."""
    return (len(s.hands[p]), s.ore[p], s.fuel[p])

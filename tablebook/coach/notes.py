"""What to consider at a decision learners often get wrong: each game's notes (``Coaching.consider``), computed from
the table and citing their rule."""

from __future__ import annotations

from tablebook.core import State

from .hints import coaching_of
from .terms import Note


def consider(state: State, seat: int | None = None) -> list[Note]:
    """Notes for the decision ``seat`` (the decider if None) faces now; none when it has nothing to decide."""
    seat = state.decider() if seat is None else seat
    if not isinstance(seat, int) or state.is_over():
        return []
    return coaching_of(state).consider(state, seat)

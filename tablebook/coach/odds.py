"""The exact odds of what chance decides next, in words a learner can read: a few kinds of outcome that share out
the whole chance (a roll's shape, a card's colour), and the events a player asks about (a pair or better), each as
a fraction and a percentage.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tablebook.core import CHANCE, Action, State

from .hints import coaching_of

MOST_KINDS = 8  # kinds shown one by one; the rest are summed as "something else"


def chance_words(p: Fraction) -> str:
    """``5/9 (55.6 %)``: a probability as a fraction and a percentage."""
    return f"{p.numerator}/{p.denominator} ({float(p) * 100:.1f} %)" if p not in (0, 1) else ("certain" if p else "none")


@dataclass
class Odds:
    """What chance decides next (``what``), its outcomes grouped into ``kinds`` (summing to 1) and ``events``."""

    what: str
    kinds: list[tuple[str, Fraction]]
    events: list[tuple[str, Fraction]]
    outcomes: int  # how many outcomes the kinds group

    def lines(self) -> list[str]:
        return [f"{words}: {chance_words(p)}" for words, p in (*self.kinds, *self.events)]

    def to_json(self) -> dict:
        return {"what": self.what, "kinds": [[w, chance_words(p)] for w, p in self.kinds],
                "events": [[w, chance_words(p)] for w, p in self.events], "outcomes": self.outcomes}


def odds(state: State, action: Action | str | None = None, seat: int | None = None) -> Odds | None:
    """The odds of the chance event pending now, or after ``action`` (by the decider, or ``seat``); None if none.

    ``seat`` is whose knowledge the odds use where hands are hidden (rivals' hands count as unseen cards).
    """
    if action is not None:
        actor = state.decider() if seat is None else seat
        state = state.clone().apply(action, actor)
    if state.decider() is not CHANCE:
        return None
    coach = coaching_of(state)
    outcomes = coach.seat_outcomes(state, seat)
    what, kinds, events = coach.chance_kinds(state, outcomes)
    if len(kinds) > MOST_KINDS:
        rest = sum((p for _, p in kinds[MOST_KINDS - 1:]), Fraction(0))
        kinds = [*kinds[:MOST_KINDS - 1], (f"something else ({len(kinds) - MOST_KINDS + 1} kinds)", rest)]
    return Odds(what, kinds, events, len(outcomes))

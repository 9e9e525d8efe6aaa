"""What a game's evaluation is made of: named, weighted terms, and the game's coaching hooks.

A game's heuristic (``Game.heuristic``, the number the greedy agent maximises and the search agent judges a position
by) is the sum of its coach's terms: ``weight × amount`` for each, such as 10 × the VP or 14 × the colonies on their
way. Kept as named terms, the same number can be read in words: what a move changes in each term is what it gains
and what it costs, and what it changes in a rival's terms is what it takes from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from operator import mul
from typing import Any, Callable


@dataclass(frozen=True)
class Term:
    """One part of a position's value: ``amount`` of something (in words ``name``, ``one`` when there is one of
    it), each worth ``weight`` in the game's heuristic."""

    name: str
    weight: float
    amount: float
    one: str | None = None

    @property
    def value(self) -> float:
        return self.weight * self.amount

    def count(self, amount: float) -> str:
        """``amount`` of it in words: ``3 VP``, ``1 colony on its way``, ``2.5 ...`` for a fractional amount."""
        shown = int(amount) if float(amount).is_integer() else round(amount, 1)
        return f"{shown} {self.one if abs(amount) == 1 and self.one else self.name}"


@dataclass(frozen=True)
class Note:
    """Something to consider at a decision, in words, with the rule it comes from."""

    text: str
    rule: str

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


class Coaching:
    """A game's coach: its evaluation as terms, what to consider at a decision, and its chance in words.

    Games subclass it in their ``coaching`` module and name an instance as ``Game.coaching``; ``Game.heuristic``
    is then ``value``. Every hook has a default that needs nothing of the game but the kernel's State. The first term
    is the score, in ``points`` (so a hint can say a margin in them).
    """

    points = "VP"
    # verbs of moves that only pay for another (Gaia Project's conversions and power burns): worth nothing by
    # themselves, so a one-step look-ahead (the greedy agent, the hint) weighs them only when nothing else is open
    free: tuple[str, ...] = ()
    # each term's (name, weight, name of one): the terms ``amounts`` counts, in its order
    TERMS: tuple[tuple[str, float, str | None], ...] = (("VP", 1, None),)
    _weights: tuple[float, ...] = (1,)  # the terms' weights, read off ``TERMS`` once per class (``__init_subclass__``)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._weights = tuple(weight for _, weight, _ in cls.TERMS)

    def weighed(self, actions: list) -> list:
        """The moves a one-step look-ahead compares: all but the ``free`` ones, unless nothing else is open."""
        return [a for a in actions if a.verb not in self.free] or actions

    def amounts(self, state, player: int) -> list[float]:
        """How much of each of ``TERMS`` ``player`` has (the default: the score alone); fewer amounts than terms leave
        the rest out (a finished game counts its VP alone)."""
        return [state.score(player)]

    def terms(self, state, player: int) -> list[Term]:
        """The parts of ``player``'s position as the game values it, in words."""
        return [Term(name, weight, amount, one) for (name, weight, one), amount in zip(self.TERMS, self.amounts(state, player))]

    def value(self, state, player: int) -> float:
        """The game's heuristic: the terms' weighted sum, added in their order (so a term list that follows a
        former formula's order gives exactly its number)."""
        return self.total(self.amounts(state, player))

    def total(self, amounts) -> float:
        """The weighted sum of amounts of ``TERMS``, in their order, run in C: a greedy agent sums one per tried move."""
        return sum(map(mul, self._weights, amounts))

    def evaluator(self, before, player: int, trials=None) -> Callable[[Any], float]:
        """``value`` for ``player`` of positions one move from ``before``, for an agent that compares every move: a game
        reuses what the moves leave as it was in ``before`` (the rivals' stations, an unchanged score). ``trials``: the
        ``Trials`` the moves are tried on, if they are, which a game may ask what each move changed
        (``changed_elements``). By default each position is valued from scratch."""
        return lambda after: self.value(after, player)

    def consider(self, state, seat: int) -> list[Note]:
        """Notes for the decision ``seat`` faces, each computed from the table (none by default)."""
        return []

    def blocks(self, before, action, after, seat: int) -> list[str]:
        """What ``seat``'s action takes from the rivals besides their terms (a port, a planet), in words."""
        return []

    def seat_outcomes(self, state, seat: int | None) -> list[tuple[Any, Fraction]]:
        """The pending chance event's outcomes as ``seat`` can know them (games with hidden cards refine it)."""
        return state.chance_outcomes()

    def chance_kinds(self, state, outcomes) -> tuple[str, list[tuple[str, Fraction]], list[tuple[str, Fraction]]]:
        """The pending chance event in words: what it is, its outcomes grouped into kinds (which share out the
        whole chance) and the events a learner asks about (which may overlap). By default each outcome's label."""
        kinds: dict[str, Fraction] = {}
        for action, p in outcomes:
            words = state.label(action)
            kinds[words] = kinds.get(words, Fraction(0)) + p
        return "what chance decides next", sorted(kinds.items(), key=lambda kv: -kv[1]), []

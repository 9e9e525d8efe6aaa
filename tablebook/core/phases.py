"""A State whose rules are a verb table, opened phase by phase: the shape every tablebook game takes.

A game keeps ``pending``, a stack of decisions still to be made (``{"kind": "land", "player": 2}``).
The top one says who decides and which verbs are open; with nothing pending the active player takes
their turn (phase ``"turn"``). Kinds in ``CHANCE_KINDS`` are decided by chance: a roll, a draw.
Actions are validated, listed and explained from ``VERBS`` alone (see ``verbs``).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import ClassVar

from .action import Action
from .chance import CHANCE
from .rules import IllegalAction
from .state import State
from .verbs import Verb, legal_of, problem


class PhasedState(State):
    """Subclasses set VERBS, PHASE_VERBS and CHANCE_KINDS, keep ``pending``, ``active`` and ``ended``
    (the end reason, or None), and say what is going on in ``describe_now()``."""

    VERBS: ClassVar[dict[str, Verb]]
    PHASE_VERBS: ClassVar[dict[str, tuple[str, ...]]]  # phase → the verbs open in it
    CHANCE_KINDS: ClassVar[frozenset[str]] = frozenset({"draw"})

    def _decider(self):
        if self.ended:
            return None
        if self.pending:
            top = self.pending[-1]
            return CHANCE if top["kind"] in self.CHANCE_KINDS else top["player"]
        return self.active

    def end_reason(self) -> str | None:
        return self.ended

    def phase(self) -> str:
        """The kind of the decision on top of the stack, or "turn" when nothing is pending."""
        return self.pending[-1]["kind"] if self.pending else "turn"

    @abstractmethod
    def describe_now(self) -> str:
        """What is going on, for "you cannot … now: <this>" (a phrase without a capital)."""

    def _verbs(self) -> tuple[str, ...]:
        return self.PHASE_VERBS[self.phase()]

    def _legal_of(self, verb: str) -> list[Action]:
        return legal_of(self, self.VERBS, verb)

    def _problem(self, action: Action) -> IllegalAction | None:
        return problem(self, self.VERBS, self._verbs(), action, self.describe_now)

    def _do(self, action: Action) -> None:
        self.VERBS[action.verb].do(self, action.args)
        self._after(action)

    def _after(self, action: Action) -> None:
        """What follows every action, chance's included (dropping draws that can no longer happen, say)."""

"""A State whose rules are a verb table, opened by the decision on top of the agenda.

A game keeps ``agenda`` (see ``agenda``): decisions, each owned by a seat, chance or a set of seats,
and automatic steps. The decision on top says who decides and which verbs are open
(``PHASE_VERBS[kind]``); with nothing on the agenda the active player takes their turn (phase
``"turn"``). After every action the kernel runs the steps on top (``STEPS``) and drops decisions
left with nothing to decide (``_vacuous``), until a real decision is on top. Actions are validated,
listed and explained from ``VERBS`` alone (see ``verbs``); every verb function is given the acting seat.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Callable, ClassVar

from .action import Action
from .agenda import CHANCE_SEAT, is_step
from .chance import CHANCE
from .rules import IllegalAction, Rule
from .state import State
from .verbs import Verb, closed, legal_of, next_words, problem


class PhasedState(State):
    """Subclasses set VERBS, PHASE_VERBS (and STEPS), keep ``agenda``, ``active`` and ``ended``
    (the end reason, or None), and say what is going on in ``describe_now()``."""

    VERBS: ClassVar[dict[str, Verb]]
    PHASE_VERBS: ClassVar[dict[str, tuple[str, ...]]]  # decision kind → the verbs open in it
    STEPS: ClassVar[dict[str, Callable[["PhasedState", dict], None]]] = {}  # step name → the work it does
    # for a verb tried while it is closed (a raid's steal before any raid): the sentence saying what opens it, and
    # the rule it cites; ``_closed`` words the refusal
    OPENED_BY: ClassVar[dict[str, tuple[str, Rule]]] = {}

    def _decider(self):
        if self.ended:
            return None
        if self.agenda:
            seat = self.agenda[-1]["seat"]
            kind = seat.__class__  # cheaper than comparing a seat number with "chance"
            if kind is int:
                return seat
            return CHANCE if kind is str else seat[0]
        return self.active

    def _deciders(self) -> tuple:
        if self.ended:
            return ()
        if self.agenda:
            seat = self.agenda[-1]["seat"]
            if seat == CHANCE_SEAT:
                return (CHANCE,)
            return tuple(seat) if seat.__class__ is list else (seat,)
        return (self.active,)

    def end_reason(self) -> str | None:
        return self.ended

    def whose_turn(self):
        return self.active

    def phase(self) -> str:
        """The kind of the decision on top of the agenda, or "turn" when nothing is pending."""
        return self.agenda[-1]["kind"] if self.agenda else "turn"

    @abstractmethod
    def describe_now(self) -> str:
        """What is going on, for "you cannot … now: <this>" (a phrase without a capital)."""

    def _describe_agenda(self) -> str:
        return self.describe_now()

    def _verbs(self, player) -> tuple[str, ...]:
        return self.PHASE_VERBS[self.phase()]

    def _legal_of(self, verb: str, player) -> list[Action]:
        fast = self.VERBS[verb].legal  # a verb's fast path called at once: agents ask for one verb after another
        return fast(self, player) if fast is not None else legal_of(self, player, self.VERBS, verb)

    def _problem(self, action: Action, player) -> IllegalAction | None:
        allowed = self._verbs(player)
        opened = self.OPENED_BY.get(action.verb)
        if opened is not None and action.verb not in allowed:
            return self._closed(action, allowed, *opened)
        return problem(self, player, self.VERBS, allowed, action, self.describe_now)

    def _listed(self, action: Action, player) -> bool:
        """Legal actions are the candidates without a problem (``verbs``), so an action whose problem is None is
        listed exactly when its arguments are among its verb's candidates: fewer to build than the legal list, and
        no check of each. A list this position already made is used as it is."""
        made = self._legal_by_verb.get(action.verb) if player == self._who else None
        if made is not None:
            return action in made
        return action.args in self.VERBS[action.verb].candidates(self, player)

    def _closed(self, action: Action, allowed: tuple[str, ...], opens: str, rule: Rule) -> IllegalAction:
        """The refusal of a closed verb of ``OPENED_BY``: why not now, then what opens it, citing that rule."""
        return IllegalAction(f"{closed(action.verb, allowed, self.describe_now)}. {opens[0].upper()}{opens[1:]}", rule)

    def _do(self, action: Action, player) -> None:
        agenda = self.agenda
        top = agenda[-1] if agenda else None
        self.VERBS[action.verb].do(self, player, action.args)
        if top is not None and top["seat"].__class__ is list:
            self._chosen(top, player)
        after = self._after
        if after is not None:
            after(action, player)
        if self.agenda:
            self.run_agenda()

    def _chosen(self, entry: dict, player) -> None:
        """A seat has made its part of a simultaneous choice: it owes nothing more; the entry goes when nobody does."""
        entry["seat"].remove(player)
        if not entry["seat"]:
            for i in range(len(self.agenda) - 1, -1, -1):
                if self.agenda[i] is entry:
                    del self.agenda[i]
                    break

    # what follows every action, chance's included, before the agenda runs: a game may set a method
    # _after(self, action, player); None (most games) saves a call per action
    _after: ClassVar[Callable | None] = None

    def _vacuous(self, entry: dict) -> bool:
        """Whether a decision has nothing left to decide (a draw from an empty pile): it is dropped."""
        return False

    def run_agenda(self) -> None:
        """Run the steps on top of the agenda and drop empty decisions, until a real decision is on top."""
        agenda = self.agenda
        while agenda:
            top = agenda[-1]
            if "step" in top:  # is_step, inline: this runs after every action
                agenda.pop()
                self.STEPS[top["step"]](self, top)
            elif self._vacuous(top):
                agenda.pop()
            else:
                return

    def agenda_text(self) -> list[str]:
        """The agenda from the next decision down, in words: ``["Player 2 may discard a card", …]``."""
        if self.ended:
            return [f"game over: {self.ended}"]
        lines = []
        for entry in reversed(self.agenda):
            if is_step(entry):
                lines.append(f"then: {entry['step']}")
                continue
            seats = entry["seat"] if isinstance(entry["seat"], list) else [entry["seat"]]
            who = " and ".join("chance" if s == CHANCE_SEAT else self.seat_name(s) for s in seats)
            lines.append(f"{who}: {self.describe_entry(entry)}")
        lines.append(f"{self.seat_name(self.active)}: their turn")
        return lines

    def describe_entry(self, entry: dict) -> str:
        """One agenda entry in a few words (games refine it)."""
        return entry["kind"]

    def next_words(self, *words: str, player=None) -> list[str]:
        """Offer an action word by word: the words that may follow ``words`` for ``player`` (the decider if None).

        ``next_words()`` lists the open verbs, ``next_words("build")`` the first arguments of a legal
        build, and so on; a view can walk a learner through a verb with a huge argument space this way.
        """
        who = self._decider() if player is None else player
        if who is None or who is CHANCE or who not in self._deciders():
            return []
        return next_words(self, who, self.VERBS, self._verbs(who), tuple(words))

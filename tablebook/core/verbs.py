"""Verbs: one table from which a game derives its legal actions, their validation and their effects.

Each verb has three parts: ``candidates(state)`` proposes argument tuples (it may propose too many,
never too few), ``problem(state, args)`` returns the IllegalAction that forbids them or ``None``,
and ``do(state, args)`` carries them out. Legal actions are exactly the candidates without a problem,
and an action is validated by the same problem function, so the generator, the validator and the
"why is this illegal?" explanation cannot disagree (the property tests check the "never too few").
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple

from .action import Action
from .rules import IllegalAction, Rule


class Verb(NamedTuple):
    candidates: Callable[[Any], Iterable[tuple[str, ...]]]
    problem: Callable[[Any, tuple[str, ...]], IllegalAction | None]
    do: Callable[[Any, tuple[str, ...]], None]
    # optional fast path for hot verbs: a new list of exactly the legal actions (tests compare it with
    # the candidates filtered by problem, which stays the definition). Actions are immutable, so a
    # fast path may keep ready-made ones and reuse them from position to position.
    legal: Callable[[Any], list[Action]] | None = None


def bare(verb: str, do: Callable[[Any, tuple[str, ...]], None], *,
         problem: Callable[[Any, tuple[str, ...]], IllegalAction | None] | None = None,
         gate: Callable[[Any], bool] | None = None, rule: Rule | None = None) -> Verb:
    """A verb written alone ("trade", "end"): its one candidate is no arguments.

    Without ``problem`` the verb is open whenever its phase is, and refuses only arguments
    ("write just: stop", citing ``rule``). ``gate(state)``, if given, is a cheap necessary condition
    (a ship at the Orbital Market, say): where it fails the verb is closed without building the
    IllegalAction that says why. Agents probe such verbs at nearly every decision, and most of the
    time they are closed.
    """
    action = Action(verb)

    def alone(state: Any, args: tuple[str, ...]) -> IllegalAction | None:
        return IllegalAction(f"write just: {verb}", rule) if args else None

    check = problem or alone

    def candidates(state: Any) -> list[tuple[str, ...]]:
        return [()]

    def legal(state: Any) -> list[Action]:
        return [action] if gate(state) and check(state, ()) is None else []

    return Verb(candidates, check, do, legal if gate is not None else None)


# Action(verb, args) runs NamedTuple's __new__, a Python function; tuple.__new__ builds the same
# Action directly, which matters here: a random game builds tens of thousands of legal actions.
_new_action = tuple.__new__


def legal_of(state: Any, table: dict[str, Verb], verb: str) -> list[Action]:
    """Every action of one verb whose candidate arguments have no problem.

    A plain loop, not a comprehension: this runs for every verb an agent looks at, and a
    comprehension costs a function object and a call each time (Python 3.11).
    """
    candidates, check, _, legal = table[verb]
    if legal is not None:
        return legal(state)
    actions = []
    for args in candidates(state):
        if check(state, args) is None:
            actions.append(_new_action(Action, (verb, args)))
    return actions


def reference_legal_of(state: Any, table: dict[str, Verb], verb: str) -> list[Action]:
    """The definition of legality: the candidates whose problem is None (slower than a fast path)."""
    check = table[verb].problem
    return [Action(verb, args) for args in table[verb].candidates(state) if check(state, args) is None]


def problem(
    state: Any, table: dict[str, Verb], allowed: tuple[str, ...], action: Action, now: Callable[[], str]
) -> IllegalAction | None:
    """Why ``action`` is not legal (its verb's own problem, or that the verb does not fit ``now()``), or None."""
    if action.verb not in table:
        return IllegalAction(f"'{action.verb}' is not an action of this game; now you may: {', '.join(allowed)}")
    if action.verb not in allowed:
        return IllegalAction(f"You cannot '{action.verb}' now: {now()}; you may: {', '.join(allowed)}")
    return table[action.verb].problem(state, action.args)

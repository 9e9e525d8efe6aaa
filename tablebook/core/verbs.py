"""Verbs: one table from which a game derives its legal actions, their validation and their effects.

Each verb has three parts: ``candidates(state)`` proposes argument tuples (cheaply, may over-propose),
``problem(state, args)`` returns the IllegalAction that forbids them or ``None``, and
``do(state, args)`` carries them out. Legal actions are exactly the candidates without a problem,
so the generator, the validator and the "why is this illegal?" explanation can never disagree.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple

from .action import Action
from .rules import IllegalAction


class Verb(NamedTuple):
    candidates: Callable[[Any], Iterable[tuple[str, ...]]]
    problem: Callable[[Any, tuple[str, ...]], IllegalAction | None]
    do: Callable[[Any, tuple[str, ...]], None]


def legal(state: Any, table: dict[str, Verb], allowed: Iterable[str]) -> list[Action]:
    """Every action of the allowed verbs whose candidate arguments have no problem."""
    out = []
    for name in allowed:
        verb = table[name]
        for args in verb.candidates(state):
            if verb.problem(state, args) is None:
                out.append(Action(name, args))
    return out


def explain(state: Any, table: dict[str, Verb], allowed: Iterable[str], action: Action, now: str) -> IllegalAction:
    """Why ``action`` is not legal: its verb's own problem, or that the verb does not fit ``now``."""
    allowed = list(allowed)
    if action.verb not in table:
        return IllegalAction(f"'{action.verb}' is not an action of this game; now you may: {', '.join(allowed)}")
    if action.verb not in allowed:
        return IllegalAction(f"You cannot '{action.verb}' now: {now}; you may: {', '.join(allowed)}")
    try:
        problem = table[action.verb].problem(state, action.args)
    except (ValueError, IndexError, KeyError, TypeError) as error:
        problem = IllegalAction(f"'{action}' is malformed: {error}")
    return problem or IllegalAction(f"'{action}' is not one of the legal choices now")

"""What a position knows about itself: answers found once, forgotten at its next change.

Agents and views ask a position the same questions many times over: who decides, which verbs are open, the
legal actions of each, and a game's own facts (a fleet's ship tokens, the range of a faction). Each answer is
found once and remembered until the state changes: ``State.apply`` and chance forget everything after each
action, ``State.edit`` on leaving the block, and a game's own rule calls ``forget`` when it changes, in the
middle of an action, what an answer of its own it asks again depends on. The kernel keeps its own answers (the
decider, the open verbs, the legal actions) in ``State``; a game keeps its own with ``per_position`` (or
``State.memo()``).

Rules must never change a position to ask a question of it: a remembered answer would outlive the change.
"""

from __future__ import annotations

from functools import wraps
from typing import Callable


def forget(state) -> None:
    """Forget a game's own answers: one of its rules has changed, in the middle of an action, what they depend on
    (the kernel forgets its own, and the game's again, once the action is done)."""
    state._memo = None


def per_position(question: Callable) -> Callable:
    """Remember a state's answer to a question about one thing (a seat, a facility) until the position changes.

    The answer is shared by every caller, so callers must not change it.
    """

    @wraps(question)
    def ask(state, about):
        key = (ask, about)
        answers = state._memo  # State.memo(), inline: a game asks these many times per decision
        if answers is None:
            answers = state._memo = {}
        elif key in answers:
            return answers[key]
        answer = answers[key] = question(state, about)
        return answer

    return ask

"""What a position knows about itself: answers found once, forgotten at its next change.

Agents and views ask a position the same questions many times over: who decides, which verbs are open, the
legal actions of each, and a game's own facts (a fleet's ship tokens, the range of a faction). Each answer is
found once and remembered until the state changes: ``State.apply`` and chance forget everything after each
action, ``State.edit`` on leaving the block, and a game's own rule calls ``forget`` when it changes, in the
middle of an action, what an answer of its own it asks again depends on. The kernel keeps its own answers (the
decider, the open verbs, the legal actions) in ``State``, read inline where agents ask at every decision; a
game's own answers are kept by this module alone (``per_position``, ``answers``, ``forget``; ``State.memo()``).

Rules must never change a position to ask a question of it: a remembered answer would outlive the change.
"""

from __future__ import annotations

from functools import wraps
from typing import Callable


def forget(state) -> None:
    """Forget a game's own answers: every change of the position does (``State`` calls this), and a game's rule when
    it changes, in the middle of an action, what an answer it asks again depends on."""
    state._memo = None


def answers(state) -> dict:
    """A game's own answers remembered for this position (``State.memo()``), kept here beside ``per_position``."""
    found = state._memo
    if found is None:
        found = state._memo = {}
    return found


def copy_answers(source, target) -> None:
    """Give ``target``, a state of the same position as ``source``, a copy of the answers ``source`` found: a move
    tried on a working copy put back to the position (``Trials``) need not find them again. A copy, as answers the
    move finds after its first change belong to the position after it."""
    found = source._memo
    target._memo = None if found is None else found.copy()


_UNASKED = object()  # no answer found yet (None may be an answer)


def per_position(question: Callable) -> Callable:
    """Remember a state's answer to a question about one thing (a seat, a facility) until the position changes.

    The answer is shared by every caller, so callers must not change it.
    """

    @wraps(question)
    def ask(state, about):
        key = (ask, about)
        found = state._memo  # answers(state), inline: a game asks these many times per decision
        if found is None:
            found = state._memo = {}
        else:
            answer = found.get(key, _UNASKED)  # one look-up, not a test and a second one
            if answer is not _UNASKED:
                return answer
        answer = found[key] = question(state, about)
        return answer

    return ask

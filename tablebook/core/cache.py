"""What a position knows about itself: answers found once, forgotten at its next change.

Agents and views ask a position the same questions many times over: who decides, which verbs are open, the
legal actions of each, and a game's own facts (a fleet's ship tokens, the range of a faction). Each answer is
found once and kept in the position's one cache (``State.memo()``, where a game's own answers go under keys of its
choosing, or ``per_position``), which every change of the state empties: ``State.apply`` and
chance after each action, ``State.edit`` on leaving the block, and a game's own rule when it changes, in the
middle of an action, what an answer it asks again depends on (``forget``). A copy of a position starts with
what the position knew (``State.copier``): it is the same position until it changes.

Rules must never change a position to ask a question of it: a cached answer would outlive the change.
"""

from __future__ import annotations

from functools import wraps
from typing import Callable


def forget(state) -> None:
    """Forget every answer remembered for the position: it has changed."""
    state._known = {}


def per_position(question: Callable) -> Callable:
    """Remember a state method's answer, by its arguments, until the position changes.

    The answer is shared by every caller and every copy of the position, so callers must not change it.
    """

    @wraps(question)
    def ask(state, *args):
        key = (ask, *args)
        cache = state._known
        answer = cache.get(key, cache)  # the dict itself stands for "not asked yet": no answer is ever it
        if answer is cache:
            answer = cache[key] = question(state, *args)
        return answer

    return ask

"""What every game's fuzz test shares: near misses of legal actions, and the check that a refusal is clean.

Whatever is thrown, either the action is legal (``explain()`` is None and ``legal_actions()`` lists it)
or ``apply()`` raises IllegalAction — never another exception — and the state's JSON is unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from tablebook.core import Action, IllegalAction


def mutants(action: Action, rng: random.Random, words: Sequence[str], verbs: Sequence[str]) -> Iterator[Action]:
    """Near misses of a legal action: an argument replaced, dropped, added or moved, or another verb."""
    args = list(action.args)
    if args:
        i = rng.randrange(len(args))
        yield Action(action.verb, tuple(args[:i] + [rng.choice(words)] + args[i + 1:]))
        yield Action(action.verb, tuple(args[:i] + args[i + 1:]))
        yield Action(action.verb, tuple(reversed(args)))
    yield Action(action.verb, tuple(args + [rng.choice(words)]))
    yield Action(rng.choice(verbs), tuple(args))


def check(s, action, player=None) -> bool:
    """``action`` (by ``player``, or by whoever decides) is either legal, or refused leaving ``s`` as it was.

    True when it was refused, so a test can tell that its throws were not all legal."""
    before = s.to_json()
    problem = s.explain(action, player)
    if problem is None:
        assert player in (None, *s.deciders()) and Action.of(action) in s.legal_actions(player=player), action
        return False
    assert isinstance(problem, IllegalAction) and problem.reason, action
    with pytest.raises(IllegalAction):
        s.apply(action, player)
    assert s.to_json() == before, f"{action} changed the state although it was refused"
    return True

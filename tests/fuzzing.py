"""What every game's fuzz test shares: random games to throw at, near misses of legal actions, and the check that
a refusal is clean.

Whatever is thrown, either the action is legal (``explain()`` is None, ``legal_actions()`` lists it and ``apply()``
takes it) or ``apply()`` raises IllegalAction — never another exception — and the state's JSON is unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE, Action, IllegalAction

# words no game spells an action with, or spells otherwise: blanks, signs, other digits, other scripts
JUNK = ["", "-", "--", "?", "x", "all", "none", "null", "0", "-1", "01", "+1", "1.0", "1e0", "½", "٣", "²", "ñ", "🚀"]


class Seen:
    """What a random game has shown so far: recent actions of players and of chance, and every word of them."""

    def __init__(self):
        self.player: list[Action] = []
        self.chance: list[Action] = []
        self.words: dict[str, None] = dict.fromkeys(JUNK)  # in order of first sight, so seeded choices repeat

    def add(self, action: Action, by_chance: bool) -> None:
        kept = self.chance if by_chance else self.player
        kept.append(action)
        del kept[:-60]
        self.words.update(dict.fromkeys(action.args))

    def vocabulary(self) -> list[str]:
        return list(self.words)


def _play(game, players: int, seed: int):
    """A seeded random game of ``game``: each state before its next action, with that action, then its end."""
    s = game.setup(players, seed)
    agents = [RandomAgent(seed * 13 + p) for p in range(players)]
    while not s.is_over():
        who = s.decider()
        action = s.sample_chance() if who is CHANCE else agents[who].choose(s)
        yield s, action
        s.apply(action)
    assert s.end_reason(), "a game that is over says why"
    yield s, None


def walk(game, players: int, seed: int, count: int) -> Iterator[tuple]:
    """A seeded random game of ``game``: yields ``(state, rng, seen)`` at ``count`` of its positions spread at random
    (however long the game), then at its end (the state is the game's own: throw at it, do not play on it)."""
    rng = random.Random(f"fuzz/{game.name}/{players}/{seed}")
    length = sum(1 for _ in _play(game, players, seed))
    chosen = set(rng.sample(range(length - 1), min(count, length - 1)))
    seen = Seen()
    for i, (s, action) in enumerate(_play(game, players, seed)):
        if i in chosen or action is None:
            yield s, rng, seen
        if action is not None:
            seen.add(action, s.decider() is CHANCE)


def respelt(word: str, rng: random.Random) -> str:
    """Another spelling of a word: a number with a leading 0, a sign or another script's digit; a name in capitals,
    with an underscore for its dash, or cut short."""
    if word.isdigit():
        return rng.choice(["0" + word, "+" + word, word + ".0", "".join(chr(0x0660 + int(d)) for d in word)])
    return rng.choice([word.upper(), word.title(), word.replace("-", "_"), word[:-1]])


def mutants(action: Action, rng: random.Random, words: Sequence[str], verbs: Sequence[str]) -> Iterator[Action]:
    """Near misses of a legal action: an argument replaced, respelt, dropped, added or moved, or another verb."""
    args = list(action.args)
    if args:
        i = rng.randrange(len(args))
        yield Action(action.verb, tuple(args[:i] + [rng.choice(words)] + args[i + 1:]))
        if args[i]:
            yield Action(action.verb, tuple(args[:i] + [respelt(args[i], rng)] + args[i + 1:]))
        yield Action(action.verb, tuple(args[:i] + args[i + 1:]))
        yield Action(action.verb, tuple(reversed(args)))
    yield Action(action.verb, tuple(args + [rng.choice(words)]))
    yield Action(rng.choice(verbs), tuple(args))


def check(s, action, player=None) -> bool:
    """``action`` (by ``player``, or by whoever decides) is either legal, or refused leaving ``s`` as it was.

    A game that lists every legal action as written (``State.LISTS_EVERY_ACTION``) accepts exactly what it lists.
    True when it was refused, so a test can tell that its throws were not all legal."""
    before = s.to_json()
    problem = s.explain(action, player)
    try:
        listed = Action.of(action) in s.legal_actions(player=player) and player in (None, *s.deciders())
    except ValueError:  # not text at all
        listed = False
    if problem is None:
        assert listed or not s.LISTS_EVERY_ACTION, f"{action!r} is accepted but not listed"
        after = s.clone().apply(action, player)
        assert after.history[-1] == str(Action.of(action)) and s.to_json() == before, action
        return False
    assert not (listed and s.LISTS_EVERY_ACTION), f"{action!r} is listed but refused: {problem}"
    assert isinstance(problem, IllegalAction) and problem.reason.strip(), action
    with pytest.raises(IllegalAction):
        s.apply(action, player)
    assert s.to_json() == before, f"{action!r} changed the state although it was refused"
    return True

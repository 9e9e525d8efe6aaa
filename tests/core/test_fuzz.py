"""Fuzzing the action boundary of every game: illegal and malformed actions at many states of random games.

Whatever is thrown at a state, exactly one of two things happens (``tests.fuzzing.check``):

* the action is legal: explain() says None, legal_actions() lists it and apply() takes it; or
* explain() returns an IllegalAction with a reason, apply() raises IllegalAction (never another exception) and the
  state's JSON is exactly as before.

The words thrown are the game's own, gathered from the actions of the game so far, and junk. Some throws are
illegal by construction (an action from a seat that does not decide, a chance outcome at a player's decision, a
player's action at a chance event, anything once the game is over): those must be refused.
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablebook.core import CHANCE, Action
from tablebook.registry import load
from tests.games import GAMES

from ..fuzzing import check, mutants, walk

OTHER_VERBS = ["undo", "move", "Dock", "END", "rolls", "x", ""]
# every game at its fewest and most players: one seat alone, or a full table with decisions out of turn
TABLES = [(name, players) for name in GAMES for players in (load(name).min_players, load(name).max_players)]


def verbs_of(s) -> list[str]:
    return sorted(s.VERBS) + OTHER_VERBS


@pytest.mark.parametrize("name, players", TABLES)
def test_random_verbs_with_the_games_words(name, players):
    thrown = refused = 0
    for s, rng, seen in walk(load(name), players, 0, 25):
        words = seen.vocabulary()
        for _ in range(8):
            args = tuple(rng.choice(words) for _ in range(rng.randrange(5)))
            refused += check(s, Action(rng.choice(verbs_of(s)), args))
            thrown += 1
    assert thrown > 150 and refused > thrown // 2


@pytest.mark.parametrize("name, players", TABLES)
def test_near_misses_of_legal_actions(name, players):
    """A legal action with a word replaced, respelt, dropped, added or moved, or another verb."""
    thrown = refused = 0
    for s, rng, seen in walk(load(name), players, 1, 25):
        legal = s.legal_actions()
        for action in rng.sample(legal, min(4, len(legal))):
            for mutant in mutants(action, rng, seen.vocabulary(), verbs_of(s)):
                refused += check(s, mutant)
                check(s, str(mutant))
                thrown += 1
    assert thrown > 150 and refused > thrown // 3


@pytest.mark.parametrize("name, players", TABLES)
def test_what_is_thrown_at_the_wrong_decider_is_refused(name, players):
    """A legal action from a seat that does not decide, or as chance; a chance outcome at a player's decision and
    a player's action at a chance event; anything once the game is over."""
    checked = 0
    for s, rng, seen in walk(load(name), players, 2, 20):
        deciders = s.deciders()
        if not deciders:
            for action in seen.player[-5:] + seen.chance[-5:]:
                assert check(s, action) and check(s, str(action))
            continue
        legal = s.legal_actions()
        for action in rng.sample(legal, min(3, len(legal))):
            for other in [q for q in range(players) if q not in deciders]:
                assert check(s, action, player=other) and check(s, str(action), player=other)
            if CHANCE not in deciders:
                assert check(s, action, player=CHANCE)
        if CHANCE in deciders:
            outcomes = {a for a, _ in s.chance_outcomes()}
            for action in rng.sample(seen.player, min(6, len(seen.player))):
                assert action in outcomes or check(s, action)
        else:
            for action in rng.sample(seen.chance, min(6, len(seen.chance))):
                assert action.verb in s.verbs() or check(s, action)
        checked += 1
    assert checked >= 20


# --- garbage --------------------------------------------------------------------------------------------
@functools.cache
def snapshots(name: str) -> tuple[dict, ...]:
    """Positions of two random games of ``name``: decisions of every kind, chance events and the end."""
    game, found = load(name), {}
    for players in (game.min_players, game.max_players):
        for s, rng, _ in walk(game, players, 3, 60):
            who = s.decider()
            kind = "over" if who is None else "chance" if who is CHANCE else s.verbs()
            if kind not in found or rng.random() < 0.05:
                found[kind] = s.to_json()
    return tuple(found[kind] for kind in sorted(found, key=str))


@pytest.mark.parametrize("name", GAMES)
def test_the_snapshots_hold_decisions_of_several_kinds_and_the_end(name):
    states = [load(name).from_json(data) for data in snapshots(name)]
    assert len({s.verbs() for s in states if s.decider() not in (None, CHANCE)}) >= 3
    assert any(s.is_over() for s in states)


def snapshot(name: str):
    return st.integers(min_value=0, max_value=10**6).map(lambda k: snapshots(name)[k % len(snapshots(name))])


def text(name: str):
    game_verbs = sorted(load(name).state_class.VERBS)
    return st.one_of(
        st.text(max_size=40),
        st.builds(lambda verb, args: " ".join([verb, *args]), st.sampled_from(game_verbs),
                  st.lists(st.text(max_size=8).filter(lambda w: w.split() == [w]), max_size=5)),
    )


@pytest.mark.parametrize("name", GAMES)
def test_garbage_text(name):
    @given(data=snapshot(name), line=text(name))
    @settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    def throw(data, line):
        check(load(name).from_json(data), line)

    throw()


@pytest.mark.parametrize("thing", [None, 3, 2.5, b"end", ["end"], ("end",), {"verb": "end"}])
@pytest.mark.parametrize("name", GAMES)
def test_what_is_not_text_is_refused(name, thing):
    for data in snapshots(name):
        assert check(load(name).from_json(data), thing)

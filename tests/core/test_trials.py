"""Moves tried on one working copy (core.trials) give exactly the positions a fresh copy gives, leave the position
they start from as it was, and the coaches' evaluators value them exactly as the heuristic does from scratch."""

from __future__ import annotations

import json
import random

import pytest

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE
from tablebook.core.trials import Trials
from tablebook.registry import load
from tests.games import GAMES, positions


@pytest.mark.parametrize("name", GAMES)
def test_each_try_is_the_position_a_fresh_copy_gives_and_the_start_stays(name):
    game = load(name)
    for state in positions(name, game.max_players, seed=5, limit=400):
        seat, before = state.decider(), state.to_json()
        trials = Trials(state)
        for action in state.legal_actions():
            after = trials.apply(action, seat)
            expected = state.clone().apply(action, seat)
            assert after.to_json() == expected.to_json(), action
            assert sorted(trials.changed) == sorted(k for k in expected.FIELDS if getattr(expected, k) != getattr(state, k))
            if name == "space-station":  # which elements of a list field changed (read before the next try puts back)
                assert trials.changed_elements("stations") == [q for q, station in enumerate(expected.stations)
                                                               if station != state.stations[q]], action
        assert state.to_json() == before


@pytest.mark.parametrize("name", GAMES)
def test_trials_followed_as_play_goes_on_give_the_positions_a_fresh_copy_gives(name):
    game = load(name)
    trials = None
    for state in positions(name, game.max_players, seed=8, every=2, limit=400):
        seat, seed = state.decider(), len(state.history)  # a world's seed of its own at each decision
        if len(state.history) % 3 == 0:  # at times another state of the position, as a world is
            state = state.clone()
        trials = Trials(state, seed=seed) if trials is None else trials.follow(seed, base=state)
        actions = state.legal_actions()
        for action in random.Random(len(state.history)).sample(actions, min(6, len(actions))):
            after = trials.apply(action, seat)
            expected = state.clone().apply(action, seat)
            expected.seed = seed
            assert after.to_json() == expected.to_json(), action
            assert sorted(trials.changed) == sorted(k for k in expected.FIELDS if getattr(expected, k) != getattr(state, k))


@pytest.mark.parametrize("name", GAMES)
def test_the_coachs_evaluator_gives_the_heuristic_from_scratch(name):
    game = load(name)
    coach = game.coaching
    for state in positions(name, game.max_players, seed=6, every=5, limit=400):
        seat = state.decider()
        trials = Trials(state)
        values = [coach.evaluator(state, seat), coach.evaluator(state, seat, trials)]  # without the trials and with
        for action in state.legal_actions():
            after = trials.apply(action, seat)
            expected = coach.value(state.clone().apply(action, seat), seat)
            assert [value(after) for value in values] == [expected] * len(values), action


def test_a_try_may_take_a_worlds_seed_and_the_start_keeps_its_own():
    state = next(positions("alien-frontiers", 2, seed=1))
    trials = Trials(state, seed=12345)
    after = trials.apply(state.legal_actions()[0], state.decider())
    assert after.seed == 12345 and state.seed == 1
    assert "seed" not in trials.changed


def test_tries_in_a_random_order_each_match_a_fresh_copy():
    game = load("space-station")
    state = next(positions("space-station", 3, seed=2, every=11))
    seat = state.decider()
    actions = state.legal_actions() * 2
    random.Random(0).shuffle(actions)
    trials = Trials(state)
    for action in actions:
        assert trials.apply(action, seat).to_json() == state.clone().apply(action, seat).to_json()
    assert game.name == state.game.name


def test_trials_followed_to_a_position_play_did_not_go_on_to_begin_afresh():
    one, other = next(positions("alien-frontiers", 2, seed=1)), next(positions("alien-frontiers", 2, seed=2))
    assert one.history != other.history[:len(one.history)]
    trials = Trials(one)
    trials.apply(one.legal_actions()[0], one.decider())
    followed = trials.follow(base=other)
    assert followed is not trials and followed.base is other
    action, seat = other.legal_actions()[0], other.decider()
    assert followed.apply(action, seat).to_json() == other.clone().apply(action, seat).to_json()


def _fixed_game(name: str, players: int, seed: int, **options):
    """A seeded game between random agents, as the action it applies and the state after it."""
    state = load(name).setup(players, seed, **options)
    agents = [RandomAgent(seed * 7 + p) for p in range(players)]
    while not state.is_over():
        who = state.decider()
        action = state.sample_chance() if who is CHANCE else agents[who].choose(state.view(who))
        yield action, state.apply(action, who)


def _first_change_of_a_fixed_field(name: str, players: int, seed: int, **options):
    """The first action after which a field the game takes as fixed (``State.fixed_fields``) is no longer what it was
    when it became fixed, or stops being fixed; None if none is."""
    fixed = None
    for action, state in _fixed_game(name, players, seed, **options):
        now = {k: json.dumps(getattr(state, k), sort_keys=True) for k in state.fixed_fields()}
        if fixed and now != fixed:
            return action
        fixed = fixed or now
    return None


FIXING = [(name, players, options) for name, options in (("alien-frontiers", {}), ("gaia-project", {}),
                                                         ("gaia-project", {"layout": "assembled"}),
                                                         ("space-station-phoenix", {}),
                                                         ("space-station-phoenix", {"hubs": "advanced"}),
                                                         ("space-station-phoenix", {"setup": "first-game"}))
          for players in (load(name).min_players, load(name).max_players)]


@pytest.mark.parametrize("name,players,options", FIXING)
def test_no_action_changes_a_field_its_game_declares_fixed(name, players, options):
    assert load(name).setup(players, 1, **options).FIXED
    for seed in range(12):
        assert _first_change_of_a_fixed_field(name, players, seed, **options) is None, seed


@pytest.mark.parametrize("name,moving", [("alien-frontiers", "turn"), ("gaia-project", "pl"),
                                         ("space-station-phoenix", "market")])
def test_a_field_a_move_changes_declared_fixed_is_caught(name, moving, monkeypatch):
    kind = type(load(name).setup(2, 1))
    monkeypatch.setattr(kind, "FIXED", (*kind.FIXED, moving))
    assert _first_change_of_a_fixed_field(name, 2, 1) is not None


def _first_move_touching_an_undeclared_field(name: str, players: int, seed: int):
    """The first legal move (with its position's history length and the field) of every position of a seeded game
    that changes a field its verb does not declare (``State.TOUCHES``); None if none does."""
    for state in positions(name, players, seed, every=1):
        who = state.decider()
        for action in state.legal_actions():
            touched = state.TOUCHES.get(action.verb)
            if touched is None:
                continue
            after = state.clone().apply(action, who)
            for field in state.__dict__.keys() - {"history", "seats", *touched}:
                if field[0] != "_" and json.dumps(getattr(after, field)) != json.dumps(getattr(state, field)):
                    return len(state.history), str(action), field
    return None


def _making(promise: str) -> list[tuple[str, int]]:
    """Each game, at its fewest and its most players, whose state makes ``promise`` (a ``State`` attribute: some
    fields named)."""
    return [(name, players) for name in GAMES for players in (load(name).min_players, load(name).max_players)
            if getattr(load(name).setup(players, 1), promise)]


TOUCHING = _making("TOUCHES")


@pytest.mark.parametrize("name,players", TOUCHING)
def test_no_move_changes_a_field_its_verb_does_not_declare(name, players):
    for seed in range(8):
        assert _first_move_touching_an_undeclared_field(name, players, seed) is None, seed


def test_a_field_a_verb_changes_left_undeclared_is_caught(monkeypatch):
    kind = type(load("space-station").setup(2, 1))
    monkeypatch.setattr(kind, "TOUCHES", {**kind.TOUCHES, "build": ("money", "hands", "passes", "active")})
    assert _first_move_touching_an_undeclared_field("space-station", 2, 1)[2] == "stations"


def _first_change_in_place(name: str, players: int, seed: int):
    """The first action of a seeded game (a seat's or chance's), with the field, that changes in place anything a
    field of ``State.REPLACED`` holds rather than replacing it; None if none does. Every legal move of each position
    is tried on a copy, not only the one played; of a chance event, the outcome the seed gives."""
    state = load(name).setup(players, seed)
    agents = [RandomAgent(seed * 7 + p) for p in range(players)]
    while not state.is_over():
        who = state.decider()
        played = state.sample_chance() if who is CHANCE else agents[who].choose(state.view(who))
        for action in [played] if who is CHANCE else state.legal_actions():
            copy = state.clone()
            held = [(field, element) for field in copy.REPLACED
                    for element in (getattr(copy, field).values() if isinstance(getattr(copy, field), dict)
                                    else getattr(copy, field))]
            was = [json.dumps(element) for _, element in held]
            copy.apply(action, who)
            for (field, element), before in zip(held, was):
                if json.dumps(element) != before:
                    return str(action), field
        state.apply(played, who)
    return None


@pytest.mark.parametrize("name,players", _making("REPLACED"))
def test_no_move_changes_in_place_what_a_replaced_field_holds(name, players):
    assert [_first_change_in_place(name, players, seed) for seed in range(4)] == [None] * 4


def test_a_rule_changing_a_replaced_field_in_place_is_caught(monkeypatch):
    kind = type(load("alien-frontiers").setup(2, 1))
    monkeypatch.setattr(kind, "lose_card", lambda s, player, card: s.hands[player].remove(card))
    assert _first_change_in_place("alien-frontiers", 2, 1)[1] == "hands"


def test_gaias_setup_is_fixed_only_once_the_assembled_board_is_laid():
    fixed = [(action.verb, bool(state.fixed_fields()))
             for action, state in _fixed_game("gaia-project", 2, 3, layout="assembled")]
    laid = max(i for i, (verb, _) in enumerate(fixed) if verb == "sector")
    assert not any(is_fixed for _, is_fixed in fixed[:laid + 1]) and fixed[-1][1]


def test_trials_followed_to_a_position_whose_fixed_field_was_edited_begin_afresh():
    state = next(s for s in positions("gaia-project", 2, seed=4, every=1) if s.fixed_fields())
    trials = Trials(state)
    seat = state.decider()
    trials.apply(state.legal_actions()[0], seat)
    with state.edit():
        state.setup["roundScoring"] = state.setup["roundScoring"][::-1]
    followed = trials.follow()
    assert followed is not trials
    for action in state.legal_actions():
        assert followed.apply(action, seat).to_json() == state.clone().apply(action, seat).to_json(), action


@pytest.mark.parametrize("now", [
    {"a": [1], "c": [2]},  # as long, another key: the key the position has is missing
    {"a": [1], "b": [9]},  # the same keys, one element changed
    {"a": [1]},  # shorter
    [[1], [2]],  # another kind
])
def test_a_deep_field_is_put_back_equal_to_the_positions_whatever_a_move_did_to_its_keys(now):
    from tablebook.core.trials import _Saved

    was = {"a": [1], "b": [2]}
    back = _Saved(was).put_back(now, was)
    assert back == was and list(back) == ["a", "b"]
    back["a"].append(3)
    assert was == {"a": [1], "b": [2]}  # what is put back shares nothing a later move could change


@pytest.mark.parametrize("now", [
    {"c": [0], "a": [1]},  # a ship dismantled (b), another changed, the keys in another order
    {"a": [1], "c": [3], "d": [4]},  # as long: b gone, d come
])
def test_a_dict_whose_keys_a_move_changed_is_put_back_in_the_positions_order_keeping_its_unchanged_entries(now):
    from tablebook.core.trials import _Saved

    was = {"a": [1], "b": [2], "c": [3]}
    own = now["a"]
    back = _Saved(was).put_back(now, was)
    assert back == was and list(back) == ["a", "b", "c"]
    assert back["a"] is own  # an entry still equal to the position's is reused, not copied again
    assert not {id(entry) for entry in back.values()} & {id(entry) for entry in was.values()}
    back["b"].append(9), back["c"].append(9)
    assert was == {"a": [1], "b": [2], "c": [3]}

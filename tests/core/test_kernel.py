"""The game-agnostic kernel: action text, citations, exact chance, the registry, setup checks,
game records, replay errors, the timeline, out-of-turn actions and explain().

The kernel's contract is played on its toy game (``relay_game.py``), and the parts of it every position must keep
(explain() and the legal list agree, out-of-turn actions are refused) on every game too; the tests that need a
real game's facts (Alien Frontiers' dice and docks) say so by their names.

Expected numbers come from hand calculation or brute-force enumeration, never from the code under test.
"""

from __future__ import annotations

import copy
import itertools
import json
import math
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablebook
from tablebook.core import (
    CHANCE,
    Action,
    GameRecord,
    IllegalAction,
    ReplayError,
    Rule,
    State,
    Timeline,
    act,
    dice_outcomes,
    draw_outcomes,
    multiset_probability,
    ready_made,
    rulebook,
)
from tablebook.registry import load
from tests.games import GAMES

from .relay_game import GAME as RELAY

G = tablebook.load("alien-frontiers")


def random_game(players: int, seed: int, agent_seed: int = 0, limit: int | None = None, game=RELAY):
    """Play a game with uniformly random legal choices; yield the state before every action."""
    rng = random.Random(agent_seed)
    s = game.setup(players, seed)
    while not s.is_over() and (limit is None or len(s.history) < limit):
        yield s
        who = s.decider()
        if who is CHANCE:
            s.apply(s.sample_chance())
        else:
            verbs = [v for v in s.verbs() if s.legal_actions(v)]
            assert verbs, f"no legal action at a player's decision: {s!r}"
            s.apply(rng.choice(s.legal_actions(rng.choice(verbs))))
    yield s


def final_state(players: int, seed: int, agent_seed: int = 0, limit: int | None = None, game=RELAY):
    for s in random_game(players, seed, agent_seed, limit, game):
        pass
    return s


@pytest.fixture(scope="module")
def finished():
    """One complete 3-player game of the kernel's toy game, Relay (it must end by the rules, with a chance line)."""
    s = final_state(3, 11, agent_seed=5)
    assert s.end_reason() == "two rounds played" and CHANCE in s.seats
    return s


# --- action text ---------------------------------------------------------------------------------
VERB = st.text(alphabet="abcdefghijklmnopqrstuvwxyz-", min_size=1, max_size=16)
WORD = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp")), min_size=1, max_size=12
).filter(lambda w: w.split() == [w])


@given(VERB, st.lists(WORD, max_size=6))
def test_action_text_round_trip(verb, args):
    a = Action(verb, tuple(args))
    text = str(a)
    assert "\n" not in text
    assert Action.parse(text) == a
    assert Action.of(text) == a
    assert Action.of(a) is a


@given(VERB, st.lists(WORD, max_size=6))
def test_a_ready_made_action_is_the_action_made_once(verb, args):
    made = ready_made(verb, tuple(args))
    assert type(made) is Action and made == Action(verb, tuple(args)) and str(made) == str(Action(verb, tuple(args)))
    assert ready_made(verb, tuple(list(args))) is made  # equal words, another tuple: the same object


def test_action_text_by_hand():
    assert str(Action("end")) == "end"
    assert str(Action("dock", ("shipyard", "4", "4"))) == "dock shipyard 4 4"
    assert Action.parse("dock shipyard 4 4") == Action("dock", ("shipyard", "4", "4"))
    # extra blanks collapse; the verb is read case-blind; arguments keep their case
    assert Action.parse("  DOCK   lunar-mine\t6 \n") == Action("dock", ("lunar-mine", "6"))
    assert Action.parse("steal Blue ore").args == ("Blue", "ore")
    assert act("dock", "lunar-mine", 6) == Action("dock", ("lunar-mine", "6"))
    assert act("end") == Action("end", ())


@pytest.mark.parametrize("name", ["relay", *GAMES])
def test_every_legal_action_of_a_game_round_trips_through_its_text(name):
    seen = 0
    for s in random_game(2, 3, agent_seed=1, limit=400, game=load(name)):
        for a in s.legal_actions() if s.decider() is not CHANCE else [s.sample_chance()]:
            assert Action.parse(str(a)) == a
            seen += 1
    assert seen > 40


@pytest.mark.parametrize("line", ["", " ", "\t\n", "\n"])
def test_empty_lines_are_not_actions(line):
    with pytest.raises(ValueError):
        Action.parse(line)


@pytest.mark.parametrize("thing", [None, 3, 2.5, b"end", ["end"], ("end",)])
def test_non_text_is_not_an_action(thing):
    with pytest.raises(ValueError):
        Action.parse(thing)
    with pytest.raises(ValueError):
        Action.of(thing)


@pytest.mark.parametrize("thing", [None, 3, b"end", "", "   "])
def test_explain_and_apply_refuse_non_actions_with_illegal_action(thing):
    s = RELAY.setup(2, 0)
    before = s.to_json()
    err = s.explain(thing)
    assert isinstance(err, IllegalAction) and err.reason
    with pytest.raises(IllegalAction):
        s.apply(thing)
    assert s.to_json() == before


# --- rule citations ------------------------------------------------------------------------------
def test_rule_citation_formatting():
    r = Rule("Alien Frontiers", ("Orbital Facilities", "Lunar Mine"))
    assert str(r) == "Alien Frontiers › Orbital Facilities › Lunar Mine"
    assert str(Rule("Alien Frontiers", ())) == "Alien Frontiers"
    cite = rulebook("Alien Frontiers")
    assert cite("Orbital Facilities", "Lunar Mine") == r
    assert cite("Orbital Facilities").child("Lunar Mine") == r
    assert str(cite("Game Play").child("End of Turn", "Resources")) == "Alien Frontiers › Game Play › End of Turn › Resources"


def test_illegal_action_carries_reason_and_rule():
    r = Rule("Chess", ("Moves", "Castling"))
    e = IllegalAction("the king has moved", r)
    assert isinstance(e, ValueError)
    assert e.reason == "the king has moved" and e.rule == r
    assert str(e) == "the king has moved [Chess › Moves › Castling]"
    bare = IllegalAction("no")
    assert bare.rule is None and str(bare) == "no"


def test_a_refused_dock_cites_the_lunar_mine_rule():
    s = G.setup(4, 2)
    s.apply("roll 3 5 6")  # red's three ships
    s.apply("dock lunar-mine 5")
    err = s.explain("dock lunar-mine 3")  # lower than the 5 docked there; red has no Van Vogt bonus
    assert isinstance(err, IllegalAction) and err.reason
    assert str(err.rule) == "Alien Frontiers › Orbital Facilities › Lunar Mine"
    assert str(err).endswith("[Alien Frontiers › Orbital Facilities › Lunar Mine]")


# --- chance --------------------------------------------------------------------------------------
def brute_force_dice(n: int, sides: int = 6) -> dict[tuple[int, ...], Fraction]:
    counts = Counter(tuple(sorted(r)) for r in itertools.product(range(1, sides + 1), repeat=n))
    return {faces: Fraction(k, sides**n) for faces, k in counts.items()}


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5, 6])
def test_dice_outcomes_are_exact(n):
    outcomes = dice_outcomes(n)
    assert len(outcomes) == math.comb(n + 5, 5)  # multisets of size n from 6 faces
    assert sum(p for _, p in outcomes) == 1
    assert all(isinstance(p, Fraction) for _, p in outcomes)
    assert all(list(faces) == sorted(faces) for faces, _ in outcomes)
    assert len({faces for faces, _ in outcomes}) == len(outcomes)
    if n <= 5:
        assert dict(outcomes) == brute_force_dice(n)


def test_dice_outcomes_other_dice():
    assert dict(dice_outcomes(2, sides=2)) == {(1, 1): Fraction(1, 4), (1, 2): Fraction(1, 2), (2, 2): Fraction(1, 4)}
    assert dict(dice_outcomes(3, sides=4)) == brute_force_dice(3, 4)


def test_multiset_probability_by_hand():
    assert multiset_probability((1, 1, 2)) == Fraction(3, 216)  # 112, 121, 211
    assert multiset_probability((2, 1, 1)) == Fraction(3, 216)
    assert multiset_probability((1, 2, 3)) == Fraction(6, 216)  # 3! orders
    assert multiset_probability((6, 6, 6)) == Fraction(1, 216)
    assert multiset_probability((4,)) == Fraction(1, 6)
    assert multiset_probability((5, 5, 3, 3)) == Fraction(6, 1296)  # 4!/(2!2!)
    assert multiset_probability((1, 2), sides=2) == Fraction(1, 2)
    assert multiset_probability(()) == 1


def test_draw_outcomes_by_hand():
    out = draw_outcomes({"b": 1, "a": 2, "c": 0})
    assert out == [("a", Fraction(2, 3)), ("b", Fraction(1, 3))]  # sorted, empty piles left out
    assert draw_outcomes({"x": 5}) == [("x", 1)]


@given(st.dictionaries(st.text(min_size=1, max_size=5), st.integers(0, 9), min_size=1).filter(lambda d: sum(d.values())))
def test_draw_outcomes_proportions(counts):
    out = draw_outcomes(counts)
    total = sum(counts.values())
    assert sum(p for _, p in out) == 1
    assert dict(out) == {c: Fraction(k, total) for c, k in counts.items() if k}
    assert [c for c, _ in out] == sorted(c for c, k in counts.items() if k)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_roll_lists_every_multiset_of_three_dice(players):
    s = G.setup(players, 9)
    assert s.decider() is CHANCE
    outcomes = s.chance_outcomes()
    assert len(outcomes) == math.comb(3 + 5, 5) == 56  # the first player rolls their three ships
    assert sum(p for _, p in outcomes) == 1
    by_text = {str(a): p for a, p in outcomes}
    assert by_text["roll 1 1 2"] == Fraction(3, 216)
    assert by_text["roll 2 4 6"] == Fraction(6, 216)
    assert by_text["roll 5 5 5"] == Fraction(1, 216)


# --- registry --------------------------------------------------------------------------------------
def test_registry():
    names = tablebook.game_names()
    assert "alien-frontiers" in names and names == sorted(names)
    assert all(isinstance(n, str) for n in names)
    g = tablebook.load("alien-frontiers")
    assert g is tablebook.load("alien-frontiers")
    assert (g.name, g.title, g.min_players, g.max_players) == ("alien-frontiers", "Alien Frontiers", 2, 4)


def test_the_games_package_is_a_plain_package_and_the_registry_lists_its_games():
    # tablebook.games is the package of games (no callable module): importing a game's module leaves it so
    import tablebook.games.alien_frontiers as af
    import tablebook.registry

    assert type(tablebook.games) is type(tablebook) and not callable(tablebook.games)
    assert af.GAME is tablebook.load("alien-frontiers")
    assert tablebook.game_names() == tablebook.registry.game_names()
    assert {"alien-frontiers", "gaia-project", "space-station", "space-station-phoenix"} <= set(tablebook.game_names())


@pytest.mark.parametrize("name", ["chess", "Alien-Frontiers", "alien_frontiers", "", "alien-frontiers "])
def test_load_unknown_game_raises_key_error(name):
    with pytest.raises(KeyError):
        tablebook.load(name)


# --- setup arguments ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", ["3", 3.0, True, None, [3]])
def test_setup_refuses_non_int_players(players):
    with pytest.raises(IllegalAction):
        RELAY.setup(players, 0)
    with pytest.raises(IllegalAction):
        RELAY.new_state(players, 0)


@pytest.mark.parametrize("players", [-1, 0, 1, 5, 9])
def test_setup_refuses_players_out_of_range(players):
    with pytest.raises(IllegalAction) as info:
        RELAY.setup(players, 0)
    assert "2–4" in info.value.reason  # Relay is for 2–4 players


@pytest.mark.parametrize("seed", ["7", 7.5, None, True, (7,)])
def test_setup_refuses_non_int_seed(seed):
    with pytest.raises(IllegalAction):
        RELAY.setup(3, seed)


def test_setup_refuses_unknown_option():
    with pytest.raises(IllegalAction) as info:
        RELAY.setup(3, 0, colour="red")
    assert "colour" in info.value.reason
    with pytest.raises(IllegalAction):
        RELAY.setup(3, 0, edited=True)


def test_setup_accepts_any_whole_seed():
    assert RELAY.setup(2, 0).players == 2
    assert RELAY.setup(4, -5).seed == -5


# --- game records ------------------------------------------------------------------------------------
def test_record_json_round_trip(finished, tmp_path):
    rec = finished.record()
    assert (rec.game, rec.players, rec.seed) == ("relay", 3, 11)
    assert rec.actions == finished.history
    data = rec.to_json()
    assert GameRecord.from_json(data) == rec
    assert GameRecord.from_json(json.loads(json.dumps(data))) == rec
    path = tmp_path / "game.json"
    rec.save(path)
    assert GameRecord.load(path) == rec
    again = GameRecord.load(path).replay(RELAY)
    assert again.to_json() == finished.to_json()
    assert again.scores() == finished.scores() and again.winners() == finished.winners()


def test_a_record_replays_only_on_its_own_game(finished):
    with pytest.raises(ValueError, match="this is a record of 'relay', not of 'alien-frontiers'"):
        finished.record().replay(G)
    with pytest.raises(ValueError, match="not of 'alien-frontiers'"):
        Timeline.from_record(finished.record(), G)


@pytest.mark.parametrize(
    "data, words",
    [
        ([], ["object"]),
        ("record", ["object"]),
        (None, ["object"]),
        ({}, ["game", "players", "seed", "lines"]),
        ({"game": "alien-frontiers", "players": 2, "seed": 0}, ["lines"]),
        ({"game": "alien-frontiers", "players": 2, "actions": []}, ["seed"]),
        ({"game": "alien-frontiers", "players": 2, "seed": 0, "actions": "roll 1 2 3"}, ["actions"]),
        ({"game": "alien-frontiers", "players": 2, "seed": 0, "actions": ["end", 3]}, ["actions"]),
        ({"game": "alien-frontiers", "players": 2, "seed": 0, "actions": [], "options": []}, ["options"]),
    ],
)
def test_record_from_json_errors(data, words):
    with pytest.raises(ValueError) as info:
        GameRecord.from_json(data)
    for w in words:
        assert w in str(info.value)


def test_record_options_default_to_empty():
    rec = GameRecord.from_json({"game": "relay", "players": 2, "seed": 4, "actions": []})
    assert rec.options == {}
    assert rec.replay(RELAY).to_json() == RELAY.new_state(2, 4).to_json()


def test_record_load_refuses_non_json(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("this is not json {")
    with pytest.raises(ValueError):
        GameRecord.load(path)


@pytest.mark.parametrize("k", [0, 7, 30, "chance", -1])
def test_replay_error_names_the_first_bad_line(finished, k):
    actions = list(finished.history)
    k = finished.seats.index(CHANCE) if k == "chance" else k % len(actions)
    # swap in a line of the other kind: a player's action where chance decides, or a draw where a player does
    bad = "build c1" if finished.seats[k] is CHANCE else "draw 1"
    actions[k] = bad
    if k + 10 < len(actions):
        actions[k + 10] = "warp-drive engage"  # a later bad line is not the one named
    rec = GameRecord("relay", 3, 11, {}, actions)
    with pytest.raises(ReplayError) as info:
        rec.replay(RELAY)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.number == k + 1  # 1-based
    assert err.line == bad
    assert f"action {k + 1} " in str(err) and bad in str(err)


def test_replay_error_for_unknown_verb_and_empty_line(finished):
    for bad in ("warp-drive engage", "", "   "):
        actions = list(finished.history)
        actions[30] = bad
        with pytest.raises(ReplayError) as info:
            GameRecord("relay", 3, 11, {}, actions).replay(RELAY)
        assert info.value.number == 31


def test_replay_error_for_an_action_after_the_end(finished):
    actions = list(finished.history) + ["pass"]
    with pytest.raises(ReplayError) as info:
        GameRecord("relay", 3, 11, {}, actions).replay(RELAY)
    assert info.value.number == len(actions)


def test_replay_upto(finished):
    rec = finished.record()
    wanted = {1, 2, finished.seats.index(CHANCE) + 1, len(finished.history)}
    seen = 0
    for s in random_game(3, 11, agent_seed=5):
        if len(s.history) in wanted:
            assert rec.replay(RELAY, upto=len(s.history)).to_json() == s.to_json()
            seen += 1
    assert seen == len(wanted)
    assert rec.replay(RELAY, upto=0).to_json() == RELAY.new_state(3, 11).to_json()


def test_record_of_an_edited_position_refuses_to_replay():
    s = RELAY.setup(2, 0)
    s.apply("build c1")
    assert s.record().replay(RELAY).to_json() == s.to_json()  # not edited: replays
    with s.edit():
        s.vp[0] = 5
    rec = s.record()
    assert rec.options.get("edited")
    with pytest.raises(ValueError):
        rec.replay(RELAY)
    with pytest.raises(ValueError):
        GameRecord.from_json(json.loads(json.dumps(rec.to_json()))).replay(RELAY)


def test_to_json_is_a_snapshot_not_a_view():
    s = RELAY.setup(2, 0)
    snapshot = s.to_json()
    frozen = copy.deepcopy(snapshot)
    s.apply("build c1")
    s.apply(s.legal_actions()[0])
    assert snapshot == frozen  # taking a snapshot, then playing on, leaves the snapshot as it was
    # and changing the snapshot does not reach into the state
    mine = s.to_json()
    n = len(s.history)
    mine["history"].append("pass")
    mine["options"]["rounds"] = 3
    mine["data"]["vp"][0] = 99
    mine["data"]["cells"]["c1"] = 1
    assert len(s.history) == n
    assert s.options == {}
    assert s.vp[0] != 99 and s.cells["c1"] == 0


# --- timeline --------------------------------------------------------------------------------------
def test_timeline_apply_undo_redo_goto():
    start = RELAY.setup(2, 6)
    original = start.to_json()
    # the reference: states after each of the first 8 actions of one random game
    ref = []
    for s in random_game(2, 6, agent_seed=2, limit=len(start.history) + 8):
        ref.append((copy.deepcopy(s.to_json()), s.history[-1] if len(s.history) > len(start.history) else None))
    lines = [ref[i + 1][1] for i in range(8)]

    tl = Timeline(start)
    assert tl.step == 0 and len(tl) == 0
    with pytest.raises(IndexError):
        tl.undo()
    with pytest.raises(IndexError):
        tl.redo()
    for i, line in enumerate(lines, start=1):
        tl.apply(line)
        assert tl.step == i and len(tl) == i
        assert tl.state.to_json() == ref[i][0]
        assert tl.action(i) == line
    assert start.to_json() == original  # the timeline works on its own copy

    for i in range(7, -1, -1):
        assert tl.undo().to_json() == ref[i][0]
        assert tl.step == i
    with pytest.raises(IndexError):
        tl.undo()
    assert tl.redo().to_json() == ref[1][0]
    assert tl.goto(8).to_json() == ref[8][0]
    with pytest.raises(IndexError):
        tl.redo()
    for bad in (-1, 9):
        with pytest.raises(IndexError):
            tl.goto(bad)
    assert tl.step == 8

    # apply after undo drops the redo steps
    tl.goto(3)
    alternatives = [a for a in tl.state.legal_actions() if str(a) != lines[3]]
    assert alternatives
    other = alternatives[0]
    tl.apply(other)
    assert len(tl) == 4 and tl.step == 4 and tl.action(4) == str(other)
    with pytest.raises(IndexError):
        tl.redo()
    assert tl.goto(3).to_json() == ref[3][0]  # earlier steps untouched

    # an illegal action changes nothing
    tl.goto(4)
    with pytest.raises(IllegalAction):
        tl.apply("warp-drive engage")
    assert (tl.step, len(tl)) == (4, 4)


def test_timeline_from_record(finished):
    rec = finished.record()
    tl = Timeline.from_record(rec, RELAY)
    assert tl.step == 0 and len(tl) == len(rec.actions)
    assert tl.state.to_json() == RELAY.new_state(3, 11).to_json()
    assert tl.goto(len(tl)).to_json() == finished.to_json()


def test_timeline_resolve_chance():
    start = next(s for s in random_game(3, 2) if s.decider() is CHANCE)  # the second round's draw
    tl = Timeline(start)
    s = tl.resolve_chance()
    assert s.decider() is not CHANCE and tl.step == 1
    assert tl.action(1) == str(start.sample_chance()) and tl.action(1).startswith("draw ")


# --- out-of-turn actions ----------------------------------------------------------------------------
TABLES = [(name, players) for name in ("relay", *GAMES) for players in (load(name).min_players, load(name).max_players)]


@pytest.mark.parametrize("name, players", TABLES)
def test_out_of_turn_apply_is_refused(name, players):
    checked = 0
    for s in random_game(players, 21, agent_seed=3, limit=300, game=load(name)):
        who = s.decider()
        if who is None:
            break
        before = s.to_json()
        a = s.sample_chance() if who is CHANCE else s.legal_actions()[0]
        others = [p for p in range(players) if p not in s.deciders()]
        for other in others:
            err = s.explain(a, player=other)
            assert isinstance(err, IllegalAction) and err.reason
            with pytest.raises(IllegalAction):
                s.apply(a, player=other)
            with pytest.raises(IllegalAction):
                s.apply(str(a), player=other)
            assert s.to_json() == before
        if who is not CHANCE:
            assert s.explain(a, player=who) is None
            c = s.clone()
            c.apply(a, player=who)
            assert c.history[-1] == str(a)
        checked += 1
    assert checked > 10


# --- explain() is None exactly for the legal actions ---------------------------------------------------
@pytest.mark.parametrize("name, players", TABLES)
def test_explain_is_none_exactly_for_legal_actions(name, players):
    """Of every candidate the verb table offers (a sample of them where there are many), explain() passes exactly
    those listed; a closed verb is refused; at the end, everything is."""
    rng, nodes = random.Random(players), 0
    for s in random_game(players, 31, agent_seed=players, game=load(name)):
        who = s.decider()
        if who is None:
            assert s.end_reason()
            assert s.legal_actions() == [] and s.verbs() == ()
            err = s.explain("end")
            assert isinstance(err, IllegalAction) and err.reason
            with pytest.raises(IllegalAction):
                s.apply("end")
            break
        if who is CHANCE:
            outcomes = [a for a, _ in s.chance_outcomes()]
            assert set(s.legal_actions()) == set(outcomes)
            for a in outcomes[:: max(1, len(outcomes) // 25)]:
                assert s.explain(a) is None
            continue
        legal = set(s.legal_actions())
        for verb in s.verbs():
            candidates = list(s.VERBS[verb].candidates(s, who))
            for args in rng.sample(candidates, min(30, len(candidates))):
                a = Action(verb, tuple(args))
                assert (s.explain(a) is None) == (a in legal), (str(a), s.explain(a))
        for verb in sorted(set(s.VERBS) - set(s.verbs())):
            assert s.legal_actions(verb) == []
            err = s.explain(Action(verb, ()))
            assert isinstance(err, IllegalAction) and err.reason
        nodes += 1
    assert nodes > 10


def test_a_game_that_hides_information_must_say_how_to_deal_it_again():
    from tests.core.relay_game import Relay, RelayState

    class Blind(RelayState):  # a copy of the relay's state that says nothing about dealing again
        pass

    class HiddenRelay(Relay):
        name, state_class, hidden_information = "hidden-relay", Blind, True

    with pytest.raises(TypeError, match="must override _deal_hidden_again"):
        HiddenRelay()
    Blind._deal_hidden_again = lambda self, seat, rng: None
    assert HiddenRelay().hidden_information


def test_a_game_that_counts_no_periods_is_in_an_uncounted_round():
    # the relay game names no round or year: the kernel's answer, which a stepper reads as "every seat once"
    assert RELAY.setup(players=3, seed=1).period() == ("round", None)


def test_whose_turn_it_is_while_another_seat_decides():
    # a game with turns (Relay) answers the seat whose turn it is, also while another seat decides out of turn (a
    # charge) and at a chance event; the kernel's own answer is the deciding seat, None at chance and at the end
    seen = set()
    for s in random_game(3, 4, agent_seed=9):
        who = s.decider()
        assert s.whose_turn() == s.active
        assert State.whose_turn(s) == (None if who is CHANCE else who)
        if who is not None and who != s.whose_turn():
            seen.add("chance" if who is CHANCE else "out of turn")
    assert seen == {"chance", "out of turn"}

"""Fuzzing the action boundary: illegal and malformed actions at many states of random games.

Whatever is thrown at a state, exactly one of two things happens:

* the action is legal: explain() says None and the action is one of legal_actions(); or
* explain() returns an IllegalAction with a non-empty reason, apply() raises IllegalAction (never
  another exception) and the state's JSON is exactly as before.

Some throws are illegal by construction (an action for the wrong decider, a chance outcome at a
player's decision, a player's action at a chance event, anything once the game is over); those
must be refused outright.
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tablebook
from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE, Action, IllegalAction
from tablebook.games.alien_frontiers.turn import VERBS
from tests.alien_frontiers.names import CARDS, COLOURS, FACILITIES, FIELDS, TERRITORIES

G = tablebook.load("alien-frontiers")

WRONG_NAMES = [
    "maintenance-bay", "solar_converter", "Lunar-Mine", "SHIPYARD", "lunar", "mars", "olympus-mons",
    "alien-tech", "booster", "plasma", "purple", "black", "RED", "Red", "relic", "fleet", "stock", "desert",
    "fuel", "ore", "bay", "cards", "all", "none", "null", "-", "--", "?", "…", "ñ", "🚀",
]
NUMBERS = [str(i) for i in range(-2, 10)] + ["00", "01", "02", "06", "007", "+1", "1.0", "1e0", "½", "٣", "²", "6 "]
SHIP_TOKENS = [f"{p}{v}" for p in ("R", "T", "r", "t", "X") for v in range(0, 8)]
VOCAB = FACILITIES + TERRITORIES + CARDS + FIELDS + COLOURS + WRONG_NAMES + NUMBERS + SHIP_TOKENS
EXTRA_VERBS = ["pass", "undo", "build", "move", "Dock", "END", "rolls", "claim-card", "use-card", "x"]
ALL_VERBS = sorted(VERBS) + EXTRA_VERBS
CHANCE_VERBS = ("roll", "reroll", "draw")


# --- states to fuzz --------------------------------------------------------------------------------
def fuzz_states(players: int, seed: int, share: float):
    """Walk one random game; yield (state, rng, pools) at about ``share`` of its decisions and at its end.

    pools["chance"] and pools["player"] hold actions taken earlier in the game, to throw at nodes
    where the other kind of decider must act.
    """
    rng = random.Random(f"fuzz/{players}/{seed}")
    s = G.setup(players, seed)
    agents = [RandomAgent(seed * 13 + p) for p in range(players)]
    pools = {"chance": [], "player": []}
    while not s.is_over():
        if rng.random() < share:
            yield s, rng, pools
        who = s.decider()
        if who is CHANCE:
            a = s.sample_chance()
            pools["chance"].append(a)
        else:
            a = agents[who].choose(s)
            pools["player"].append(a)
        for k in pools:
            del pools[k][:-60]
        s.apply(a)
    assert s.end_reason() == "last colony"
    yield s, rng, pools


def where(s) -> str:
    return f"seed={s.seed} players={s.players} action index={len(s.history)} decider={s.decider()!r}"


def throw(s, action) -> bool:
    """Check the contract for one thrown action; return True if it was legal."""
    before = s.to_json()
    try:
        err = s.explain(action)
    except Exception as error:  # noqa: BLE001
        pytest.fail(f"explain({action!r}) raised {type(error).__name__}: {error} at {where(s)}")
    if err is None:
        parsed = Action.of(action)
        assert parsed in s.legal_actions(), (
            f"explain() accepts {str(parsed)!r} but legal_actions() does not list it at {where(s)}"
        )
        c = s.clone()
        c.apply(action)
        assert c.history[-1] == str(parsed)
        assert s.to_json() == before
        return True
    assert isinstance(err, IllegalAction), (action, err)
    assert isinstance(err.reason, str) and err.reason.strip(), (action, err)
    try:
        s.apply(action)
    except IllegalAction:
        pass
    except Exception as error:  # noqa: BLE001
        pytest.fail(f"apply({action!r}) raised {type(error).__name__}: {error} at {where(s)}")
    else:
        pytest.fail(f"apply({action!r}) was accepted though explain() refused it ({err}) at {where(s)}")
    assert s.to_json() == before, f"a refused {action!r} changed the state at {where(s)}"
    return False


def refuse(s, action, player=None):
    """An action that must be refused here."""
    before = s.to_json()
    err = s.explain(action, player) if player is not None else s.explain(action)
    assert isinstance(err, IllegalAction) and err.reason.strip(), f"{action!r} (player={player!r}) accepted at {where(s)}"
    with pytest.raises(IllegalAction):
        if player is None:
            s.apply(action)
        else:
            s.apply(action, player=player)
    assert s.to_json() == before


GAMES = [(p, seed) for p in (2, 3, 4) for seed in (0, 1, 2)]


def _mutants(s, rng, mutate, k=12):
    legal = s.legal_actions()
    if not legal:
        return []
    out = []
    for _ in range(k):
        a = rng.choice(legal)
        m = mutate(list(a.args), rng, s)
        if m is not None:
            out.append(Action(a.verb, tuple(m)))
            out.append(" ".join((a.verb, *m)))
    return out


def _run(players, seed, mutate, share=0.12, k=12):
    thrown = legal = 0
    for s, rng, _ in fuzz_states(players, seed, share):
        for a in _mutants(s, rng, mutate, k):
            legal += throw(s, a)
            thrown += 1
    return thrown, legal


# --- random verbs with random arguments ---------------------------------------------------------------
@pytest.mark.parametrize("players, seed", GAMES)
def test_random_verbs_and_arguments(players, seed):
    thrown = 0
    for s, rng, _ in fuzz_states(players, seed, 0.1):
        for _ in range(12):
            verb = rng.choice(ALL_VERBS)
            args = tuple(rng.choice(VOCAB) for _ in range(rng.randrange(6)))
            throw(s, Action(verb, args))
            if all(a.split() == [a] for a in args):
                throw(s, " ".join((verb, *args)))
            thrown += 1
    assert thrown > 200


# --- legal actions, mutated ---------------------------------------------------------------------------
def _replace_one(args, rng, s):
    if not args:
        return None
    args[rng.randrange(len(args))] = rng.choice(VOCAB)
    return args


def _truncate(args, rng, s):
    if not args:
        return None
    return args[: rng.randrange(len(args))]


def _extend(args, rng, s):
    return args + [rng.choice(VOCAB) for _ in range(rng.randint(1, 3))]


def _wrong_name(args, rng, s):
    """A facility, territory, card, field or colour replaced by a wrong or misspelt one."""
    named = [i for i, a in enumerate(args) if a in FACILITIES + TERRITORIES + CARDS + FIELDS + COLOURS]
    if not named:
        return None
    i = rng.choice(named)
    kind = rng.randrange(4)
    if kind == 0:
        args[i] = rng.choice(WRONG_NAMES)
    elif kind == 1:
        args[i] = args[i].upper()
    elif kind == 2:
        args[i] = args[i].replace("-", "_")
    else:  # a real name of the wrong kind, or an unused colour
        args[i] = rng.choice(FACILITIES + TERRITORIES + CARDS + FIELDS + COLOURS)
    return args


def _out_of_range(args, rng, s):
    """A number or ship token pushed out of 1–6 or changed in value."""
    nums = [i for i, a in enumerate(args) if a.lstrip("RT").isdigit()]
    if not nums:
        return None
    i = rng.choice(nums)
    prefix = args[i][0] if args[i][0] in "RT" else ""
    args[i] = prefix + str(rng.choice([-1, 0, 7, 8, 10, 66, int(args[i].lstrip("RT")) + rng.choice([-1, 1])]))
    return args


def _token_kind(args, rng, s):
    """A ship token given the wrong kind: 4 ↔ R4 ↔ T4."""
    tokens = [i for i, a in enumerate(args) if a.lstrip("RT").isdigit() and len(a) <= 2]
    if not tokens:
        return None
    i = rng.choice(tokens)
    args[i] = rng.choice(["", "R", "T"]) + args[i].lstrip("RT")
    return args


@pytest.mark.parametrize("players, seed", GAMES)
def test_legal_actions_with_an_argument_replaced(players, seed):
    thrown, _ = _run(players, seed, _replace_one)
    assert thrown > 100


@pytest.mark.parametrize("players, seed", GAMES)
def test_legal_actions_truncated_or_extended(players, seed):
    thrown, _ = _run(players, seed, _truncate, k=6)
    thrown += _run(players, seed, _extend, k=6)[0]
    assert thrown > 100


@pytest.mark.parametrize("players, seed", GAMES)
def test_legal_actions_with_wrong_names(players, seed):
    thrown, _ = _run(players, seed, _wrong_name)
    assert thrown > 50


@pytest.mark.parametrize("players, seed", GAMES)
def test_legal_actions_with_values_out_of_range_or_of_the_wrong_kind(players, seed):
    thrown, _ = _run(players, seed, _out_of_range, k=8)
    thrown += _run(players, seed, _token_kind, k=8)[0]
    assert thrown > 100


def _reordered(args, rng, s):
    if len(set(args)) < 2:
        return None
    shuffled = args[:]
    while shuffled == args:
        rng.shuffle(shuffled)
    return shuffled


@pytest.mark.parametrize("players, seed", GAMES)
def test_legal_actions_with_arguments_reordered(players, seed):
    """A legal action's words in another order: refused, or exactly a listed legal action."""
    thrown, _ = _run(players, seed, _reordered, share=0.2)
    assert thrown > 100


def _number_respelt(args, rng, s):
    """A number written another way: 01, +1, 1.0, a non-ASCII digit."""
    nums = [i for i, a in enumerate(args) if a.isdigit()]
    if not nums:
        return None
    i = rng.choice(nums)
    v = args[i]
    args[i] = rng.choice(["0" + v, "00" + v, "+" + v, v + ".0", v + "\u200b", chr(0x0660 + int(v)) if len(v) == 1 else v + "0"])
    return args


@pytest.mark.parametrize("players, seed", GAMES)
def test_legal_actions_with_numbers_respelt(players, seed):
    """'return 01 fuel 2 ore' is not 'return 1 fuel 2 ore': refused, or listed as legal itself."""
    thrown, _ = _run(players, seed, _number_respelt, share=0.25)
    assert thrown > 100


# --- wrong decider, wrong kind of decider, game over -----------------------------------------------------
@pytest.mark.parametrize("players, seed", GAMES)
def test_actions_for_the_wrong_decider_are_refused(players, seed):
    checked = 0
    for s, rng, pools in fuzz_states(players, seed, 0.1):
        who = s.decider()
        if who is None:
            for a in pools["player"][-5:] + pools["chance"][-5:] + ["end", "roll 1 2 3"]:
                refuse(s, a)
            continue
        legal = s.legal_actions()
        for a in rng.sample(legal, min(4, len(legal))):
            for q in range(players):
                if q != who:
                    refuse(s, a, player=q)
                    refuse(s, str(a), player=q)
            if who is not CHANCE:
                refuse(s, a, player=CHANCE)
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("players, seed", GAMES)
def test_chance_actions_at_player_decisions_and_player_actions_at_chance_events(players, seed):
    checked = 0
    for s, rng, pools in fuzz_states(players, seed, 0.15):
        who = s.decider()
        if who is None:
            continue
        if who is CHANCE:
            throws = rng.sample(pools["player"], min(8, len(pools["player"])))
            throws += [Action(v, ()) for v in ("end", "launch", "trade", "keep", "stop", "done", "buy-relic")]
            other_kind = {"roll": ["draw booster-pod", "reroll 1 2 3"], "reroll": ["draw booster-pod"], "draw": ["roll 1 2 3"]}
            throws += other_kind[s.agenda[-1]["kind"]] + [Action(s.agenda[-1]["kind"], ())]
        else:
            throws = rng.sample(pools["chance"], min(8, len(pools["chance"])))
            throws += ["roll 1 2 3", "roll 1 1 6 R4", "reroll 2", "draw alien-city", "draw booster-pod", "draw"]
        for a in throws:
            refuse(s, a)
        checked += 1
    assert checked > 20


# --- garbage -----------------------------------------------------------------------------------------
@functools.cache
def snapshots():
    """States of one 4-player game at every kind of decision (turn, land, raid, cycle, plasma, limit, rolls, draws) and its end."""
    found = {}
    for players, seed in ((4, 3), (3, 4), (2, 5)):
        for s, _, _ in fuzz_states(players, seed, 1.0):
            who = s.decider()
            kind = "over" if who is None else (s.agenda[-1]["kind"] if s.agenda else "turn")
            key = (players, kind)
            if key not in found or random.Random(len(s.history)).random() < 0.02:
                found[key] = s.to_json()
    return [found[k] for k in sorted(found)]


def test_snapshots_cover_the_kinds_of_decision():
    kinds = {G.from_json(d).agenda[-1]["kind"] if d["data"]["agenda"] else "turn" for d in snapshots() if d["data"]["ended"] is None}
    assert {"turn", "roll", "draw", "land", "limit"} <= kinds
    assert any(d["data"]["ended"] for d in snapshots())


SNAPSHOT = st.integers(min_value=0, max_value=10**6).map(lambda k: snapshots()[k % len(snapshots())])


TEXT = st.one_of(
    st.text(max_size=40),
    st.lists(st.sampled_from(ALL_VERBS + VOCAB), min_size=1, max_size=6).map(" ".join),
    st.builds(
        lambda verb, args: " ".join([verb, *args]),
        st.sampled_from(sorted(VERBS)),
        st.lists(st.sampled_from(VOCAB), max_size=5),
    ),
)


@given(snapshot=SNAPSHOT, text=TEXT)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_garbage_text(snapshot, text):
    s = G.from_json(snapshot)
    throw(s, text)


@given(snapshot=SNAPSHOT, thing=st.one_of(st.none(), st.integers(), st.binary(max_size=8), st.just(["end"])))
@settings(max_examples=50, deadline=None)
def test_non_text_is_refused(snapshot, thing):
    s = G.from_json(snapshot)
    refuse(s, thing)


# --- the two spellings found by the fuzzing above, as plain examples --------------------------------
def _first_state(players, seed, found):
    for s, _, _ in fuzz_states(players, seed, 1.0):
        if s.decider() is not None and found(s):
            return s
    raise AssertionError("no such state in this game")


def test_return_counts_must_be_written_as_listed():
    s = _first_state(2, 0, lambda s: bool(s.agenda) and s.agenda[-1]["kind"] == "limit")
    legal = s.legal_actions()
    assert legal and all(a.verb == "return" for a in legal)
    a = legal[0]  # return F fuel O ore
    for respelt in (
        f"return 0{a.args[0]} fuel {a.args[2]} ore",
        f"return {a.args[0]} fuel 00{a.args[2]} ore",
        f"return {chr(0x0660 + int(a.args[0]))} fuel {a.args[2]} ore",
    ):
        throw(s, respelt)  # legal only if listed: otherwise refused


def test_a_roll_writes_the_relic_ship_die_last():
    def relic_roll(s):
        return s.decider() is CHANCE and s.agenda[-1]["kind"] in ("roll", "reroll") and any(
            w.startswith("R") for w in s.sample_chance().args
        )

    for seed in range(40):
        try:
            s = _first_state(4, seed, relic_roll)
            break
        except AssertionError:
            continue
    else:
        raise AssertionError("no roll of the Relic Ship in 40 games")
    a = s.sample_chance()
    assert a.args[-1].startswith("R") and a in s.legal_actions()
    throw(s, " ".join((a.verb, a.args[-1], *a.args[:-1])))  # 'roll R4 2 5 6' is not 'roll 2 5 6 R4'

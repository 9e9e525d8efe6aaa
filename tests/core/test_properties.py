"""Property tests over whole random games of Alien Frontiers (2, 3 and 4 players, many seeds).

After every action the table must still make sense: every ship and colony accounted for, no
negative resources, the resource limit kept at the end of each turn, the fast legal-move path
equal to the reference definition, every legal action accepted by explain(), chance exact and
consistent with sampling. At the end: the game ended by the rules, its record replays to the
same state (also at intermediate points), JSON round trips, and it is reproducible.

The expected constants (6 ships a colour, colonies each by player count, 22 alien tech cards,
blocked docking groups, the limit of 8 resources) are the rulebook's and the reference's.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tablebook
from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE, GameRecord
from tablebook.core.verbs import reference_legal_of
from tablebook.games.alien_frontiers.turn import VERBS
from tests.alien_frontiers.names import COLOURS, FACILITIES, TERRITORIES

G = tablebook.load("alien-frontiers")

SHIPS_PER_COLOUR = 6
RESOURCE_LIMIT = 8
HUB_CIRCLES = 7
# colonies each by player count (Alien Frontiers reference §2: 4p 6, 3p 7, 2p 8; the long game 8 each)
COLONIES_EACH = {2: 8, 3: 7, 4: 6}
# docking groups covered by dice of unused colours (Alien Frontiers reference §2): groups, i.e. pairs count once
BLOCKED_GROUPS = {
    2: {"solar-converter": 1, "lunar-mine": 2, "orbital-market": 1, "colony-constructor": 1, "shipyard": 2},
    3: {"solar-converter": 1, "lunar-mine": 1, "orbital-market": 1, "shipyard": 1},
    4: {},
}
# ships one use docks, i.e. the most a docking group can hold
GROUP_SIZE = {
    "solar-converter": 1, "lunar-mine": 1, "orbital-market": 2, "shipyard": 2, "colony-constructor": 3,
    "terraforming-station": 1, "colonist-hub": 3, "alien-artifact": 1, "raiders-outpost": 3,
}
DECK_SIZE = {"first-print": 22, "app": 20}
LIMIT = 6000  # actions; random games take about a thousand


# --- the invariants ----------------------------------------------------------------------------
def check_ships(s):
    n = s.players
    expected = {f"{c}{k}" for c in COLOURS[:n] for k in range(1, SHIPS_PER_COLOUR + 1)} | {"relic"}
    assert set(s.ships) == expected, "ships conserved: 6 per colour and the Relic Ship"
    places = {"stock", "fleet", "bay", "desert", *FACILITIES}
    for i, ship in s.ships.items():
        assert ship["at"] in places, (i, ship)
        assert 1 <= ship["value"] <= 6, (i, ship)
        if i == "relic":
            assert ship["owner"] in (None, *range(n))
            assert (ship["at"] == "desert") == (ship["owner"] is None), ship
            assert ship["at"] != "stock"
        else:
            assert ship["owner"] == COLOURS.index(i.rstrip("0123456789")), (i, ship)
            assert ship["at"] != "desert", (i, ship)
        if ship["at"] == "fleet":
            assert ship["owner"] == s.active, ("only the active player has unplaced ships", i)
    # a Relic Ship in use belongs to the player controlling Burroughs Desert, bonus not isolated
    owner = s.ships["relic"]["owner"]
    if owner is not None:
        counts = s.colonies["burroughs-desert"]
        assert counts[owner] > 0 and all(counts[q] < counts[owner] for q in range(n) if q != owner)
        assert s.fields["isolation-field"] != "burroughs-desert"
    # docking ports: each docked ship in exactly one group of its facility, nothing else there
    assert set(s.docks) == set(FACILITIES)
    for f, groups in s.docks.items():
        blocked = [g for g in groups if "blocked" in g]
        assert all(g == ["blocked"] for g in blocked), (f, groups)
        assert len(blocked) == BLOCKED_GROUPS[n].get(f, 0), (f, groups)
        in_groups = [i for g in groups for i in g if i != "blocked"]
        assert len(in_groups) == len(set(in_groups)), (f, groups)
        assert set(in_groups) == {i for i, x in s.ships.items() if x["at"] == f}, (f, groups)
        for g in groups:
            assert len(g) <= GROUP_SIZE[f], (f, groups)
        if f == "colonist-hub":
            assert len(groups) >= n
            assert all(not g for g in groups[n:]), "no track for an empty seat"
            for seat, g in enumerate(groups):
                assert all(s.ships[i]["owner"] == seat for i in g), ("a hub track takes its own colour", groups)
        if f == "raiders-outpost":
            assert len(groups) == 1


def check_colonies(s, each):
    for p in range(s.players):
        on_board = sum(s.colonies[t][p] for t in TERRITORIES)
        waiting = sum(1 for d in s.agenda if d.get("kind") == "land" and d["seat"] == p)
        assert s.supply[p] >= 0 and s.hub[p] >= 0
        assert s.supply[p] + (1 if s.hub[p] > 0 else 0) + on_board + waiting == each, (
            "colonies conserved", p, s.supply[p], s.hub[p], on_board, waiting,
        )
    assert set(s.colonies) == set(TERRITORIES)
    assert all(t is None or t in TERRITORIES for t in s.fields.values())


def check_cards(s, deck_total):
    held = sum(s.deck.values()) + len(s.display) + len(s.discards) + sum(len(h) for h in s.hands)
    assert held == deck_total, "alien tech cards conserved"
    assert all(k >= 0 for k in s.deck.values())
    assert len(s.display) <= 3
    for hand in s.hands:
        assert len(hand) == len(set(hand)), ("one copy of each card", hand)


def check_resources(s, roll_pending: bool):
    assert all(f >= 0 for f in s.fuel) and all(o >= 0 for o in s.ore), (s.fuel, s.ore)
    if roll_pending:
        before = (s.active - 1) % s.players  # the player whose turn just ended
        assert s.fuel[before] + s.ore[before] <= s.options["resource_limit"], (before, s.fuel, s.ore)
        assert all(0 <= h <= HUB_CIRCLES for h in s.hub), s.hub
        assert not any(x["at"] == "fleet" for x in s.ships.values())


def check_state(s, each, deck_total):
    check_ships(s)
    check_colonies(s, each)
    check_cards(s, deck_total)
    roll_pending = bool(s.agenda) and s.agenda[-1]["kind"] == "roll" and not s.in_setup()
    check_resources(s, roll_pending)


def check_decision(s):
    """At a player's decision: legal moves exist, the fast path is the reference, explain() agrees."""
    verbs = s.verbs()
    assert verbs
    legal = s.legal_actions()
    assert legal, f"a player must decide but has no legal action: {s!r}"
    for verb in VERBS:
        if verb in verbs:
            assert reference_legal_of(s, s.decider(), VERBS, verb) == s.legal_actions(verb), verb
        else:
            assert s.legal_actions(verb) == [], verb
    assert legal == [a for v in verbs for a in s.legal_actions(v)]
    for a in legal:
        assert s.explain(a) is None, str(a)
    return legal


def check_chance(s, sampled):
    outcomes = s.chance_outcomes()
    assert outcomes
    assert sum(p for _, p in outcomes) == 1, "chance outcomes sum to exactly 1"
    assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
    assert len({a for a, _ in outcomes}) == len(outcomes)
    assert sampled in {a for a, _ in outcomes}, f"sampled {sampled} is not a listed outcome"
    assert s.explain(sampled) is None
    assert s.verbs() == ()


def snapshot(s):
    return copy.deepcopy(s.to_json())


def play_checked(players, seed, agent_seed, *, options=None, deep=True, snapshots=4, clones=6):
    """Play one random game, checking everything after every action; return the final state."""
    options = options or {}
    each = options.get("colonies", COLONIES_EACH[players])
    deck_total = DECK_SIZE[options.get("deck", "first-print")]
    s = G.setup(players, seed, **options)
    assert s.supply == [each] * players
    assert s.options["resource_limit"] == options.get("resource_limit", RESOURCE_LIMIT)  # the rulebook's eight
    agents = [RandomAgent(agent_seed * 31 + p) for p in range(players)]
    rng = random.Random(f"{seed}/{agent_seed}")
    marks = {}
    check_state(s, each, deck_total)
    while not s.is_over():
        assert len(s.history) < LIMIT, "the game does not end"
        who = s.decider()
        if who is CHANCE:
            action = s.sample_chance()
            assert action == s.sample_chance(), "sampling depends only on seed and history"
            check_chance(s, action)
        else:
            assert who == s.active
            legal = check_decision(s) if deep else s.legal_actions()
            action = agents[who].choose(s)
            assert action in legal
        if deep:
            data = s.to_json()
            assert G.from_json(data).to_json() == data
            assert G.from_json(json.loads(json.dumps(data))).to_json() == data
        if rng.random() < clones / 1000:
            check_clone(s, action)
        if rng.random() < snapshots / 1000:
            marks[len(s.history)] = snapshot(s)
        s.apply(action)
        check_state(s, each, deck_total)
    assert s.end_reason() == "last colony"
    assert s.legal_actions() == [] and s.decider() is None
    assert any(s.supply[p] == 0 and s.hub[p] == 0 for p in range(players)), "someone placed their last colony"
    # the record replays to the same state, at the end and at the marked points
    rec = GameRecord.from_json(json.loads(json.dumps(s.record().to_json())))
    assert rec.replay(G).to_json() == s.to_json()
    for n, data in marks.items():
        assert rec.replay(G, upto=n).to_json() == data
    final = s.to_json()
    assert G.from_json(json.loads(json.dumps(final))).to_json() == final
    return s


def check_clone(s, action):
    before = snapshot(s)
    c = s.clone()
    assert c == s and c.to_json() == before and c is not s
    c.apply(action)
    with c.edit():
        c.fuel[0] += 3
        c.hands[0].append("alien-city")
        next(iter(c.ships.values()))["value"] = 6
    assert s.to_json() == before, "a clone shares nothing with its original"
    assert s.explain(action) is None
    # copies from one copier share nothing with each other or the original, even once the original moves on,
    # and the legal actions they keep are those found afresh from the position's data
    original = s.clone()
    copy = original.copier()
    first, second = copy(), copy()
    first.apply(action)
    with first.edit():
        first.fuel[0] += 3
    original.apply(action)
    third = copy()
    assert second.to_json() == before and third.to_json() == before and s.to_json() == before
    assert third.legal_actions() == G.from_json(before).legal_actions()


# --- seeded loops ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.heavy), pytest.param(2, marks=pytest.mark.heavy)])
def test_random_games_keep_every_invariant(players, seed):
    play_checked(players, seed, agent_seed=seed + 100)


@pytest.mark.heavy
@pytest.mark.parametrize("players, options", [
    (3, {"colonies": 8}), (4, {"deck": "app"}),
    (2, {"colonies": 4, "deck": "app", "resource_limit": 5, "artifact_total": 4, "compensation": "none"}),
    (4, {"resource_limit": 12, "artifact_total": 10, "compensation": "double"})])
def test_random_games_with_options_keep_every_invariant(players, options):
    play_checked(players, 40 + players, agent_seed=7, options=options)


@pytest.mark.heavy
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(min_value=0, max_value=2**40),
    agent_seed=st.integers(min_value=0, max_value=2**20),
)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_hypothesis_games_keep_every_invariant(players, seed, agent_seed):
    play_checked(players, seed, agent_seed)


@pytest.mark.heavy
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(min_value=0, max_value=2**40),
    agent_seed=st.integers(min_value=0, max_value=2**20),
)
@settings(max_examples=25, deadline=None)
def test_hypothesis_cheap_invariants_and_ending(players, seed, agent_seed):
    """More games with the cheaper per-action checks (no per-action JSON and legal-list audits)."""
    play_checked(players, seed, agent_seed, deep=False, snapshots=2, clones=2)


# --- reproducibility --------------------------------------------------------------------------------
def plain_game(players, seed, agent_seed):
    s = G.setup(players, seed)
    agents = [RandomAgent(agent_seed * 31 + p) for p in range(players)]
    while not s.is_over() and len(s.history) < LIMIT:
        who = s.decider()
        s.apply(s.sample_chance() if who is CHANCE else agents[who].choose(s))
    return s


@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(min_value=0, max_value=2**40),
    agent_seed=st.integers(min_value=0, max_value=2**20),
)
@settings(max_examples=6, deadline=None)
def test_same_seeds_replay_the_same_game(players, seed, agent_seed):
    a = plain_game(players, seed, agent_seed)
    b = plain_game(players, seed, agent_seed)
    assert a.history == b.history
    assert a.to_json() == b.to_json()
    assert a.scores() == b.scores() and a.winners() == b.winners()


def test_setup_depends_only_on_the_seed():
    for players in (2, 3, 4):
        decks = set()
        for seed in range(12):
            one, two = G.setup(players, seed), G.setup(players, seed)
            assert one.to_json() == two.to_json()
            decks.add((tuple(one.display), tuple(map(tuple, one.hands))))
        assert len(decks) > 6, "different seeds deal different cards"


# --- the action counts the seeded games produce are sane -----------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_turn_has_a_roll_and_an_end(players):
    s = plain_game(players, 5, 5)
    rolls = sum(1 for line in s.history if line.startswith("roll "))
    ends = sum(1 for line in s.history if line == "end")
    # every turn starts with a roll and every finished turn with 'end'; the last turn ends mid-way
    assert rolls == s.turn
    assert ends == rolls - 1
    # the seat order is red, green, ... in turn: the roll of turn t belongs to seat (t-1) % players
    assert s.active == (s.turn - 1) % players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_actions_are_listed_once(players):
    """legal_actions() lists each action once (a count of legal moves, or a uniform choice among
    them, must not see two ships of one colour and value in one place as two actions)."""
    for seed in range(3):
        s = G.setup(players, seed)
        agents = [RandomAgent(seed * 31 + p) for p in range(players)]
        while not s.is_over():
            who = s.decider()
            if who is CHANCE:
                s.apply(s.sample_chance())
                continue
            legal = s.legal_actions()
            repeated = sorted(str(a) for a, k in Counter(legal).items() if k > 1)
            assert not repeated, (players, seed, len(s.history), repeated)
            s.apply(agents[who].choose(s))


# --- heavier versions ---------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_keep_every_invariant_slow(players, request):
    for seed in range(1000, 1040):
        play_checked(players, seed, agent_seed=seed, snapshots=2, clones=2)

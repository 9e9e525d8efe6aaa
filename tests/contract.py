"""The kernel's contract, checked after every action of a random game of any game (``play_checked``).

At a player's decision: verbs open and legal actions listed, each once, exactly the verb table's definition (the
candidates its problem passes), every one accepted by explain(); at a chance event: outcomes exact, summing to 1,
the seeded sample among them. Along the way: JSON round trips, clones and copies share nothing with their original.
At the end: the game says why it ended, and its record replays to the same state, also at points along the way.

A game's own table invariants (every ship and colony accounted for…) come in as ``table``, a check of a state.
"""

from __future__ import annotations

import copy
import json
import random
from fractions import Fraction

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE, GameRecord
from tablebook.core.verbs import reference_legal_of

LIMIT = 20000  # actions: random games take at most about a thousand


def check_decision(s) -> list:
    """At a player's decision: legal moves exist, each listed once, the fast path is the reference, explain() agrees."""
    who, verbs, legal = s.decider(), s.verbs(), s.legal_actions()
    assert verbs and legal, f"a player must decide but has no legal action: {s!r}"
    assert len(set(legal)) == len(legal), sorted(str(a) for a in legal if legal.count(a) > 1)
    for verb in s.VERBS:
        if verb in verbs:
            assert s.legal_actions(verb) == reference_legal_of(s, who, s.VERBS, verb), verb
        else:
            assert s.legal_actions(verb) == [], verb
    assert legal == [a for v in verbs for a in s.legal_actions(v)]
    for a in legal:
        assert s.explain(a) is None, str(a)
    for other in s.deciders()[1:]:  # the other seats of a simultaneous choice
        assert all(s.explain(a, other) is None for a in s.legal_actions(player=other)), other
    return legal


def check_chance(s, sampled) -> None:
    outcomes = s.chance_outcomes()
    assert outcomes and s.verbs() == ()
    assert sum(p for _, p in outcomes) == 1, "chance outcomes sum to exactly 1"
    assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
    assert len({a for a, _ in outcomes}) == len(outcomes)
    assert sampled in {a for a, _ in outcomes}, f"sampled {sampled} is not a listed outcome"
    assert sampled == s.sample_chance(), "sampling depends only on seed and history"
    assert s.explain(sampled) is None


def poke(s) -> None:
    """Change every list and dict of a state's fields, however deep (what a clone shares with its original shows)."""
    def change(x):
        if isinstance(x, list):
            for y in x:
                change(y)
            x.append("poked")
        elif isinstance(x, dict):
            for y in list(x.values()):
                change(y)
            x["poked"] = "poked"

    with s.edit():
        for field in s.FIELDS:
            change(getattr(s, field))


def check_clone(s, action) -> None:
    """A clone, and each copy from a copier, shares nothing with its original or another copy, even once the
    original moves on; a copy's legal actions are those found afresh from the position's data."""
    before = copy.deepcopy(s.to_json())
    c = s.clone()
    assert c == s and c.to_json() == before and c is not s
    c.apply(action)
    poke(c)
    assert s.to_json() == before and s.explain(action) is None
    original = s.clone()
    make = original.copier()
    first, second = make(), make()
    first.apply(action)
    poke(first)
    original.apply(action)
    third = make()
    assert second.to_json() == before and third.to_json() == before and s.to_json() == before
    assert third.legal_actions() == s.game.from_json(before).legal_actions()


def play_checked(game, players: int, seed: int, agent_seed: int, *, options=None, deep=True, table=None,
                 snapshots=4, clones=6):
    """Play one random game of ``game``, checking the contract (and ``table``) after every action; the final state.

    ``deep`` audits every decision's legal list and round-trips every state through JSON; ``snapshots`` and
    ``clones`` are the per-mille of actions where the record's replay and a clone are checked."""
    s = game.setup(players, seed, **(options or {}))
    agents = [RandomAgent(agent_seed * 31 + p) for p in range(players)]
    rng = random.Random(f"{game.name}/{seed}/{agent_seed}")
    marks = {}
    if table:
        table(s)
    while not s.is_over():
        assert len(s.history) < LIMIT, "the game does not end"
        who = s.decider()
        if who is CHANCE:
            action = s.sample_chance()
            check_chance(s, action)
        else:
            legal = check_decision(s) if deep else s.legal_actions()
            action = agents[who].choose(s)
            assert action in legal
        if deep:
            data = s.to_json()
            assert game.from_json(json.loads(json.dumps(data))).to_json() == data
        if rng.random() < clones / 1000:
            check_clone(s, action)
        if rng.random() < snapshots / 1000:
            marks[len(s.history)] = copy.deepcopy(s.to_json())
        s.apply(action)
        if table:
            table(s)
    assert s.end_reason(), "a finished game says why it ended"
    assert s.legal_actions() == [] and s.verbs() == () and s.deciders() == ()
    record = GameRecord.from_json(json.loads(json.dumps(s.record().to_json())))
    assert record.replay(game).to_json() == s.to_json()
    for n, data in marks.items():
        assert record.replay(game, upto=n).to_json() == data
    final = s.to_json()
    assert game.from_json(json.loads(json.dumps(final))).to_json() == final
    return s


def plain_game(game, players: int, seed: int, agent_seed: int):
    """One random game, unchecked."""
    s = game.setup(players, seed)
    agents = [RandomAgent(agent_seed * 31 + p) for p in range(players)]
    while not s.is_over() and len(s.history) < LIMIT:
        who = s.decider()
        s.apply(s.sample_chance() if who is CHANCE else agents[who].choose(s))
    return s

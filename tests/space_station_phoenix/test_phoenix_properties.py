"""Whole random games for 2–4 players: holdings never negative, stations legal, residents where they may
live, the Advanced Hubs' decisions listed exactly as the verb table defines them, a rule named for every action,
and the CLI (the kernel's contract over every game: tests/core/test_properties.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE
from tablebook.core.verbs import reference_legal_of
from tablebook.games.space_station_phoenix.data import SECTORS
from tablebook.games.space_station_phoenix.turn import VERBS

from .phoenix_helpers import GAME, hub_states


def random_states(players: int, seed: int, **options):
    s = GAME.setup(players, seed, **options)
    agent = RandomAgent(seed)
    while not s.is_over():
        yield s
        s.apply(s.sample_chance() if s.decider() is CHANCE else agent.choose(s))
    yield s


def check_invariants(s):
    for p in range(s.players):
        assert s.gems[p] >= 0 and min(s.res[p].values()) >= 0
        wings = s.stations[p]
        assert len(wings) <= 3 and sum(len(w) for w in wings.values()) <= 9
        for colour, wing in wings.items():
            assert [SECTORS[x]["colour"] for x in wing] == [colour] * len(wing)
            levels = sorted(SECTORS[x]["level"] for x in wing)
            assert len(set(levels)) == len(levels)  # one of each level per wing
            assert levels == list(range(1, len(wing) + 1)) or s.hubs[p] == "A-9"  # any level order
            for x in wing:
                assert len(s.residents[x]) <= SECTORS[x]["quarters"]
                assert all(k in ("gold", "human", colour) for k in s.residents[x]) or colour == "teal"
    assert min(s.supply.values()) >= 0


@pytest.mark.parametrize("players, options", [(2, {}), (3, {"setup": "first-game"}), (4, {"hubs": "advanced"})])
def test_random_games_keep_the_invariants_and_end(players, options):
    for seed in range(3):
        for s in random_states(players, seed, **options):
            check_invariants(s)
        assert s.is_over() and s.trigger is not None


@pytest.mark.parametrize("hub, verbs", [("A-6", {"construct"}), ("A-8", {"recruit"}), ("A-11", {"settle", "return"}),
                                        ("A-12", {"return", "lose"})])
def test_advanced_hubs_powers_in_random_games(hub, verbs):
    """Each Hub's own decisions come up, listed exactly as the verb table defines them, and the invariants hold
    (A-6: a construction from the private market is offered)."""
    offered = set()
    for players in (2, 3, 4):
        for s in hub_states(hub, players):
            check_invariants(s)
            owner = s.hubs.index(hub) if hub in s.hubs else None
            if owner is not None and s.decider() == owner and not s.in_setup():
                for verb in verbs & set(s.verbs()):
                    legal = s.legal_actions(verb)
                    assert legal == reference_legal_of(s, owner, VERBS, verb)
                    if verb != "construct" or any(a.args[1] in s.private[owner] for a in legal):
                        offered.update(a.verb for a in legal)
        assert s.is_over()
    assert offered == verbs


def test_narration_and_labels_for_every_action_of_a_whole_game():
    s, agent = GAME.setup(3, 9), RandomAgent(9)
    while not s.is_over():
        before = s.clone()
        action = s.sample_chance() if s.decider() is CHANCE else agent.choose(s)
        assert s.label(action)
        s.apply(action)
        text, rule = GAME.narrate(before, action, s)
        assert text and rule is not None and str(rule).startswith("Space Station Phoenix"), action


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cli_simulates_games_to_the_end(players):
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = subprocess.run(
        [sys.executable, "-m", "tablebook.cli", "simulate", "space-station-phoenix", "--players", str(players),
         "--games", "10", "--seed", "1", "--json"], capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert len(data["games"]) == 10 and all(g["end"] != "limit" for g in data["games"])


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hundred_random_games_end(players):
    from tablebook.agents import simulate

    table = simulate("space-station-phoenix", players, 100, seed=1, agents="random")
    assert all(row["end"] != "limit" for row in table.rows)


@pytest.mark.parametrize("hub", ["A-6", "A-8", "A-11", "A-12"])
def test_narration_and_labels_in_the_advanced_hubs_games(hub):
    before, told = None, set()
    for s in hub_states(hub, 3):
        if before is not None:
            action = s.history[-1]
            assert before.label(action)
            text, rule = GAME.narrate(before, action, s)
            assert text and str(rule).startswith("Space Station Phoenix"), action
            told.add(action.split()[0])
        before = s.clone()
    assert told >= {"A-6": {"construct"}, "A-8": {"recruit"}, "A-11": {"settle"}, "A-12": {"return"}}[hub]

"""Random games of Gaia Project: they end after round 6, keep the rules' invariants, replay exactly, and refuse
anything illegal without changing the table (fuzzing the action boundary)."""

from __future__ import annotations

import json
import random

import pytest

import tablebook
from tablebook.agents.simulate import play
from tablebook.core import Action

from ..fuzzing import check, mutants
from .helpers import at_random

G = tablebook.load("gaia-project")
CAPS = {"ore": 15, "knowledge": 15, "credits": 30}


@pytest.fixture(scope="module")
def games():
    return [play(G, players, seed, ["random"], 5000)[0] for players in (2, 3, 4) for seed in range(4)]


def test_every_game_ends_after_round_6_with_final_scoring(games):
    for state in games:
        assert state.is_over() and state.end_reason() == "end of round 6" and state.round == 6


def test_a_record_replays_to_the_same_table_and_survives_json(games):
    for state in games[::3]:
        record = state.record()
        assert record.replay(G).to_json() == state.to_json()
        assert G.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()


def test_no_stock_is_negative_or_over_its_cap_at_any_point():
    state = G.setup(4, seed=11)
    rng = random.Random(11)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        for pl in state.pl:
            assert all(0 <= pl[r] <= cap for r, cap in CAPS.items()), pl
            assert pl["qic"] >= 0 and min(pl["power_areas"]) >= 0 and pl["gaia_area"] >= 0 and pl["gaiaformers"] >= 0


def tokens(pl: dict) -> int:
    return sum(pl["power_areas"]) + pl["gaia_area"] + (pl["brainstone"] is not None)


def test_charging_moves_tokens_and_burning_removes_exactly_the_tokens_burned():
    # charging (accepted or declined, brainstone placed) never adds or removes a token, except the Taklons PI's one;
    # burning n discards n (Itars: into the Gaia area, so none leaves them)
    seen = {"charge-power": 0, "burn-power": 0}
    for players, seed in ((3, 5), (4, 6), (2, 7)):
        state = G.setup(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            action = at_random(state, rng)
            p = state.decider()
            before = tokens(state.pl[p])
            top = state.agenda[-1] if state.agenda else {}
            asked = top.get("why", "charge") if top.get("kind") == "brainstone" else None  # not an income's
            state.apply(action)
            after = tokens(state.pl[p])
            if action.verb in ("charge-power", "decline") or (action.verb == "brainstone" and asked == "charge"):
                assert after - before == ("1t" in action.args[0] if action.args else 0), action
                seen["charge-power"] += 1
            elif action.verb == "burn-power":
                assert before - after == (0 if state.pl[p]["faction"] == "itars" else int(action.args[0])), action
                seen["burn-power"] += 1
    assert seen["charge-power"] > 10 and seen["burn-power"] > 5


VOCAB = ["mine", "ts", "research-lab", "PI", "ac1", "qic-academy", "gaia-project", "sp", "1A0", "3B4", "10C", "99A1",
         "0x0", "-3x2", "5x-2", "x", "terraforming", "nav", "gaia", "dip", "power1", "power8", "qic3", "qic4", "4pw",
         "1q", "q,5c", "range+3", "step",
         "booster1", "booster11", "tech1", "free2", "adv-eco", "fed1", "fed7", "area2", "for", "1o", "3pw", "2", "0",
         "-1", "7", "", "swap-PI", "up-lowest", "tg", "4tg", "tech"]
VERBS = ["build", "research", "action-space", "special-action", "form-federation", "pass", "spend", "burn-power",
         "end-turn", "charge-power", "decline", "tech-tile", "cover", "income", "brainstone", "booster", "faction",
         "lost-planet", "federation-token", "swap", "dock"]


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_illegal_or_malformed_actions_leave_the_table_unchanged(players, seed):
    rng = random.Random(seed)
    state = G.setup(players, seed=seed)
    thrown = refused = 0
    while not state.is_over():
        if rng.random() < 0.3:
            for _ in range(5):
                thrown += 1
                refused += check(state, Action(rng.choice(VERBS), tuple(rng.choice(VOCAB) for _ in range(rng.randrange(4)))))
            legal = state.legal_actions()
            for action in rng.sample(legal, min(2, len(legal))):
                for mutant in mutants(action, rng, VOCAB, VERBS):
                    check(state, mutant)
                outsider = next((q for q in range(players) if q not in state.deciders()), None)
                if outsider is not None:
                    assert check(state, action, player=outsider)  # the right action from the wrong seat
        state.apply(rng.choice(state.legal_actions()))
    assert thrown > 100 and refused > thrown // 2

"""Agents and batch simulation: legal choices, the random agent's distribution, seeds, and greedy play."""

from __future__ import annotations

from collections import Counter

import pytest

import tablebook
from tablebook.agents import simulate
from tablebook.agents.players import GreedyAgent, RandomAgent, make_agent
from tablebook.core import CHANCE


def test_the_games_package_is_importable_by_path_and_callable():
    import tablebook.games.alien_frontiers as af  # the form a shadowing function would break

    assert af.GAME is tablebook.load("alien-frontiers")
    assert tablebook.games() == ["alien-frontiers", "space-station"]


def test_random_agent_picks_a_verb_uniformly_then_an_action_uniformly():
    # seat 1's first turn: three different values dock at several facilities; no card or trade is
    # open, so every choice is a dock, each with probability 1 / (number of docks)
    s = tablebook.load("alien-frontiers").setup(2, 1)
    s.apply("roll 1 3 5")
    open_verbs = [v for v in s.verbs() if s.legal_actions(v)]
    assert open_verbs == ["dock"]
    docks = s.legal_actions("dock")
    n = 6000
    counts = Counter(RandomAgent(seed).choose(s) for seed in range(n))
    assert set(counts) == set(docks)
    expected = n / len(docks)
    assert all(abs(c - expected) < 5 * (expected ** 0.5) for c in counts.values()), counts


def test_random_agent_weights_verbs_not_actions():
    # a position with one "launch" and many docks: launch is chosen about half the time, not 1/(docks+1)
    s = tablebook.load("alien-frontiers").setup(2, 1)
    with s.edit():
        s.hub[0], s.fuel[0], s.ore[0] = 7, 1, 1  # a colony on the last circle, and the launch fee
    s.apply("roll 1 3 5")
    assert s.legal_actions("launch") and len(s.legal_actions("dock")) > 5
    open_verbs = [v for v in s.verbs() if s.legal_actions(v)]
    n = 4000
    launches = sum(RandomAgent(seed).choose(s).verb == "launch" for seed in range(n))
    share = 1 / len(open_verbs)
    assert abs(launches / n - share) < 4 * (share * (1 - share) / n) ** 0.5, (launches, open_verbs)


@pytest.mark.parametrize("game", ["alien-frontiers", "space-station"])
def test_agents_choose_only_legal_actions(game):
    g = tablebook.load(game)
    s = g.setup(g.min_players + 1, 4)
    agents = [RandomAgent(1), GreedyAgent(2)]
    for step in range(120):
        who = s.decider()
        if who is None:
            break
        if who is CHANCE:
            s.resolve_chance()
            continue
        action = agents[step % 2].choose(s)
        assert action in s.legal_actions()
        s.apply(action)


@pytest.mark.parametrize("game", ["alien-frontiers", "space-station"])
def test_the_same_seed_plays_the_same_games(game):
    first = simulate(game, 3, 4, seed=9, agents="random")
    again = simulate(game, 3, 4, seed=9, agents="random")
    other = simulate(game, 3, 4, seed=10, agents="random")
    assert first.rows == again.rows
    assert first.rows != other.rows


def test_greedy_beats_random_in_alien_frontiers():
    # one step of look-ahead with a heuristic that values colonies and resources it can keep
    table = simulate("alien-frontiers", 2, 10, seed=5, agents=["greedy", "random"])
    assert table.win_rates()[0] >= 0.8, table.rows


def test_greedy_beats_random_in_space_station():
    # the heuristic counts majorities as they stand, so a build that takes one is seen at once
    table = simulate("space-station", 3, 30, seed=11, agents=["random", "random", "greedy"])
    assert table.win_rates()[2] > 0.5, table.win_rates()


def test_win_rates_share_ties():
    table = simulate("alien-frontiers", 2, 1, seed=1)
    table.rows = [{"winners": [0]}, {"winners": [0, 1]}, {"winners": [1]}, {"winners": [1]}]
    assert table.win_rates().tolist() == [1.5 / 4, 2.5 / 4]


def test_unknown_agent_is_refused():
    with pytest.raises(ValueError, match="random, greedy"):
        make_agent("clever", 0)


class Hoarder(GreedyAgent):
    """A greedy player that values fuel and ore only: the lesson's example of an agent of your own."""

    def value(self, state, player):
        return state.fuel[player] + state.ore[player]


def test_an_agent_of_your_own_plays_in_simulate():
    table = simulate("alien-frontiers", 2, 3, seed=5, agents=[Hoarder, "random"], keep_records=True)
    assert table.agents == ["Hoarder", "random"]
    hoarder = GreedyAgent.__new__(Hoarder)
    # every move of seat 0 was one of those that keep the most resources a step ahead
    record = table.records[0]
    s = tablebook.load("alien-frontiers").new_state(2, record.seed, **record.options)
    checked = 0
    for line in record.actions:
        if s.decider() == 0 and checked < 40:
            values = {str(a): hoarder.value(s.clone().apply(a), 0) for a in s.legal_actions()}
            assert values[line] == max(values.values()), line
            checked += 1
        s.apply(line)
    assert checked == 40

"""Agents and batch simulation: legal choices, the random agent's distribution, seeds, and greedy play."""

from __future__ import annotations

from collections import Counter

import pytest

import tablebook
from tablebook.agents import simulate
from tablebook.agents.players import GreedyAgent, RandomAgent, make_agent
from tablebook.core import CHANCE
from tests.games import GAMES


def test_random_agent_picks_a_verb_uniformly_then_an_action_uniformly():
    # seat 1's first turn: three different values dock at several facilities; no card or trade is
    # open, so every choice is a dock, each with probability 1 / (number of docks)
    s = tablebook.load("alien-frontiers").setup(2, 3)
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


@pytest.mark.parametrize("game", GAMES)
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


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_plays_the_same_games(game):
    first = simulate(game, 3, 4, seed=9, agents="random")
    again = simulate(game, 3, 4, seed=9, agents="random")
    other = simulate(game, 3, 4, seed=10, agents="random")
    assert first.rows == again.rows
    assert first.rows != other.rows


@pytest.mark.heavy
def test_greedy_beats_random_in_alien_frontiers():
    # one step of look-ahead with a heuristic that values colonies and resources it can keep
    table = simulate("alien-frontiers", 2, 10, seed=5, agents=["greedy", "random"])
    assert table.win_rates()[0] >= 0.8, table.rows


@pytest.mark.heavy
def test_greedy_beats_random_in_space_station():
    # the heuristic counts majorities as they stand, so a build that takes one is seen at once
    table = simulate("space-station", 3, 30, seed=11, agents=["random", "random", "greedy"])
    assert table.win_rates()[2] > 0.5, table.win_rates()


def test_win_rates_share_ties():
    table = simulate("alien-frontiers", 2, 1, seed=1)
    table.rows = [{"winners": [0]}, {"winners": [0, 1]}, {"winners": [1]}, {"winners": [1]}]
    assert table.win_rates().tolist() == [1.5 / 4, 2.5 / 4]


def test_the_uniform_agent_gives_every_legal_action_the_same_chance():
    # Phoenix's first turn: a handful of Income and ship actions beside dozens of others of one verb, so
    # choosing a verb first (the random agent) would favour the few; uniform play gives each 1/n
    s = tablebook.load("space-station-phoenix").setup(2, 1, setup="first-game")
    actions = s.legal_actions()
    agent, draws = make_agent("uniform", 3), 200 * len(actions)
    counts = Counter(agent.choose(s) for _ in range(draws))
    assert set(counts) <= set(actions) and len(counts) == len(actions)
    assert max(counts.values()) < 1.5 * 200 and min(counts.values()) > 0.5 * 200, counts


def test_a_stalled_game_is_counted_apart():
    # uniform play of seed 187 leaves two players without ships or GEMs (see Space Station Phoenix's stall)
    table = simulate("space-station-phoenix", 2, 2, seed=186, agents="uniform")
    assert table.stalled().tolist() == [False, True]
    assert table.rows[1]["end"].startswith("stalled")


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


# --- agents see only their seat ------------------------------------------------------------------------
def _space_station_turn(seed=3):
    state = tablebook.load("space-station").setup(3, seed)
    agents = [RandomAgent(p) for p in range(3)]
    while state.agenda or state.decider() is CHANCE:
        who = state.decider()
        state.apply(state.sample_chance() if who is CHANCE else agents[who].choose(state))
    return state


def test_a_seat_view_shows_the_seats_own_hand_and_no_deck_or_chance():
    state = _space_station_turn()
    seat = state.decider()
    view = state.view(seat)
    seen = view.observation()
    assert seen["hand"] == state.hands[seat] and "hands" not in seen and "deck" not in seen
    assert not hasattr(view, "chance_outcomes") and not hasattr(view, "state")
    assert view.legal_actions() == state.legal_actions()


def test_greedy_choices_do_not_depend_on_what_the_seat_cannot_see():
    """Swap a rival's hand with cards of the deck: the seat cannot tell, so its greedy choice is the same."""
    state = _space_station_turn()
    seat = state.decider()
    rival = (seat + 1) % state.players
    other = state.clone()
    with other.edit():
        deck = sorted(c for c, n in other.deck.items() for _ in range(n))
        swapped = deck[: len(other.hands[rival])]
        assert sorted(swapped) != sorted(other.hands[rival])
        for card in swapped:
            other.deck[card] -= 1
        for card in other.hands[rival]:
            other.deck[card] = other.deck.get(card, 0) + 1
        other.hands[rival] = swapped
        other.deck = {c: n for c, n in other.deck.items() if n}
    for agent_seed in range(8):
        assert GreedyAgent(agent_seed).choose(state.view(seat)) == GreedyAgent(agent_seed).choose(other.view(seat))


def test_a_world_deals_the_unseen_cards_again_keeping_what_the_seat_knows():
    import random

    state = _space_station_turn()
    seat = state.decider()
    pool = Counter(state.deck) + Counter(c for q in range(3) if q != seat for c in state.hands[q])
    worlds = [state.view(seat).world(random.Random(k)) for k in range(20)]
    for world in worlds:
        assert world.hands[seat] == state.hands[seat] and world.stations == state.stations
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert Counter(world.deck) + Counter(c for q in range(3) if q != seat for c in world.hands[q]) == pool
    assert len({tuple(w.hands[(seat + 1) % 3]) for w in worlds}) > 1  # really dealt again


def test_a_world_names_no_card_drawn_and_keeps_the_record_as_it_was():
    import random

    state = _space_station_turn()
    seat = state.decider()
    drawn = [line for line in state.history if line.startswith("draw ")]
    assert drawn and all(line != "draw ?" for line in drawn)  # the real record names its cards
    world = state.view(seat).world(random.Random(0))
    assert len(world.history) == len(state.history) and world.seats == state.seats
    assert [line for line in world.history if line.startswith("draw ")] == ["draw ?"] * len(drawn)
    assert [line for line in state.history if line.startswith("draw ")] == drawn  # the real game untouched


def test_a_worlds_dice_are_not_the_games_future():
    import random

    game = tablebook.load("alien-frontiers")
    same = 0
    for seed in range(20):
        state = game.setup(players=2, seed=seed)  # the first player's roll is pending
        assert state.decider() is CHANCE
        world = state.view(0).world(random.Random(seed))
        same += world.sample_chance() == state.sample_chance()
    # three dice agree by chance about once in 20 (1 in 56 kinds of throw, weighted); equal seeds would agree 20 times
    assert same <= 4


def test_the_greedy_agent_weighs_gaia_conversions_only_when_nothing_else_is_open():
    from tablebook.games.gaia_project.turn import FREE

    game = tablebook.load("gaia-project")
    chosen, chosen_all = [], []
    for seed in range(2):
        state = game.setup(players=2, seed=seed)
        agents = [RandomAgent(seed * 10 + p) for p in range(2)]
        while not state.is_over() and len(state.history) < 300:
            who = state.decider()
            if who is CHANCE:
                state.resolve_chance()
                continue
            verbs = state.verbs()
            if set(verbs) & set(FREE) and set(verbs) - set(FREE):
                chosen.append(GreedyAgent(seed).choose(state.view(who)).verb)
                chosen_all.append(make_agent("greedy:all", seed).choose(state.view(who)).verb)
            state.apply(agents[who].choose(state.view(who)))
    assert len(chosen) > 20 and not set(chosen) & set(FREE)
    assert set(chosen_all) & set(FREE)  # weighing every move, it converts where a conversion looks best

"""Views ask the rules: a fact a table shows that the rules know comes from the rules' own query.

Two checks for each query. At positions of seeded games of all four games, the view model's value equals the
query's. With the query replaced by a stand-in, the table shows the stand-in's answer: a view model that works the
value out for itself (restating the rule) fails there, even at positions where both agree.
"""

from __future__ import annotations

from importlib import import_module

import pytest

from tablebook.agents.players import make_agent
from tablebook.core import CHANCE, PhasedState
from tablebook.registry import load
from tests.games import GAMES
from tablebook.games.alien_frontiers import ships, territories
from tablebook.games.gaia_project import charging, research
from tablebook.games.space_station_phoenix import supply
from tablebook.views import Stepper
from tablebook.views.stepper import round_starts

EVERY = 7  # a view model at every 7th position (and the last) of each game


def view_model(name: str):
    module, table = load(name).view.split(":")
    return getattr(import_module(module), table).view_model


def positions(name: str, players: int, seed: int, agent: str = "random"):
    """Every EVERY-th position of a seeded game, to the end: (state, its view model for a spectator)."""
    state = load(name).setup(players, seed)
    seats = [make_agent(agent, seed * 1000 + p) for p in range(players)]
    draw = view_model(name)
    while True:
        who = state.decider()
        if len(state.history) % EVERY == 0 or who is None:
            yield state, draw(state, None, None)
        if who is None:
            return
        state.apply(state.sample_chance() if who is CHANCE else seats[who].decide(state.view(who)))


@pytest.fixture(scope="module", params=GAMES)
def game_positions(request):
    """The positions of two seeded games of one game between random players, two and three of them."""
    name = request.param
    return name, [(state.clone(), model) for players, seed, agent in ((2, 1, "random"), (3, 2, "random"))
                  for state, model in positions(name, players, seed, agent)]


def finished(name: str, players: int = 2, seed: int = 1) -> PhasedState:
    for state, _ in positions(name, players, seed):
        if state.is_over():
            return state
    raise AssertionError("the game never ended")


# --- the header: who decides, what is going on, the end and its winners ------------------------------------
def test_the_header_says_what_the_rules_say_at_every_position(game_positions):
    name, seen = game_positions
    for state, model in seen:
        decider = state.decider()
        assert model["over"] is state.is_over()
        assert model["end"] == state.end_reason()
        assert (model["decider"] is None) == (decider is None) and (model["decider"] == "chance") == (decider is CHANCE)
        assert len(model["winners"]) == (len(state.winners()) if decider is None else 0)
        assert model["now"] and (decider is None or model["status"].startswith(model["now"]))
    assert sum(state.is_over() for state, _ in seen) == 2, f"{name}: both games should be followed to their end"


@pytest.mark.parametrize("name", GAMES)
def test_the_header_shows_the_end_and_winners_the_rules_give(name, monkeypatch):
    state = finished(name)
    cls = type(state)
    monkeypatch.setattr(cls, "end_reason", lambda self: "the stand-in end")
    monkeypatch.setattr(cls, "winners", lambda self: [1])
    monkeypatch.setattr(cls, "period", lambda self: ("epoch", 9))
    model = view_model(name)(state, None, None)
    assert model["end"] == "the stand-in end"
    assert len(model["winners"]) == 1 and model["winners"][0] in model["players"][1].values()
    assert "wins" in model["status"] and f"{state.seat_name(1)[1:]} wins" in model["status"]


def test_space_station_says_which_year_the_game_ended_in_as_the_game_counts_it(monkeypatch):
    state = finished("space-station")
    assert f"after year {state.period()[1]}:" in view_model("space-station")(state, None, None)["status"]
    monkeypatch.setattr(type(state), "period", lambda self: ("epoch", 9))
    assert "Game over after epoch 9:" in view_model("space-station")(state, None, None)["status"]


# --- whose roll it is ----------------------------------------------------------------------------------------
def test_a_roll_by_click_belongs_to_the_seat_whose_turn_the_rules_say(monkeypatch):
    from tablebook.views import AlienFrontiersTable

    state = load("alien-frontiers").setup(3, 1)  # red's first roll, made by a click
    assert state.decider() is CHANCE and state.whose_turn() == 0
    dealt = len(state.history)
    assert len(AlienFrontiersTable(state.clone(), seats={1: "random"}, delay=0).state.history) == dealt  # red clicks
    monkeypatch.setattr(type(state), "whose_turn", lambda self: 1)  # the rules say it is the computer's turn
    assert len(AlienFrontiersTable(state.clone(), seats={1: "random"}, delay=0).state.history) == dealt + 1  # it rolled


# --- the stepper: rounds and years as the game names and counts them --------------------------------------
def test_every_game_names_and_counts_its_rounds():
    names = {name: load(name).setup(2, 1).period() for name in GAMES}
    assert names == {"alien-frontiers": ("round", 1), "gaia-project": ("round", 0), "space-station": ("year", 1),
                     "space-station-phoenix": ("round", None)}


def test_alien_frontiers_counts_a_round_as_a_turn_each_from_player_one():
    for state, _ in positions("alien-frontiers", 3, 5):
        name, number = state.period()
        assert (name, state.active) == ("round", (state.turn - 1) % 3) and number == (state.turn - 1) // 3 + 1


def test_the_stepper_jumps_by_the_period_the_game_names(monkeypatch):
    state = finished("space-station")
    stepper = Stepper(state.record())
    assert stepper.round_name == "year" and stepper.next_round.description == "year ▶▶"
    monkeypatch.setattr(type(state), "period", lambda self: ("epoch", len(self.history) // 10))
    states = [stepper.timeline.goto(i) for i in range(len(stepper.timeline) + 1)]
    assert round_starts(states) == [i for i in range(1, len(states)) if i % 10 == 0]
    assert Stepper(state.record()).next_round.description == "epoch ▶▶"


# --- Alien Frontiers: colonies left, ships in the order actions write them ---------------------------------
def test_alien_frontiers_colonies_left_and_fleet_are_the_rules_answers(monkeypatch):
    draw = view_model("alien-frontiers")
    fleets = 0
    for state, model in positions("alien-frontiers", 3, 3):
        assert [p["colonies_left"] for p in model["players"]] == [territories.colonies_left(state, p) for p in range(3)]
        tokens = tuple(state.fleet_ships(state.active).values()) if not state.is_over() else ()
        assert tuple(s["token"] for s in model["fleet"]) == ships.canonical(tokens)
        fleets += len(set(tokens)) > 1
    assert fleets > 10, "too few positions with ships of different faces to show the order"
    state = load("alien-frontiers").setup(3, 1).resolve_chance()
    monkeypatch.setattr(territories, "colonies_left", lambda s, p: 40 + p)
    monkeypatch.setattr(ships, "canonical", lambda tokens: tuple(sorted(tokens, reverse=True)))
    model = draw(state, None, None)
    assert [p["colonies_left"] for p in model["players"]] == [40, 41, 42]
    tokens = [s["token"] for s in model["fleet"]]
    assert tokens == sorted(tokens, reverse=True) and tokens != sorted(tokens)


def test_alien_frontiers_docking_requirements_are_the_facilities_words(monkeypatch):
    from tablebook.games.alien_frontiers.facilities import FACILITY, LUNAR_MINE

    state = load("alien-frontiers").setup(2, 1)
    shown = {f["id"]: (f["docking"], f["docking_words"]) for f in view_model("alien-frontiers")(state, None, None)["facilities"]}
    assert shown == {f: (law.docking.short, law.docking.words) for f, law in FACILITY.items()}
    # the rulebook's words, written out here: "two ships of equal value", "three sequentially numbered ships"
    assert shown["shipyard"][1] == "two ships of equal value" and shown["raiders-outpost"][1].startswith("three ships of sequential")
    monkeypatch.setattr(LUNAR_MINE, "docking", ships.Docking("a stand-in", "a stand-in in full"))
    mine = next(f for f in view_model("alien-frontiers")(state, None, None)["facilities"] if f["id"] == "lunar-mine")
    assert (mine["docking"], mine["docking_words"]) == ("a stand-in", "a stand-in in full")


def test_the_words_each_table_shows_of_a_rule_are_the_rules_own():
    from tablebook.games.alien_frontiers import citations, data
    from tablebook.games.gaia_project import power, words
    from tablebook.games.space_station import build, events
    from tablebook.games.space_station.station import EXIT_WORDS
    from tablebook.games.space_station_phoenix import station

    af = view_model("alien-frontiers")(load("alien-frontiers").setup(3, 1), None, None)
    hub = next(f for f in af["facilities"] if f["id"] == "colonist-hub")
    assert hub["circles"] == data.HUB_CIRCLES == 7  # the rulebook's seven circles of the Colonist Hub track
    assert {t["rule"] for t in af["territories"]} == {str(citations.territory(t["name"])) for t in af["territories"]}
    assert all(t["rule"].startswith("Alien Frontiers › Territory Bonuses › ") for t in af["territories"])
    gp = view_model("gaia-project")(load("gaia-project").setup(2, 1), None, None)["players"][0]["power"]
    assert gp["areas"] == words.POWER_AREAS and gp["brainstone_words"] == words.BRAINSTONE
    assert f"worth {power.BRAINSTONE_WORTH} " in words.BRAINSTONE and power.BRAINSTONE_WORTH == 3  # Taklons: three power
    ss = view_model("space-station")(load("space-station").setup(2, 1), None, None)["words"]
    assert ss == {"exits": EXIT_WORDS, "efficiency": events.EFFICIENCY_IN_EFFECT}
    assert ss["exits"]["closed"] == f"damaged: {build.DAMAGED_EXIT}" and set(ss["exits"]) == {"linked", "blocked", "free", "closed"}
    assert view_model("space-station-phoenix")(load("space-station-phoenix").setup(2, 1), None, None)["fresh_words"] == station.FRESH


# --- Space Station Phoenix: Aliens left in the supply ------------------------------------------------------
def test_phoenix_aliens_left_is_the_rules_answer(monkeypatch):
    draw = view_model("space-station-phoenix")
    for state, model in positions("space-station-phoenix", 2, 4):
        assert model["supply"]["aliens_left"] == supply.aliens_left(state) == sum(model["supply"]["aliens"].values())
    monkeypatch.setattr(supply, "aliens_left", lambda s: 123)
    assert draw(load("space-station-phoenix").setup(2, 1), None, None)["supply"]["aliens_left"] == 123


# --- Gaia Project: what a charge costs in VP ----------------------------------------------------------------
def charges(seeds=range(1, 4)):
    """Positions of seeded Gaia Project games where a seat is offered power (not EVERY-th: every one of them)."""
    game = load("gaia-project")
    for seed in seeds:
        state = game.setup(2, seed)
        seats = [make_agent("random", seed * 1000 + p) for p in range(2)]
        while (who := state.decider()) is not None:
            if who is not CHANCE and "charge-power" in state.verbs():
                yield state
            state.apply(state.sample_chance() if who is CHANCE else seats[who].decide(state.view(who)))


def test_gaia_charge_costs_what_the_rules_book(monkeypatch):
    draw = view_model("gaia-project")
    seen = set()
    for state in charges():
        model = draw(state, None, None)["charge"]
        assert model["vp_cost"] == charging.vp_cost(model["amount"])
        seat, line = state.decider(), f"charge-power {model['amount']}pw"
        if state.is_legal(line):
            after = state.clone().apply(line)
            assert state.pl[seat]["vp"] - after.pl[seat]["vp"] == model["vp_cost"]
            seen.add(model["amount"])
    assert len(seen) >= 2, f"charges of too few sizes seen: {seen}"
    state = next(charges())
    monkeypatch.setattr(charging, "vp_cost", lambda n: 100 + n)
    model = draw(state, None, None)["charge"]
    assert model["vp_cost"] == 100 + model["amount"]


def test_gaia_range_and_final_scoring_are_the_rules(monkeypatch):
    name = "gaia-project"
    # a random seat reaches range 2 in seed 7; the greedy player, which values research by its final VP and income
    # alone, never advances in Navigation (none of 200 two-player seeds)
    seen = [(state.clone(), model) for state, model in positions(name, 2, 7, "random")]
    for state, model in seen:
        assert [p["range"] for p in model["players"]] == [research.navigation_range(state, p) for p in range(state.players)]
        assert all(f["text"].endswith(": 18 / 12 / 6 VP") for f in model["scoring"]["final"])
    assert {p["range"] for _, model in seen for p in model["players"]} >= {1, 2}, "no seat advanced in Navigation"
    monkeypatch.setattr(research, "navigation_range", lambda s, p: 50 + p)
    state = seen[-1][0]
    assert [p["range"] for p in view_model(name)(state, None, None)["players"]] == [50 + p for p in range(state.players)]


"""The rule sheet's worked examples, each as a test whose expected values are the sheet's own words.

* The beginning of each year, step 3: "The first year this adds up to 10 + 5 + 1 = 16 M€"
  (test_space_station_year.py, test_setup_for_every_player_count).
* Card clarifications › Shipyard: "you must move 2 unused crew to it in order to get the VP"
  (test_space_station_actions.py, the two Shipyard tests).
* Card clarifications › Efficiency: "two separate turns and paying twice (crew and money if required)"
  (test_space_station_actions.py, test_efficiency_allows_each_crew_action_twice_paying_twice).
* Card clarifications › Robotic Arm: "restructure your station, step by step. Can be used many times each year"
  (test_space_station_actions.py, test_junkyard_and_robotic_arm_can_be_used_many_times_a_year).
* Card clarifications › Library and › Visiting Worker: here.
"""

from __future__ import annotations

from tablebook.core import CHANCE

from .space_station_helpers import give, put, turn, year_started


def _draw_all(s):
    while s.decider() is CHANCE:
        s.apply(s.sample_chance())


def test_one_library_starts_the_year_with_6_cards_and_two_libraries_with_7():
    """Library: "draw 1 extra card after the hand has been replenished to 5 cards so that you can start
    the year with 6 cards, or more if you have multiple Libraries"."""
    s = year_started(2, 21)
    put(s, 0, "library", "core", "U")
    put(s, 1, "library", "core", "U")
    put(s, 1, "library", "core", "L")
    s.apply("pass").apply("pass")  # year 1 ends; seat 1 is next year's first player
    s.apply("income structural").apply("income structural")
    s.apply("keep")
    _draw_all(s)
    s.apply("keep")
    _draw_all(s)
    assert [len(h) for h in s.hands] == [6, 7]


def test_a_visiting_worker_at_another_players_workshop_repairs_only_that_station():
    """Visiting Worker: "some actions are not beneficial to you. For example, Workshop can only repair damage
    on its own station"."""
    s = turn(seed=22, money=20)
    mine = put(s, 0, "dormitory", "core", "U")
    workshop = put(s, 1, "workshop", "core", "U")
    theirs = put(s, 1, "dormitory", "core", "L")
    with s.edit():
        s.stations[0][mine]["permanent"] = 1
        s.stations[1][theirs]["permanent"] = 1
    give(s, 0, "visiting-worker")
    # the only crew action in play is that Workshop, and the only damage it can reach is on its own station
    assert [a.args for a in s.legal_actions("play")] == [("visiting-worker", "p2", workshop, theirs, "permanent")]
    s.apply(f"play visiting-worker p2 {workshop} {theirs} permanent")
    assert s.stations[1][theirs]["permanent"] == 0  # the Workshop's own station is repaired ...
    assert s.stations[0][mine]["permanent"] == 1  # ... never the visitor's

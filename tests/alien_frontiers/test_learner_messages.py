"""Refusals of the mistakes a learner plausibly makes: each must name the rule that forbids the action
(its rulebook section) and say, in words, what to do instead.

Specification: the rulebook (Alien Frontiers): "Use Alien Tech Cards and
Assign Your Fleet", "Gather and Roll Your Fleet", the Orbital Facilities, the Alien Tech Cards.
"""

from __future__ import annotations

from functools import partial

import pytest

from .conftest import BLUE, GREEN, assert_illegal
from .conftest import position as _position

position = partial(_position, seed=11)


def refusal(s, action, section, *words):
    """The refusal cites ``section`` and contains every one of ``words``; the state is unchanged."""
    error = assert_illegal(s, action, section)
    for word in words:
        assert word in error.reason, (action, error.reason, word)
    return error


def test_two_ships_at_once_at_a_one_ship_port_says_one_at_a_time():
    s = position("2 3 5")
    refusal(s, "dock solar-converter 2 3", "Solar Converter", "one at a time", "'dock solar-converter 2'")
    assert s.explain("dock solar-converter 2") is None  # the suggested action is legal


def test_two_ships_at_the_lunar_mine_does_not_suggest_another_refused_dock():
    # before: "write the ships in order: dock lunar-mine 3 5", itself refused
    s = position("2 3 5")
    error = refusal(s, "dock lunar-mine 5 3", "Lunar Mine", "one at a time")
    assert "in order" not in error.reason


def test_colonist_hub_ships_dock_one_by_one():
    s = position("2 3 5")
    refusal(s, "dock colonist-hub 2 3", "Colonist Hub", "one at a time")


def test_an_unequal_pair_at_the_shipyard_names_the_requirement():
    s = position("3 5 6", fuel=1, ore=1)
    refusal(s, "dock shipyard 3 5", "Shipyards", "two ships of equal value")


def test_ending_with_a_ship_that_can_dock_names_the_must_dock_rule():
    s = position("2 3 5")
    refusal(s, "end", "Use Alien Tech Cards and Assign Your Fleet", "must place all of your ships", "dock")


def test_gravity_manipulator_with_one_ship_says_which_goes_down_and_which_up():
    s = position("1 2 5", hand=["gravity-manipulator"], fuel=2)
    refusal(s, "use gravity-manipulator 2", "Gravity Manipulator", "DOWN UP", "lower", "raise")


def test_gravity_manipulator_named_the_wrong_way_round_says_the_first_is_lowered():
    # the rulebook's example moves a point from the 2 to the 5; a learner who writes the 1 first asks to lower it
    s = position("1 2 5", hand=["gravity-manipulator"], fuel=2)
    refusal(s, "use gravity-manipulator 1 5", "Alien Tech Cards", "lower than 1", "lowers the first ship named")
    assert s.explain("use gravity-manipulator 2 5") is None


def test_polarity_swap_written_in_the_other_order_shows_the_order_to_write():
    # Polarity Device example 2's position: two yellow colonies on Herbert Valley, two red on Lem Badlands
    s = position("1 3 5", active=GREEN, hand=["polarity-device"],
                 colonies={"herbert-valley": [0, 0, 0, 2], "lem-badlands": [2, 0, 0, 0]})
    suggested = "discard polarity-device herbert-valley yellow lem-badlands red"
    refusal(s, "discard polarity-device lem-badlands red herbert-valley yellow", "Polarity Device", suggested)
    assert s.explain(suggested) is None
    refusal(s, "discard polarity-device herbert-valley red lem-badlands yellow", "Polarity Device",
            "red has no colony on Herbert Valley")


@pytest.mark.parametrize("action, section, words", [
    ("steal green ore", "Raiders' Outpost", ("during a raid", "three sequential ships")),
    ("land lem-badlands", "Use Alien Tech Cards and Assign Your Fleet", ("Colony Constructor", "Terraforming Station", "Colonist Hub")),
    ("fire green 3", "Plasma Cannon", ("use plasma-cannon",)),
    ("cycle", "Alien Artifact", ("dock a ship at the Alien Artifact",)),
    ("return 1 fuel 0 ore", "End of Turn", ("end your turn",)),
    ("roll 1 2 3", "Gather and Roll Your Fleet", ("start of their turn",)),
])
def test_a_follow_up_tried_too_early_says_what_opens_it(action, section, words):
    s = position("2 3 5")
    error = refusal(s, action, section, f"You cannot '{action.split()[0]}' now", *words)
    assert "you may: dock" in error.reason  # what is open now is still listed


def test_a_second_use_of_a_card_names_the_once_per_turn_rule():
    s = position("1 3 4", hand=["booster-pod"], fuel=2)
    s.apply("use booster-pod 3")
    refusal(s, "use booster-pod 1", "Alien Tech Cards", "only once per turn")


def test_a_claim_at_exactly_seven_names_the_more_than_seven_rule():
    s = position("1 3 4", display=["booster-pod", "stasis-beam", "alien-city"])
    s.apply("dock alien-artifact 3")
    s.apply("keep")
    s.apply("dock alien-artifact 4")
    s.apply("keep")
    refusal(s, "claim alien-city", "Alien Artifact", "more than 7", "yours: 7")


def test_terraforming_with_three_ships_names_the_fleet_minimum():
    s = position("2 4 6", fuel=1, ore=1)
    refusal(s, "dock terraforming-station 6", "Terraforming Station", "fewer than three ships of your colour")


def test_trading_without_a_docked_pair_names_the_orbital_market():
    s = position("2 4 6", fuel=6)
    refusal(s, "trade", "Orbital Market", "pair docked at the Orbital Market")


def test_another_seat_acting_is_told_whose_decision_it_is():
    s = position("2 3 5")
    error = s.explain("dock solar-converter 2", BLUE)
    assert error is not None and "red" in error.reason and error.rule is not None


def test_a_ship_value_out_of_range_names_the_card():
    s = position("1 3 4", hand=["booster-pod"], fuel=2)
    refusal(s, "use booster-pod 7", "Booster Pod", "write its value 1–6")

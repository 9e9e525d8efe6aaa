"""Orbital Facilities: requirement, ports, cost and effect of each, with the rulebook's worked examples.

Positions are built with forced rolls; expected numbers come from the rulebook text or the
reference's port table (§3), worked out by hand in the comments.
"""

import pytest

from .conftest import (
    assert_illegal, dock_other, finish_turn, give, rolled, set_colonies, ships_of, values_at,
)
from tablebook.core import CHANCE


def free_ports(s, facility):
    return sum(1 for g in s.docks[facility] if g == [])


# =====================================================================================================
class TestSolarConverter:
    def test_rulebook_example_3_and_4_give_two_fuel_each(self):
        # "If you dock a 3 and a 4 at the solar converter you will receive two fuel for the 3 and two fuel for the 4."
        s = rolled(4, 1, 3, 4, 1)
        assert s.fuel[0] == 0
        s.apply("dock solar-converter 3")
        assert s.fuel[0] == 2
        s.apply("dock solar-converter 4")
        assert s.fuel[0] == 4
        assert values_at(s, "solar-converter") == [3, 4]

    @pytest.mark.parametrize("value, fuel", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
    def test_half_the_value_rounded_up(self, value, fuel):
        # half of 1..6 rounded up: 1, 1, 2, 2, 3, 3
        s = rolled(4, 2, value, 1, 1)
        give(s, 0, fuel=0)
        s.apply(f"dock solar-converter {value}")
        assert s.fuel[0] == fuel

    def test_any_value_docks(self):
        s = rolled(4, 3, 1, 5, 6)
        for v in (1, 5, 6):
            s.apply(f"dock solar-converter {v}")
        assert s.fleet(0) == []
        # 1 + 3 + 3 = 7
        assert s.fuel[0] == 7

    def test_eight_ports_in_four_player_game(self):
        s = rolled(4, 4, 2, 3, 4)
        dock_other(s, "green", "solar-converter", 1, 1, 1, 1, 1, 1)
        s.apply("dock solar-converter 2")
        s.apply("dock solar-converter 3")  # ships 7 and 8
        assert free_ports(s, "solar-converter") == 0
        assert_illegal(s, "dock solar-converter 4", rule="Solar Converter")

    def test_seven_ports_in_three_player_game(self):
        s = rolled(3, 4, 2, 3, 4)
        dock_other(s, "green", "solar-converter", 1, 1, 1, 1, 1, 1)
        s.apply("dock solar-converter 2")  # 7th and last open port (one blocked in 3p)
        assert_illegal(s, "dock solar-converter 3", rule="Solar Converter")

    def test_one_ship_per_port(self):
        # a use of the Solar Converter is one ship: two ships in one action are refused
        s = rolled(4, 4, 2, 3, 4)
        assert_illegal(s, "dock solar-converter 2 3", rule="Solar Converter")


# =====================================================================================================
class TestLunarMine:
    def test_rulebook_example(self):
        # "At the beginning of your turn there is a 1 and a 4 docked at the Lunar Mine. You roll a 3, 4, and 6.
        #  You cannot dock the 3 ... but you can dock both your 4 and your 6. You earn two ore ... The Lunar Mine
        #  now has only one docking port free and the next player that wants to use it will need a 6."
        s = rolled(4, 5, 3, 4, 6)
        dock_other(s, "blue", "lunar-mine", 1, 4)
        assert_illegal(s, "dock lunar-mine 3", rule="Lunar Mine")
        s.apply("dock lunar-mine 4")
        s.apply("dock lunar-mine 6")
        assert s.ore[0] == 2
        assert free_ports(s, "lunar-mine") == 1
        s.apply("dock solar-converter 3")
        s.apply("end")
        # next player (green) needs a 6
        s.apply("roll 4 5 6")
        assert s.active == 1
        assert_illegal(s, "dock lunar-mine 4", rule="Lunar Mine")
        assert_illegal(s, "dock lunar-mine 5", rule="Lunar Mine")
        ore = s.ore[1]
        s.apply("dock lunar-mine 6")
        assert s.ore[1] == ore + 1
        assert free_ports(s, "lunar-mine") == 0

    def test_equal_to_the_highest_is_allowed(self):
        s = rolled(4, 5, 4, 4, 1)
        dock_other(s, "blue", "lunar-mine", 4)
        s.apply("dock lunar-mine 4")
        s.apply("dock lunar-mine 4")
        assert s.ore[0] == 2

    def test_order_of_your_own_ships_matters(self):
        # after docking the 6, the 4 is below the highest ship docked (6)
        s = rolled(4, 5, 4, 6, 1)
        s.apply("dock lunar-mine 6")
        assert_illegal(s, "dock lunar-mine 4", rule="Lunar Mine")

    @pytest.mark.parametrize("players, ports", [(4, 5), (3, 4), (2, 3)])
    def test_ports_by_player_count(self, players, ports):
        # reference §3: 5 / 4 / 3 ports; green fills all but one with 1s, red's 6 takes the last
        s = rolled(players, 6, 6, 6, 6)
        dock_other(s, "green", "lunar-mine", *[1] * (ports - 1))
        s.apply("dock lunar-mine 6")
        assert_illegal(s, "dock lunar-mine 6", rule="Lunar Mine")


# =====================================================================================================
class TestOrbitalMarket:
    def test_rulebook_example(self):
        # "You dock a pair of 3s ... you may pay three fuel to receive one ore. If you have six fuel you may do the
        #  trade twice. If you acquire three more fuel during your turn you may do the trade again."
        s = rolled(4, 7, 3, 3, 6)
        give(s, 0, fuel=6, ore=0)
        s.apply("dock orbital-market 3 3")
        s.apply("trade")
        assert (s.fuel[0], s.ore[0]) == (3, 1)
        s.apply("trade")
        assert (s.fuel[0], s.ore[0]) == (0, 2)
        assert_illegal(s, "trade", rule="Orbital Market")
        s.apply("dock solar-converter 6")  # 6 / 2 = 3 fuel
        assert s.fuel[0] == 3
        s.apply("trade")
        assert (s.fuel[0], s.ore[0]) == (0, 3)

    def test_needs_a_pair(self):
        s = rolled(4, 7, 3, 4, 6)
        assert_illegal(s, "dock orbital-market 3 4", rule="Orbital Market")

    def test_no_trade_without_a_docked_pair(self):
        s = rolled(4, 7, 3, 4, 6)
        give(s, 0, fuel=8)
        assert_illegal(s, "trade", rule="Orbital Market")
        # another player's pair there does not let you trade
        dock_other(s, "green", "orbital-market", 1, 1)
        assert_illegal(s, "trade", rule="Orbital Market")

    def test_price_is_the_value_of_your_docked_ship(self):
        # pair of 1s: 1 fuel per ore; 5 fuel -> 5 ore
        s = rolled(4, 8, 1, 1, 2)
        give(s, 0, fuel=5, ore=0)
        s.apply("dock orbital-market 1 1")
        for _ in range(5):
            s.apply("trade")
        assert (s.fuel[0], s.ore[0]) == (0, 5)

    def test_with_two_pairs_docked_you_may_pay_the_lower_value(self):
        # "pay fuel equal to the value of one of your docked ships": with 2 2 and 5 5 docked, 2 fuel per ore.
        # 4 fuel buy 2 ore at 2 each; at 5 each not even one.
        s = rolled(4, 8, 2, 2, 5, 5)
        give(s, 0, fuel=4, ore=0)
        s.apply("dock orbital-market 2 2")
        s.apply("dock orbital-market 5 5")
        s.apply("trade")
        s.apply("trade")
        assert (s.fuel[0], s.ore[0]) == (0, 2)

    def test_two_pairs_in_four_player_game(self):
        s = rolled(4, 8, 5, 5, 2)
        give(s, 0, fuel=5)
        dock_other(s, "green", "orbital-market", 1, 1)
        dock_other(s, "blue", "orbital-market", 2, 2)
        assert_illegal(s, "dock orbital-market 5 5", rule="Orbital Market")

    def test_one_pair_in_three_player_game(self):
        s = rolled(3, 8, 5, 5, 2)
        dock_other(s, "green", "orbital-market", 1, 1)
        assert_illegal(s, "dock orbital-market 5 5", rule="Orbital Market")


# =====================================================================================================
class TestShipyard:
    def test_fourth_ship_costs_one_fuel_one_ore(self):
        s = rolled(4, 9, 2, 2, 5)
        give(s, 0, fuel=1, ore=1)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        # the new ship is taken from the stock to the Maintenance Bay
        assert len(ships_of(s, "red", "bay")) == 1
        assert len(ships_of(s, "red", "stock")) == 2
        assert s.colour_ships_in_play(0) == 4

    @pytest.mark.parametrize("fuel, ore", [(0, 1), (1, 0), (0, 0)])
    def test_fourth_ship_refused_without_the_payment(self, fuel, ore):
        s = rolled(4, 9, 2, 2, 5)
        give(s, 0, fuel=fuel, ore=ore)
        assert_illegal(s, "dock shipyard 2 2", rule="Shipyard")

    def test_fifth_ship_costs_two_and_two(self):
        s = rolled(4, 9, 2, 2, 5, 6)  # four ships in play
        give(s, 0, fuel=1, ore=2)
        assert_illegal(s, "dock shipyard 2 2", rule="Shipyard")
        give(s, 0, fuel=2, ore=1)
        assert_illegal(s, "dock shipyard 2 2", rule="Shipyard")
        give(s, 0, fuel=2, ore=2)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.colour_ships_in_play(0) == 5

    def test_sixth_ship_costs_three_and_three(self):
        s = rolled(4, 9, 2, 2, 3, 5, 6)  # five ships in play
        give(s, 0, fuel=3, ore=2)
        assert_illegal(s, "dock shipyard 2 2", rule="Shipyard")
        give(s, 0, fuel=3, ore=3)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.colour_ships_in_play(0) == 6
        assert ships_of(s, "red", "stock") == []

    def test_two_pairs_in_one_turn_build_fifth_then_sixth(self):
        # 4 ships: 5th costs 2+2, then 6th costs 3+3: 5 fuel and 5 ore in all
        s = rolled(4, 9, 2, 2, 4, 4)
        give(s, 0, fuel=5, ore=5)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (3, 3)
        s.apply("dock shipyard 4 4")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.colour_ships_in_play(0) == 6

    def test_no_ship_in_stock_no_shipyard(self):
        s = rolled(4, 9, 1, 1, 2, 3, 4, 5)  # all six ships in play
        give(s, 0, fuel=8, ore=8)
        assert_illegal(s, "dock shipyard 1 1", rule="Shipyard")

    def test_needs_a_pair(self):
        s = rolled(4, 9, 1, 2, 5)
        give(s, 0, fuel=3, ore=3)
        assert_illegal(s, "dock shipyard 1 2", rule="Shipyard")

    @pytest.mark.parametrize("players, others", [
        pytest.param(4, ("green", "blue", "yellow"), id="three_pairs_in_four_player_game"),
        pytest.param(3, ("green", "blue"), id="two_pairs_in_three_player_game"),
    ])
    def test_pairs_by_player_count(self, players, others):
        # every pair is taken by another player's 1 1
        s = rolled(players, 9, 2, 2, 5)
        give(s, 0, fuel=3, ore=3)
        for colour in others:
            dock_other(s, colour, "shipyard", 1, 1)
        assert_illegal(s, "dock shipyard 2 2", rule="Shipyard")

    def test_new_ship_joins_the_fleet_next_turn(self):
        # "Take a ship of your color from the ship stock and place it in the Maintenance Bay.
        #  Claim it at the start of your next turn when you gather your fleet."
        s = rolled(2, 10, 2, 2, 5)
        give(s, 0, fuel=1, ore=1)
        s.apply("dock shipyard 2 2")
        finish_turn(s)
        s.apply("roll 1 3 5")  # green
        finish_turn(s)
        assert s.active == 0 and s.decider() is CHANCE
        assert_illegal(s, "roll 1 2 3")  # red now has four ships
        s.apply("roll 1 2 3 4")
        assert len(s.fleet(0)) == 4


# =====================================================================================================
class TestColonyConstructor:
    def test_three_equal_and_three_ore_land_a_colony(self):
        s = rolled(4, 11, 5, 5, 5)
        give(s, 0, ore=3, cards=[])  # no Alien City in hand to blur the score
        s.apply("dock colony-constructor 5 5 5")
        assert s.ore[0] == 0
        assert s.decider() == 0 and s.verbs() == ("land",)
        s.apply("land herbert-valley")
        assert s.colonies["herbert-valley"][0] == 1
        assert s.supply[0] == 5  # 6 - 1
        # 1 VP for the colony + 1 for controlling Herbert Valley (nobody else is there)
        assert s.scores()[0] == 2

    def test_two_ore_is_not_enough(self):
        s = rolled(4, 11, 5, 5, 5)
        give(s, 0, ore=2)
        assert_illegal(s, "dock colony-constructor 5 5 5", rule="Colony Constructor")

    def test_needs_three_of_a_kind(self):
        s = rolled(4, 11, 4, 5, 5)
        give(s, 0, ore=3)
        assert_illegal(s, "dock colony-constructor 4 5 5", rule="Colony Constructor")

    def test_two_triples_in_four_player_game(self):
        s = rolled(4, 11, 5, 5, 5)
        give(s, 0, ore=3)
        dock_other(s, "green", "colony-constructor", 2, 2, 2)
        dock_other(s, "blue", "colony-constructor", 3, 3, 3)
        assert_illegal(s, "dock colony-constructor 5 5 5", rule="Colony Constructor")

    def test_one_free_triple_still_usable(self):
        s = rolled(4, 11, 5, 5, 5)
        give(s, 0, ore=3)
        dock_other(s, "green", "colony-constructor", 2, 2, 2)
        s.apply("dock colony-constructor 5 5 5")
        assert s.verbs() == ("land",)

    def test_landing_comes_first(self):
        # the colony lands "immediately": nothing else until it is placed
        s = rolled(4, 11, 1, 5, 5, 5)
        give(s, 0, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        assert_illegal(s, "dock solar-converter 1")
        assert_illegal(s, "end")


# =====================================================================================================
class TestTerraformingStation:
    def test_six_one_fuel_one_ore_land_a_colony(self):
        s = rolled(4, 12, 1, 2, 3, 6)  # four ships, so one may be lost
        give(s, 0, fuel=1, ore=1)
        s.apply("dock terraforming-station 6")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        s.apply("land lem-badlands")
        assert s.colonies["lem-badlands"][0] == 1
        assert s.supply[0] == 5

    def test_game_play_example_no_six(self):
        # "you may not use the terraforming station if you do not have any sixes"
        s = rolled(4, 12, 1, 2, 3, 5)
        give(s, 0, fuel=1, ore=1)
        assert_illegal(s, "dock terraforming-station 5", rule="Terraforming Station")
        assert not [a for a in s.legal_actions("dock") if a.args[0] == "terraforming-station"]

    def test_game_play_example_port_occupied(self):
        # "... if the single docking port is already occupied"
        s = rolled(4, 12, 1, 2, 3, 6)
        give(s, 0, fuel=1, ore=1)
        dock_other(s, "green", "terraforming-station", 6)
        assert_illegal(s, "dock terraforming-station 6", rule="Terraforming Station")

    @pytest.mark.parametrize("fuel, ore", [(0, 1), (1, 0)])
    def test_game_play_example_no_fuel_or_ore(self, fuel, ore):
        # "... or if you do not have the required fuel and ore"
        s = rolled(4, 12, 1, 2, 3, 6)
        give(s, 0, fuel=fuel, ore=ore)
        assert_illegal(s, "dock terraforming-station 6", rule="Terraforming Station")

    def test_not_below_three_ships_of_your_colour(self):
        # "You cannot use the Terraforming Station if doing so would reduce your fleet to fewer than three ships"
        s = rolled(4, 12, 1, 2, 6)  # three ships: losing one leaves two
        give(s, 0, fuel=1, ore=1)
        assert_illegal(s, "dock terraforming-station 6", rule="Terraforming Station")

    def test_ship_is_lost_at_the_start_of_your_next_turn(self):
        # "... returned to the ship stock at the beginning of your next turn"
        s = rolled(2, 12, 1, 2, 3, 6)
        give(s, 0, fuel=2, ore=2)
        s.apply("dock terraforming-station 6")
        s.apply("land lem-badlands")
        (ship,) = ships_of(s, "red", "terraforming-station")
        finish_turn(s)
        # during the next player's turn the ship still sits on the station
        assert s.ships[ship]["at"] == "terraforming-station"
        s.apply("roll 1 3 5")
        finish_turn(s)
        assert_illegal(s, "roll 1 2 3 4")  # only three ships left to roll
        s.apply("roll 2 2 4")
        assert s.ships[ship]["at"] == "stock"
        assert s.colour_ships_in_play(0) == 3
        # "Because it is possible to lose ships ... you may build your 4th ... ship more than once":
        # the 4th ship again costs 1 fuel and 1 ore
        give(s, 0, fuel=1, ore=1)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.colour_ships_in_play(0) == 4

    def test_forfeited_ship_cannot_be_rebuilt_before_it_is_in_stock(self):
        # "A ship forfeited in this manner may be rebuilt using the Shipyards only after it has returned to the ship stock."
        # All six red ships are in play; the one on the station is not in the stock yet.
        s = rolled(4, 12, 1, 1, 2, 3, 5, 6)
        give(s, 0, fuel=8, ore=8)
        s.apply("dock terraforming-station 6")
        s.apply("land lem-badlands")
        assert ships_of(s, "red", "stock") == []
        assert_illegal(s, "dock shipyard 1 1", rule="Shipyard")

    def test_a_ship_on_the_station_still_counts_when_the_shipyard_numbers_the_next(self):
        # The package's reading (docstring): four red ships in play, one terraforms; the ship built the same
        # turn is the 5th (2 fuel + 2 ore), not the 4th (1 + 1).
        s = rolled(4, 12, 2, 4, 4, 6)
        give(s, 0, fuel=5, ore=5)
        s.apply("dock terraforming-station 6")  # 1 fuel + 1 ore: 4 and 4 left
        s.apply("land lem-badlands")
        s.apply("dock shipyard 4 4")
        assert (s.fuel[0], s.ore[0]) == (2, 2)


# =====================================================================================================
class TestColonistHub:
    def test_first_ship_places_a_colony_each_ship_advances_one(self):
        s = rolled(4, 13, 2, 3, 5)
        assert (s.hub[0], s.supply[0]) == (0, 6)
        s.apply("dock colonist-hub 2")
        assert (s.hub[0], s.supply[0]) == (1, 5)
        s.apply("dock colonist-hub 3")
        s.apply("dock colonist-hub 5")
        # one colony on the track, three circles: supply unchanged after the first ship
        assert (s.hub[0], s.supply[0]) == (3, 5)
        assert sorted(s.docks["colonist-hub"][0]) == sorted(ships_of(s, "red", "colonist-hub"))
        assert len(s.docks["colonist-hub"][0]) == 3

    def test_each_player_uses_their_own_track(self):
        s = rolled(4, 13, 1, 2, 3, seat=2)
        s.apply("dock colonist-hub 1")
        assert len(s.docks["colonist-hub"][2]) == 1
        assert all(s.docks["colonist-hub"][q] == [] for q in (0, 1, 3))
        assert s.hub == [0, 0, 1, 0]

    def test_three_ports_per_track(self):
        s = rolled(4, 13, 1, 2, 3, 4)
        for v in (1, 2, 3):
            s.apply(f"dock colonist-hub {v}")
        assert_illegal(s, "dock colonist-hub 4", rule="Colonist Hub")

    def test_other_players_tracks_do_not_block_yours(self):
        s = rolled(4, 13, 1, 2, 3)
        dock_other(s, "green", "colonist-hub", 4, 4, 4)
        dock_other(s, "blue", "colonist-hub", 4, 4, 4)
        dock_other(s, "yellow", "colonist-hub", 4, 4, 4)
        s.apply("dock colonist-hub 1")
        assert s.hub[0] == 1

    def test_progress_carries_over_between_turns(self):
        # "Each additional ship you dock here, either on this turn or on subsequent turns, must be placed on this same track"
        s = rolled(2, 13, 1, 2, 3)
        s.apply("dock colonist-hub 1")
        s.apply("dock colonist-hub 2")
        finish_turn(s)
        assert s.hub[0] == 2
        s.apply("roll 1 3 5")
        finish_turn(s)
        s.apply("roll 4 5 6")
        supply = s.supply[0]
        s.apply("dock colonist-hub 6")
        assert (s.hub[0], s.supply[0]) == (3, supply)

    def _at_circle(self, circle, *dice, fuel=1, ore=1):
        s = rolled(4, 14, *dice)
        with s.edit():
            s.hub[0] = circle
            s.supply[0] -= 1
        give(s, 0, fuel=fuel, ore=ore)
        return s

    def test_launch_from_circle_seven_costs_one_fuel_one_ore(self):
        s = self._at_circle(6, 1, 2, 4)
        assert_illegal(s, "launch", rule="Colonist Hub")  # circle 6
        s.apply("dock colonist-hub 1")
        assert s.hub[0] == 7
        s.apply("launch")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        s.apply("land pohl-foothills")
        assert s.colonies["pohl-foothills"][0] == 1
        assert s.hub[0] == 0
        assert s.supply[0] == 5  # the launched colony had left the supply already
        # "Once the colony has been placed ... you may start advancing a new colony with the next ship"
        s.apply("dock colonist-hub 2")
        assert (s.hub[0], s.supply[0]) == (1, 4)

    @pytest.mark.parametrize("fuel, ore", [(0, 1), (1, 0)])
    def test_launch_needs_fuel_and_ore(self, fuel, ore):
        s = self._at_circle(6, 1, 2, 4, fuel=fuel, ore=ore)
        s.apply("dock colonist-hub 1")
        assert_illegal(s, "launch", rule="Colonist Hub")

    def test_launch_is_at_your_convenience(self):
        # the colony waits on circle 7 if you do not launch; it is still there next turn
        s = rolled(2, 14, 1, 2, 4)
        with s.edit():
            s.hub[0], s.supply[0] = 6, s.supply[0] - 1
        s.apply("dock colonist-hub 1")
        finish_turn(s)
        assert s.hub[0] == 7
        s.apply("roll 1 3 5")
        finish_turn(s)
        s.apply("roll 3 4 5")
        give(s, 0, fuel=1, ore=1)
        s.apply("launch")
        s.apply("land asimov-crater")
        assert s.colonies["asimov-crater"][0] == 1

    def test_surplus_advances_start_a_new_colony(self):
        # Asimov Crater: two ships -> three circles. From circle 6: 6 + 2 + 1 = 9, two more than the 7 needed;
        # launching at once lets the 2 surplus advances begin a new colony on circle 2.
        s = self._at_circle(6, 1, 2, 3)
        set_colonies(s, "asimov-crater", 1)  # red controls Asimov Crater
        supply = s.supply[0]
        s.apply("dock colonist-hub 1")
        s.apply("dock colonist-hub 2")
        s.apply("launch")
        s.apply("land lem-badlands")
        assert s.hub[0] == 2
        assert s.supply[0] == supply - 1  # the new colony left the supply

    def test_a_colony_waiting_on_circle_seven_still_takes_ships(self):
        # The text limits a track only by its three ports, and provides for "more advances than are
        # needed to move your colony to the seventh circle": launched at once, they begin a new colony.
        # (The licensed app refuses this dock; we follow the printed rule.)
        s = self._at_circle(7, 1, 2, 4)
        supply = s.supply[0]
        assert "dock colonist-hub 1" in [str(a) for a in s.legal_actions()]
        s.apply("dock colonist-hub 1")
        s.apply("launch")
        s.apply("land lem-badlands")
        assert (s.hub[0], s.supply[0]) == (1, supply - 1)  # the new colony is on circle 1

    def test_an_advance_past_circle_seven_is_lost_without_a_launch(self):
        s = self._at_circle(7, 1, 2, 4, fuel=0)
        supply = s.supply[0]
        s.apply("dock colonist-hub 1")
        assert_illegal(s, "launch", rule="Colonist Hub")
        finish_turn(s)
        assert (s.hub[0], s.supply[0]) == (7, supply)

    def test_last_colony_leaves_the_hub_by_colony_constructor(self):
        # "Your final colony is not locked into the Colonist Hub": placing it ends the game
        s = rolled(4, 15, 5, 5, 5)
        set_colonies(s, "lem-badlands", 3)
        set_colonies(s, "herbert-valley", 2)
        with s.edit():
            s.hub[0], s.supply[0] = 4, 0  # the 6th and last colony waits on circle 4
        give(s, 0, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land asimov-crater")
        assert s.hub[0] == 0
        assert s.colonies["asimov-crater"][0] == 1
        assert s.decider() is None

    def test_launching_the_last_colony_ends_the_game(self):
        s = rolled(4, 15, 1, 2, 3)
        set_colonies(s, "lem-badlands", 5)
        with s.edit():
            s.hub[0], s.supply[0] = 6, 0
        give(s, 0, fuel=1, ore=1)
        s.apply("dock colonist-hub 1")
        s.apply("launch")
        assert s.decider() == 0
        s.apply("land heinlein-plains")
        assert s.decider() is None

    def test_last_colony_leaves_the_hub_by_terraforming_station(self):
        s = rolled(4, 15, 1, 2, 3, 6)
        set_colonies(s, "lem-badlands", 5)
        with s.edit():
            s.hub[0], s.supply[0] = 2, 0
        give(s, 0, fuel=1, ore=1)
        s.apply("dock terraforming-station 6")
        s.apply("land bradbury-plateau")
        assert s.hub[0] == 0
        assert s.colonies["bradbury-plateau"][0] == 1
        assert s.decider() is None


# =====================================================================================================
class TestAlienArtifact:
    DISPLAY = ["polarity-device", "booster-pod", "stasis-beam"]

    def _table(self, *dice, seed=16):
        s = rolled(4, seed, *dice)
        with s.edit():
            s.display = list(self.DISPLAY)
            s.hands[0] = []
            s.discards = []
            s.deck = {"resource-cache": 2, "holographic-decoy": 2, "gravity-manipulator": 2, "plasma-cannon": 2, "polarity-device": 1}
        return s

    def test_example_1_a_2_and_a_6_claim_the_polarity_device(self):
        s = self._table(2, 6, 1)
        s.apply("dock alien-artifact 2")
        s.apply("keep")  # cycling is optional: the display stays
        assert s.display == self.DISPLAY and s.discards == []
        assert_illegal(s, "claim polarity-device", rule="Alien Artifact")  # 2 is not more than 7
        s.apply("dock alien-artifact 6")
        s.apply("keep")
        s.apply("claim polarity-device")  # 2 + 6 = 8 > 7
        assert s.hands[0] == ["polarity-device"]
        # the claimed card is replaced from the draw pile
        assert s.decider() is CHANCE
        s.apply("draw plasma-cannon")
        assert sorted(s.display) == ["booster-pod", "plasma-cannon", "stasis-beam"]

    def test_examples_2_and_3_cycle_three_times_then_claim_then_no_second_claim(self):
        s = self._table(2, 3, 4, 6)
        # Example 2: dock a 3 and cycle
        s.apply("dock alien-artifact 3")
        s.apply("cycle")
        assert s.display == [] and sorted(s.discards) == sorted(self.DISPLAY)
        for c in ("resource-cache", "holographic-decoy", "gravity-manipulator"):
            s.apply(f"draw {c}")
        assert_illegal(s, "cycle")  # one cycle per ship docked
        # dock a 2 and cycle again
        s.apply("dock alien-artifact 2")
        s.apply("cycle")
        for c in ("resource-cache", "holographic-decoy", "polarity-device"):
            s.apply(f"draw {c}")
        # dock a 4, cycle a third time: the Plasma Cannon comes up
        s.apply("dock alien-artifact 4")
        s.apply("cycle")
        for c in ("plasma-cannon", "gravity-manipulator", "plasma-cannon"):
            s.apply(f"draw {c}")
        assert len(s.discards) == 9  # three displays of three
        s.apply("claim plasma-cannon")  # 3 + 2 + 4 = 9 > 7
        assert s.hands[0] == ["plasma-cannon"]
        s.resolve_chance()
        # Example 3: one dock is open; a 4th ship may cycle again but cannot claim: the total starts again
        assert free_ports(s, "alien-artifact") == 1
        s.apply("dock alien-artifact 6")
        assert s.verbs() == ("cycle", "keep")
        s.apply("keep")
        other = next(c for c in s.display if c != "plasma-cannon")
        assert_illegal(s, f"claim {other}", rule="Alien Artifact")

    def test_exactly_seven_is_not_enough(self):
        s = self._table(3, 4, 1)
        s.apply("dock alien-artifact 3")
        s.apply("keep")
        s.apply("dock alien-artifact 4")
        s.apply("keep")
        assert_illegal(s, "claim booster-pod", rule="Alien Artifact")  # 3 + 4 = 7, not more than 7

    def test_other_players_ships_do_not_count(self):
        s = self._table(2, 1, 1)
        dock_other(s, "green", "alien-artifact", 6)
        s.apply("dock alien-artifact 2")
        s.apply("keep")
        assert_illegal(s, "claim booster-pod", rule="Alien Artifact")  # only red's 2 counts

    def test_no_card_you_already_have(self):
        s = self._table(2, 6, 1)
        give(s, 0, cards=["booster-pod"])
        s.apply("dock alien-artifact 2")
        s.apply("keep")
        s.apply("dock alien-artifact 6")
        s.apply("keep")
        assert_illegal(s, "claim booster-pod", rule="Alien Artifact")
        s.apply("claim stasis-beam")
        assert sorted(s.hands[0]) == ["booster-pod", "stasis-beam"]

    def test_four_ports(self):
        s = self._table(2, 6, 1)
        dock_other(s, "green", "alien-artifact", 1, 1, 1)
        s.apply("dock alien-artifact 2")
        s.apply("keep")
        assert_illegal(s, "dock alien-artifact 6", rule="Alien Artifact")


# =====================================================================================================
class TestRaidersOutpost:
    def _raid(self, *dice, seed=17):
        s = rolled(4, seed, *dice)
        with s.edit():
            s.fuel[:] = [0, 2, 1, 3]
            s.ore[:] = [0, 1, 2, 1]
            s.hands[:] = [[], ["stasis-beam"], ["booster-pod"], ["data-crystal"]]
        return s

    def test_needs_three_sequential_ships(self):
        s = self._raid(1, 2, 4)
        assert_illegal(s, "dock raiders-outpost 1 2 4", rule="Raiders' Outpost")
        s = self._raid(2, 2, 2)
        assert_illegal(s, "dock raiders-outpost 2 2 2", rule="Raiders' Outpost")

    def test_steal_four_resources_from_any_mix(self):
        s = self._raid(1, 2, 3)
        s.apply("dock raiders-outpost 1 2 3")
        s.apply("steal green fuel")
        s.apply("steal green fuel")
        s.apply("steal blue ore")
        s.apply("steal yellow ore")
        # red took 2 fuel + 2 ore; green 2 -> 0 fuel, blue 2 -> 1 ore, yellow 1 -> 0 ore
        assert (s.fuel, s.ore) == ([2, 0, 1, 3], [2, 1, 1, 0])
        assert "steal" not in s.verbs()  # four is the total
        assert_illegal(s, "steal yellow fuel")

    def test_or_one_card_from_one_player(self):
        s = self._raid(1, 2, 3)
        s.apply("dock raiders-outpost 1 2 3")
        s.apply("steal blue booster-pod")
        assert s.hands[0] == ["booster-pod"] and s.hands[2] == []
        assert_illegal(s, "steal green fuel")

    def test_not_resources_and_a_card(self):
        s = self._raid(1, 2, 3)
        s.apply("dock raiders-outpost 1 2 3")
        s.apply("steal green fuel")
        assert_illegal(s, "steal blue booster-pod", rule="Raiders' Outpost")

    def test_a_card_you_already_have_is_discarded(self):
        s = self._raid(1, 2, 3)
        give(s, 0, cards=["stasis-beam"])
        s.apply("dock raiders-outpost 1 2 3")
        s.apply("steal green stasis-beam")
        assert s.hands[0] == ["stasis-beam"] and s.hands[1] == []
        assert "stasis-beam" in s.discards

    def test_bump_example(self):
        # "If a 1-2-3 is docked at the Raiders' Outpost and the next player rolls a 2-3-4 then that player may remove
        #  the 1-2-3 and dock their 2-3-4 ... If another player rolls a 3-4-5 or a 4-5-6 then they may remove the 2-3-4"
        s = self._raid(2, 3, 4)
        green = dock_other(s, "green", "raiders-outpost", 1, 2, 3)
        s.apply("dock raiders-outpost 2 3 4")
        assert all(s.ships[i]["at"] == "bay" for i in green)  # bumped to the Maintenance Bay
        assert values_at(s, "raiders-outpost") == [2, 3, 4]
        red = ships_of(s, "red", "raiders-outpost")
        assert len(red) == 3
        s.apply("stop")
        s.apply("end")
        # green's turn: the bumped ships are gathered with green's fleet
        s.apply("roll 3 4 5")
        assert s.active == 1 and len(s.fleet(1)) == 3
        s.apply("dock raiders-outpost 3 4 5")
        assert all(s.ships[i]["at"] == "bay" for i in red)
        assert values_at(s, "raiders-outpost") == [3, 4, 5]

    def test_four_five_six_bumps_two_three_four(self):
        s = self._raid(4, 5, 6)
        dock_other(s, "green", "raiders-outpost", 2, 3, 4)
        s.apply("dock raiders-outpost 4 5 6")
        assert values_at(s, "raiders-outpost") == [4, 5, 6]

    @pytest.mark.parametrize("run", ["1 2 3", "2 3 4"])
    def test_lower_or_equal_run_cannot_bump(self, run):
        s = self._raid(*map(int, run.split()))
        dock_other(s, "green", "raiders-outpost", 2, 3, 4)
        assert_illegal(s, f"dock raiders-outpost {run}", rule="Raiders' Outpost")

    def test_stop_ends_the_raid_early(self):
        s = self._raid(1, 2, 3)
        s.apply("dock raiders-outpost 1 2 3")
        s.apply("steal yellow fuel")
        s.apply("stop")
        assert (s.fuel[0], s.fuel[3]) == (1, 2)
        assert s.verbs()[0] != "steal"


# =====================================================================================================
class TestMaintenanceBay:
    def test_you_cannot_choose_to_dock_there(self):
        s = rolled(4, 18, 1, 2, 3)
        assert_illegal(s, "dock maintenance-bay 1", rule="Maintenance Bay")

    def test_ships_there_are_gathered_next_turn(self):
        # "ships placed here are still considered in play and will be gathered with the player's fleet on their next turn"
        s = rolled(2, 18, 1, 2, 3)
        finish_turn(s)
        assert len(ships_of(s, "green", "bay")) == 3
        s.apply("roll 2 4 6")
        assert len(s.fleet(1)) == 3
        assert ships_of(s, "green", "bay") == []


# =====================================================================================================
def test_the_legal_docks_fast_path_follows_from_what_each_facility_has():
    # The generator checks only a free port where a facility has no requirement of its own, a floor where it
    # has one, and each group of ships only where the facility judges the particular ships.
    from tablebook.games.alien_frontiers.facilities import FACILITY

    assert {f for f, law in FACILITY.items() if not law.ports_only} == {
        "shipyard", "colony-constructor", "terraforming-station", "colonist-hub"}
    assert {f for f, law in FACILITY.items() if law.floored} == {"lunar-mine", "raiders-outpost"}
    assert {f for f, law in FACILITY.items() if law.judges_ships} == {"terraforming-station"}


def test_the_package_index_names_only_rules_that_exist():
    # "Where each rule lives" in the package docstring: every name it gives is found in the package, so the index
    # cannot drift from the code (a name alone, like ``LUNAR_MINE``, is looked up in the modules it lists).
    import importlib
    import re

    package = importlib.import_module("tablebook.games.alien_frontiers")
    index = package.__doc__.split("Where each rule lives")[1].split("\nOptions (")[0]
    modules = {m: importlib.import_module(f"{package.__name__}.{m}") for m in (
        "setup", "turn", "scoring", "facilities", "territories", "field_generators", "alien_tech", "state")}
    names = re.findall(r"``([\w.]+)``", index)
    assert len(names) > 25

    def found(name):
        first, *rest = name.split(".")
        holders = [modules[first]] if first in modules else [package, *modules.values()]
        for holder in holders:
            thing = holder if first in modules else getattr(holder, first, None)
            for part in rest:
                thing = getattr(thing, part, None)
            if thing is not None:
                return True
        return False

    assert [n for n in names if not found(n)] == []


def test_a_facility_that_words_no_refusal_of_its_own_names_what_is_lacking():
    # a facility asking for something (its shortfall) without a sentence of its own is refused in the plain words
    from tablebook.games.alien_frontiers.facilities import OrbitalMarket

    class Fee(OrbitalMarket):
        def shortfall(self, s, p):
            return "fee"

    s = rolled(4, 1, 3, 4, 1)
    problem = Fee("orbital-market").requirement(s, 0)
    assert problem is not None and "fee" in str(problem) and "Orbital Market" in str(problem)

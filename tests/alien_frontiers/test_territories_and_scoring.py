"""Territories, control, bonuses, scoring, end of game, ties, the must-dock rule and the resource limit.

Expected values are taken from the rulebook (quoted) or worked out by hand in the comments.
"""

from collections import Counter

import pytest

from .conftest import (
    GAME, assert_illegal, dock_other, finish_turn, give, rolled, set_colonies, ships_of,
)
from tablebook.core import CHANCE, IllegalAction

TERRITORIES = (
    "asimov-crater", "bradbury-plateau", "burroughs-desert", "heinlein-plains",
    "herbert-valley", "lem-badlands", "pohl-foothills", "van-vogt-mountains",
)


def no_cards(s):
    """Take the dealt alien tech cards away (Alien City and Monument would add points)."""
    for p in range(s.players):
        give(s, p, cards=[])
    return s


def by_source(s, p):
    out = Counter()
    for item in s.score_breakdown(p):
        out[item.source] += item.points
    return dict(out)


# =====================================================================================================
class TestControl:
    def test_lem_badlands_example_1_two_against_one_one_one(self):
        # "Red has two colonies on Lem Badlands and Green, Yellow, and Blue each have one ... Red controls Lem Badlands."
        s = no_cards(GAME.setup(players=4, seed=20))
        set_colonies(s, "lem-badlands", 2, 1, 1, 1)  # red, green, blue, yellow
        assert s.controller("lem-badlands") == 0
        # red: 2 colonies + 1 control = 3; the others 1 colony each
        assert s.scores() == [3, 1, 1, 1]

    def test_lem_badlands_example_2_tie_for_most_means_nobody(self):
        # "Red and Yellow each have two colonies ... Green and Blue each have one ... it is not controlled by anyone"
        s = no_cards(GAME.setup(players=4, seed=20))
        set_colonies(s, "lem-badlands", 2, 1, 1, 2)
        assert s.controller("lem-badlands") is None
        assert s.scores() == [2, 1, 1, 2]

    def test_more_than_every_single_rival_not_all_rivals_together(self):
        # 2 against 1 + 1 + 1: more than any other single player, though not more than all of them together
        s = no_cards(GAME.setup(players=4, seed=20))
        set_colonies(s, "pohl-foothills", 1, 2, 1, 1)
        assert s.controller("pohl-foothills") == 1

    @pytest.mark.parametrize("counts", [(0, 0, 0), (1, 1, 0), (3, 3, 3), (0, 2, 2)])
    def test_ties_and_empty_territories_have_no_controller(self, counts):
        s = no_cards(GAME.setup(players=3, seed=20))
        set_colonies(s, "heinlein-plains", *counts)
        assert s.controller("heinlein-plains") is None
        # no control points: the score is the colonies only
        assert s.scores() == list(counts)

    def test_no_limit_on_colonies_per_territory(self):
        s = rolled(4, 21, 5, 5, 5)
        set_colonies(s, "lem-badlands", 4)
        give(s, 0, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land lem-badlands")
        assert s.colonies["lem-badlands"][0] == 5

    def test_losing_control_costs_a_point_at_once_on_another_players_turn(self):
        # Red controls Lem Badlands with one colony (1 + 1 = 2 VP). On green's turn green lands there:
        # 1 - 1, nobody controls it, red drops to 1 VP immediately.
        s = no_cards(rolled(4, 22, 5, 5, 5, seat=1))
        set_colonies(s, "lem-badlands", 1, 0)
        assert s.scores()[0] == 2
        give(s, 1, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land lem-badlands")
        assert s.controller("lem-badlands") is None
        assert s.scores()[:2] == [1, 1]
        assert not s.has_bonus(0, "lem-badlands")

    def test_gaining_control_by_breaking_a_tie(self):
        # 1 - 1, nobody; red lands a second colony: 2 - 1, red controls: 2 colonies + 1 = 3, green 1
        s = no_cards(rolled(4, 22, 5, 5, 5))
        set_colonies(s, "lem-badlands", 1, 1)
        assert s.scores()[:2] == [1, 1]
        give(s, 0, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land lem-badlands")
        assert s.controller("lem-badlands") == 0
        assert s.scores()[:2] == [3, 1]

    def test_bonus_is_usable_immediately_after_gaining_control(self):
        # "You gain the benefits of ... territory control ... immediately": land on Lem Badlands, then a 4 at the
        # Solar Converter gives 2 + 1 = 3 fuel on the same turn
        s = rolled(4, 23, 1, 2, 4, 6)
        give(s, 0, fuel=1, ore=1)
        s.apply("dock terraforming-station 6")
        s.apply("land lem-badlands")
        assert s.fuel[0] == 0
        s.apply("dock solar-converter 4")
        assert s.fuel[0] == 3


# =====================================================================================================
class TestTerritoryBonuses:
    # --- Asimov Crater ---
    @pytest.mark.parametrize("ships, circles", [(1, 1), (2, 3), (3, 4)])
    def test_asimov_crater(self, ships, circles):
        # "Docking two ships ... would ordinarily advance your colony two levels. Since you control Asimov Crater,
        #  you advance your colony three levels. If you dock three ships ... four levels." One ship: no bonus.
        s = rolled(4, 24, 1, 2, 3)
        set_colonies(s, "asimov-crater", 1)
        for v in (1, 2, 3)[:ships]:
            s.apply(f"dock colonist-hub {v}")
        assert s.hub[0] == circles

    def test_without_asimov_two_ships_two_circles(self):
        s = rolled(4, 24, 1, 2, 3)
        set_colonies(s, "asimov-crater", 1, 1)  # tied: nobody controls it
        s.apply("dock colonist-hub 1")
        s.apply("dock colonist-hub 2")
        assert s.hub[0] == 2

    # --- Bradbury Plateau ---
    def test_bradbury_plateau(self):
        # "You dock a set of three 5s ... since you control Bradbury Plateau, you pay only two ore."
        s = rolled(4, 25, 5, 5, 5)
        set_colonies(s, "bradbury-plateau", 1)
        give(s, 0, ore=2)
        s.apply("dock colony-constructor 5 5 5")
        assert s.ore[0] == 0

    def test_bradbury_plateau_needs_control(self):
        s = rolled(4, 25, 5, 5, 5)
        set_colonies(s, "bradbury-plateau", 1, 1)
        give(s, 0, ore=2)
        assert_illegal(s, "dock colony-constructor 5 5 5", rule="Colony Constructor")

    # --- Heinlein Plains ---
    def test_heinlein_plains(self):
        # "You roll double 3s ... since you control Heinlein Plains you always trade at a one fuel for one ore ratio"
        s = rolled(4, 26, 3, 3, 1)
        set_colonies(s, "heinlein-plains", 1)
        give(s, 0, fuel=3, ore=0)
        s.apply("dock orbital-market 3 3")
        for _ in range(3):
            s.apply("trade")
        assert (s.fuel[0], s.ore[0]) == (0, 3)

    # --- Herbert Valley ---
    def test_herbert_valley_fifth_ship(self):
        # "... to build your 5th ship. Ordinarily you would also pay 2 fuel and 2 ore ... you pay only 1 fuel and 1 ore."
        s = rolled(4, 27, 2, 2, 4, 5)
        set_colonies(s, "herbert-valley", 1)
        give(s, 0, fuel=1, ore=1)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.colour_ships_in_play(0) == 5

    def test_herbert_valley_sixth_ship(self):
        # 6th ship: 3 fuel and 3 ore, one less each: 2 and 2
        s = rolled(4, 27, 2, 2, 3, 4, 5)
        set_colonies(s, "herbert-valley", 1)
        give(s, 0, fuel=2, ore=1)
        assert_illegal(s, "dock shipyard 2 2", rule="Shipyard")
        give(s, 0, fuel=2, ore=2)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)

    def test_herbert_valley_fourth_ship_free(self):
        # "If it had been your 4th ship, the bonus from Herbert Valley would have allowed you to pay nothing at all."
        s = rolled(4, 27, 2, 2, 5)
        set_colonies(s, "herbert-valley", 1)
        give(s, 0, fuel=0, ore=0)
        s.apply("dock shipyard 2 2")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.colour_ships_in_play(0) == 4

    # --- Lem Badlands ---
    def test_lem_badlands(self):
        # "You dock a 3 and 4 at the Solar Converter and receive the usual 4 fuel ... you gain two extra fuel."
        s = rolled(4, 28, 3, 4, 1)
        set_colonies(s, "lem-badlands", 1)
        give(s, 0, fuel=0)
        s.apply("dock solar-converter 3")
        s.apply("dock solar-converter 4")
        assert s.fuel[0] == 6

    # --- Pohl Foothills ---
    def test_pohl_foothills_booster_pod_free(self):
        # "You have a Booster Pod card ... Since you control Pohl Foothills, you pay nothing for this manipulation."
        s = rolled(4, 29, 1, 3, 4)
        set_colonies(s, "pohl-foothills", 1)
        give(s, 0, fuel=0, cards=["booster-pod"])
        s.apply("use booster-pod 3")
        assert s.fleet_tokens(0) == ("1", "4", "4")
        assert s.fuel[0] == 0

    def test_without_pohl_the_booster_pod_costs_one_fuel(self):
        s = rolled(4, 29, 1, 3, 4)
        give(s, 0, fuel=0, cards=["booster-pod"])
        assert_illegal(s, "use booster-pod 3")

    # --- Van Vogt Mountains ---
    def test_van_vogt_mountains_example(self):
        # "You rolled a 1, 2, 4, and 5 and the highest value ship at the Lunar Mine is currently a 5 ... the first ship
        #  you dock at the Lunar Mine may be the 1, 2, or 4. If you want to receive a second ore you can also dock the 5"
        s = rolled(4, 30, 1, 2, 4, 5)
        set_colonies(s, "van-vogt-mountains", 1)
        dock_other(s, "blue", "lunar-mine", 5)
        give(s, 0, ore=0)
        for v in (1, 2, 4):
            assert s.explain(f"dock lunar-mine {v}") is None
        s.apply("dock lunar-mine 2")
        assert_illegal(s, "dock lunar-mine 4", rule="Lunar Mine")  # only the first ship is free
        s.apply("dock lunar-mine 5")
        assert s.ore[0] == 2

    def test_without_van_vogt_the_mine_rule_holds(self):
        s = rolled(4, 30, 1, 2, 4, 5)
        dock_other(s, "blue", "lunar-mine", 5)
        assert_illegal(s, "dock lunar-mine 4", rule="Lunar Mine")

    # --- Burroughs Desert (purchase basics) ---
    def test_burroughs_desert_buy_relic_ship(self):
        # "Purchase the Relic Ship for 1 fuel and 1 ore. Place the ship on the Maintenance Bay"
        s = rolled(2, 31, 1, 2, 3)
        set_colonies(s, "burroughs-desert", 1)
        give(s, 0, fuel=1, ore=1)
        s.apply("buy-relic")
        assert (s.fuel[0], s.ore[0]) == (0, 0)
        assert s.ships["relic"] == {"owner": 0, "value": s.ships["relic"]["value"], "at": "bay"}
        give(s, 0, fuel=1, ore=1)
        assert_illegal(s, "buy-relic", rule="Burroughs Desert")  # it is no longer on the desert
        # "... gather it with the rest of your fleet on your next turn"
        finish_turn(s)
        s.apply("roll 1 3 5")
        finish_turn(s)
        assert_illegal(s, "roll 1 2 3")
        s.apply("roll 1 2 3 R6")
        assert s.fleet_tokens(0) == ("1", "2", "3", "R6")

    def test_burroughs_desert_needs_control(self):
        s = rolled(4, 31, 1, 2, 3)
        set_colonies(s, "burroughs-desert", 1, 1)
        give(s, 0, fuel=1, ore=1)
        assert_illegal(s, "buy-relic", rule="Burroughs Desert")

    @pytest.mark.parametrize("fuel, ore", [(0, 1), (1, 0)])
    def test_burroughs_desert_price(self, fuel, ore):
        s = rolled(4, 31, 1, 2, 3)
        set_colonies(s, "burroughs-desert", 1)
        give(s, 0, fuel=fuel, ore=ore)
        assert_illegal(s, "buy-relic", rule="Burroughs Desert")

    def test_burroughs_desert_lost_control_returns_the_relic(self):
        # Burroughs Example 1: the next player ties the desert; "You return the territory card and the Relic Ship"
        s = rolled(4, 32, 5, 5, 5, seat=1)
        set_colonies(s, "burroughs-desert", 1)
        with s.edit():
            s.ships["relic"]["owner"] = 0
            s.place("relic", "bay")
        give(s, 1, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land burroughs-desert")
        assert s.ships["relic"]["at"] == "desert"
        assert s.ships["relic"]["owner"] is None


# =====================================================================================================
class TestScoring:
    def test_breakdown_by_source(self):
        # red: Lem 2 (controls), Asimov 1 tied with green 1; Alien City + Alien Monument; Positron Field on Lem.
        # colonies 2 + 1 = 3, control 1, alien tech 2, Positron Field 1: total 7
        s = GAME.setup(players=2, seed=33)
        set_colonies(s, "lem-badlands", 2)
        set_colonies(s, "asimov-crater", 1, 1)
        give(s, 0, cards=["alien-city", "alien-monument"])
        give(s, 1, cards=["booster-pod"])
        with s.edit():
            s.fields["positron-field"] = "lem-badlands"
        assert by_source(s, 0) == {"colonies": 3, "control": 1, "alien tech": 2, "Positron Field": 1}
        assert s.scores() == [7, 1]
        assert sum(item.points for item in s.score_breakdown(0)) == 7

    def test_alien_city_and_monument_each_one_point(self):
        s = GAME.setup(players=3, seed=34)
        give(s, 0, cards=["alien-city"])
        give(s, 1, cards=["alien-monument", "alien-city"])
        give(s, 2, cards=["plasma-cannon"])
        assert s.scores() == [1, 2, 0]

    def test_positron_field_needs_control(self):
        # "Controlling the territory with the Positron Field": a tie there gives nobody the point
        s = GAME.setup(players=2, seed=35)
        give(s, 0, cards=[])
        give(s, 1, cards=[])
        set_colonies(s, "herbert-valley", 1, 1)
        with s.edit():
            s.fields["positron-field"] = "herbert-valley"
        assert s.scores() == [1, 1]
        set_colonies(s, "herbert-valley", 1, 2)
        # green: 2 colonies + control + Positron = 4
        assert s.scores() == [1, 4]

    def test_score_is_a_snapshot(self):
        # losing a card worth a point lowers the score again
        s = GAME.setup(players=2, seed=35)
        give(s, 0, cards=["alien-city"])
        give(s, 1, cards=[])
        assert s.scores()[0] == 1
        give(s, 0, cards=[])
        assert s.scores()[0] == 0


# =====================================================================================================
class TestEndOfGame:
    def _last_colony(self, *dice, seed=36):
        # red (4 players, 6 colonies) has 5 on Lem Badlands and one left to place
        s = no_cards(rolled(4, seed, *dice))
        set_colonies(s, "lem-badlands", 5)
        assert s.supply[0] == 1
        return s

    def test_game_ends_as_soon_as_the_last_colony_lands_mid_turn(self):
        s = self._last_colony(1, 5, 5, 5)
        give(s, 0, fuel=10, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        assert s.decider() == 0  # not over before the colony is on a territory
        s.apply("land asimov-crater")
        assert s.decider() is None
        assert s.is_over() and s.end_reason()
        assert s.fleet_tokens(0) == ("1",)  # mid-turn: the 1 never docked
        # no resource limit, no next turn: 10 fuel stay with red
        assert s.fuel[0] == 10 and s.active == 0
        assert s.legal_actions() == []
        assert_illegal(s, "end")
        assert_illegal(s, "dock solar-converter 1")
        # red: 6 colonies + Lem + Asimov controlled = 8
        assert s.scores()[0] == 8
        assert s.winners() == [0]

    def test_game_ends_through_the_terraforming_station(self):
        s = self._last_colony(1, 2, 3, 6)
        give(s, 0, fuel=1, ore=1)
        s.apply("dock terraforming-station 6")
        s.apply("land herbert-valley")
        assert s.decider() is None

    def test_game_goes_on_while_a_colony_waits_on_the_hub(self):
        # the last unplaced colony lands, but one still sits on the Colonist Hub: not the last colony yet
        s = rolled(4, 37, 5, 5, 5)
        set_colonies(s, "lem-badlands", 4)
        with s.edit():
            s.hub[0], s.supply[0] = 3, 1
        give(s, 0, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land pohl-foothills")
        assert s.supply[0] == 0 and s.hub[0] == 3
        assert s.decider() == 0

    def test_other_players_get_no_further_turn(self):
        s = self._last_colony(5, 5, 5)
        give(s, 0, ore=3)
        s.apply("dock colony-constructor 5 5 5")
        s.apply("land lem-badlands")
        assert s.decider() is None
        assert s.chance_outcomes() == []
        with pytest.raises(IllegalAction):
            s.sample_chance()


# =====================================================================================================
class TestTiebreaks:
    def _tied(self):
        # red controls Lem (1 + 1), green controls Herbert (1 + 1): 2 VP each; no VP cards
        s = GAME.setup(players=2, seed=38)
        set_colonies(s, "lem-badlands", 1, 0)
        set_colonies(s, "herbert-valley", 0, 1)
        give(s, 0, fuel=0, ore=0, cards=["booster-pod"])
        give(s, 1, fuel=0, ore=0, cards=["stasis-beam"])
        assert s.scores() == [2, 2]
        return s

    def test_score_comes_first(self):
        s = self._tied()
        set_colonies(s, "pohl-foothills", 0, 1)  # green 4 VP
        give(s, 0, fuel=8, ore=8, cards=["booster-pod", "data-crystal", "plasma-cannon"])
        assert s.winners() == [1]

    def test_more_alien_tech_cards_wins(self):
        s = self._tied()
        give(s, 0, cards=["booster-pod", "data-crystal"])
        give(s, 1, ore=5, fuel=5)
        assert s.winners() == [0]

    @pytest.mark.parametrize("red, green, winners", [  # red's and green's (ore, fuel)
        pytest.param((1, 0), (2, 0), [1], id="then_more_ore"),
        pytest.param((2, 0), (1, 7), [0], id="ore_before_fuel"),
        pytest.param((1, 3), (1, 1), [0], id="then_more_fuel"),
        # "Still tied? Play again!": both are listed
        pytest.param((1, 1), (1, 1), [0, 1], id="still_tied_is_shared"),
    ])
    def test_then_ore_then_fuel(self, red, green, winners):
        s = self._tied()
        give(s, 0, ore=red[0], fuel=red[1])
        give(s, 1, ore=green[0], fuel=green[1])
        assert s.winners() == winners


# =====================================================================================================
class TestMustDock:
    def test_end_refused_while_a_ship_can_dock(self):
        # "you must place all of your ships at orbital facilities on your turn if possible"
        s = rolled(4, 39, 1, 2, 3)
        err = assert_illegal(s, "end", rule="Game Play")
        assert err.reason
        s.apply("dock solar-converter 1")
        s.apply("dock solar-converter 2")
        assert_illegal(s, "end", rule="Game Play")
        s.apply("dock solar-converter 3")
        s.apply("end")
        assert s.active == 1

    def _crowded(self):
        # 3 players. Green's 6 ships and one blue fill the Solar Converter (7 open ports), blue fills the
        # Alien Artifact (4) and holds a 6 at the Lunar Mine. Red rolls 1 2 4 5: no pair, triple, run or 6,
        # so only the Colonist Hub (3 ports on red's track) takes red's ships.
        s = rolled(3, 40, 1, 2, 4, 5)
        dock_other(s, "green", "solar-converter", 1, 1, 1, 1, 1, 1)
        dock_other(s, "blue", "solar-converter", 1)
        dock_other(s, "blue", "alien-artifact", 1, 1, 1, 1)
        dock_other(s, "blue", "lunar-mine", 6)
        return s

    def test_ships_that_cannot_dock_go_to_the_maintenance_bay(self):
        # "If you cannot legally place one or more of your ships at any orbital facility, place them in the Maintenance Bay."
        s = self._crowded()
        assert {a.args[0] for a in s.legal_actions("dock")} == {"colonist-hub"}
        assert_illegal(s, "dock solar-converter 5", rule="Solar Converter")
        assert_illegal(s, "dock lunar-mine 5", rule="Lunar Mine")
        assert_illegal(s, "end", rule="Game Play")
        s.apply("dock colonist-hub 1")
        s.apply("dock colonist-hub 2")
        s.apply("dock colonist-hub 4")
        assert s.legal_actions("dock") == []
        s.apply("end")
        (five,) = ships_of(s, "red", "bay")
        assert s.ships[five]["value"] == 5

    def test_refused_end_leaves_state_unchanged(self):
        s = self._crowded()
        s.apply("dock colonist-hub 1")
        before = s.to_json()
        with pytest.raises(IllegalAction):
            s.apply("end")
        assert s.to_json() == before


# =====================================================================================================
class TestResourceLimit:
    def _ending_with(self, fuel, ore, players=4):
        # red docks its three ships at the Colonist Hub (no resources gained), then ends the turn
        s = rolled(players, 41, 1, 2, 3)
        give(s, 0, fuel=fuel, ore=ore)
        for v in (1, 2, 3):
            s.apply(f"dock colonist-hub {v}")
        return s

    def test_return_excess_choice(self):
        # 6 + 4 = 10: two over eight; the choices are 2+0, 1+1, 0+2
        s = self._ending_with(6, 4)
        s.apply("end")
        assert s.decider() == 0
        assert {str(a) for a in s.legal_actions()} == {"return 2 fuel 0 ore", "return 1 fuel 1 ore", "return 0 fuel 2 ore"}
        assert_illegal(s, "return 1 fuel 0 ore", rule="End of Turn")
        assert_illegal(s, "return 3 fuel 0 ore", rule="End of Turn")
        assert_illegal(s, "return 2 fuel 1 ore", rule="End of Turn")
        s.apply("return 0 fuel 2 ore")
        assert (s.fuel[0], s.ore[0]) == (6, 2)
        assert s.active == 1 and s.decider() is CHANCE

    def test_cannot_return_what_you_do_not_have(self):
        # 9 + 1 = 10: returning 2 ore is impossible with only 1
        s = self._ending_with(9, 1)
        s.apply("end")
        assert_illegal(s, "return 0 fuel 2 ore", rule="End of Turn")
        assert {str(a) for a in s.legal_actions()} == {"return 2 fuel 0 ore", "return 1 fuel 1 ore"}

    def test_fuel_and_ore_count_together(self):
        # 5 fuel + 4 ore = 9: neither is over 8 alone, but together one must go back
        s = self._ending_with(5, 4)
        s.apply("end")
        assert s.decider() == 0
        s.apply("return 1 fuel 0 ore")
        assert (s.fuel[0], s.ore[0]) == (4, 4)

    @pytest.mark.parametrize("fuel, ore", [(8, 0), (4, 4), (0, 8), (3, 2)])
    def test_eight_or_fewer_is_fine(self, fuel, ore):
        s = self._ending_with(fuel, ore)
        s.apply("end")
        assert (s.fuel[0], s.ore[0]) == (fuel, ore)
        assert s.active == 1 and s.decider() is CHANCE

    def test_only_at_the_end_of_your_own_turn(self):
        # green holds 12 while red's turn ends: green keeps them until the end of green's own turn
        s = self._ending_with(0, 0, players=2)
        give(s, 1, fuel=7, ore=5)
        s.apply("end")
        assert s.decider() is CHANCE and (s.fuel[1], s.ore[1]) == (7, 5)
        s.apply("roll 1 2 3")
        assert (s.fuel[1], s.ore[1]) == (7, 5)
        for v in (1, 2, 3):
            s.apply(f"dock colonist-hub {v}")
        s.apply("end")
        # 12 - 8 = 4 to return
        assert s.decider() == 1
        assert_illegal(s, "return 2 fuel 1 ore")
        s.apply("return 4 fuel 0 ore")
        assert (s.fuel[1], s.ore[1]) == (3, 5)

    def test_more_than_eight_mid_turn_is_allowed(self):
        # the limit is not checked while the turn goes on: 8 fuel + a 6 at the Solar Converter = 11
        s = rolled(4, 42, 6, 6, 6)
        give(s, 0, fuel=8, ore=0)
        s.apply("dock solar-converter 6")
        assert s.fuel[0] == 11
        s.apply("dock solar-converter 6")
        assert s.fuel[0] == 14
        s.apply("dock solar-converter 6")
        s.apply("end")
        # 17 - 8 = 9 to return, all fuel
        assert [str(a) for a in s.legal_actions()] == ["return 9 fuel 0 ore"]

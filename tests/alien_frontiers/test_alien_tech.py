"""Alien Tech Cards: every card's fuel power and discard power, and the limits shared by all cards.

Specification: the rulebook (Alien Frontiers › "Alien Tech Cards", "Pohl Foothills", "Field Generators") and
the reference (docs/reference/alien-frontiers.md §5, §6, §9). Every expected number is worked out by hand in the comment beside it.

Positions are built from g.setup(), a forced roll and ``with s.edit():`` by ``position`` in
conftest.py, which holds the helpers shared with the other files in this folder.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import partial
from itertools import product

import pytest

from .conftest import BLUE, GREEN, RED, YELLOW, assert_illegal, dock_ship, finish_turn, outcomes, tokens
from .conftest import position as _position
from tablebook.core import CHANCE, IllegalAction

position = partial(_position, seed=5)  # every position in this file is dealt from seed 5


# --- Booster Pod ------------------------------------------------------------------------------
def test_booster_pod_rulebook_example_raises_3_to_4_for_one_fuel():
    # Rulebook: "You roll a 1, 3, and 4. You pay one fuel and use the Booster Pod's power to raise
    # the 3 to a 4 so that you can use the pair of 4s at the Shipyard."
    s = position("1 3 4", hand=["booster-pod"], fuel=2, ore=1)
    s.apply("use booster-pod 3")
    assert tokens(s) == ("1", "4", "4")
    assert s.fuel[RED] == 1  # 2 - 1 fuel for the Booster Pod
    # the 4th red ship costs 1 fuel + 1 ore at the Shipyard: 1 - 1 = 0 fuel, 1 - 1 = 0 ore
    s.apply("dock shipyard 4 4")
    assert (s.fuel[RED], s.ore[RED]) == (0, 0)
    assert s.colour_ships_in_play(RED) == 4


def test_booster_pod_needs_one_fuel():
    s = position("1 3 4", hand=["booster-pod"], fuel=0)
    assert_illegal(s, "use booster-pod 3", "Booster Pod")


def test_booster_pod_cannot_raise_a_six():
    # "the value may never be lower than 1 or higher than 6"
    s = position("2 3 6", hand=["booster-pod"], fuel=1)
    assert_illegal(s, "use booster-pod 6", "Alien Tech Cards")


def test_booster_pod_discard_removes_one_field_generator():
    # "You may discard a Booster Pod to remove any single field generator from the territory on
    # which it is located."
    s = position("1 3 4", hand=["booster-pod"])
    with s.edit():
        s.fields.update({"isolation-field": "lem-badlands", "positron-field": "asimov-crater",
                         "repulsor-field": "pohl-foothills"})
    s.apply("discard booster-pod isolation-field")
    assert s.fields == {"isolation-field": None, "positron-field": "asimov-crater", "repulsor-field": "pohl-foothills"}
    assert "booster-pod" not in s.hands[RED] and "booster-pod" in s.discards


# --- Stasis Beam ------------------------------------------------------------------------------
def test_stasis_beam_rulebook_example_lowers_2_to_1_for_a_pair_of_1s():
    # Rulebook: roll 1, 2, 5; pay one fuel, lower the 2 to a 1, use the pair of 1s at the Orbital
    # Market (trade at 1 fuel per ore).
    s = position("1 2 5", hand=["stasis-beam"], fuel=3)
    s.apply("use stasis-beam 2")
    assert tokens(s) == ("1", "1", "5")
    assert s.fuel[RED] == 2
    s.apply("dock orbital-market 1 1")
    s.apply("trade")  # 1 fuel for 1 ore with a pair of 1s
    assert (s.fuel[RED], s.ore[RED]) == (1, 1)


def test_stasis_beam_cannot_lower_a_one():
    s = position("1 2 5", hand=["stasis-beam"], fuel=1)
    assert_illegal(s, "use stasis-beam 1", "Alien Tech Cards")


def test_stasis_beam_discard_places_isolation_field():
    s = position("1 2 5", hand=["stasis-beam"])
    s.apply("discard stasis-beam lem-badlands")
    assert s.fields["isolation-field"] == "lem-badlands"
    assert s.fuel[RED] == 0  # a discard power costs no fuel


# --- Polarity Device ----------------------------------------------------------------------------
@pytest.mark.parametrize("face", range(1, 7))
def test_polarity_device_turns_a_ship_to_its_opposite_face(face):
    # opposite faces of a die add up to 7
    others = {1: "3 4", 2: "3 4", 3: "1 2", 4: "1 2", 5: "1 2", 6: "1 2"}[face]
    roll = " ".join(sorted(f"{others} {face}".split()))
    s = position(roll, hand=["polarity-device"], fuel=1)
    before = Counter(tokens(s))
    s.apply(f"use polarity-device {face}")
    after = before.copy()
    after[str(face)] -= 1
    after[str(7 - face)] += 1
    assert Counter(tokens(s)) == +after
    assert s.fuel[RED] == 0


def test_polarity_device_rulebook_example_flips_1_to_6():
    s = position("1 2 5", hand=["polarity-device"], fuel=1)
    s.apply("use polarity-device 1")
    assert tokens(s) == ("2", "5", "6")


def test_polarity_device_discard_rulebook_example_swaps_colonies():
    # Herbert Valley: 2 yellow, Lem Badlands: 2 red; swap one of each -> both 1 yellow + 1 red,
    # nobody controls either. Yellow had 2 colonies + 1 control = 3 VP, now 2 colonies = 2 VP.
    s = position("1 2 5", active=GREEN, hand=["polarity-device"],
                 colonies={"herbert-valley": [0, 0, 0, 2], "lem-badlands": [2, 0, 0, 0]})
    assert s.scores()[YELLOW] == 3 and s.scores()[RED] == 3
    s.apply("discard polarity-device herbert-valley yellow lem-badlands red")
    assert s.colonies["herbert-valley"] == [1, 0, 0, 1]
    assert s.colonies["lem-badlands"] == [1, 0, 0, 1]
    assert s.controller("herbert-valley") is None and s.controller("lem-badlands") is None
    assert s.scores()[YELLOW] == 2 and s.scores()[RED] == 2


def test_polarity_device_discard_two_colonies_of_one_colour_is_refused():
    # the package's reading: swapping two red colonies would change nothing, so it is not offered
    s = position("1 2 5", active=GREEN, hand=["polarity-device"],
                 colonies={"herbert-valley": [1, 0, 0, 0], "lem-badlands": [1, 0, 0, 0]})
    assert_illegal(s, "discard polarity-device herbert-valley red lem-badlands red", "Polarity Device")


@pytest.mark.parametrize("action", ["use booster-pod 3", "discard booster-pod isolation-field"])
def test_a_card_you_do_not_have_cannot_be_used(action):
    # green holds the Booster Pod, red (to play) does not
    s = position("1 3 4", fuel=3)
    with s.edit():
        s.hands[GREEN] = ["booster-pod"]
        s.fields["isolation-field"] = "asimov-crater"
    assert_illegal(s, action, "Booster Pod")


# --- Gravity Manipulator ------------------------------------------------------------------------
def test_gravity_manipulator_rulebook_example_moves_a_point_for_two_fuel():
    # Rulebook: roll 1, 2, 5; pay two fuel, move one point from the 2 to the 5 -> 1, 1 and 6.
    s = position("1 2 5", hand=["gravity-manipulator"], fuel=3)
    s.apply("use gravity-manipulator 2 5")
    assert tokens(s) == ("1", "1", "6")
    assert s.fuel[RED] == 1  # 3 - 2


def test_gravity_manipulator_costs_two_fuel():
    s = position("1 2 5", hand=["gravity-manipulator"], fuel=1)
    assert_illegal(s, "use gravity-manipulator 2 5", "Gravity Manipulator")


@pytest.mark.parametrize("move", ["1 5", "2 6"])
def test_gravity_manipulator_keeps_values_in_1_to_6(move):
    # lowering a 1 or raising a 6 would leave 1..6
    s = position("1 2 6" if move == "2 6" else "1 2 5", hand=["gravity-manipulator"], fuel=2)
    assert_illegal(s, f"use gravity-manipulator {move}", "Alien Tech Cards")


def test_gravity_manipulator_needs_two_different_ships():
    s = position("1 2 5", hand=["gravity-manipulator"], fuel=2)
    assert_illegal(s, "use gravity-manipulator 5 5", "Gravity Manipulator", "Alien Tech Cards")


def test_gravity_manipulator_discard_places_repulsor_field():
    s = position("1 2 5", hand=["gravity-manipulator"])
    s.apply("discard gravity-manipulator asimov-crater")
    assert s.fields["repulsor-field"] == "asimov-crater"


# --- Temporal Warper ------------------------------------------------------------------------------
def test_temporal_warper_reroll_of_one_ship_is_six_outcomes_of_one_sixth():
    s = position("1 2 5", hand=["temporal-warper"], fuel=1)
    s.apply("use temporal-warper 1")
    assert s.fuel[RED] == 0
    assert s.decider() is CHANCE
    assert outcomes(s) == {f"reroll {v}": Fraction(1, 6) for v in range(1, 7)}
    s.apply("reroll 4")
    assert tokens(s) == ("2", "4", "5")
    assert s.decider() == RED


def test_temporal_warper_rulebook_example_rerolls_the_1_and_the_2():
    # Two dice: 36 equally likely ordered results; a sorted outcome (a, b) has probability
    # 1/36 if a == b, else 2/36. 21 outcomes in all.
    expected = Counter()
    for a, b in product(range(1, 7), repeat=2):
        x, y = sorted((a, b))
        expected[f"reroll {x} {y}"] += Fraction(1, 36)
    s = position("1 2 5", hand=["temporal-warper"], fuel=1)
    s.apply("use temporal-warper 1 2")
    got = outcomes(s)
    assert len(got) == 21
    assert got == dict(expected)
    assert sum(got.values()) == 1
    s.apply("reroll 3 6")
    assert tokens(s) == ("3", "5", "6")


def test_temporal_warper_reroll_must_name_as_many_dice_as_rerolled():
    s = position("1 2 5", hand=["temporal-warper"], fuel=1)
    s.apply("use temporal-warper 1 2")
    assert_illegal(s, "reroll 4", "Gather and Roll", "Alien Tech Cards", "Temporal Warper")


def test_temporal_warper_costs_one_fuel():
    s = position("1 2 5", hand=["temporal-warper"], fuel=0)
    assert_illegal(s, "use temporal-warper 1", "Temporal Warper")


def test_temporal_warper_discard_rulebook_example_takes_alien_city():
    # Example 2: the discard pile holds an Alien City; discard the Warper and take it (+1 VP).
    s = position("1 2 5", hand=["temporal-warper"])
    with s.edit():
        s.discards = ["booster-pod", "alien-city"]
    score = s.scores()[RED]
    s.apply("discard temporal-warper alien-city")
    assert sorted(s.hands[RED]) == ["alien-city"]
    assert sorted(s.discards) == ["booster-pod", "temporal-warper"]
    assert s.scores()[RED] == score + 1


def test_temporal_warper_discard_needs_the_card_in_the_discard_pile():
    s = position("1 2 5", hand=["temporal-warper"])
    with s.edit():
        s.discards = ["booster-pod"]
    assert_illegal(s, "discard temporal-warper alien-city", "Temporal Warper")


def test_temporal_warper_discard_cannot_take_a_second_copy():
    # "You may only possess one copy of each alien tech card."
    s = position("1 2 5", hand=["temporal-warper", "booster-pod"])
    with s.edit():
        s.discards = ["booster-pod"]
    assert_illegal(s, "discard temporal-warper booster-pod", "Alien Tech Cards", "Temporal Warper")


# --- Orbital Teleporter ------------------------------------------------------------------------------
def test_orbital_teleporter_rulebook_example_1_lunar_mine_to_alien_artifact():
    # Roll 2, 5, 6. Dock the 6 at the Lunar Mine (+1 ore); pay 2 fuel to move it to the Alien
    # Artifact; dock the 2 there: 6 + 2 = 8 > 7, so claim a card. The ore is kept.
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=2,
                 display=["polarity-device", "plasma-cannon", "stasis-beam"])
    s.apply("dock lunar-mine 6")
    assert s.ore[RED] == 1
    s.apply("use orbital-teleporter lunar-mine 6")
    assert s.fuel[RED] == 0
    assert tokens(s) == ("2", "5", "T6")  # the moved ship waits, value unchanged, to dock again
    assert s.docked("lunar-mine") == []
    s.apply("dock alien-artifact T6")
    s.apply("keep")
    s.apply("dock alien-artifact 2")
    s.apply("keep")
    s.apply("claim plasma-cannon")
    assert "plasma-cannon" in s.hands[RED]
    assert s.ore[RED] == 1


def test_orbital_teleporter_moved_ship_joins_unplaced_ships():
    # "the moved ship may be used at the new facility in conjunction with other as yet unplaced
    # ships": a 4 moved off the Lunar Mine pairs with an unplaced 4 at the Shipyard.
    s = position("3 4 4", hand=["orbital-teleporter"], fuel=3, ore=1)
    s.apply("dock lunar-mine 4")  # +1 ore -> 2
    s.apply("use orbital-teleporter lunar-mine 4")  # 3 - 2 = 1 fuel
    s.apply("dock shipyard 4 T4")  # 4th ship: 1 fuel + 1 ore -> 0 fuel, 1 ore
    assert (s.fuel[RED], s.ore[RED]) == (0, 1)
    assert s.colour_ships_in_play(RED) == 4


def test_orbital_teleporter_cannot_go_back_to_the_same_facility():
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=2)
    s.apply("dock lunar-mine 6")
    s.apply("use orbital-teleporter lunar-mine 6")
    assert_illegal(s, "dock lunar-mine T6", "Orbital Teleporter")


def test_orbital_teleporter_cannot_change_the_moved_ships_value():
    # "You may not change the value of the ship as it moves from one facility to the other."
    s = position("2 5 6", hand=["orbital-teleporter", "stasis-beam"], fuel=3)
    s.apply("dock lunar-mine 6")
    s.apply("use orbital-teleporter lunar-mine 6")
    assert_illegal(s, "use stasis-beam T6", "Orbital Teleporter")


def test_orbital_teleporter_not_off_the_terraforming_station():
    # 4 red ships on the board, so the Terraforming Station may take a red 6 (1 fuel + 1 ore)
    s = position("2 5 6 6", hand=["orbital-teleporter"], fuel=3, ore=1, extra_ships=1)
    s.apply("dock terraforming-station 6")
    s.apply("land asimov-crater")
    assert_illegal(s, "use orbital-teleporter terraforming-station 6", "Orbital Teleporter")


def _every_other_single_port_taken(s):
    """Fill every port a lone ship could take except the Lunar Mine's (Solar Converter, Alien Artifact, red's
    Colonist Hub track) with occupied markers; the Terraforming Station is closed to red's three ships anyway."""
    with s.edit():
        s.docks["solar-converter"] = [["blocked"] for _ in s.docks["solar-converter"]]
        s.docks["alien-artifact"] = [["blocked"] for _ in s.docks["alien-artifact"]]
        s.docks["colonist-hub"][RED] = ["blocked"] * 3


def test_orbital_teleporter_refused_when_the_moved_ship_could_dock_nowhere_else():
    # The package's reading (docstring): the moved ship must dock at another facility, so the move needs one.
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=2)
    s.apply("dock lunar-mine 6")
    _every_other_single_port_taken(s)
    assert_illegal(s, "use orbital-teleporter lunar-mine 6", "Orbital Teleporter")
    with s.edit():
        s.docks["alien-artifact"][0] = []  # one port free again: now the 6 has somewhere to go
    assert s.explain("use orbital-teleporter lunar-mine 6") is None


def test_orbital_teleporter_costs_two_fuel():
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=1)
    s.apply("dock lunar-mine 6")
    assert_illegal(s, "use orbital-teleporter lunar-mine 6", "Orbital Teleporter")


def test_orbital_teleporter_moves_only_your_own_ship():
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=2)
    dock_ship(s, "green1", "lunar-mine", 3)
    assert_illegal(s, "use orbital-teleporter lunar-mine 3", "Orbital Teleporter")


def test_orbital_teleporter_discard_rulebook_example_2_blue_moves_a_colony():
    # Blue and red each have 1 colony on Lem Badlands; blue 1 and green 2 on Van Vogt Mountains.
    # Blue moves its Van Vogt colony to Lem Badlands: Lem 2 blue v 1 red -> blue controls it.
    # Blue: 2 colonies = 2 VP before; 2 colonies + 1 control = 3 VP after.
    s = position("1 2 5", active=BLUE, hand=["orbital-teleporter"],
                 colonies={"lem-badlands": [1, 0, 1, 0], "van-vogt-mountains": [0, 2, 1, 0]})
    assert s.scores()[BLUE] == 2
    s.apply("discard orbital-teleporter blue van-vogt-mountains lem-badlands")
    assert s.colonies["lem-badlands"] == [1, 0, 2, 0]
    assert s.colonies["van-vogt-mountains"] == [0, 2, 0, 0]
    assert s.controller("lem-badlands") == BLUE
    assert s.scores()[BLUE] == 3
    assert s.controller("van-vogt-mountains") == GREEN


def test_orbital_teleporter_discard_needs_a_colony_there():
    s = position("1 2 5", active=BLUE, hand=["orbital-teleporter"], colonies={"lem-badlands": [1, 0, 0, 0]})
    assert_illegal(s, "discard orbital-teleporter blue lem-badlands asimov-crater", "Orbital Teleporter")


def test_orbital_teleporter_discard_moves_to_another_territory_not_the_same_one():
    # "move any single colony from one territory to another territory"
    s = position("1 2 5", active=BLUE, hand=["orbital-teleporter"], colonies={"lem-badlands": [1, 0, 0, 0]})
    assert_illegal(s, "discard orbital-teleporter red lem-badlands lem-badlands", "Orbital Teleporter")
    assert s.explain("discard orbital-teleporter red lem-badlands asimov-crater") is None


# --- Plasma Cannon -------------------------------------------------------------------------------------
def test_plasma_cannon_rulebook_example_1_clears_two_red_ships_off_the_shipyard():
    # Blue rolls 2, 2, 4; all Shipyard docks are full; pay 2 fuel to move the two red ships to the
    # Maintenance Bay, then dock the pair of 2s (4th ship: 1 fuel + 1 ore).
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=3, ore=1)
    dock_ship(s, "red1", "shipyard", 3, 0)
    dock_ship(s, "red2", "shipyard", 3, 0)
    dock_ship(s, "green1", "shipyard", 5, 1)
    dock_ship(s, "green2", "shipyard", 5, 1)
    dock_ship(s, "yellow1", "shipyard", 1, 2)
    dock_ship(s, "yellow2", "shipyard", 1, 2)
    assert_illegal(s, "dock shipyard 2 2", "Shipyard")
    s.apply("use plasma-cannon shipyard")
    s.apply("fire red 3")
    s.apply("fire red 3")
    s.apply("done")
    assert s.fuel[BLUE] == 1  # 3 - 2 x 1 fuel
    assert s.ships["red1"]["at"] == "bay" and s.ships["red2"]["at"] == "bay"
    assert s.ships["green1"]["at"] == "shipyard" and s.ships["yellow1"]["at"] == "shipyard"
    s.apply("dock shipyard 2 2")
    assert (s.fuel[BLUE], s.ore[BLUE]) == (0, 0)
    assert s.colour_ships_in_play(BLUE) == 4


def test_plasma_cannon_rulebook_example_2_terraforming_ship_goes_to_the_stock():
    # "a ship on the Terraforming Station is forfeit ... you return it to the ship stock instead"
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=1)
    dock_ship(s, "red1", "terraforming-station", 6)
    s.apply("use plasma-cannon terraforming-station")
    s.apply("fire red 6")
    assert s.ships["red1"]["at"] == "stock"
    assert s.docked("terraforming-station") == []
    assert s.fuel[BLUE] == 0


def test_plasma_cannon_costs_one_fuel_per_ship():
    # with 1 fuel only one of the two red ships can be shot
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=1)
    dock_ship(s, "red1", "lunar-mine", 3)
    dock_ship(s, "red2", "lunar-mine", 5)
    s.apply("use plasma-cannon lunar-mine")
    s.apply("fire red 5")
    assert s.fuel[BLUE] == 0
    assert s.ships["red2"]["at"] == "bay"
    assert s.ships["red1"]["at"] == "lunar-mine"
    with pytest.raises(IllegalAction):
        s.apply("fire red 3")
    assert s.ships["red1"]["at"] == "lunar-mine"


def test_plasma_cannon_needs_fuel():
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=0)
    dock_ship(s, "red1", "lunar-mine", 3)
    assert_illegal(s, "use plasma-cannon lunar-mine", "Plasma Cannon")


def test_plasma_cannon_not_on_your_own_ships():
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=3)
    dock_ship(s, "red1", "lunar-mine", 1)
    s.apply("dock lunar-mine 2")
    s.apply("use plasma-cannon lunar-mine")
    assert_illegal(s, "fire blue 2", "Plasma Cannon")


def test_plasma_cannon_only_one_facility():
    # "The Plasma Cannon may only remove ships from a single orbital facility", once per turn.
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=3)
    dock_ship(s, "red1", "lunar-mine", 3)
    dock_ship(s, "green1", "solar-converter", 3)
    s.apply("use plasma-cannon lunar-mine")
    assert_illegal(s, "fire green 3", "Plasma Cannon")
    s.apply("fire red 3")
    assert s.decider() == BLUE and "fire" not in s.verbs()  # nothing left to shoot there
    assert_illegal(s, "use plasma-cannon solar-converter", "Alien Tech Cards")
    assert s.ships["green1"]["at"] == "solar-converter"


def test_plasma_cannon_discard_rulebook_example_3_yellow_6_to_the_stock():
    # Yellow has six ships on the board; blue discards the Plasma Cannon to send the yellow 6 at
    # the Lunar Mine back to the ship stock.
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"])
    with s.edit():
        for k in (4, 5, 6):
            s.place(f"yellow{k}", "bay")
    dock_ship(s, "yellow1", "lunar-mine", 6)
    assert s.colour_ships_in_play(YELLOW) == 6
    s.apply("discard plasma-cannon yellow lunar-mine 6")
    assert s.ships["yellow1"]["at"] == "stock"
    assert s.docked("lunar-mine") == []
    assert s.colour_ships_in_play(YELLOW) == 5


def test_plasma_cannon_discard_needs_more_than_three_ships_of_that_colour():
    # yellow has exactly 3 ships on the board: "more than three" fails
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"])
    dock_ship(s, "yellow1", "lunar-mine", 6)
    assert s.colour_ships_in_play(YELLOW) == 3
    assert_illegal(s, "discard plasma-cannon yellow lunar-mine 6", "Plasma Cannon")


def test_plasma_cannon_discard_not_on_your_own_ship():
    # "return one ship belonging to another player to the ship stock": blue has four ships (more than three)
    s = position("2 3 4 5", active=BLUE, hand=["plasma-cannon"], extra_ships=1)
    s.apply("dock solar-converter 2")
    assert s.colour_ships_in_play(BLUE) == 4
    assert_illegal(s, "discard plasma-cannon blue solar-converter 2", "Plasma Cannon")


def test_plasma_cannon_discard_four_ships_is_enough():
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"])
    with s.edit():
        s.place("yellow4", "bay")
    dock_ship(s, "yellow1", "lunar-mine", 6)
    s.apply("discard plasma-cannon yellow lunar-mine 6")
    assert s.ships["yellow1"]["at"] == "stock"


def test_plasma_cannon_discard_relic_ship_does_not_count_toward_the_tally():
    # yellow: 3 yellow ships + the Relic Ship = still only 3 ships "of their colour"
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], colonies={"burroughs-desert": [0, 0, 0, 1]})
    with s.edit():
        s.ships["relic"]["owner"] = YELLOW
        s.place("relic", "bay")
    dock_ship(s, "yellow1", "lunar-mine", 6)
    assert_illegal(s, "discard plasma-cannon yellow lunar-mine 6", "Plasma Cannon")


def test_plasma_cannon_discard_sends_the_relic_ship_home_to_burroughs_desert():
    # Burroughs Desert: "See ... the discard power of a Plasma Cannon card". The Relic Ship is a ship
    # belonging to another player, and "any time the ship would be returned to the ship stock it is
    # returned to Burroughs Desert instead"; its owner may buy it back on their turn.
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], colonies={"burroughs-desert": [0, 0, 0, 1]},
                 relic_owner=YELLOW, relic_at="lunar-mine")
    with s.edit():
        s.set_ship("relic", "value", 6)
    shot = "discard plasma-cannon yellow lunar-mine R6"
    assert_illegal(s, shot, "Plasma Cannon")  # yellow has 3 yellow ships: the tally is not met
    with s.edit():
        s.place("yellow4", "bay")
    assert shot in [str(a) for a in s.legal_actions()]
    s.apply(shot)
    assert s.ships["relic"] == {"owner": None, "value": 6, "at": "desert"}
    assert s.docked("lunar-mine") == []
    finish_turn(s, through_chance=True)
    assert s.active == YELLOW
    s.apply(s.chance_outcomes()[0][0])
    with s.edit():
        s.fuel[YELLOW], s.ore[YELLOW] = 1, 1
    s.apply("buy-relic")
    assert s.ships["relic"] == {"owner": YELLOW, "value": 6, "at": "bay"}


# --- Data Crystal -------------------------------------------------------------------------------------
def test_data_crystal_rulebook_example_borrows_heinlein_plains():
    # Roll 1, 6, 6. Heinlein Plains has one green and one red colony: pay 2 fuel (1 per colony)
    # and trade at the Orbital Market at 1 fuel per ore with the pair of 6s.
    s = position("1 6 6", active=BLUE, hand=["data-crystal"], fuel=8,
                 colonies={"heinlein-plains": [1, 1, 0, 0]})
    s.apply("use data-crystal heinlein-plains")
    assert s.fuel[BLUE] == 6  # 8 - 2
    s.apply("dock orbital-market 6 6")
    s.apply("trade")
    s.apply("trade")
    assert (s.fuel[BLUE], s.ore[BLUE]) == (4, 2)  # 2 trades at 1 fuel each


def test_without_data_crystal_a_pair_of_6s_trades_at_6():
    # the control for the test above: the same position without the card
    s = position("1 6 6", active=BLUE, fuel=8, colonies={"heinlein-plains": [1, 1, 0, 0]})
    s.apply("dock orbital-market 6 6")
    s.apply("trade")
    assert (s.fuel[BLUE], s.ore[BLUE]) == (2, 1)


def test_data_crystal_costs_one_fuel_per_colony():
    # 3 colonies on Heinlein Plains: 3 fuel needed, blue has 2
    s = position("1 6 6", active=BLUE, hand=["data-crystal"], fuel=2,
                 colonies={"heinlein-plains": [2, 1, 0, 0]})
    assert_illegal(s, "use data-crystal heinlein-plains", "Data Crystal")


def test_data_crystal_cannot_borrow_burroughs_desert():
    s = position("1 6 6", active=BLUE, hand=["data-crystal"], fuel=8,
                 colonies={"burroughs-desert": [1, 0, 0, 0]})
    assert_illegal(s, "use data-crystal burroughs-desert", "Data Crystal", "Burroughs Desert")


def test_data_crystal_cannot_borrow_under_the_isolation_field():
    s = position("1 6 6", active=BLUE, hand=["data-crystal"], fuel=8,
                 colonies={"heinlein-plains": [1, 1, 0, 0]})
    with s.edit():
        s.fields["isolation-field"] = "heinlein-plains"
    assert_illegal(s, "use data-crystal heinlein-plains", "Isolation Field", "Data Crystal")


def test_data_crystal_not_on_a_territory_you_control():
    # the package's reading (docstring): its bonus is yours already, so the fuel would buy nothing
    s = position("1 6 6", active=BLUE, hand=["data-crystal"], fuel=8, colonies={"heinlein-plains": [0, 0, 1, 0]})
    assert_illegal(s, "use data-crystal heinlein-plains", "Data Crystal")


def test_data_crystal_cannot_borrow_an_empty_territory():
    s = position("1 6 6", active=BLUE, hand=["data-crystal"], fuel=8)
    assert_illegal(s, "use data-crystal heinlein-plains", "Data Crystal")


def test_data_crystal_discard_places_positron_field():
    s = position("1 6 6", hand=["data-crystal"])
    s.apply("discard data-crystal herbert-valley")
    assert s.fields["positron-field"] == "herbert-valley"


# --- Resource Cache --------------------------------------------------------------------------------------
def test_resource_cache_more_odd_ships_gives_one_ore():
    s = position("1 3 4", hand=["resource-cache"], fuel=2, ore=2)  # 2 odd, 1 even
    assert (s.fuel[RED], s.ore[RED]) == (2, 3)
    assert s.hands[RED] == ["resource-cache"]


def test_resource_cache_more_even_ships_gives_one_fuel():
    s = position("2 4 5", hand=["resource-cache"], fuel=2, ore=2)  # 1 odd, 2 even
    assert (s.fuel[RED], s.ore[RED]) == (3, 2)
    assert s.hands[RED] == ["resource-cache"]


def test_resource_cache_equal_gives_both_and_is_discarded():
    s = position("1 2 3 4", hand=["resource-cache"], fuel=2, ore=2, extra_ships=1)  # 2 odd, 2 even
    assert (s.fuel[RED], s.ore[RED]) == (3, 3)
    assert "resource-cache" not in s.hands[RED]
    assert "resource-cache" in s.discards


def test_resource_cache_counts_the_roll_not_a_reroll():
    # "Count the odd and even value ships after you roll your fleet but before you use any alien
    # tech cards": a Temporal Warper reroll does not pay again.
    s = position("1 3 5", hand=["resource-cache", "temporal-warper"], fuel=1)  # 3 odd -> +1 ore
    assert (s.fuel[RED], s.ore[RED]) == (1, 1)
    s.apply("use temporal-warper 1")
    s.apply("reroll 2")
    assert (s.fuel[RED], s.ore[RED]) == (0, 1)


def test_resource_cache_no_effect_on_the_turn_it_is_acquired():
    # Rulebook example: dock a 3 and a 6 at the Alien Artifact, claim the Resource Cache: no
    # benefit until the next turn's roll. Two players so the next red turn comes quickly.
    s = position("1 3 6", players=2, display=["resource-cache", "alien-city", "booster-pod"])
    with s.edit():
        s.fuel = [0, 0]
        s.ore = [0, 0]
    s.apply("dock alien-artifact 3")
    s.apply("keep")
    s.apply("dock alien-artifact 6")
    s.apply("keep")
    s.apply("claim resource-cache")
    while s.decider() is CHANCE:  # the display is refilled
        s.apply(s.chance_outcomes()[0][0])
    assert (s.fuel[RED], s.ore[RED]) == (0, 0)
    s.apply("dock solar-converter 1")  # +1 fuel (half of 1, rounded up)
    s.apply("end")
    assert (s.fuel[RED], s.ore[RED]) == (1, 0)
    assert s.active == GREEN
    s.apply("roll 1 3 5")
    finish_turn(s, through_chance=True)
    assert s.active == RED
    s.apply("roll 1 3 5")  # 3 odd ships -> 1 ore
    assert (s.fuel[RED], s.ore[RED]) == (1, 1)


@pytest.mark.parametrize("verb", ["use resource-cache", "discard resource-cache"])
def test_resource_cache_has_no_power_to_use(verb):
    s = position("1 3 5", hand=["resource-cache"])
    assert_illegal(s, verb, "Resource Cache")


# --- Holographic Decoy, Alien City, Alien Monument -----------------------------------------------------
@pytest.mark.parametrize("card", ["holographic-decoy", "alien-city", "alien-monument"])
@pytest.mark.parametrize("verb", ["use", "discard"])
def test_cards_without_powers(card, verb):
    # Decoy: "no fuel cost ... does not have a discard power"; City and Monument: "There is no
    # fuel cost associated with these cards and they do not have discard powers."
    name = {"holographic-decoy": "Holographic Decoy", "alien-city": "Alien City", "alien-monument": "Alien Monument"}[card]
    s = position("1 3 5", hand=[card], fuel=3)
    assert_illegal(s, f"{verb} {card}", name, "Alien Tech Cards")


def test_alien_city_and_monument_are_one_vp_each_and_may_be_held_together():
    s = position("1 3 5")
    base = s.scores()[RED]
    with s.edit():
        s.hands[RED] = ["alien-city", "alien-monument"]
    assert s.scores()[RED] == base + 2


# --- limits shared by every card -------------------------------------------------------------------------
def test_each_card_once_per_turn():
    s = position("1 3 4", hand=["booster-pod"], fuel=3)
    s.apply("use booster-pod 1")
    assert_illegal(s, "use booster-pod 3", "Alien Tech Cards", "Booster Pod")


def test_card_can_be_used_again_next_turn():
    s = position("1 3 5", players=2, hand=["booster-pod"], fuel=3)
    s.apply("use booster-pod 1")
    finish_turn(s, through_chance=True)
    s.apply("roll 1 3 5")
    finish_turn(s, through_chance=True)
    s.apply("roll 1 3 5")
    fuel = s.fuel[RED]
    s.apply("use booster-pod 1")
    assert s.fuel[RED] == fuel - 1


def test_only_one_discard_per_turn():
    s = position("1 3 4", hand=["stasis-beam", "data-crystal"])
    s.apply("discard stasis-beam lem-badlands")
    assert_illegal(s, "discard data-crystal pohl-foothills", "Alien Tech Cards")
    assert s.fields["positron-field"] is None


def test_cannot_discard_a_card_used_this_turn():
    s = position("1 3 4", hand=["stasis-beam"], fuel=1)
    s.apply("use stasis-beam 3")
    assert_illegal(s, "discard stasis-beam lem-badlands", "Alien Tech Cards", "Stasis Beam")


def test_fuel_power_of_one_card_and_discard_of_another_in_one_turn():
    # the limits are per card: using the Booster Pod does not stop discarding the Stasis Beam
    s = position("1 3 4", hand=["booster-pod", "stasis-beam"], fuel=1)
    s.apply("use booster-pod 3")
    s.apply("discard stasis-beam lem-badlands")
    assert s.fields["isolation-field"] == "lem-badlands"


def test_claim_refused_for_a_card_you_already_own():
    s = position("2 6 6", hand=["booster-pod"], display=["booster-pod", "stasis-beam", "alien-city"])
    s.apply("dock alien-artifact 2")
    s.apply("keep")
    s.apply("dock alien-artifact 6")
    s.apply("keep")  # 2 + 6 = 8 > 7
    assert_illegal(s, "claim booster-pod", "Alien Artifact", "Alien Tech Cards")
    s.apply("claim stasis-beam")
    assert sorted(s.hands[RED]) == ["booster-pod", "stasis-beam"]


def test_pohl_foothills_example_1_booster_pod_is_free():
    # "Since you control Pohl Foothills, you pay nothing for this manipulation."
    s = position("1 3 4", hand=["booster-pod"], fuel=0, colonies={"pohl-foothills": [1, 0, 0, 0]})
    s.apply("use booster-pod 3")
    assert tokens(s) == ("1", "4", "4")
    assert s.fuel[RED] == 0


def test_pohl_foothills_example_2_plasma_cannon_three_ships_for_two_fuel():
    # "You choose to remove three ships from the Lunar Mine. Since you control Pohl Foothills you
    # only pay 2 fuel for this action."
    s = position("1 3 4", hand=["plasma-cannon"], fuel=2, colonies={"pohl-foothills": [1, 0, 0, 0]})
    dock_ship(s, "green1", "lunar-mine", 2)
    dock_ship(s, "blue1", "lunar-mine", 3)
    dock_ship(s, "yellow1", "lunar-mine", 5)
    s.apply("use plasma-cannon lunar-mine")
    s.apply("fire green 2")
    s.apply("fire blue 3")
    s.apply("fire yellow 5")
    assert s.docked("lunar-mine") == []
    assert all(s.ships[i]["at"] == "bay" for i in ("green1", "blue1", "yellow1"))
    assert s.fuel[RED] == 0  # 3 x 1 - 1


def test_pohl_foothills_gravity_manipulator_costs_one():
    s = position("1 2 5", hand=["gravity-manipulator"], fuel=1, colonies={"pohl-foothills": [1, 0, 0, 0]})
    s.apply("use gravity-manipulator 2 5")  # 2 - 1 = 1 fuel
    assert s.fuel[RED] == 0


def test_pohl_foothills_data_crystal_costs_one_less():
    # one fuel less for the card use: 2 colonies on Heinlein Plains -> 2 - 1 = 1 fuel
    s = position("1 6 6", hand=["data-crystal"], fuel=1,
                 colonies={"pohl-foothills": [1, 0, 0, 0], "heinlein-plains": [0, 1, 1, 0]})
    s.apply("use data-crystal heinlein-plains")
    assert s.fuel[RED] == 0


def test_deck_reshuffles_the_discards_when_empty():
    # "If the alien tech draw deck is exhausted, reshuffle the discards to create a new draw deck."
    # Discards: 2 Booster Pods + 1 Stasis Beam -> Booster Pod 2/3, Stasis Beam 1/3.
    s = position("2 6 6", display=["alien-city", "data-crystal", "polarity-device"])
    with s.edit():
        s.deck = {c: 0 for c in s.deck}
        s.discards = ["booster-pod", "booster-pod", "stasis-beam"]
    s.apply("dock alien-artifact 2")
    s.apply("keep")
    s.apply("dock alien-artifact 6")
    s.apply("keep")
    s.apply("claim alien-city")
    assert s.decider() is CHANCE
    assert outcomes(s) == {"draw booster-pod": Fraction(2, 3), "draw stasis-beam": Fraction(1, 3)}
    assert_illegal(s, "draw temporal-warper", "Alien Tech Cards")
    s.apply("draw stasis-beam")
    assert sorted(s.display) == ["data-crystal", "polarity-device", "stasis-beam"]
    assert s.discards == []
    assert {c: n for c, n in s.deck.items() if n} == {"booster-pod": 2}


def test_cycling_with_an_empty_deck_draws_from_the_cycled_cards_too():
    # Cycling discards the 3 displayed cards, then lays out 3 new ones; the deck is empty, so the
    # discards (1 Alien City + the 3 cycled cards) are reshuffled: 4 distinct cards, 1/4 each.
    s = position("2 6 6", display=["data-crystal", "polarity-device", "booster-pod"])
    with s.edit():
        s.deck = {c: 0 for c in s.deck}
        s.discards = ["alien-city"]
    s.apply("dock alien-artifact 2")
    s.apply("cycle")
    assert outcomes(s) == {f"draw {c}": Fraction(1, 4) for c in ("alien-city", "booster-pod", "data-crystal", "polarity-device")}


# --- a few more consequences of the card texts ------------------------------------------------------------
def test_orbital_teleporter_discard_moves_any_players_colony():
    # "move any single colony from one territory to another": blue moves a green colony off Van
    # Vogt Mountains (green 2 v blue 1 -> 1 v 1: nobody controls it). Green: 2 + 1 = 3 VP -> 2.
    s = position("1 2 5", active=BLUE, hand=["orbital-teleporter"],
                 colonies={"van-vogt-mountains": [0, 2, 1, 0]})
    assert s.scores()[GREEN] == 3
    s.apply("discard orbital-teleporter green van-vogt-mountains asimov-crater")
    assert s.colonies["van-vogt-mountains"] == [0, 1, 1, 0]
    assert s.colonies["asimov-crater"] == [0, 1, 0, 0]
    assert s.controller("van-vogt-mountains") is None
    # green: 2 colonies + control of Asimov Crater (1 v 0) = 3
    assert s.scores()[GREEN] == 3 and s.controller("asimov-crater") == GREEN


def test_pohl_foothills_orbital_teleporter_costs_one():
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=1, colonies={"pohl-foothills": [1, 0, 0, 0]})
    s.apply("dock lunar-mine 6")
    s.apply("use orbital-teleporter lunar-mine 6")  # 2 - 1
    assert s.fuel[RED] == 0


def test_pohl_foothills_plasma_cannon_one_ship_is_free():
    # 1 fuel per ship, one less for the card use: one ship costs nothing
    s = position("1 3 4", hand=["plasma-cannon"], fuel=0, colonies={"pohl-foothills": [1, 0, 0, 0]})
    dock_ship(s, "green1", "lunar-mine", 2)
    s.apply("use plasma-cannon lunar-mine")
    s.apply("fire green 2")
    assert s.ships["green1"]["at"] == "bay"
    assert s.fuel[RED] == 0


def test_resource_cache_discard_is_not_the_turns_discard_power():
    # The Resource Cache is discarded by its own rule on an even split; it is not "one discard
    # power" of the turn, so a Stasis Beam may still be discarded.
    s = position("1 2 3 4", hand=["resource-cache", "stasis-beam"], extra_ships=1)
    assert "resource-cache" in s.discards
    s.apply("discard stasis-beam lem-badlands")
    assert s.fields["isolation-field"] == "lem-badlands"


def test_data_crystal_bonus_lasts_only_this_turn():
    # "use that territory's bonus exactly as if you controlled the territory" - each turn, so
    # on red's next turn a pair of 6s trades at 6 fuel again.
    s = position("1 6 6", players=2, hand=["data-crystal"], fuel=8, colonies={"heinlein-plains": [0, 1]})
    s.apply("use data-crystal heinlein-plains")  # 1 colony: 1 fuel -> 7
    s.apply("dock orbital-market 6 6")
    s.apply("trade")  # 1 fuel -> 6 fuel, 1 ore
    assert (s.fuel[RED], s.ore[RED]) == (6, 1)
    s.apply("dock solar-converter 1")  # +1 fuel -> 7
    s.apply("end")
    s.apply("roll 1 3 5")
    finish_turn(s, through_chance=True)
    s.apply("roll 1 6 6")
    fuel, ore = s.fuel[RED], s.ore[RED]
    s.apply("dock orbital-market 6 6")
    s.apply("trade")
    assert (s.fuel[RED], s.ore[RED]) == (fuel - 6, ore + 1)


# --- a card gained during the turn ---------------------------------------------------------------
def test_temporal_warper_discard_may_take_the_other_temporal_warper():
    # Discarding your Warper leaves you without one, so the other copy in the discard pile is not
    # a second copy: "You may only possess one copy of each alien tech card" is kept.
    s = position("1 2 5", hand=["temporal-warper"])
    with s.edit():
        s.discards = ["temporal-warper"]
    s.apply("discard temporal-warper temporal-warper")
    assert s.hands[RED] == ["temporal-warper"]
    assert s.discards == ["temporal-warper"]


def test_a_copy_gained_this_turn_is_a_fresh_card_for_its_fuel_power():
    # "Each alien tech card may be used only once per turn": the Warper taken back from the discard
    # pile is another card than the one just discarded, so its fuel power (1 fuel: re-roll) is open.
    s = position("1 2 5", hand=["temporal-warper"], fuel=1)
    with s.edit():
        s.discards = ["temporal-warper"]
    s.apply("discard temporal-warper temporal-warper")
    assert s.explain("use temporal-warper 1") is None
    # but it is still the turn's one discard: the new copy cannot be discarded too
    with s.edit():
        s.discards.append("alien-city")
    assert_illegal(s, "discard temporal-warper alien-city", "Alien Tech Cards")


def test_asking_whether_the_teleporter_may_move_a_ship_changes_nothing():
    # Whether the moved ship could dock elsewhere is worked out on the position as it is: nothing is moved and
    # put back, so even what the position remembers (its legal actions, its unplaced ships) is still there.
    s = position("2 5 6", hand=["orbital-teleporter"], fuel=2)
    s.apply("dock lunar-mine 6")
    before, fleet, legal = s.to_json(), s.fleet_tokens(RED), s.legal_actions()
    assert s.explain("use orbital-teleporter lunar-mine 6") is None
    assert "use orbital-teleporter lunar-mine 6" in map(str, legal)
    assert s.to_json() == before
    assert s.fleet_tokens(RED) is fleet and s.legal_actions() is legal

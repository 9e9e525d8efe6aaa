"""The Relic Ship's life cycle, the Raiders' Outpost's steals and the three field generators.

Specification: the rulebook (Alien Frontiers › "Burroughs Desert"
and its three examples, "Raiders' Outpost", "Holographic Decoy", "Field Generators", "Booster Pod",
"Terraforming Station") and the reference (docs/reference/alien-frontiers.md §5, §6, §9).
Every expected number is worked out by hand in the comment beside it.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from itertools import product

import pytest

from .conftest import BLUE, GREEN, RED, YELLOW, assert_illegal, dock_ship, finish_turn, outcomes, tokens
from .conftest import GAME as G
from .conftest import position as _position
from tablebook.core import CHANCE

position = partial(_position, seed=9)  # every position in this file is dealt from seed 9


# --- helpers (private to this file) -------------------------------------------------------------
def three_dice_probability(values):
    """Probability that three fair dice show this sorted multiset (counted over 216 ordered rolls)."""
    hits = sum(1 for r in product(range(1, 7), repeat=3) if tuple(sorted(r)) == tuple(values))
    return Fraction(hits, 216)


# =================================================================================================
# The Relic Ship
# =================================================================================================
def test_buy_relic_ship_for_one_fuel_and_one_ore_to_the_maintenance_bay():
    s = position("1 3 5", fuel=1, ore=1, colonies={"burroughs-desert": [1, 0, 0, 0]})
    s.apply("buy-relic")
    assert (s.fuel[RED], s.ore[RED]) == (0, 0)
    assert s.ships["relic"] == {"owner": RED, "value": s.ships["relic"]["value"], "at": "bay"}
    assert "R" not in "".join(tokens(s))  # gathered only on the next turn


def test_buy_relic_needs_control_of_burroughs_desert():
    # tie 1-1: nobody controls Burroughs Desert
    s = position("1 3 5", fuel=1, ore=1, colonies={"burroughs-desert": [1, 1, 0, 0]})
    assert_illegal(s, "buy-relic", "Burroughs Desert")


def test_buy_relic_needs_the_fuel_and_ore():
    s = position("1 3 5", fuel=1, ore=0, colonies={"burroughs-desert": [1, 0, 0, 0]})
    assert_illegal(s, "buy-relic", "Burroughs Desert")


def test_relic_ship_rolls_with_the_fleet_as_R():
    # Bought on one turn, gathered and rolled on the next: 3 red dice (56 sorted outcomes) times
    # 6 relic faces = 336 outcomes; "roll 2 5 6 R4" = 3!/216 x 1/6 = 1/216.
    s = position("1 3 5", players=2, fuel=1, ore=1, colonies={"burroughs-desert": [1, 0]})
    s.apply("buy-relic")
    finish_turn(s, through_chance=True)
    s.apply("roll 1 3 5")
    finish_turn(s, through_chance=True)
    assert s.active == RED and s.decider() is CHANCE
    got = outcomes(s)
    assert len(got) == 56 * 6
    assert sum(got.values()) == 1
    assert got["roll 2 5 6 R4"] == three_dice_probability((2, 5, 6)) / 6 == Fraction(1, 216)
    assert got["roll 1 1 1 R1"] == Fraction(1, 216 * 6)
    assert_illegal(s, "roll 2 5 6", "Gather and Roll")  # the Relic Ship must be rolled too
    s.apply("roll 2 5 6 R4")
    assert tokens(s) == ("2", "5", "6", "R4")
    assert s.ships["relic"]["at"] == "fleet"


def test_relic_ship_docks_like_any_ship():
    s = position("2 5 6 R5", colonies={"burroughs-desert": [1, 0, 0, 0]}, relic_owner=RED)
    s.apply("dock lunar-mine R5")  # 1 ore
    assert s.ore[RED] == 1
    assert s.ships["relic"]["at"] == "lunar-mine"


def test_temporal_warper_rerolls_the_relic_ship():
    # one die rerolled: 6 outcomes of 1/6, written R1..R6
    s = position("2 5 6 R3", hand=["temporal-warper"], fuel=1, colonies={"burroughs-desert": [1, 0, 0, 0]},
                 relic_owner=RED)
    s.apply("use temporal-warper R3")
    assert outcomes(s) == {f"reroll R{v}": Fraction(1, 6) for v in range(1, 7)}
    s.apply("reroll R6")
    assert tokens(s) == ("2", "5", "6", "R6")


def test_burroughs_example_1_losing_control_returns_the_relic_at_once():
    # Red controls Burroughs Desert with one colony and uses the Relic Ship (docked at the Lunar
    # Mine). Green builds a colony (Colony Constructor, 4-4-4, 3 ore) on Burroughs Desert: 1-1,
    # nobody controls it; the counter and the Relic Ship go back at once.
    # Red's score: 1 colony + 1 control = 2, then 1.
    s = position("4 4 4", active=GREEN, ore=3, colonies={"burroughs-desert": [1, 0, 0, 0]},
                 relic_owner=RED, relic_at="lunar-mine")
    assert s.scores()[RED] == 2
    s.apply("dock colony-constructor 4 4 4")
    s.apply("land burroughs-desert")
    assert s.controller("burroughs-desert") is None
    assert s.ships["relic"]["at"] == "desert"
    assert s.ships["relic"]["owner"] is None
    assert "relic" not in s.docked("lunar-mine")
    assert s.scores()[RED] == 1


def test_burroughs_example_2_isolation_field_returns_relic_and_forbids_repurchase():
    # Red's Relic Ship is docked at the Lunar Mine. Green discards a Stasis Beam and places the
    # Isolation Field on Burroughs Desert: the Relic Ship returns at once, and red may not buy it
    # back until the Isolation Field is moved off Burroughs Desert.
    s = position("1 3 5", players=2, active=GREEN, hand=["stasis-beam"],
                 colonies={"burroughs-desert": [1, 0]}, relic_owner=RED, relic_at="lunar-mine")
    s.apply("discard stasis-beam burroughs-desert")
    assert s.ships["relic"]["at"] == "desert" and s.ships["relic"]["owner"] is None
    assert "relic" not in s.docked("lunar-mine")
    assert s.controller("burroughs-desert") == RED  # control itself is not lost
    finish_turn(s, through_chance=True)
    # red's roll: 3 red dice only (the Relic Ship is on the desert), 56 outcomes
    got = outcomes(s)
    assert len(got) == 56 and not any("R" in a.split(" ", 1)[1] for a in got)
    s.apply("roll 1 3 5")
    with s.edit():
        s.fuel[RED], s.ore[RED] = 2, 2
        s.hands[RED] = ["stasis-beam"]
    assert_illegal(s, "buy-relic", "Isolation Field", "Burroughs Desert")
    # red moves the Isolation Field away with its own Stasis Beam: now the bonus works again
    s.apply("discard stasis-beam pohl-foothills")
    s.apply("buy-relic")
    assert s.ships["relic"] == {"owner": RED, "value": s.ships["relic"]["value"], "at": "bay"}
    assert (s.fuel[RED], s.ore[RED]) == (1, 1)


def test_isolation_field_on_burroughs_while_relic_is_unplaced_returns_it():
    # red's own turn: the Relic Ship was rolled; red discards a Stasis Beam onto Burroughs Desert
    s = position("1 3 5 R2", hand=["stasis-beam"], colonies={"burroughs-desert": [1, 0, 0, 0]}, relic_owner=RED)
    s.apply("discard stasis-beam burroughs-desert")
    assert s.ships["relic"]["at"] == "desert" and s.ships["relic"]["owner"] is None
    assert tokens(s) == ("1", "3", "5")


def test_burroughs_example_3_terraforming_with_the_relic_6():
    # Red's Relic Ship shows 6 and docks at the Terraforming Station (1 fuel + 1 ore) to build a
    # colony. At the start of red's next turn it returns to Burroughs Desert instead of the ship
    # stock, and red may repurchase it that same turn (1 fuel + 1 ore).
    s = position("1 3 6 R6", players=2, fuel=2, ore=2, colonies={"burroughs-desert": [1, 0]}, relic_owner=RED)
    # only 3 red ships: a red 6 would leave fewer than three red ships; the Relic Ship does not
    assert_illegal(s, "dock terraforming-station 6", "Terraforming Station")
    s.apply("dock terraforming-station R6")
    s.apply("land heinlein-plains")
    assert (s.fuel[RED], s.ore[RED]) == (1, 1)
    assert s.colonies["heinlein-plains"] == [1, 0]
    finish_turn(s, through_chance=True)
    assert s.ships["relic"]["at"] == "terraforming-station"  # stays there until red's next turn
    s.apply("roll 1 3 5")
    finish_turn(s, through_chance=True)
    assert s.active == RED
    got = outcomes(s)  # 3 red dice only: the Relic Ship does not roll
    assert len(got) == 56 and not any("R" in a.split(" ", 1)[1] for a in got)
    s.apply("roll 1 3 6")
    assert s.ships["relic"]["at"] == "desert" and s.ships["relic"]["owner"] is None
    assert s.colour_ships_in_play(RED) == 3  # no red ship went to the stock
    assert s.docked("terraforming-station") == []
    with s.edit():
        s.fuel[RED], s.ore[RED] = 1, 1
    s.apply("buy-relic")
    assert s.ships["relic"]["owner"] == RED and s.ships["relic"]["at"] == "bay"
    assert (s.fuel[RED], s.ore[RED]) == (0, 0)


def _six_moved_by_the_teleporter(ship):
    """Red (three red ships and the Relic Ship) docks ``ship`` showing 6 at the Lunar Mine (+1 ore) and
    moves it with the Orbital Teleporter (2 of 3 fuel): 1 fuel and 1 ore left for the Terraforming Station."""
    s = position("1 3 6 R6", players=2, hand=["orbital-teleporter"], fuel=3,
                 colonies={"burroughs-desert": [1, 0]}, relic_owner=RED)
    s.apply(f"dock lunar-mine {ship}")
    s.apply(f"use orbital-teleporter lunar-mine {ship}")
    return s


def test_relic_ship_moved_by_the_orbital_teleporter_may_use_the_terraforming_station():
    # "You cannot use the Terraforming Station if doing so would reduce your fleet to fewer than three
    # ships of your color": the Relic Ship has no colour, wherever it comes from (R6 docked directly is
    # example 3 above; here it arrives as T6).
    s = _six_moved_by_the_teleporter("R6")
    assert tokens(s) == ("1", "3", "6", "T6")
    assert "dock terraforming-station T6" in [str(a) for a in s.legal_actions()]
    s.apply("dock terraforming-station T6")
    s.apply("land heinlein-plains")
    assert s.ships["relic"]["at"] == "terraforming-station"
    assert (s.fuel[RED], s.ore[RED]) == (0, 0)
    assert s.colonies["heinlein-plains"] == [1, 0]


def test_red_ship_moved_by_the_orbital_teleporter_still_counts_toward_the_three():
    s = _six_moved_by_the_teleporter("6")
    assert tokens(s) == ("1", "3", "R6", "T6")
    assert_illegal(s, "dock terraforming-station T6", "Terraforming Station")
    s.apply("dock terraforming-station R6")  # the Relic Ship may go instead


def test_plasma_cannon_shot_at_the_relic_on_terraforming_sends_it_to_burroughs():
    # A ship shot off the Terraforming Station goes to the ship stock; the Relic Ship goes to
    # Burroughs Desert "any time the ship would be returned to the ship stock".
    s = position("2 2 4", active=BLUE, hand=["plasma-cannon"], fuel=1,
                 colonies={"burroughs-desert": [1, 0, 0, 0]}, relic_owner=RED, relic_at="terraforming-station")
    with s.edit():
        s.set_ship("relic", "value", 6)
    s.apply("use plasma-cannon terraforming-station")
    s.apply("fire red R6")
    assert s.ships["relic"]["at"] == "desert" and s.ships["relic"]["owner"] is None
    assert s.fuel[BLUE] == 0


def test_data_crystal_cannot_borrow_burroughs():
    # "Burroughs Desert is exempt from the Data Crystal's power"
    s = position("1 3 5", active=BLUE, hand=["data-crystal"], fuel=5, ore=5,
                 colonies={"burroughs-desert": [1, 0, 0, 0]})
    assert_illegal(s, "use data-crystal burroughs-desert", "Data Crystal", "Burroughs Desert")
    assert_illegal(s, "buy-relic", "Burroughs Desert")


# =================================================================================================
# Raiders' Outpost
# =================================================================================================
def raid(hands=None, fuel=None, ore=None, players=4):
    """Red rolled 1 2 3 and docked it at the Raiders' Outpost; the raid is agenda."""
    s = position("1 2 3", players=players)
    with s.edit():
        for q, cards in (hands or {}).items():
            s.hands[q] = list(cards)
        for q, n in (fuel or {}).items():
            s.fuel[q] = n
        for q, n in (ore or {}).items():
            s.ore[q] = n
    s.apply("dock raiders-outpost 1 2 3")
    assert "steal" in s.verbs()
    return s


def test_raid_steals_four_resources_from_any_mix_of_players():
    s = raid(fuel={GREEN: 2, YELLOW: 5}, ore={GREEN: 1, BLUE: 3})
    s.apply("steal green fuel")
    s.apply("steal blue ore")
    s.apply("steal blue ore")
    s.apply("steal yellow fuel")
    # red: +2 fuel, +2 ore; green 1 fuel 1 ore; blue 1 ore; yellow 4 fuel
    assert (s.fuel, s.ore) == ([2, 1, 0, 4], [2, 1, 1, 0])
    assert s.decider() == RED and "steal" not in s.verbs()  # four is the limit
    assert_illegal(s, "steal yellow fuel")  # no raid is agenda any more


def test_raid_may_stop_early():
    s = raid(fuel={GREEN: 3})
    s.apply("steal green fuel")
    s.apply("stop")
    assert s.fuel[:2] == [1, 2]
    assert "steal" not in s.verbs()


def test_raid_takes_one_card_from_one_player():
    s = raid(hands={GREEN: ["plasma-cannon", "booster-pod"]}, fuel={GREEN: 3})
    s.apply("steal green plasma-cannon")
    assert s.hands[RED] == ["plasma-cannon"]
    assert s.hands[GREEN] == ["booster-pod"]
    assert s.fuel == [0, 3, 0, 0]
    assert "steal" not in s.verbs()  # one card ends the raid


def test_raid_cannot_take_resources_and_a_card():
    s = raid(hands={GREEN: ["plasma-cannon"]}, fuel={GREEN: 3})
    s.apply("steal green fuel")
    assert_illegal(s, "steal green plasma-cannon", "Raiders' Outpost")


def test_raid_card_you_already_own_is_discarded():
    # "If you steal an alien tech card that you already have, the stolen card is discarded
    # immediately and you gain no benefit from doing so."
    s = raid(hands={RED: ["plasma-cannon"], GREEN: ["plasma-cannon"]})
    s.apply("steal green plasma-cannon")
    assert s.hands[RED] == ["plasma-cannon"]
    assert s.hands[GREEN] == []
    assert s.discards.count("plasma-cannon") == 1


def test_holographic_decoy_rulebook_example():
    # Red raids; green's ore is safe because of the Decoy; red takes the Decoy instead. Green's
    # other cards cannot be taken while green has the Decoy.
    s = raid(hands={GREEN: ["holographic-decoy", "plasma-cannon"]}, ore={GREEN: 4})
    assert_illegal(s, "steal green ore", "Holographic Decoy")
    assert_illegal(s, "steal green plasma-cannon", "Holographic Decoy")
    s.apply("steal green holographic-decoy")
    assert s.hands[RED] == ["holographic-decoy"]
    assert s.hands[GREEN] == ["plasma-cannon"]
    assert s.ore[GREEN] == 4


def test_holographic_decoy_protects_only_its_owner():
    s = raid(hands={GREEN: ["holographic-decoy"]}, ore={GREEN: 4, BLUE: 2})
    s.apply("steal blue ore")
    assert_illegal(s, "steal green ore", "Holographic Decoy")
    s.apply("steal blue ore")
    assert s.ore == [2, 4, 0, 0]


def test_stolen_decoy_discarded_if_raider_has_one():
    # "If the raiding player already has a Holographic Decoy then the stolen card is discarded."
    s = raid(hands={RED: ["holographic-decoy"], GREEN: ["holographic-decoy"]})
    s.apply("steal green holographic-decoy")
    assert s.hands[RED] == ["holographic-decoy"]
    assert s.hands[GREEN] == []
    assert "holographic-decoy" in s.discards


def test_raiders_outpost_higher_run_bumps_the_docked_run():
    # Rulebook example: a 1-2-3 is docked; the next player's 2-3-4 replaces it, the 1-2-3 goes to
    # the Maintenance Bay. A 1-2-3 cannot replace a 2-3-4.
    s = position("2 3 4")
    for ship, v in (("yellow1", 1), ("yellow2", 2), ("yellow3", 3)):
        dock_ship(s, ship, "raiders-outpost", v, 0)
    s.apply("dock raiders-outpost 2 3 4")
    assert all(s.ships[f"yellow{k}"]["at"] == "bay" for k in (1, 2, 3))
    assert sorted(s.docked("raiders-outpost")) == ["red1", "red2", "red3"]

    t = position("1 2 3")
    for ship, v in (("yellow1", 2), ("yellow2", 3), ("yellow3", 4)):
        dock_ship(t, ship, "raiders-outpost", v, 0)
    assert_illegal(t, "dock raiders-outpost 1 2 3", "Raiders' Outpost")


# =================================================================================================
# Field generators
# =================================================================================================
FIELDS = [("stasis-beam", "isolation-field", "Isolation Field"),
          ("data-crystal", "positron-field", "Positron Field"),
          ("gravity-manipulator", "repulsor-field", "Repulsor Field")]


@pytest.mark.parametrize("card, field, name", FIELDS)
def test_first_discard_places_the_field(card, field, name):
    s = position("1 3 5", hand=[card])
    assert s.fields[field] is None
    s.apply(f"discard {card} van-vogt-mountains")
    assert s.fields[field] == "van-vogt-mountains"
    assert card not in s.hands[RED] and card in s.discards


@pytest.mark.parametrize("card, field, name", FIELDS)
def test_later_discard_moves_the_field_to_another_territory(card, field, name):
    s = position("1 3 5", active=GREEN, hand=[card])
    with s.edit():
        s.fields[field] = "lem-badlands"
    assert_illegal(s, f"discard {card} lem-badlands", name)
    s.apply(f"discard {card} asimov-crater")
    assert s.fields[field] == "asimov-crater"
    assert list(s.fields.values()).count("asimov-crater") == 1


def test_booster_pod_removes_a_field_which_can_be_placed_again_later():
    s = position("1 3 5", players=2, hand=["booster-pod"])
    with s.edit():
        s.fields.update({"isolation-field": "asimov-crater", "positron-field": "herbert-valley"})
    s.apply("discard booster-pod positron-field")
    assert s.fields == {"isolation-field": "asimov-crater", "positron-field": None, "repulsor-field": None}
    finish_turn(s, through_chance=True)
    s.apply("roll 1 3 5")
    with s.edit():
        s.hands[GREEN] = ["data-crystal"]
    s.apply("discard data-crystal lem-badlands")
    assert s.fields["positron-field"] == "lem-badlands"


def test_booster_pod_cannot_remove_a_field_not_on_the_board():
    s = position("1 3 5", hand=["booster-pod"])
    assert_illegal(s, "discard booster-pod repulsor-field", "Booster Pod")


def test_isolation_field_pohl_example_controller_pays_full_price():
    # "If the Isolation Field is placed on Pohl Foothills, the player who controls that territory
    # does not receive the [one fuel less] bonus and the bonus is not available to a player using
    # a Data Crystal card."
    s = position("1 3 4", hand=["booster-pod", "data-crystal"], fuel=0, colonies={"pohl-foothills": [1, 0, 0, 0]})
    with s.edit():
        s.fields["isolation-field"] = "pohl-foothills"
    assert_illegal(s, "use booster-pod 3", "Booster Pod", "Isolation Field", "Pohl Foothills")
    with s.edit():
        s.fuel[RED] = 1
    s.apply("use booster-pod 3")  # full price: 1 fuel
    assert s.fuel[RED] == 0
    other = position("1 3 4", active=BLUE, hand=["data-crystal"], fuel=5, colonies={"pohl-foothills": [1, 0, 0, 0]})
    with other.edit():
        other.fields["isolation-field"] = "pohl-foothills"
    assert_illegal(other, "use data-crystal pohl-foothills", "Isolation Field", "Data Crystal")


def test_isolation_field_placed_mid_turn_cancels_a_bonus_at_once():
    # Red controls Heinlein Plains (1 fuel per ore at the Orbital Market); red itself discards a
    # Stasis Beam onto Heinlein Plains: the next trade with a pair of 3s costs 3 fuel.
    s = position("3 3 5", hand=["stasis-beam"], fuel=7, colonies={"heinlein-plains": [1, 0, 0, 0]})
    s.apply("dock orbital-market 3 3")
    s.apply("trade")  # 1 fuel
    s.apply("discard stasis-beam heinlein-plains")
    s.apply("trade")  # 3 fuel
    assert (s.fuel[RED], s.ore[RED]) == (3, 2)


def test_positron_field_rulebook_example_herbert_valley():
    # Positron Field on Herbert Valley, green controls Herbert Valley: green +1 VP.
    # Green: 2 colonies + 1 control = 3, then 4. Blue (1 colony, no control) stays 1.
    s = position("1 3 5", hand=["data-crystal"], colonies={"herbert-valley": [0, 2, 1, 0]})
    assert s.scores()[GREEN] == 3 and s.scores()[BLUE] == 1
    s.apply("discard data-crystal herbert-valley")
    assert s.scores()[GREEN] == 4
    assert s.scores()[BLUE] == 1
    assert s.scores()[RED] == 0


def test_positron_field_on_an_uncontrolled_territory_scores_for_nobody():
    s = position("1 3 5", hand=["data-crystal"], colonies={"herbert-valley": [0, 1, 1, 0]})
    before = s.scores()
    s.apply("discard data-crystal herbert-valley")
    assert s.scores() == before == [0, 1, 1, 0]


def test_positron_point_follows_control_snapshot():
    # positron on Lem Badlands; blue takes control by moving a colony there: blue gains the
    # control point and the Positron point (2 colonies + 1 + 1 = 4).
    s = position("1 3 5", active=BLUE, hand=["orbital-teleporter"],
                 colonies={"lem-badlands": [1, 0, 1, 0], "asimov-crater": [0, 0, 1, 0]})
    with s.edit():
        s.fields["positron-field"] = "lem-badlands"
    assert s.scores()[BLUE] == 3  # 2 colonies + control of Asimov Crater
    s.apply("discard orbital-teleporter blue asimov-crater lem-badlands")
    assert s.scores()[BLUE] == 4  # 2 colonies + Lem control + Positron


def test_repulsor_field_blocks_landing_a_colony():
    s = position("4 4 4", ore=3)
    with s.edit():
        s.fields["repulsor-field"] = "asimov-crater"
    s.apply("dock colony-constructor 4 4 4")
    assert_illegal(s, "land asimov-crater", "Repulsor Field")
    s.apply("land bradbury-plateau")
    assert s.colonies["bradbury-plateau"][RED] == 1
    assert s.colonies["asimov-crater"][RED] == 0


@pytest.mark.parametrize("where", ["herbert-valley", "lem-badlands"])
def test_repulsor_field_blocks_polarity_swap_in_or_out(where):
    # Polarity Device example 2 position, with the Repulsor Field on either territory.
    s = position("1 3 5", active=GREEN, hand=["polarity-device"],
                 colonies={"herbert-valley": [0, 0, 0, 2], "lem-badlands": [2, 0, 0, 0]})
    with s.edit():
        s.fields["repulsor-field"] = where
    assert_illegal(s, "discard polarity-device herbert-valley yellow lem-badlands red", "Repulsor Field")


@pytest.mark.parametrize("where", ["van-vogt-mountains", "lem-badlands"])
def test_repulsor_field_blocks_teleporter_move_out_or_in(where):
    # Orbital Teleporter example 2 position, with the Repulsor Field on the origin or destination.
    s = position("1 3 5", active=BLUE, hand=["orbital-teleporter"],
                 colonies={"lem-badlands": [1, 0, 1, 0], "van-vogt-mountains": [0, 2, 1, 0]})
    with s.edit():
        s.fields["repulsor-field"] = where
    assert_illegal(s, "discard orbital-teleporter blue van-vogt-mountains lem-badlands", "Repulsor Field")


def _asimov_example(repulsor):
    """Red holds both colony-moving cards; Asimov Crater has two yellow colonies, Lem Badlands two red ones."""
    s = position("4 4 4", ore=3, hand=["polarity-device", "orbital-teleporter"],
                 colonies={"asimov-crater": [0, 0, 0, 2], "lem-badlands": [2, 0, 0, 0]})
    with s.edit():
        s.fields["repulsor-field"] = repulsor
    return s


ASIMOV_MOVES = ("discard polarity-device asimov-crater yellow lem-badlands red",  # swapped
                "discard orbital-teleporter yellow asimov-crater lem-badlands",  # removed
                "discard orbital-teleporter red lem-badlands asimov-crater")  # added


def test_repulsor_field_rulebook_example_on_asimov_crater():
    # "If the Repulsor Field is on Asimov Crater then no new colonies may be added on that territory and the
    # colonies already there cannot be swapped or removed by discarding a Polarity Device or Orbital Teleporter card."
    s = _asimov_example("asimov-crater")
    for action in ASIMOV_MOVES:
        assert_illegal(s, action, "Repulsor Field")
    s.apply("dock colony-constructor 4 4 4")
    assert_illegal(s, "land asimov-crater", "Repulsor Field")
    assert s.colonies["asimov-crater"] == [0, 0, 0, 2]


def test_the_same_moves_are_legal_with_the_repulsor_field_elsewhere():
    s = _asimov_example("bradbury-plateau")
    for action in ASIMOV_MOVES:
        assert s.explain(action) is None, action
    s.apply("dock colony-constructor 4 4 4")
    assert s.explain("land asimov-crater") is None


def test_repulsor_field_does_not_stop_fields_moving():
    # "The Repulsor Field does not prevent its own movement or removal, nor does it prevent the
    # movement or removal of any other field generator that is also on that territory."
    for card, field, args in (("stasis-beam", "isolation-field", "bradbury-plateau"),
                              ("gravity-manipulator", "repulsor-field", "bradbury-plateau"),
                              ("booster-pod", "repulsor-field", None),
                              ("booster-pod", "isolation-field", None)):
        s = position("1 3 5", hand=[card])
        with s.edit():
            s.fields.update({"isolation-field": "asimov-crater", "repulsor-field": "asimov-crater"})
        s.apply(f"discard {card} {args or field}")
        assert s.fields[field] == args


def test_repulsor_field_blocks_terraforming_landing_there_too():
    # 4 red ships, so the Terraforming Station may take a red 6 (1 fuel + 1 ore)
    s = G.setup(players=4, seed=9)
    with s.edit():
        s.fuel = [1, 0, 0, 0]
        s.ore = [1, 0, 0, 0]
        s.hands = [[], [], [], []]
        s.place("red4", "bay")
        s.fields["repulsor-field"] = "pohl-foothills"
    s.apply("roll 2 5 6 6")
    s.apply("dock terraforming-station 6")
    assert_illegal(s, "land pohl-foothills", "Repulsor Field")
    s.apply("land asimov-crater")
    assert s.colonies["asimov-crater"][RED] == 1

"""Each ship type, with the rulebook's worked examples where it gives numbers (Ships and Their Actions)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablebook.core import IllegalAction

from .phoenix_helpers import at_turn, bare_three_seats, build_station, play

RED, BLUE, YELLOW = 0, 1, 2


table = bare_three_seats


def test_dismantle_example_paul():
    """Paul's Level-2 Dismantle ship (cost 3, +1 metal) on his Level-1 Transport (6 metal): 7 metal."""
    s = table({"l2-dismantle-1": RED, "red-transport": RED})
    play(s, "dismantle l2-dismantle-1 red-transport")
    assert s.res[RED]["metal"] == 7 and s.gems[RED] == 17
    assert "red-transport" not in s.ships and s.ship_gems["l2-dismantle-1"] == 3


def test_dismantle_needs_an_unused_ship_of_your_own_and_never_itself():
    s = table({"l2-dismantle-1": RED, "red-transport": RED, "blue-transport": BLUE})
    with pytest.raises(IllegalAction, match="cannot dismantle itself"):
        s.apply("dismantle l2-dismantle-1 l2-dismantle-1")
    with pytest.raises(IllegalAction, match="is Blue's: a Dismantle ship dismantles only a ship of your own fleet"):
        s.apply("dismantle l2-dismantle-1 blue-transport")
    with s.edit():
        s.ship_gems["red-transport"] = 2
    problem = s.explain("dismantle l2-dismantle-1 red-transport")
    assert "is used (2 GEMs on it)" in problem.reason and "Dismantle Ship/Action" in str(problem.rule)


def test_construction_example_anna():
    """Sector 218 costs 9 metal; Anna's Level-3 Construction ship (cost 8) takes 2 off: she pays 7."""
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"111": []})
        s.market.append("218")
        s.res[RED]["metal"] = 7
    play(s, "construct l3-construction-1 218")
    assert s.res[RED]["metal"] == 0 and s.gems[RED] == 12 and s.stations[RED]["brown"] == ["111", "218"]


def test_the_station_rules_refuse_with_numbers():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"101": [], "111": [], "121": []})
        s.market += ["202", "312", "104"]
        s.res[RED]["metal"] = 30
    assert "Level-2 Sector before a Level-3" in s.explain("construct l3-construction-1 312").reason
    assert "already has its Level-1" in s.explain("construct l3-construction-1 104").reason
    with s.edit():
        s.res[RED]["metal"] = 5
    problem = s.explain("construct l3-construction-1 202")
    assert problem.reason == "Sector 202 costs 8 metal, 6 with your discounts; you have 5"
    assert str(problem.rule) == "Space Station Phoenix › Ships and Their Actions › Construction Ship/Action"


def test_a_fourth_wing_is_refused():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"101": [], "111": []})
        s.market += ["121"]
        s.res[RED]["metal"] = 30
        s.stations[RED]["gold"] = []  # pretend a third wing of another colour exists
    assert "three wings" in s.explain("construct l3-construction-1 121").reason


def test_when_built_effects_happen_at_once_without_residents():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"101": [], "201": []})
        s.market.append("302")
        s.res[RED]["metal"] = 30
    play(s, "construct l3-construction-1 302")
    assert s.points[RED] == 5  # Sector 302: when built, 5 points


def test_transport_example_sofia_and_the_transaction_limit():
    """A Level-2 Transport ship (cost 3) makes up to 4 transactions, any kinds, repeats allowed."""
    s = table({"l2-transport-1": RED})
    with s.edit():
        build_station(s, RED, {"121": []})
        s.res[RED] = {"food": 3, "water": 2, "metal": 2}
    play(s, "transport l2-transport-1", "deal alien pink 121", "deal gold 121", "deal trade metal metal food",
         "deal buy food")
    assert s.residents["121"] == ["pink", "gold"]
    assert s.res[RED] == {"food": 3, "water": 0, "metal": 0} and s.gems[RED] == 20 - 3 - 1 - 3
    assert s.phase() != "transaction"  # four made: the ship is done


def test_transport_needs_at_least_one_transaction():
    s = table({"red-transport": RED})
    play(s, "transport red-transport")
    assert "at least one transaction" in s.explain("deal stop").reason


def test_farm_and_ice_collector():
    s = table({"l2-farm-1": RED, "l3-ice-1": BLUE})
    play(s, "collect l2-farm-1")
    assert s.res[RED]["food"] == 4
    with s.edit():
        at_turn(s, BLUE)
    play(s, "collect l3-ice-1")
    assert s.res[BLUE]["water"] == 5


def test_diplomacy_example_kurt():
    """Kurt's Level-1 Diplomacy ship costs 3; the row above his marker on Construction costs 2."""
    s = table({"red-diplomacy": RED})
    with s.edit():
        s.diplomacy[RED]["construction"] = 1
    play(s, "diplomacy red-diplomacy construction")
    assert s.gems[RED] == 20 - 3 - 2 and s.diplomacy[RED]["construction"] == 2


def test_level_3_diplomacy_two_different_tracks():
    s = table({"l3-diplomacy-1": RED, "red-diplomacy": BLUE})
    assert "two different tracks" in s.explain("diplomacy l3-diplomacy-1 transport transport").reason
    play(s, "diplomacy l3-diplomacy-1 dismantle transport")
    assert s.diplomacy[RED]["transport"] == 1 and s.diplomacy[RED]["dismantle"] == 1
    assert s.gems[RED] == 20 - 4 - 1 - 1


def test_expedition_dice_have_exact_outcomes():
    s = table({"red-expedition": RED})
    play(s, "expedition red-expedition")
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    assert sum(outcomes.values()) == 1
    # six dice all Human: (1/6)^6; exactly the die faces 2 food, 2 water, 1 metal, 1 Human
    assert outcomes["roll 0 0 0 6"] == Fraction(1, 6 ** 6)
    # 2 food, 2 water, 1 metal, 1 Human: 6! / (2! 2! 1! 1!) = 180 orders, each (1/3)^4 (1/6)^2
    assert outcomes["roll 2 2 1 1"] == 180 * Fraction(1, 3) ** 4 * Fraction(1, 6) ** 2


def test_expedition_example_matthew_keeps_four_including_the_human():
    """Matthew rolls 4 food, 1 metal, 1 Human and keeps 2 food, 1 metal and the Human (capacity 4)."""
    s = table({"red-expedition": RED})
    with s.edit():
        build_station(s, RED, {"101": []})
    play(s, "expedition red-expedition", "roll 4 0 1 1", "keep food", "keep food", "keep metal")
    assert s.gems[RED] == 17
    with s.edit():
        s.res[RED]["water"] = 1
    play(s, "keep recruit 101")  # pays 1 food + 1 water + 1 metal, including what he just gained
    assert s.residents["101"] == ["human"] and s.res[RED] == {"food": 1, "water": 0, "metal": 0}
    assert s.phase() != "keep"  # capacity 4 used: no fifth die


def test_every_kept_die_uses_capacity_even_observing():
    s = table({"red-expedition": RED})
    play(s, "expedition red-expedition", "roll 0 0 0 6", "keep observe", "keep observe", "keep observe",
         "keep observe")
    assert s.points[RED] == 4 and s.phase() != "keep"


def test_level_3_diplomacy_may_advance_one_track_and_no_marker_passes_the_top():
    """Diplomacy Ship/Action: "Players are allowed to use a Level-3 Diplomacy ship to advance only one space on just
    one track"; "Once a token reaches the top space, it cannot advance further"."""
    s = table({"l3-diplomacy-1": RED})
    with s.edit():
        s.diplomacy[RED]["expedition"] = 5
    assert "top space" in s.explain("diplomacy l3-diplomacy-1 expedition").reason
    play(s, "diplomacy l3-diplomacy-1 construction")
    assert s.diplomacy[RED] == {"dismantle": 0, "construction": 1, "transport": 0, "expedition": 5}


@pytest.mark.parametrize("dice", range(1, 9))
def test_a_sampled_roll_is_the_exact_walks_outcome_at_every_boundary(dice):
    """The sample compares a float draw with float edges: at each exact running sum of the chances, and at the floats
    beside it, it picks the outcome that walking the exact fractions (the kernel's default sampling) picks."""
    from itertools import accumulate
    from math import nextafter

    from tablebook.games.space_station_phoenix.ships import roll_actions, sample_roll

    outcomes = roll_actions(dice)
    sums = list(accumulate(p for _, p in outcomes))

    def walked(r):
        pick = Fraction(r)
        for action, p in outcomes:
            pick -= p
            if pick < 0:
                return action
        return outcomes[-1][0]

    draws = [float(x) for x in sums] + [nextafter(float(x), 0.0) for x in sums] + [nextafter(float(x), 1.0) for x in sums]
    for r in [r for r in draws if 0 <= r < 1] + [0.0, 0.5, 1 - 2 ** -53]:
        assert sample_roll(dice, r) == walked(r), r

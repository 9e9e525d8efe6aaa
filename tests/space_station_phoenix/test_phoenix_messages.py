"""Ten mistakes a learner plausibly makes, each refused with the rule that forbids it, in the rule's words and
with the numbers of the position (the rulebook section cited is the one that states the rule)."""

from __future__ import annotations

import pytest

from .phoenix_helpers import bare_three_seats, build_station, play

RED, BLUE, YELLOW = 0, 1, 2


def position():
    """Red to act: a used Transport of their own, a Dismantle ship, a Level-1 Diplomacy ship, a Level-3
    Construction ship; Red's Neutral Ship token is on the neutral Farm; a teal Level-1 Sector with one resident
    and an empty brown one."""
    s = bare_three_seats({"red-transport": RED, "red-dismantle": RED, "red-diplomacy": RED, "l3-construction-1": RED,
                          "blue-transport": BLUE, "neutral-3": None, "neutral-5": None}, gems=(12, 0, 0))
    with s.edit():
        build_station(s, RED, {"101": ["teal"], "111": []})
        s.market += ["201", "311", "102"]
        s.res[RED] = {"food": 1, "water": 1, "metal": 3}
        s.ship_gems["red-transport"] = 2
        s.neutral_token[RED] = "neutral-5"
        s.ship_gems["neutral-5"] = 3
    return s


MISTAKES = [
    # a used ship (GEMs on it) again
    ("transport red-transport", "the red Level-1 Transport is used: it holds 2 GEMs (only an unused ship may be used)",
     "Turn Option A: Use a Ship Action"),
    # another player's ship dismantled
    ("dismantle red-dismantle blue-transport", "the blue Level-1 Transport is Blue's: a Dismantle ship dismantles only "
     "a ship of your own fleet", "Dismantle Ship/Action"),
    # the Dismantle ship dismantling itself
    ("dismantle red-dismantle red-dismantle", "the Dismantle ship cannot dismantle itself", "Dismantle Ship/Action"),
    # a used ship dismantled
    ("dismantle red-dismantle red-transport", "is used (2 GEMs on it): only an unused ship may be dismantled",
     "Dismantle Ship/Action"),
    # a Level-3 Sector on a wing without its Level-2
    ("construct l3-construction-1 311", "the brown wing needs its Level-2 Sector before a Level-3 one (Level 1 → 2 → 3)",
     "Station Construction Rules"),
    # a second Level-1 Sector in a wing
    ("construct l3-construction-1 102", "the teal wing already has its Level-1 Sector (one of each level per wing)",
     "Station Construction Rules"),
    # not enough metal, discount counted
    ("construct l3-construction-1 201", "Sector 201 costs 8 metal, 6 with your discounts; you have 3",
     "Construction Ship/Action"),
    # a second neutral ship before Income
    ("transport neutral-3", "your Neutral Ship token is on neutral-5: no other neutral ship until your next Income",
     "The Neutral Ships"),
    # a Level-1 Diplomacy ship on two tracks
    ("diplomacy red-diplomacy dismantle transport", "the red Level-1 Diplomacy advances on one track; only a Level-3 "
     "Diplomacy ship advances on two different tracks", "Diplomacy Ship/Action"),
    # a resident moved on a ship turn
    ("move 101 teal 111", "residents move from one Sector to another only during the Income action, after the income "
     "(1 GEM each); now Red takes a turn", "General Placement Rules for Residents"),
]


@pytest.mark.parametrize("action, words, section", MISTAKES)
def test_each_mistake_is_refused_with_its_rule(action, words, section):
    problem = position().explain(action)
    assert problem is not None and words in problem.reason
    assert str(problem.rule).endswith(section)


def test_income_with_more_than_seven_gems_and_no_used_ship_names_the_three_conditions():
    s = bare_three_seats({"red-transport": RED}, gems=(8, 0, 0))
    problem = s.explain("income")
    assert problem.reason == ("Income needs 7 GEMs or fewer (you have 8), a used ship of your own (none is), or no "
                              "possible ship action (there is one)")
    assert str(problem.rule).endswith("Turn Option B: Take Income")


def test_a_pink_alien_in_a_teal_sector_and_a_gold_alien_without_its_gem():
    s = bare_three_seats({"l2-transport-1": RED}, gems=(3, 0, 0))
    with s.edit():
        build_station(s, RED, {"101": []})
        s.res[RED] = {"food": 2, "water": 2, "metal": 0}
    play(s, "transport l2-transport-1")
    problem = s.explain("deal alien pink 101")
    assert problem.reason == "a pink Alien lives only in a pink Sector; Sector 101 is teal"
    assert str(problem.rule).endswith("General Placement Rules for Residents")
    assert s.explain("deal gold 101").reason == "a gold Alien costs 1 food + 1 water + 1 GEM; you have food 2, water 2, 0 GEMs"


def test_a_die_kept_past_the_capacity_and_a_transaction_past_the_ships_number():
    s = bare_three_seats({"red-expedition": RED, "red-transport": RED, "blue-diplomacy": BLUE})
    play(s, "expedition red-expedition", "roll 6 0 0 0", "keep food", "keep food", "keep food", "keep food")
    problem = s.explain("keep food", RED)  # capacity 4 used: the Expedition is over, Blue is to act
    assert problem.reason.startswith("It is not Red's decision now")
    problem = s.explain("keep food")
    assert problem.reason.startswith("Expedition dice are kept only during an Expedition, up to its capacity: every "
                                     "die kept uses 1, a Human's too; now Blue takes a turn")
    assert str(problem.rule).endswith("Expedition Die Roll Rules")
    s = bare_three_seats({"red-transport": RED, "blue-diplomacy": BLUE})
    play(s, "transport red-transport", "deal buy food", "deal buy food", "deal buy food")
    problem = s.explain("deal buy food")
    assert problem.reason.startswith("transport transactions are made only with a Transport ship, up to the number it "
                                     "shows")
    assert str(problem.rule).endswith("Transport Ship/Action")

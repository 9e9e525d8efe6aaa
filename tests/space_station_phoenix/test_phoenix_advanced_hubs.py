"""Advanced Hubs A-6, A-8, A-11 and A-12 (rulebook › Reference Guide › Advanced Hubs), numbers by hand."""

from __future__ import annotations

from tablebook.games.space_station_phoenix.data import COLOURS, SECTORS
from tablebook.games.space_station_phoenix.setup import hub_setup

from .phoenix_helpers import bare_three_seats, build_station, play

RED, BLUE, YELLOW = 0, 1, 2


def table(ships, gems=(20, 20, 20), hub="A-6"):
    return bare_three_seats(ships, gems, hubs=(hub, "B-7", "B-7"))


# --- A-6: "a random selection of extra Sectors, one of each color at each level (9 total Sectors) … you can
# build from these, but other players cannot … construction at a discount of 1 metal … 1 point extra for
# every Sector you have built" ----------------------------------------------------------------------------
def test_a6_setup_deals_nine_private_sectors_one_per_colour_and_level_from_the_box():
    s = table({})
    with s.edit():
        display = list(s.market)
        hub_setup(s, {"seat": RED})
    private = s.private[RED]
    assert sorted((SECTORS[x]["level"], SECTORS[x]["colour"]) for x in private) == \
        sorted((level, colour) for level in (1, 2, 3) for colour in COLOURS)
    assert not set(private) & set(display) and s.market == display  # extra Sectors: the display is untouched
    assert s.private[BLUE] == s.private[YELLOW] == []


def test_a6_builds_from_its_private_market_one_metal_cheaper_and_nobody_else_may():
    s = table({"red-construction": RED, "blue-construction": BLUE})
    with s.edit():
        s.private[RED] = ["107"]  # Level-1 teal, 5 metal; never in a first game's display (…1–…4)
        s.res[RED]["metal"] = 4
    assert "construct red-construction 107" in [str(a) for a in s.legal_actions()]
    play(s, "construct red-construction 107")  # 5 − 0 (Level-1 ship) − 1 (A-6) = 4
    assert s.res[RED]["metal"] == 0 and s.stations[RED] == {"teal": ["107"]} and s.private[RED] == []
    s = table({"red-construction": RED, "blue-construction": BLUE})
    with s.edit():
        s.private[BLUE], s.hubs[BLUE] = ["107"], "A-6"
        s.res[RED]["metal"] = 9
    assert "Blue's private market" in s.explain("construct red-construction 107").reason
    assert all(a.args[1] != "107" for a in s.legal_actions("construct"))


def test_a6_discount_applies_to_the_display_too_and_scores_one_per_sector():
    s = table({"red-construction": RED})
    with s.edit():
        s.market.append("117")  # Level-1 brown, 5 metal
        s.res[RED]["metal"] = 4
    play(s, "construct red-construction 117")
    assert s.res[RED]["metal"] == 0
    with s.edit():
        build_station(s, RED, {"101": [], "201": [], "111": []})
    bonus = [i.points for i in s.score_breakdown(RED) if i.source == "station bonuses"]
    assert bonus == [3]


# --- A-8: "In lieu of a normal turn, you may pay 1 food, 1 water, and 1 metal to gain a Human, place it in
# living quarters on your station, and then take income (so the new Human affects income). Discounts for
# gaining Humans (e.g., from Sector 215) do apply" ----------------------------------------------------------
def test_a8_a_human_then_income_and_the_new_human_counts_at_once():
    s = table({"red-transport": RED, "red-dismantle": RED}, gems=(0, 20, 20), hub="A-8")
    with s.edit():
        build_station(s, RED, {"101": ["teal", "teal"]})  # quarters: GEMs, water, the "food or water" ability
        s.res[RED] = {"food": 1, "water": 1, "metal": 1}
    assert s.describe_now().endswith("a ship action or Income, or a Human then Income (Hub A-8)")
    assert s.label("recruit 101") == "A Human in 101 (metal + water + food), then Income"
    play(s, "recruit 101")
    assert s.residents["101"] == ["teal", "teal", "human"] and s.supply["human"] == 20 - 1
    # Income: 2 ships × 1 GEM, 101's GEM and water quarters, and its ability (the Human's quarter) at once
    assert s.phase() == "pick" and s.gems[RED] == 0 + 2 + 1
    play(s, "take food", "done")
    assert s.res[RED] == {"food": 1, "water": 1, "metal": 0} and s.active == BLUE


def test_a8_human_discounts_apply_and_the_income_conditions_hold():
    s = table({"red-transport": RED}, gems=(0, 20, 20), hub="A-8")
    with s.edit():
        build_station(s, RED, {"111": ["brown"] * 3, "215": ["brown"] * 5, "101": []})
        s.res[RED] = {"food": 1, "water": 1, "metal": 0}
    play(s, "recruit 101")  # 215: Humans cost 1 resource less (the metal)
    assert s.res[RED]["food"] == 0 and s.res[RED]["water"] == 0 and s.residents["101"] == ["human"]
    s = table({"red-transport": RED}, gems=(8, 20, 20), hub="A-8")
    with s.edit():
        build_station(s, RED, {"101": []})
        s.res[RED] = {"food": 1, "water": 1, "metal": 1}
    assert "Income needs 7 GEMs or fewer" in s.explain("recruit 101").reason  # 8 GEMs, an unused ship to use
    s = table({"red-transport": RED}, gems=(0, 20, 20), hub="A-7")
    assert "only Hub A-8" in s.explain("recruit 101").reason


# --- A-11: "take from the supply one of each type of resident … The first five times you take an income
# action, after you complete your income, you must move one of these five residents from your Hub onto a
# legal Sector for no cost. If there is no legal place to move one of them, then one must be returned to the
# supply. The income listed under these five residents on the Hub is gained as long as those spaces are
# occupied" (the icons under them are our estimate: teal water, brown metal, pink food, gold and Human 1 GEM)
def a11_table(sectors):
    s = table({}, gems=(0, 20, 20), hub="A-11")
    with s.edit():
        supply = dict(s.supply)
        hub_setup(s, {"seat": RED})
        s.gems[RED], s.res[RED] = 0, {"food": 0, "water": 0, "metal": 0}  # forget the Hub's back
        build_station(s, RED, sectors)
    return s, supply


def test_a11_five_residents_from_the_supply_pay_income_then_one_settles_free():
    s, supply = a11_table({"101": [], "111": ["brown"] * 3})
    assert sorted(s.hub_residents[RED]) == ["brown", "gold", "human", "pink", "teal"]
    assert all(s.supply[k] == supply[k] - 1 for k in ("teal", "brown", "pink", "gold", "human"))
    play(s, "income")  # no ships; 111's GEM and metal quarters; the Hub's five spaces
    assert s.gems[RED] == 1 + 2 and s.res[RED] == {"food": 1, "water": 1, "metal": 1 + 1}
    play(s, "done")  # the paid moves come first, then the Hub's free one
    assert s.phase() == "settle" and "Sector 111 has no empty living quarters" in s.explain("settle human 111").reason
    assert "can live in Sector" in s.explain("return hub teal").reason  # a resident fits: none goes back
    gems = s.gems[RED]
    play(s, "settle teal 101")
    assert s.residents["101"] == ["teal"] and "teal" not in s.hub_residents[RED] and s.gems[RED] == gems
    assert s.active == BLUE
    with s.edit():
        s.active, s.gems[RED], s.res[RED] = RED, 0, {"food": 0, "water": 0, "metal": 0}
    play(s, "income", "done")  # the teal space is empty now: no water; 101's GEM quarter pays
    assert s.gems[RED] == 1 + 1 + 2 and s.res[RED] == {"food": 1, "water": 0, "metal": 2}


def test_a11_with_no_legal_place_one_resident_goes_back_and_after_five_incomes_nothing_is_asked():
    s, supply = a11_table({"111": ["brown"] * 3})  # full: nobody fits anywhere
    play(s, "income", "done")
    assert s.phase() == "settle" and not s.legal_actions("settle")
    play(s, "return hub gold")
    assert "gold" not in s.hub_residents[RED] and s.supply["gold"] == supply["gold"]
    with s.edit():
        s.hub_residents[RED], s.active = [], RED
    play(s, "income", "done")
    assert s.active == BLUE  # an empty Hub asks nothing more


# --- A-12: "At the end of each income phase, return one Alien, one Human, or one Sector to the supply. If
# you are unable to do so, lose 5 points immediately, going negative if necessary." --------------------------
def test_a12_returns_a_resident_after_income_and_the_others_slide_left():
    s = table({}, gems=(0, 20, 20), hub="A-12")
    with s.edit():
        build_station(s, RED, {"103": ["gold", "teal", "human"]})
    teal = s.supply["teal"]
    play(s, "income", "done")
    assert s.phase() == "return" and "nothing can be returned" in s.explain("lose").reason
    play(s, "return 103 teal")
    assert s.residents["103"] == ["gold", "human"] and s.supply["teal"] == teal + 1 and s.active == BLUE


def test_a12_returns_the_top_sector_of_a_wing_with_its_residents_to_the_display():
    s = table({}, gems=(0, 20, 20), hub="A-12")
    with s.edit():
        build_station(s, RED, {"101": ["teal"], "201": ["human", "teal"]})
    humans, teal = s.supply["human"], s.supply["teal"]
    play(s, "income", "done")
    assert "not the top of its wing" in s.explain("return 101").reason
    play(s, "return 201")
    assert s.stations[RED] == {"teal": ["101"]} and "201" in s.market and "201" not in s.residents
    assert (s.supply["human"], s.supply["teal"]) == (humans + 1, teal + 1)


def test_a12_with_nothing_to_return_loses_five_points_going_negative():
    s = table({"neutral-1": None}, gems=(0, 20, 20), hub="A-12")  # a ship to use, or the table has stalled
    with s.edit():
        s.points[RED] = 3
    play(s, "income", "done")
    assert [str(a) for a in s.legal_actions()] == ["lose"]
    play(s, "lose")
    assert s.points[RED] == 3 - 5 and s.active == BLUE

"""Each Hub and Sector ability of the Reference Guide not tried elsewhere, against its own words: the expected
gain is typed from the Reference Guide's text (icons lost in the extracted text, "2 [icon]", are GEMs as the
package docstring says), and measured as the difference the ability makes to the same play without it.

Most abilities are data read by a few engine kinds (a ship bonus, an end bonus, an income power …), so a wrong
entry in the data would otherwise pass every test of the kinds."""

from __future__ import annotations

import pytest

from tablebook.games.space_station_phoenix.data import SECTORS

from .phoenix_helpers import at_turn, bare_three_seats, build_station, play

RED, BLUE, YELLOW = 0, 1, 2
# income-only Sectors (not in the Reference Guide) that fill the lower levels of a wing
FILLER = {"teal": ("102", "202"), "brown": ("113", "213"), "pink": ("123", "223")}
SHIPS = {"red-dismantle": RED, "red-construction": RED, "red-transport": RED, "red-expedition": RED,
         "red-diplomacy": RED, "l2-farm-1": RED}
PLAYS = {
    "dismantle": ("dismantle red-dismantle l2-farm-1",),
    "transport": ("transport red-transport", "deal buy food", "deal stop"),
    "expedition": ("expedition red-expedition", "roll 6 0 0 0", "keep stop"),
    "diplomacy": ("diplomacy red-diplomacy dismantle",),
    "construction": ("construct red-construction 103",),  # a teal Level-1 Sector, income only
}


def station(sid: str, residents=None) -> dict:
    """Sector ``sid`` with every quarter filled with Aliens of its colour, under empty fillers of its wing."""
    colour, level = SECTORS[sid]["colour"], SECTORS[sid]["level"]
    wing = {x: [] for x in FILLER[colour][: level - 1]}
    wing[sid] = residents if residents is not None else [colour] * SECTORS[sid]["quarters"]
    return wing


def table(sectors: dict, hub="B-3", gems=20):
    s = bare_three_seats(SHIPS, gems=(gems, 20, 20), hubs=(hub, "B-3", "B-3"))
    with s.edit():
        build_station(s, RED, sectors)
        s.market.append("103")
        s.res[RED] = {"food": 0, "water": 0, "metal": 5}
    return s


def held(s) -> dict:
    return {"gems": s.gems[RED], "points": s.points[RED], **s.res[RED]}


def gain_of(ship: str, sectors: dict, hub="B-3") -> dict:
    """What Red's holdings gain from one ``ship`` action with ``sectors`` (and ``hub``) more than with none."""
    def after(sectors, hub):
        s = table(sectors, hub)
        before = held(s)
        play(s, *PLAYS[ship])
        return {k: v - before[k] for k, v in held(s).items()}
    with_it, without = after(sectors, hub), after({}, "B-3")
    return {k: with_it[k] - without[k] for k in with_it if with_it[k] != without[k]}


@pytest.mark.parametrize("ship, sid, hub, wanted", [
    ("dismantle", "104", "B-3", {"gems": 3}),                           # "gain 3 GEMs"
    ("expedition", "105", "B-3", {"gems": 2}),                          # "gain 2 [icon]"
    ("transport", "107", "B-3", {"gems": 2}),                           # "gain 2 [icon]"
    ("transport", "116", "B-3", {"points": 1}),                         # "gain 1 point"
    ("construction", "122", "B-3", {"points": 2}),                      # "gain 2 points"
    ("dismantle", "212", "B-3", {"metal": 2}),                          # "gain 2 extra metal"
    ("dismantle", "304", "B-3", {"metal": 3}),                          # "gain 3 extra metal"
    ("dismantle", "312", "B-3", {"food": 1, "water": 1}),               # "gain 1 food and 1 water"
    ("expedition", "321", "B-3", {"food": 1, "water": 1}),              # "gain 1 food and 1 water"
    ("transport", "324", "B-3", {"food": 1, "water": 1}),               # "you get one food and one water"
    ("transport", "328", "B-3", {"metal": 1}),                          # "gain 1 metal"
    ("dismantle", None, "B-2", {"metal": 1, "food": 1, "water": 1}),    # "gain 1 extra metal, food, and water"
    ("diplomacy", None, "A-7", {"points": 1}),                          # "you gain 1 point"
    ("dismantle", None, "A-12", {"metal": 1}),                          # "gain 1 extra metal"
])
def test_ship_bonuses(ship, sid, hub, wanted):
    assert gain_of(ship, station(sid) if sid else {}, hub) == wanted


MIXED = {"102": ["teal", "teal"], "113": ["brown", "brown", "human"], "123": ["pink", "pink", "pink"],
         "223": ["pink", "human", "gold", "gold"]}  # 2 teal, 2 brown, 4 pink, 2 gold, 2 Humans
THREE_L3 = {"102": [], "202": [], "302": [], "113": [], "213": [], "313": []}


def end_bonus(sectors: dict, hub="B-3", ships=0) -> int:
    s = bare_three_seats({f"l2-farm-{i}": RED for i in range(1, ships + 1)}, hubs=(hub, "B-3", "B-3"))
    with s.edit():
        build_station(s, RED, sectors)
    return sum(i.points for i in s.score_breakdown(RED) if i.source == "station bonuses")


@pytest.mark.parametrize("sectors, hub, ships, wanted", [
    ({"102": ["teal"] * 2, "202": [], "306": ["teal"] * 5}, "B-3", 0, 7),              # 306: 1 per teal Alien
    ({"102": [], "202": ["human"] * 4, "308": ["human"] * 5}, "B-3", 0, 9),            # 308: 1 per Human
    ({"123": ["pink"] * 3, "223": [], "325": ["pink"] * 5}, "B-3", 0, 8),              # 325: 1 per pink Alien
    ({"123": ["human"], "223": [], "327": ["pink"] * 4 + ["human"]}, "B-3", 0, 2),     # 327: 1 per Human
    ({"123": [], "223": [], "327": ["pink"] * 4}, "B-3", 0, 0),                        # … only when occupied
    (THREE_L3, "B-1", 0, 4),                                                            # B-1: 2 per Level-3 Sector
    (MIXED, "B-4", 0, 2), (MIXED, "B-12", 0, 2),                                        # 1 per Human
    (MIXED, "B-6", 0, 2), (MIXED, "B-7", 0, 2),                                         # 1 per brown Alien
    (MIXED, "B-8", 0, 2), (MIXED, "B-9", 0, 2),                                         # 1 per teal Alien
    (MIXED, "B-10", 0, 4), (MIXED, "B-11", 0, 4),                                       # 1 per pink Alien
    ({}, "A-4", 3, 6),                                                                  # 2 per ship left
    ({}, "A-1", 0, 20), ({}, "A-1", 2, 10), ({}, "A-1", 3, 5), ({}, "A-1", 4, 0),       # 20/15/10/5
    (THREE_L3, "A-6", 0, 6),                                                            # 1 per Sector built
])
def test_end_bonuses(sectors, hub, ships, wanted):
    assert end_bonus(sectors, hub, ships) == wanted


def income_gain(sectors: dict, hub: str) -> dict:
    """What Red's Income gains with ``hub`` more than with Hub B-3 (1 GEM per ship, no income power)."""
    def after(hub):
        s = bare_three_seats({}, gems=(0, 0, 0), hubs=(hub, "B-3", "B-3"))
        with s.edit():
            build_station(s, RED, sectors)
        play(s, "income")
        return held(s)
    with_it, without = after(hub), after("B-3")
    return {k: with_it[k] - without[k] for k in with_it if with_it[k] != without[k]}


NINE_BROWN = {"113": ["brown"] * 3, "213": ["brown"] * 4, "313": ["brown"] * 2}
NINE_TEAL = {"102": ["teal"] * 2, "202": ["teal"] * 4, "302": ["teal"] * 3}
FIVE_PINK = {"123": ["pink"] * 3, "223": ["pink"] * 2}
FIVE_HUMANS = {"102": ["human"] * 2, "202": ["human"] * 3}


@pytest.mark.parametrize("sectors, hub, wanted", [
    ({}, "B-6", {"points": 1}),               # "During income, gain 1 point"
    (NINE_BROWN, "B-7", {"water": 2}),        # "1 water for every 4 brown Aliens (rounded down)"
    (NINE_TEAL, "B-9", {"food": 2}),          # "1 food for every 4 teal Aliens (rounded down)"
    (FIVE_PINK, "B-10", {"gems": 2}),         # "1 [icon] for every 2 pink Aliens (rounded down)"
    (FIVE_HUMANS, "B-4", {"gems": 2}),        # "an extra [icon] for every 2 Humans"
    ({}, "A-2", {"gems": 3}),                 # "gain an extra 3 [icon]"
])
def test_hub_income_powers(sectors, hub, wanted):
    assert income_gain(sectors, hub) == wanted


def test_308_income_one_per_two_humans():
    """308: "During income, gain 1 [icon] for every 2 Humans" (306 has the same quarters and no income power)."""
    def gems_after(sid):
        s = bare_three_seats({}, gems=(0, 0, 0))
        with s.edit():
            build_station(s, RED, {"102": [], "202": ["human"] * 4, sid: ["teal", "human", "teal", "teal", "teal"]})
        return play(s, "income").gems[RED]
    assert gems_after("308") - gems_after("306") == 5 // 2


def test_b8_income_food_or_water():
    s = bare_three_seats({}, gems=(0, 0, 0), hubs=("B-8", "B-3", "B-3"))
    play(s, "income")
    assert s.phase() == "pick" and s.agenda[-1]["options"] == ["food", "water"]


def build(sid: str, hub="B-3"):
    """Red builds ``sid`` with a Level-3 Construction ship on a wing of its colour's fillers."""
    s = bare_three_seats({"l3-construction-1": RED}, hubs=(hub, "B-3", "B-3"))
    with s.edit():
        colour = SECTORS[sid]["colour"]
        build_station(s, RED, {x: [] for x in FILLER[colour][: SECTORS[sid]["level"] - 1]})
        s.market.append(sid)
        s.res[RED]["metal"] = 20
    return play(s, f"construct l3-construction-1 {sid}")


@pytest.mark.parametrize("sid, points", [("313", 5), ("317", 10)])
def test_when_built_points(sid, points):
    assert build(sid).points[RED] == points


@pytest.mark.parametrize("sid, kinds, n", [("307", ["human"], 1), ("318", ["human"], 1), ("324", ["pink"], 2)])
def test_when_built_residents(sid, kinds, n):
    s = build(sid)
    for _ in range(n):
        assert s.phase() == "place" and s.agenda[-1]["kinds"] == kinds
        play(s, f"place {kinds[0]} {sid}")
    assert s.residents[sid] == kinds * n


def test_321_when_built_rolls_seven_dice_and_keeps_five_and_301_gives_an_extra_turn():
    s = build("321")
    assert s.agenda[-1]["dice"] == 7 and s.agenda[-2]["capacity"] == 5
    s = build("301")
    assert s.active == RED and s.phase() == "turn"


@pytest.mark.parametrize("sectors, hub, dice, capacity, cost", [
    ({"113": [], "213": [], "314": ["brown"] * 4}, "B-3", 6, 5, 3),      # 314: capacity +1
    ({"123": [], "223": [], "327": ["pink"] * 5}, "B-3", 8, 4, 3),       # 327: roll 2 extra dice
    ({}, "A-8", 7, 5, 3),                                                # 1 extra die, 1 more kept
    ({}, "A-10", 7, 5, 2),                                               # the same, and 1 GEM less
    ({}, "A-12", 6, 5, 3),                                               # capacity +1
])
def test_expedition_dice_capacity_and_cost(sectors, hub, dice, capacity, cost):
    s = bare_three_seats({"red-expedition": RED}, hubs=(hub, "B-3", "B-3"))
    with s.edit():
        build_station(s, RED, sectors)
    play(s, "expedition red-expedition")
    assert (s.agenda[-1]["dice"], s.agenda[-2]["capacity"], s.ship_gems["red-expedition"]) == (dice, capacity, cost)


def test_a10_and_a5_lower_other_players_ships_but_a5_not_your_own():
    """A-10: "When using any Expedition ship, pay 1 fewer"; A-5: "When using an opponent's ship or a neutral ship,
    pay 1 fewer" (own ships full price); the owner's fee stays."""
    s = bare_three_seats({"blue-expedition": BLUE}, hubs=("A-10", "B-3", "B-3"))
    play(s, "expedition blue-expedition")
    assert s.ship_gems["blue-expedition"] == 3 - 1 and s.gems[BLUE] == 20 + 1
    s = bare_three_seats({"red-transport": RED, "l2-transport-1": BLUE}, hubs=("A-5", "B-3", "B-3"))
    play(s, "transport red-transport", "deal buy food", "deal stop")
    assert s.ship_gems["red-transport"] == 2
    with s.edit():
        at_turn(s, RED)
    play(s, "transport l2-transport-1", "deal buy food", "deal stop")
    assert s.ship_gems["l2-transport-1"] == 3 - 1 and s.gems[BLUE] == 20 + 2


def ship_turn(ship_play, sectors, hub="B-3", res=None):
    s = bare_three_seats({"red-dismantle": RED, "red-transport": RED, "red-expedition": RED, "red-diplomacy": RED,
                          "l3-construction-1": RED, "l2-farm-1": RED}, hubs=(hub, "B-3", "B-3"))
    with s.edit():
        build_station(s, RED, sectors)
        s.market += [x for x in ("103", "302") if x not in s.market]
        s.res[RED] = res or {"food": 3, "water": 3, "metal": 3}
    return play(s, *ship_play)


DIPLOMACY = ("diplomacy red-diplomacy dismantle",)
TRANSPORT = ("transport red-transport", "deal buy food", "deal stop")


def test_choices_after_a_ship_112_and_125():
    s = ship_turn(DIPLOMACY, station("112"))                      # "gain one of any resource"
    assert s.phase() == "pick" and s.agenda[-1]["options"] == ["food", "water", "metal"]
    s = ship_turn(("dismantle red-dismantle l2-farm-1",), station("125"))   # "gain 1 food or 1 water"
    assert s.phase() == "pick" and s.agenda[-1]["options"] == ["food", "water"]


@pytest.mark.parametrize("ship_play, sectors, hub, kinds", [
    (TRANSPORT, {**station("303"), "123": []}, "B-3", ["human"]),                       # 303: 1 Human, free
    (DIPLOMACY, {**station("318"), "123": []}, "B-3", ["human"]),                       # 318: 1 Human
    (DIPLOMACY, {"123": []}, "B-12", ["human"]),                                        # B-12: 1 Human
    (TRANSPORT, {**station("325"), "102": []}, "B-3", ["teal", "brown", "pink", "gold"]),  # 325: any, gold too
])
def test_free_residents_after_a_ship(ship_play, sectors, hub, kinds):
    s = ship_turn(ship_play, sectors, hub)
    res = dict(s.res[RED])
    assert s.phase() == "place" and s.agenda[-1]["kinds"] == kinds
    play(s, f"place {kinds[-1]} 123" if "123" in sectors else "place gold 102")
    assert s.res[RED] == res  # without paying resources


def test_b1_and_227_an_alien_of_the_built_colour_when_constructing():
    for sectors, hub in (({}, "B-1"), (station("227"), "B-3")):
        s = ship_turn(("construct l3-construction-1 103",), sectors, hub, res={"food": 0, "water": 0, "metal": 5})
        assert s.phase() == "place" and s.agenda[-1]["kinds"] == ["teal"]


def test_a3_rolls_three_dice_keeping_two_after_a_transport_ship():
    s = ship_turn(TRANSPORT, {}, "A-3")
    assert s.agenda[-1]["dice"] == 3 and s.agenda[-2]["capacity"] == 2


def test_on_human_115_point_and_126_gems():
    """115: "When gaining a Human, gain 1 point"; 126: "gain 2 [icon]"."""
    s = ship_turn(("expedition red-expedition", "roll 0 0 0 6", "keep recruit 102"),
                  {**station("115"), **station("126"), "102": []})
    assert s.residents["102"] == ["human"]
    assert s.points[RED] == 1 and s.gems[RED] == 20 - 3 + 2


def test_108_lets_teal_sectors_take_aliens_of_any_colour():
    s = ship_turn(("transport red-transport",), {"108": ["teal", "teal"], "202": []})
    play(s, "deal alien pink 202")
    assert s.residents["202"] == ["pink"]
    s = ship_turn(("transport red-transport",), {"108": ["teal"], "202": []})
    assert not s.is_legal("deal alien pink 202")


def test_offers_208_extra_turn_and_322_a_human():
    s = ship_turn(DIPLOMACY, station("208"))
    assert (s.phase(), s.agenda[-1]["cost"], s.agenda[-1]["then"]) == ("offer", 3, "extra-turn")
    play(s, "accept")
    assert s.active == RED and s.phase() == "turn"
    s = ship_turn(("expedition red-expedition", "roll 6 0 0 0", "keep stop"), {**station("322"), "102": []})
    assert (s.phase(), s.agenda[-1]["cost"], s.agenda[-1]["then"]) == ("offer", 4, "human")


def test_income_225_expedition_and_228_offer():
    s = bare_three_seats({}, gems=(5, 0, 0))
    with s.edit():
        build_station(s, RED, station("225"))
    play(s, "income")
    assert s.agenda[-1]["dice"] == 2 and s.agenda[-2]["capacity"] == 1   # "rolling 2 dice and keeping 1"
    s = bare_three_seats({}, gems=(5, 0, 0))
    with s.edit():
        build_station(s, RED, station("228"))
    play(s, "income", "accept", "take metal", "take food")             # "spend 4 to gain 2 resources"
    assert s.res[RED] == {"food": 2, "water": 1, "metal": 1}               # 228's own water and food quarters too


def test_a9_builds_a_level_3_sector_first():
    s = ship_turn(("construct l3-construction-1 302",), {}, "A-9", res={"food": 0, "water": 0, "metal": 20})
    assert s.stations[RED] == {"teal": ["302"]}

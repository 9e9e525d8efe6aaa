"""The rulebook's worked examples not covered elsewhere, played move by move; every expected number is read
from the example's text (icons lost in the extracted text are named where the example fixes them, and taken
as the data's kinds otherwise: GEMs for "2 [icon]" of Sectors 105 and 107, the Diplomacy bonuses' kinds).

Covered in other files: Paul's dismantle, Anna's construction, Sofia's transport, Matthew's expedition and
Kurt's diplomacy (test_phoenix_ships); the sole-leader example, Alayna's and Dan's (test_phoenix_learners);
the scoring example (test_phoenix_scoring_example)."""

from __future__ import annotations

from .phoenix_helpers import at_turn, bare_three_seats, build_station, play

RED, BLUE, YELLOW = 0, 1, 2  # Rick, Bianca, Yvette in the Example Turns (their colours)
RICK, BIANCA, YVETTE = RED, BLUE, YELLOW


def test_tied_leaders_example():
    """Diplomacy Board › Tied leaders example: Blue uses a Terran Expedition ship; Red and Blue tied for the lead
    may take 2 or 1 (the spaces below them); Green (here Yellow), behind, only the 1; Yellow on the start space
    nothing (three seats here)."""
    s = bare_three_seats({"blue-expedition": BLUE})
    with s.edit():
        at_turn(s, BLUE)
        for p, level in ((RED, 3), (BLUE, 3), (YELLOW, 2)):
            s.diplomacy[p]["expedition"] = level
    play(s, "expedition blue-expedition", "roll 6 0 0 0", "keep stop")
    assert s.phase() == "reward" and s.deciders() == (RED, BLUE, YELLOW)
    assert [str(a) for a in s.legal_actions(player=RED)] == ["reward 1", "reward 2"]
    assert [str(a) for a in s.legal_actions(player=BLUE)] == ["reward 1", "reward 2"]
    assert [str(a) for a in s.legal_actions(player=YELLOW)] == ["reward 1"]
    gems = list(s.gems)
    play(s, (RED, "reward 2"), (BLUE, "reward 1"), (YELLOW, "reward 1"))
    assert s.gems[RED] == gems[RED] + 2  # "2 [icon]" of level 2
    assert s.res[BLUE]["water"] == 1 and s.res[YELLOW]["water"] == 1  # "1 [icon]" of level 1


def test_making_change_example_2_paul_uses_saras_level_3_construction_ship():
    """Finer Points, Example 2: Sara's Level-3 Construction ship (8/3); Paul pays 11 in all, Sara ends with the 3
    of her owner's fee, the ship holds GEMs (it is used)."""
    paul, sara = RED, BLUE
    s = bare_three_seats({"l3-construction-1": sara}, gems=(15, 0, 0))
    with s.edit():
        s.market.append("101")
        s.res[paul]["metal"] = 5
    play(s, "construct l3-construction-1 101")
    assert s.gems[paul] == 15 - 11 and s.gems[sara] == 3 and s.ship_gems["l3-construction-1"] == 8


def test_bianca_takes_income():
    """Example Turns › Bianca's Turn: 1 GEM per ship (5 ships), her residents' 4 more GEMs and 1 metal, then 218's
    income transaction buys a pink Alien for Sector 123's first quarter; 106 pays 1 GEM for it; neither her Hub's
    Transport bonus (B-3: a free Alien) nor Sector 116's point follows, and nobody's Transport track rewards."""
    ships = {"blue-dismantle": BIANCA, "blue-construction": BIANCA, "blue-transport": BIANCA,
             "blue-expedition": BIANCA, "blue-diplomacy": BIANCA}
    s = bare_three_seats(ships, gems=(0, 3, 0), hubs=("B-7", "B-3", "B-7"))
    with s.edit():
        at_turn(s, BIANCA)
        s.ship_gems["blue-transport"] = 2  # a used ship: she may take income
        # brown wing: 116 (Transport ship → 1 point) and 218 (income transaction on quarter 5); 106; 123 empty
        build_station(s, BIANCA, {"116": ["brown", "brown"], "218": ["brown"] * 5, "106": ["teal", "teal"],
                                  "123": []})
        s.res[BIANCA] = {"food": 1, "water": 1, "metal": 0}
        s.diplomacy[RICK]["transport"] = s.diplomacy[BIANCA]["transport"] = 3
    play(s, "income")
    assert s.gems[BIANCA] == 3 + 5 + 4 and s.res[BIANCA]["metal"] == 1
    assert s.phase() == "transaction" and s.agenda[-1]["left"] == 1
    play(s, "deal alien pink 123")
    assert s.residents["123"] == ["pink"] and s.gems[BIANCA] == 3 + 5 + 4 + 1  # Sector 106
    assert s.res[BIANCA] == {"food": 0, "water": 0, "metal": 1}
    assert s.phase() == "relocate"  # no free Alien (B-3), no reward decision
    play(s, "done")
    assert s.points[BIANCA] == 0 and s.active == YVETTE  # no point from 116


def test_rick_uses_his_level_1_transport_ship():
    """Example Turns › Rick's Turn: 2 GEMs on his Level-1 Transport, three transactions (a gold Alien and a brown
    one onto Sector 214's first two quarters, 1 metal for 3 GEMs); Sector 107 gives 2; 214's extra transaction
    does not work (quarter 4 empty); 306 gives a free step, on Construction. Then Rick and Bianca, tied at level 3
    on the Transport track, take from below: Bianca 1, Rick 2.

    Yvette "at level 1 … gaining 1" does not fit the Diplomacy rules (nothing lies below level 1 but the start
    space): the engine follows the rules, so she is not rewarded (package docstring)."""
    s = bare_three_seats({"red-transport": RICK}, gems=(10, 0, 0))
    with s.edit():
        build_station(s, RICK, {"111": ["brown"], "214": [], "107": ["teal"] * 3, "201": ["teal"] * 4,
                                "306": ["teal"] * 5})
        s.res[RICK] = {"food": 2, "water": 2, "metal": 0}
        s.diplomacy[RICK]["transport"] = s.diplomacy[BIANCA]["transport"] = 3
        s.diplomacy[YVETTE]["transport"] = 1
    play(s, "transport red-transport")
    assert s.agenda[-1]["left"] == 3  # the Level-1 Transport's 3; no +1 from 214
    play(s, "deal gold 214", "deal alien brown 214", "deal buy metal")
    assert s.residents["214"] == ["gold", "brown"] and s.phase() == "may-lobby"  # three made: the ship is done
    assert s.gems[RICK] == 10 - 2 - 1 - 3 + 2  # Sector 107's 2, already taken
    play(s, "lobby construction")
    assert s.diplomacy[RICK]["construction"] == 1 and s.gems[RICK] == 6  # a free step: no lobbying cost
    assert s.deciders() == (RICK, BIANCA)  # Yvette, at level 1, has nothing below her
    assert [str(a) for a in s.legal_actions(player=BIANCA)] == ["reward 1", "reward 2"]
    play(s, (BIANCA, "reward 1"), (RICK, "reward 2"))
    assert s.res[BIANCA]["food"] == 1 and s.gems[RICK] == 6 + 2
    assert s.res[RICK] == {"food": 0, "water": 0, "metal": 1}


def test_yvette_uses_her_level_2_terran_expedition_ship():
    """Example Turns › Yvette's Turn: 4 GEMs on her Level-2 Terran Expedition ship, 8 dice (3 food, 2 water,
    2 metal, 1 Human); capacity 5 + 1 (Sector 204) = 6 dice kept: the metal, a food and a water pay for the
    Human (onto Sector 124), 217 gives a resource of her choice, 115 does not (its quarter is empty); the other
    food and water come from the supply. Sector 105 gives 2; her Hub (A-3) a transport transaction: food and
    water for a pink Alien, also onto 124; that transaction does not set off A-3's own Transport roll.
    Rick, sole leader at level 4 on the Expedition track, takes two lower bonuses (1 and 2); Yvette and Bianca,
    behind, take the level below them: 1 each."""
    s = bare_three_seats({"l2-expedition-1": YVETTE}, gems=(0, 0, 10), hubs=("B-7", "B-7", "A-3"))
    with s.edit():
        at_turn(s, YVETTE)
        build_station(s, YVETTE, {"105": ["teal"] * 3, "204": ["teal"] * 4, "124": [],
                                  "115": ["brown"] * 2, "217": ["brown"] * 5})
        s.diplomacy[RICK]["expedition"] = 4
        s.diplomacy[YVETTE]["expedition"] = s.diplomacy[BIANCA]["expedition"] = 2
    play(s, "expedition l2-expedition-1")
    assert s.agenda[-1]["dice"] == 8 and s.agenda[-2]["capacity"] == 6 and s.gems[YVETTE] == 6
    play(s, "roll 3 2 2 1", "keep metal", "keep food", "keep water", "keep recruit 124")
    assert s.residents["124"] == ["human"] and s.res[YVETTE] == {"food": 0, "water": 0, "metal": 0}
    assert s.phase() == "pick"  # Sector 217
    play(s, "take metal", "keep food", "keep water")
    assert s.points[YVETTE] == 0  # no point from 115
    assert s.phase() == "transaction" and s.gems[YVETTE] == 6 + 2  # six dice kept; Sector 105's 2
    play(s, "deal alien pink 124")
    assert s.residents["124"] == ["human", "pink"] and s.res[YVETTE] == {"food": 0, "water": 0, "metal": 1}
    assert s.phase() == "reward" and s.deciders() == (RICK, BIANCA, YVETTE)  # no A-3 roll after it
    assert "reward 1 2" in [str(a) for a in s.legal_actions(player=RICK)]
    assert [str(a) for a in s.legal_actions(player=YVETTE)] == ["reward 1"]
    play(s, (RICK, "reward 1 2"), (BIANCA, "reward 1"), (YVETTE, "reward 1"))
    assert s.res[RICK]["water"] == 1 and s.gems[RICK] == 2
    assert s.res[BIANCA]["water"] == 1 and s.res[YVETTE]["water"] == 1


def test_sector_305_example_twelve_metal_three_water_one_food():
    """Reference Guide › 305: 12 metal, 3 water and 1 food at the end give 4 points from 305 plus 3 for 16
    resources."""
    s = bare_three_seats({}, gems=(0, 0, 0))
    with s.edit():
        build_station(s, RED, {"101": [], "201": [], "305": ["teal"] * 5})
        s.res[RED] = {"food": 1, "water": 3, "metal": 12}
    rows = {i.source: i.points for i in s.score_breakdown(RED) if i.source in ("station bonuses", "leftovers")}
    assert rows == {"station bonuses": 4, "leftovers": 3}


def test_sector_226_example_three_markers_at_any_two_unique():
    """Reference Guide › 226: 3 markers at the "Any 2 Unique" level (here level 4) give 3 − 1 = 2 points at
    Income."""
    s = bare_three_seats({}, gems=(0, 0, 0))
    with s.edit():
        build_station(s, RED, {"121": [], "226": ["pink"] * 5})
        s.diplomacy[RED].update(dismantle=4, construction=4, transport=4)
    play(s, "income")
    assert s.points[RED] == 2


def test_sector_215_example_a_human_for_one_food_and_one_water():
    """Reference Guide › 215: "you could pay only 1 food and 1 water when gaining a Human during an Expedition"."""
    s = bare_three_seats({"red-expedition": RED})
    with s.edit():
        build_station(s, RED, {"111": [], "215": ["brown"] * 5})
        s.res[RED] = {"food": 1, "water": 1, "metal": 0}
    play(s, "expedition red-expedition", "roll 0 0 0 6", "keep recruit 111")
    assert s.residents["111"] == ["human"] and s.res[RED] == {"food": 0, "water": 0, "metal": 0}


def test_sector_315_with_hub_b4_rerolls_twice():
    """Reference Guide › 315: "See Hub B-4. If you have both, you can reroll twice"."""
    s = bare_three_seats({"red-expedition": RED}, hubs=("B-4", "B-7", "B-7"))
    with s.edit():
        build_station(s, RED, {"111": [], "211": [], "315": ["brown"] * 5})
    play(s, "expedition red-expedition", "roll 0 0 0 6", "reroll 0 0 0 6", "roll 0 0 0 6")
    assert s.phase() == "reroll"
    play(s, "reroll 0 0 0 6", "roll 6 0 0 0")
    assert s.phase() == "keep" and s.agenda[-1]["pool"]["food"] == 6


def test_jessica_takes_income():
    """Turn Option B › Income example: her Hub gives 1 GEM per ship (6 ships: 6 GEMs); Sector 121 gives the GEM
    under its one resident but not the icon of its empty quarter; Sector 221 gives 1 food and 1 water, the icons
    under its residents; then she pays 1 GEM to move a resident from 221 to 121."""
    jessica = RED
    ships = {"red-dismantle": RED, "red-construction": RED, "red-transport": RED, "red-expedition": RED,
             "red-diplomacy": RED, "l2-farm-1": RED}
    s = bare_three_seats(ships, gems=(0, 0, 0))
    with s.edit():
        s.ship_gems["red-transport"] = 2
        build_station(s, jessica, {"121": ["pink"], "221": ["pink", "pink"]})
    play(s, "income")
    assert s.gems[jessica] == 6 + 1 and s.res[jessica] == {"food": 1, "water": 1, "metal": 0}
    play(s, "move 221 pink 121", "done")
    assert s.gems[jessica] == 6 and s.residents["121"] == ["pink", "pink"] and s.residents["221"] == ["pink"]

"""Sector and Hub ability kinds (rulebook › Reference Guide, reference §6–7), numbers by hand."""

from __future__ import annotations

from .phoenix_helpers import GAME, at_turn, bare_three_seats, build_station, first_game, hub_states, play

RED, BLUE, YELLOW = 0, 1, 2


def table(ships, gems=(20, 20, 20), hub="B-3"):
    return bare_three_seats(ships, gems, hubs=(hub, "B-3", "B-3"))


def test_income_hub_per_ship_quarters_and_a_choice():
    """Hub: 1 GEM per ship (2 ships); 101 (3 quarters: GEMs, water, then its ability: food or water)."""
    s = table({"red-transport": RED, "red-dismantle": RED}, gems=(0, 0, 0))
    with s.edit():
        build_station(s, RED, {"101": ["teal", "teal", "teal"]})
    play(s, "income")
    assert s.gems[RED] == 2 + 1 and s.res[RED]["water"] == 1 and s.phase() == "pick"
    play(s, "take food", "done")
    assert s.res[RED] == {"food": 1, "water": 1, "metal": 0}


def test_income_quarters_pay_only_when_occupied():
    """Jessica: a Sector pays the income of a quarter with a resident, not of an empty one."""
    s = table({}, gems=(0, 0, 0))
    with s.edit():
        build_station(s, RED, {"121": ["pink"], "221": ["pink", "pink", "pink"]})
    play(s, "income", "done")
    # 121: GEMs on quarter 1 (occupied), food on quarter 2 (empty); 221: GEMs, water, food (all occupied)
    assert s.gems[RED] == 2 and s.res[RED] == {"food": 1, "water": 1, "metal": 0}


def test_income_a_to_1_is_always_ten_and_a_4_two_per_ship():
    s = table({"red-transport": RED}, gems=(0, 0, 0), hub="A-1")
    play(s, "income", "done")
    assert s.gems[RED] == 10
    s = table({"red-transport": RED, "red-dismantle": RED}, gems=(0, 0, 0), hub="A-4")
    play(s, "income", "done")
    assert s.gems[RED] == 4


def test_income_bonus_transaction_of_218_and_b5():
    s = table({}, gems=(5, 0, 0), hub="B-5")
    play(s, "income")
    assert s.phase() == "transaction" and s.agenda[-1]["left"] == 1
    play(s, "deal stop", "done")  # a bonus transaction may be declined


def test_modifiers_212_dismantle_and_211_construction():
    s = table({"red-dismantle": RED, "red-transport": RED})
    with s.edit():
        build_station(s, RED, {"111": ["brown"] * 3, "212": ["brown"] * 4})
    play(s, "dismantle red-dismantle red-transport")
    assert s.res[RED]["metal"] == 6 + 0 + 2
    s = table({"red-construction": RED})
    with s.edit():
        build_station(s, RED, {"111": ["brown"] * 3, "211": ["brown"] * 4})
        s.market.append("313")
        s.res[RED]["metal"] = 10
    play(s, "construct red-construction 313")  # 11 metal, −1 for 211
    assert s.res[RED]["metal"] == 0


def test_modifiers_214_transactions_and_204_capacity_124_dice():
    s = table({"red-transport": RED})
    with s.edit():
        build_station(s, RED, {"111": ["brown"] * 3, "214": ["brown"] * 4})
    play(s, "transport red-transport")
    assert s.agenda[-1]["left"] == 3 + 1
    s = table({"red-expedition": RED})
    with s.edit():
        build_station(s, RED, {"101": ["teal"] * 3, "204": ["teal"] * 4, "124": ["pink"] * 2})
    play(s, "expedition red-expedition")
    assert s.agenda[-1]["dice"] == 6 + 1 and s.agenda[-2]["capacity"] == 4 + 1


def test_ship_bonus_104_only_after_a_dismantle_ship():
    s = table({"red-dismantle": RED, "red-transport": RED})
    with s.edit():
        build_station(s, RED, {"104": ["teal", "teal"]})
    play(s, "dismantle red-dismantle red-transport")
    assert s.gems[RED] == 20 - 2 + 3


def test_whenever_you_gain_an_alien_106_pays_a_gem():
    s = table({"red-transport": RED})
    with s.edit():
        build_station(s, RED, {"101": ["teal"], "106": ["teal", "teal"]})
        s.res[RED] = {"food": 4, "water": 4, "metal": 0}
    play(s, "transport red-transport", "deal alien teal 101")
    assert s.gems[RED] == 20 - 2 + 1  # 106: +1 GEM for the Alien


def test_when_built_311_places_two_brown_aliens_and_323_gives_an_extra_turn():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"111": [], "211": []})
        s.market += ["311"]
        s.res[RED]["metal"] = 20
    play(s, "construct l3-construction-1 311")
    assert s.phase() == "place" and s.agenda[-1]["kinds"] == ["brown"]
    play(s, "place brown 111", "place brown 311")
    assert s.residents["111"] == ["brown"] and s.residents["311"] == ["brown"]
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"121": [], "221": []})
        s.market += ["323"]
        s.res[RED]["metal"] = 20
    play(s, "construct l3-construction-1 323")
    assert s.active == RED and s.phase() == "turn"


def test_when_built_328_advances_every_track():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"121": [], "221": []})
        s.market += ["328"]
        s.res[RED]["metal"] = 20
        s.diplomacy[RED]["transport"] = 5
    play(s, "construct l3-construction-1 328")
    assert s.diplomacy[RED] == {"dismantle": 1, "construction": 1, "transport": 5, "expedition": 1}


def test_end_bonus_of_a_level_3_sector_needs_its_quarter_occupied():
    s = table({})
    with s.edit():
        s.hubs[RED] = "B-3"
        build_station(s, RED, {"111": ["brown"] * 3, "211": ["brown"] * 4, "316": ["brown"] * 4})
    bonus = [i.points for i in s.score_breakdown(RED) if i.source == "station bonuses"]
    assert bonus == []  # 316 has 5 quarters, the 5th (its ability) is empty
    with s.edit():
        s.residents["316"].append("brown")
    bonus = [i.points for i in s.score_breakdown(RED) if i.source == "station bonuses"]
    assert bonus == [12]  # 1 point per brown Alien: 3 + 4 + 5


def test_hub_a2_lowers_ship_costs_but_not_the_owners_fee():
    s = table({"red-transport": RED, "l3-transport-1": BLUE}, hub="A-2")
    play(s, "transport red-transport", "deal buy food", "deal stop")
    assert s.ship_gems["red-transport"] == 1  # 2 − 1, at least 1
    with s.edit():
        at_turn(s, RED, gems=(20, 0, 0))
    play(s, "transport l3-transport-1", "deal buy food", "deal stop")
    assert s.ship_gems["l3-transport-1"] == 3 and s.gems[BLUE] == 3  # 5 − 2; the fee stays 3


def test_offers_118_after_a_transport_and_222_at_income():
    s = table({"red-transport": RED})
    with s.edit():
        build_station(s, RED, {"111": ["brown"] * 3, "218": ["brown"] * 4, "118": ["brown"] * 2})
    play(s, "transport red-transport", "deal buy food", "deal stop")
    assert s.phase() == "offer" and s.agenda[-1]["cost"] == 2
    play(s, "accept")
    assert s.res[RED]["metal"] == 1 and s.gems[RED] == 20 - 2 - 3 - 2
    s = table({}, gems=(5, 0, 0))
    with s.edit():
        build_station(s, RED, {"121": ["pink"] * 3, "222": ["pink"] * 4, "101": []})
    play(s, "income")  # the GEM quarters of 121 and 222 pay 1 each
    assert s.gems[RED] == 7 and s.phase() == "offer"
    play(s, "accept", "place human 101")
    assert s.residents["101"] == ["human"] and s.gems[RED] == 1


def test_an_offer_that_cannot_be_used_is_not_asked():
    """222's Human needs a free quarter: with every quarter full, Income goes straight to moving residents."""
    s = table({}, gems=(5, 0, 0))
    with s.edit():
        build_station(s, RED, {"121": ["pink"] * 3, "222": ["pink"] * 4})
    play(s, "income")
    assert s.phase() == "relocate"


def test_326_when_built_gives_a_free_level_1_sector_of_any_colour():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {"121": [], "221": []})
        s.market += ["326", "101", "111"]
        s.res[RED]["metal"] = 20
    play(s, "construct l3-construction-1 326")
    assert s.phase() == "claim" and {a.args[0] for a in s.legal_actions()} >= {"101", "111"}
    play(s, "claim 111")
    assert s.stations[RED]["brown"] == ["111"] and s.res[RED]["metal"] == 20 - 11


def test_hub_a7_takes_a_paid_diplomacy_action_at_income():
    s = table({}, gems=(5, 0, 0), hub="A-7")
    play(s, "income")
    assert s.phase() == "income-lobby"
    before = s.clone()
    play(s, "lobby transport")
    assert s.diplomacy[RED]["transport"] == 1 and s.gems[RED] == 5 + 0 - 1
    assert GAME.narrate(before, "lobby transport", s)[0] == "Red pays 1 GEMs lobbying for a step on the transport track"


def test_hub_a7_diplomacy_action_at_income_and_sector_306s_free_step_may_be_declined():
    """Hub A-7: "During income, you may perform a Diplomacy action"; Sector 306: "Whenever you use a Transport ship,
    you may advance a Diplomacy marker one space without paying any cost"."""
    s = table({}, gems=(5, 0, 0), hub="A-7")
    play(s, "income", "decline")
    assert s.phase() == "relocate" and s.gems[RED] == 5 and s.diplomacy[RED]["transport"] == 0
    s = table({"red-transport": RED})
    with s.edit():
        build_station(s, RED, {"101": [], "201": [], "306": ["teal"] * 5})
    play(s, "transport red-transport", "deal buy food", "deal stop")
    assert s.phase() == "may-lobby" and s.is_legal("decline") and s.is_legal("lobby dismantle")
    before = s.clone()
    play(s, "decline")
    assert s.diplomacy[RED] == before.diplomacy[RED] and s.gems[RED] == before.gems[RED]
    assert s.phase() != "may-lobby"
    assert GAME.narrate(before, "decline", s)[0] == "Red declines the free Diplomacy step"


def test_a_hubs_two_free_steps_are_declined_whole_or_taken_whole_but_a_backs_step_is_owed():
    """A-5, A-7, A-12: "you may move up two spaces on one Diplomacy track or one space each on two different
    tracks": both steps or none. A Hub's back gives its steps without a "may" (B-4's one step in the first game)."""
    s = next(state for state in hub_states("A-12", 3) if state.phase() == "may-lobby")
    p = s.decider()
    steps = dict(s.diplomacy[p])
    declined = play(s.clone(), "decline")
    assert declined.diplomacy[p] == steps
    play(s, "lobby transport")
    assert s.phase() == "lobby" and s.decider() == p and not s.is_legal("decline")  # the second step is owed
    play(s, "lobby transport")
    assert s.diplomacy[p]["transport"] == steps["transport"] + 2
    s = first_game(4, 2)
    assert s.phase() == "lobby" and not s.is_legal("decline")


def test_exchanges_128_swap_and_307_two_resources_for_a_human():
    s = table({}, gems=(5, 0, 0))
    with s.edit():
        build_station(s, RED, {"121": ["pink"] * 3, "128": ["pink"] * 2})
        s.res[RED] = {"food": 0, "water": 0, "metal": 2}
    play(s, "income")
    assert s.phase() == "exchange"
    assert "one resource for another" in s.explain("exchange metal metal").reason
    play(s, "exchange metal water", "done")
    assert s.res[RED] == {"food": 1, "water": 1, "metal": 1}  # 121's food quarter + the swap
    s = table({}, gems=(5, 0, 0))
    with s.edit():
        build_station(s, RED, {"101": [], "201": [], "307": ["teal"] * 5})
        s.res[RED] = {"food": 0, "water": 0, "metal": 2}
    play(s, "income")
    play(s, "exchange metal metal human 101")
    assert s.residents["101"] == ["human"] and s.res[RED]["metal"] == 0


def test_hub_b4_rerolls_any_dice_once():
    s = table({"red-expedition": RED}, hub="B-4")
    play(s, "expedition red-expedition", "roll 0 0 1 5")
    assert s.phase() == "reroll"
    assert "only 1 metal showing" in s.explain("reroll 0 0 2 0").reason
    play(s, "reroll 0 0 0 4")
    assert s.chance_outcomes() and sum(p for _, p in s.chance_outcomes()) == 1
    play(s, "roll 4 0 0 0")
    assert s.phase() == "keep" and s.agenda[-1]["pool"] == {"food": 4, "water": 0, "metal": 1, "human": 1}


def test_207_the_third_alien_of_a_colour_brings_one_more():
    s = table({"l3-transport-1": RED})
    with s.edit():
        build_station(s, RED, {"101": [], "201": [], "207": ["teal"] * 5})
        s.res[RED] = {"food": 5, "water": 5, "metal": 0}
    play(s, "transport l3-transport-1", "deal alien teal 101", "deal alien teal 101")
    assert s.phase() == "transaction"
    play(s, "deal alien teal 201")
    assert s.phase() == "place" and s.agenda[-1]["kinds"] == ["teal"]
    play(s, "place teal 201")
    assert s.residents["101"] == ["teal", "teal"] and s.residents["201"] == ["teal", "teal"]
    assert s.res[RED] == {"food": 2, "water": 2, "metal": 0}  # three paid for, the fourth free


def test_hub_b6_cashes_points_and_a1_converts_metal_once_per_turn():
    s = table({"red-transport": RED}, hub="B-6")
    with s.edit():
        s.points[RED] = 2
    play(s, "cash", "cash")
    assert s.points[RED] == 0 and s.gems[RED] == 28 and s.phase() == "turn" and s.active == RED
    assert "you have 0" in s.explain("cash").reason
    s = table({"red-transport": RED}, hub="A-1")
    with s.edit():
        s.res[RED]["metal"] = 2
    play(s, "convert water")
    assert s.res[RED] == {"food": 0, "water": 1, "metal": 1}
    assert s.explain("convert food").reason == "Hub A-1 converts once per turn"


def test_hub_b6_cashes_at_any_time_in_the_middle_of_an_action_not_only_before_it():
    """B-6: "At any time, you may spend 1 point to gain 4 GEMs. You can do this multiple times per turn." A
    transaction left without GEMs is paid after cashing; another seat's Hub gives nothing of the kind."""
    s = table({"red-transport": RED}, gems=(5, 20, 20), hub="B-6")
    with s.edit():
        s.points[RED] = 1
    play(s, "transport red-transport", "deal buy metal")  # the Level-1 ship costs 2 GEMs, a metal 3: 0 left
    assert s.gems[RED] == 0 and s.phase() == "transaction" and not s.is_legal("deal buy food")
    assert "cash" in s.verbs() and s.is_legal("cash")
    play(s, "cash")
    assert (s.points[RED], s.gems[RED], s.phase()) == (0, 4, "transaction") and s.is_legal("deal buy food")
    assert not s.is_legal("cash")  # no point left
    other = table({"red-transport": RED}, gems=(5, 20, 20), hub="B-3")
    with other.edit():
        other.points[RED] = 1
    play(other, "transport red-transport")
    assert "cash" not in other.verbs()
    assert other.explain("cash").reason.startswith("only the owner of Hub B-6 turns points into GEMs")


def test_hub_b6_may_cash_points_before_its_own_turns_end_check():
    """At 40 points after its turn the owner of B-6 is asked first (cashing "at any time" can keep the score under
    the end's 40): 39 + 1 (B-6's income point) = 40; one cash leaves 39 points and 4 GEMs more, and no trigger."""
    def at_40():
        s = table({"red-transport": RED}, gems=(0, 20, 20), hub="B-6")
        with s.edit():
            s.points[RED] = 39
            s.ship_gems["red-transport"] = 2  # used: Income is allowed
        return play(s, "income", "done")
    s = at_40()
    assert s.phase() == "before-end" and s.points[RED] == 40 and s.verbs() == ("cash", "decline")
    gems = s.gems[RED]
    play(s, "cash", "decline")
    assert s.points[RED] == 39 and s.gems[RED] == gems + 4 and s.trigger is None and s.active == 1
    s = play(at_40(), "decline")
    assert s.trigger == RED and s.active == 1
    s = table({"red-transport": RED}, gems=(0, 20, 20), hub="B-6")
    with s.edit():  # 4 Aliens left in the supply end the game whatever the points: nothing to ask
        s.points[RED] = 39
        s.ship_gems["red-transport"] = 2
        s.supply.update(teal=4, pink=0, brown=0, gold=0)
    play(s, "income", "done")
    assert s.trigger == RED and s.phase() != "before-end"
    s = table({"red-transport": RED}, gems=(0, 20, 20), hub="B-3")  # no B-6: the end is checked at once
    with s.edit():
        s.points[RED] = 40
        s.ship_gems["red-transport"] = 2
    play(s, "income", "done")
    assert s.trigger == RED


def test_307_human_costs_one_resource_less_with_215_and_nothing_more_with_a10():
    """Reference Guide › 215: "This does apply when gaining a Human using Sector 307"; Hub A-10: "Whenever
    gaining a Human, pay 1 less resource": 307's 2 resources become 1, and 0 with both."""
    def income_with_307(hub):
        s = table({}, gems=(5, 0, 0), hub=hub)
        with s.edit():
            build_station(s, RED, {"101": [], "201": [], "307": ["teal"] * 5, "111": [], "215": ["brown"] * 5})
            s.res[RED] = {"food": 0, "water": 0, "metal": 2}
        return play(s, "income")
    s = income_with_307("B-3")
    assert s.phase() == "exchange" and not s.is_legal("exchange metal metal human 101")
    play(s, "exchange metal human 101")
    assert s.residents["101"] == ["human"] and s.res[RED]["metal"] == 2 + 1 - 1  # 215's metal quarter pays 1
    s = income_with_307("A-10")
    play(s, "exchange human 101")
    assert s.residents["101"] == ["human"] and s.res[RED]["metal"] == 2 + 1


def test_hub_a1_converts_before_or_after_the_main_action_once_per_turn():
    """Hub A-1: "On each turn (before or after your main action), you may convert 1 metal into 1 food or 1 water"."""
    s = table({"red-transport": RED, "blue-transport": BLUE}, hub="A-1")
    with s.edit():
        s.res[RED]["metal"] = 2
    play(s, "transport red-transport", "deal buy metal", "deal stop")
    assert s.phase() == "convert-after" and s.active == RED
    play(s, "convert food")
    assert s.res[RED] == {"food": 1, "water": 0, "metal": 2} and s.active == BLUE
    s = table({"red-transport": RED, "blue-transport": BLUE}, hub="A-1")
    with s.edit():
        s.res[RED]["metal"] = 2
    play(s, "convert water", "transport red-transport", "deal buy food", "deal stop")
    assert s.active == BLUE and s.res[RED] == {"food": 1, "water": 1, "metal": 1}  # converted already: not asked
    s = table({"red-transport": RED, "blue-transport": BLUE}, hub="A-1", gems=(5, 0, 0))
    with s.edit():
        s.res[RED]["metal"] = 1
    play(s, "income", "done", "decline")
    assert s.active == BLUE and s.res[RED]["metal"] == 1

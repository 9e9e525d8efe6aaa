"""Every item of "what learners get wrong" (reference §12), one or more tests each, numbers by hand."""

from __future__ import annotations

import pytest

from tablebook.core import IllegalAction

from .phoenix_helpers import at_turn, bare_three_seats, build_station, play

RED, BLUE, YELLOW = 0, 1, 2


table = bare_three_seats


# 1. Only ship actions trigger bonuses --------------------------------------------------------------
def test_a_bonus_transport_triggers_neither_hub_b3_nor_the_transport_track():
    """Alayna: Hub B-3 and Sector 206; her Diplomacy ship gives a bonus transaction, which does not
    bring B-3's free Alien, nor rewards on the Transport track."""
    s = table({"red-diplomacy": RED})
    with s.edit():
        s.hubs[RED] = "B-3"
        # 206 (Level-2 teal, 5 quarters): Diplomacy ship → 1 transport transaction
        build_station(s, RED, {"101": ["teal", "teal", "teal"], "206": ["teal"] * 5, "121": []})
        s.diplomacy[BLUE]["transport"] = 2
        s.res[RED] = {"food": 5, "water": 5, "metal": 0}
    play(s, "diplomacy red-diplomacy dismantle")
    assert s.phase() == "transaction"
    play(s, "deal alien pink 121")
    assert s.phase() == "turn" and s.active == BLUE  # no free Alien from B-3, no Transport rewards
    assert s.res[BLUE] == {"food": 0, "water": 0, "metal": 0}


def test_an_expedition_bonus_transport_does_not_trigger_324():
    """Dan: Hub A-3 gives a transaction after an Expedition; Sector 324's Transport bonus does not follow."""
    s = table({"red-expedition": RED})
    with s.edit():
        s.hubs[RED] = "A-3"
        build_station(s, RED, {"121": [], "221": [], "324": ["pink"] * 4})
        s.res[RED] = {"food": 0, "water": 0, "metal": 0}
    play(s, "expedition red-expedition", "roll 0 0 0 6", "keep stop")
    assert s.phase() == "transaction"
    play(s, "deal buy metal")
    assert s.res[RED] == {"food": 0, "water": 0, "metal": 1}  # no 324 food + water


# 2. Diplomacy rewards: everyone, on anyone's ship action, after the whole action -----------------
def rewards_after_dismantle(levels):
    s = table({"l2-dismantle-1": RED, "red-transport": RED})
    with s.edit():
        for p, level in enumerate(levels):
            s.diplomacy[p]["dismantle"] = level
    play(s, "dismantle l2-dismantle-1 red-transport")
    return s


def test_sole_leader_example():
    """Red alone at level 3 may take level 3, 2 or 1; Green (here Yellow) at 2 only level 1; start space: nothing."""
    s = rewards_after_dismantle([0, 3, 2])
    assert s.phase() == "reward" and s.deciders() == (BLUE, YELLOW)
    assert [str(a) for a in s.legal_actions(player=BLUE)] == ["reward 1", "reward 2", "reward 3"]
    assert [str(a) for a in s.legal_actions(player=YELLOW)] == ["reward 1"]
    play(s, (BLUE, "reward 3"), (YELLOW, "reward 1"))
    assert s.points[BLUE] == 1 and s.res[YELLOW]["metal"] == 1  # level 3: 1 point; level 1: 1 metal


def test_tied_leaders_take_only_from_below():
    s = rewards_after_dismantle([3, 3, 1])
    assert [str(a) for a in s.legal_actions(player=RED)] == ["reward 1", "reward 2"]
    assert YELLOW not in s.deciders()  # level 1 behind: nothing below but the start space
    assert "levels 1–2" in s.explain("reward 3", RED).reason


def test_tied_leaders_on_level_two_are_told_of_level_one_alone():
    s = rewards_after_dismantle([2, 2, 0])
    assert "may take the bonus of level 1 " in s.explain("reward 2", RED).reason


def test_the_top_spaces_give_two_different_bonuses():
    s = rewards_after_dismantle([4, 5, 4])
    two = ["reward 1 2", "reward 1 3", "reward 2 3"]
    assert [str(a) for a in s.legal_actions(player=BLUE)][-3:] == two  # sole leader at 5
    assert [str(a) for a in s.legal_actions(player=RED)] == ["reward 1", "reward 2", "reward 3"]  # 4, behind
    with pytest.raises(IllegalAction):
        s.apply("reward 2 2", BLUE)


def test_tied_on_level_five_take_two_tied_on_four_take_one():
    s = rewards_after_dismantle([5, 5, 0])
    assert "reward 1 3" in [str(a) for a in s.legal_actions(player=RED)]
    s = rewards_after_dismantle([4, 4, 0])
    assert [str(a) for a in s.legal_actions(player=RED)] == ["reward 1", "reward 2", "reward 3"]


def test_rewards_come_after_the_action_and_a_sole_leader_at_level_one_is_asked():
    s = table({"l2-dismantle-1": RED, "red-transport": RED})
    with s.edit():
        s.diplomacy[BLUE]["dismantle"] = 1
    play(s, "dismantle l2-dismantle-1 red-transport")
    assert s.deciders() == (BLUE,) and s.res[RED]["metal"] == 7


# 3. Paying for a ship -------------------------------------------------------------------------------
def test_cost_goes_on_the_ship_and_the_fee_to_its_owner():
    s = table({"blue-transport": BLUE})
    play(s, "transport blue-transport", "deal buy food", "deal stop")
    assert s.ship_gems["blue-transport"] == 2 and s.gems[BLUE] == 21 and s.gems[RED] == 20 - 2 - 1 - 3


def test_a_used_ship_cannot_be_used():
    s = table({"blue-transport": BLUE})
    play(s, "transport blue-transport", "deal buy food", "deal stop")
    with s.edit():
        at_turn(s, YELLOW)
    assert "is used: it holds 2 GEMs" in s.explain("transport blue-transport").reason


def test_you_must_afford_cost_and_fee():
    s = table({"blue-transport": BLUE}, gems=(2, 0, 0))
    problem = s.explain("transport blue-transport")
    assert problem.reason == "using the blue Level-1 Transport costs 2 GEMs and an owner's fee of 1; you have 2"


# 4. When Income is allowed -------------------------------------------------------------------------
def test_income_refused_with_more_than_seven_gems_and_no_used_ship():
    s = table({"red-transport": RED}, gems=(8, 0, 0))
    problem = s.explain("income")
    assert "7 GEMs or fewer (you have 8)" in problem.reason and "Turn Option B" in str(problem.rule)


def test_income_allowed_with_seven_gems_and_twice_in_a_row():
    s = table({"red-transport": RED, "red-dismantle": RED}, gems=(7, 0, 0))
    with s.edit():
        s.hubs = ["B-3", "B-1", "B-4"]
    play(s, "income", "done")
    assert s.gems[RED] == 9  # 1 GEM per ship
    with s.edit():
        at_turn(s, RED, gems=(5, 0, 0))
    assert s.is_legal("income")


def test_an_opponent_using_your_ship_makes_you_eligible():
    s = table({"red-transport": RED}, gems=(20, 20, 20))
    assert not s.is_legal("income")
    with s.edit():
        at_turn(s, BLUE)
    play(s, "transport red-transport", "deal buy food", "deal stop")
    with s.edit():
        at_turn(s, RED)
    assert s.is_legal("income")
    play(s, "income", "done")
    assert s.ship_gems["red-transport"] == 0


# 5. Neutral ship token -----------------------------------------------------------------------------
def test_the_neutral_token_locks_you_out_until_income():
    s = table({"neutral-5": None, "neutral-3": None, "red-dismantle": RED}, gems=(20, 20, 20))
    play(s, "collect neutral-5")
    with s.edit():
        at_turn(s, RED)
        s.neutral_token[RED] = "neutral-5"
    assert "Neutral Ship token is on neutral-5" in s.explain("transport neutral-3").reason
    with s.edit():
        s.gems[RED] = 5
    play(s, "income", "done")
    assert s.ship_gems["neutral-5"] == 0 and s.neutral_token[RED] is None


# 6. Residents ------------------------------------------------------------------------------------------
def test_residents_fill_the_leftmost_quarter_by_colour():
    s = table({"l2-transport-1": RED})
    with s.edit():
        build_station(s, RED, {"101": ["teal"], "111": []})
        s.res[RED] = {"food": 5, "water": 5, "metal": 0}
    play(s, "transport l2-transport-1")
    assert "a pink Alien lives only in a pink Sector; Sector 101 is teal" in s.explain("deal alien pink 101").reason
    play(s, "deal gold 111", "deal alien teal 101")
    assert s.residents["101"] == ["teal", "teal"] and s.residents["111"] == ["gold"]


def test_no_room_no_resident():
    s = table({"l2-transport-1": RED})
    with s.edit():
        build_station(s, RED, {"102": ["teal", "teal"]})
        s.res[RED] = {"food": 5, "water": 5, "metal": 0}
    play(s, "transport l2-transport-1")
    assert s.explain("deal alien teal 102").reason == "Sector 102 has no empty living quarters (2 of 2 filled)"


def test_a_new_residents_quarter_works_only_from_the_next_turn():
    """Sector 116 (Transport ship → 1 point) on its 2nd quarter: filled during a transport, no point yet."""
    s = table({"l2-transport-1": RED, "l2-transport-2": RED})
    with s.edit():
        build_station(s, RED, {"116": ["brown"]})
        s.res[RED] = {"food": 5, "water": 5, "metal": 0}
    play(s, "transport l2-transport-1", "deal alien brown 116", "deal stop")
    assert s.points[RED] == 0
    with s.edit():
        at_turn(s, RED)
    play(s, "transport l2-transport-2", "deal buy food", "deal stop")
    assert s.points[RED] == 1


def test_residents_move_only_at_income_for_one_gem_and_slide_left():
    s = table({"red-transport": RED}, gems=(3, 0, 0))
    with s.edit():
        s.hubs = ["B-3", "B-1", "B-4"]
        build_station(s, RED, {"103": ["gold", "teal", "human"], "203": []})
    play(s, "income")
    gems = s.gems[RED]
    play(s, "move 103 gold 203", "done")
    assert s.residents["103"] == ["teal", "human"] and s.residents["203"] == ["gold"] and s.gems[RED] == gems - 1


# 7. Building the station: see test_phoenix_ships (wings, levels, when built) ------------------------------
def test_at_most_nine_sectors_one_of_each_level_per_wing():
    s = table({"l3-construction-1": RED})
    with s.edit():
        build_station(s, RED, {x: [] for x in ("101", "201", "301", "111", "211", "311", "121", "221", "321")})
        s.market += ["102", "322"]
        s.res[RED]["metal"] = 50
    assert not s.legal_actions("construct")


# 8. Expedition capacity: see test_phoenix_ships (observe and recruit use capacity) -----------------------
def test_recruiting_needs_a_free_quarter():
    s = table({"red-expedition": RED})
    with s.edit():
        build_station(s, RED, {"102": ["teal", "teal"]})
        s.res[RED] = {"food": 1, "water": 1, "metal": 1}
    play(s, "expedition red-expedition", "roll 0 0 0 6")
    assert "no empty living quarters" in s.explain("keep recruit 102").reason


# 9. The end trigger -----------------------------------------------------------------------------------
def test_forty_points_on_someone_elses_turn_trigger_only_at_the_end_of_your_own():
    s = table({"l2-dismantle-1": RED, "red-transport": RED, "blue-diplomacy": BLUE, "yellow-diplomacy": YELLOW})
    with s.edit():
        s.points[BLUE] = 39
        s.diplomacy[BLUE]["dismantle"] = 3
    play(s, "dismantle l2-dismantle-1 red-transport", (BLUE, "reward 3"))
    assert s.points[BLUE] == 40 and s.trigger is None and s.active == BLUE
    play(s, "diplomacy blue-diplomacy transport")
    assert s.trigger == BLUE and s.final == [YELLOW, RED] and s.active == YELLOW
    play(s, "diplomacy yellow-diplomacy transport")
    assert not s.is_over() and s.active == RED
    play(s, "income", "done")
    assert s.is_over() and "40 or more" in s.end_reason()


def test_nine_sectors_or_four_aliens_left_trigger_the_end():
    s = table({"red-diplomacy": RED, "blue-diplomacy": BLUE, "yellow-diplomacy": YELLOW})
    with s.edit():
        build_station(s, RED, {x: [] for x in ("101", "201", "301", "111", "211", "311", "121", "221", "321")})
    play(s, "diplomacy red-diplomacy transport")
    assert s.trigger == RED and "all nine Sectors" in s.trigger_text
    s = table({"red-diplomacy": RED})
    with s.edit():
        s.supply.update(teal=1, pink=1, brown=1, gold=1, human=20)
    play(s, "diplomacy red-diplomacy transport")
    assert s.trigger == RED and "only 4 Aliens" in s.trigger_text


# 10. Majority ties, no award for none -------------------------------------------------------------------
def majorities_of(counts):
    """Seat → residents of one kind (brown); returns the brown majority points per seat."""
    s = table({})
    with s.edit():
        for p, n in enumerate(counts):
            sid = ["111", "113", "115"][p]
            build_station(s, p, {sid: ["brown"] * n})
    return [sum(i.points for i in s.score_breakdown(p) if i.source == "majorities") for p in range(3)]


def test_majorities_and_ties():
    assert majorities_of([3, 2, 1]) == [10, 5, 0]
    assert majorities_of([2, 2, 1]) == [7, 7, 0]  # tie for first shares 15, nobody second
    assert majorities_of([3, 1, 1]) == [10, 2, 2]  # tie for second shares 5, rounded down
    assert majorities_of([1, 0, 0]) == [10, 0, 0]  # none of a kind: no second place


def tied(red, blue):
    s = table({}, gems=(0, 0, 0))
    with s.edit():
        s.hubs = ["B-2", "B-3", "B-2"]  # Hubs without end bonuses
        build_station(s, RED, {"111": red})
        build_station(s, BLUE, {"113": blue})
    return s


def test_tiebreakers_most_aliens_then_most_humans():
    # brown tied (7 each), gold 10 to Red, Humans 10 to Blue: 4 + 4 + 7 + 10 = 25 each; Red has 2 Aliens to 1
    s = tied(["brown", "gold"], ["brown", "human"])
    assert s.scores()[:2] == [25, 25] and s.winners() == [RED]
    # the same Aliens: Humans decide (compared after the Aliens); all the same: the victory is shared
    assert tied(["gold", "human", "human"], [])._tiebreak(RED) == (1, 2)
    s = tied(["gold", "human"], ["gold", "human"])
    assert s.winners() == [RED, BLUE]

"""The turn's actions: Build (prices, geometry), Module actions (crew once a year, other actions
repeatable), Repair, Events, damage, and every card the rule sheet clarifies."""

from __future__ import annotations

import pytest

from tablebook.core import CHANCE, IllegalAction
from tablebook.games.space_station import events
from tablebook.games.space_station.data import CARDS
from tablebook.games.space_station.station import exterior, free_exits

from .space_station_helpers import give, put, set_money, turn, year_started


# --- Build ---------------------------------------------------------------------------------------------
def test_build_costs_6_and_1_less_on_the_same_colour():
    s = turn()
    give(s, 0, "hotel", "dormitory")
    s.apply("build hotel core U")
    assert s.money[0] == 24
    s.apply("pass")
    s.apply("build dormitory core L")  # Core is Structural: 5 M€
    assert s.money[0] == 19


def test_technical_support_extra_docking_port_and_their_sum():
    s = turn()
    put(s, 0, "extra-docking-port", "core", "D")
    give(s, 0, "technical-support", "hotel")
    s.apply("build technical-support core U")  # base 5, −1 Extra Docking Port
    assert s.money[0] == 26
    s.apply("pass")
    s.apply("build hotel core L")  # 6 − 1
    assert s.money[0] == 21


def test_the_new_module_turns_to_face_the_exit_and_its_exits_turn_with_it():
    s = turn()
    give(s, 0, "dormitory", "living-quarters")
    s.apply("build dormitory core R")
    m1 = s.stations[0]["m1"]
    assert (m1["x"], m1["y"], m1["rot"]) == (1, 0, 1)  # east of the Core, its top pointing east
    exits = {letter for mid, letter in free_exits(s.stations[0]) if mid == "m1"}
    assert exits == {"L", "U", "R"}
    s.apply("pass")
    s.apply("build living-quarters m1 L")  # the Dormitory's left points north
    m2 = s.stations[0]["m2"]
    assert (m2["x"], m2["y"], m2["rot"]) == (1, 1, 0)


def test_modules_never_overlap_and_exits_into_a_module_are_not_free():
    s = turn()
    put(s, 0, "dormitory", "core", "R")  # m1 at (1, 0)
    put(s, 0, "dormitory", "core", "U")  # m2 at (0, 1); its R exit points at (1, 1)
    put(s, 0, "living-quarters", "m1", "L")  # m3 at (1, 1)
    give(s, 0, "hotel")
    assert not s.is_legal("build hotel m2 R")
    assert ("m2", "R") not in free_exits(s.stations[0])
    err = s.explain("build hotel m2 R")
    assert "is taken" in str(err) and "Build Action" in str(err)


def test_only_functioning_modules_take_new_modules():
    s = turn()
    m1 = put(s, 0, "dormitory", "core", "R")
    with s.edit():
        s.stations[0][m1]["permanent"] = 1
    give(s, 0, "hotel")
    assert not s.is_legal("build hotel m1 U")
    assert all(mid != m1 for mid, _ in free_exits(s.stations[0]))


def test_build_needs_money_and_a_module_card():
    s = turn()
    give(s, 0, "hotel", "government-grant")
    set_money(s, 0, 5)
    assert not s.is_legal("build hotel core U")
    assert not s.is_legal("build government-grant core U")
    assert not s.is_legal("build dormitory core U")


# --- damage -----------------------------------------------------------------------------------------------
def test_damage_is_permanent_from_year_2_temporary_in_year_1_and_the_core_is_immune():
    s = turn()
    target = put(s, 1, "dormitory")
    give(s, 0, "meteor-strike", "meteor-strike")
    assert not s.is_legal("play meteor-strike p2 core")
    assert not s.is_legal("play meteor-strike p1 core")
    s.apply(f"play meteor-strike p2 {target}")
    assert s.stations[1][target]["permanent"] == 1 and "meteor-strike" in s.discards
    with s.edit():
        s.year = 1
        s.active = 0
    s.apply(f"play meteor-strike p2 {target}")
    assert s.stations[1][target]["temporary"] == 1  # year 1: all damage is temporary


def test_a_damaged_module_gives_no_crew_text_or_colour():
    s = turn()
    w = put(s, 0, "workshop")
    with s.edit():
        s.stations[0][w]["temporary"] = 1
        s.crew[0] = 1
    assert not s.is_legal(f"crew {w} {w} temporary")
    assert "damaged" in str(s.explain(f"crew {w} {w} temporary"))


def test_shield_generator_and_point_defence():
    s = turn()
    target = put(s, 1, "dormitory")
    put(s, 1, "shield-generator", "core", "L")
    give(s, 0, "meteor-strike")
    s.apply(f"play meteor-strike p2 {target}")
    assert s.stations[1][target]["temporary"] == 1 and s.stations[1][target]["permanent"] == 0
    put(s, 1, "point-defence", "core", "R")
    with s.edit():
        s.active = 0
    give(s, 0, "solar-flare")
    assert not s.is_legal(f"play solar-flare p2 {target}")


def test_a_damage_event_cannot_be_played_solo():
    s = year_started(1, 3)
    give(s, 0, "meteor-strike")
    assert not [a for a in s.legal_actions("play") if a.args[0] == "meteor-strike"]


# --- Repair ------------------------------------------------------------------------------------------------
def test_repair_costs_3_removes_one_marker_and_airlock_saves_1():
    s = turn()
    m = put(s, 0, "dormitory")
    with s.edit():
        s.stations[0][m]["permanent"] = 2
    s.apply(f"repair {m} permanent")
    assert s.money[0] == 27 and s.stations[0][m]["permanent"] == 1
    assert not s.is_legal(f"repair {m} temporary")
    put(s, 0, "airlock", "core", "L")
    with s.edit():
        s.active = 0
    s.apply(f"repair {m} permanent")
    assert s.money[0] == 25 and s.stations[0][m]["permanent"] == 0


# --- Module actions -------------------------------------------------------------------------------------------
def test_a_crew_action_is_once_a_year_and_moves_crew_onto_the_module():
    s = turn()
    h = put(s, 0, "hotel")
    with s.edit():
        s.crew[0] = 2
    s.apply(f"crew {h}")
    assert s.money[0] == 33 and s.crew[0] == 1 and s.stations[0][h]["crew"] == 1
    s.apply("pass")
    assert not s.is_legal(f"crew {h}")
    assert "used this year" in str(s.explain(f"crew {h}"))


def test_crew_actions_need_unused_crew():
    s = turn()
    h = put(s, 0, "hotel")
    with s.edit():
        s.crew[0] = 0
    assert "unused crew" in str(s.explain(f"crew {h}"))


def test_each_event_card_s_text_is_carried_out_by_the_rules():
    """A card's data names its effect; the two events the rule sheet clarifies are carried out by their own rules."""
    assert all(events.text_of(c.id) in events.EVENT_EFFECTS.values() for c in CARDS.values() if c.is_event)
    assert events.text_of("efficiency") == events.EFFICIENCY and events.EFFICIENCY.do is events.efficiency
    assert events.text_of("visiting-worker").problem is events.visiting_worker_problem
    said = " ".join(events.__doc__.split())
    for c in CARDS.values():
        if c.is_event and c.source == "estimate":  # the module says which effect each stand-in carries out
            assert f"{c.name} (``{c.event['effect']}``" in said, c.name


def test_efficiency_allows_each_crew_action_twice_paying_twice():
    s = turn()
    h = put(s, 0, "observatory")
    give(s, 0, "efficiency")
    with s.edit():
        s.crew[0] = 2
    s.apply("play efficiency")
    s.apply("pass")
    s.apply(f"crew {h}")
    while s.decider() is CHANCE:
        s.apply(s.sample_chance())
    s.apply("pass")
    s.apply(f"crew {h}")
    while s.decider() is CHANCE:
        s.apply(s.sample_chance())
    assert s.money[0] == 26 and s.crew[0] == 0 and len(s.hands[0]) == 4
    s.apply("pass")
    assert not s.is_legal(f"crew {h}")


def test_junkyard_and_robotic_arm_can_be_used_many_times_a_year():
    s = turn()
    j = put(s, 0, "junkyard", "core", "L")
    arm = put(s, 0, "robotic-arm", "core", "U")
    d = put(s, 0, "dormitory", "core", "R")
    give(s, 0, "hotel", "storage")
    s.apply(f"use {j} hotel")
    s.apply("pass")
    s.apply(f"use {j} storage")
    assert s.hands[0] == [] and s.discards[-2:] == ["hotel", "storage"]
    assert exterior(s.stations[0], d) and not exterior(s.stations[0], "core")
    s.apply("pass")
    s.apply(f"use {arm} {d} core D")
    assert (s.stations[0][d]["x"], s.stations[0][d]["y"], s.stations[0][d]["parent"]) == (0, -1, "core")
    s.apply("pass")
    s.apply(f"use {arm} {d} {arm} L")
    assert s.stations[0][d]["parent"] == arm
    assert not s.is_legal(f"use {arm} {d} {arm} L")  # already there: a new connection is needed
    assert s.money[0] == 30


def test_the_robotic_arm_moves_only_exterior_modules():
    s = turn()
    arm = put(s, 0, "robotic-arm", "core", "U")
    d = put(s, 0, "dormitory", "core", "R")
    put(s, 0, "hotel", d, "U")
    assert not exterior(s.stations[0], d)
    assert "exterior" in str(s.explain(f"use {arm} {d} core D"))


def test_core_flip_costs_6_and_then_is_gone():
    s = turn()
    s.apply("use core")
    assert s.money[0] == 24 and s.stations[0]["core"]["card"] == "enhanced-core-module"
    s.apply("pass")
    assert not s.is_legal("use core")


def test_workshop_repairs_its_own_station():
    s = turn()
    w = put(s, 0, "workshop")
    m = put(s, 0, "dormitory", "core", "L")
    with s.edit():
        s.stations[0][m]["permanent"] = 1
        s.crew[0] = 1
    s.apply(f"crew {w} {m} permanent")
    assert s.stations[0][m]["permanent"] == 0 and s.money[0] == 30


def test_shipyard_needs_another_support_module_and_2_crew_for_1_vp():
    s = turn()
    give(s, 0, "shipyard")
    assert "Support" in str(s.explain("build shipyard core U"))
    put(s, 0, "workshop", "core", "L")
    s.apply("build shipyard core U")
    with s.edit():
        s.active, s.crew[0] = 0, 1
    assert "2 unused crew" in str(s.explain("crew m2"))
    with s.edit():
        s.crew[0] = 2
    s.apply("crew m2")
    assert s.scores()[0] == 1 and s.score_breakdown(0)[0].source == "Shipyard"


def test_galleria_needs_a_functioning_luxury_module():
    s = turn()
    give(s, 0, "galleria")
    assert not s.is_legal("build galleria core U")
    h = put(s, 0, "hotel", "core", "L")
    assert s.is_legal("build galleria core U")
    with s.edit():
        s.stations[0][h]["temporary"] = 1
    assert not s.is_legal("build galleria core U")



def test_the_galleria_refusal_says_the_kind_it_needs_is_our_design():
    """The rule sheet's symbol for that kind was lost: the refusal must not pass Luxury off as the sheet's."""
    s = turn()
    give(s, 0, "galleria")
    refusal = str(s.explain("build galleria core U"))
    assert "Card clarifications › Galleria" in refusal and "Luxury" in refusal
    assert "our design" in refusal and "symbol" in refusal

def test_command_center_builds_for_free_from_its_own_exits():
    s = turn()
    cc = put(s, 0, "command-center")
    give(s, 0, "hotel")
    with s.edit():
        s.crew[0] = 1
    assert not s.is_legal(f"crew {cc} hotel D")
    s.apply(f"crew {cc} hotel U")
    assert s.money[0] == 27 and s.stations[0]["m2"]["parent"] == cc


def test_visiting_worker_uses_another_station_s_crew_action_without_crew():
    s = turn()
    hotel = put(s, 1, "hotel")
    workshop = put(s, 1, "workshop", "core", "L")
    broken = put(s, 1, "dormitory", "core", "R")
    with s.edit():
        s.stations[1][broken]["permanent"] = 1
        s.crew[0] = 0
    give(s, 0, "visiting-worker", "visiting-worker")
    s.apply(f"play visiting-worker p2 {hotel}")
    assert s.money[0] == 33 and s.stations[1][hotel]["uses"] == 1 and s.crew[0] == 0
    with s.edit():
        s.active = 0
    assert not s.is_legal(f"play visiting-worker p2 {hotel}")  # used this year
    s.apply(f"play visiting-worker p2 {workshop} {broken} permanent")  # repairs the owner's station
    assert s.stations[1][broken]["permanent"] == 0
    assert s.discards.count("visiting-worker") == 2



def test_a_visiting_worker_at_a_shipyard_must_move_2_unused_crew_to_get_the_vp():
    """Card clarifications › Shipyard: "you must move 2 unused crew to it in order to get the VP" —
    a Visiting Worker, who otherwise brings no crew, is no exception."""
    s = turn()
    put(s, 1, "workshop", "core", "L")
    yard = put(s, 1, "shipyard")
    give(s, 0, "visiting-worker")
    with s.edit():
        s.crew[0] = 1
    assert not s.is_legal(f"play visiting-worker p2 {yard}")
    assert "2 unused crew" in str(s.explain(f"play visiting-worker p2 {yard}"))
    assert "Shipyard" in str(s.explain(f"play visiting-worker p2 {yard}").rule)
    with s.edit():
        s.crew[0] = 2
    s.apply(f"play visiting-worker p2 {yard}")
    assert s.crew[0] == 0 and s.stations[1][yard]["crew"] == 2 and s.stations[1][yard]["uses"] == 1
    assert s.scores() == [1, 0] and s.score_breakdown(0)[0].source == "Shipyard"

def test_library_is_counted_only_while_functioning():
    s = year_started(1, 12)
    lib = put(s, 0, "library")
    with s.edit():
        s.stations[0][lib]["permanent"] = 1
    s.apply("pass")
    s.apply("income structural")
    s.apply("keep")
    assert s.decider() == 0 and len(s.hands[0]) == 5  # no extra card from a damaged Library


def test_recycling_center_discards_one_and_draws_one():
    s = turn()
    r = put(s, 0, "recycling-center")
    give(s, 0, "storage")
    with s.edit():
        s.crew[0] = 1
    s.apply(f"crew {r} storage")
    assert s.decider() is CHANCE and s.discards[-1] == "storage"
    s.apply(s.sample_chance())
    assert len(s.hands[0]) == 1 and s.decider() == 1


def test_an_illegal_action_leaves_the_state_unchanged():
    s = turn()
    give(s, 0, "hotel")
    before = s.to_json()
    for line in ("build hotel core X", "build hotel m9 U", "repair core temporary", "crew core", "play hotel", "income bio", "pass now", "fly"):
        with pytest.raises(IllegalAction):
            s.apply(line)
        assert s.to_json() == before


def test_a_crew_action_used_this_year_is_free_again_next_year_and_its_crew_goes_home():
    """Crew Action: once per year; At the end of each year, step 3: all crew is removed."""
    s = turn()
    h = put(s, 0, "hotel")
    with s.edit():
        s.crew[0] = 1
    s.apply(f"crew {h}")
    assert s.stations[0][h]["crew"] == 1
    s.apply("pass").apply("pass")  # seat 1 then seat 0: every player passed in a row, the year ends
    assert s.year == 3 and s.stations[0][h]["crew"] == 0 and s.stations[0][h]["uses"] == 0
    while s.agenda:
        s.apply(s.sample_chance() if s.decider() is CHANCE else "income structural" if "income" in s.verbs() else "keep")
    s.apply("pass")  # seat 1 starts year 3
    s.apply(f"crew {h}")
    assert s.stations[0][h]["crew"] == 1


def test_the_turned_over_core_is_bio_for_the_same_colour_discount():
    """Build Action: 1 M€ less on a module of the same colour; the Enhanced Core Module is Bio (reference §3)."""
    s = turn()
    give(s, 0, "living-quarters", "dormitory")
    s.apply("use core")  # 30 − 6
    s.apply("pass")
    s.apply("build living-quarters core U")  # Bio on Bio: 5 M€
    assert s.money[0] == 19
    s.apply("pass")
    s.apply("build dormitory core L")  # Structural on Bio: 6 M€
    assert s.money[0] == 13


def test_the_robotic_arm_cannot_connect_a_module_to_a_damaged_one():
    """Damage: "you may not connect new modules there" — for a moved module as for a built one."""
    s = turn()
    arm = put(s, 0, "robotic-arm", "core", "U")
    broken = put(s, 0, "dormitory", "core", "R")
    loose = put(s, 0, "storage", "core", "L")
    with s.edit():
        s.stations[0][broken]["permanent"] = 1
    assert not [a for a in s.legal_actions("use") if a.args[0] == arm and a.args[2] == broken]
    assert not s.is_legal(f"use {arm} {loose} {broken} U")
    assert s.is_legal(f"use {arm} {loose} {arm} L")


def test_damage_from_a_module_is_temporary_in_year_1_too():
    """Damage: "During the first year, all damage is considered temporary" — not only events'."""
    s = turn()
    with s.edit():
        s.year = 1
        s.crew[0] = 1
    bay = put(s, 0, "rail-gun")
    target = put(s, 1, "dormitory")
    s.apply(f"crew {bay} p2 {target}")
    assert s.stations[1][target]["temporary"] == 1 and s.stations[1][target]["permanent"] == 0

"""Illegal actions a learner plausibly tries: each refusal names the rule that forbids it, in the rulebook's words,
with the numbers that decide it. Expected numbers are worked by hand from the rulebook (Actions, The Power Cycle)."""

from __future__ import annotations

from tablebook.games.gaia_project.board import hx, neighbours
from tests.gaia_project.helpers import hex_of, started


def _table():
    """The Terrans to act (Navigation 0: range 1; Terraforming 0), the Xenos beside them."""
    state = started("terrans", "xenos")
    return state, state.read_seat("terrans")


def test_a_mine_out_of_range_gives_distance_range_and_qic():
    # Build a Mine › Accessibility: range 1 at Navigation 0-1; each QIC spent adds 2
    state, p = _table()
    far = next(h for h, code in state.board.planet.items()
               if code == "r" and hx(h) not in state.bld and state.reach(p, hx(h)) == 5)
    with state.edit():
        state.pl[p]["qic"] = 1
    problem = state.explain(f"build mine {state.board.label(far)}")
    assert problem.reason == (f"{state.board.label(far)} is out of range: it is 5 spaces from your nearest planet, "
                              "your range is 1 (Navigation level 0) and each QIC spent adds 2; it needs 2 QIC, you "
                              "have 1")
    assert "Accessibility" in str(problem.rule)


def test_a_mine_on_a_colonised_planet_names_who_holds_it():
    state, p = _table()
    rival = hex_of(state, 1 - p)
    assert state.explain(f"build mine {rival}").reason == (
        f"a mine goes on an empty planet; {rival} is already colonised by the Xenos")
    assert state.explain(f"build mine {hex_of(state, p)}").reason.endswith("already colonised by you")


def test_a_mine_on_a_gaia_planet_without_qic_says_what_the_qic_is_for():
    # Build a Mine › Habitability: "Gaia planets can be made habitable by paying 1 QIC"
    state, p = _table()
    gaia = next(h for h, code in state.board.planet.items() if code == "g")
    beside = next(hx(n) for n in neighbours(gaia) if hx(n) not in state.bld)
    with state.edit():
        state.bld[beside] = [p, "m"]
        state.pl[p].update(ore=4, credits=10, qic=0)
    problem = state.explain(f"build mine {state.board.label(gaia)}")
    assert "costs 1 ore, 2 credits, 1 QIC (1 QIC makes a Gaia planet habitable); you have 4 ore" in problem.reason
    assert "Habitability" in str(problem.rule)


def test_an_upgrade_without_ore_gives_the_price_and_why_it_is_6_credits():
    # Upgrade: mine → trading station 6 credits and 2 ore, 3 credits with an opponent's structure within 2 spaces
    state, p = _table()
    mine = hex_of(state, p)
    with state.edit():
        state.bld = {k: v for k, v in state.bld.items() if v[0] == p}
        state.pl[p]["ore"] = 1
    assert state.explain(f"build trading-station {mine}").reason == (
        "a trading station costs 2 ore and 6 credits (6 credits with no other player's structure within 2 spaces; 3 "
        f"with one); you have 1 ore and {state.pl[p]['credits']} credits")


def test_an_upgrade_that_skips_a_step_says_upgrades_go_one_step_at_a_time():
    state, p = _table()
    mine = hex_of(state, p)
    problem = state.explain(f"build research-lab {mine}")
    assert problem.reason == (f"a research lab replaces one of your trading stations; {mine} holds your mine: "
                              "structures are upgraded one step at a time")


def test_a_power_action_already_taken_says_once_a_round_for_the_whole_table():
    state, p = _table()
    with state.edit():
        state.used.append("power3")
        state.pl[p]["power_areas"] = [0, 0, 8]
    problem = state.explain("action-space power3")
    assert problem.reason == ("power3, the power action 'gain 2 ore' (4 power), has been taken this round: each power "
                              "and QIC action is taken once a round by the whole table")
    assert "Power and QIC Actions" in str(problem.rule)


def test_a_power_action_without_power_in_area_three_says_so():
    # The Power Cycle: "You can spend only power tokens that are in area III"
    state, p = _table()
    with state.edit():
        state.pl[p]["power_areas"] = [2, 4, 1]
    assert state.explain("action-space power3").reason == (
        "power3 is the power action 'gain 2 ore' (4 power); you have 1 power in area III")
    assert state.explain("spend 4pw for 1q").reason == (
        "spend 4pw for 1q needs 4 power from area III; you have 1 power in area III")


def test_a_federation_short_of_7_gives_its_power_value_and_the_values():
    # Form a Federation: "a total power value (PV) of at least 7. Mines have a PV of 1, ..."
    state, p = _table()
    mine = hex_of(state, p)
    problem = state.explain(f"form-federation {mine} fed2")
    assert problem.reason == ("this federation's power value is 1; it needs 7 (a mine counts 1, a trading station or "
                              "research lab 2, a planetary institute or academy 3)")


def test_passing_with_the_booster_one_returns_names_the_rule():
    # Pass: "You cannot use the same booster 2 rounds in a row"
    state, p = _table()
    held = state.pl[p]["booster"]
    problem = state.explain(f"pass {held}")
    assert problem.reason.startswith(f"you return {held} as you pass and cannot use the same booster 2 rounds in a row")
    assert "Pass" in str(problem.rule)


def test_a_special_action_used_or_not_owned_is_told_apart():
    # Special Actions: "available only to the player that owns the component ... once per round"
    state, p = _table()
    with state.edit():
        state.pl[p]["booster"], state.pl[p]["specials_used"] = "booster4", ["booster4"]
    assert state.explain("special-action step").reason == (
        "you have used the special action step this round: each special action once a round")
    with state.edit():
        state.pl[p]["booster"], state.pl[p]["specials_used"] = "booster1", []
    assert state.explain("special-action step").reason == (
        "none of your faction board, tech tiles, booster or buildings has the special action step")


def test_a_second_action_in_one_turn_is_refused():
    # Gameplay › Actions: "players take turns taking a single action"
    state, p = _table()
    with state.edit():
        state.pl[p]["knowledge"] = 8
    state.apply("research economy")
    assert state.explain("research science").reason == "you have taken your action this turn: free actions or end-turn"


def test_level_5_without_a_green_federation_token_and_research_without_knowledge():
    # Research Progress: 4 knowledge a step; level 5 needs a federation token flipped from green to grey
    state, p = _table()
    with state.edit():
        state.pl[p]["research"]["nav"], state.pl[p]["knowledge"] = 4, 8
    assert state.explain("research navigation").reason == "level 5 needs a green federation token to turn grey; you have none"
    with state.edit():
        state.pl[p]["knowledge"] = 3
    assert state.explain("research science").reason == "a research step costs 4 knowledge; you have 3"



def test_a_mine_on_ones_own_gaiaformer_before_the_gaia_phase_says_when_it_becomes_possible():
    # Gaia phase: "If you have a Gaiaformer on a Transdim planet, place a Gaia planet token on that planet"; Start a
    # Gaia Project: "have access to a Transdim planet without a Gaiaformer on it"
    state, p = _table()
    transdim = next(h for h, code in state.board.planet.items() if code == "m")
    label = state.board.label(transdim)
    with state.edit():
        state.gf_on[hx(transdim)] = p
        state.pl[p].update(qic=9, gaiaformers=1, power_areas=[6, 0, 0])
    problem = state.explain(f"build mine {label}")
    assert problem.reason == (f"your Gaiaformer on {label} makes it a Gaia planet in the next Gaia phase; build the "
                              "mine after that")
    assert "Gaia" in str(problem.rule)
    assert state.explain(f"build gaia-project {label}").reason == (
        f"a Gaia project needs a Transdim planet without a Gaiaformer; your Gaiaformer stands on {label}")

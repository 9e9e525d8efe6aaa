"""Rules of Gaia Project on constructed positions; expected numbers are the rulebook's or worked by hand."""

from __future__ import annotations

import pytest

import tablebook

from tablebook.core import IllegalAction
from tablebook.core.action import possessive
from tablebook.games.gaia_project import charging, power, scoring, upgrades
from tablebook.games.gaia_project.board import hx, neighbours, unhx
from tablebook.games.gaia_project.words import tile_text
from tests.gaia_project.helpers import blank_board, hex_of, started


def test_charging_costs_one_vp_less_than_the_power_and_is_capped_by_the_bowls_and_vp():
    # rulebook: lose VP equal to the power charged minus 1; reference §15.1: the offer shrinks to what fits
    state = started("terrans", "xenos")
    entry = {"amount": 3, "seat": 1}
    with state.edit():
        state.pl[1]["power_areas"] = [1, 0, 5]     # one token in area I: 2 power at most
    assert charging.amount(state, 1, entry) == 2
    with state.edit():
        state.pl[1]["vp"] = 0             # VP + 1 = 1
    assert charging.amount(state, 1, entry) == 1


def test_charge_moves_area_one_first_then_area_two():
    pl = {"power_areas": [1, 2, 0], "brainstone": None}
    power.charge(pl, 3)                   # I→II once, then II→III twice
    assert pl["power_areas"] == [0, 1, 2]
    pl = {"power_areas": [0, 0, 4], "brainstone": None}
    power.charge(pl, 2)
    assert pl["power_areas"] == [0, 0, 4]


def test_the_taklons_choose_whether_the_brainstone_moves():
    # [2, 4, 0], brainstone in I, charge 1: the brainstone moves to II, or a token does
    assert power.outcomes({"power_areas": [2, 4, 0], "brainstone": "area1"}, 1) == {"area2": [2, 4, 0], "area1": [1, 5, 0]}
    assert len(power.outcomes({"power_areas": [0, 3, 0], "brainstone": None}, 2)) == 1


def _rival_within_two(state, p: int) -> tuple[str, str]:
    """(key of p's first mine, an empty planet hex within distance 2 of it but not adjacent)."""
    key = next(k for k, (q, kind) in state.bld.items() if q == p and kind == "m")
    h = tuple(map(int, key.split("x")))
    ring = {n2 for n in neighbours(h) for n2 in neighbours(n)} - set(neighbours(h)) - {h}
    spot = next(hx(n) for n in sorted(ring) if hx(n) not in state.bld)
    return key, spot


def test_a_trading_station_costs_3_credits_beside_a_rival_and_6_alone():
    state = started("terrans", "xenos")
    p = state.active
    key, spot = _rival_within_two(state, p)
    for k in [k for k, (q, _) in state.bld.items() if q != p]:
        with state.edit():
            del state.bld[k]
    assert upgrades.cost(state, p, key, "ts") == {"o": 2, "c": 6}
    with state.edit():
        state.bld[spot] = [1 - p, "m"]
    assert upgrades.cost(state, p, key, "ts") == {"o": 2, "c": 3}


def test_a_research_step_costs_4_knowledge_and_says_so():
    state = started("terrans", "xenos")
    p = state.active
    with state.edit():
        state.pl[p]["knowledge"] = 3
    problem = state.explain("research economy")
    assert "4 knowledge; you have 3" in problem.reason and "Gaia Project" in str(problem.rule)


def test_level_5_needs_a_green_federation_token_and_is_one_players_alone():
    state = started("terrans", "xenos")
    p = state.active
    with state.edit():
        state.pl[p]["research"]["sci"] = 4
        state.pl[p]["knowledge"] = 15
    assert "green federation token" in state.explain("research science").reason
    with state.edit():
        state.pl[p]["federation_tokens"] = [["fed2", True]]
        state.level5["sci"] = 1 - p
    assert "only one player" in state.explain("research science").reason
    with state.edit():
        del state.level5["sci"]
    state.apply("research science")
    assert state.pl[p]["research"]["sci"] == 5 and state.pl[p]["federation_tokens"] == [["fed2", False]]
    assert state.pl[p]["knowledge"] == 15  # 15 - 4 for the step, + 9 on reaching level 5, stopped at the cap of 15


def test_gleens_take_ore_for_qic_until_their_qic_academy():
    state = started("gleens", "terrans")
    p = state.read_seat("gleens")
    before = dict(state.pl[p])
    from tablebook.games.gaia_project.resources import gain
    gain(state, p, "1q")
    assert state.pl[p]["qic"] == before["qic"] and state.pl[p]["ore"] == before["ore"] + 1


def test_itars_burn_tokens_into_the_gaia_area():
    state = started("itars", "xenos")
    p = state.read_seat("itars")
    if state.active != p:
        state.apply("pass " + state.boosters[0])
    with state.edit():
        state.pl[p]["power_areas"] = [0, 4, 0]
    state.apply("burn-power 2")
    assert state.pl[p]["power_areas"] == [0, 0, 2] and state.pl[p]["gaia_area"] == 2


def test_final_scoring_ties_share_the_places_and_a_count_of_zero_scores_nothing(monkeypatch):
    # 18 / 12 / 6 by place; two tied for first share (18 + 12) // 2 = 15; a player with 0 gets nothing
    state = started("terrans", "xenos", "ambas")
    counts = {0: 5, 1: 5, 2: 0}
    monkeypatch.setattr(scoring, "counts", lambda s, p, tile: counts[p])
    assert scoring.ranking(state, "sector") == [15, 15, 0]
    counts[2] = 2
    assert scoring.ranking(state, "sector") == [15, 15, 6]


def test_with_two_players_the_neutral_player_takes_a_rank(monkeypatch):
    # structure: the neutral player counts 11; a player with 11 ties with it: (18 + 12) // 2 = 15
    state = started("terrans", "xenos")
    monkeypatch.setattr(scoring, "counts", lambda s, p, tile: [11, 3][p])
    assert scoring.ranking(state, "structure") == [15, 6]


def test_a_mine_out_of_reach_is_refused_with_the_rule():
    state = started("terrans", "xenos")
    p = state.active
    with state.edit():
        state.pl[p]["qic"] = 0              # navigation level 0: range 1, and no QIC to reach further
    far = next(state.board.label(h) for h, code in state.board.planet.items()
               if code == state.faction(p)["planet"] and state.reach(p, hx(h)) >= 3)
    problem = state.explain(f"build mine {far}")
    assert "out of range" in problem.reason and "Accessibility" in str(problem.rule)


def test_the_active_player_cannot_end_a_turn_without_an_action():
    state = started("terrans", "xenos")
    with pytest.raises(IllegalAction, match="take your action"):
        state.apply("end-turn")
    assert hex_of(state, state.active)


def test_satellites_cannot_stand_on_planets():
    # rulebook, Form a Federation: "Satellites cannot be placed on planets"
    state = started("terrans", "xenos")
    p = state.active
    mine = next(k for k, (q, kind) in state.bld.items() if q == p and kind == "m")
    planet = next(hx(n) for n in neighbours(unhx(mine)) if state.planet(hx(n)) not in ("e",) and hx(n) not in state.bld)
    with state.edit():
        state.pl[p]["power_areas"] = [5, 5, 5]
    problem = state.explain(f"form-federation {state.board.label(unhx(mine))},{state.board.label(unhx(planet))} fed1")
    assert "cannot be placed on planets" in problem.reason


def test_the_lost_planet_cannot_be_upgraded():
    state = started("terrans", "xenos")
    p = state.active
    key = next(k for k, (q, kind) in state.bld.items() if q == p and kind == "m")
    with state.edit():
        state.lost = key
        state.pl[p].update(ore=15, credits=30)
    assert "Lost Planet cannot be upgraded" in state.explain(f"build trading-station {state.board.label(unhx(key))}").reason


def _two_planets_one_space_apart(state):
    """Two planet hexes at distance 2 whose shared neighbour is empty space, and another space next to that one."""
    from tablebook.games.gaia_project.board import distance
    planets = sorted(k for k in map(hx, state.board.planet) if state.planet(k) not in ("e",))
    for a in planets:
        for b in planets:
            if a < b and distance(unhx(a), unhx(b)) == 2:
                gaps = [hx(n) for n in neighbours(unhx(a)) if hx(n) in map(hx, neighbours(unhx(b)))
                        and state.planet(hx(n)) == "e"]
                spare = [hx(n) for g in gaps for n in neighbours(unhx(g))
                         if state.planet(hx(n)) == "e" and hx(n) not in gaps]
                if gaps and spare:
                    return a, b, gaps[0], spare[0]
    raise AssertionError("no such place on this board")


def test_a_federation_uses_the_fewest_satellites_and_no_more():
    # rulebook: "You cannot form a federation by connecting more planets and satellites than are needed"
    from tablebook.games.gaia_project import federations
    state = started("xenos", "terrans")
    p = state.read_seat("xenos")
    a, b, gap, spare = _two_planets_one_space_apart(state)
    with state.edit():
        state.bld = {k: v for k, v in state.bld.items() if v[0] != p}
        state.bld[a], state.bld[b] = [p, "PI"], [p, "ac1"]   # 3 + 3: the Xenos with PI need 6
        state.pl[p]["power_areas"] = [3, 3, 3]
    label = state.board.label
    options = federations.options(state, p)
    assert (",".join(sorted(label(unhx(k)) for k in (a, b, gap))), "fed1") in options
    while state.active != p:
        state.apply("pass " + state.boosters[0])
    extra = ",".join(label(unhx(k)) for k in (a, b, gap, spare))
    assert "can be joined with 1 satellites; this federation uses 2" in state.explain(f"form-federation {extra} fed1").reason
    state.apply(f"form-federation {label(unhx(a))},{label(unhx(gap))},{label(unhx(b))} fed1")
    assert state.pl[p]["federation_tokens"] == [["fed1", False]] and state.sats[gap] == [p]


def test_satellites_are_counted_up_to_the_ones_a_player_can_pay_for():
    # on an empty map, mines four steps apart in a row need the three spaces between; a third mine two steps on
    # needs one more: 3 satellites for the first two, 4 for all three
    from tablebook.games.gaia_project import federations
    from tablebook.games.gaia_project.satellites import Plan
    state = started("terrans", "xenos")
    row = [hx((-6 + x, 2)) for x in (0, 4, 6)]
    blank_board(state, {unhx(k): "r" for k in row})
    with state.edit():
        state.bld = {k: [0, "m"] for k in row}
    weight = federations.passable(state, 0)
    groups = [[k] for k in row]
    assert Plan(groups, weight).cost[0b011] == 3 and Plan(groups, weight).cost[0b111] == 4
    assert Plan(groups, weight, limit=3).cost[0b011] == 3 and Plan(groups, weight, limit=3).cost[0b111] is None
    assert Plan(groups, weight, limit=2).cost[0b011] is None and Plan(groups, weight, limit=2).cost[0b110] == 1


def test_a_mine_needing_terraforming_says_the_steps_and_the_ore():
    # Terra → Oxide is 1 step, Terra → Volcanic 2 (the wheel); at Terraforming level 0 a step costs 3 ore
    state = started("terrans", "xenos")
    p = state.active
    target = next(hx(h) for h, code in state.board.planet.items() if code == "v" and hx(h) not in state.bld)
    with state.edit():
        state.bld[hx(next(n for n in neighbours(unhx(target)) if hx(n) not in state.bld))] = [p, "m"]
        state.pl[p].update(ore=4, credits=10, qic=5)
    problem = state.explain(f"build mine {state.board.label(unhx(target))}")
    assert "costs 7 ore, 2 credits (2 terraforming steps); you have 4 ore" in problem.reason
    assert "Habitability" in str(problem.rule)


def test_whose_turn_is_written_with_the_plural_possessive():
    # faction names are plurals ending in s: "the Geodens' turn", not "Geodens's"
    state = started("geodens", "terrans")
    assert state.describe_now() == f"it is {state.seat_name(state.active)}' turn"
    assert state.describe_now() in ("it is Geodens' turn", "it is Terrans' turn")
    assert possessive("p1") == "p1's"


def test_another_seats_decision_is_refused_with_the_plural_possessive():
    state = started("geodens", "terrans")
    other = 1 - state.active
    reason = state.explain("pass", player=other).reason
    mover, waiter = state.seat_name(state.active), state.seat_name(other)
    assert reason.startswith(f"It is not {waiter}' decision now but {mover}': ")


def test_a_faction_sharing_a_home_planet_is_refused_by_the_planets_name():
    # Gaia Project › Setup: the Terrans and Lantids share the blue Terra planet, so only one of them can play
    state = tablebook.load("gaia-project").setup(2, seed=1)
    state.apply("faction terrans")
    assert "already play the Terra home planet" in str(state.explain("faction lantids"))


def test_a_starting_mine_off_the_home_type_is_refused_by_the_planet_names():
    state = tablebook.load("gaia-project").setup(2, seed=7)
    state.apply("faction terrans")
    state.apply("faction xenos")
    desert = next(state.board.label(h) for h, code in state.board.planet.items() if code == "d")
    assert f"home planet type (Terra); {desert} is Desert" in str(state.explain(f"build mine {desert}"))


def test_narration_agrees_with_plural_faction_names_and_names_structures():
    # faction names are plurals ("the Terrans build"); a seat before its faction is one player ("Player 1 chooses")
    game = tablebook.load("gaia-project")
    state = game.setup(2, seed=7)
    before = state.clone()
    state.apply("faction terrans")
    assert game.narrate(before, "faction terrans", state)[0] == "Player 1 chooses the Terrans."
    state.apply("faction xenos")
    before = state.clone()
    action = state.legal_actions()[0]
    state.apply(action)
    assert game.narrate(before, action, state)[0] == f"Terrans build a mine on {action.args[1]}."
    from tablebook.games.gaia_project.narration import agree
    assert [agree(v, True) for v in ("builds", "passes", "charges", "takes")] == ["build", "pass", "charge", "take"]
    assert agree("builds", False) == "builds"
    from tablebook.games.gaia_project.narration import TELL
    assert TELL["pass"](state, 0, (), state)[0] == "Terrans pass."
    assert TELL["form-federation"](state, 1, ("1x0", "fed2"), state)[0] == \
        "Xenos form a federation, taking the federation token (+8 VP, +1 QIC)."


def test_a_pass_names_the_booster_taken_and_the_one_returned_and_round_6_takes_none():
    # rulebook (Actions › Pass): "take 1 of the 3 available round boosters ..., then return the booster you started
    # the round with ... In the final round, do not take a new booster before returning yours"; Round Boosters:
    # "During the income phase, gain 1 ore. When you return this round booster by taking the pass action, gain 1 VP
    # for each of your mines" (booster6, reference §7) and "... gain 4 credits. ... 1 VP for each Gaia planet"
    game = tablebook.load("gaia-project")
    state = started("terrans", "xenos")
    held = state.pl[0]["booster"]
    held_effect = tile_text("booster", held)
    for taken, effect in (("booster6", "income: +1 ore; on passing: 1 VP per mine"),
                          ("booster10", "income: +4 credits; on passing: 1 VP per Gaia planet")):
        assert taken in state.boosters
        after = state.clone()
        after.apply(f"pass {taken}")
        assert game.narrate(state, f"pass {taken}", after)[0] == (
            f"Terrans pass, take the round booster ({effect}) and return the round booster ({held_effect}).")
    while state.round < 6 or not any(a.verb == "pass" for a in state.legal_actions()):
        actions = state.legal_actions()
        state.apply(next((a for a in actions if a.verb == "pass"), actions[0]))
    seat, held = state.active, state.pl[state.active]["booster"]
    name = state.seat_name(seat)
    after = state.clone()
    after.apply("pass")
    assert after.pl[seat]["booster"] is None and held in after.boosters
    assert game.narrate(state, "pass", after)[0] == (
        f"{name} pass and return the round booster ({tile_text('booster', held)}), taking no new booster in the last round.")


def test_narration_and_labels_speak_the_rulebooks_words_not_the_log_codes():
    # rulebook (Power and QIC Actions): the 4-power spaces give 7 credits or 2 ore; the 2-QIC space 3 VP + 1 VP per
    # planet type; Charge Power: charging N power costs N - 1 VP; the research tracks' printed names
    from tablebook.games.gaia_project.narration import LABEL, TELL

    state = tablebook.load("gaia-project").setup(2, seed=7)
    state.apply("faction terrans")
    state.apply("faction xenos")
    said = {line: TELL[line.split()[0]](state, 1, tuple(line.split()[1:]), state)[0] for line in (
        "charge-power 1pw", "charge-power 3pw", "charge-power 1t,2pw", "research artificial-intelligence",
        "research economy", "action-space power4", "action-space power3",
        "action-space qic3", "spend 4pw for 1q", "income 1t", "income 2t", "income 4pw")}
    assert said == {
        "charge-power 1pw": "Xenos charge 1 power (0 VP).", "charge-power 3pw": "Xenos charge 3 power (2 VP).",
        "charge-power 1t,2pw": "Xenos charge 2 power (1 VP), after taking a power token.",
        "research artificial-intelligence": "Xenos advance in Artificial Intelligence.",
        "research economy": "Xenos advance in Economy.",
        "action-space power4": "Xenos take the power action 'gain 7 credits' (4 power).",
        "action-space power3": "Xenos take the power action 'gain 2 ore' (4 power).",
        "action-space qic3": "Xenos take the QIC action '3 VP + 1 VP per planet type' (2 QIC).",
        "spend 4pw for 1q": "Xenos convert 4 power from area III into 1 QIC.",
        # Income: "You choose the order in which you charge and gain power"
        "income 1t": "Xenos choose to gain 1 power token before charging power.",
        "income 2t": "Xenos choose to gain 2 power tokens before charging power.",
        "income 4pw": "Xenos choose to charge 4 power before gaining power tokens.",
    }
    assert LABEL["action-space"](state, 1, ("power4",)) == "Take the power action 'gain 7 credits' (4 power)"
    assert LABEL["research"](state, 1, ("navigation",)) == "Research: Navigation"
    assert LABEL["build"](state, 1, ("planetary-institute", "1A8")) == "Build the planetary institute on 1A8"
    assert LABEL["build"](state, 1, ("knowledge-academy", "1A8")) == "Build an academy (knowledge) on 1A8"

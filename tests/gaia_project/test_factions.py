"""Each faction's abilities, planetary institute and special actions (Gaia Project › Factions; reference §4.2),
on constructed positions. Every faction also plays at least three of the 124 reference games, which agree line by
line with the reference engine (test_reference_games.py)."""

from __future__ import annotations

from tablebook.core import step
from tablebook.games.gaia_project import federations, gaia_phase, power
from tablebook.games.gaia_project.board import hx, neighbours, unhx
from tablebook.games.gaia_project.resources import spend_power
from tests.contract import check_decision
from tests.gaia_project.helpers import blank_board, hex_of, started, their_turn


def _give_pi(state, p: int) -> str:
    with state.edit():
        key = next(k for k, (q, kind) in state.bld.items() if q == p and kind == "m")
        state.bld[key] = [p, "PI"]
    return key


def test_terrans_gaia_tokens_return_to_area_two_and_with_pi_may_be_spent():
    state = started("terrans", "xenos")
    p = state.read_seat("terrans")
    with state.edit():
        state.pl[p]["power_areas"], state.pl[p]["gaia_area"] = [0, 0, 0], 4
    gaia_phase.give_back(state, p)
    assert state.pl[p]["power_areas"] == [0, 4, 0] and state.pl[p]["gaia_area"] == 0
    _give_pi(state, p)
    with state.edit():
        state.pl[p]["gaia_area"], state.pl[p]["qic"] = 5, 0
        state.agenda.append({"kind": "gaia", "seat": p, "tokens": 5})
    state.apply("spend 4tg for 1q", p)
    state.apply("spend 1tg for 1c", p)
    assert state.pl[p]["qic"] == 1 and state.pl[p]["power_areas"][1] == 4 + 5  # the spent tokens still return to area II


def test_lantids_build_on_a_rivals_planet_without_terraforming_and_gain_2_knowledge_with_pi():
    state = started("lantids", "xenos")
    p = their_turn(state, "lantids")
    rival = next(k for k, (q, _) in state.bld.items() if q != p)
    with state.edit():
        state.bld[hx(next(n for n in neighbours(unhx(rival)) if hx(n) not in state.bld))] = [p, "m"]
        state.pl[p].update(ore=1, credits=2, qic=0, knowledge=0)
    _give_pi(state, p)
    state.apply(f"build mine {state.board.label(unhx(rival))}")
    assert state.guests[rival] == p and state.pl[p]["ore"] == 0 and state.pl[p]["credits"] == 0 and state.pl[p]["knowledge"] == 2


def test_lantids_may_build_on_the_lost_planet_an_opponent_placed():
    # Factions › Lantids: "you may build a mine on a planet colonized by an opponent (including the Lost Planet)"
    state = started("lantids", "xenos")
    p = their_turn(state, "lantids")
    mine = hex_of(state, p)
    lost = next(hx(n) for n in neighbours(state.board.parse(mine)) if state.planet(hx(n)) == "e")
    with state.edit():
        state.lost, state.bld[lost] = lost, [1 - p, "m"]
        state.pl[p].update(ore=1, credits=2, qic=0)
    state.apply(f"build mine {state.board.label(unhx(lost))}")
    assert state.guests[lost] == p and state.pl[p]["ore"] == 0 and state.pl[p]["credits"] == 0


def test_xenos_place_a_third_mine_and_need_power_value_6_with_pi():
    state = started("xenos", "terrans")
    p = state.read_seat("xenos")
    assert state.count(p, "m") == 3 and state.count(1 - p, "m") == 2
    assert federations.requirement(state, p) == 7
    _give_pi(state, p)
    assert federations.requirement(state, p) == 6


def test_gleens_pay_ore_for_gaia_planets_and_their_pi_brings_their_federation_token():
    state = started("gleens", "terrans")
    p = state.read_seat("gleens")
    from tablebook.games.gaia_project import mines
    gaia = next(hx(h) for h, code in state.board.planet.items() if code == "g")
    with state.edit():
        state.bld[hx(neighbours(unhx(gaia))[0])] = [p, "m"]
        state.pl[p].update(ore=5, credits=5, qic=0)
    cost, _ = mines.mine_cost(state, p, gaia)
    assert cost == {"c": 2, "o": 2, "q": 0}   # 1 ore for the mine, 1 ore (not a QIC) for the Gaia planet
    k = state.pl[p]["knowledge"]
    federations.take_token(state, p, "gleens")
    assert state.pl[p]["knowledge"] == k + 1 and state.pl[p]["federation_tokens"] == [["gleens", True]]


def test_taklons_brainstone_counts_three_when_spent():
    state = started("taklons", "terrans")
    p = state.read_seat("taklons")
    with state.edit():
        state.pl[p]["power_areas"], state.pl[p]["brainstone"] = [0, 0, 1], "area3"
    assert power.spendable(state.pl[p]) == 4
    spend_power(state, p, 3)
    assert state.pl[p]["brainstone"] == "area1" and state.pl[p]["power_areas"] == [0, 0, 1]


def test_taklons_choose_to_spend_or_keep_the_brainstone_before_the_actions_next_choice():
    # reference §14.5: `brainstone area3|area1` follows a payment of 3 or more that area III's tokens could pay alone
    # (and `brainstone area1` alone one under 3 that they cannot)
    state = started("taklons", "terrans")
    p = their_turn(state, "taklons")
    with state.edit():
        state.pl[p].update(power_areas=[1, 1, 4], brainstone="area3", qic=0)
    state.apply("spend 4pw for 1q")
    assert sorted(a.args[0] for a in state.legal_actions()) == ["area1", "area3"]
    state.apply("brainstone area1")           # the brainstone pays 3, one token the fourth: [1+1, 1, 4-1]
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"], state.pl[p]["qic"]) == ([2, 1, 3], "area1", 1)
    with state.edit():
        state.pl[p].update(power_areas=[0, 0, 3], brainstone="area3")
    state.apply("action-space power7")              # 3 power for 2 tokens into area I
    state.apply("brainstone area3")           # kept: the three tokens pay, [0+3+2, 0, 0]
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"]) == ([5, 0, 0], "area3")
    with state.edit():                        # 2 power: the ordinary tokens pay, nothing to ask
        state.pl[p].update(power_areas=[0, 0, 2], brainstone="area3")
    spend_power(state, p, 2)
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"], state.agenda) == ([2, 0, 0], "area3", [])
    # Factions › Taklons: "spend it as if it were 3 power": 1 power that only the brainstone can pay takes it to
    # area I (2 power lost); the reference engine asks even so, its one answer area1 a warning the log names
    with state.edit():
        state.pl[p].update(power_areas=[1, 0, 0], brainstone="area3", credits=0)
    state.apply("spend 1pw for 1c")
    assert [str(a) for a in state.legal_actions()] == ["brainstone area1"]
    assert "area1" in state.explain("brainstone area3").reason
    state.apply("brainstone area1")
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"], state.pl[p]["credits"]) == ([1, 0, 0], "area1", 1)


def test_a_brainstone_moved_by_a_gaia_project_is_one_of_its_tokens():
    # Factions › Taklons: "The brainstone counts as 1 power token"; Start a Gaia Project: 6 tokens at Gaia Project
    # level 1. With 5 ordinary tokens and the brainstone, all six go: 5 ordinary and the brainstone in the Gaia area;
    # the Gaia phase returns them all to area I. With 6 ordinary tokens the player chooses.
    state = started("taklons", "terrans")
    p = their_turn(state, "taklons")
    blank_board(state, {(0, 0): "r", (1, 0): "m", (0, 1): "m"})
    with state.edit():
        state.bld = {hx((0, 0)): [p, "m"]}
        state.pl[p].update(power_areas=[0, 4, 1], brainstone="area1", gaia_area=0, gaiaformers=2, qic=0)
        state.pl[p]["research"]["gaia"] = 1
    state.apply(f"build gaia-project {state.board.label((1, 0))}")
    assert (state.pl[p]["power_areas"], state.pl[p]["gaia_area"], state.pl[p]["brainstone"]) == ([0, 0, 0], 5, "gaia")
    gaia_phase.give_back(state, p)
    assert (state.pl[p]["power_areas"], state.pl[p]["gaia_area"], state.pl[p]["brainstone"]) == ([5, 0, 0], 0, "area1")
    with state.edit():
        state.pl[p]["power_areas"], state.main = [2, 4, 0], False
    state.apply(f"build gaia-project {state.board.label((0, 1))}")
    state.apply("brainstone gaia")
    assert (state.pl[p]["power_areas"], state.pl[p]["gaia_area"], state.pl[p]["brainstone"]) == ([0, 1, 0], 5, "gaia")


def test_taklons_choose_whether_satellites_and_gaia_projects_take_the_brainstone():
    # satellites: ordinary tokens go from area I up; once the discard reaches the brainstone's area it may go or stay
    pl = {"power_areas": [1, 0, 2], "brainstone": "area2", "gaia_area": 0}
    assert power.discard_outcomes(pl, 2) == {"discard": [0, 0, 2, 0], "area2": [0, 0, 1, 0]}
    assert power.discard_outcomes(pl, 1) == {"area2": [0, 0, 2, 0]}          # area I's token is enough
    assert power.discard_outcomes(pl, 4) == {"discard": [0, 0, 0, 0]}        # every token, the brainstone too
    # a Gaia project of 6 tokens: the brainstone may be one of them (then 5 ordinary go) or not
    pl = {"power_areas": [2, 4, 0], "brainstone": "area1", "gaia_area": 0}
    assert power.discard_outcomes(pl, 6, to_gaia=True) == {"gaia": [0, 1, 0, 5], "area1": [0, 0, 0, 6]}
    pl = {"power_areas": [1, 4, 0], "brainstone": "area1", "gaia_area": 0}
    assert power.discard_outcomes(pl, 6, to_gaia=True) == {"gaia": [0, 0, 0, 5]}
    state = started("taklons", "terrans")
    p = state.read_seat("taklons")
    with state.edit():
        state.pl[p].update(power_areas=[1, 0, 2], brainstone="area2", gaia_area=0)
    from tablebook.games.gaia_project.resources import discard_tokens
    discard_tokens(state, p, 2)
    state.apply("brainstone discard", p)
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"]) == ([0, 0, 2], None)


def test_taklons_burning_may_move_keep_or_discard_the_brainstone():
    # burn-power 2 from [0, 5, 0] with the brainstone in area II: two tokens discarded, two moved to area III
    assert power.burn_outcomes({"power_areas": [0, 5, 0], "brainstone": "area2", "gaia_area": 0}, 2) == {
        "area3": [0, 2, 1, 0], "discard": [0, 2, 2, 0], "area2": [0, 1, 2, 0]}
    state = started("taklons", "terrans")
    p = their_turn(state, "taklons")
    with state.edit():
        state.pl[p].update(power_areas=[0, 5, 0], brainstone="area2")
    assert {str(a) for a in state.legal_actions("burn-power")} >= {"burn-power 2", "burn-power 2 area2", "burn-power 2 discard"}
    before = state.clone()
    state.apply("burn-power 2 area2")
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"]) == ([0, 1, 2], "area2")
    assert state.VERBS["burn-power"].tell(before, p, ("2", "area2"), state)[0] == \
        "Taklons burn 2 power; the brainstone stays in area II."
    state.apply("burn-power 1")                     # plain burn: the brainstone moves first, as the reference engine does
    assert (state.pl[p]["power_areas"], state.pl[p]["brainstone"]) == ([0, 0, 2], "area3")
    with state.edit():
        state.pl[p]["power_areas"] = [0, 4, 0]
    assert "only a brainstone in area II" in state.explain("burn-power 1 area2").reason


def test_ambas_swap_their_pi_with_a_mine():
    state = started("ambas", "terrans")
    p = their_turn(state, "ambas")
    pi = _give_pi(state, p)
    mine = hex_of(state, p, "m")
    state.apply("special-action swap-PI")
    state.apply(f"swap {mine}")
    assert state.bld[pi] == [p, "m"] and state.bld[hx(state.board.parse(mine))] == [p, "PI"]


def test_hadsch_hallas_with_pi_buy_qic_ore_and_knowledge_with_credits():
    state = started("hadsch-hallas", "terrans")
    p = their_turn(state, "hadsch-hallas")
    assert state.explain("spend 4c for 1q") is not None
    _give_pi(state, p)
    q, c = state.pl[p]["qic"], state.pl[p]["credits"]
    state.apply("spend 4c for 1q")
    assert (state.pl[p]["qic"], state.pl[p]["credits"]) == (q + 1, c - 4)


def test_ivits_start_with_the_pi_and_need_7_per_federation_token():
    state = started("ivits", "terrans")
    p = state.read_seat("ivits")
    assert state.count(p, "PI") == 1 and state.count(p, "m") == 0
    assert federations.requirement(state, p) == 7
    with state.edit():
        state.pl[p]["federation_tokens"] = [["fed2", True]]
    assert federations.requirement(state, p) == 14
    with state.edit():   # the token from Terraforming level 5 is no federation formed
        state.pl[p]["federation_tokens"].append(["fed5", True])
        state.pl[p]["research"]["terra"] = 5
    assert federations.requirement(state, p) == 14


def test_ivits_grow_their_one_federation_with_the_fewest_satellites_paid_in_qic():
    # rulebook, Ivits: one federation, grown to 7 × (tokens + 1); "all other rules for forming a federation apply";
    # a satellite costs 1 QIC; a space station counts PV 1. On an empty map along one row (x = 0, 1, …):
    # PI at 0 (3), station at 1 (1), trading station at 3 (2), station at 4 (1): 7 joined by one satellite at 2.
    state = started("ivits", "terrans")
    while state.agenda:                           # the Ivits order their income
        state.apply(state.legal_actions()[0])
    p = their_turn(state, "ivits")
    o = (-6, 2)
    at = {x: hx((o[0] + x, o[1])) for x in range(-1, 10)}
    off_row = hx((o[0] + 1, o[1] - 2))           # two steps from the station at 1: one satellite away
    blank_board(state, {unhx(at[x]): "o" for x in (0, 3, 6, 8, 9)} | {unhx(off_row): "o"})
    label = {hx(h): state.board.label(h) for h in state.board.planet}
    with state.edit():
        state.bld = {at[0]: [p, "PI"], at[3]: [p, "ts"]}
        state.stations = {at[1]: p, at[4]: p}
        state.pl[p].update(qic=5, federation_tokens=[])
    tokens = [t for t, n in state.fed_supply.items() if n]
    first = state.legal_actions("form-federation")
    assert len(first) == len(tokens)              # one federation, with each token left
    state.apply(str(first[0]).replace(first[0].args[1], "fed4"))
    assert set(state.feds[0]["hexes"]) == {at[x] for x in range(5)} and state.sats[at[2]] == [p]
    assert state.pl[p]["qic"] == 4 and federations.requirement(state, p) == 14
    state.apply("end-turn")
    # Now a lab at 6 (2), academies at 8 and 9 (3 + 3): 7 + 2 + 6 = 15 ≥ 14 with satellites at 5 and 7; a mine
    # off the row would add 1 for a third satellite, which the federation does not need.
    with state.edit():
        state.bld.update({at[6]: [p, "lab"], at[8]: [p, "ac1"], at[9]: [p, "ac2"], off_row: [p, "m"]})
        state.active, state.main = p, False
    row = [label[at[x]] for x in range(10)]
    assert "must connect to it" in state.explain(f"form-federation {row[6]},{row[7]},{row[8]} fed2").reason
    detour = [label[hx((o[0] + 7, o[1] - 1))], label[hx((o[0] + 8, o[1] - 1))]]
    assert "can be joined with 2 satellites; this federation uses 3" in state.explain(
        f"form-federation {','.join(row[:7] + detour + row[8:])} fed2").reason
    with_mine = row + [label[hx((o[0] + 1, o[1] - 1))], label[off_row]]
    assert "valid without" in state.explain(f"form-federation {','.join(with_mine)} fed2").reason
    grown = state.legal_actions("form-federation")
    assert len(grown) == len([t for t, n in state.fed_supply.items() if n])
    vp = state.pl[p]["vp"]
    state.apply(f"form-federation {','.join(sorted(row))} fed2")   # fed2: 8 VP and 1 QIC
    assert set(state.feds[0]["hexes"]) == {at[x] for x in range(10)} and len(state.feds) == 1
    assert state.pl[p]["qic"] == 4 - 2 + 1 and state.pl[p]["vp"] == vp + 8
    assert federations.requirement(state, p) == 21


def test_geodens_with_pi_gain_3_knowledge_for_each_new_planet_type():
    state = started("geodens", "terrans")
    p = their_turn(state, "geodens")
    _give_pi(state, p)
    from tablebook.games.gaia_project import mines
    target = next(hx(h) for h, code in state.board.planet.items()
                  if code not in ("e", "m", "g", "v") and hx(h) not in state.bld)
    with state.edit():
        state.bld[hx(next(n for n in neighbours(unhx(target)) if hx(n) not in state.bld))] = [p, "m"]
        state.pl[p].update(ore=15, credits=10, knowledge=0, qic=3)
    mines.build_mine(state, p, target, *mines.mine_cost(state, p, target))
    assert state.pl[p]["knowledge"] == 3


def test_geodens_gain_no_knowledge_for_a_type_colonised_before_their_pi_and_3_for_the_lost_planet():
    # Factions › Geodens: "You do not gain knowledge for planet types you colonized before upgrading to your
    # planetary institute"; Research Board › Navigation 5: the Lost Planet "counts as a build a mine action" and
    # "counts as its own planet type"
    from tablebook.games.gaia_project import lost_planet, mines
    state = started("geodens", "terrans")
    p = their_turn(state, "geodens")
    _give_pi(state, p)                         # a starting Volcanic mine stays: Volcanic was colonised before the PI
    volcanic = next(hx(h) for h, code in state.board.planet.items() if code == "v" and hx(h) not in state.bld)
    with state.edit():
        state.bld[hx(next(n for n in neighbours(unhx(volcanic)) if hx(n) not in state.bld))] = [p, "m"]
        state.pl[p].update(ore=15, credits=10, knowledge=0, qic=3)
    mines.build_mine(state, p, volcanic, *mines.mine_cost(state, p, volcanic))
    assert state.pl[p]["knowledge"] == 0
    space = next(hx(n) for n in neighbours(unhx(volcanic)) if state.planet(hx(n)) == "e" and hx(n) not in state.bld)
    lost_planet.place(state, p, space)
    assert state.pl[p]["knowledge"] == 3


def test_bal_taks_cannot_research_navigation_before_pi_and_trade_gaiaformers_for_qic():
    state = started("baltaks", "terrans")
    p = their_turn(state, "baltaks")
    with state.edit():
        state.pl[p]["knowledge"] = 8
    assert "planetary institute" in state.explain("research navigation").reason
    q = state.pl[p]["qic"]
    state.apply("spend 1gf for 1q")
    assert state.pl[p]["qic"] == q + 1 and state.pl[p]["gaiaformers"] == 0 and state.pl[p]["gaiaformers_in_gaia_area"] == 1


def test_firaks_pi_turns_a_lab_back_into_a_trading_station_with_a_research_step():
    state = started("firaks", "terrans")
    p = their_turn(state, "firaks")
    _give_pi(state, p)
    lab = next(k for k, (q, kind) in state.bld.items() if q == p and kind == "m")
    with state.edit():
        state.bld[lab] = [p, "lab"]
    state.apply("special-action down-lab")
    state.apply(f"build trading-station {state.board.label(unhx(lab))}")
    state.apply("research science")
    assert state.bld[lab] == [p, "ts"] and state.pl[p]["research"]["sci"] == 1


def test_bescods_upgrade_the_other_way_round_and_advance_their_lowest_track():
    state = started("bescods", "terrans")
    p = their_turn(state, "bescods")
    key = next(k for k, (q, kind) in state.bld.items() if q == p and kind == "m")
    with state.edit():
        state.bld[key] = [p, "ts"]
        state.pl[p].update(ore=15, credits=30)
    label = state.board.label(unhx(key))
    assert state.explain(f"build planetary-institute {label}") is not None     # Bescods build their PI on a lab
    assert state.explain(f"build knowledge-academy {label}") is None        # and academies on trading stations
    state.apply("special-action up-lowest")
    assert any(d.get("kind") == "research-step" for d in state.agenda)


def test_nevlas_move_a_token_to_the_gaia_area_for_knowledge_and_with_pi_double_area_three():
    state = started("nevlas", "terrans")
    p = their_turn(state, "nevlas")
    with state.edit():
        state.pl[p]["power_areas"], state.pl[p]["knowledge"] = [0, 0, 3], 0
    state.apply("spend 1t-a3 for 1k")
    assert state.pl[p]["power_areas"] == [0, 0, 2] and state.pl[p]["gaia_area"] == 1 and state.pl[p]["knowledge"] == 1
    assert power.spendable(state.pl[p], nevlas_pi=True) == 4


def test_itars_with_pi_trade_four_gaia_tokens_for_a_tech_tile_again_and_the_next_player_waits():
    # Factions › Itars, PI: "During the Gaia phase, you can discard 4 power tokens from your Gaia area to immediately
    # gain a tech tile ..., as many times as you can afford to." Players take the Gaia phase in turn order (as the
    # reference engine does): the Xenos after them keep their Gaia-area tokens until the Itars are done. A research
    # step declined there ends the Itars' trades (the reference engine's reading), and their tokens go home.
    state = started("itars", "xenos")
    i, x = state.read_seat("itars"), state.read_seat("xenos")
    _give_pi(state, i)
    with state.edit():
        state.pl[i].update(gaia_area=9, power_areas=[0, 0, 0])
        state.pl[x].update(gaia_area=2, power_areas=[0, 0, 0])
        state.agenda.append(step("gaia"))
        state.run_agenda()
    assert state.agenda[-1]["kind"] == "gaia" and state.agenda[-1]["seat"] == i
    state.apply("spend 4tg for tech", i)
    state.apply("tech-tile terra", i)
    state.apply("research terraforming", i)
    assert state.agenda[-1]["kind"] == "gaia"
    assert state.pl[i]["gaia_area"] == 5 and state.pl[x]["gaia_area"] == 2   # again: 5 left
    state.apply("spend 4tg for tech", i)
    state.apply("tech-tile nav", i)
    state.apply("decline", i)
    assert [(state.pl[q]["gaia_area"], state.pl[q]["power_areas"]) for q in (i, x)] == [(0, [1, 0, 0]), (0, [2, 0, 0])]
    assert not state.agenda and {t for t, _ in state.pl[i]["tech_tiles"]} >= {state.techs["terra"], state.techs["nav"]}




def test_nevlas_with_pi_are_offered_each_conversion_of_area_three_once():
    # Nevlas PI: "spend power tokens in area III ... as if they were each 2 power", and their board converts 4 power
    # → 1 ore + 1 credit and 6 power → 2 ore. Three tokens, nothing else to convert: 1 to 6 power for as many
    # credits, 4 for 1 QIC or 1 knowledge, 3 for 1 ore, 6 for 2 ore (the standard conversion twice, or the board's
    # once: one action), 4 for 1 ore + 1 credit, and 1 to 3 tokens to the Gaia area for as much knowledge.
    state = started("nevlas", "terrans")
    p = their_turn(state, "nevlas")
    _give_pi(state, p)
    with state.edit():
        state.pl[p].update(power_areas=[0, 0, 3], gaia_area=0, ore=0, credits=0, knowledge=0, qic=0)
    expected = {f"spend {n}pw for {n}c" for n in range(1, 7)} | {f"spend {n}t-a3 for {n}k" for n in (1, 2, 3)} | {
        "spend 4pw for 1q", "spend 4pw for 1k", "spend 3pw for 1o", "spend 6pw for 2o", "spend 4pw for 1o,1c"}
    listed = [str(a) for a in check_decision(state) if a.verb == "spend"]
    assert sorted(listed) == sorted(expected)
    state.apply("spend 6pw for 2o")
    assert state.pl[p]["power_areas"] == [3, 0, 0] and state.pl[p]["ore"] == 2

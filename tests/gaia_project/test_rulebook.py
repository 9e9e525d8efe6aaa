"""Rules of Gaia Project that no other test checked, one rulebook statement each, on a constructed map: planets
along one row of hexes, so every distance is counted by hand. Expected numbers are the rulebook's (Actions, Research
Board, Round Boosters, Game End and Scoring) worked by hand, never read from the code."""

from __future__ import annotations

import pytest

from tablebook.core import decision
from tablebook.games.gaia_project import charging, gaia_phase, mines, navigation, scoring, tech_tiles
from tablebook.games.gaia_project.board import hx
from tests.gaia_project.helpers import blank_board, started, their_turn

ROW = [(q, 0) for q in range(7)]  # (q, 0) and (q + d, 0) are d spaces apart (reference §3.1)


def _row(planets: str, factions=("terrans", "xenos")):
    """The Terrans (Terra home, Navigation 0, Terraforming 0, Gaia Project 1) to act on a map whose only planets are
    ``planets`` along ROW (``.`` empty space), with one Terrans mine on the first hex."""
    state = started(*factions)
    p = their_turn(state, "terrans")
    blank_board(state, {h: code for h, code in zip(ROW, planets) if code != "."})
    with state.edit():
        state.bld = {hx(ROW[0]): [p, "m"]}
        state.pl[p].update(ore=15, credits=30, qic=0, knowledge=0)
    return state, p


def _label(state, h) -> str:
    return state.board.label(h)


def test_range_is_1_1_2_2_3_4_by_navigation_level_and_each_qic_adds_2():
    # Build a Mine › Accessibility: range 1 at level 0-1, 2 at 2-3, 3 at 4, 4 at 5; +2 range per QIC spent.
    # A planet 5 spaces away needs (5 - range) / 2 QIC, rounded up: 2, 2, 2, 2, 1, 1.
    state, p = _row("r....r")
    target = hx(ROW[5])
    needed = []
    for level in range(6):
        with state.edit():
            state.pl[p]["research"]["nav"], state.pl[p]["qic"] = level, 9
        needed.append(navigation.qic_for_range(state, p, target))
    assert needed == [2, 2, 2, 2, 1, 1]
    with state.edit():
        state.pl[p]["research"]["nav"], state.pl[p]["qic"] = 0, 1
    assert navigation.qic_for_range(state, p, target) is None
    with state.edit():
        state.pl[p]["qic"] = 2
    state.apply(f"build mine {_label(state, ROW[5])}")
    assert state.pl[p]["qic"] == 0 and state.bld[target] == [p, "m"]


def test_a_terraforming_step_costs_3_3_2_1_1_1_ore_by_terraforming_level():
    # Habitability: 3 ore a step at level 0-1, 2 at level 2, 1 at 3 and beyond; Terra to Desert is 3 steps.
    # A mine on Desert costs 1 ore + 3 steps: 10, 10, 7, 4, 4, 4 ore.
    state, p = _row("rd")
    ore = []
    for level in range(6):
        with state.edit():
            state.pl[p]["research"]["terra"] = level
        cost, steps = mines.mine_cost(state, p, hx(ROW[1]))
        ore.append(cost["o"])
        assert steps == 3 and cost["c"] == 2
    assert ore == [10, 10, 7, 4, 4, 4]


def test_free_terraforming_steps_come_first_and_a_step_not_needed_is_lost():
    # Power & QIC action spaces: "If you take the two-step action, but need only one step, the second step is lost.
    # You can pay ore for additional terraforming steps." Terra to Oxide is 1 step, to Desert 3.
    state, p = _row("rod")
    assert mines.mine_cost(state, p, hx(ROW[1]), free_steps=2)[0]["o"] == 1
    with state.edit():
        state.bld[hx(ROW[1])] = [p, "m"]
    assert mines.mine_cost(state, p, hx(ROW[2]), free_steps=1)[0]["o"] == 1 + 2 * 3
    with state.edit():
        del state.bld[hx(ROW[1])]
        state.pl[p]["power_areas"] = [0, 0, 5]
    state.apply("action-space power2")
    state.apply(f"build mine {_label(state, ROW[1])}")
    assert state.pl[p]["ore"] == 15 - 1 and state.pl[p]["power_areas"] == [5, 0, 0]


@pytest.mark.parametrize("level, tokens", [(1, 6), (2, 6), (3, 4), (4, 3), (5, 3)])
def test_a_gaia_project_moves_6_6_4_3_3_power_tokens_to_the_gaia_area(level, tokens):
    # Start a Gaia Project › Cost: 6 power at level 1 or 2, 4 at level 3, 3 at level 4 or 5 (from areas I-III)
    state, p = _row("rm")
    transdim = _label(state, ROW[1])
    with state.edit():
        state.pl[p]["research"]["gaia"], state.pl[p]["gaiaformers"] = level, 1
        state.pl[p]["power_areas"], state.pl[p]["gaia_area"] = [tokens - 1, 0, 0], 0
    assert f"moves {tokens} power tokens" in state.explain(f"build gaia-project {transdim}").reason
    with state.edit():
        state.pl[p]["power_areas"] = [tokens, 1, 0]
    state.apply(f"build gaia-project {transdim}")   # the tokens come from area I first, as the reference engine takes them
    assert state.pl[p]["gaia_area"] == tokens and state.pl[p]["power_areas"] == [0, 1, 0] and state.pl[p]["gaiaformers"] == 0


def test_a_gaiaformer_is_no_starting_point_its_planet_turns_gaia_next_round_and_is_its_owners_alone():
    # Start a Gaia Project: a planet with a Gaiaformer "cannot be used as a 'starting point'"; Gaia phase: the
    # Transdim planet becomes a Gaia planet; Build a Mine: only the Gaiaformer's owner may colonise it, it "is
    # considered accessible", no QIC is paid, and the Gaiaformer returns to the faction board.
    state, p = _row("rmr")
    gf_hex, beyond = hx(ROW[1]), hx(ROW[2])
    with state.edit():
        state.pl[p]["research"]["gaia"], state.pl[p]["gaiaformers"], state.pl[p]["power_areas"] = 1, 1, [6, 0, 0]
    state.apply(f"build gaia-project {_label(state, ROW[1])}")
    with state.edit():
        del state.bld[hx(ROW[0])]                      # only the Gaiaformer is left on the map
        state.bld[hx(ROW[5])] = [p, "m"]                # and a mine far away (3 and 4 spaces off)
    assert "out of range" in mines.mine_cost(state, p, beyond).reason   # 1 space from the Gaiaformer, 3 from the mine
    assert state.planet(gf_hex) == "m"
    gaia_phase.start(state)
    assert state.planet(gf_hex) == "g"
    assert "another player's Gaiaformer" in mines.mine_cost(state, 1 - p, gf_hex).reason
    assert mines.mine_cost(state, p, gf_hex) == ({"c": 2, "o": 1, "q": 0}, 0)
    mines.build_mine(state, p, gf_hex, *mines.mine_cost(state, p, gf_hex))
    assert state.pl[p]["gaiaformers"] == 1 and gf_hex not in state.gf_on


def test_a_tech_tile_is_owned_once_and_one_under_a_track_advances_only_that_track():
    # Gaining a tech tile: no faction owns two of one tile; a tile below a research area advances only that area,
    # one of the lower row any area
    state, p = _row("r")
    state.agenda.append(decision("tech", p))
    state.apply("tech-tile nav")
    assert state.agenda[-1]["kind"] == "research-step" and state.agenda[-1]["tracks"] == ["nav"]
    state.agenda.pop()
    assert "already own" in tech_tiles.problem(state, p, "nav").reason
    state.agenda.append(decision("tech", p))
    state.apply("tech-tile free1")
    assert state.agenda[-1]["tracks"] == ["terra", "nav", "int", "gaia", "eco", "sci"]


def test_an_advanced_tile_needs_level_4_a_green_federation_token_and_a_standard_tile_to_cover():
    # Gaining a tech tile: level 4 or 5 on its track; flip a green federation token to grey; cover an uncovered
    # standard tile, which then has no effect
    state, p = _row("r")
    pl = state.pl[p]
    with state.edit():
        pl["research"]["eco"], pl["federation_tokens"], pl["tech_tiles"] = 3, [["fed2", True]], [[state.techs["free1"], False]]
    assert "level 4" in tech_tiles.problem(state, p, "adv-eco").reason
    with state.edit():
        pl["research"]["eco"], pl["federation_tokens"] = 4, [["fed1", False]]   # the 12 VP token is grey on both sides
    assert "green federation token" in tech_tiles.problem(state, p, "adv-eco").reason
    with state.edit():
        pl["federation_tokens"], pl["tech_tiles"] = [["fed2", True]], []
    assert "none uncovered" in tech_tiles.problem(state, p, "adv-eco").reason
    with state.edit():
        pl["tech_tiles"] = [[state.techs["free1"], False]]
    advanced = state.techs["adv-eco"]
    state.agenda.append(decision("tech", p))
    state.apply("tech-tile adv-eco")
    state.apply("cover free1")
    assert pl["federation_tokens"] == [["fed2", False]] and pl["tech_tiles"] == [[state.techs["free1"], True], [advanced, False]]
    assert state.techs["adv-eco"] is None                 # advanced tiles are not refilled


def test_a_new_colony_beside_a_federation_joins_it_without_a_token():
    # Form a Federation: "If you colonize planets directly adjacent to one of your federations, they enlarge the
    # federation without any advantage for you"
    state, p = _row("rr")
    with state.edit():
        state.feds = [{"p": p, "hexes": [hx(ROW[0])]}]
    vp = state.pl[p]["vp"]
    state.apply(f"build mine {_label(state, ROW[1])}")
    assert state.feds[0]["hexes"] == sorted([hx(ROW[0]), hx(ROW[1])]) and state.pl[p]["federation_tokens"] == []
    assert state.pl[p]["vp"] - vp == (2 if state.setup["roundScoring"][0] == "score3" else 0)


def test_a_charge_is_for_the_highest_power_value_in_reach_and_a_passed_player_may_charge():
    # Charge Power: "you can charge power only for your structure with the highest PV" within 2 spaces; "An
    # opponent that has passed can still charge power". The Xenos' trading station (PV 2) is 1 space from the new
    # mine, their mine (PV 1) 2 spaces, their lab (PV 2) 3 spaces: an offer of 2.
    state, p = _row("rrddd")
    x = 1 - p
    with state.edit():
        state.bld.update({hx(ROW[2]): [x, "ts"], hx(ROW[3]): [x, "m"], hx(ROW[4]): [x, "lab"]})
        state.pl[x]["passed"], state.pl[x]["power_areas"] = True, [3, 3, 0]
    assert charging.offers_for(state, p, hx(ROW[1])) == [[x, 2]]
    state.apply(f"build mine {_label(state, ROW[1])}")
    state.apply("end-turn")
    assert state.agenda[-1]["kind"] == "charge" and state.agenda[-1]["seat"] == x and state.agenda[-1]["amount"] == 2
    vp = state.pl[x]["vp"]
    state.apply("charge-power 2pw", x)
    assert state.pl[x]["vp"] == vp - 1 and state.pl[x]["power_areas"] == [1, 5, 0]   # 2 power for 1 VP, area I first


def test_taklons_with_pi_are_offered_their_token_even_with_no_power_to_charge():
    # Factions › Taklons, PI: "Each time you would charge power from the charge power passive action you gain 1
    # power token ... before or after charging". With every token in area III there is nothing to charge, yet (as the
    # reference engine offers it) the Taklons may take the token alone (0 power, 0 VP) or first, then charge it
    # 2 power for 1 VP: I → II → III. Without their PI no offer is made.
    def mine_beside(taklons_structure):
        state = started("terrans", "taklons")
        while state.agenda:                               # the Taklons order their income
            state.apply(state.legal_actions()[0])
        p = their_turn(state, "terrans")
        blank_board(state, {ROW[0]: "r", ROW[1]: "r", ROW[2]: "d"})
        with state.edit():
            state.bld = {hx(ROW[0]): [p, "m"], hx(ROW[2]): [1 - p, taklons_structure]}
            state.pl[p].update(ore=15, credits=30, qic=0)
            state.pl[1 - p].update(power_areas=[0, 0, 5], brainstone=None, vp=10)
        state.apply(f"build mine {_label(state, ROW[1])}")
        state.apply("end-turn")
        return state, 1 - p

    state, t = mine_beside("m")
    assert state.agenda == [] and state.active == t                   # no PI: no power to charge, no offer
    state, t = mine_beside("PI")
    assert sorted(str(a) for a in state.legal_actions()) == ["charge-power 0pw,1t", "charge-power 1t,2pw", "decline"]
    after = state.clone()
    state.apply("charge-power 0pw,1t", t)
    assert (state.pl[t]["power_areas"], state.pl[t]["vp"]) == ([1, 0, 5], 10)
    after.apply("charge-power 1t,2pw", t)
    assert (after.pl[t]["power_areas"], after.pl[t]["vp"]) == ([0, 0, 6], 9)


def test_clean_up_frees_the_action_spaces_and_special_actions():
    # a power action taken is refused to everyone for the rest of the round; then Clean-up: "Remove all action
    # tokens from all power, QIC, and special action spaces"
    state = started("terrans", "xenos")
    with state.edit():
        for pl in state.pl:
            pl["power_areas"] = [0, 0, 12]
    state.apply("action-space power3")
    state.apply("end-turn")
    assert "taken this round" in state.explain("action-space power3", state.active).reason
    with state.edit():
        state.pl[0]["specials_used"] = ["booster4"]
    while state.round == 1:
        state.apply("pass " + state.boosters[0])
    assert state.used == [] and all(pl["specials_used"] == [] for pl in state.pl)


@pytest.mark.parametrize("booster, vp", [("booster6", 3 * 1), ("booster7", 2 * 2), ("booster8", 1 * 3),
                                         ("booster9", 1 * 4), ("booster10", 1 * 1)])
def test_a_booster_returned_on_passing_pays_for_its_structures(booster, vp):
    # Round Boosters: 1 VP per mine (the Lost Planet too), 2 VP per trading station, 4 VP per PI and academy, 1 VP
    # per Gaia planet; booster8 (3 VP per research lab) from the reference (§7). The Terrans hold 3 mines (one on a
    # Gaia planet), 2 trading stations, 1 lab and their PI.
    state, p = _row("rgrrrrr")
    with state.edit():
        state.bld = {hx(ROW[0]): [p, "m"], hx(ROW[1]): [p, "m"], hx(ROW[2]): [p, "m"], hx(ROW[3]): [p, "ts"],
                     hx(ROW[4]): [p, "ts"], hx(ROW[5]): [p, "lab"], hx(ROW[6]): [p, "PI"]}
        state.pl[p]["booster"], state.pl[p]["tech_tiles"] = booster, []
    before = state.pl[p]["vp"]
    state.apply("pass " + next(b for b in state.boosters if b != booster))
    assert state.pl[p]["vp"] - before == vp


def test_the_2_qic_action_scores_3_vp_and_1_per_planet_type():
    # Power & QIC action spaces: "3 VP and 1 additional VP for each different planet type you have colonized";
    # the Terrans' planets: Terra twice, Oxide, Gaia = 3 types
    state, p = _row("rrog")
    with state.edit():
        state.bld.update({hx(ROW[1]): [p, "m"], hx(ROW[2]): [p, "m"], hx(ROW[3]): [p, "ts"]})
        state.pl[p]["qic"] = 2
    vp = state.pl[p]["vp"]
    state.apply("action-space qic3")
    assert state.pl[p]["vp"] - vp == 3 + 3 and state.pl[p]["qic"] == 0


@pytest.mark.parametrize("action, gained", [("power1", {"k": 3}), ("power3", {"o": 2}), ("power4", {"c": 7}),
                                            ("power5", {"k": 2}), ("power7", {"tokens": 2})])
def test_the_power_actions_pay_what_the_research_board_shows(action, gained):
    # Power & QIC action spaces: "Gain 2 or 3 knowledge, 2 ore, 7 credits, and 2 power tokens"; the costs (7 power
    # for 3 knowledge, 4 for 2 ore, 7 credits or 2 knowledge, 3 for 2 power tokens) are the reference's §11
    state, p = _row("r")
    pl = state.pl[p]
    with state.edit():
        pl.update(ore=0, credits=0, knowledge=0, power_areas=[0, 0, 7])
    cost = {"power1": 7, "power7": 3}.get(action, 4)
    state.apply(f"action-space {action}")
    got = {"o": pl["ore"], "c": pl["credits"], "k": pl["knowledge"], "tokens": sum(pl["power_areas"]) - 7}
    assert {k: v for k, v in got.items() if v} == gained
    assert pl["power_areas"][2] == 7 - cost


def test_level_5_of_each_track_gives_its_one_time_gain():
    # Research Board, level 5: Artificial Intelligence 4 QIC; Gaia Project 4 VP + 1 per Gaia planet with a
    # structure (a Gaiaformer is none); Economy 3 ore, 6 credits, charge 6; Terraforming the token lying there
    state, p = _row("rgg")
    pl = state.pl[p]
    with state.edit():
        state.bld[hx(ROW[1])] = [p, "m"]
        state.gf_on[hx(ROW[2])] = p
        state.gaia_made.append(hx(ROW[2]))
        pl.update(ore=0, credits=0, qic=0, knowledge=15, power_areas=[6, 0, 0], federation_tokens=[["fed2", True]])
        pl["research"].update(int=4, gaia=4, eco=4, terra=4)
    from tablebook.games.gaia_project import research
    research.advance(state, p, "int")
    assert pl["qic"] == 4
    with state.edit():
        pl["federation_tokens"] = [["fed2", True]]
        state.level5.clear()
    vp = pl["vp"]
    research.advance(state, p, "gaia")
    assert pl["vp"] - vp == 4 + 1
    with state.edit():
        pl["federation_tokens"] = [["fed2", True]]
    research.advance(state, p, "eco")
    assert (pl["ore"], pl["credits"], pl["power_areas"]) == (3, 6, [0, 6, 0])
    with state.edit():
        pl["federation_tokens"] = [["fed2", True]]
    token = state.terra_fed
    research.advance(state, p, "terra")
    assert state.terra_fed is None and pl["federation_tokens"][-1][0] == token


def test_final_scoring_gives_4_vp_per_research_level_above_2_and_1_vp_per_3_resources(monkeypatch):
    # Game End and Scoring: "For each level 3, 4, and 5 you have reached ... gain 4 VP" (levels 3, 4, 5 on three
    # tracks: 4 + 8 + 12); "Gain 1 VP for every 3 credits, knowledge, or ore": 5 ore + 7 credits + 2 knowledge = 14
    # → 4 VP (the reference engine also turns QIC into ore: none here)
    state, p = _row("r")
    monkeypatch.setattr(scoring, "ranking", lambda s, final_tile: [0] * s.players)
    pl = state.pl[p]
    with state.edit():
        pl.update(ore=5, credits=7, knowledge=2, qic=0, power_areas=[0, 0, 0], brainstone=None)
        pl["research"] = {"terra": 3, "nav": 4, "int": 5, "gaia": 0, "eco": 1, "sci": 2}
    vp = pl["vp"]
    scoring.final(state)
    assert pl["vp"] - vp == 24 + 4


def test_final_resources_keep_the_caps_and_nevlas_with_pi_spend_area_three_at_two_a_token(monkeypatch):
    # Income: ore stops at 15, so the reference engine's QIC → ore at the end gains nothing past it: 15 ore + 1 QIC,
    # 0 credits, 3 knowledge → 18 / 3 = 6 VP. Nevlas PI: "each power token in area III counts as 2 power": area
    # II's 4 tokens burn to 2 more in area III, 3 + 2 = 5 tokens spent for 10 credits → (10 + 2) / 3 = 4 VP; as that
    # engine pays it (5 power at 2 a token), ceil(5 / 2) = 3 tokens go back to area I and 2 stay in area III.
    monkeypatch.setattr(scoring, "ranking", lambda s, final_tile: [0] * s.players)
    state, p = _row("r")
    pl = state.pl[p]
    with state.edit():
        pl.update(ore=15, credits=0, knowledge=3, qic=1, power_areas=[0, 0, 0])
        pl["research"] = dict.fromkeys(pl["research"], 0)
    vp = pl["vp"]
    scoring.final(state)
    assert (pl["ore"], pl["qic"], pl["vp"] - vp) == (15, 0, 6)
    state = started("nevlas", "terrans")
    n = state.read_seat("nevlas")
    pl = state.pl[n]
    with state.edit():
        key = next(k for k, (q, kind) in state.bld.items() if q == n and kind == "m")
        state.bld[key] = [n, "PI"]
        pl.update(ore=0, credits=0, knowledge=2, qic=0, power_areas=[1, 4, 3])
        pl["research"] = dict.fromkeys(pl["research"], 0)
    vp = pl["vp"]
    scoring.final(state)
    assert (pl["credits"], pl["vp"] - vp, pl["power_areas"]) == (10, 4, [4, 0, 2])


def test_spending_an_ore_gains_a_power_token_in_area_one():
    # Free Actions: "Spend 1 ore to gain 1 power (in area I)"; "Spend 1 knowledge to gain 1 credit"
    state, p = _row("r")
    pl = state.pl[p]
    with state.edit():
        pl.update(ore=2, knowledge=2, credits=0, power_areas=[1, 2, 3])
    state.apply("spend 2o for 2t")
    state.apply("spend 1k for 1c")
    assert (pl["ore"], pl["power_areas"], pl["knowledge"], pl["credits"]) == (0, [3, 2, 3], 1, 1)


def test_the_lost_planet_goes_on_an_empty_space_in_range_and_counts_as_building_a_mine():
    # Research Board › Navigation 5: "place the Lost Planet token on an accessible space that does not contain a
    # planet, satellite, or space station ... This counts as a build a mine action (you can gain VP and your
    # opponents can gain power)"; range 4 at level 5. The Xenos' mine is 1 space from the Lost Planet: an offer of 1.
    from tablebook.games.gaia_project import research
    state, p = _row("r..d")
    x = 1 - p
    with state.edit():
        state.bld[hx(ROW[3])] = [x, "m"]
        state.sats[hx(ROW[1])] = [x]
        state.pl[p]["research"]["nav"], state.pl[p]["federation_tokens"] = 4, [["fed2", True]]
    research.advance(state, p, "nav")
    assert state.agenda[-1]["kind"] == "lost-planet"
    assert "no satellite or space station" in state.explain(f"lost-planet {_label(state, ROW[1])}").reason
    assert "no satellite or space station" in state.explain(f"lost-planet {_label(state, ROW[3])}").reason
    state.apply(f"lost-planet {_label(state, ROW[2])}")
    lost = hx(ROW[2])
    assert state.lost == lost and state.planet(lost) == "l" and state.bld[lost] == [p, "m"]
    assert state.pending == [{"hex": lost, "offers": [[x, 1]]}]


def test_the_lost_planets_mine_comes_from_no_faction_board_yet_counts_as_a_mine():
    # Navigation 5: "Do not place a mine on the Lost Planet token ... place one of your satellites on the Lost Planet
    # token as a reminder. The Lost Planet counts ... as a planet with a mine"; Round Boosters: 1 VP "for each of your
    # mines on the board (including the Lost Planet)". The Terrans' one mine stays the only one taken from their
    # board (no second mine's income, 7 of the 8 left), and booster6 pays 2 VP on passing.
    from tablebook.games.gaia_project import income, research
    from tablebook.games.gaia_project.trace import player
    state, p = _row("r..")
    with state.edit():
        state.pl[p]["research"]["nav"], state.pl[p]["federation_tokens"], state.pl[p]["booster"] = 4, [["fed2", True]], "booster6"
    slots = income.current(state, p)
    research.advance(state, p, "nav")
    state.apply(f"lost-planet {_label(state, ROW[2])}")
    assert state.count(p, "m") == 1 and player(state, p)["bld"]["m"] == 1 and state.tally(p, "mine") == 2
    assert [source for source, _ in income.current(state, p)] == [source for source, _ in slots]
    before = state.pl[p]["vp"]
    state.apply("pass " + next(b for b in state.boosters if b != "booster6"))
    assert state.pl[p]["vp"] - before == 2


def test_a_federation_valid_with_a_planet_and_a_satellite_fewer_must_leave_them_out():
    # Form a Federation: "So if the federation would be valid with at least 1 fewer planet and 1 fewer satellite, you
    # must change the federation." An academy, the PI and a lab side by side make 3 + 3 + 2 = 8; a mine 2 spaces
    # further needs a satellite between and is not needed.
    state, p = _row("rrr.r")
    with state.edit():
        state.bld = {hx(ROW[0]): [p, "ac1"], hx(ROW[1]): [p, "PI"], hx(ROW[2]): [p, "lab"], hx(ROW[4]): [p, "m"]}
        state.pl[p]["power_areas"] = [3, 0, 0]
    labels = [_label(state, h) for h in ROW[:5]]
    problem = state.explain(f"form-federation {','.join(labels)} fed2")
    assert problem.reason == (f"the federation is valid without {labels[4]} and with fewer satellites: a federation "
                              "may not connect more than it needs")
    state.apply(f"form-federation {','.join(sorted(labels[:3]))} fed2")
    assert state.feds[-1]["hexes"] == sorted(hx(h) for h in ROW[:3]) and state.pl[p]["power_areas"] == [3, 0, 0]

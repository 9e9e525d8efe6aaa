"""The Gaia Project table view: the map, boards and scoring drawn from a state, and clicks that map to legal actions.

Expected values come from the shipped recorded game (its setup.json lists every planet as the reference engine
placed it, its moves.txt says who charged what, result.json the final VP) and from the reference's tables.
"""

from __future__ import annotations

import asyncio
import json

import pytest

import tablebook
from tablebook.core import Timeline
from tablebook.games.gaia_project.log import RECORDED, recorded_game, recorded_games
from tablebook.views import Stepper, table_for
from tablebook.views.gaia_project import GaiaProjectTable
from tablebook.views.gaia_project_model import cost_words, special_words, view_model, words

GAME = tablebook.load("gaia-project")
FOLDER = RECORDED / "djfjjv4k-2p"


@pytest.fixture(scope="module")
def timeline():
    return Timeline.from_record(recorded_game("djfjjv4k-2p"), GAME)


def at(timeline, step):
    return timeline.goto(step).clone()


def distance(a, b):
    """Hex steps between axial hexes (reference §3.1), worked out here on its own."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def test_the_recorded_game_ships_with_the_package():
    assert recorded_games() == ["djfjjv4k-2p"]
    assert {p.name for p in FOLDER.iterdir()} >= {"setup.json", "moves.txt", "result.json"}
    result = json.loads((FOLDER / "result.json").read_text())
    record = recorded_game("djfjjv4k-2p")
    final = record.replay(GAME)
    assert [pl["vp"] for pl in final.pl] == [r["vp"] for r in result["final_vp"]] == [130, 124]
    with pytest.raises(KeyError, match="djfjjv4k-2p"):
        recorded_game("nope")


def test_the_game_names_its_view():
    state = GAME.setup(players=2, seed=1)
    assert GAME.view == "tablebook.views.gaia_project:GaiaProjectTable"
    assert isinstance(table_for(state), GaiaProjectTable)


def test_every_planet_is_where_the_reference_engine_put_it(timeline):
    vm = view_model(at(timeline, 0))
    hexes = vm["map"]["hexes"]
    assert len(hexes) == 7 * 19 and len(vm["map"]["sectors"]) == 7
    placed = {f"{q}x{r}": (code, sector) for q, r, code, sector in json.loads((FOLDER / "setup.json").read_text())["hexes"]}
    assert len(placed) == 40
    for h in hexes:
        code, sector = placed.get(h["key"], ("e", None))
        assert h["planet"] == code, h["key"]
        if sector is not None:
            assert h["sector"] == sector
    json.dumps(vm)  # plain JSON


def test_hex_labels_follow_the_sector_rings(timeline):
    # reference §3.1: B5 is the inner hex at offset (+1, −1), A0 two steps north (+2, 0), from the sector's centre
    labels = {h["key"]: h["label"] for h in view_model(at(timeline, 0))["map"]["hexes"]}
    assert labels["1x-1"] == "4B5" and labels["2x0"] == "4A0" and labels["0x0"] == "4C"


def test_the_starting_mines_and_owner_letters(timeline):
    vm = view_model(at(timeline, 8))  # both factions chosen, four mines placed, boosters taken (moves.txt)
    built = {h["key"]: (h["building"]["seat"], h["building"]["kind"]) for h in vm["map"]["hexes"] if h["building"]}
    assert built == {"1x-1": (0, "m"), "0x4": (0, "m"), "1x-2": (1, "m"), "-6x2": (1, "m")}
    geodens, itars = vm["players"]
    assert (geodens["name"], geodens["letter"], geodens["colour"]) == ("Geodens", "G", "orange")
    assert (itars["name"], itars["letter"], itars["colour"]) == ("Itars", "I", "white")
    # 8 mines, 2 of them on the map
    assert next(s for s in geodens["structures"] if s["kind"] == "m")["left"] == 6
    assert geodens["booster"]["id"] == "booster1" and itars["booster"]["id"] == "booster4"
    assert vm["round"] == 1 and vm["decider"] == "p1" and vm["order"] == ["p1", "p2"]


def test_two_factions_with_one_initial_get_two_letters():
    state = GAME.setup(players=2, seed=3)
    state.apply("faction geodens")
    state.apply("faction gleens")
    assert [p["letter"] for p in view_model(state)["players"]] == ["Ge", "Gl"]


def test_mine_targets_are_legal_and_in_reach(timeline):
    state = at(timeline, 8)
    vm = view_model(state)
    targets = vm["targets"]["build mine"]
    assert targets and all(f"build mine {t}" in vm["legal"] for t in targets)
    homes = [(1, -1), (0, 4)]
    by_label = {h["label"]: (h["q"], h["r"]) for h in vm["map"]["hexes"]}
    # range 1 (Navigation 0) + 2 per QIC: Geodens hold 1 QIC, so nothing further than 3 steps (reference §5)
    assert vm["players"][0]["qic"] == 1 and vm["players"][0]["range"] == 1
    assert all(min(distance(by_label[t], h) for h in homes) <= 3 for t in targets)
    far = [h for h in vm["map"]["hexes"] if h["planet"] not in ("e", "m") and min(distance((h["q"], h["r"]), x) for x in homes) > 3]
    assert far and not set(h["label"] for h in far) & set(targets)
    assert {t["tool"] for t in vm["tools"]} >= {"build mine", "build trading-station"}
    assert not any(a["action"].startswith("build ") for g in vm["groups"] for a in g["actions"])


def test_a_charge_offer_names_its_seat_and_its_vp_cost(timeline):
    # moves.txt: after the Geodens' trading station Itars charge 1pw; after the Itars' trading station Geodens charge 2pw
    one = view_model(at(timeline, 10))
    assert one["charge"]["seat"] == 1 and one["charge"]["amount"] == 1 and one["charge"]["vp_cost"] == 0
    two = view_model(at(timeline, 21))
    assert (two["charge"]["seat"], two["charge"]["amount"], two["charge"]["vp_cost"]) == (0, 2, 1)
    assert two["decider"] == "p1" and two["players"][0]["deciding"]
    labels = {a["action"]: a["label"] for g in two["groups"] for a in g["actions"]}
    assert labels == {"charge-power 2pw": "Charge 2 power for 1 VP", "decline": "Decline the charge"}
    # a viewer whose seat does not decide gets no actions
    assert view_model(at(timeline, 21), viewer=1)["legal"] == []


def test_free_actions_say_whether_they_are_possible(timeline):
    state = at(timeline, 8)
    pl = state.pl[0]
    free = {f["action"]: f["legal"] for f in view_model(state)["free"]}
    assert free["spend 4pw for 1q"] == (pl["power_areas"][2] >= 4)
    assert free["spend 1o for 1c"] == (pl["ore"] >= 1)
    assert free["spend 1k for 1c"] is True  # every faction starts with knowledge


def test_research_board_and_scoring_tiles(timeline):
    vm = view_model(at(timeline, 8))
    setup = json.loads((FOLDER / "setup.json").read_text())
    tracks = vm["research"]["tracks"]
    assert [t["id"] for t in tracks] == ["terra", "nav", "int", "gaia", "eco", "sci"]
    assert {t["id"]: t["tech"]["tile"] for t in tracks} == {t: setup["techs"][t] for t in ("terra", "nav", "int", "gaia", "eco", "sci")}
    assert tracks[0]["federation"] == setup["terraformingFederation"]
    # Geodens start on Terraforming 1 (reference §4.2)
    assert next(m["level"] for m in tracks[0]["markers"] if m["seat"] == 0) == 1
    assert [r["id"] for r in vm["scoring"]["round"]] == setup["roundScoring"]
    assert vm["scoring"]["round"][0]["current"] and [f["id"] for f in vm["scoring"]["final"]] == setup["finalScoring"]
    assert [f["neutral"] for f in vm["scoring"]["final"]] == [5, 4]  # planetType 5, gaia 4 (reference §10)
    spaces = {a["id"]: a for a in vm["action_spaces"]}
    assert len(spaces) == 10 and spaces["power1"]["cost"] == "7 power" and not any(a["used"] for a in spaces.values())


def test_vp_by_source_add_up_to_the_final_score(timeline):
    vm = view_model(at(timeline, len(timeline)))
    assert vm["over"] and vm["winners"] == ["p1"]
    for p, final in zip(vm["players"], (130, 124)):
        books = {s["source"]: s["points"] for s in p["vp_sources"]}
        assert sum(books.values()) == p["vp"] == final
        assert books["starting VP"] == 10
        assert books["charge power"] < 0
    # research at the end: 4/8/12 VP for levels 3/4/5 (reference §5), from the last state's levels, track by track
    levels = [p["research"] for p in vm["players"]]
    expected = [sum({3: 4, 4: 8, 5: 12}.get(v, 0) for v in lv.values()) for lv in levels]
    research = [next(s for s in p["vp_sources"] if s["source"] == "research scoring") for p in vm["players"]]
    assert [s["points"] for s in research] == expected
    assert research[0]["details"] == "+12 Terraforming level 5; +4 Navigation level 3; +12 Economy level 5"


def test_rewards_and_costs_in_words():
    assert words("2c,1pw") == "+2 credits, +1 power (charge)"
    assert cost_words("4pw") == "4 power from area III"


# --- the widget ------------------------------------------------------------------------------------------
def test_the_table_acts_and_a_charge_offer_follows(timeline):
    table = GaiaProjectTable(at(timeline, 8))
    table.act("build trading-station 4B5")
    table.act("end-turn")
    assert table.model["charge"]["seat"] == 1 and table.model["decider"] == "p2"
    table.act("charge-power 1pw")
    assert table.model["decider"] == "p2" and table.model["charge"] is None
    table.undo()
    assert table.model["charge"]["seat"] == 1
    # round 1 scores tile score8: 3 VP per trading station built (setup.json, reference §9)
    assert repr(table) == "<GaiaProjectTable: round 1, Itars to decide; VP Geodens 13, Itars 10>"


def test_a_computer_seat_answers_its_charge_offer(timeline):
    table = GaiaProjectTable(at(timeline, 8), seats={1: "greedy"}, delay=0)
    assert table.viewer == 0
    table.act("build trading-station 4B5")
    table.act("end-turn")
    # Itars (the computer) charged or declined and took their turn; the learner decides again
    assert table.model["decider"] in ("p1", None) and table.state.history[10] in ("charge-power 1pw", "decline")
    assert "computers: Itars greedy" in repr(table)


@pytest.mark.heavy
def test_the_stepper_steps_through_the_recorded_game():
    stepper = Stepper(recorded_game("djfjjv4k-2p"))
    assert len(stepper.timeline) == 291 and stepper.round_name == "round"
    stepper.goto(9)
    assert stepper.narration.value.startswith("Step 9: Geodens build a trading station on 4B5")
    assert stepper.table.model["last"]["action"] == "build trading-station 4B5"
    stepper.next_round.click()
    assert stepper.table.model["round"] == 2
    stepper.goto(291)
    assert stepper.table.model["over"] and [p["vp"] for p in stepper.table.model["players"]] == [130, 124]


def test_tech_tiles_read_as_their_effect(timeline):
    # moves.txt line 10: the Geodens' lab takes the free1 tile; setup.json puts tech8 there, reference §6.1 4 credits income
    vm = view_model(at(timeline, 15))
    labels = {a["action"]: a["label"] for g in vm["groups"] for a in g["actions"]}
    assert labels["tech-tile free1"] == "Take the tech tile from the free tiles: income: +4 credits"


def test_a_new_game_with_a_computer_player_asks_for_a_faction_then_a_home_planet():
    table = GaiaProjectTable(GAME.setup(players=2, seed=1), seats={1: "greedy"}, delay=0)
    assert table.viewer == 0 and table.model["groups"][0]["verb"] == "faction"
    table.act("faction terrans")
    vm = table.model
    # the computer chose its faction; the starting mines go on the player's home type only (Setup)
    assert table.state.pl[1]["faction"] is not None and vm["decider"] == "p1"
    assert [t["tool"] for t in vm["tools"]] == ["build mine"] and not vm["groups"]
    terra = sorted(h["label"] for h in vm["map"]["hexes"] if h["planet"] == "r")
    assert sorted(vm["targets"]["build mine"]) == terra and terra


def test_special_actions_in_words():
    assert special_words("step") == "+1 terraforming step"
    assert special_words("range+3") == "range +3"
    assert special_words("swap-PI") == "swap PI and a mine"
    assert special_words("1q,5c") == "+1 QIC, +5 credits"


def test_no_clicks_are_offered_while_a_computer_player_decides(timeline):
    async def play():
        # a spectator's table (no viewer) would otherwise offer the deciding seat's moves
        table = GaiaProjectTable(at(timeline, 8), seats={1: "greedy"}, delay=30, viewer=None)
        table.act("build trading-station 4B5")
        table.act("end-turn")
        try:
            assert table.thinking and table.state.decider() == 1  # the Itars' charge offer, the computer's to answer
            m = table.model
            assert (m["legal"], m["groups"], m["tools"], m["targets"], m["free"]) == ([], [], [], {}, [])
            assert m["now"].startswith("Itars (computer, greedy) is playing")
        finally:
            table._cancel()

    asyncio.run(play())


def test_federations_on_offer_name_their_hexes_and_a_token_left(timeline):
    vm = view_model(at(timeline, 120))
    feds = next(g for g in vm["groups"] if g["verb"] == "form-federation")["actions"]
    labels = {h["label"] for h in vm["map"]["hexes"]}
    left = {f["id"] for f in vm["federation_supply"] if f["left"]}
    assert feds and all(set(a["hexes"]) <= labels and a["token"] in left for a in feds)
    assert all(a["action"] == f"form-federation {','.join(a['hexes'])} {a['token']}" for a in feds)
    # 7 power value at least (reference §8): mines 1, trading stations and labs 2, PI and academies 3 (+1 with tech3)
    pv = {"m": 1, "ts": 2, "lab": 2, "PI": 3, "ac1": 3, "ac2": 3}
    by_label = {h["label"]: h for h in vm["map"]["hexes"]}
    seat = int(vm["decider"][1:]) - 1
    bonus = any(t["id"] == "tech3" and not t["covered"] for t in vm["players"][seat]["techs"])
    for a in feds:
        built = [by_label[x]["building"] for x in a["hexes"] if by_label[x]["building"]]
        assert sum(pv[b["kind"]] + (bonus and b["kind"] in ("PI", "ac1", "ac2")) for b in built if b["seat"] == seat) >= 7


def test_counts_take_their_plural():
    assert words("1c,2t") == "+1 credit, +2 power tokens"
    assert cost_words("4tg") == "4 Gaia-area tokens"


def test_the_taklons_burn_buttons_say_where_the_brainstone_goes():
    from tests.gaia_project.helpers import started, their_turn
    state = started("taklons", "terrans")
    p = their_turn(state, "taklons")
    with state.edit():
        state.pl[p].update(power_areas=[0, 5, 0], brainstone="area2")
    burns = {a["action"]: a["label"] for g in view_model(state)["groups"] if g["verb"] == "burn-power" for a in g["actions"]}
    assert burns["burn-power 2"].endswith("the brainstone to III")
    assert burns["burn-power 2 area2"].endswith("the brainstone stays in II")
    assert burns["burn-power 2 discard"].endswith("the brainstone discarded")
    assert len(set(burns.values())) == len(burns)

"""The Space Station Phoenix table view: what it shows, how each legal move is clicked, whose decision it asks.

Expected numbers come from the rulebook (setup tables, the first game's sets, the Diplomacy rewards) or the
data files' provenance read here independently, never from the view model's own output.
"""

from __future__ import annotations

import json

import pytest

import tablebook
from tablebook.core import CHANCE
from tablebook.games.space_station_phoenix.data import HUBS, SETUP, SHIPS
from tablebook.views import SpaceStationPhoenixTable, table_for
from tablebook.views.space_station_phoenix_model import view_model
from tests.space_station_phoenix.phoenix_helpers import bare_three_seats, first_game

GAME = tablebook.load("space-station-phoenix")


def at_first_turn(players: int = 3, seed: int = 1):
    """A first game after its setup decisions (each seat's free Diplomacy steps), at Red's first turn."""
    s = first_game(players, seed)
    while s.in_setup():
        s.apply(s.legal_actions()[0])
    return s


@pytest.fixture(scope="module")
def start():
    return at_first_turn()


def test_the_game_names_its_table_view():
    s = first_game()
    assert GAME.view == "tablebook.views.space_station_phoenix:SpaceStationPhoenixTable"
    table = table_for(s)
    assert isinstance(table, SpaceStationPhoenixTable)
    assert repr(table).startswith("<SpaceStationPhoenixTable: red's turn, blue to decide;")


def test_the_model_is_plain_json(start):
    vm = view_model(start)
    assert json.loads(json.dumps(vm)) == vm


def test_every_fleet_holds_its_first_game_set_and_the_neutral_ships_lie_apart(start):
    vm = view_model(start)
    sets = SETUP["first_game"]["ships"]
    for p, player in enumerate(vm["players"]):
        hub = start.hubs[p]
        expected = 5 + len(sets[hub]["level3"]) + len(sets[hub]["level2"])  # the five Level-1 ships + the set
        assert len(player["ships"]) == expected
        assert {ship["owner"] for ship in player["ships"]} == {player["colour"]}
        assert [s["level"] for s in player["ships"]] == sorted(s["level"] for s in player["ships"])
        assert player["hub"]["id"] == hub
    assert [s["id"] for s in vm["neutral"]] == [f"neutral-{i}" for i in range(1, 6)]
    assert all(s["owner"] is None and s["neutral"] for s in vm["neutral"])


def test_the_supply_terra_and_the_display_follow_the_setup_table(start):
    vm = view_model(start)
    # rulebook › Setup: 70 Aliens and 20 Humans for three players; 3 colours × 3 levels × 3 Sectors on display
    assert vm["supply"]["aliens_left"] == 70 and vm["supply"]["terra"] == 20
    assert len(vm["market"]) == 27
    assert vm["score_track"] == {"end": 40, "markers": [{"colour": c, "points": 0} for c in ("red", "blue", "yellow")]}


def test_a_station_has_three_wings_of_three_levels_with_quarters_and_residents():
    s = bare_three_seats({"red-construction": 0})
    with s.edit():
        s.stations[0] = {"teal": ["101"], "pink": ["121", "221"]}
        s.residents = {"101": ["teal", "human"], "121": [], "221": ["pink"]}
        s.fresh = ["221:0"]
    red = view_model(s)["players"][0]
    assert [w["colour"] for w in red["wings"]] == ["teal", "brown", "pink"]
    assert red["wing_count"] == 2 and red["sectors"] == 3
    teal, brown, pink = red["wings"]
    assert [x and x["id"] for x in teal["sectors"]] == ["101", None, None]
    assert brown["sectors"] == [None, None, None]
    assert [x and x["id"] for x in pink["sectors"]] == ["121", "221", None]
    quarters = teal["sectors"][0]["quarters"]
    assert [q["resident"] for q in quarters] == ["teal", "human", None]  # 101 has three quarters (sectors.toml)
    assert [q["income"] for q in quarters] == ["gems", "water", None]
    assert pink["sectors"][1]["quarters"][0] == {"income": pink["sectors"][1]["quarters"][0]["income"], "resident": "pink",
                                                 "fresh": True}
    assert red["residents"] == {"teal": 1, "pink": 1, "brown": 0, "gold": 0, "human": 1}


def test_values_of_our_design_are_marked_and_printed_ones_are_not(start):
    vm = view_model(start)
    transport = next(s for s in vm["players"][0]["ships"] if s["id"] == "red-transport")
    # ships.toml: the L1 Transport's cost and transactions come from Rick's turn, its metal from Paul's
    # dismantle; its owner's fee is our estimate
    assert set(transport["designed"]) == {"fee"}
    assert {st["field"]: st["value"] for st in transport["stats"]} == {"cost": 2, "fee": 1, "metal": 6, "transactions": 3}
    sector = next(x for x in vm["market"] if x["id"] == "102")
    assert set(sector["designed"]) == {"cost", "quarters", "income"}
    hub = vm["players"][0]["hub"]
    # the Hub's back and the turn-order compensation are our design (hubs.toml, setup.toml)
    assert hub["designed"] == {"back": HUBS[hub["id"]]["provenance"]["back"], "compensation": "estimate"}
    assert [p["hub"]["compensation"] for p in vm["players"]] == [0, 1, 2]
    assert vm["diplomacy"]["designed"]["cost"].startswith("estimate")
    # a neutral ship's type and level are ours too; a player's Level-1 ship's are printed
    neutral = vm["neutral"][0]
    assert {"type", "level", "cost", "metal"} <= set(neutral["designed"]) and "fee" not in neutral["designed"]
    assert not {"type", "level"} & set(transport["designed"])
    assert "◇" in vm["legend"] and "estimate" in vm["legend"]


def test_every_legal_move_is_clicked_as_pick_then_target(start):
    vm = view_model(start)
    assert sorted(m["action"] for m in vm["moves"]) == sorted(str(a) for a in start.legal_actions())
    for m in vm["moves"]:
        if m["pick"] and m["target"]:
            assert f"{m['pick']} {m['target'].split(':', 1)[1]}" == m["action"]
        elif m["pick"]:
            assert m["pick"] == m["action"]  # a ship whose action needs no target: one button
    # a Dismantle ship's targets are ships, a Construction ship's Sectors, a Diplomacy ship's tracks
    kinds = {p["verb"]: p["target_kind"] for p in vm["picks"]}
    assert kinds["dismantle"] == "ship" and kinds["diplomacy"] == "track" and kinds["transport"] is None
    assert {p["ship"] for p in vm["picks"]} <= set(start.ships)
    mine = [m for m in vm["moves"] if m["pick"] == "dismantle red-dismantle"]
    assert {m["target"] for m in mine} == {f"ship:{x}" for x, owner in start.ships.items()
                                          if owner == 0 and x != "red-dismantle"}
    assert {"income"} <= {m["action"] for m in vm["moves"] if not m["pick"]} or "income" not in vm["legal"]


def test_a_hovered_ship_asks_about_its_own_action(start):
    vm = view_model(start)
    assert set(vm["probes"]) == set(start.ships)
    for sid, probe in vm["probes"].items():
        verb = probe.split(" ")[0]
        assert probe.split(" ")[1] == sid
        assert verb == {"farm": "collect", "ice": "collect", "construction": "construct"}.get(SHIPS[sid]["type"], SHIPS[sid]["type"])
    s = start.clone()
    s.apply("transport red-transport")
    s.apply("deal buy food")
    s.apply("deal stop")  # Blue's turn: Red's Transport holds its GEMs now
    vm = view_model(s)
    used = next(x for x in vm["players"][0]["ships"] if x["id"] == "red-transport")
    assert used["used"] and used["gems"] == 2 and used["user"] == "red"
    problem = s.explain(vm["probes"]["red-transport"])
    assert problem is not None and "used" in problem.reason


def reward_position():
    """Red dismantles while Blue leads the Dismantle track at level 3 and Yellow follows at 2."""
    s = bare_three_seats({"red-dismantle": 0, "red-transport": 0, "blue-transport": 1})
    with s.edit():
        s.diplomacy[1]["dismantle"], s.diplomacy[2]["dismantle"] = 3, 2
    s.apply("dismantle red-dismantle red-transport")
    return s


def test_every_rewarded_seat_is_shown_and_each_is_asked_its_own_choice():
    s = reward_position()
    assert s.deciders() == (1, 2)
    hot = view_model(s)  # a hot-seat table asks the first seat still to choose
    assert hot["deciders"] == ["blue", "yellow"] and hot["acting"] == "blue"
    assert hot["pending"]["kind"] == "reward" and hot["pending"]["track"] == "dismantle"
    # the sole leader may take their own level or any lower one; the seat behind only from strictly below
    assert hot["pending"]["tops"] == {"red": 0, "blue": 3, "yellow": 1}
    assert sorted(m["action"] for m in hot["moves"]) == ["reward 1", "reward 2", "reward 3"]
    assert [p["deciding"] for p in hot["players"]] == [False, True, True]
    yellow = view_model(s, viewer=2)
    assert yellow["acting"] == "yellow" and [m["action"] for m in yellow["moves"]] == ["reward 1"]
    red = view_model(s, viewer=0)  # not Red's decision: nothing to click, but who decides is shown
    assert red["acting"] is None and red["moves"] == [] and red["deciders"] == ["blue", "yellow"]
    # a ship hovered by Red asks anyway, and hears whose decision it is
    problem = s.explain(red["probes"]["blue-transport"], 0)
    assert problem is not None and "not Red's decision" in problem.reason


def test_the_table_takes_each_seats_reward_from_its_own_viewer():
    s = reward_position()
    table = SpaceStationPhoenixTable(s, viewer=2)
    table._on_message(table, {"type": "act", "action": "reward 1"}, [])
    assert table.state.history[-1] == "reward 1" and table.state.seats[-1] == 2
    assert table.model["deciders"] == ["blue"] and table.model["acting"] is None
    table.viewer = 1
    assert table.model["acting"] == "blue"
    table._on_message(table, {"type": "act", "action": "reward 3"}, [])
    assert table.state.points[1] == 1  # ships.toml/setup.toml: Dismantle level 3 = 1 point (Sole leader example)


def test_the_expedition_dice_are_targets_to_keep():
    s = bare_three_seats({"red-expedition": 0})
    s.apply("expedition red-expedition")
    assert s.decider() is CHANCE
    vm = view_model(s)
    assert vm["decider"] == "chance" and vm["pending"] == {"kind": "roll", "seats": [], "dice": 6}
    s.apply("roll 2 1 1 2")
    vm = view_model(s)
    assert vm["pending"]["pool"] == {"food": 2, "water": 1, "metal": 1, "human": 2}
    assert vm["pending"]["capacity"] == 4  # the L1 Expedition keeps 4 (Matthew's example)
    targets = {m["target"]: m["action"] for m in vm["moves"] if m["target"] and m["target"].startswith("die:")}
    assert targets == {"die:food": "keep food", "die:water": "keep water", "die:metal": "keep metal", "die:human": "keep observe"}


def test_a_click_on_a_ship_then_a_target_plays_through_the_table_with_computer_seats():
    table = SpaceStationPhoenixTable(first_game(), seats={1: "random", 2: "random"}, delay=0)
    assert table.viewer == 0
    assert table.state.decider() == 0 and not table.state.in_setup()  # the computers took their free steps
    assert table.model["computers"] == {"Blue": "random", "Yellow": "random"}
    table._on_message(table, {"type": "act", "action": "diplomacy red-diplomacy transport"}, [])
    assert "diplomacy red-diplomacy transport" in table.state.history
    assert table.state.diplomacy[0]["transport"] == 1
    assert table.state.decider() == 0 or table.state.decider() is CHANCE  # back to Red after the computers' turns
    table.undo()
    assert table.state.diplomacy[0]["transport"] == 0 and table.model["acting"] == "red"
    assert "computers: Blue random, Yellow random" in repr(table)


def test_the_draft_shows_its_ships_and_each_seats_two_hubs():
    s = GAME.setup(3, 4)  # the draft: Red picks a Level-3 ship of the display first
    vm = view_model(s)
    assert vm["setup"] and vm["acting"] == "red"
    assert [x["id"] for x in vm["draft"]] == s.display
    # rulebook › Setup: 7 ships of each of Levels 3 and 2 are drafted from at three players
    assert len(vm["draft"]) == 14
    assert {m["target"] for m in vm["moves"]} == {f"ship:{x}" for x in s.display if SHIPS[x]["level"] == 3}
    assert all(m["pick"] is None for m in vm["moves"])  # one click drafts
    assert [len(p["hub_offer"]) for p in vm["players"]] == [2, 2, 2] and all(p["hub"] is None for p in vm["players"])
    offered = vm["players"][1]["hub_offer"]
    assert [h["id"] for h in offered] == s.hub_offer[1]
    assert [h["text"] for h in offered] == [HUBS[h]["text"] for h in s.hub_offer[1]]


def test_a_finished_game_names_its_winners_and_offers_nothing():
    from tablebook.agents.simulate import play

    s = play(GAME, 3, 1, ["greedy"], 20000)[0]
    assert s.is_over()
    vm = view_model(s, viewer=0)
    assert vm["over"] and vm["moves"] == [] and vm["probes"] == {} and vm["acting"] is None
    assert vm["winners"] == [("red", "blue", "yellow")[p] for p in s.winners()]
    assert [p["score"] for p in vm["players"]] == s.scores()
    table = SpaceStationPhoenixTable(s)
    assert repr(table).startswith(f"<SpaceStationPhoenixTable: game over, won by {' and '.join(vm['winners'])};")


def test_a_transaction_picks_an_alien_then_the_sector_it_lives_in():
    s = bare_three_seats({"red-transport": 0})
    with s.edit():
        s.stations[0] = {"teal": ["101"], "pink": ["121"]}
        s.residents = {"101": [], "121": []}
        s.res[0] = {"food": 1, "water": 1, "metal": 0}
    s.apply("transport red-transport")
    vm = view_model(s)
    assert vm["pending"] == {"kind": "transaction", "seats": ["red"], "left": 3, "made": 0}  # L1 Transport: 3 (Rick's turn)
    picks = {p["key"]: p for p in vm["picks"]}
    # an aerobic Alien lives only in a Sector of its colour; a gold one anywhere (rulebook › Placement)
    assert {m["target"] for m in vm["moves"] if m["pick"] == "deal alien teal"} == {"sector:101"}
    assert {m["target"] for m in vm["moves"] if m["pick"] == "deal alien pink"} == {"sector:121"}
    assert "deal alien brown" not in picks
    assert picks["deal alien teal"]["label"] == "A teal Alien" and picks["deal alien teal"]["target_kind"] == "sector"
    assert {m["action"] for m in vm["moves"] if m["pick"] is None and m["target"] is None} >= {"deal trade food water metal"}


def test_a_sector_ability_taken_from_a_lost_icon_is_marked_as_ours(start):
    # Sector 105's "+2 [icon]" lost its icon: GEMs is our estimate, so its ability carries the ◇ mark; 102's
    # "no ability" is deduced from the Reference Guide, not designed, so it carries none
    from tablebook.views.space_station_phoenix_model import sector_card

    assert "abilities" in sector_card(start, "105")["designed"]
    assert "abilities" not in sector_card(start, "102")["designed"]

"""The Space Station table view: hidden hands stay hidden, clicks map to legal actions, the widget acts."""

from __future__ import annotations

import json
import random

import pytest

import tablebook
from tablebook.core import CHANCE, IllegalAction
from tablebook.views import SpaceStationTable, table_for
from tablebook.games.space_station.data import CARDS
from tablebook.games.space_station.station import attach
from tablebook.views.space_station_model import card_info, view_model

GAME = tablebook.load("space-station")


def play(players: int = 3, seed: int = 15, turns: int = 120):
    """A seeded random game (builds preferred) stopped at a player's turn after ``turns`` decisions."""
    s = GAME.setup(players, seed)
    rng = random.Random(seed)
    n = 0
    while s.decider() is not None:
        if s.decider() is CHANCE:
            s.apply(s.sample_chance())
            continue
        if n >= turns and not s.agenda:
            break
        legal = s.legal_actions()
        builds = [a for a in legal if a.verb == "build"]
        s.apply(rng.choice(builds) if builds and rng.random() < 0.6 else rng.choice(legal))
        n += 1
    return s


@pytest.fixture(scope="module")
def mid():
    s = play(3, 25, 80)  # year 5: damage on the table, and builds to choose
    assert s.decider() is not None and s.decider() is not CHANCE
    return s


def _quoted_ids(vm: dict) -> set[str]:
    """Every string in the model (card ids appear as whole strings or words of action lines)."""
    out: set[str] = set()

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str):
            out.add(x)
            out.update(x.split(" "))

    walk(vm)
    return out


def _public_cards(s, viewer) -> set[str]:
    seen = {m["card"] for station in s.stations for m in station.values()} | set(s.discards)
    if viewer is not None:
        seen |= set(s.hands[viewer])
    return seen


@pytest.mark.parametrize("players,seed,turns", [(3, 15, 120), (4, 2, 60), (2, 9, 150), (5, 4, 30)])
def test_no_other_hand_leaks_to_any_viewer(players, seed, turns):
    s = play(players, seed, turns)
    for viewer in [*range(players), None]:
        vm = view_model(s, {"action": "draw " + s.hands[0][0] if s.hands[0] else "pass", "narration": "x", "rule": None}, viewer)
        strings = _quoted_ids(vm)
        public = _public_cards(s, viewer)
        for p in range(players):
            if p == viewer:
                continue
            for card in s.hands[p]:
                if card not in public:
                    assert card not in strings, f"{card} of p{p + 1}'s hand leaks to viewer {viewer}"
        # the deck is a count only; the model is plain JSON
        assert vm["deck_count"] == sum(s.deck.values())
        assert [p["hand_size"] for p in vm["players"]] == [len(h) for h in s.hands]
        json.dumps(vm)


def test_a_drawn_card_is_never_named_in_the_last_move(mid):
    vm = view_model(mid, {"action": "draw storage", "narration": "Player 1 draws a card", "rule": None}, None)
    assert vm["last"]["action"] == "draw"


def test_the_viewer_sees_exactly_their_hand(mid):
    p = mid.decider()
    vm = view_model(mid, None, p)
    assert [c["id"] for c in vm["hand"]] == mid.hands[p]
    assert [c["index"] for c in vm["hand"]] == list(range(len(mid.hands[p])))
    for c in vm["hand"]:
        assert (c["design"] is not None) == (c["source"] == "estimate" or bool(c["estimated"]))
        assert c["name"] and c["colour"]


def test_a_spectator_sees_no_hand_and_no_actions(mid):
    vm = view_model(mid, None, None)
    assert vm["hand"] is None
    assert vm["legal"] == [] and vm["groups"] == [] and vm["builds"] == {}
    assert vm["viewer_name"] == "Spectator"


def test_a_seat_that_does_not_decide_gets_no_actions(mid):
    other = (mid.decider() + 1) % mid.players
    vm = view_model(mid, None, other)
    assert vm["hand"] is not None and vm["legal"] == [] and not vm["your_turn"]


def test_build_targets_match_the_legal_actions(mid):
    p = mid.decider()
    vm = view_model(mid, None, p)
    legal = {str(a) for a in mid.legal_actions()}
    assert set(vm["legal"]) == legal
    builds = {t["action"] for targets in vm["builds"].values() for t in targets}
    assert builds == {a for a in legal if a.startswith("build ")}
    assert builds, "the sample position should have a build"
    for card, targets in vm["builds"].items():
        for t in targets:
            assert t["action"] == f"build {card} {t['module']} {t['exit']}"
            module = next(m for m in vm["players"][p]["modules"] if m["id"] == t["module"])
            ex = next(e for e in module["exits"] if e["letter"] == t["exit"])
            assert ex["state"] == "free"
            assert 0 <= t["cost"] <= mid.money[p]
    # every other legal action is a button
    buttons = {a["action"] for g in vm["groups"] for a in g["actions"]}
    assert buttons == legal - builds


def test_stations_majorities_and_score(mid):
    vm = view_model(mid, None, None)
    for p, player in enumerate(vm["players"]):
        station = mid.stations[p]
        assert {m["id"] for m in player["modules"]} == set(station)
        for m in player["modules"]:
            raw = station[m["id"]]
            assert (m["x"], m["y"], m["rot"], m["crew_on"]) == (raw["x"], raw["y"], raw["rot"], raw["crew"])
            assert m["damage"] == {"temporary": raw["temporary"], "permanent": raw["permanent"]}
            assert m["core"] == (m["id"] == "core")
        assert player["score"] == mid.scores()[p]
        assert sum(i["points"] for i in player["breakdown"]) == player["score"]
    from tablebook.games.space_station.year import majorities

    assert {k["kind"]: k["leaders"] for k in vm["kinds"]} == majorities(mid)
    assert vm["die"]["value"] == mid.year



def test_what_our_design_decides_is_marked_on_every_card():
    """A card wholly or partly of our design carries a "designed" mark and says in words what is ours."""
    galleria = card_info("galleria")["design"]
    assert galleria["mark"] == "partly designed"
    for field, why in CARDS["galleria"].estimated.items():
        assert why in galleria["note"]
    assert "Space Station › Card clarifications › Galleria" in galleria["note"]
    assert galleria["short"] == "ours: kind, build requirement, exits, crew, effect"
    assert card_info("greenhouse")["design"]["short"] == "ours: text"
    assert "reference" in card_info("greenhouse")["design"]["note"]
    assert card_info("efficiency")["design"]["short"] == "ours: kind, copies, effect"
    assert card_info("hotel")["design"]["mark"] == "designed"
    assert card_info("dormitory")["design"] is None and card_info("core-module")["design"] is None
    # the same mark wherever the card is seen: in a station, in a hand, on the discard pile
    s = play(3, 26, 80)
    p = s.decider()
    with s.edit():
        s.hands[p].append("library")
        s.discards.append("visiting-worker")
        s.stations[p]["m99"] = {**s.stations[p]["core"], "card": "galleria", "x": 40, "y": 40, "parent": "core"}
    vm = view_model(s, None, p)
    assert vm["hand"][-1]["design"]["mark"] == "partly designed"
    assert vm["discard_top"]["design"]["mark"] == "partly designed"
    module = next(m for m in vm["players"][p]["modules"] if m["id"] == "m99")
    assert module["design"] == galleria


def test_the_guessed_colours_are_marked_estimates():
    vm = view_model(GAME.setup(2, 0), None, None)
    marked = {k["kind"]: k["colour_estimate"] for k in vm["kinds"]}
    assert {k for k, why in marked.items() if why} == {"luxury", "scientific", "military"}
    assert all("not known" in marked[k] for k in ("luxury", "scientific", "military"))


def test_the_core_module_s_action_is_offered_once_not_many_times_a_year():
    """Its text turns the card over, and the back (the Enhanced Core Module) has no action."""
    s = GAME.setup(1, 0)
    with s.edit():
        attach(s.stations[0], "m1", "junkyard", "core", "U")
        attach(s.stations[0], "m2", "hotel", "core", "L")
    modules = {m["id"]: m for m in view_model(s, None, 0)["players"][0]["modules"]}
    assert modules["core"]["action"]["often"] == "once: the card turns over, and its back has no action"
    assert modules["m1"]["action"]["often"] == "any number of times a year"
    assert modules["m2"]["action"]["often"] == "once a year"

def test_the_table_acts_undoes_and_explains():
    s = GAME.setup(3, 1)
    table = SpaceStationTable(s, viewer=0)
    assert table.model["your_turn"] and table.model["groups"][0]["verb"] == "income"
    assert not table.can_undo
    text = table.act("income structural")
    assert "Structural" in text and table.can_undo
    assert table.model["last"]["narration"] == text
    table.undo()
    assert table.state.decider() == 0 and table.can_redo
    table.redo()
    assert table.state.history[-1].startswith("income ")
    with pytest.raises(IllegalAction):
        table.act("build nothing core U")
    assert table.explanation["legal"] is False and table.explanation["action"] == "build nothing core U"
    assert table.explain("pass") is not None  # income choices first
    assert repr(table).startswith("<SpaceStationTable: year 1")
    assert "0x" not in repr(table)


def test_the_table_plays_a_whole_year_by_messages():
    s = GAME.setup(2, 3)
    table = SpaceStationTable(s, viewer=0)
    for _ in range(40):
        d = table.state.decider()
        if d is None or table.state.year > 1:
            break
        if d is CHANCE:
            table._on_message(table, {"type": "chance"}, [])
            continue
        table.viewer = d  # hot seat: Python switches the viewer
        action = table.model["legal"][-1]
        table._on_message(table, {"type": "act", "action": action}, [])
        assert str(table.state.history[-1]) == action or table.state.history[-1].startswith("draw ")
    assert len(table.timeline.state.history) > 4


def test_browser_messages_act_only_for_the_viewer_who_decides():
    s = play(3, 26, 80)
    table = SpaceStationTable(s, viewer=(s.decider() + 1) % s.players)
    before = len(table.state.history)
    table._on_message(table, {"type": "act", "action": "pass"}, [])
    assert len(table.state.history) == before
    assert table.explanation["legal"] is False and "not Player" in table.explanation["reason"]
    table.viewer = None
    table._on_message(table, {"type": "explain", "action": "pass"}, [])
    assert "spectator" in table.explanation["reason"]
    table.viewer = table.state.decider()
    table._on_message(table, {"type": "act", "action": "pass"}, [])
    assert len(table.state.history) > before


def test_the_registry_knows_the_table(mid):
    assert isinstance(table_for(GAME.setup(2, 0)), SpaceStationTable)

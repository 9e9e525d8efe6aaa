"""The coach at a table: what to consider and the odds at every position, the Hint button's answer worked out off
the kernel's message loop and shown back on it (or dropped if the table moved on), only for the learner's decision."""

from __future__ import annotations

import asyncio
import json
import threading

import tablebook
from tablebook.core import CHANCE
from tablebook.views import AlienFrontiersTable, GaiaProjectTable, SpaceStationPhoenixTable, SpaceStationTable
from tests.coach.positions import positions

AF = tablebook.load("alien-frontiers")


def ask(table):
    table._on_message(table, {"type": "hint"}, None)
    return table.coach


def test_the_odds_of_the_roll_show_before_it_is_made_and_the_notes_after():
    table = AlienFrontiersTable(AF.setup(2, seed=5), seats={1: "greedy"}, delay=0)
    coach = table.coach
    assert table.state.decider() is CHANCE and not coach["can_hint"]
    assert ["a pair or better (the Shipyard, the Orbital Market)", "4/9 (44.4 %)"] in coach["odds"]["events"]
    table.roll()
    assert table.coach["odds"] is None and table.coach["can_hint"]
    assert any("Shipyard" in n["text"] and n["rule"].endswith("Shipyards") for n in table.coach["consider"])
    json.dumps(table.coach)  # the trait is plain JSON


def test_a_hint_asked_with_no_loop_running_comes_at_once_and_is_legal_for_the_learner():
    table = AlienFrontiersTable(AF.setup(2, seed=1), seats={1: "greedy"}, delay=0)
    table.roll()
    coach = ask(table)
    assert table.state.is_legal(coach["hint"]["action"], 0)
    assert coach["hint"]["move"].startswith("Red ") and coach["hint"]["why"]
    assert table.hint().to_json() == coach["hint"]
    table.act(coach["hint"]["action"])
    assert "hint" not in table.coach  # a new position: the old hint goes


def test_no_hint_for_a_viewer_who_does_not_decide_and_no_odds_for_a_spectator_of_hidden_hands():
    table = SpaceStationTable(tablebook.load("space-station").setup(3, seed=1), viewer=2)
    assert table.state.decider() != 2
    assert not table.coach["can_hint"]
    assert "not your decision" in ask(table)["problem"]
    drawing = next(state.clone() for state, who in positions("space-station", 3, 1) if who is CHANCE)
    assert SpaceStationTable(drawing.clone()).coach["odds"] is None  # a spectator: the deck's make-up is hidden
    assert SpaceStationTable(drawing, viewer=0).coach["odds"]["what"] == "the card drawn next"


def test_the_hint_is_worked_out_off_the_loop_and_shown_back_on_its_thread():
    async def scenario():
        table = AlienFrontiersTable(AF.setup(2, seed=1), seats={1: "greedy"}, delay=0)
        table.roll()
        shown_on = []
        table.observe(lambda change: shown_on.append(threading.current_thread()) if change["new"].get("hint") else None,
                      names="coach")
        coach = ask(table)
        assert coach.get("thinking") and "hint" not in coach  # the message handler returned before the hint
        for _ in range(500):
            await asyncio.sleep(0.01)
            if "hint" in table.coach:
                break
        assert table.state.is_legal(table.coach["hint"]["action"], 0) and not table.coach.get("thinking")
        assert shown_on == [threading.main_thread()]

    asyncio.run(scenario())


def test_a_hint_finished_after_the_table_moved_on_is_not_shown():
    async def scenario():
        table = AlienFrontiersTable(AF.setup(2, seed=1), seats={1: "greedy"}, delay=0)
        table.roll()
        ask(table)
        table.act(table.state.legal_actions()[0])  # the learner moves before the coach answers
        for _ in range(50):
            await asyncio.sleep(0.01)
        assert "hint" not in table.coach and not table.coach.get("thinking")

    asyncio.run(scenario())


def test_every_table_offers_the_coach():
    for table_class, name in ((GaiaProjectTable, "gaia-project"), (SpaceStationPhoenixTable, "space-station-phoenix"),
                              (SpaceStationTable, "space-station")):
        table = table_class(tablebook.load(name).setup(2, seed=2), viewer=0)
        while 0 not in table.state.deciders():
            table.act(table.state.legal_actions()[0]) if table.state.decider() is not CHANCE else table.roll()
        assert table.coach["can_hint"], name
        assert table.state.is_legal(ask(table)["hint"]["action"], 0)


def test_a_replay_offers_no_coach():
    table = AlienFrontiersTable(AF.setup(2, seed=1))
    table.show(AF.setup(2, seed=1))
    assert table.coach == {"can_hint": False, "consider": [], "odds": None}

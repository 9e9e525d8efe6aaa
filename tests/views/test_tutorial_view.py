"""The guided table, driven as the browser drives it (the table's intents), on a small Alien Frontiers script:
only the step's moves are clickable, a misfit is explained on the table and changes nothing, the table's Back steps
back through the script, the learner's place is saved, and a game of one's own follows the tutorial; the panel tells
what the learner's last action set off, a fast-forward of many rounds as its count and its last moves."""

from __future__ import annotations

import pytest

from tablebook.registry import load
from tablebook.tutorial import read
from tablebook.games.alien_frontiers import tutorial as af_tutorial
from tablebook.views.tutorial import TOLD, TutorialView
from tests.tutorial.test_engine import SCRIPT


@pytest.fixture
def view(tmp_path, monkeypatch):
    game = load("alien-frontiers")
    script = read(SCRIPT, game, af_tutorial)
    monkeypatch.setattr("tablebook.views.tutorial.load_tutorial", lambda _game: script)
    return TutorialView("alien-frontiers", progress_folder=tmp_path)


def send(view, **message):
    view.table._on_message(view.table, message, [])


def test_the_table_offers_only_what_the_step_takes(view):
    assert view.table.model["legal"] == [] and view.table.model["guided"]  # "Welcome": nothing to click yet
    view._next.click()
    send(view, type="chance")
    assert view.table.state.history[-1] == "roll 2 5 5"
    assert sorted(view.table.model["legal"]) == ["dock orbital-market 5 5", "dock solar-converter 2",
                                                 "dock solar-converter 5"]


def test_a_misfit_click_is_explained_on_the_table_and_changes_nothing(view):
    view._next.click()
    send(view, type="chance")
    before = view.table.state.clone()
    send(view, type="act", action="dock lunar-mine 5")
    assert view.table.explanation["legal"] is False
    assert "this step asks you to" in view.table.explanation["reason"]
    assert "this step asks you to" in view._feedback.value
    assert view.table.state == before and view.tutor.here.step == 2
    send(view, type="explain", action="dock orbital-market 2 5")  # hovering a move the rules forbid
    assert "Orbital Facilities › Orbital Market" in view.table.explanation["rule"]


def test_the_tables_back_steps_back_through_the_script(view):
    view._next.click()
    send(view, type="chance")
    assert view.table.can_undo
    send(view, type="undo")
    assert view.tutor.here.step == 1 and view.table.state.history == view.tutor.start_of(0).history


def test_the_step_is_said_with_its_rule_and_a_quiz_with_its_choices(view):
    assert "Welcome." in view._say.value
    view._next.click()
    send(view, type="chance")
    send(view, type="act", action="dock orbital-market 5 5")
    assert [b.description for b in view._choices.children] == ["0", "1", "3"]
    view._choices.children[2].click()
    assert "Not quite" in view._feedback.value and view.tutor.here.step == 3
    view._choices.children[0].click()
    assert view.tutor.chapter.id == "second" and "one ship is left" in view._say.value
    assert "Red docks 5 5 at the Orbital Market" not in view._happened.value  # a new chapter starts from its table


def test_the_learners_place_survives_a_new_view(view, tmp_path, monkeypatch):
    view._next.click()
    send(view, type="chance")
    again = TutorialView("alien-frontiers", progress_folder=tmp_path)
    assert again.tutor.here.step == 2 and again.table.state == view.table.state
    assert TutorialView("alien-frontiers", progress_folder=tmp_path, resume=False).tutor.here.step == 0


def test_a_game_of_ones_own_against_the_computer(view):
    view.own_game()
    assert view.children[1] is view.game_table and view.game_table.seats == {1: "greedy"}
    assert view.game_table.referee is None and view.game_table.viewer == 0
    view._resume.click()
    assert view.children[1] is view.table


def test_the_repr_is_the_same_wherever_the_learner_is(view):
    text = repr(view)
    view._next.click()
    assert repr(view) == text == "<Test tutorial: 2 chapters, about 6 minutes; run the cell to play>"


def test_a_fast_forward_is_counted_and_only_its_last_moves_are_told(tmp_path):
    view = TutorialView("alien-frontiers", resume=False, progress_folder=tmp_path)
    tutor = view.tutor
    tutor.goto("endgame")
    view._on_next()  # the computer plays both sides to round 20
    played = len(tutor.events)
    assert played > TOLD
    lines = view._happened.value.split("</div>")[:-1]
    assert lines[0] == f"<div>… {played - TOLD} moves, then:" and len(lines) == TOLD + 1
    told = [e.narration for e in tutor.events[-TOLD:]]
    assert view.table._last["narration"] == "; ".join(told)  # the table's last-move line: the same last moves


def test_a_scripted_turn_is_told_in_full(tmp_path):
    view = TutorialView("alien-frontiers", resume=False, progress_folder=tmp_path)
    view.tutor.goto("raiders")
    view._on_next()  # green's raid, told move by move
    assert 1 < len(view.tutor.events) <= TOLD
    assert "moves, then" not in view._happened.value
    assert view._happened.value.count("<div>") == len(view.tutor.events)


def test_the_hint_in_a_guided_game_suggests_a_move_the_step_takes(view):
    view._next.click()
    send(view, type="chance")
    send(view, type="hint")  # no event loop here: worked out at once
    suggested = view.table.coach["hint"]
    assert suggested["action"] in view.table.model["legal"]
    assert view.tutor.refusal(suggested["action"]) is None

"""The tutorial's panel tells what the learner's last action set off: a whole turn of the script's lines in full, and
a fast-forward of many rounds as its count and its last moves, so the panel and the table's last-move line stay short.
"""

from __future__ import annotations

from tablebook.views.tutorial import TOLD, TutorialView


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

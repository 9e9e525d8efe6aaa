"""The 28 reference games replay with our rules and agree with the reference engine's trace in every line.

Independent check: ``trace.jsonl`` and ``result.json`` were written by the engine that runs boardgamers.space
(engine package 4.9.0); the players' public state after every log line must be the same, key for key.
"""

from __future__ import annotations

import json

import pytest

from tablebook.games.gaia_project import GAME
from tablebook.games.gaia_project.trace import line
from tests.gaia_project.reference_games import game_folders

FOLDERS = game_folders()


def test_all_28_reference_games_are_here():
    assert len(FOLDERS) == 28


@pytest.mark.parametrize("folder", FOLDERS, ids=[f.name for f in FOLDERS])
def test_every_trace_line_and_the_final_vp_agree(folder):
    replay = GAME.open_folder(folder)
    state, moves = replay.state, [text for _, text in replay.lines]
    theirs = (folder / "trace.jsonl").read_text().splitlines()
    assert len(theirs) == len(moves) + 1
    assert line(state, 0, replay.first_move) == theirs[0]
    for i, text in enumerate(moves, start=1):
        seat, actions = replay.notation.read(text, state)
        for action in actions:
            state.apply(action, seat)
        assert line(state, i, text) == theirs[i], f"line {i}: {text}"
    result = json.loads((folder / "result.json").read_text())
    assert state.is_over()
    assert [{"faction": pl["f"], "vp": pl["vp"]} for pl in state.pl] == result["final_vp"]
    assert len(moves) + 1 == result["moves"]  # the init line counts

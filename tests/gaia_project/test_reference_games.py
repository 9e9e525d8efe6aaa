"""The 124 reference games replay with our rules and agree with the reference engine's trace in every line.

Independent check: ``trace.jsonl`` and ``result.json`` were written by the engine that runs boardgamers.space
(engine package 4.9.0); the players' public state after every log line must be the same, key for key.
"""

from __future__ import annotations

import json
import re

import pytest

from tablebook.core import export_log, import_log

from tablebook.games.gaia_project import GAME
from tablebook.games.gaia_project.trace import line
from tests.gaia_project.reference_games import GAMES_FOLDER, game_folders

FOLDERS = game_folders()


def test_all_124_reference_games_are_here():
    assert len(FOLDERS) == 124


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
    assert [{"faction": pl["faction"], "vp": pl["vp"]} for pl in state.pl] == result["final_vp"]
    assert len(moves) + 1 == result["moves"]  # the init line counts


def _written_alike(line: str) -> str:
    """A log line as we write it: a turn closed by a bare full stop, a decline without the offer it refuses."""
    return re.sub(r"decline [^.]*", "decline", line.replace(". endturn", ".")).rstrip()


@pytest.mark.parametrize("folder", FOLDERS[::4], ids=[f.name for f in FOLDERS[::4]])
def test_a_replayed_game_exported_back_is_its_log_and_replays_to_the_same_end(folder):
    replay = GAME.open_folder(folder)
    record = import_log(replay.state, [text for _, text in replay.lines], replay.notation)
    written = export_log(GAME, record, replay.notation)
    assert written == [_written_alike(text) for _, text in replay.lines]
    again = GAME.open_folder(folder)
    final = import_log(again.state, written, again.notation).replay(GAME)
    assert final.to_json()["data"] == record.replay(GAME).to_json()["data"]


def _annotated(line: str) -> str:
    """A log line with the notes newer logs add (reference §14.7), their numbers deliberately wrong."""
    line = re.sub(r"(up \w+)", r"\1 (0 ⇒ 9)", line)
    line = re.sub(r"(pass booster\d+)", r"\1 returning booster99", line)
    line = re.sub(r"(build gf \S+?)(\.|$)", r"\1 using area1: 9, area2: 9\2", line)
    return line + " (9/9/9/9 ⇒ 0/0,B/0/0)"


def test_annotations_are_read_past_and_never_trusted():
    folder = GAMES_FOLDER / "gs7e41-4p-4"  # research, passes, Gaia projects and the brainstone
    plain, noted = GAME.open_folder(folder), GAME.open_folder(folder)
    for _, text in plain.lines:
        for state, written in ((plain.state, text), (noted.state, _annotated(text))):
            seat, actions = plain.notation.read(written, state)
            for action in actions:
                state.apply(action, seat)
    assert noted.state.to_json()["data"] == plain.state.to_json()["data"]
    assert any("build gf" in text for _, text in plain.lines) and any("up " in text for _, text in plain.lines)

"""``tablebook replay FOLDER``: a boardgamers.space game folder replayed with every line checked."""

from __future__ import annotations

import json
import shutil

import pytest

from tablebook.cli import main
from tests.gaia_project.reference_games import GAMES_FOLDER, game_folders



def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_trace_prints_the_reference_trace_line_for_line(capsys):
    folder = GAMES_FOLDER / "gs7e41-4p-4"
    code, out, _ = run(capsys, "replay", str(folder), "--trace")
    assert code == 0
    assert out.splitlines() == (folder / "trace.jsonl").read_text().splitlines()


def test_json_gives_the_final_vp_as_the_result_file_does(capsys):
    folder = GAMES_FOLDER / "gp-3p-1"
    code, out, _ = run(capsys, "replay", str(folder), "--json")
    result = json.loads(out)
    assert code == 0
    assert result["final_vp"] == json.loads((folder / "result.json").read_text())["final_vp"]
    assert 0 < result["seconds"] < 5


def test_an_illegal_line_stops_the_replay_with_its_number_and_rule(capsys, tmp_path):
    folder = tmp_path / "game"
    shutil.copytree(GAMES_FOLDER / "gp-2p-0", folder)
    lines = (folder / "moves.txt").read_text().splitlines()
    assert lines[8] == "taklons booster booster7"
    lines[8] = "taklons booster booster3"  # Itars took booster3 on the line before
    (folder / "moves.txt").write_text("\n".join(lines) + "\n")
    code, _, err = run(capsys, "replay", str(folder))
    assert code == 1
    assert "line 9: taklons booster booster3" in err
    assert "Gaia Project › Setup" in err and "booster7" in err


def test_a_folder_of_no_game_is_a_usage_error(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path))
    assert code == 2 and "setup.json and moves.txt" in err

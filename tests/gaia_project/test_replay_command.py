"""``tablebook replay FOLDER``: a boardgamers.space game folder replayed with every line checked."""

from __future__ import annotations

import json
import random
import shutil

import pytest

from tablebook.cli import main
from tests.corrupting import corrupted
from tests.gaia_project.reference_games import GAMES_FOLDER



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


def a_copy(tmp_path, name: str = "gp-2p-0"):
    folder = tmp_path / name
    shutil.copytree(GAMES_FOLDER / name, folder)
    return folder


@pytest.mark.parametrize("setup, says", [
    ("[1, 2]", "setup.json: a setup is a JSON object of its parts, not list"),
    ("7", "setup.json: a setup is a JSON object of its parts, not int"),
    ("{}", "setup.json: the setup lacks placement, boosters"),
    ("[" * 100_000 + "]" * 100_000, "setup.json: its JSON is nested too deeply"),
    ("{not json", "setup.json: Expecting property name"),
])
def test_a_bad_setup_file_is_named_in_one_line(capsys, tmp_path, setup, says):
    folder = a_copy(tmp_path)
    (folder / "setup.json").write_text(setup)
    code, out, err = run(capsys, "replay", str(folder))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"tablebook: {folder}: {says}")


def test_a_setup_naming_an_unknown_sector_is_named_in_one_line(capsys, tmp_path):
    folder = a_copy(tmp_path)
    setup = json.loads((folder / "setup.json").read_text())
    setup["placement"]["sectors"][0]["sector"] = "77"
    (folder / "setup.json").write_text(json.dumps(setup))
    code, out, err = run(capsys, "replay", str(folder))
    assert code == 2 and err.count("\n") == 1
    assert err.startswith(f"tablebook: {folder}: setup.json is not a setup of this game") and "77" in err


def test_random_corruptions_of_a_folder_are_replayed_or_refused_in_one_line(capsys, tmp_path):
    rng = random.Random("corrupt folders")
    codes = set()
    for k in range(40):
        folder = a_copy(tmp_path / str(k))
        target = folder / rng.choice(["setup.json", "moves.txt"])
        target.write_bytes(corrupted(target.read_text(), rng))
        code, out, err = run(capsys, "replay", str(folder))  # any other exception fails the test with its traceback
        codes.add(code)
        if code:
            assert code in (1, 2) and err.count("\n") == 1 and err.startswith(f"tablebook: {folder}"), err
    assert codes >= {1, 2}

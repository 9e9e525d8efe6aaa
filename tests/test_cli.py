"""The ``tablebook`` command: games, simulate, replay, and its one-line errors (exit status 2)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.corrupting import corrupted

import tablebook
from tablebook.cli import main
from tablebook.core import Line

CHANCE_VERBS = ("roll", "reroll", "draw")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("tablebook: "), err
    return lines[0]


# --- games -------------------------------------------------------------------------------------------
def test_games_lists_alien_frontiers(capsys):
    code, out, err = run(capsys, "games")
    assert code == 0 and err == ""
    line = next(line for line in out.splitlines() if line.startswith("alien-frontiers"))
    assert "Alien Frontiers" in line and "2–4" in line


def test_games_titles_line_up(capsys):
    # the longest name (space-station-phoenix, 21 characters) once pushed its title a column to the right
    code, out, _ = run(capsys, "games")
    # by name: a test may have registered a toy game of its own (tests/core/relay_game.py), which lists too
    titles = {"alien-frontiers ": "Alien Frontiers", "gaia-project ": "Gaia Project", "space-station ": "Space Station,",
              "space-station-phoenix ": "Space Station Phoenix"}
    lines = {name: line for line in out.splitlines() for name in titles if line.startswith(name)}
    columns = {lines[name].index(title) for name, title in titles.items()}
    assert code == 0 and len(lines) == 4 and len(columns) == 1, out


def test_games_in_a_subprocess():
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "tablebook.cli", "games"], capture_output=True, text=True, encoding="utf-8", env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "alien-frontiers" in done.stdout and "2–4" in done.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "tablebook.cli", "simulate", "chess", "--players", "2"],
        capture_output=True, text=True, encoding="utf-8", env=env, timeout=120,
    )
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1 and "chess" in bad.stderr
    assert bad.stdout == ""


# --- simulate and replay -------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    """simulate alien-frontiers --players 4 --games 20 --seed 1 --json --save DIR."""
    folder = tmp_path_factory.mktemp("records")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["simulate", "alien-frontiers", "--players", "4", "--games", "20", "--seed", "1", "--json", "--save", str(folder)])
    assert code == 0, err.getvalue()
    return json.loads(out.getvalue()), folder


def test_simulate_json(simulated):
    data, _ = simulated
    assert set(data) == {"game", "players", "options", "chance", "seconds", "games"}
    assert data["chance"] == 2  # the current scheme unless --chance asks for another
    assert data["options"] == {"colonies": 6, "artifact_total": 7, "resource_limit": 8, "compensation": "rulebook",
                               "deck": "first-print"}  # the rulebook's game for 4 players
    assert data["game"] == "alien-frontiers" and data["players"] == 4
    assert isinstance(data["seconds"], (int, float)) and data["seconds"] >= 0
    games = data["games"]
    assert [g["seed"] for g in games] == list(range(1, 21))  # seeds 1, 2, … one per game
    for g in games:
        assert {"seed", "scores", "winners", "actions", "end"} <= set(g)
        assert g["end"] == "last colony"
        assert len(g["scores"]) == 4 and all(isinstance(x, int) and x >= 0 for x in g["scores"])
        assert g["winners"] and set(g["winners"]) <= set(range(4))
        best = max(g["scores"])
        assert all(g["scores"][w] == best for w in g["winners"])  # winners have the top score
        assert isinstance(g["actions"], int) and g["actions"] > 50
        # someone placed their last colony: with 6 colonies each (4 players) they score at least 6
        assert best >= 6


def test_simulate_json_without_save_is_the_same(capsys, simulated):
    data, _ = simulated
    code, out, err = run(capsys, "simulate", "alien-frontiers", "--players", "4", "--games", "3", "--seed", "1", "--json")
    assert code == 0
    assert json.loads(out)["games"] == data["games"][:3]  # same seeds, same games


def test_chance_1_plays_the_games_of_the_old_scheme(capsys, tmp_path):
    # a study stored before chance scheme 2 is played again with --chance 1: its games are the records of scheme 1
    from tablebook.core import GameRecord

    code, out, _ = run(capsys, "simulate", "alien-frontiers", "--players", "2", "--games", "2", "--seed", "5",
                       "--chance", "1", "--save", str(tmp_path), "--json")
    data = json.loads(out)
    assert code == 0 and data["chance"] == 1
    for game in data["games"]:
        record = GameRecord.load(tmp_path / f"alien-frontiers-2p-seed{game['seed']}.json")
        assert record.chance == 1
        by_position = tablebook.load("alien-frontiers").setup(2, game["seed"], chance=1)
        assert record.actions[:len(by_position.history)] == by_position.history  # the setup as scheme 1 deals it
        assert by_position.history != tablebook.load("alien-frontiers").setup(2, game["seed"]).history


def test_save_writes_one_record_per_game(simulated):
    data, folder = simulated
    files = sorted(folder.iterdir())
    assert len(files) == len(data["games"]) == 20
    seeds = set()
    for f in files:
        record = json.loads(f.read_text())
        assert record["game"] == "alien-frontiers" and record["players"] == 4
        assert record["format"] == "tablebook-record" and record["version"] == 2
        assert all(line.split(":")[0] in ("chance", "p1", "p2", "p3", "p4") and line.split(":")[1].strip() for line in record["lines"])
        seeds.add(record["seed"])
    assert seeds == set(range(1, 21))


def _record_file(folder, seed):
    matches = [f for f in folder.iterdir() if json.loads(f.read_text())["seed"] == seed]
    assert len(matches) == 1
    return matches[0]


def test_replay_reproduces_every_saved_game(capsys, simulated):
    data, folder = simulated
    for game in data["games"]:
        path = _record_file(folder, game["seed"])
        code, out, err = run(capsys, "replay", str(path), "--json")
        assert code == 0, err
        result = json.loads(out)
        assert result["scores"] == game["scores"]
        assert result["winners"] == game["winners"]
        assert result["actions"] == game["actions"]
        assert result["over"] is True and result["end"] == "last colony"
        # the breakdown adds up to the score
        assert [sum(item[2] for item in items) for items in result["breakdown"]] == game["scores"]


def test_replay_text_output(capsys, simulated):
    data, folder = simulated
    path = _record_file(folder, 1)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and err == ""
    assert "every one legal" in out
    for colour in ("red", "green", "blue", "yellow"):
        assert colour in out


@pytest.mark.parametrize("which", [0.1, 0.5, 0.95])
def test_replay_of_an_altered_record_names_the_line(capsys, simulated, tmp_path, which):
    _, folder = simulated
    record = json.loads(_record_file(folder, 3).read_text())
    lines = record["lines"]
    i = int(len(lines) * which)
    # a player's action where chance decides, or a roll where a player decides: illegal either way
    seat, action = lines[i].split(": ", 1)
    lines[i] = f"{seat}: dock lunar-mine 6" if action.split()[0] in CHANCE_VERBS else f"{seat}: roll 1 2 3"
    path = tmp_path / "altered.json"
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code != 0
    assert out == ""
    message = err.strip()
    assert len(message.splitlines()) == 1
    assert f"action {i + 1} " in message  # the 1-based line number of the altered action
    assert lines[i] in message


def test_replay_of_a_record_with_a_garbage_line(capsys, simulated, tmp_path):
    _, folder = simulated
    record = json.loads(_record_file(folder, 4).read_text())
    record["lines"][9] = "p1: warp-drive engage"
    path = tmp_path / "garbage.json"
    path.write_text(json.dumps(record))
    code, _, err = run(capsys, "replay", str(path))
    assert code != 0 and "action 10 " in err


def test_replay_of_a_line_naming_ships_not_held_says_so_in_a_sentence(capsys, tmp_path):
    # seed 1 deals five cards and rolls 1 5 5 for p1: a ship showing 6 is not there to dock
    lines = ["chance: draw temporal-warper", "chance: draw polarity-device", "chance: draw booster-pod",
             "chance: draw holographic-decoy", "chance: draw polarity-device", "chance: roll 1 5 5",
             "p1: dock solar-converter 6"]
    path = tmp_path / "no-six.json"
    path.write_text(json.dumps({"game": "alien-frontiers", "players": 2, "seed": 1, "lines": lines}))
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert err.strip().endswith("You have no unplaced ship showing 6; your unplaced ships show 1, 5 and 5 "
                                "[Alien Frontiers › Game Play › Use Alien Tech Cards and Assign Your Fleet]"), err


# --- bad arguments: exit 2 with one line ------------------------------------------------------------------
@pytest.mark.parametrize(
    "argv, word",
    [
        (["simulate", "chess", "--players", "2"], "chess"),
        (["simulate", "alien-frontiers", "--players", "5", "--games", "1"], "5"),
        (["simulate", "alien-frontiers", "--players", "1", "--games", "1"], "1"),
        (["simulate", "alien-frontiers", "--players", "3", "--games", "0"], "games"),
        (["simulate", "alien-frontiers", "--players", "2", "--games", "1", "--agent", "clever"], "clever"),
        (["simulate", "alien-frontiers", "--players", "2", "--games", "1", "--agent", "greedy,clever"], "clever"),
        (["simulate", "alien-frontiers", "--players", "3", "--games", "1", "--agent", "greedy,random"], "one per seat"),
        (["simulate", "alien-frontiers", "--players", "2", "--games", "1", "--workers", "0"], "workers"),
        (["sweep", "space-station", "--option", "colour"], "colour"),
        (["sweep", "space-station", "--option", "enhanced_start=maybe"], "maybe"),
        (["sweep", "space-station", "--players", "7"], "7"),
        (["sweep", "space-station", "--players", "2,three"], "three"),
        (["sweep", "space-station", "--agent", "clever"], "clever"),
        (["sweep", "space-station", "--players", "2", "--agent", "greedy,random,greedy"], "3 agents for 2 seats"),
        (["tournament", "space-station", "--players", "2", "--agent", "greedy"], "two different agents"),
        (["tournament", "space-station", "--players", "9"], "9"),
        (["simulate", "alien-frontiers", "--players", "3", "--option", "colonies=9"], "from 1 to 8, not 9"),
        (["simulate", "alien-frontiers", "--players", "3", "--option", "colonies=many"], "colonies must be"),
        (["simulate", "alien-frontiers", "--players", "3", "--option", "colonies"], "NAME=VALUE"),
        (["simulate", "alien-frontiers", "--players", "3", "--option", "turbo=1"], "knows: colonies"),
        (["simulate", "alien-frontiers", "--players", "3", "--option", "deck=app", "--option", "deck=app"], "twice"),
        (["simulate", "alien-frontiers", "--players", "3", "--option", "compensation=app"],
         "compensation must be rulebook, none or double, not 'app'"),
        (["tournament", "alien-frontiers", "--players", "2", "--option", "resource_limit=-1"], "resource_limit"),
        (["sweep", "alien-frontiers", "--option", "colonies=7,0"], "not 0"),
        (["sweep", "alien-frontiers", "--option", "colonies="], "names no values"),
        (["sweep", "alien-frontiers", "--players", ""], "player counts"),
        (["tournament", "alien-frontiers", "--players", "2", "--agent", "random,random,greedy"], "random named twice"),
        (["sweep", "space-station", "--players", "2", "--games", "-1"], "games"),
        (["tournament", "space-station", "--players", "2", "--workers", "-2"], "workers"),
    ],
)
def test_bad_simulate_arguments_exit_2(capsys, argv, word):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert word in one_line_error(err)
    assert out == ""


def test_unreadable_record_exits_2(capsys, tmp_path):
    missing = tmp_path / "no-such-record.json"
    code, out, err = run(capsys, "replay", str(missing))
    assert code == 2 and str(missing) in one_line_error(err)
    code, out, err = run(capsys, "replay", str(tmp_path))  # a folder, not a file
    assert code == 2
    one_line_error(err)


def test_a_record_without_its_lines_is_told_it_lacks_lines(capsys, tmp_path):
    # records store "lines" since format 2 ("actions" only in format 1): the error names what a record now holds
    path = tmp_path / "record.json"
    path.write_text('{"game": "alien-frontiers", "players": 2, "seed": 0}')
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and one_line_error(err).endswith("the record lacks lines"), err


def test_an_unknown_agent_is_told_the_agents_a_command_line_can_name(capsys):
    code, _, err = run(capsys, "simulate", "alien-frontiers", "--players", "2", "--games", "1", "--agent", "clever")
    message = one_line_error(err)
    named = all(name in message for name in ("random", "greedy", "uniform", "mcts"))
    assert code == 2 and "'clever'" in message and named and "subclass" not in message


@pytest.mark.parametrize(
    "content",
    [
        "this is not JSON {",
        "",
        "[1, 2, 3]",
        '{"game": "alien-frontiers"}',
        '{"game": "alien-frontiers", "players": 2, "seed": 0, "actions": "roll 1 2 3"}',
        '{"game": "chess", "players": 2, "seed": 0, "actions": []}',
        '{"game": "alien-frontiers", "players": 7, "seed": 0, "actions": []}',
        '{"game": "alien-frontiers", "players": 2, "seed": "x", "actions": []}',
        '{"game": "alien-frontiers", "players": 2, "seed": 0, "options": {"edited": true}, "actions": []}',
        '{"game": "alien-frontiers", "players": 2, "seed": 0, "options": {"turbo": true}, "actions": []}',
        '{"game": ["alien-frontiers"], "players": 2, "seed": 0, "lines": []}',
        '{"game": {"name": "alien-frontiers"}, "players": 2, "seed": 0, "lines": []}',
        '{"game": "alien-frontiers", "players": true, "seed": 0, "lines": []}',
        '{"game": "alien-frontiers", "players": 2.0, "seed": 0, "lines": []}',
        '{"game": "alien-frontiers", "players": 2, "seed": 0, "rules": [], "lines": []}',
        '{"game": "alien-frontiers", "players": 2, "seed": 0, "lines": [["p1: end"]]}',
        '{"game": "alien-frontiers", "players": 2, "seed": 0, "options": {"colonies": [1]}, "lines": []}',
        "[" * 100_000 + "]" * 100_000,
        '{"game": "alien-frontiers", "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
    ],
)
def test_bad_records_exit_2(capsys, tmp_path, content):
    path = tmp_path / "record.json"
    path.write_text(content)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert str(path) in one_line_error(err)
    assert out == ""


def test_a_record_that_is_not_text_exits_2(capsys, tmp_path):
    path = tmp_path / "record.json"
    path.write_bytes(b"\xff\xfe\x00 not text")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and "not text" in one_line_error(err)


def million_line_record(simulated, tmp_path, bad: str) -> Path:
    """A saved game's first 5 lines, then ``bad``, then a million more lines."""
    record = json.loads(sorted(simulated[1].glob("*.json"))[0].read_text())
    record["lines"] = record["lines"][:5] + [bad] + ["p1: end"] * 1_000_000
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record))
    return path


@pytest.mark.heavy
@pytest.mark.parametrize("bad, code, named", [("p1: fly away", 1, "action 6 'p1: fly away'"),
                                               ("no seat here", 2, "line 6 'no seat here'")])
def test_a_million_line_record_is_refused_at_its_first_bad_line_without_reading_the_rest(capsys, simulated, tmp_path,
                                                                                          bad, code, named):
    path = million_line_record(simulated, tmp_path, bad)
    start = time.process_time()
    status, out, err = run(capsys, "replay", str(path))
    replay = time.process_time() - start
    assert status == code and named in one_line_error(err) and str(path) in err
    start = time.process_time()
    for text in json.loads(path.read_text())["lines"][6:]:  # the JSON, then reading the lines after the bad one
        Line.parse(text)
    assert replay < time.process_time() - start  # measured: 0.3 s, the JSON alone


def test_random_corruptions_of_records_are_replayed_or_refused_in_one_line(capsys, simulated, tmp_path):
    rng = random.Random("corrupt records")
    records = sorted(simulated[1].glob("*.json"))
    codes = set()
    for k in range(120):
        text = corrupted(records[k % len(records)].read_text(), rng)
        path = tmp_path / f"corrupt-{k}.json"
        path.write_bytes(text)
        code, out, err = run(capsys, "replay", str(path))  # any other exception fails the test with its traceback
        codes.add(code)
        if code:
            assert code in (1, 2) and str(path) in one_line_error(err), text[:200]
    assert codes >= {1, 2}  # corruptions of both kinds: illegal lines, and files that are no record


def test_a_record_of_a_game_in_progress_replays(capsys, tmp_path):
    record = {"game": "alien-frontiers", "players": 2, "seed": 0, "actions": []}
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 0
    result = json.loads(out)
    assert result["over"] is False and result["winners"] == [] and result["scores"] == [0, 0]


# --- agents ------------------------------------------------------------------------------------------
def test_greedy_agent_runs(capsys):
    code, out, err = run(capsys, "simulate", "alien-frontiers", "--players", "2", "--games", "2", "--agent", "greedy", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert len(data["games"]) == 2
    for g in data["games"]:
        assert g["end"] == "last colony" and len(g["scores"]) == 2


def test_one_agent_per_seat(capsys):
    code, out, err = run(capsys, "simulate", "alien-frontiers", "--players", "2", "--games", "4", "--seed", "3",
                         "--agent", "greedy,random")
    assert code == 0, err
    assert "greedy vs random agents" in out
    seats = [line.strip() for line in out.splitlines() if line.strip().startswith("seat ")]
    assert seats[0].startswith("seat 1 (greedy)") and seats[1].startswith("seat 2 (random)")
    # the same games as the library plays with those agents in that seat order, not the other way round
    from tablebook.agents import simulate

    means = simulate("alien-frontiers", 2, 4, seed=3, agents=["greedy", "random"]).column("scores").mean(axis=0)
    swapped = simulate("alien-frontiers", 2, 4, seed=3, agents=["random", "greedy"]).column("scores").mean(axis=0)
    assert [f"mean score {m:.2f}" in line for m, line in zip(means, seats)] == [True, True]
    assert not all(f"mean score {m:.2f}" in line for m, line in zip(swapped, seats))


def test_simulate_text_summary(capsys):
    code, out, err = run(capsys, "simulate", "alien-frontiers", "--players", "3", "--games", "4", "--seed", "9")
    assert code == 0
    assert "4 games of Alien Frontiers, 3 players" in out
    assert "last colony 4" in out
    assert sum(1 for line in out.splitlines() if line.strip().startswith("seat ")) == 3
    assert "stalled (no end condition reachable any more, ended by our rule): 0, cut off at --max-actions: 0" in out


def test_simulate_counts_stalled_games_apart(capsys):
    code, out, err = run(capsys, "simulate", "space-station-phoenix", "--players", "2", "--games", "2", "--seed", "186",
                         "--agent", "uniform", "--workers", "1")
    assert code == 0, err
    assert "stalled (no end condition reachable any more, ended by our rule): 1," in out


# --- scale: workers and a Dask cluster; sweeps and tournaments ------------------------------------------------
def simulate_json(capsys, *extra):
    code, out, err = run(capsys, "simulate", "space-station", "--players", "3", "--games", "8", "--seed", "5", "--json",
                         *extra)
    assert code == 0, err
    return json.loads(out)["games"]


def test_simulate_on_two_workers_plays_the_games_of_one(capsys):
    one = simulate_json(capsys, "--workers", "1")
    assert simulate_json(capsys, "--workers", "2") == one
    assert [g["seed"] for g in one] == list(range(5, 13))


@pytest.mark.heavy
def test_simulate_on_a_local_dask_cluster_plays_the_games_of_one(capsys):
    pytest.importorskip("distributed")
    assert simulate_json(capsys, "--scheduler", "local", "--workers", "2") == simulate_json(capsys, "--workers", "1")


def test_sweep_json(capsys):
    code, out, err = run(capsys, "sweep", "space-station", "--players", "2,3", "--option", "enhanced_start=True",
                         "--games", "3", "--seed", "2", "--workers", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [(s["variant"], s["players"], s["games"]) for s in data["summary"]] == [
        ("rulebook", 2, 3), ("rulebook", 3, 3), ("enhanced_start=True", 2, 3), ("enhanced_start=True", 3, 3)]
    assert len(data["games"]) == 12 and {g["seed"] for g in data["games"]} == {2, 3, 4}
    assert all(0 <= s["balance_p"] <= 1 and s["first_seat_low"] <= s["first_seat_rate"] <= s["first_seat_high"]
               for s in data["summary"])


def test_sweep_text(capsys):
    code, out, err = run(capsys, "sweep", "space-station", "--players", "2", "--agent", "greedy,random", "--games", "2",
                         "--option", "enhanced_start", "--workers", "1")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("sweep of Space Station: 2 settings × 2 seeds, 4 games")
    assert [line.split()[0] for line in lines[2:4]] == ["rulebook", "enhanced_start=True"]
    assert all("greedy,random" in line and line.endswith(" *") for line in lines[2:4])
    assert lines[4].startswith("* its agents keep their seats")  # greedy always sat first
    # then the paired comparison: the variant against the rulebook on the same two seeds, seat 1's win and score,
    # the length and each agent's wins
    assert lines[5].startswith("paired: each variant against rulebook") and "worth" in lines[7]
    outcomes = ["seat 1 wins", "seat 1 score", "actions", "greedy wins", "random wins"]
    assert [[o for o in outcomes if f" {o} " in line] for line in lines[8:]] == [[o] for o in outcomes]
    assert all(line.split()[:2] == ["enhanced_start=True", "2"] for line in lines[8:])


def test_a_sweep_summarises_the_seatings_of_one_mix_together(capsys):
    code, out, err = run(capsys, "sweep", "space-station", "--players", "2", "--agent", "greedy,random", "--agent",
                         "random,greedy", "--games", "3", "--workers", "1", "--option", "hand_size=7", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [(s["variant"], s["agents"], s["games"], s["rotated"]) for s in data["summary"]] == [
        ("rulebook", "greedy,random", 6, True), ("hand_size=7", "greedy,random", 6, True)]
    rulebook = [g for g in data["games"] if g["variant"] == "rulebook"]
    greedy = sum(1 / len(g["winners"]) for g in rulebook for seat in g["winners"] if g["lineup"][seat] == "greedy")
    first = sum(1 / len(g["winners"]) for g in rulebook for seat in g["winners"] if seat == 0)
    assert data["summary"][0]["first_seat_rate"] == pytest.approx(first / 6)  # seat 1 over both seatings
    assert data["summary"][0]["skill_share"] == pytest.approx((2 * greedy / 6 - 1) ** 2)  # no shared wins here
    assert all(len(g["winners"]) == 1 for g in rulebook)


def test_sweep_json_compares_the_variants_paired_on_the_same_seeds(capsys):
    code, out, err = run(capsys, "sweep", "alien-frontiers", "--players", "2", "--agent", "random", "--agent",
                         "greedy,random", "--option", "colonies=6", "--games", "4", "--workers", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    games = {(g["variant"], tuple(g["lineup"]), g["seed"]): g for g in data["games"]}
    row = next(r for r in data["paired"]["variants"] if r["agents"] == "greedy,random" and r["outcome"] == "actions")
    assert (row["variant"], row["baseline"], row["pairs"]) == ("colonies=6", "rulebook", 4)
    # recomputed from the games: the mean of the twins' differences in length
    assert row["difference"] == pytest.approx(sum(
        games["colonies=6", ("greedy", "random"), s]["actions"] - games["rulebook", ("greedy", "random"), s]["actions"]
        for s in range(4)) / 4)
    assert row["low"] <= row["difference"] <= row["high"] and 0 <= row["sign_p"] <= 1
    # and the lineups: greedy in seat 1 against random there, on the same seeds, in each variant
    lineups = {(r["variant"], r["outcome"]): r for r in data["paired"]["lineups"]}
    wins = lineups["rulebook", "seat 1 wins"]
    assert (wins["lineup"], wins["baseline"], wins["pairs"]) == ("greedy,random", "random,random", 4)
    assert wins["up"] - wins["down"] == sum(
        (0 in games["rulebook", ("greedy", "random"), s]["winners"]) - (0 in games["rulebook", ("random", "random"), s]["winners"])
        for s in range(4))


def test_sweep_compares_with_the_baseline_asked_for(capsys):
    code, out, err = run(capsys, "sweep", "alien-frontiers", "--players", "2", "--option", "colonies=6,7", "--games",
                         "2", "--workers", "1", "--baseline", "colonies=6", "--json")
    assert code == 0, err
    assert {(r["variant"], r["baseline"]) for r in json.loads(out)["paired"]["variants"]} == {
        ("rulebook", "colonies=6"), ("colonies=7", "colonies=6")}
    code, out, err = run(capsys, "sweep", "alien-frontiers", "--players", "2", "--option", "colonies=6", "--games", "2",
                         "--baseline", "colonies=5")
    assert code == 2 and "--baseline 'colonies=5' is not a variant of this sweep: colonies=6, rulebook" in err


def test_tournament_json(capsys):
    code, out, err = run(capsys, "tournament", "space-station", "--players", "2", "--agent", "random,greedy",
                         "--games", "3", "--workers", "2", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert len(data["games"]) == 2 * 3  # two seatings × three seeds
    assert sorted(row["agent"] for row in data["standings"]) == ["greedy", "random"]
    assert sum(row["games"] for row in data["standings"]) == 2 * 6  # every seat of every game
    assert 0 <= data["skill_share"] <= 1
    # the second seating (greedy,random after random,greedy) against the first, on the same seeds: each seat changed
    assert {(r["lineup"], r["baseline"], r["outcome"], r["pairs"]) for r in data["paired"]} == {
        ("greedy,random", "random,greedy", outcome, 3)
        for outcome in ("seat 1 wins", "seat 1 score", "seat 2 wins", "seat 2 score", "actions")}


def test_sweep_an_option_over_all_its_values(capsys):
    code, out, err = run(capsys, "sweep", "alien-frontiers", "--players", "2", "--option", "deck", "--games", "1",
                         "--workers", "1", "--json")
    assert code == 0, err
    assert [s["variant"] for s in json.loads(out)["summary"]] == ["rulebook", "deck=app"]


def test_max_actions_ends_a_stalled_game(capsys):
    # agents can stall a game the rules never end (Space Station's Robotic Arm may be used many times a year); a
    # two-player Alien Frontiers game takes several hundred actions, so a limit of 300 cuts it short the same way
    code, out, err = run(capsys, "simulate", "alien-frontiers", "--players", "2", "--agent", "random",
                         "--games", "1", "--seed", "3", "--max-actions", "300", "--workers", "1", "--json")
    assert code == 0, err
    (game,) = json.loads(out)["games"]
    assert (game["actions"], game["end"]) == (300, "limit")
    code, out, err = run(capsys, "tournament", "space-station", "--players", "2", "--games", "1", "--max-actions", "40",
                         "--workers", "1", "--json")
    assert code == 0, err
    assert {(g["actions"], g["end"]) for g in json.loads(out)["games"]} == {(40, "limit")}
    code, out, err = run(capsys, "sweep", "space-station", "--games", "1", "--max-actions", "0")
    assert code == 2 and "--max-actions must be at least 1" in err


# --- rule variants: --option ---------------------------------------------------------------------------------
def test_games_lists_every_option_with_its_rulebook_value(capsys):
    code, out, err = run(capsys, "games", "--options")
    assert code == 0 and err == ""
    assert "--option colonies (rulebook: 8 for 2, 7 for 3, 6 for 4 players)" in out  # Alien Frontiers reference §2
    assert "--option resource_limit (rulebook: 8)" in out  # End of Turn: "more than eight"
    # Gaia Project keeps the variable board and turn order (the reference engine's) as its defaults, and says so
    assert "--option turn_order (default: passing, a variant of the rulebook's; its basic rule: clockwise)" in out
    assert "--option layout (default: random, a variant of the rulebook's; its basic rule: introductory)" in out
    from tablebook.registry import game_names, load

    for name in game_names():
        assert all(f"--option {option.name} (" in out for option in load(name).options)


def test_simulate_plays_the_games_of_its_options(capsys, tmp_path):
    code, out, err = run(capsys, "simulate", "alien-frontiers", "--players", "3", "--games", "2", "--seed", "4",
                         "--option", "colonies=2", "--option", "compensation=none", "--workers", "1", "--json",
                         "--save", str(tmp_path))
    assert code == 0, err
    data = json.loads(out)
    assert data["options"]["colonies"] == 2 and data["options"]["compensation"] == "none"
    from tablebook.agents import simulate
    from tablebook.core import GameRecord
    from tablebook.registry import load

    alone = simulate("alien-frontiers", 3, 2, seed=4, colonies=2, compensation="none")
    assert [g["scores"] for g in data["games"]] == [r["scores"] for r in alone.rows]
    record = GameRecord.load(tmp_path / "alien-frontiers-3p-seed4.json")
    assert record.options["colonies"] == 2
    state = record.replay(load("alien-frontiers"))
    assert state.is_over() and min(state.supply) == 0 and state.supply.count(0) >= 1


def test_tournament_with_an_option(capsys):
    code, out, err = run(capsys, "tournament", "alien-frontiers", "--players", "2", "--option", "colonies=1",
                         "--games", "1", "--workers", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["options"]["colonies"] == 1
    assert all(max(g["scores"]) >= 1 and g["end"] == "last colony" for g in data["games"])


def test_an_agent_with_its_parameter(capsys):
    code, out, err = run(capsys, "tournament", "space-station", "--players", "2", "--agent", "random,mcts:2",
                         "--games", "1", "--workers", "1", "--json")
    assert code == 0, err
    assert sorted(row["agent"] for row in json.loads(out)["standings"]) == ["mcts:2", "random"]
    code, out, err = run(capsys, "simulate", "space-station", "--players", "2", "--agent", "mcts:many", "--games", "1")
    assert code == 2 and "mcts takes whole numbers of iterations" in err
    code, out, err = run(capsys, "simulate", "space-station", "--players", "2", "--agent", "greedy:3", "--games", "1")
    assert code == 2 and "the greedy agent takes 'all' (weigh free moves too) or nothing, not '3'" in err


@pytest.mark.parametrize("command", [
    ["simulate", "space-station", "--players", "2"],
    ["sweep", "space-station", "--players", "2", "--option", "enhanced_start"],
    ["tournament", "space-station", "--players", "2"],
])
@pytest.mark.parametrize("address", ["tcp://127.0.0.1:1", "nowhere"])
def test_a_scheduler_that_does_not_answer_is_one_line_and_writes_nothing(capsys, tmp_path, command, address):
    pytest.importorskip("distributed")
    import dask

    save = tmp_path / "records"
    extra = ["--save", str(save)] if command[0] == "simulate" else []
    threads = threading.active_count()
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):  # port 1 on this machine: nothing listens
        code, out, err = run(capsys, *command, "--games", "1", "--json", "--scheduler", address, *extra)
    assert code == 2 and out == ""
    assert f"no Dask scheduler at {address!r}" in one_line_error(err)
    assert not save.exists()  # no folder of records for games never played
    assert threading.active_count() == threads  # no Dask IO loop left running for a notebook to pile up


# --- the literature's measures, restricted play, non-transitivity ----------------------------------------------
def test_ablate_ranks_the_kinds_of_action_it_is_asked_about(capsys):
    code, out, err = run(capsys, "ablate", "alien-frontiers", "--players", "2", "--agent", "random", "--verb", "launch",
                         "--verb", "fire", "--games", "2", "--workers", "1", "--max-actions", "3000", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert sorted(k["verb"] for k in data["kinds"]) == ["fire", "launch"] and data["games"] == 2
    # the rulebook's names beside the verbs: Colonist Hub ("launch the colony"), Plasma Cannon
    assert {k["verb"]: k["name"] for k in data["kinds"]} == {"launch": "Launch a colony", "fire": "Fire the Plasma Cannon"}
    assert data["names"]["dock"] == "Dock ships" and set(data["names"]) >= set(data["baseline"]["usage"])
    assert all(k["drop"] == pytest.approx(0.5 - k["rate"]) for k in data["kinds"])
    assert {m["measure"] for m in data["baseline"]["measures"]} >= {"lead_change", "drama", "branching_factor"}
    assert "ablate alien-frontiers" in err  # the progress bar, on the error stream beside the JSON


def test_ablate_prints_each_kind_by_its_name_then_its_verb(capsys):
    code, out, err = run(capsys, "ablate", "alien-frontiers", "--players", "2", "--agent", "random", "--verb", "launch",
                         "--games", "2", "--workers", "1", "--max-actions", "3000")
    assert code == 0, err
    (row,) = [line for line in out.splitlines() if "launch" in line]
    assert row.split()[:4] == ["Launch", "a", "colony", "(launch)"]


def test_ablate_refuses_a_kind_the_game_has_not(capsys):
    code, out, err = run(capsys, "ablate", "alien-frontiers", "--players", "2", "--verb", "fly")
    assert code == 2 and "no kind of action 'fly'" in err and "Dock ships (dock)" in err
    code, out, err = run(capsys, "ablate", "alien-frontiers", "--players", "2", "--agent", "random,greedy")
    assert code == 2 and "--agent takes one agent" in err


def test_tournament_json_reports_the_measures_and_the_transitivity(capsys):
    code, out, err = run(capsys, "tournament", "space-station", "--players", "2", "--agent", "random,greedy",
                         "--games", "2", "--workers", "1", "--skill-trace", "1,2", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert {m["measure"] for m in data["measures"]} == {
        "balance", "drawishness", "lead_change", "drama", "decisiveness_threshold", "decisiveness_moves",
        "stability", "branching_factor", "decision_moves"}
    assert all(m["definition"] and m["source"] for m in data["measures"])
    assert sum(data["transitivity"]["mixture"].values()) == pytest.approx(1)
    assert [(s["budget"], s["strong"], s["games"]) for s in data["skill_trace"]] == [(1, 2, 2), (2, 4, 2)]
    assert set(data["usage"]) <= {"build", "crew", "use", "play", "income", "repair", "pass", "discard", "keep", "draw"}
    assert data["names"]["build"] == "Build a module"  # the rule sheet's Build Action
    code, out, err = run(capsys, "tournament", "space-station", "--players", "2", "--skill-trace", "0,2")
    assert code == 2 and "--skill-trace takes search budgets" in err


def test_sweep_json_reports_the_measures(capsys):
    code, out, err = run(capsys, "sweep", "space-station", "--players", "2", "--option", "hand_size=7", "--games", "2",
                         "--workers", "1", "--json")
    assert code == 0, err
    for summary in json.loads(out)["summary"]:
        got = {m["measure"]: m for m in summary["measures"]}
        assert got["decision_moves"]["low"] <= got["decision_moves"]["value"] <= got["decision_moves"]["high"]
        assert summary["usage"] and set(summary["usage"]) <= set(json.loads(out)["names"])


@pytest.mark.heavy
def test_ablate_stops_a_game_a_barred_agent_stalls(capsys):
    # barred from passing, a greedy Space Station player uses its modules for ever (the year ends when all pass)
    code, out, err = run(capsys, "ablate", "space-station", "--players", "2", "--verb", "pass", "--games", "2",
                         "--seed", "1", "--workers", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    (kind,) = data["kinds"]
    assert kind["cut_off"] == 2 and 100 < data["max_actions"] < 2000

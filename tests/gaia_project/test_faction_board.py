"""The faction board's schema (faction_board.py): the rulebook's names in the state, the log's keys at the edge, and
games saved by rules version 3 (boards under the log's keys) replayed and read back as the same games."""

from __future__ import annotations

import json
import random
from pathlib import Path

from tablebook.core import GameRecord
from tablebook.games.gaia_project.faction_board import RESOURCE, FactionBoard, new
from tablebook.games.gaia_project.log import BOARD_KEYS, board_from_log_keys, board_in_log_keys

from .helpers import G

SAVED = Path(__file__).with_name("data") / "rules-3"  # written by rules version 3 (README.md)
NAMES = set(FactionBoard.__annotations__)


def test_every_board_of_a_game_holds_exactly_the_schemas_names():
    state = G.setup(4, seed=8, factions="random")
    rng = random.Random(8)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        assert all(set(board) == NAMES for board in state.pl)
    assert set(new()) == NAMES


def test_reward_codes_and_log_keys_name_counts_of_the_board():
    assert set(RESOURCE.values()) <= NAMES and set(BOARD_KEYS) <= NAMES
    assert len(set(BOARD_KEYS.values())) == len(BOARD_KEYS)
    board = G.setup(2, seed=1).pl[0]
    assert board_from_log_keys(board_in_log_keys(board, BOARD_KEYS)) == {name: board[name] for name in BOARD_KEYS}


def test_a_record_saved_by_rules_version_3_replays_to_the_same_game():
    record = GameRecord.load(SAVED / "record.json")
    assert record.rules == "3" != G.rules_version
    final = record.replay(G)
    then = G.from_json(json.loads((SAVED / "final-state.json").read_text()))
    assert final.scores() == then.scores() == [54, 50, 50]
    assert final == then   # every field of the table, the boards read back under the rulebook's names


def test_a_state_saved_by_rules_version_3_reads_back_under_the_rulebooks_names_and_plays_on():
    saved = json.loads((SAVED / "mid-state.json").read_text())
    assert all("pw" in board and "power_areas" not in board for board in saved["data"]["pl"])
    state = G.from_json(saved)
    assert all(set(board) == NAMES for board in state.pl)
    taklons = state.read_seat("taklons")
    assert state.pl[taklons]["brainstone"] == saved["data"]["pl"][taklons]["bs"] == "area1"
    replayed = GameRecord.load(SAVED / "record.json").replay(G, len(saved["history"]))
    assert state == replayed and state.legal_actions() == replayed.legal_actions()

"""Records saved by tablebook's first record format (bare action lines, no seats) still load and replay
to the scores they ended on when they were saved: users' saved games are data we must not lose."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebook.core import CHANCE, GameRecord
from tablebook.registry import load

SAVED = Path(__file__).parent / "records_v1"
SCORES = json.loads((SAVED / "scores.json").read_text())


@pytest.mark.parametrize("name", sorted(SCORES))
def test_a_format_1_record_replays_to_the_scores_it_was_saved_with(name):
    data = json.loads((SAVED / name).read_text())
    assert "version" not in data and "actions" in data  # really the old format
    record = GameRecord.from_json(data)
    state = record.replay(load(record.game))
    assert state.is_over()
    assert state.scores() == SCORES[name]
    assert len(state.seats) == len(data["actions"]) and CHANCE in state.seats


@pytest.mark.parametrize("name", sorted(SCORES))
def test_a_format_1_record_saved_again_is_format_2_with_every_seat(name, tmp_path):
    record = GameRecord.load(SAVED / name)
    state = record.replay(load(record.game))
    state.record().save(tmp_path / "again.json")
    data = json.loads((tmp_path / "again.json").read_text())
    assert data["version"] == 2 and all(line.split(":")[0] in ("chance", *(f"p{i}" for i in range(1, 7))) for line in data["lines"])
    again = GameRecord.load(tmp_path / "again.json")
    assert again.replay(load(again.game)).scores() == SCORES[name]

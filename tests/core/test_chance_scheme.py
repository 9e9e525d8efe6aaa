"""Records of chance scheme 1 (saved by tablebook before rolls and draws were keyed by the event, commit 79dd7be)
replay to the very table they were saved with, and a record cut before a chance event still gets from the seed
what that tablebook gave it: the scheme a record was played under travels with it.

``records_scheme1/facts.json`` holds what the old tablebook saw: each game's final scores, a SHA-256 of its final
table (its fields then), and the outcomes its seed gave after the cut record's last line."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tablebook.core import GameRecord
from tablebook.core.chance import CHANCE_SCHEME
from tablebook.registry import load

SAVED = Path(__file__).parent / "records_scheme1"
FACTS = json.loads((SAVED / "facts.json").read_text())


@pytest.mark.parametrize("name", sorted(FACTS))
def test_a_scheme_1_record_replays_to_the_table_it_was_saved_with(name):
    data = json.loads((SAVED / f"{name}.json").read_text())
    assert "chance" not in data  # saved before schemes were recorded
    record = GameRecord.from_json(data)
    assert record.chance == 1
    state = record.replay(load(record.game))
    facts = FACTS[name]
    assert state.is_over() and state.scores() == facts["scores"]
    table = {k: v for k, v in state.to_json()["data"].items() if k in facts["fields"]}
    assert hashlib.sha256(json.dumps(table, sort_keys=True).encode()).hexdigest() == facts["digest"]


@pytest.mark.parametrize("name", sorted(FACTS))
def test_a_cut_scheme_1_record_gets_the_old_outcomes_from_its_seed(name):
    record = GameRecord.load(SAVED / f"{name}-cut.json")
    state = record.replay(load(record.game))
    before = len(state.history)
    assert str(state.sample_chance()) == FACTS[name]["after_cut"][0]
    state.resolve_chance()
    assert state.history[before:] == FACTS[name]["after_cut"]
    assert state.record().to_json()["chance"] == 1  # saved again, it keeps its scheme
    fresh = load(record.game).new_state(record.players, record.seed, **record.options)
    for line in record.lines():
        fresh.apply(line.action, line.seat)
    assert fresh.chance_scheme == CHANCE_SCHEME == 2
    # today's scheme gives these positions other outcomes (all three games here do): the old scheme was needed
    assert fresh.resolve_chance().history[before:] != FACTS[name]["after_cut"]


def test_a_new_record_names_its_scheme_and_an_unknown_one_is_refused():
    state = load("alien-frontiers").setup(2, seed=4)
    data = state.record().to_json()
    assert data["chance"] == 2 and GameRecord.from_json(data).replay(load("alien-frontiers")) == state
    for bad in (3, 0, "2", True, 1.0):
        with pytest.raises(ValueError, match="chance scheme"):
            GameRecord.from_json({**data, "chance": bad})

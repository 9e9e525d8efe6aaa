"""A table nobody can leave ends the game (our rule; the rulebook calls such a game "extremely rare").

The record is a two-player game of uniform random play (every legal action equally likely) in which every ship
was dismantled and the GEMs spent: from line 816 on, Red only takes Income (1 food) and Blue takes Income and
trades; Blue's trade at line 829 (water and metal for water) leaves Blue 1 resource, less than an Alien's price
(1 food + 1 water), so the turn's end at line 830 is the last one from which anything could change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebook.core import GameRecord, ReplayError
from tablebook.games.space_station_phoenix import GAME
from tablebook.games.space_station_phoenix.income import own_ships
from tablebook.views.space_station_phoenix_model import view_model

RECORD = GameRecord.from_json(json.loads((Path(__file__).parent / "data" / "stall-2p-seed23.json").read_text()))
STALL_LINE = 830


def test_the_game_ends_at_the_turn_after_which_no_end_condition_can_be_reached():
    before = RECORD.replay(GAME, upto=STALL_LINE - 1)
    assert not before.is_over()
    assert before.res[1] == {"food": 0, "water": 1, "metal": 0}  # after Blue's last trade
    after = RECORD.replay(GAME, upto=STALL_LINE)
    assert after.is_over() and after.end_reason().startswith("stalled")
    assert "our rule" in after.end_reason()
    assert after.gems == [0, 0] and not own_ships(after, 0) and not own_ships(after, 1)


def test_the_lines_after_the_stall_are_refused_as_after_any_end():
    with pytest.raises(ReplayError, match="game is over") as refused:
        RECORD.replay(GAME)
    assert refused.value.number == STALL_LINE + 1


def test_the_stalled_game_is_scored_as_any_ended_game():
    s = RECORD.replay(GAME, upto=STALL_LINE)
    # Red: 1 point on the track; everything else comes from the station and the leftovers (5 resources a point)
    assert s.score_breakdown(0)[0].points == s.points[0] == 1
    assert s.winners() == [0]


@pytest.mark.parametrize("edit, reason", [
    (lambda s: s.gems.__setitem__(0, 12), "12 GEMs pay for a neutral ship"),
    (lambda s: s.res[1].update(food=1, water=1), "Blue can pay an Alien with its Income transaction"),
])
def test_a_single_way_out_keeps_the_game_going(edit, reason):
    s = RECORD.replay(GAME, upto=STALL_LINE - 1)
    with s.edit():
        edit(s)
    s.apply("done", 1)
    assert not s.is_over(), reason


def test_the_learner_is_told_why_the_game_ended():
    status = view_model(RECORD.replay(GAME, upto=STALL_LINE))["status"]
    assert status.startswith("The game is over: stalled: nobody can reach an end condition")

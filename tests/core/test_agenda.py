"""The kernel's agenda and seats, on Relay (a made-up game, see relay_game.py): decisions by seats other
than the active one, chains of decisions with automatic steps between them, simultaneous choices,
records that keep every line's seat, foreign notations, and actions offered word by word."""

from __future__ import annotations

import json

import pytest

import tablebook
from tablebook.core import CHANCE, GameRecord, IllegalAction, ReplayError, export_log, import_log

from .relay_game import GAME, NamesNotation


def relay(players=3, seed=1, *lines):
    s = GAME.setup(players, seed)
    for line in lines:
        s.apply(line)
    return s


def test_a_registered_game_loads_by_name_and_is_listed():
    assert tablebook.load("relay") is GAME
    assert "relay" in tablebook.game_names()


# --- out of turn -------------------------------------------------------------------------------------
def test_neighbours_decide_to_charge_out_of_turn_in_turn_order_from_the_builders_left():
    # four players: seats 1, 2 and 3 own c4, c5 and c2; seat 0 then builds on c3, within two of all three
    s = relay(4, 1)
    with s.edit():
        s.cells.update(c4=1, c5=2, c2=3)
    s.apply("build c3")
    assert s.active == 1  # the turn has passed on, but the neighbours decide first
    assert [e["seat"] for e in reversed(s.agenda)] == [1, 2, 3]
    assert s.agenda_text()[:3] == [
        "Player 2: may charge 1 power for 0 VP",
        "Player 3: may charge 1 power for 0 VP",
        "Player 4: may charge 1 power for 0 VP",
    ]
    s.apply("decline", player=1)
    s.apply("charge", player=2)
    assert (s.decider(), s.power[2]) == (3, 1)


def test_another_seats_decision_is_refused_with_who_decides_and_nothing_changes():
    s = relay(3, 1, "build c2", "build c3")  # Player 1 owns c2, next to c3: Player 1's charge offer
    before = s.to_json()
    error = s.explain("charge", player=2)
    assert isinstance(error, IllegalAction)
    assert "not Player 3's decision now but Player 1's" in error.reason and "charge 1 power" in error.reason
    with pytest.raises(IllegalAction):
        s.apply("charge", player=2)
    assert s.to_json() == before
    s.apply("charge", player=0)
    assert s.seats[-1] == 0 and s.lines()[-1].action == "charge"


def test_verbs_are_given_the_acting_seat_not_the_active_player():
    s = relay(3, 1, "build c2", "build c3")
    assert s.active == 2 and s.decider() == 0
    s.apply("charge")
    assert s.power == [1, 0, 0]


# --- chains ------------------------------------------------------------------------------------------
def test_a_lab_opens_a_chain_tile_then_an_automatic_step_then_a_track():
    s = relay(2, 1, "build c5")
    assert s.phase() == "tile" and s.decider() == 0 and s.active == 1
    assert s.agenda[-2] == {"step": "cover", "seat": 0}
    s.apply("tile b")
    assert s.agenda[-1] == {"kind": "track", "seat": 0, "track": "y"}  # the step ran by itself
    assert "leads to track y" in s.explain("advance x").reason
    s.apply("advance y")
    assert s.tracks[0] == ["y"] and s.decider() == 1 and not s.agenda


# --- simultaneous choices ----------------------------------------------------------------------------
def test_every_seat_picks_a_bonus_at_once_in_any_order_and_once():
    s = relay(3, 1, "pass", "pass", "pass")
    assert s.deciders() == (0, 1, 2)
    assert s.legal_actions(player=2) == s.legal_actions(player=0) != []
    s.apply("bonus gold", player=2)
    assert s.deciders() == (0, 1)
    assert "not Player 3's decision" in s.explain("bonus silver", player=2).reason
    assert s.legal_actions(player=2) == []
    s.apply("bonus silver", player=0)
    s.apply("bonus gold", player=1)
    assert s.bonuses == ["silver", "gold", "gold"]
    assert s.decider() is CHANCE and s.round == 2  # the round-end step ran: next comes the draw


def test_a_game_plays_to_its_end_with_chance_and_every_kind_of_decision():
    s = relay(2, 3, "build c5", "tile a", "advance x", "build c6", "charge", "pass", "pass")
    s.apply("bonus gold", player=1)
    s.apply("bonus gold", player=0)
    outcomes = s.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1 and len(outcomes) == 3
    s.apply("draw 3")
    s.apply("pass")
    s.apply("pass")
    s.apply("bonus silver", player=0)
    s.apply("bonus silver", player=1)
    assert s.is_over() and s.end_reason() == "two rounds played"
    assert s.agenda_text() == ["game over: two rounds played"]


# --- records -----------------------------------------------------------------------------------------
def played():
    s = relay(3, 5, "build c2", "build c3", "charge", "build c5", "tile a", "advance x", "decline",
              "pass", "pass", "pass")
    for seat in (1, 2, 0):
        s.apply("bonus gold", player=seat)
    s.resolve_chance()
    return s


def test_records_keep_every_lines_seat_in_their_text_and_replay_it():
    s = played()
    data = s.record().to_json()
    assert data["format"] == "tablebook-record" and data["version"] == 2 and data["notation"] == "tablebook"
    assert data["rules"] == GAME.rules_version
    assert data["lines"][:3] == ["p1: build c2", "p2: build c3", "p1: charge"]
    assert "p2: bonus gold" in data["lines"] and data["lines"][-1].startswith("chance: draw ")
    again = GameRecord.from_json(json.loads(json.dumps(data)))
    assert again.replay(GAME) == s


def test_a_line_in_another_seats_name_stops_the_replay_there():
    data = played().record().to_json()
    data["lines"][2] = "p3: charge"  # Player 1's offer, claimed by Player 3
    with pytest.raises(ReplayError) as caught:
        GameRecord.from_json(data).replay(GAME)
    assert caught.value.number == 3 and "not Player 3's decision" in str(caught.value)


def test_a_line_without_a_seat_or_a_newer_format_is_refused_with_the_reason():
    data = played().record().to_json()
    bad = dict(data, lines=["build c2"])
    with pytest.raises(ValueError, match="line 1"):
        GameRecord.from_json(bad)
    with pytest.raises(ValueError, match="version 3"):
        GameRecord.from_json(dict(data, version=3))


# --- notations ---------------------------------------------------------------------------------------
LOG = ["Ann: build c2.", "Bo: build c3.", "Ann: charge.", "Cy: build c5. tile a. advance x.", "Bo: decline.", "Ann: pass."]


def test_a_foreign_log_is_read_checked_and_written_back_line_for_line():
    record = import_log(GAME.setup(3, 5), LOG, NamesNotation())
    assert [str(line) for line in record.lines()] == [
        "p1: build c2", "p2: build c3", "p1: charge", "p3: build c5", "p3: tile a", "p3: advance x", "p2: decline", "p1: pass"]
    assert export_log(GAME, record, NamesNotation()) == LOG
    assert [str(line) for line in record.lines()] == export_log(GAME, record, tablebook.core.notation.TABLEBOOK)


def test_a_foreign_line_our_rules_refuse_names_its_line_in_the_log():
    with pytest.raises(ReplayError) as caught:
        import_log(GAME.setup(3, 5), ["Ann: build c2.", "Bo: build c2."], NamesNotation())
    assert caught.value.number == 2 and "c2 is taken" in str(caught.value)


# --- word by word ------------------------------------------------------------------------------------
def test_a_huge_verb_is_offered_word_by_word_and_every_offer_completes_to_a_legal_action():
    s = relay(2, 1, "build c1", "pass", "build c4", "build c9")  # the second seat passed: the first builds on
    assert s.decider() == 0
    assert s.next_words() == ["build", "link", "pass"]
    assert s.next_words("link") == ["c1", "c4", "c9"]
    assert s.next_words("link", "c4") == ["c9"]
    assert s.next_words("build")[:2] == ["c2", "c3"]
    links = {a.args for a in s.legal_actions("link")}
    assert links == {("c1", "c4"), ("c1", "c9"), ("c4", "c9"), ("c1", "c4", "c9")}
    for args in links:  # each legal link is reachable word by word
        for k in range(len(args)):
            assert args[k] in s.next_words("link", *args[:k])

"""The declared-option mechanism (core.options): checking, reading from the command line, defaults by player count,
and records that carry their options (or none, from before options were written)."""

import json

import pytest

from tablebook.core import GameRecord, IllegalAction, Option
from tablebook.core.options import choose
from tablebook.registry import load
from tests.games import GAMES

COLONIES = Option("colonies", {2: 8, 3: 7, 4: 6}, range(1, 9), "colonies each", "Setup", sweep=(6, 7, 8))
DECK = Option("deck", "first-print", ("first-print", "app"), "the deck", "Alien Frontiers reference §5")
LONG = Option("long", False, (False, True), "the long game")


def test_allowed_values_keep_their_type():
    assert COLONIES.allows(1) and COLONIES.allows(8) and not COLONIES.allows(9) and not COLONIES.allows(0)
    assert not COLONIES.allows(True) and not COLONIES.allows(7.0) and not COLONIES.allows("7")
    assert LONG.allows(False) and not LONG.allows(0) and not LONG.allows("False")


def test_errors_name_the_option_and_its_values():
    with pytest.raises(IllegalAction, match=r"^option colonies must be a whole number from 1 to 8, not 9$"):
        COLONIES.check(9)
    with pytest.raises(IllegalAction, match=r"^option deck must be first-print or app, not 'second'$"):
        DECK.check("second")
    with pytest.raises(IllegalAction, match=r"must be rulebook, none or double"):
        Option("c", "rulebook", ("rulebook", "none", "double"), "").check("app")


def test_command_line_text_is_read_as_the_declared_value():
    assert COLONIES.parse("7") == 7 and DECK.parse("app") == "app"
    assert LONG.parse("True") is True and LONG.parse("false") is False
    with pytest.raises(IllegalAction, match="not 'seven'"):
        COLONIES.parse("seven")
    with pytest.raises(IllegalAction, match="from 1 to 8, not -1$"):
        COLONIES.parse("-1")


def test_defaults_by_player_count_and_sweep_values():
    assert [COLONIES.default_for(n) for n in (2, 3, 4)] == [8, 7, 6] and DECK.default_for(3) == "first-print"
    assert COLONIES.describe_default() == "rulebook: 8 for 2, 7 for 3, 6 for 4 players"
    assert COLONIES.trials() == (6, 7, 8) and DECK.trials() == ("first-print", "app")


def test_choose_fills_in_the_rulebook_and_refuses_unknown_names():
    assert choose((COLONIES, DECK), 3, {"deck": "app"}, "Game") == {"colonies": 7, "deck": "app"}
    with pytest.raises(IllegalAction, match="unknown option.*turbo; Game knows: colonies, deck"):
        choose((COLONIES, DECK), 3, {"turbo": 1}, "Game")


@pytest.mark.parametrize("name", GAMES)
def test_every_game_declares_its_options_fully(name):
    game = load(name)
    assert game.options, f"{name} declares no rule variant"
    for option in game.options:
        assert option.help and option.source, option.name
        for players in range(game.min_players, game.max_players + 1):
            assert option.allows(option.default_for(players)), (option.name, players)
        assert all(option.allows(value) for value in option.trials())
    rulebook = game.setup(game.min_players, 5)
    assert rulebook.options == {o.name: o.default_for(game.min_players) for o in game.options}


@pytest.mark.parametrize("name", GAMES)
def test_a_record_without_options_is_the_rulebooks_game(name):
    game = load(name)
    state = game.setup(game.min_players, 3)
    data = state.record().to_json()
    del data["options"]
    assert GameRecord.from_json(json.loads(json.dumps(data))).replay(game).to_json() == state.to_json()


@pytest.mark.parametrize("name, option, value", [
    (name, option.name, value) for name in GAMES for option in load(name).options for value in option.trials()
    if value != option.default_for(load(name).max_players)])
def test_every_value_a_sweep_tries_plays(name, option, value):
    from tablebook.agents.workers import play

    game = load(name)
    state, _ = play(game, game.max_players, 1, ("random",), 400, None, **{option: value})
    assert state.options[option] == value and len(state.history) > 0
    assert state.record().replay(game, upto=len(state.history)).to_json() == state.to_json()


def test_a_default_that_is_one_of_the_rulebook_s_variants_names_the_basic_rule():
    order = Option("turn_order", "passing", ("passing", "clockwise"), "turn order", basic="clockwise")
    assert order.describe_default() == "default: passing, a variant of the rulebook's; its basic rule: clockwise"

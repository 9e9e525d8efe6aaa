"""Computer players at a table: seats given to agents play their decisions (in turn or out of turn), the learner's
clicks for their seats are refused, undo goes back to the learner's last decision. Delay 0 unless said otherwise."""

from __future__ import annotations

import asyncio

import pytest

import tablebook
from tablebook.agents import GreedyAgent, RandomAgent
from tablebook.core import CHANCE, IllegalAction
from tablebook.views import AlienFrontiersTable, GaiaProjectTable, SpaceStationPhoenixTable, SpaceStationTable
from tablebook import registry
from tablebook.views.table import TableView

AF = tablebook.load("alien-frontiers")
SS = tablebook.load("space-station")


class RelayTable(TableView):
    """A table for the made-up Relay game: no front end, a model just big enough for the tests."""

    _esm = "export default {}"
    view_model = staticmethod(lambda state, last, viewer: {"title": "Relay", "legal": [str(a) for a in state.legal_actions()]
                                                           if state.decider() not in (None, CHANCE) else [], "last": last})


def click(table, **content):
    table._on_message(table, content, None)
    return table.explanation


def learner_turn(table, seat=0, limit=200):
    """The learner plays seat ``seat``'s decisions (its first legal action each time) while it has one."""
    for _ in range(limit):
        state = table.state
        if state.is_over() or seat not in state.deciders():
            return
        table.act(state.legal_actions(player=seat)[0], seat)


def test_a_computer_seat_plays_until_the_learner_decides():
    table = AlienFrontiersTable(AF.setup(3, seed=7), seats={1: "greedy", 2: "random"}, delay=0)
    assert table.viewer == 0 and table.seats == {1: "greedy", 2: "random"}
    table.roll()
    before = len(table.state.history)
    learner_turn(table)
    state = table.state
    # green and blue played their turns at once; red must roll again (a roll by click)
    assert state.decider() is CHANCE and state.active == 0 and state.turn == 4
    seats = set(state.seats[before:]) - {CHANCE}
    assert seats == {0, 1, 2}
    assert not table.thinking
    assert "computers: green greedy, blue random" in repr(table)


@pytest.mark.heavy
def test_a_whole_game_between_computer_players_ends():
    for game, seed in ((AF, 3), (SS, 5)):
        table = (AlienFrontiersTable if game is AF else SpaceStationTable)(
            game.setup(3, seed=seed), seats={0: "greedy", 1: "random", 2: GreedyAgent}, delay=0)
        assert table.state.is_over(), game.title
        assert table.model["over"]
        assert set(table.state.seats) - {CHANCE} == {0, 1, 2}


def test_a_seat_given_later_plays_at_once_and_can_be_taken_back():
    table = SpaceStationTable(SS.setup(3, seed=4), viewer=0)
    assert table.state.decider() == 0
    table.act(table.state.legal_actions()[0])
    assert table.state.decider() == 1  # nobody plays p2 yet
    agent = table.seat(1, "random")
    assert isinstance(agent, RandomAgent)
    assert table.state.decider() != 1
    table.seat(2, "random")
    assert table.state.decider() == 0
    table.seat(1, None)
    assert table.seats == {2: "random"}
    with pytest.raises(ValueError):
        table.seat(3, "greedy")
    with pytest.raises(ValueError):
        table.seat(0, "clever")


@pytest.fixture
def relay():
    """Relay, the kernel tests' made-up game; its import registers it, so it is unregistered again if it was not before."""
    known = "relay" in registry._LOADED
    from tests.core.relay_game import GAME

    yield GAME
    if not known:
        registry._LOADED.pop("relay", None)


def test_out_of_turn_and_simultaneous_decisions_are_played_by_the_computer(relay):
    table = RelayTable(relay.new_state(3, seed=1), seats={1: "random", 2: "random"}, delay=0)
    answered, simultaneous = [], []
    for _ in range(1000):
        state = table.state
        if state.is_over():
            break
        assert 0 in state.deciders() or state.decider() is None  # the computers never leave a decision of theirs waiting
        if len(state.deciders()) > 1:
            simultaneous.append(state.deciders())
        n = len(state.history)
        actions = state.legal_actions(player=0)
        builds = [a for a in actions if a.verb in ("build", "charge")] or [a for a in actions if a.verb == "pass"]
        table.act((builds or actions)[0], 0)
        after = table.state
        answered += [(seat, line) for seat, line in zip(after.seats[n:], after.history[n:])
                     if seat in (1, 2) and line.split()[0] in ("charge", "decline", "bonus")]
    assert table.state.is_over()
    assert {line.split()[0] for _, line in answered} >= {"bonus"}
    assert any(line.split()[0] in ("charge", "decline") for _, line in answered), answered
    assert simultaneous == [], "the computers chose their bonuses before the learner was asked"


def test_the_learners_clicks_for_a_computer_seat_are_refused():
    table = AlienFrontiersTable(AF.setup(3, seed=7), seats={0: "greedy"}, delay=0, viewer=1)
    assert table.viewer == 1
    state = table.state  # red (the computer) has played; green must roll
    assert state.active == 1 and state.decider() is CHANCE
    n = len(table.state.history)
    click(table, type="chance")
    assert len(table.state.history) > n  # green's own roll is the learner's
    legal = table.state.legal_actions()[0]
    table.viewer = 0  # look through red's eyes: red is the computer's
    x = click(table, type="act", action=str(legal))
    assert not x["legal"] and "played by the computer" in x["reason"]
    with pytest.raises(IllegalAction, match="played by the computer"):
        table.act(table.state.legal_actions()[0], 0)


def test_python_cannot_play_a_computer_seat_either_but_may_hand_it_back():
    table = SpaceStationTable(SS.setup(3, seed=4), seats={1: "random", 2: "random"}, delay=0)
    with pytest.raises(IllegalAction, match="played by the computer"):
        table.act(table.state.legal_actions()[0], 1)


def test_without_an_event_loop_a_delay_plays_at_once():
    table = AlienFrontiersTable(AF.setup(3, seed=7), seats={1: "greedy"}, delay=0.5, viewer=0)
    table.roll()
    learner_turn(table)  # a plain script: the computer answered at once
    assert table.state.active == 2 and not table.thinking
    table.roll()
    assert table.model["legal"]  # blue is a human's
    table.seat(2, "random")
    assert table.state.active == 0


def test_undo_goes_back_to_the_learners_last_decision():
    table = AlienFrontiersTable(AF.setup(3, seed=7), seats={1: "greedy", 2: "greedy"}, delay=0)
    table.roll()
    while table.state.decider() == 0 and table.state.legal_actions()[0].verb != "end":
        table.act(table.state.legal_actions()[0])
    before_end = len(table.state.history)
    learner_turn(table)
    assert len(table.state.history) > before_end + 10
    table.undo()  # back past both computer turns and the rolls: red's "end" again
    assert len(table.state.history) == before_end and table.state.decider() == 0
    assert not table.thinking
    table.redo()  # forward to red's next decision (its roll)
    assert table.state.decider() is CHANCE and table.state.active == 0


def test_a_learners_own_agent_takes_a_seat():
    class Passer(RandomAgent):
        """Ends the turn whenever it may."""

        def decide(self, seat):
            actions = seat.legal_actions()
            return next((a for a in actions if a.verb in ("end", "pass")), actions[0])

    table = SpaceStationTable(SS.setup(3, seed=4), seats={1: Passer, 2: Passer(seed=3)}, delay=0)
    assert table.seats == {1: "Passer", 2: "Passer"}
    learner_turn(table)
    assert [line for seat, line in zip(table.state.seats, table.state.history) if seat == 1][-1] == "pass"


def test_with_a_delay_the_computer_moves_one_by_one_on_the_event_loop():
    async def scenario():
        table = AlienFrontiersTable(AF.setup(3, seed=7), seats={1: "greedy", 2: "greedy"}, delay=0.01)
        table.roll()
        while table.state.decider() == 0:
            table.act(table.state.legal_actions()[-1] if table.state.verbs() == ("return",) else table.state.legal_actions()[0])
            if table.state.decider() != 0:
                break
        assert table.thinking  # nothing played yet: the kernel is free
        n = len(table.state.history)
        x = click(table, type="chance")  # green's roll is the computer's
        assert not x["legal"] and "played by the computer" in x["reason"] and len(table.state.history) == n
        await asyncio.sleep(0.015)
        assert n < len(table.state.history)  # one move (green's roll)
        if table.thinking and table.state.decider() == 1:  # green to dock: the table offers no clicks meanwhile
            assert table.model["legal"] == [] and table.model["actions"] == []
            assert table.model["now"].startswith("green (computer, greedy) is playing")
        for _ in range(500):
            if not table.thinking:
                break
            await asyncio.sleep(0.01)
        assert not table.thinking and table.state.active == 0
        assert table.state.decider() is CHANCE  # red's roll waits for the learner's click
        table.seat(0, "greedy")
        assert table.thinking
        table.seat(0, None)  # taken back before it moved: nothing happens
        assert not table.thinking

    asyncio.run(scenario())


# the first seat's name as each game's rulebook calls it at the start (Alien Frontiers' and Phoenix's colours, Space
# Station's numbered players; Gaia Project's seats before their factions are chosen)
@pytest.mark.parametrize("table_class, game, first", [
    (AlienFrontiersTable, "alien-frontiers", "Red"), (SpaceStationTable, "space-station", "Player 1"),
    (SpaceStationPhoenixTable, "space-station-phoenix", "Red"), (GaiaProjectTable, "gaia-project", "p1"),
])
def test_while_a_computer_seat_plays_the_table_says_so_and_offers_nothing(table_class, game, first):
    # the Alien Frontiers table once said "Click dice…" and offered Roll / draw while a computer seat was to roll
    async def scenario():
        table = table_class(tablebook.load(game).setup(players=3, seed=1), seats={0: "random"}, delay=5)
        try:
            assert table.thinking  # seat 0's first move (Alien Frontiers: its roll) is due, not yet played
            m = table.model
            assert m["computer_turn"] == f"{first} (computer) is playing…"
            assert m.get("legal", []) == [] and m.get("actions", []) == []
            table.seat(0, None)  # handed back to the learner: the table asks for the learner's move again
            assert "computer_turn" not in table.model and not table.thinking
        finally:
            table.seat(0, None)

    asyncio.run(scenario())

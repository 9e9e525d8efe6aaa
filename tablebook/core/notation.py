"""Notations: reading a game written down elsewhere, and writing a game back in that form.

A notation turns one line of a log into the seat that acted and the actions of that line (a foreign
line may hold several: boardgamers.space's ``build m -3x4. tech free1. up gaia.`` is three of Gaia Project's
actions, each named otherwise in ours), and a run of one seat's actions back into a line. tablebook's own notation
writes one action per line with its seat: ``p1: end``.
A game lists the foreign notations it reads in ``Game.notations``; ``import_log`` checks every action
of a foreign log by our rules and gives a tablebook record, and ``export_log`` writes a record back.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Callable, ClassVar, Iterable

from .action import Action, Line
from .chance import CHANCE
from .record import GameRecord, ReplayError
from .rules import IllegalAction
from .state import State


class Notation(ABC):
    """How a log writes a game: ``read`` a line into (seat, actions); ``write`` one seat's actions as a line."""

    name: ClassVar[str]

    @abstractmethod
    def read(self, line: str, state: State) -> tuple[object, list[Action]]:
        """The seat (or CHANCE) and the actions of one line, read in the position ``state`` it is played in."""

    @abstractmethod
    def write(self, seat, actions: list[Action], state: State) -> list[str]:
        """Lines for a run of ``seat``'s actions taken from ``state`` on (several lines if the notation needs)."""

    def __repr__(self) -> str:
        return f"<notation {self.name}>"


class TablebookNotation(Notation):
    """tablebook's own: ``p2: land lem-badlands``, one action per line, chance's lines included."""

    name = "tablebook"

    def read(self, line: str, state: State) -> tuple[object, list[Action]]:
        parsed = Line.parse(line)
        return parsed.seat, [Action.parse(parsed.action)]

    def write(self, seat, actions: list[Action], state: State) -> list[str]:
        return [str(Line(seat, str(action))) for action in actions]


TABLEBOOK = TablebookNotation()


@dataclass
class FolderGame:
    """A game written down elsewhere as a folder (Gaia Project's setup.json + moves.txt): the position its log
    starts from, the log's lines with their numbers in the file, the notation they are in, and, where the format
    has them, the other engine's trace line for a position and its result."""

    state: State
    lines: list[tuple[int, str]]
    notation: Notation
    first_move: str = ""
    trace: Callable[[State, int, str], str] | None = None
    result: Callable[[State], dict] | None = None


def notation_of(game, name: str) -> Notation:
    """A notation the game reads, by name (``"tablebook"`` for every game)."""
    if name == TABLEBOOK.name:
        return TABLEBOOK
    known = game.notations
    if name not in known:
        raise KeyError(f"{game.title} reads no notation {name!r}; it reads: {', '.join(['tablebook', *known])}")
    return known[name]


def import_log(state: State, lines: Iterable[str], notation: Notation) -> GameRecord:
    """Play a log's lines on ``state`` (its setup), checking every action by our rules; return the tablebook record.

    Chance the log does not write down is drawn from the seed. A line that does not read or an action
    our rules refuse raises ReplayError naming the log's line number; ``state`` then holds the game up to it.
    """
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            seat, actions = notation.read(text, state)
            for action in actions:
                if seat is not CHANCE:
                    state.resolve_chance()
                state.apply(action, seat)
        except (IllegalAction, ValueError) as error:
            raise ReplayError(number, text.strip(), error) from error
    return state.record()


def export_log(game, record: GameRecord, notation: Notation) -> list[str]:
    """Write a record of ``game`` in ``notation``: each run of one seat's actions handed to it whole, chance's lines too."""
    state = record.replay(game, upto=0)
    lines: list[str] = []
    run: list[Action] = []
    run_seat, run_state = None, state.clone()
    for line in record.lines():
        seat = line.seat if line.seat is not None else state.decider()
        if run and seat != run_seat:
            lines += notation.write(run_seat, run, run_state)
            run, run_state = [], state.clone()
        run_seat = seat
        action = record.action(state, seat, line.action)
        run.append(action)
        state.apply(action, seat)
    if run:
        lines += notation.write(run_seat, run, run_state)
    return lines

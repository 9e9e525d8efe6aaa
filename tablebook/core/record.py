"""Game records (seed, options and action lines) and a timeline with undo and redo."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from .action import Action, Line
from .chance import CHANCE, CHANCE_SCHEME
from .rules import IllegalAction

if TYPE_CHECKING:
    from .game import Game
    from .state import State


class ReplayError(ValueError):
    """A record line that cannot be applied; names its 1-based line number."""

    def __init__(self, number: int, line: str, error: Exception):
        self.number, self.line, self.error = number, line, error
        super().__init__(f"action {number} '{line}': {error}")


FORMAT = "tablebook-record"
VERSION = 2  # 1: bare action lines, no seats (tablebook 0.1); 2: "p1: …" lines, rules version, notation


@dataclass
class GameRecord:
    """Everything needed to replay a game exactly: game, players, seed, options, and every line with its seat.

    ``seats[i]`` is who took ``actions[i]`` (a seat or CHANCE); a record of format 1 has no seats
    (``None``): each of its lines belongs to whoever had to decide. ``rules`` is the version of the
    game's rules that played it, and ``notation`` the notation its lines are written in.
    """

    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    seats: list | None = None
    rules: str | None = None
    notation: str = "tablebook"
    chance: int = CHANCE_SCHEME

    @classmethod
    def of(cls, state: State) -> "GameRecord":
        """The record of a game so far."""
        return cls(state.game.name, state.players, state.seed, dict(state.options), list(state.history),
                   list(state.seats), state.game.rules_version, chance=state.chance_scheme)

    def lines(self) -> list[Line]:
        """Every line with its seat (``None`` for a line of a format-1 record)."""
        seats = self.seats if self.seats is not None else [None] * len(self.actions)
        return [Line(seat, action) for seat, action in zip(seats, self.actions)]

    def to_json(self) -> dict[str, Any]:
        data = {"format": FORMAT, "version": VERSION, "game": self.game, "rules": self.rules, "notation": self.notation,
                "chance": self.chance, "players": self.players, "seed": self.seed, "options": dict(self.options)}
        if self.seats is None:
            data["actions"] = list(self.actions)
        else:
            data["lines"] = [str(line) for line in self.lines()]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        """Read a record of any format so far, raising ValueError that says which field is wrong."""
        record, texts = cls._head(data)
        for number, text in enumerate(texts, start=1):
            record._add(number, text)
        return record

    @classmethod
    def _head(cls, data: Any) -> tuple["GameRecord", list[str]]:
        """The record without its lines, checked field by field, and the text of its lines (unread)."""
        if not isinstance(data, dict):
            raise ValueError("a game record is a JSON object")
        version = data.get("version", 1)
        if version not in (1, VERSION) or isinstance(version, bool):
            raise ValueError(f"this record has format version {version!r}; this tablebook reads versions 1 to {VERSION}")
        # a record of format 1 holds "actions"; every later one "lines", which a record lacking both is told to have
        text_key = "actions" if "actions" in data and "lines" not in data else "lines"
        missing = [k for k in ("game", "players", "seed", text_key) if k not in data]
        if missing:
            raise ValueError(f"the record lacks {', '.join(missing)}")
        if not isinstance(data["game"], str):
            raise ValueError(f"the record's game must be a game's name, not {_shown(data['game'])}")
        for key in ("players", "seed"):
            if not isinstance(data[key], int) or isinstance(data[key], bool):
                raise ValueError(f"the record's {key} must be a whole number, not {_shown(data[key])}")
        chance = data.get("chance", 1)
        if not isinstance(chance, int) or isinstance(chance, bool) or not 1 <= chance <= CHANCE_SCHEME:
            raise ValueError(f"the record's chance scheme is {_shown(data['chance'])}; this tablebook knows schemes 1 to {CHANCE_SCHEME}")
        if not isinstance(data.get("rules"), (str, type(None))):
            raise ValueError(f"the record's rules must be a version's text, not {_shown(data['rules'])}")
        if not isinstance(data[text_key], list):
            raise ValueError(f"the record's {text_key} must be a list of text lines")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the record's options must be a JSON object")
        if data.get("notation", "tablebook") != "tablebook":
            raise ValueError(f"this record is written in the {_shown(data['notation'])} notation: import it with its notation")
        seats = [] if text_key == "lines" else None
        return (cls(data["game"], data["players"], data["seed"], options, [], seats, data.get("rules"),
                    chance=chance), data[text_key])

    def _add(self, number: int, text: Any) -> None:
        """Append the record's line ``number`` (ValueError naming it if it is not a line)."""
        if not isinstance(text, str):
            key = "actions" if self.seats is None else "lines"
            raise ValueError(f"the record's {key} must be text lines: line {number} is {_shown(text)}")
        if self.seats is None:
            self.actions.append(text)
            return
        try:
            line = Line.parse(text)
        except ValueError as error:
            raise ValueError(f"line {number} {text!r}: {error}") from error
        self.actions.append(line.action)
        self.seats.append(line.seat)

    @classmethod
    def replay_json(cls, data: Any, find: Callable[[str], Game]) -> State:
        """Replay a record's JSON as ``from_json(data).replay(game)`` does, each line read just before it is played:
        a bad line is refused (ValueError) or an illegal one (ReplayError) without reading the lines after it.
        ``find`` gives the game the record names (``tablebook.load``); a name it does not know is a ValueError."""
        record, texts = cls._head(data)
        try:
            game = find(record.game)
        except KeyError as error:
            raise ValueError(error.args[0]) from None
        state = record.start(game)
        for number, text in enumerate(texts, start=1):
            record._add(number, text)
            record._play(state, number)
        return state

    @classmethod
    def load(cls, path: str | Path) -> "GameRecord":
        return cls.from_json(read_json(path))

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n")

    def start(self, game: Game) -> State:
        """The record's game before its first line (the caller finds ``game`` by name: ``tablebook.load(record.game)``)."""
        if game.name != self.game:
            raise ValueError(f"this is a record of {self.game!r}, not of {game.name!r}")
        # under the scheme it was played by: what the seed gives (its layout, after the last line) comes out as then
        return game.new_state(self.players, self.seed, chance=self.chance, **self.options)

    def _play(self, state: State, number: int) -> None:
        """Apply line ``number`` (1-based) with its seat, raising ReplayError if it is refused."""
        seat = self.seats[number - 1] if self.seats is not None else None
        action = self.actions[number - 1]
        try:
            state.apply(self.action(state, seat, action), player=seat)
        except (IllegalAction, ValueError) as error:
            raise ReplayError(number, action if seat is None else str(Line(seat, action)), error) from error

    def action(self, state: State, seat, text: str) -> Action:
        """A line's action, to be taken by ``seat`` in ``state``, as the game now spells it (``Game.spelled``: a
        record of older rules may spell a move otherwise)."""
        action = Action.parse(text)
        if self.rules == state.game.rules_version:
            return action
        return state.game.spelled(self.rules, action, seat, state)

    def replay(self, game: Game, upto: int | None = None) -> State:
        """Apply the lines in order on ``game``, checking each (and its seat); raise ReplayError at the first bad one."""
        if self.options.get("edited"):
            raise ValueError("this record comes from a position edited by hand; its actions do not replay it")
        state = self.start(game)
        for number in range(1, len(self.actions[:upto]) + 1):
            self._play(state, number)
        return state


def read_json(path: str | Path) -> Any:
    """A file's JSON, or ValueError saying why it is none (OSError if it cannot be read)."""
    try:
        return json.loads(Path(path).read_text())
    except RecursionError:
        raise ValueError("its JSON is nested too deeply") from None
    except UnicodeDecodeError:
        raise ValueError("it is not text (UTF-8)") from None


def _shown(value: Any) -> str:
    """A value of a bad field, briefly: its JSON, cut short."""
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Timeline:
    """A game as a sequence of states you can step through: apply, undo, redo, go to step i."""

    def __init__(self, state: State):
        self._states = [state.clone()]
        self._actions: list[str] = []
        self._at = 0

    @classmethod
    def from_record(cls, record: GameRecord, game: Game) -> "Timeline":
        """All steps of a record of ``game``, positioned at the start."""
        timeline = cls(record.start(game))
        for line in record.lines():
            timeline.apply(record.action(timeline.state, line.seat, line.action), player=line.seat)
        timeline.goto(0)
        return timeline

    @property
    def state(self) -> State:
        """The state at the current step (a copy is safe to explore; this one is shared)."""
        return self._states[self._at]

    @property
    def step(self) -> int:
        return self._at

    def __len__(self) -> int:
        """Number of actions in the timeline (steps run from 0 to len)."""
        return len(self._actions)

    def action(self, step: int) -> str:
        """The action that led from step-1 to ``step``."""
        return self._actions[step - 1]

    def apply(self, action: Action | str, player=None) -> State:
        """Apply ``player``'s action (the decider's if None) at the current step, discarding any redo steps after it."""
        nxt = self.state.clone()
        nxt.apply(action, player)
        del self._states[self._at + 1 :], self._actions[self._at :]
        self._states.append(nxt)
        self._actions.append(nxt.history[-1])
        self._at += 1
        return nxt

    def resolve_chance(self) -> State:
        """Apply sampled chance outcomes, one step each, until a player must decide."""
        while self.state.decider() is CHANCE:
            self.apply(self.state.sample_chance())
        return self.state

    def undo(self) -> State:
        if self._at == 0:
            raise IndexError("nothing to undo: this is the start of the game")
        self._at -= 1
        return self.state

    def redo(self) -> State:
        if self._at == len(self._actions):
            raise IndexError("nothing to redo")
        self._at += 1
        return self.state

    def goto(self, step: int) -> State:
        if not 0 <= step <= len(self._actions):
            raise IndexError(f"step must be between 0 and {len(self._actions)}")
        self._at = step
        return self.state

"""Game records (seed, options and action lines) and a timeline with undo and redo."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .action import Action, Line
from .chance import CHANCE
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

    @classmethod
    def of(cls, state: State) -> "GameRecord":
        """The record of a game so far."""
        return cls(state.game.name, state.players, state.seed, dict(state.options), list(state.history),
                   list(state.seats), state.game.rules_version)

    def lines(self) -> list[Line]:
        """Every line with its seat (``None`` for a line of a format-1 record)."""
        seats = self.seats if self.seats is not None else [None] * len(self.actions)
        return [Line(seat, action) for seat, action in zip(seats, self.actions)]

    def to_json(self) -> dict[str, Any]:
        data = {"format": FORMAT, "version": VERSION, "game": self.game, "rules": self.rules, "notation": self.notation,
                "players": self.players, "seed": self.seed, "options": dict(self.options)}
        if self.seats is None:
            data["actions"] = list(self.actions)
        else:
            data["lines"] = [str(line) for line in self.lines()]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        """Read a record of any format so far, raising ValueError that says which field is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a game record is a JSON object")
        version = data.get("version", 1)
        if version not in (1, VERSION):
            raise ValueError(f"this record has format version {version!r}; this tablebook reads versions 1 to {VERSION}")
        # a record of format 1 holds "actions"; every later one "lines", which a record lacking both is told to have
        text_key = "actions" if "actions" in data and "lines" not in data else "lines"
        missing = [k for k in ("game", "players", "seed", text_key) if k not in data]
        if missing:
            raise ValueError(f"the record lacks {', '.join(missing)}")
        if not isinstance(data[text_key], list) or not all(isinstance(a, str) for a in data[text_key]):
            raise ValueError(f"the record's {text_key} must be a list of text lines")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the record's options must be a JSON object")
        if data.get("notation", "tablebook") != "tablebook":
            raise ValueError(f"this record is written in the {data['notation']!r} notation: import it with its notation")
        lines = []
        if text_key == "lines":
            for number, text in enumerate(data["lines"], start=1):
                try:
                    lines.append(Line.parse(text))
                except ValueError as error:
                    raise ValueError(f"line {number} {text!r}: {error}") from error
        actions = [line.action for line in lines] if text_key == "lines" else list(data["actions"])
        seats = [line.seat for line in lines] if text_key == "lines" else None
        return cls(data["game"], data["players"], data["seed"], options, actions, seats, data.get("rules"))

    @classmethod
    def load(cls, path: str | Path) -> "GameRecord":
        return cls.from_json(json.loads(Path(path).read_text()))

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n")

    def start(self, game: Game) -> State:
        """The record's game before its first line (the caller finds ``game`` by name: ``tablebook.load(record.game)``)."""
        if game.name != self.game:
            raise ValueError(f"this is a record of {self.game!r}, not of {game.name!r}")
        return game.new_state(self.players, self.seed, **self.options)

    def replay(self, game: Game, upto: int | None = None) -> State:
        """Apply the lines in order on ``game``, checking each (and its seat); raise ReplayError at the first bad one."""
        if self.options.get("edited"):
            raise ValueError("this record comes from a position edited by hand; its actions do not replay it")
        state = self.start(game)
        seats = self.seats if self.seats is not None else [None] * len(self.actions)
        for number, (seat, action) in enumerate(zip(seats[:upto], self.actions[:upto]), start=1):
            try:
                state.apply(Action.parse(action), player=seat)
            except (IllegalAction, ValueError) as error:
                raise ReplayError(number, action if seat is None else str(Line(seat, action)), error) from error
        return state


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
            timeline.apply(line.action, player=line.seat)
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

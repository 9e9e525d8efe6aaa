"""Game records (seed, options and action lines) and a timeline with undo and redo."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .action import Action
from .rules import IllegalAction
from .state import State


class ReplayError(ValueError):
    """A record line that cannot be applied; names its 1-based line number."""

    def __init__(self, number: int, line: str, error: Exception):
        self.number, self.line, self.error = number, line, error
        super().__init__(f"action {number} '{line}': {error}")


@dataclass
class GameRecord:
    """Everything needed to replay a game exactly: game, players, seed, options, action lines."""

    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        """Read a record, raising ValueError that says which field is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a game record is a JSON object")
        missing = [k for k in ("game", "players", "seed", "actions") if k not in data]
        if missing:
            raise ValueError(f"the record lacks {', '.join(missing)}")
        if not isinstance(data["actions"], list) or not all(isinstance(a, str) for a in data["actions"]):
            raise ValueError("the record's actions must be a list of text lines")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the record's options must be a JSON object")
        return cls(data["game"], data["players"], data["seed"], options, list(data["actions"]))

    @classmethod
    def load(cls, path: str | Path) -> "GameRecord":
        return cls.from_json(json.loads(Path(path).read_text()))

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n")

    def replay(self, upto: int | None = None) -> State:
        """Apply the lines in order, checking each; raise ReplayError at the first bad one."""
        from .game import load

        if self.options.get("edited"):
            raise ValueError("this record comes from a position edited by hand; its actions do not replay it")
        state = load(self.game).new_state(self.players, self.seed, **self.options)
        for number, line in enumerate(self.actions[:upto], start=1):
            try:
                state.apply(Action.parse(line))
            except (IllegalAction, ValueError) as error:
                raise ReplayError(number, line, error) from error
        return state


class Timeline:
    """A game as a sequence of states you can step through: apply, undo, redo, go to step i."""

    def __init__(self, state: State):
        self._states = [state.clone()]
        self._actions: list[str] = []
        self._at = 0

    @classmethod
    def from_record(cls, record: GameRecord) -> "Timeline":
        """All steps of a record, positioned at the start."""
        from .game import load

        timeline = cls(load(record.game).new_state(record.players, record.seed, **record.options))
        for line in record.actions:
            timeline.apply(line)
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

    def apply(self, action: Action | str) -> State:
        """Apply an action at the current step, discarding any redo steps after it."""
        nxt = self.state.clone()
        nxt.apply(action)
        del self._states[self._at + 1 :], self._actions[self._at :]
        self._states.append(nxt)
        self._actions.append(nxt.history[-1])
        self._at += 1
        return nxt

    def resolve_chance(self) -> State:
        """Apply sampled chance outcomes, one step each, until a player must decide."""
        from .chance import CHANCE

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

"""Actions and their one-line text form.

An action is a verb and a tuple of string arguments. Its text is the words joined by single
spaces, so ``Action.parse(str(a)) == a`` for every action, and a game record is a list of lines.
"""

from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args)) if self.args else self.verb

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read an action from its text form; raise ValueError on an empty or non-text line."""
        if not isinstance(text, str):
            raise ValueError(f"an action is a line of text, not {type(text).__name__}")
        words = text.split()
        if not words:
            raise ValueError("an empty line is not an action")
        return cls(words[0].lower(), tuple(words[1:]))

    @classmethod
    def of(cls, action: "Action | str") -> "Action":
        """Accept an Action or its text."""
        if isinstance(action, Action):
            return action
        return cls.parse(action)


def act(verb: str, *args: object) -> Action:
    """Build an action from any printable arguments: ``act("dock", "lunar-mine", 6)``."""
    return Action(verb, tuple(map(str, args)))

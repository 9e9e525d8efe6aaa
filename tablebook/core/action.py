"""Actions and their one-line text form.

An action is a verb and a tuple of string arguments. Its text is the words joined by single
spaces, so ``Action.parse(str(a)) == a`` for every action, and a game record is a list of lines.
"""

from __future__ import annotations

from functools import cache, partial
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
        return new_action((words[0].lower(), tuple(words[1:])))

    @classmethod
    def of(cls, action: "Action | str") -> "Action":
        """Accept an Action or its text."""
        if isinstance(action, Action):
            return action
        return cls.parse(action)


# ``new_action((verb, args))`` is ``Action(verb, args)`` built in C: NamedTuple's ``__new__`` is a Python function, and
# listings and replays build tens of thousands of actions a game (about 40 % cheaper each)
new_action = partial(tuple.__new__, Action)


@cache
def ready_made(verb: str, args: tuple[str, ...]) -> Action:
    """The action ``verb args``, made once and shared (an Action never changes): a listing that offers the same few
    thousand moves at position after position looks each up rather than building it again, and the kernel finds an
    action taken from the list by identity before comparing it with the others. Not for a verb whose argument space
    is huge (sets of hexes), whose moves are seldom met twice."""
    return new_action((verb, args))


def seat_word(seat) -> str:
    """A seat as record lines write it: ``p1``, ``p2``, … (seat 0 is p1), or ``chance``."""
    return f"p{seat + 1}" if isinstance(seat, int) else "chance"


def possessive(name: str) -> str:
    """English possessive of a seat's name: faction names are plurals, so "Geodens' turn", but "Player 2's turn"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def read_seat(word: str):
    """The seat a record line names (``p1`` → 0), or CHANCE for ``chance``; ValueError otherwise."""
    from .chance import CHANCE

    if word == "chance":
        return CHANCE
    if word[:1] == "p" and word[1:].isdigit() and word[1:] == str(int(word[1:])) and int(word[1:]) >= 1:
        return int(word[1:]) - 1
    raise ValueError(f"{word!r} names no seat: write p1, p2, … or chance")


class Line(NamedTuple):
    """One line of a game: who acted and what they did; its text is ``p2: land lem-badlands``."""

    seat: object  # a seat number or CHANCE
    action: str

    def __str__(self) -> str:
        return f"{seat_word(self.seat)}: {self.action}"

    @classmethod
    def parse(cls, text: str) -> "Line":
        """Read ``p2: land lem-badlands`` (ValueError if the seat or the action is missing)."""
        if not isinstance(text, str) or ":" not in text:
            raise ValueError(f"a line is 'SEAT: ACTION', e.g. 'p1: end', not {text!r}")
        seat, action = text.split(":", 1)
        return cls(read_seat(seat.strip()), str(Action.parse(action)))


def act(verb: str, *args: object) -> Action:
    """Build an action from any printable arguments: ``act("dock", "lunar-mine", 6)``."""
    return new_action((verb, tuple(map(str, args))))

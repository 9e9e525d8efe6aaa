"""Rule variants a game declares: each option's rulebook value, the values it allows, what it changes and why.

One declaration serves setup (a bad value is refused before anything is laid out), the game record (it carries
every option's value), the command line (``--option NAME=VALUE``, ``tablebook games --options``) and the design
lab's sweeps (the values worth trying). The default game is the rulebook's; where a game keeps one of the
rulebook's own variants as its default (so that its recorded games replay), the option names the basic rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .rules import IllegalAction


@dataclass(frozen=True)
class Option:
    """A rule variant: ``name``, the rulebook's ``default``, the ``choices`` allowed, a one-line ``help`` saying
    what it changes, and ``source``: the rulebook section the default comes from (or why the variant exists).
    ``basic``: the rulebook's basic rule, where the default is one of the rulebook's variants instead (None: the
    default is the basic rule).

    ``default`` is a dict ``{players: value}`` where the rulebook's value depends on the player count.
    ``choices`` is a tuple of values, or a ``range`` of whole numbers. ``sweep``: the values a sweep tries when
    none are named (every choice if empty).
    """

    name: str
    default: Any
    choices: tuple | range
    help: str
    source: str = ""
    sweep: tuple = ()
    basic: Any = None

    def default_for(self, players: int) -> Any:
        """The rulebook's value for this player count."""
        return self.default[players] if isinstance(self.default, dict) else self.default

    def allows(self, value: Any) -> bool:
        """Is ``value`` one of the choices (of the same type: ``1`` is not ``True``)?"""
        if isinstance(self.choices, range):
            return isinstance(value, int) and not isinstance(value, bool) and value in self.choices
        return any(value == c and type(value) is type(c) for c in self.choices)

    def allowed(self) -> str:
        """The choices in words: ``first-print or app``, ``a whole number from 1 to 8``."""
        if isinstance(self.choices, range):
            return f"a whole number from {self.choices.start} to {self.choices.stop - 1}"
        words = [str(c) for c in self.choices]
        return " or ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " or " + words[-1]

    def check(self, value: Any) -> Any:
        """``value`` if allowed, else IllegalAction naming the option and its allowed values."""
        if not self.allows(value):
            raise IllegalAction(f"option {self.name} must be {self.allowed()}, not {value!r}")
        return value

    def parse(self, text: str) -> Any:
        """The value written ``text`` on a command line (``8``, ``app``, ``True``), checked."""
        if isinstance(self.choices, range):
            value: Any = int(text) if text.lstrip("-").isdigit() else text
        else:
            value = next((c for c in self.choices if str(c).lower() == text.lower()), text)
        return self.check(value)

    def trials(self) -> tuple:
        """The values a sweep tries when it is not told which."""
        return tuple(self.sweep or self.choices)

    def describe_default(self) -> str:
        """The default in words: ``rulebook: first-print``, ``rulebook: 8 for 2 players, 7 for 3, 6 for 4``, or
        ``default: random, a variant of the rulebook's; its basic rule: introductory``."""
        if isinstance(self.default, dict):
            value = ", ".join(f"{v} for {players}" for players, v in sorted(self.default.items())) + " players"
        else:
            value = str(self.default)
        if self.basic is None:
            return f"rulebook: {value}"
        return f"default: {value}, a variant of the rulebook's; its basic rule: {self.basic}"


def declared(options: tuple[Option, ...], names, title: str) -> dict[str, Option]:
    """The options called ``names``, by name; IllegalAction naming the unknown ones and every option the game knows."""
    known = {o.name: o for o in options}
    unknown = sorted(set(names) - set(known))
    if unknown:
        raise IllegalAction(f"unknown option(s) {', '.join(unknown)}; {title} knows: {', '.join(known) or 'none'}")
    return {name: known[name] for name in names}


def choose(options: tuple[Option, ...], players: int, given: dict[str, Any], title: str) -> dict[str, Any]:
    """Every option's value for a game of ``players``: the given ones checked, the rulebook's for the rest."""
    declared(options, given, title)
    return {o.name: o.check(given[o.name]) if o.name in given else o.default_for(players) for o in options}


# the seat-compensation variant, as a multiple of the rulebook's head start for later seats
COMPENSATION = {"rulebook": 1, "none": 0, "double": 2}


def compensation(help: str, source: str) -> Option:
    """The ``compensation`` option of a game whose later seats start with more: the rulebook's, none, or twice it;
    ``COMPENSATION[value]`` is the multiple of the rulebook's head start."""
    return Option("compensation", "rulebook", tuple(COMPENSATION), help, source)

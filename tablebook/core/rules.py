"""Rule citations and the error raised for an action the rules forbid.

A citation names the game and the rulebook's own section headings, so a learner holding the
printed rulebook can find the paragraph: ``Alien Frontiers › Orbital Facilities › Lunar Mine``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """A place in a rulebook: the game, then its section headings from outer to inner."""

    game: str
    sections: tuple[str, ...]

    def __str__(self) -> str:
        return " › ".join((self.game, *self.sections))

    def child(self, *sections: str) -> "Rule":
        """The rule for a subsection of this one."""
        return Rule(self.game, self.sections + sections)


def rulebook(game: str):
    """Return a factory of citations for one game: ``cite("Orbital Facilities", "Lunar Mine")``."""

    def cite(*sections: str) -> Rule:
        return Rule(game, tuple(sections))

    return cite


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state it was tried on is unchanged."""

    # Slots, not an instance dict: legal-move generation builds (and drops) a great many of these.
    __slots__ = ("reason", "rule")

    def __init__(self, message: str, rule: Rule | None = None):
        ValueError.__init__(self, message)
        self.reason = message
        self.rule = rule

    def __reduce__(self):
        """Pickle and copy with the rule: the default keeps only the instance dict, not slots."""
        return type(self), (self.reason, self.rule), self.__dict__ or None

    def __str__(self) -> str:
        return f"{self.reason} [{self.rule}]" if self.rule else self.reason

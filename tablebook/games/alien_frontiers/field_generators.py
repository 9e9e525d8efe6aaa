"""Field generators: placed and moved by discarding alien tech cards, removed by a Booster Pod."""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import citations as rule
from .data import TERRITORIES
from .territories import colonies_changed

FIELD_NAMES = {"isolation-field": "Isolation Field", "positron-field": "Positron Field", "repulsor-field": "Repulsor Field"}
PLACED_BY = {"stasis-beam": "isolation-field", "data-crystal": "positron-field", "gravity-manipulator": "repulsor-field"}


def place_candidates(s, field: str):
    return [(t,) for t in TERRITORIES if t != s.fields[field]]


def place_problem(s, field: str, args) -> IllegalAction | None:
    where = rule.field(FIELD_NAMES[field])
    if len(args) != 1 or args[0] not in TERRITORIES:
        return IllegalAction(f"name the territory for the {FIELD_NAMES[field]}: one of {', '.join(TERRITORIES)}", where)
    if s.fields[field] == args[0]:
        return IllegalAction(f"The {FIELD_NAMES[field]} is already there; a discard moves it to another territory", where)
    return None


def place(s, field: str, territory: str) -> None:
    s.fields[field] = territory
    colonies_changed(s)


def remove_candidates(s):
    return [(f,) for f, t in s.fields.items() if t is not None]


def remove_problem(s, args) -> IllegalAction | None:
    where = rule.card("Booster Pod")
    if len(args) != 1 or args[0] not in FIELD_NAMES:
        return IllegalAction(f"name the field generator to remove: one of {', '.join(FIELD_NAMES)}", where)
    if s.fields[args[0]] is None:
        return IllegalAction(f"The {FIELD_NAMES[args[0]]} is not on the board", where)
    return None


def remove(s, field: str) -> None:
    s.fields[field] = None


def repulsed(s, territory: str) -> IllegalAction | None:
    """The Repulsor Field forbids adding or removing colonies on its territory."""
    if s.fields["repulsor-field"] == territory:
        return IllegalAction(f"The Repulsor Field prevents colonies from being added to or removed from {s.territory_name(territory)}", rule.field("Repulsor Field"))
    return None

"""The agenda: who must decide what next, and the automatic work between decisions.

A game's ``agenda`` is a stack (top last) of plain JSON entries, so a state stays data:

* a **decision** ``{"kind": "land", "seat": 2, ...data}``. Its ``seat`` is a seat number, the string
  ``"chance"`` (a roll, a draw), or a list of seats who each owe one choice in any order (a
  simultaneous choice: the entry is done when every listed seat has chosen);
* a **step** ``{"step": "discard-event", ...data}``: work the rules do by themselves (discard an event
  once its draws are done, score a round). The kernel runs the step on top, by the game's ``STEPS``
  table, until a decision is on top; a step may push more entries.

With nothing on the agenda the active player takes their turn. Follow-up work is pushed *under* the
decision it follows, so it runs the moment that decision is done: "draw 2 cards, then discard this
event" is ``[step discard-event, decision draw]``. Offers to several seats in turn order (Gaia
Project's charge-power offers, clockwise from the active player) are pushed with ``in_order``.
"""

from __future__ import annotations

from typing import Any, Iterable, TypedDict, Union

CHANCE_SEAT = "chance"

Seat = Union[int, str, list]  # a seat, "chance", or the seats of a simultaneous choice


class Decision(TypedDict, total=False):
    kind: str
    seat: Seat


class Step(TypedDict, total=False):
    step: str


def decision(kind: str, seat: Seat, **data: Any) -> dict:
    """A decision of ``kind`` owed by ``seat`` (a seat, ``"chance"``, or a list for a simultaneous choice)."""
    return {"kind": kind, "seat": list(seat) if isinstance(seat, (list, tuple)) else seat, **data}


def by_chance(kind: str, **data: Any) -> dict:
    """A chance event (a roll, a draw) waiting to happen."""
    return {"kind": kind, "seat": CHANCE_SEAT, **data}


def step(name: str, **data: Any) -> dict:
    """Automatic work, run by the kernel as soon as it is on top of the agenda."""
    return {"step": name, **data}


def in_order(kind: str, seats: Iterable[int], **data: Any) -> list[dict]:
    """One decision per seat, ready to push so that the first seat decides first."""
    return [decision(kind, seat, **data) for seat in reversed(list(seats))]


def is_step(entry: dict) -> bool:
    return "step" in entry


def seats_of(entry: dict) -> tuple:
    """The seats who may decide this entry now: one seat, every seat still owing a simultaneous choice, or chance."""
    seat = entry["seat"]
    return tuple(seat) if isinstance(seat, list) else (seat,)

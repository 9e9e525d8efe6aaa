"""The round (Gaia Project › Gameplay): income, the Gaia phase, actions in turn order until all have passed,
clean-up; six rounds, then final scoring.

Turn order: round 1 in seat order; later rounds, with the option ``turn_order`` at ``passing`` (the default, as
the reference engine plays: Variants › Variable turn order) in the order the players passed, at ``clockwise``
(Gameplay › Actions; Actions › Pass: the first player to pass takes the first player marker) clockwise from the
first player to pass. A turn is free actions, one
action, free actions, and ``end-turn`` (a pass ends it by itself); the charge-power offers the turn caused come
after it, clockwise from the player who built.
"""

from __future__ import annotations

from tablebook.core import decision, step

from . import gaia_phase, income, scoring
from .data import ROUNDS


def period(s) -> tuple[str, int]:
    """The round under way, 1 to 6 (0 during setup)."""
    return "round", s.round


def next_round(s, entry=None) -> None:
    """Clean up the round that ended and start the next (or score the game after the sixth)."""
    if s.round == ROUNDS:
        scoring.final(s)
        s.ended = "end of round 6"
        return
    if s.round:
        s.order, s.passed_order = next_order(s), []
    s.round += 1
    s.used = []
    for pl in s.pl:
        pl["passed"] = False
        pl["specials_used"] = []
    s.agenda.append(step("actions"))
    s.agenda.append(step("gaia"))
    for p in reversed(s.order):
        s.agenda.append(step("income", seat=p))


def next_order(s) -> list[int]:
    """The next round's turn order, from the order the players passed in."""
    if s.options.get("turn_order") == "clockwise":
        first = s.passed_order[0]
        return [(first + i) % s.players for i in range(s.players)]
    return list(s.passed_order)


def income_of(s, entry) -> None:
    income.start(s, entry["seat"])


def gaia(s, entry) -> None:
    gaia_phase.start(s)


def actions(s, entry) -> None:
    s.active = s.order[0]
    s.main = False


def end_turn(s) -> None:
    """The active player's turn is over: the charge offers it caused, then the next player."""
    offers = s.pending
    s.pending = []
    s.agenda.append(step("next-turn"))
    for source in reversed(offers):
        for q, amount in reversed(source["offers"]):
            s.agenda.append(decision("charge", q, amount=amount, source=source["hex"]))


def next_turn(s, entry) -> None:
    s.main = False
    s.acted = False
    if all(pl["passed"] for pl in s.pl):
        next_round(s)
        return
    at = s.order.index(s.active)
    for i in range(1, len(s.order) + 1):
        p = s.order[(at + i) % len(s.order)]
        if not s.pl[p]["passed"]:
            s.active = p
            return

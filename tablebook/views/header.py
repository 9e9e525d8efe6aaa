"""The header every table shows: who decides, what is going on, and the end with its winners.

The four view models take these keys from ``header`` (``decider``, ``now``, ``status``, ``over``, ``end``,
``winners``), so every table asks the rules the same questions (``decider()``, ``end_reason()``, ``winners()``,
``period()``, ``seat_name()``) and keeps only its own words, a ``Voice``: each lesson shows its table's sentences.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from tablebook.core import CHANCE


def _named(state, seat: int) -> str:
    name = state.seat_name(seat)
    return name[0].upper() + name[1:]  # not capitalize(): "Bal T'aks" keeps its capital


@dataclass(frozen=True)
class Voice:
    """How one table words its header.

    ``key`` is a seat as the front end writes it ("red", "p2"); ``now`` what is going on while the game runs;
    ``name`` a seat in a sentence ("Red", "Gleens", "Player 2"). Once the game is over, ``over`` is what is going
    on (``{end}``: the rules' end reason) and ``result`` the status line (``{now}``, ``{period}``: "year 3",
    ``{winners}``: "Red and Blue win"). While it runs the status line names who decides ("your decision" when
    it is the viewer's), at a seat's decision and at chance as ``names_decider`` says.
    """

    key: Callable[[Any, int], str]
    now: Callable[[Any], str]
    name: Callable[[Any, int], str] = _named
    over: str = "The game is over ({end})"
    result: str = "Game over: {winners}"
    names_decider: tuple[bool, bool] = (True, True)  # (at a seat's decision, at chance)


def header(state, voice: Voice, yours: bool = False) -> dict:
    """The header's keys for ``state``; ``yours``: the viewer is the one who decides now."""
    decider = state.decider()
    over = decider is None
    winners = state.winners() if over else []
    if over:
        now = voice.over.format(end=state.end_reason())
        name, number = state.period()
        names = " and ".join(voice.name(state, p) for p in winners)
        status = voice.result.format(now=now, period=f"{name} {number}",
                                     winners=f"{names} win{'s' if len(winners) == 1 else ''}")
    else:
        now = status = voice.now(state)
        if voice.names_decider[decider is CHANCE]:
            who = "chance" if decider is CHANCE else voice.name(state, decider)
            status = f"{now} — {'your decision' if yours else f'{who} decides'}"
    return {
        "decider": None if over else ("chance" if decider is CHANCE else voice.key(state, decider)),
        "now": now, "status": status, "over": over, "end": state.end_reason(),
        "winners": [voice.key(state, p) for p in winners],
    }

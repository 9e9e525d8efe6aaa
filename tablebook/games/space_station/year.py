"""The beginning of each year and the end of each year.

Beginning: (1) crew from functioning modules as unused crew, (2) +5 M€ (and Storage-like passive
income), (3) each player in turn chooses one colour, +1 M€ per functioning module of it, (4) each
player in turn may discard one card, then draws to 5 (Library: extra; above 5: discard down).
End: (1) 1 VP per colour to every player tied for the most functioning modules of it (2 VP in the
last year; a colour nobody has scores nothing), (2) temporary damage removed, (3) crew removed,
(4) this year's second player starts the next year.
"""

from __future__ import annotations

import sys

from tablebook.core import Action, IllegalAction, Verb
from tablebook.core.agenda import in_order

from .deck import refill

from . import citations as rule
from .data import KINDS, RULES
from .station import count_kind, crew_supported, kind_counts, passive


def period(s) -> tuple[str, int]:
    """The year under way, as the year die shows it."""
    return "year", s.year


def turn_order(s) -> list[int]:
    return [(s.first + k) % s.players for k in range(s.players)]


def begin_year(s) -> None:
    for p in range(s.players):
        s.crew[p] = crew_supported(s.stations[p])
        s.money[p] += RULES["income"] + passive(s.stations[p], "income")
    order = turn_order(s)
    # a stack: every player's colour choice first, then every player's discard-and-draw, in turn order
    s.agenda = [entry for p in reversed(order) for entry in refill(p)] + in_order("income", order)
    s.active, s.passes = s.first, 0


def majorities(s) -> dict[str, list[int]]:
    """For each colour, the seats tied for the most functioning modules (none if the most is 0)."""
    return majorities_of(s.stations)


def majorities_of(stations: list[dict]) -> dict[str, list[int]]:
    """``majorities`` of any stations (the public part of a table, as a seat observes it)."""
    return leaders([kind_counts(station) for station in stations])


NONE_OF_EACH = dict.fromkeys(KINDS, 0)  # the most of each colour before any station is counted (``leaders``)


def leaders(counted: list[dict]) -> dict[str, list[int]]:
    """``majorities`` from each station's ``kind_counts`` (0 for a kind it does not count). One walk over the colours
    each station counts finds the most of each and who has it (asked at every year's end, and by the coach): a station
    counts a few colours, so a solo game looks at half as many as a walk over every colour of every seat."""
    most = dict(NONE_OF_EACH)
    out = {kind: [] for kind in KINDS}
    for p, counts in enumerate(counted):
        for kind, n in counts.items():
            if n > most[kind]:
                most[kind] = n
                out[kind] = [p]
            elif n == most[kind] and n:
                out[kind].append(p)
    return out


def majority_vp(s) -> int:
    """VP for the most functioning modules of a colour this year: 1, and 2 the last year (``last_year_vp``)."""
    return s.options["last_year_vp"] if s.year == RULES["years"] else RULES["majority_vp"]


# a VP line's words, interned as every word of a position (``data.CARDS``)
MOST = {kind: sys.intern(f"most {facts['name']}") for kind, facts in KINDS.items()}


YEAR_WORDS = {year: sys.intern(f"year {year}") for year in range(1, RULES["years"] + 1)}  # interned, as MOST


def year_word(s) -> str:
    """The year as a VP line names it: "year 3"."""
    return YEAR_WORDS[s.year]


def end_year(s) -> None:
    points, when = majority_vp(s), year_word(s)
    for kind, seats in majorities(s).items():
        for p in seats:
            s.vp[p].append([MOST[kind], when, points])
    for p in range(s.players):
        for m in s.stations[p].values():
            m["temporary"] = m["crew"] = m["uses"] = 0
        s.crew[p] = 0
        s.efficiency[p] = False
    if s.year == RULES["years"]:
        s.ended = f"{RULES['years']} years completed"
        s.agenda = []
        return
    s.year += 1
    s.first = (s.first + 1) % s.players
    begin_year(s)


# --- step 3: the colour chosen for income ----------------------------------------------------------
def income_problem(s, p, args):
    if len(args) != 1 or args[0] not in KINDS:
        return IllegalAction(f"choose one colour: {', '.join(KINDS)}", rule.INCOME)
    return None


def income(s, p, args):
    s.agenda.pop()
    s.money[p] += count_kind(s.stations[p], args[0])


INCOMES = tuple(Action("income", (k,)) for k in KINDS)  # every colour may be chosen: the same actions every year

VERBS = {"income": Verb(lambda s, p: [(k,) for k in KINDS], income_problem, income, lambda s, p: list(INCOMES))}

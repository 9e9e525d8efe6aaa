"""Preparations: a Core Module and 10 M€ each, the deck shuffled, seat 0 first (the die only picks
who sits there), the die showing year 1; then the beginning of the first year."""

from __future__ import annotations

from .data import RULES, deck
from .station import new_station
from .year import begin_year


def lay_out(s) -> None:
    n = s.players
    s.year, s.first, s.active, s.passes, s.ended = 1, 0, 0, 0, None
    s.money = [RULES["start_money"]] * n
    s.crew = [0] * n
    s.vp = [[] for _ in range(n)]
    s.stations = [new_station() for _ in range(n)]
    s.hands = [[] for _ in range(n)]
    s.deck = deck()
    s.discards = []
    s.drawn = 0  # cards drawn so far: the draw's key (deck.chance_key)
    s.efficiency = [False] * n
    s.agenda = []
    begin_year(s)

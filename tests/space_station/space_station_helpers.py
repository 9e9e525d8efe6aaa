"""Small helpers to build Space Station positions for tests.

Shared by every test file in this folder (a plain module, not conftest.py, so it cannot clash with
another folder's conftest): add helpers, never change or delete one.
"""

from __future__ import annotations

import tablebook
from tablebook.core import CHANCE
from tablebook.games.space_station.station import attach, next_id

GAME = tablebook.load("space-station")


def year_started(players: int, seed: int = 0, colour: str = "structural", **options):
    """A new game past the year-start steps: every player chose ``colour`` and kept the hand; draws sampled."""
    s = GAME.setup(players, seed, **options)
    finish_year_start(s, colour)
    return s


def finish_year_start(s, colour: str = "structural"):
    while s.agenda:
        if s.decider() is CHANCE:
            s.apply(s.sample_chance())
        else:
            verbs = s.verbs()
            s.apply(f"income {colour}" if "income" in verbs else "keep" if "keep" in verbs else s.legal_actions()[0])
    return s


def _take(s, card: str) -> None:
    """Take a copy of a card out of the deck, or else out of a hand (so every card stays accounted for)."""
    if s.deck.get(card):
        s.deck[card] -= 1
        if not s.deck[card]:
            del s.deck[card]
        return
    next(h for h in s.hands if card in h).remove(card)


def give(s, p: int, *cards: str):
    """Put cards into seat p's hand, taken from the deck (or another hand)."""
    with s.edit():
        for card in cards:
            _take(s, card)
            s.hands[p].append(card)


def empty_hand(s, p: int):
    """Return seat p's hand to the deck."""
    with s.edit():
        for card in s.hands[p]:
            s.deck[card] = s.deck.get(card, 0) + 1
        s.hands[p].clear()


def put(s, p: int, card: str, parent: str = "core", exit: str = "U") -> str:
    """Place a module (taken from the deck or a hand) in seat p's station without the Build action; return its id."""
    with s.edit():
        _take(s, card)
        station = s.stations[p]
        mid = next_id(station)
        attach(station, mid, card, parent, exit)
    return mid


def set_money(s, p: int, amount: int):
    with s.edit():
        s.money[p] = amount


def turn(players=2, seed=11, money=30):
    """Seat 0 to act in year 2 (year 1 makes all damage temporary), with an empty hand and ``money`` M€."""
    s = year_started(players, seed)
    with s.edit():
        s.year = 2
    empty_hand(s, 0)
    set_money(s, 0, money)
    return s


def cards_in_play(s) -> int:
    """Every game card somewhere: deck, hands, discard pile, stations (not Core Modules), agenda events."""
    stations = sum(1 for st in s.stations for mid in st if mid != "core")
    agenda = sum(1 for e in s.agenda if e.get("step") == "discard")
    return sum(s.deck.values()) + sum(map(len, s.hands)) + len(s.discards) + stations + agenda

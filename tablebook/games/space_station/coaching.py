"""The coach's Space Station: the heuristic as named terms, notes on the discard and the year's majorities, the draw
in words.

Why each term of the evaluation (the greedy agent maximises their sum; ``Game.heuristic``): VP first (10 each); then
the VP of the majorities as they stand (8 each: they are scored at the year's end, so one step of look-ahead sees
what a build is for), functioning modules (3: VP, income and crew later), money (half a point a M€) and cards (1).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import compress
from operator import ne

from tablebook.coach.terms import Coaching, Note
from tablebook.core import act, draw_outcomes

from . import citations as rule
from .data import CARDS, KINDS
from .deck import pile
from .station import kind_counts
from .year import leaders, majority_vp


def unseen(state, seat: int) -> Counter:
    """The cards ``seat`` has not seen that the next draw can be: the deck and the rivals' hands (dealt from it, as
    far as the seat can tell), or the discard pile that will be shuffled when the deck is empty."""
    if not state.deck:
        return Counter(pile(state))
    cards = Counter(state.deck)
    for q in range(state.players):
        if q != seat:
            cards.update(state.hands[q])
    return cards


def _led(counted: list[dict], player: int) -> int:
    """How many colours ``player`` holds a majority of (ties included), from every station's ``kind_counts``."""
    return sum(player in seats for seats in leaders(counted).values())


def _leads(own: dict, most: dict[str, int]) -> int:
    """How many colours a station of counts ``own`` leads against the rivals' best, ``most``: those it has some of and
    at least as many as the best (a tie leads too)."""
    led = 0
    for kind, n in most.items():
        mine = own.get(kind, 0)
        if mine and mine >= n:
            led += 1
    return led


def _best(counted: list[dict], leaving: tuple[int, ...]) -> dict[str, int]:
    """The most functioning modules of each colour among the stations but those of ``leaving`` (0 if none)."""
    return {kind: max((c.get(kind, 0) for q, c in enumerate(counted) if q not in leaving), default=0) for kind in KINDS}


class SpaceStationCoaching(Coaching):
    TERMS = (
        ("VP", 10, None),
        ("VP of the colour majorities you hold now (scored at the year's end)", 8, None),
        ("functioning modules", 3, "functioning module"),
        ("M€", 0.5, None),
        ("cards in hand", 1, "card in hand"),
    )
    def amounts(self, state, player, counted=None, vp=None, led=None):
        """``counted``: every station's ``kind_counts``, ``vp``: the player's VP, ``led``: how many colours the player
        leads, when the caller knows them."""
        counted = [kind_counts(station) for station in state.stations] if counted is None else counted
        if led is None:
            led = _led(counted, player)
        standing = 0 if state.is_over() else majority_vp(state) * led
        return [state.score(player) if vp is None else vp, standing, sum(counted[player].values()),
                state.money[player], len(state.hands[player])]

    def evaluator(self, before, player, trials=None):
        """A move changes one station or two at most, and the player's VP seldom: a station's counts and the VP are
        taken from ``before`` while they are as they were there (most moves that change a station, a crew action, a
        marker on a damaged module, a move by the Robotic Arm, leave its counts as they were). The player leads a
        colour exactly when it has some and at least the rivals' best, found once; a move that changes one rival's
        counts (damage) needs only the best of the others, found once for that rival; a move that changes no station's
        counts (a crew action, a pass) leads the colours ``before`` led. ``trials`` (the moves', tried from ``before``)
        tell which stations a move changed, found once for this and for putting them back (``changed_elements``)."""
        stations, vp_items, vp = before.stations, before.vp[player], before.score(player)
        counted = [kind_counts(station) for station in stations]
        best = _best(counted, (player,))
        best_but: dict[int, dict[str, int]] = {}  # for a rival: the best of the other rivals
        led_before = _leads(counted[player], best)

        seats = range(len(stations))

        def value(after):
            now, rival, rivals = counted, None, 0
            changed = after.stations
            # the stations that differ, found in C: most moves change none or one, and a loop's own steps cost more
            # than comparing the rest
            differ = None if trials is None else trials.changed_elements("stations")
            for q in compress(seats, map(ne, changed, stations)) if differ is None else differ:
                c = kind_counts(changed[q])
                if c != counted[q]:
                    if now is counted:
                        now = list(counted)
                    now[q] = c
                    if q != player:
                        rival, rivals = q, rivals + 1
            if now is counted:
                led = led_before
            elif rivals > 1:
                led = _led(now, player)
            else:
                most = best
                if rival is not None:
                    others = best_but.get(rival)
                    if others is None:
                        others = best_but[rival] = _best(counted, (player, rival))
                    theirs = now[rival]
                    most = {kind: max(n, theirs.get(kind, 0)) for kind, n in others.items()}
                led = _leads(now[player], most)
            return self.total(self.amounts(after, player, now, vp if after.vp[player] == vp_items else None, led))

        return value

    def consider(self, state, seat):
        verbs = state.verbs(seat) if seat in state.deciders() else ()
        if "keep" in verbs:  # the year's one optional discard
            return [self._discard(state, seat)]
        if "pass" in verbs:
            return [self._majorities(state, seat)]
        return []

    @staticmethod
    def _discard(state, seat) -> Note:
        cards = unseen(state, seat)
        size = sum(cards.values())
        events = sum(n for card, n in cards.items() if CARDS[card].is_event)
        kinds = Counter()
        for card, n in cards.items():
            if not CARDS[card].is_event:
                kinds[KINDS[CARDS[card].kind]["name"]] += n
        most = ", ".join(f"{name} {n}" for name, n in kinds.most_common(3))
        source = (f"the {size} you have not seen" if state.deck else
                  f"the discard pile, shuffled into a new deck ({size} cards)")
        return Note(f"You may discard one card before drawing up to {state.options['hand_size']}: the card drawn in "
                    f"its place comes from {source} ({events} events; modules most often {most}).", str(rule.HAND))

    @staticmethod
    def _majorities(state, seat) -> Note:
        counts = [kind_counts(station) for station in state.stations]
        parts = []
        for kind, facts in KINDS.items():
            mine = counts[seat][kind]
            best_rival = max((counts[q][kind] for q in range(state.players) if q != seat), default=0)
            if not mine and not best_rival:
                continue
            standing = "you lead" if mine > best_rival else "tied" if mine == best_rival else "you trail"
            parts.append(f"{facts['name']} {mine} to {best_rival} ({standing})")
        vp = majority_vp(state)
        return Note(f"At the year's end the most functioning modules of each colour score {vp} VP (ties all score): "
                    + ("; ".join(parts) if parts else "nobody has a functioning module yet") + ".", str(rule.YEAR_END))

    def seat_outcomes(self, state, seat):
        """The next draw as ``seat`` can know it: from every card it has not seen (rivals' hands count as unseen)."""
        if seat is None or not state.chance_outcomes():
            return state.chance_outcomes()
        return [(act("draw", card), p) for card, p in draw_outcomes(dict(unseen(state, seat)))]

    def chance_kinds(self, state, outcomes):
        kinds: dict[str, Fraction] = {}
        for action, p in outcomes:
            card = CARDS[action.args[0]]
            words = "an event" if card.is_event else f"a {KINDS[card.kind]['name']} module"
            kinds[words] = kinds.get(words, Fraction(0)) + p
        return "the card drawn next", sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])), []


COACHING = SpaceStationCoaching()

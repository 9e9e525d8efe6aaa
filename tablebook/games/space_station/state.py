"""The Space Station table as plain data, and the hidden-information view of it.

Hidden: every hand (seen only by its owner) and the deck (only its size is public; it is kept as
counts, so it has no order to leak). Public: stations, money, crew, VP, the discard pile.
"""

from __future__ import annotations

from collections import Counter

from tablebook.core import CHANCE, Action, PhasedState, act
from tablebook.core.verbs import described

from . import deck, narration, turn, year
from .data import CARDS
from .scoring import breakdown, points, tiebreak

HIDDEN = ("hands", "deck")
HIDDEN_DRAWS = {str(act("draw", card)): "draw ?" for card in CARDS}  # a draw's line, as a world keeps it
# the fields a module's action may change (``SpaceStationState.TOUCHES``)
MODULE_ACTION_TOUCHES = ("money", "crew", "vp", "stations", "hands", "discards", "agenda", "passes", "active")
ENDS_TURN = frozenset(turn.TURN_VERBS)  # the turn's verbs, asked after every action (chance's draws too)
# every seat's word (p1 … p6), read back by one look-up: every damage tried by a greedy agent names a seat
SEAT_OF_WORD = {f"p{q + 1}": q for q in range(6)}


class SpaceStationState(PhasedState):
    FIELDS = (
        "year", "first", "active", "passes", "money", "crew", "vp", "stations",
        "hands", "deck", "discards", "efficiency", "agenda", "ended", "drawn",
    )

    HIDDEN = HIDDEN
    # what a move may change (``State.TOUCHES``): a build pays, takes the card from the hand onto the station and ends
    # the turn (never the year); a module's action may also move crew, give VP, draw or discard, and an event as well
    # give Efficiency. None of them draws from the deck itself (chance does), nor ends the year (a pass does)
    TOUCHES = {
        "build": ("money", "hands", "stations", "passes", "active"),
        "crew": MODULE_ACTION_TOUCHES,
        "use": MODULE_ACTION_TOUCHES,
        "play": (*MODULE_ACTION_TOUCHES, "efficiency"),
    }
    ELEMENTWISE = ("stations",)  # a move changes one station or two: the evaluator asks which (``Coaching.evaluator``)
    VERBS = described(turn.VERBS, narration.TELL, narration.LABEL, narration.NAME)
    PHASE_VERBS = turn.PHASE_VERBS
    STEPS = deck.STEPS

    def describe_now(self) -> str:
        return turn.describe_now(self)

    def period(self) -> tuple[str, int | None]:
        return year.period(self)

    def _after(self, action: Action, player) -> None:
        if action.verb in ENDS_TURN:
            turn.end_turn(self, action.verb)  # the action's own draws, still on the agenda, come first

    _vacuous = deck.vacuous

    def seat_name(self, seat) -> str:
        return "chance" if seat is CHANCE else f"Player {seat + 1}"

    def _chance_outcomes(self):
        return deck.chance_outcomes(self)

    def _check_chance(self, action: Action) -> None:
        deck.check_chance(self, action)

    def _sample_chance(self, rng) -> Action:
        return deck.sample_chance(self, rng)

    def chance_key(self) -> tuple:
        return deck.chance_key(self)

    def score_breakdown(self, player: int):
        return breakdown(self, player)

    def score(self, player: int) -> int:
        return points(self, player)

    def _tiebreak(self, player: int) -> tuple:
        return tiebreak(self, player)

    # --- seats in action text ---------------------------------------------------------------------
    def seat_word(self, p: int) -> str:
        """A seat as actions write it: p1, p2, … (seat 0 is p1)."""
        return f"p{p + 1}"

    def read_seat(self, word: str) -> int:
        """The seat an action names (ValueError, reported as malformed, if there is none)."""
        seat = SEAT_OF_WORD.get(word)
        if seat is not None and seat < self.players:
            return seat
        raise ValueError(f"no player {word!r}; the players are p1–p{self.players}")

    # --- hidden information -----------------------------------------------------------------------
    def observation(self, player: int | None) -> dict:
        """What ``player`` sees (None: a spectator): own hand, others' hand sizes, the deck's size."""
        data = {k: v for k, v in self.to_json()["data"].items() if k not in HIDDEN}
        data["hand_sizes"] = [len(h) for h in self.hands]
        data["deck_size"] = sum(self.deck.values())
        data["hand"] = list(self.hands[player]) if player is not None else None
        return data

    def _deal_hidden_again(self, seat: int, rng) -> None:
        """Rivals' hands and the deck dealt again from the cards ``seat`` has not seen, each hand keeping its size;
        the history's draws no longer name their cards."""
        unseen = []
        for card, n in self.deck.items():
            unseen += [card] * n
        rivals = [q for q in range(self.players) if q != seat]
        for q in rivals:
            unseen += self.hands[q]
        unseen.sort()  # one order, whatever the deck's and the hands' were, for the shuffle to start from
        rng.shuffle(unseen)
        dealt = 0
        for q in rivals:
            size = len(self.hands[q])
            self.hands[q] = unseen[dealt:dealt + size]
            dealt += size
        self.deck = dict(Counter(unseen[dealt:]))
        # the record names every card drawn, rivals' too: the world's history keeps the lines, not the cards. Only
        # chance draws (a player's draw is always refused), so each line is looked up as it is, in C: a world is
        # dealt at every decision of a look-ahead, and the history grows to a thousand lines
        self.history = list(map(HIDDEN_DRAWS.get, self.history, self.history))

    def __repr__(self) -> str:
        if self.ended:
            return f"<Space Station: game over ({self.ended}), scores {self.scores()}>"
        who = self.decider()
        return f"<Space Station: year {self.year}, {self.seat_word(self.active)} active, decider {who if who is CHANCE else self.seat_word(who)}>"

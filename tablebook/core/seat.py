"""A seat's window on a game: what one player may see and do, and worlds to think ahead in.

Agents are handed a ``SeatView``, never the state itself, so an agent cannot read a rival's hand or
the deck's order: it sees its seat's ``observation()``, its legal actions, and, to look ahead,
``world(rng)``, a copy of the game in which everything the seat cannot see is dealt again at random
from what it could be (for games without hidden information, simply a copy).
"""

from __future__ import annotations

import random
from typing import Any

from .action import Action
from .chance import world_seed
from .rules import IllegalAction
from .trials import Trials


class SeatView:
    """What ``seat`` may know and do in a game; the state itself stays out of reach."""

    __slots__ = ("_state", "_trials", "seat")

    def __init__(self, state, seat: int):
        self.seat = seat
        self._state = state  # the view follows the state from position to position
        self._trials: Trials | None = None  # the last trials given, brought up to the next position (``Trials.follow``)

    @property
    def game(self):
        return self._state.game

    @property
    def players(self) -> int:
        return self._state.players

    def observation(self) -> dict[str, Any]:
        """What the seat sees of the table (its own hand, not the others')."""
        return self._state.observation(self.seat)

    def verbs(self) -> tuple[str, ...]:
        return self._state.verbs(self.seat)

    def legal_actions(self, verb: str | None = None) -> list[Action]:
        return self._state.legal_actions(verb, self.seat)

    def explain(self, action: Action | str) -> IllegalAction | None:
        return self._state.explain(action, self.seat)

    def world(self, rng: random.Random):
        """A state the seat cannot tell from the real one: hidden cards dealt again from ``rng`` (a copy if nothing is hidden)."""
        return self._state.sample_world(self.seat, rng)

    def trials(self, rng: random.Random) -> Trials:
        """Moves tried one after another in a world the seat cannot tell from the real one (``world``), on one working
        copy (``trials``). With nothing hidden the world is this table itself, read and never changed; only the
        working copy takes a world's seed; a world dealt again is read, never changed (``State.read_world``). The
        working copy is kept from decision to decision (``Trials.follow``): trials given before are void."""
        state, kept = self._state, self._trials
        if state.game.hidden_information:
            world = state.read_world(self.seat, rng)  # only read: the trials never change their base
            self._trials = Trials(world) if kept is None else kept.follow(base=world)
        elif kept is None or kept.base is not state:
            self._trials = Trials(state, seed=world_seed(state.seed, self.seat, len(state.history)))
        else:
            self._trials = kept.follow(world_seed(state.seed, self.seat, len(state.history)))
        return self._trials

    def worlds(self, rng: random.Random):
        """A maker of such worlds, one a call (each dealt again from ``rng``), for an agent that imagines many."""
        return self._state.sample_worlds(self.seat, rng)

    def __repr__(self) -> str:
        return f"<SeatView of {self._state.seat_name(self.seat)} in {self.game.title}>"

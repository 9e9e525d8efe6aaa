"""A suggested move and why: the agents' own evaluation, read term by term.

The suggestion is the greedy agent's choice (one step ahead, the game's heuristic), made in a world the seat cannot
tell from the real one when hands are hidden, so the coach never peeks. Why it is good is the difference of the
heuristic's terms (``Coaching.terms``) before and after it: terms that grow are what it gains, terms that shrink what
it costs; what it changes in the rivals' terms (and what the game's coach says it takes from them, such as a docking
port) is what it blocks or gives away. Ties are broken by the generator's order, so a hint is the same every time.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, field

from tablebook.core import Action, IllegalAction, State

from .terms import Coaching, Term

WORLD_SEED = 0  # the seed of the world a hidden hand is dealt again in: a hint is the same at every ask


@dataclass
class Hint:
    """A suggested move for ``seat``, in words, with what it gains, costs and blocks and the runner-up's margin."""

    seat: int
    action: Action
    move: str  # what the move does, in the game's narration
    label: str  # how its button reads
    gains: list[str] = field(default_factory=list)
    costs: list[str] = field(default_factory=list)
    blocks: list[str] = field(default_factory=list)  # what rivals lose, and what the game says it takes from them
    helps: list[str] = field(default_factory=list)  # what rivals gain by it
    next_best: str | None = None  # the second-best move's narration, and by how much it is worse
    value: float = 0.0
    considered: int = 0  # how many legal moves were compared

    @property
    def why(self) -> str:
        """Why this move, in sentences."""
        parts = []
        if self.gains:
            parts.append("It gains " + _listed(self.gains) + ".")
        if self.costs:
            parts.append("It costs " + _listed(self.costs) + ".")
        if self.blocks:
            parts.append("It blocks: " + "; ".join(self.blocks) + ".")
        if self.helps:
            parts.append("It also helps a rival: " + "; ".join(self.helps) + ".")
        if not parts:
            parts.append("It is the only legal move." if self.considered == 1 else
                         "It changes nothing the evaluation counts yet, and no other move does better.")
        if self.next_best:
            parts.append(self.next_best)
        return " ".join(parts)

    def text(self) -> str:
        return f"Suggested: {self.move}. {self.why}"

    def to_json(self) -> dict:
        return {"seat": self.seat, "action": str(self.action), "move": self.move, "label": self.label,
                "gains": self.gains, "costs": self.costs, "blocks": self.blocks, "helps": self.helps, "why": self.why,
                "considered": self.considered}


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def coaching_of(state: State) -> Coaching:
    """The game's coach, or the plain one (the score alone) for a game without."""
    return state.game.coaching or Coaching()


def deltas(before: list[Term], after: list[Term]) -> list[tuple[Term, float]]:
    """Each term whose amount changed, with the change (terms matched by name, in the game's order)."""
    was = {term.name: term.amount for term in before}
    out = []
    for term in after:
        change = term.amount - was.get(term.name, 0)
        if abs(change) > 1e-9:
            out.append((term, change))
    return out


def _world(state: State, seat: int) -> State:
    """The position as ``seat`` may know it: hidden cards dealt again from a fixed seed (else a copy)."""
    return state.sample_world(seat, random.Random(WORLD_SEED)) if state.game.hidden_information else state.clone()


def hint(state: State, seat: int | None = None, among: Collection[str] | None = None) -> Hint:
    """The move the coach suggests for ``seat`` (the decider if None), and why, in words; ``among`` keeps the choice to
    those moves (a tutorial's step: the coach suggests one of the moves the step takes).

    Raises IllegalAction when ``seat`` has nothing to decide now (a chance event, another seat's turn, the end)."""
    seat = state.decider() if seat is None else seat
    if seat is None or not isinstance(seat, int) or seat not in state.deciders():
        raise IllegalAction("There is no decision of this seat to advise on now: "
                            + ("the game is over" if state.is_over() else "chance or another seat decides"))
    coach = coaching_of(state)
    world = _world(state, seat)
    actions = [a for a in world.legal_actions(None, seat) if among is None or str(a) in among]
    if not actions:
        raise IllegalAction("There is no move to suggest here: this step asks for something else than a move")
    actions = coach.weighed(actions)  # as the greedy agent weighs them
    copy = world.copier()
    ranked = []
    for i, action in enumerate(actions):
        after = copy()
        after.apply(action, seat)
        ranked.append((coach.value(after, seat), -i, action, after))
    ranked.sort(key=lambda r: (r[0], r[1]), reverse=True)
    value, _, action, after = ranked[0]
    hint_ = Hint(seat, action, state.game.narrate(world, action, after)[0].rstrip("."), world.label(action, seat),
                 value=value, considered=len(actions))
    for term, change in deltas(coach.terms(world, seat), coach.terms(after, seat)):
        (hint_.gains if change > 0 else hint_.costs).append(term.count(abs(change)))
    for q in range(state.players):
        if q == seat:
            continue
        changed = deltas(coach.terms(world, q), coach.terms(after, q))
        for verb, lost, into in (("loses", True, hint_.blocks), ("gains", False, hint_.helps)):
            counts = [term.count(abs(change)) for term, change in changed if (change < 0) == lost]
            if counts:
                into.append(f"{world.seat_name(q)} {verb} {_listed(counts)}")
    hint_.blocks += coach.blocks(world, action, after, seat)
    if len(ranked) > 1:
        second_value, _, second, second_after = ranked[1]
        margin = value - second_value
        weight = coach.TERMS[0][1]  # the score's term comes first: the margin in its points
        hint_.next_best = (f"The next best ({state.game.narrate(world, second, second_after)[0].rstrip('.')}) "
                           + (f"is worth {margin / weight:.2g} {coach.points} less by the coach's count."
                              if margin > 1e-9 else "is as good."))
    return hint_


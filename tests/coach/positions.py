"""Positions of seeded random-agent games of every game, for the coach's tests: each decision, with its decider."""

from __future__ import annotations

from tablebook.agents.players import make_agent
from tablebook.core import CHANCE
from tablebook.registry import load


def positions(name: str, players: int, seed: int, every: int = 1, most: int = 2000):
    """(state, decider) at every ``every``-th decision of one random game (the state is the live one: copy it to keep
    it); chance positions too, with the decider CHANCE."""
    state = load(name).setup(players, seed)
    agents = [make_agent("random", seed * 1000 + p) for p in range(players)]
    count = 0
    while (who := state.decider()) is not None and len(state.history) < most:
        if count % every == 0:
            yield state, who
        count += 1
        if who is CHANCE:
            state.resolve_chance()
        else:
            state.apply(agents[who].choose(state.view(who)), who)

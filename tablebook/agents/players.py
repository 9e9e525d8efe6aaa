"""Game-agnostic agents. Each decides from the legal actions the state lists, with its own seeded RNG."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from tablebook.core import Action, State


class Agent(ABC):
    """Chooses an action for the player who must decide in ``state``."""

    name = "agent"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, state: State) -> Action:
        """One of ``state.legal_actions()``."""


class RandomAgent(Agent):
    """Uniform over the kinds of action open now, then uniform among that kind's legal actions.

    Choosing the verb first keeps a card with hundreds of targets from drowning out everything else,
    and lets the agent enumerate only the verb it picked.
    """

    name = "random"

    def choose(self, state: State) -> Action:
        # int(random() * n) is a uniform index in range(n): randrange is several times slower, and
        # this loop is most of a random game's own work
        random = self.rng.random
        verbs = list(state.verbs())
        while verbs:  # a uniformly drawn verb, dropped if it has no legal action: uniform among the rest
            verb = verbs.pop(int(random() * len(verbs)))
            actions = state.legal_actions(verb)
            if actions:
                return actions[int(random() * len(actions))]
        raise RuntimeError(f"no legal action for the decider of {state!r}")


class GreedyAgent(Agent):
    """Takes the action whose result it values best for the acting player (one step ahead).

    ``value`` is the game's heuristic; subclass and override it to try another idea of a good position.
    """

    name = "greedy"

    def value(self, state: State, player: int) -> float:
        """How good ``state`` is for ``player``: the game's own heuristic."""
        return state.game.heuristic(state, player)

    def choose(self, state: State) -> Action:
        player = state.decider()
        best, best_value = [], None
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            value = self.value(after, player)
            if best_value is None or value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


AGENTS = {cls.name: cls for cls in (RandomAgent, GreedyAgent)}


def make_agent(kind: str | type[Agent], seed: int) -> Agent:
    """An agent by name (``"random"``, ``"greedy"``) or by class (a subclass of Agent of your own)."""
    if isinstance(kind, type) and issubclass(kind, Agent):
        return kind(seed)
    if kind not in AGENTS:
        raise ValueError(f"unknown agent {kind!r}; choose from {', '.join(AGENTS)}, or pass a subclass of Agent")
    return AGENTS[kind](seed)

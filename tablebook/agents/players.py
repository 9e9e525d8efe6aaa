"""Game-agnostic agents. Each decides from its seat's view of the game (``SeatView``: its observation and
legal actions, never a rival's hand), with its own seeded RNG."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from tablebook.core import Action, State
from tablebook.core.seat import SeatView
from tablebook.core.trials import Trials


class Agent(ABC):
    """Chooses an action for one seat from what that seat may see."""

    name = "agent"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, seat: SeatView | State) -> Action:
        """One of the seat's legal actions (given a State, it plays for whoever decides there)."""
        if not isinstance(seat, SeatView):  # SeatView is a plain class: a cheap check on every decision
            seat = seat.view(seat.decider())
        return self.decide(seat)

    @abstractmethod
    def decide(self, seat: SeatView) -> Action:
        """One of ``seat.legal_actions()``."""

    @classmethod
    def from_spec(cls, text: str, seed: int) -> "Agent":
        """The agent a name's parameter asks for (``200`` in ``mcts:200``); agents without parameters refuse one."""
        raise ValueError(f"the {cls.name} agent takes no parameter, not {text!r}")


class RandomAgent(Agent):
    """Uniform over the kinds of action open now, then uniform among that kind's legal actions.

    Choosing the verb first keeps a card with hundreds of targets from drowning out everything else,
    and lets the agent enumerate only the verb it picked.
    """

    name = "random"

    def decide(self, seat: SeatView) -> Action:
        # int(random() * n) is a uniform index in range(n): randrange is several times slower, and
        # this loop is most of a random game's own work
        random = self.rng.random
        verbs = list(seat.verbs())
        while verbs:  # a uniformly drawn verb, dropped if it has no legal action: uniform among the rest
            verb = verbs.pop(int(random() * len(verbs)))
            actions = seat.legal_actions(verb)
            if actions:
                return actions[int(random() * len(actions))]
        raise RuntimeError(f"no legal action for {seat!r}")


class UniformAgent(Agent):
    """Every legal action equally likely, whatever its kind.

    Unlike ``random`` (a kind first, then an action of it), a verb with many actions is chosen often: trading
    and passing dominate, which drives a game into the corners no purposeful player reaches (a position nobody
    can leave), so robustness studies use it.
    """

    name = "uniform"

    def decide(self, seat: SeatView) -> Action:
        actions = seat.legal_actions()
        if not actions:
            raise RuntimeError(f"no legal action for {seat!r}")
        return actions[int(self.rng.random() * len(actions))]


class GreedyAgent(Agent):
    """Takes the action whose result it values best for its seat (one step ahead).

    It looks ahead in a world its seat cannot tell from the real one (hidden hands dealt again), so
    it never peeks. ``value`` is the game's heuristic; subclass and override it to try another idea
    of a good position. The moves are tried on one working copy that each try puts back (``core.trials``), and the
    game's coach values them sharing what a move leaves unchanged (``Coaching.evaluator``); moves that only pay for
    another (the coach's ``free`` verbs: Gaia Project's conversions) are weighed only when nothing else is open.
    """

    name = "greedy"

    def __init__(self, seed: int = 0, every_move: bool = False):
        super().__init__(seed)
        self.every_move = every_move

    @classmethod
    def from_spec(cls, text: str, seed: int) -> "GreedyAgent":
        """``greedy:all`` weighs every legal move, the coach's free ones (conversions) among them, as this agent did
        before they were left out (a tutorial's story written against that play keeps it)."""
        if text != "all":
            raise ValueError(f"the greedy agent takes 'all' (weigh free moves too) or nothing, not {text!r}")
        return cls(seed, every_move=True)

    def value(self, state: State, player: int) -> float:
        """How good ``state`` is for ``player``: the game's own heuristic."""
        return state.game.heuristic(state, player)

    def evaluator(self, before: State, player: int, trials: Trials | None = None):
        """``value`` of positions one move from ``before``: the game's coach shares among them the work that a move
        leaves unchanged (``Coaching.evaluator``, told what each move changed by the ``trials`` they are tried on), unless
        a subclass values positions its own way."""
        coach = before.game.coaching
        if type(self).value is not GreedyAgent.value or coach is None:
            return lambda after: self.value(after, player)
        return coach.evaluator(before, player, trials)

    def decide(self, seat: SeatView) -> Action:
        player = seat.seat
        actions = seat.legal_actions()  # first, so that a world of open information is a copy that knows them
        if seat.game.coaching is not None and not self.every_move:  # a conversion earns nothing by itself
            actions = seat.game.coaching.weighed(actions)
        trials = seat.trials(self.rng) if seat.game.hidden_information else None  # its deal draws on the generator
        if len(actions) == 1:  # nothing to compare; the draw among ties is made all the same, as the generator was
            return self.rng.choice(actions)
        trials = trials or seat.trials(self.rng)
        value_of = self.evaluator(trials.base, player, trials)
        best, best_value = [], None
        for action in actions:
            value = value_of(trials.apply(action, player))
            if best_value is None or value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


class BarredView(SeatView):
    """A seat's view with one kind of action left out, unless no other kind is open (then the seat must take it)."""

    __slots__ = ("barred",)

    def __init__(self, state, seat: int, barred: str):
        super().__init__(state, seat)
        self.barred = barred

    def _others(self) -> list[Action]:
        legal = super().legal_actions()  # outside the comprehension: its own scope has no super() in the compiled build
        return [action for action in legal if action.verb != self.barred]

    def verbs(self) -> tuple[str, ...]:
        verbs = super().verbs()
        return tuple(v for v in verbs if v != self.barred) if self.barred in verbs and self._others() else verbs

    def legal_actions(self, verb: str | None = None) -> list[Action]:
        if verb is None:
            return self._others() or super().legal_actions()
        if verb == self.barred and self._others():
            return []
        return super().legal_actions(verb)


class Restricted(Agent):
    """An agent barred from one kind of action: restricted play (Jaffe, Miller, Andersen, Liu, Karlin & Popović,
    "Evaluating competitive game balance with restricted play", AIIDE 2012). How much less it wins than the same
    agent free measures how much that kind of action matters. It still takes the barred kind when it is the only
    one open (a turn must end, a die must be placed); in its look-ahead it may imagine taking it later."""

    def __init__(self, agent: Agent, barred: str):
        self.agent, self.barred = agent, barred
        self.rng = agent.rng

    def decide(self, seat: SeatView) -> Action:
        return self.agent.decide(BarredView(seat._state, seat.seat, self.barred))


AGENTS = {cls.name: cls for cls in (RandomAgent, GreedyAgent, UniformAgent)}  # the search agent adds itself (agents.search)
WITHOUT = " without "  # "greedy without dock": the greedy agent barred from docking


def make_agent(kind: str | type[Agent], seed: int) -> Agent:
    """An agent by name (``"random"``, ``"greedy"``, ``"mcts"``), by name and parameter (``"mcts:500"``), by
    either barred from a kind of action (``"greedy without dock"``, ``Restricted``), or by class (a subclass of
    Agent of your own)."""
    if isinstance(kind, type) and issubclass(kind, Agent):
        return kind(seed)
    spec, without, barred = str(kind).partition(WITHOUT)
    if without:
        if not barred.strip():
            raise ValueError(f"{kind!r} names no kind of action to bar: 'greedy without dock'")
        return Restricted(make_agent(spec, seed), barred.strip())
    name, colon, parameter = spec.partition(":")
    if name not in AGENTS:
        raise ValueError(f"unknown agent {kind!r}; choose from {', '.join(AGENTS)}, or pass a subclass of Agent")
    return AGENTS[name].from_spec(parameter, seed) if colon else AGENTS[name](seed)

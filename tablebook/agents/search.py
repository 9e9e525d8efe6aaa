"""A search agent: information-set Monte Carlo tree search with UCT, for every game and seat count.

Why this shape:

* **UCT** (Kocsis & Szepesvári 2006, "Bandit based Monte-Carlo planning", ECML): each decision grows a tree
  of the actions tried from here, choosing which branch to try again as a bandit does (UCB1: the mean result plus
  a bonus that shrinks as a branch is tried), so the search spends its iterations on the lines that look best
  while still trying the others. It needs no knowledge of the game beyond its rules, a way to play on, and a score.
* **Several players** (Sturtevant 2008, "An analysis of UCT in multi-player games", CG): every node keeps the
  result of the seat that chose the action leading to it, so each seat in the tree maximises its own share of the
  win (max^n style), not the searching seat's.
* **Hidden hands and chance** (Cowling, Powley & Whitehouse 2012, "Information set Monte Carlo tree search",
  IEEE TCIAIG 4(2)): every iteration plays in a new determinization: a world the seat cannot tell from the real one,
  the cards it has not seen dealt again at random (``SeatView.world``), never the true hands or deck order.
  The tree's nodes are sequences of actions, shared by all worlds (single-observer ISMCTS), and an action is judged
  only against the actions that were open in the same worlds (its *availability* count replaces the parent's
  visits in UCB1). Dice and draws are not nodes: each world is reseeded from the agent's own generator, so its
  chance events are the agent's guesses, never the game's future, and the real game's seeded chance is untouched.
* **Judged at once by default**: a new node is scored by the game's heuristic (each seat's lead over its best
  rival, relative to the heuristic's size, squashed to a share of the win between 0 and 1; a finished game gives
  each winner its exact share). Play-outs by a policy (``rollout="random"`` or ``"greedy"`` for ``depth``
  decisions) are there to try, but against greedy at 2-player Alien Frontiers they won no more (the intervals of
  their win rates overlap) and cost several times more per iteration: random play wastes ships and cards, so its
  futures are unlikely to inform more than the heuristic, which already knows what a good table looks like.
* **Free moves only when nothing else is open** (the coach's ``weighed``, as for the greedy agent): Gaia Project
  lists its conversions at every multiple, dozens of moves that the heuristic values alike and that change no
  table but the player's own resources. Tried with the rest, they took a large share of the search's visits:
  it converted ore away and passed with little built, winning 2 of 16 games against greedy at 200 iterations;
  left out, 15 of 16 (seeds 100–107 in both seatings) and 34 of 40 (seeds 400–419).
* **Means rescaled among siblings** before the UCB1 bonus is added (as MuZero does with its values, Schrittwieser
  et al. 2020, Nature 588): leads are often a few hundredths of a share apart, and unscaled they would drown in the
  bonus, leaving the search to spread its visits evenly.

``iterations`` is the strength knob, and each one costs a world and a judged position: 200 (the default) is the
fewest with which the search beats greedy at Alien Frontiers beyond doubt (the lower end of the win rate's Wilson
interval above one half), while Space Station, whose majorities a short look ahead already sees, needs fewer
(``tests/test_search_agent.py`` holds it to both and to Gaia Project, the longer runs with ``-m slow``).
A position is judged only by its lead, so nothing in the search itself pushes a game to its end: a game whose
heuristic rewards collecting can go on while the search is ahead. Space Station Phoenix ends by itself (40 points
on the track or nine Sectors); give ``max_actions`` to a run of a game of your own all the same.
``benchmarks/bench_search.py`` measures any setting in every game.

The same seed, game and position give the same choice; ``seconds`` trades that for a time budget.
"""

from __future__ import annotations

import math
import time
from typing import Callable

from tablebook.core import Action, State
from tablebook.core.seat import SeatView

from .players import AGENTS, Agent, GreedyAgent, RandomAgent
from .standing import SHARPNESS, standing

ROLLOUTS = {"random": RandomAgent, "greedy": GreedyAgent}
ITERATIONS = 200  # the default strength (see the module's docstring for what it buys and costs)
STANDSTILL = 3  # rounds of the table back to the same heuristic values before actions that change nothing are left out


class Node:
    """Actions tried after one sequence of actions, and how they did for the seat that chose them."""

    __slots__ = ("seat", "children", "visits", "available", "total")

    def __init__(self, seat):
        self.seat = seat  # who chose the action leading here (None at the root)
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0  # iterations in which this action was legal when its parent was reached
        self.total = 0.0  # sum of the chooser's results


class MCTSAgent(Agent):
    """Information-set Monte Carlo tree search (UCT over determinized worlds); ``iterations`` is its strength."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS, rollout: str | None = None, depth: int = 10,
                 exploration: float = 0.7, sharpness: float = SHARPNESS, seconds: float | None = None):
        """``rollout``: None judges a new node at once by the heuristic; ``"random"`` or ``"greedy"`` first plays
        ``depth`` decisions by that policy. ``seconds``: search for that long instead of ``iterations`` times."""
        super().__init__(seed)
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations}")
        if rollout is not None and rollout not in ROLLOUTS:
            raise ValueError(f"unknown rollout policy {rollout!r}; choose from {', '.join(ROLLOUTS)}")
        if depth < 0:
            raise ValueError(f"depth must be at least 0, not {depth}")
        self.iterations = iterations
        self.rollout = rollout
        self.depth = depth if rollout else 0
        self.exploration = exploration
        self.sharpness = sharpness
        self.seconds = seconds
        self.policy = ROLLOUTS[rollout](self.rng.getrandbits(32)) if rollout else None
        self.rounds: dict[tuple, int] = {}  # how often the seat's turn came round to these heuristic values

    @classmethod
    def from_spec(cls, text: str, seed: int) -> "MCTSAgent":
        """``ITERATIONS[:ROLLOUT[:DEPTH]]`` as in ``mcts:200``, ``mcts:200:greedy`` or ``mcts:200:random:20``."""
        words = text.split(":")
        if len(words) > 3:
            raise ValueError(f"mcts takes at most ITERATIONS:ROLLOUT:DEPTH, not {text!r}")
        try:
            numbers = [int(words[0])] + ([int(words[2])] if len(words) == 3 else [])
        except ValueError:
            raise ValueError(f"mcts takes whole numbers of iterations and depth (mcts:200:random:10), not {text!r}") from None
        return cls(seed, numbers[0], words[1] if len(words) > 1 else None, *numbers[1:])

    def decide(self, seat: SeatView) -> Action:
        actions = self._weighed(seat, seat.legal_actions())
        if len(actions) == 1:
            return actions[0]
        worlds = self._worlds(seat)
        candidates = self._moving_on(worlds(), seat, actions)
        root = Node(None)
        stop = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations if stop is None else time.perf_counter() < stop:
            self._iterate(root, worlds())
            done += 1
        tried = [(root.children[a].visits, root.children[a].total / root.children[a].visits, -i, a)
                 for i, a in enumerate(candidates) if a in root.children]
        return max(tried)[-1] if tried else candidates[0]

    def _moving_on(self, world: State, seat: SeatView, actions: list[Action]) -> list[Action]:
        """The actions worth choosing from: all of them, unless the game is standing still.

        Some rules let a seat act forever without changing anything (Space Station's Robotic Arm moves modules
        "many times each year"; the year ends only when everyone passes), and a search that likes the position
        as it is would do so forever. When the seat's turn comes round ``STANDSTILL`` times to the same values of
        the game's heuristic, the actions that change none of them are left out.
        """
        if not world.seats or world.seats[-1] == seat.seat:
            return actions  # within its own turn: not a round of the table
        values = self._values(world)
        self.rounds[values] = self.rounds.get(values, 0) + 1
        if self.rounds[values] < STANDSTILL:
            return actions
        moving = [a for a in actions if self._values(world.clone().apply(a).resolve_chance()) != values]
        return moving or actions

    @staticmethod
    def _weighed(state, actions: list[Action]) -> list[Action]:
        """The moves the search tries: the coach's ``weighed`` ones (Gaia Project's conversions and burns only when
        nothing else is open, as for the greedy agent), else all of them."""
        coach = state.game.coaching
        return coach.weighed(actions) if coach is not None else actions

    @staticmethod
    def _values(state: State) -> tuple[float, ...]:
        return tuple(state.game.heuristic(state, p) for p in range(state.players))

    def _worlds(self, seat: SeatView) -> Callable[[], State]:
        """Determinizations, one a call: the hidden cards dealt again (a world the seat cannot tell from the real one),
        and reseeded, so that its dice and draws from here on are the agent's guesses, not the game's future."""
        make = seat.worlds(self.rng)

        def world() -> State:
            made = make()
            made.seed = self.rng.getrandbits(63)
            return made

        return world

    def _iterate(self, root: Node, world: State) -> None:
        """One iteration: down the tree by UCB1, add one node, play on, and credit each node's chooser."""
        node, path = root, []
        while (who := world.resolve_chance().decider()) is not None:
            action, node, fresh = self._select(node, self._weighed(world, world.legal_actions()), who)
            world.apply(action)
            path.append(node)
            if fresh:
                break
        results = self._play_on(world)
        for node in path:
            node.visits += 1
            node.total += results[node.seat]

    def _select(self, node: Node, actions: list[Action], who) -> tuple[Action, Node, bool]:
        """An untried action if any (a new node), else the available child with the best UCB1 score."""
        children = node.children
        untried = [a for a in actions if a not in children]
        for action in actions:
            child = children.get(action)
            if child is not None:
                child.available += 1
        if untried:
            action = untried[int(self.rng.random() * len(untried))]
            child = children[action] = Node(who)
            child.available = 1
            return action, child, True
        # means rescaled to [0, 1] among the siblings (see the module's docstring)
        means = [children[a].total / children[a].visits for a in actions]
        low, high = min(means), max(means)
        spread = high - low or 1.0
        c = self.exploration
        best, best_score = None, -math.inf
        for action, mean in zip(actions, means):
            child = children[action]
            score = (mean - low) / spread + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = action, score
        return best, children[best], False

    def _play_on(self, world: State) -> list[float]:
        """Play ``depth`` decisions by the rollout policy (chance from the world's own seed), then each seat's result."""
        for _ in range(self.depth):
            if (who := world.resolve_chance().decider()) is None:
                break
            world.apply(self.policy.decide(world.view(who)))
        return self.results(world)

    def results(self, state: State) -> list[float]:
        """Each seat's share of the win (``standing.standing``): exact once the game is over, else from its
        heuristic lead over its best rival (``sharpness`` sets how fast a lead counts)."""
        return standing(state, self.sharpness)


AGENTS[MCTSAgent.name] = MCTSAgent

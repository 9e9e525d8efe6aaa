"""How strong and how fast the search agent is: run with ``python benchmarks/bench_search.py``.

For each game, 2 players: the search agent (``--agent``, default ``mcts:50``) against greedy over ``--pairs`` seeds,
each seed played twice with the seats swapped, so neither agent gains from its seat or its dice. Prints its win
rate with a 95 % Wilson interval, its mean score lead, and its decisions per CPU second (only decisions with more
than one legal action search; the others are free).
"""

from __future__ import annotations

import argparse
import time

from tablebook.agents import Agent, make_agent
from tablebook.agents.workers import play
from tablebook.registry import game_names, load
from tablebook.design.intervals import wilson


def duel(game: str, pairs: int, agent: str, seed: int) -> dict:
    """The agent against greedy, each seed in both seatings: wins, games, mean lead, and its searches per CPU second."""
    searched, seconds, wins, leads = 0, 0.0, 0.0, []

    class Timed(Agent):  # the agent, timed on every decision with a choice
        def __init__(self, seed_):
            super().__init__(seed_)
            self.agent = make_agent(agent, seed_)

        def decide(self, seat):
            nonlocal searched, seconds
            start = time.process_time()
            action = self.agent.decide(seat)
            if len(seat.legal_actions()) > 1:
                searched += 1
                seconds += time.process_time() - start
            return action

    for k in range(pairs):
        for mine in (0, 1):
            lineup = ["greedy", "greedy"]
            lineup[mine] = Timed
            state, _ = play(load(game), 2, seed + k, lineup, 100_000)
            winners = state.winners()
            wins += (mine in winners) / len(winners)
            scores = state.scores()
            leads.append(scores[mine] - scores[1 - mine])
    return {"game": game, "wins": wins, "games": 2 * pairs, "lead": sum(leads) / len(leads),
            "decisions_per_s": searched / seconds if seconds else float("nan")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agent", default="mcts:50")
    parser.add_argument("--pairs", type=int, default=10, help="seeds, each played in both seatings")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--game", action="append", help="a game (default: every game)")
    args = parser.parse_args()
    print(f"{args.agent} against greedy, 2 players, {args.pairs} seeds × 2 seatings from seed {args.seed}")
    for game in args.game or game_names():
        row = duel(game, args.pairs, args.agent, args.seed)
        low, high = wilson(row["wins"], row["games"])
        print(f"{game:24s} wins {row['wins']:5.1f}/{row['games']:3d} = {row['wins'] / row['games']:.2f} "
              f"[{low:.2f}, {high:.2f}]  lead {row['lead']:+5.1f}  {row['decisions_per_s']:6.1f} decisions/s", flush=True)


if __name__ == "__main__":
    main()

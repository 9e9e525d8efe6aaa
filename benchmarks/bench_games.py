"""How fast tablebook plays and replays games: run with ``python benchmarks/bench_games.py``.

Measures, on one core (one process): full random-agent games per second for 2 and 4 players,
replay speed of saved records (every action re-validated), and greedy-agent games per second.
CPU time is used, so other load on the machine disturbs the numbers less.
"""

from __future__ import annotations

import argparse
import time

from tablebook.agents import simulate
from tablebook.core import load


def timed(fn):
    start = time.process_time()
    result = fn()
    return result, time.process_time() - start


def bench_simulation(game: str, players: int, games: int, agent: str) -> dict:
    table, seconds = timed(lambda: simulate(game, players, games, seed=1, agents=agent, keep_records=True))
    actions = int(table.column("actions").sum())
    return {"table": table, "games/s": games / seconds, "actions/s": actions / seconds, "seconds": seconds,
            "actions/game": actions / games}


def bench_replay(table) -> dict:
    records = table.records
    _, seconds = timed(lambda: [r.replay() for r in records])
    actions = sum(len(r.actions) for r in records)
    return {"games/s": len(records) / seconds, "actions/s": actions / seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="alien-frontiers")
    parser.add_argument("--games", type=int, default=200, help="random games per player count")
    parser.add_argument("--greedy-games", type=int, default=10)
    args = parser.parse_args()
    game = load(args.game)
    print(f"{game.title}: CPU-time throughput on one process")
    print(f"{'what':34s} {'games/s':>9s} {'actions/s':>11s} {'actions/game':>13s}")
    for players in sorted({game.min_players, game.max_players}):
        sim = bench_simulation(args.game, players, args.games, "random")
        print(f"{f'random agents, {players} players':34s} {sim['games/s']:9.1f} {sim['actions/s']:11.0f} {sim['actions/game']:13.0f}")
        rep = bench_replay(sim["table"])
        print(f"{f'replay of those records':34s} {rep['games/s']:9.1f} {rep['actions/s']:11.0f}")
    if args.greedy_games:
        sim = bench_simulation(args.game, game.max_players, args.greedy_games, "greedy")
        print(f"{f'greedy agents, {game.max_players} players':34s} {sim['games/s']:9.2f} {sim['actions/s']:11.0f} {sim['actions/game']:13.0f}")


if __name__ == "__main__":
    main()

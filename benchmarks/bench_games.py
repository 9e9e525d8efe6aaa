"""How fast tablebook plays and replays games: run with ``python benchmarks/bench_games.py``.

Measures, on one core (one process): full random-agent games per second for the fewest and the
most players, replay speed of saved records (every action re-validated), and greedy-agent games
per second. CPU time is used, and each measurement is repeated (``--rounds``): on a shared
machine the speed of one core drifts by a quarter or more from minute to minute, so the table
gives the median and the best round. Every round plays the same seeded games.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from tablebook.agents import simulate
from tablebook.core import load


def cpu_seconds(fn) -> tuple[object, float]:
    start = time.process_time()
    result = fn()
    return result, time.process_time() - start


def rounds_of(fn, rounds: int) -> tuple[object, list[float]]:
    """The result of ``fn`` and its CPU seconds in each of ``rounds`` runs."""
    seconds = []
    for _ in range(rounds):
        result, s = cpu_seconds(fn)
        seconds.append(s)
    return result, seconds


def rates(count: int, seconds: list[float], decimals: int = 1) -> str:
    """'median (best)' of count per second over the rounds."""
    per_second = [count / s for s in seconds]
    return f"{statistics.median(per_second):11.{decimals}f} ({max(per_second):6.{decimals}f})"


REFERENCE_GAMES = Path(__file__).resolve().parents[2] / "shared" / "reference" / "gaia-games"


def replay_folders(game, folder: Path, rounds: int) -> None:
    """Replay every 4-player game folder the game reads (setup + log), each line checked by our rules."""
    opened = [game.open_folder(f) for f in sorted(folder.glob("*4p*"))]
    opened = [o for o in opened if o is not None]
    if not opened:
        return

    def replay_all():
        for o in opened:
            state = o.state.clone()
            for _, text in o.lines:
                seat, actions = o.notation.read(text, state)
                for action in actions:
                    state.apply(action, seat)

    lines = sum(len(o.lines) for o in opened)
    _, seconds = rounds_of(replay_all, rounds)
    best, median = min(seconds), statistics.median(seconds)
    print(f"replay of {len(opened)} 4-player logs ({lines} lines): {1000 * median / lines:.3f} ms a line "
          f"(best {1000 * best / lines:.3f}); {1000 * median / len(opened):.1f} ms a game")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="alien-frontiers")
    parser.add_argument("--games", type=int, default=200, help="random games per player count")
    parser.add_argument("--greedy-games", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=5, help="repetitions of each measurement")
    parser.add_argument("--folders", type=Path, default=REFERENCE_GAMES,
                        help="game folders in a foreign format to replay, every line checked (Gaia Project: the "
                             "boardgamers.space games beside the repository, 4-player ones)")
    args = parser.parse_args()
    game = load(args.game)
    if args.folders.is_dir():
        replay_folders(game, args.folders, args.rounds)
    print(f"{game.title}: CPU-time throughput on one process, median (best) of {args.rounds} rounds")
    print(f"{'what':34s} {'games/s':>20s} {'actions/s':>20s} {'actions/game':>13s}")
    for players in sorted({game.min_players, game.max_players}):
        table, seconds = rounds_of(
            lambda: simulate(args.game, players, args.games, seed=1, agents="random", keep_records=True), args.rounds)
        actions = int(table.column("actions").sum())
        label = f"random agents, {players} players"
        print(f"{label:34s} {rates(args.games, seconds)} {rates(actions, seconds, 0)} {actions / args.games:13.0f}")
        _, seconds = rounds_of(lambda: [r.replay() for r in table.records], args.rounds)
        print(f"{'replay of those records':34s} {rates(args.games, seconds)} {rates(actions, seconds, 0)}")
    if args.greedy_games:
        players = game.max_players
        table, seconds = rounds_of(lambda: simulate(args.game, players, args.greedy_games, seed=1, agents="greedy"), 1)
        actions = int(table.column("actions").sum())
        label = f"greedy agents, {players} players"
        print(f"{label:34s} {rates(args.greedy_games, seconds)} {rates(actions, seconds, 0)} {actions / args.greedy_games:13.0f}")


if __name__ == "__main__":
    main()

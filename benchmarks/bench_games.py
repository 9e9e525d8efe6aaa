"""How fast tablebook plays and replays games: run with ``python benchmarks/bench_games.py``.

Measures every game (or ``--game NAME``) on one core (one process): full random-agent games per second for the
fewest and the most players, replay speed of their saved records (every action re-validated), greedy-agent games
per second for the most players, and the replay of foreign logs a game reads (Gaia Project's boardgamers.space
reference games, which the repository keeps for its tests). CPU time is used, and each measurement is repeated
(``--rounds``): on a shared machine the speed of one core drifts by a quarter or more from minute to minute, so the
tables give the median and the best round. Every round plays the same seeded games. The last table is written for the README.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from tablebook.agents import simulate
from tablebook.registry import game_names, load


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


def per_second(count: int, seconds: list[float]) -> tuple[float, float]:
    """(median, best) of count per second over the rounds."""
    rates = [count / s for s in seconds]
    return statistics.median(rates), max(rates)


def rates(count: int, seconds: list[float], decimals: int = 1) -> str:
    """'median (best)' of count per second over the rounds."""
    median, best = per_second(count, seconds)
    return f"{median:11.{decimals}f} ({best:6.{decimals}f})"


def readable(value: float) -> str:
    """A rate as the README prints it: whole numbers, thousands separated."""
    return f"{value:,.0f}"


ROOT = Path(__file__).resolve().parents[1]


def reference_games() -> Path:
    """The boardgamers.space games the repository keeps for its tests, unpacked as the tests unpack them."""
    sys.path.insert(0, str(ROOT))
    from tests.gaia_project.reference_games import GAMES_FOLDER

    return GAMES_FOLDER


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


def bench_game(name: str, args) -> list[dict]:
    """Print one game's table; return its rows for the README table."""
    game = load(name)
    if args.folders is not None and args.folders.is_dir():  # games that read no foreign folders skip it
        replay_folders(game, args.folders, args.rounds)
    print(f"{game.title}: CPU-time throughput on one process, median (best) of {args.rounds} rounds")
    print(f"{'what':34s} {'games/s':>20s} {'actions/s':>20s} {'actions/game':>13s}")
    rows = []
    for players in sorted({game.min_players, game.max_players}):
        table, seconds = rounds_of(
            lambda: simulate(name, players, args.games, seed=1, agents="random", keep_records=True), args.rounds)
        actions = int(table.column("actions").sum())
        label = f"random agents, {players} player{'s' * (players > 1)}"
        print(f"{label:34s} {rates(args.games, seconds)} {rates(actions, seconds, 0)} {actions / args.games:13.0f}")
        row = {"game": game.title, "players": players, "random": per_second(args.games, seconds)}
        _, seconds = rounds_of(lambda: [r.replay(game) for r in table.records], args.rounds)
        print(f"{'replay of those records':34s} {rates(args.games, seconds)} {rates(actions, seconds, 0)}")
        row["replay"], row["replay_actions"] = per_second(args.games, seconds), per_second(actions, seconds)
        rows.append(row)
    if args.greedy_games:
        players = game.max_players
        table, seconds = rounds_of(lambda: simulate(name, players, args.greedy_games, seed=1, agents="greedy"), 1)
        actions = int(table.column("actions").sum())
        label = f"greedy agents, {players} players"
        print(f"{label:34s} {rates(args.greedy_games, seconds)} {rates(actions, seconds, 0)} "
              f"{actions / args.greedy_games:13.0f}")
        rows[-1]["greedy"] = per_second(args.greedy_games, seconds)
    print()
    return rows


def readme_table(rows: list[dict]) -> None:
    """The README's speed table: medians, and the best round in brackets."""
    print("| game | random games/s | replay (every action re-checked) | greedy games/s |")
    print("|---|---|---|---|")
    for row in rows:
        random_median, random_best = row["random"]
        replay, _ = row["replay"]
        actions, _ = row["replay_actions"]
        greedy = f"{row['greedy'][0]:.1f}" if "greedy" in row else ""
        print(f"| {row['game']}, {row['players']} player{'s' * (row['players'] > 1)} | {readable(random_median)} "
              f"(best {readable(random_best)}) | {readable(replay)} games/s, {readable(actions)} actions/s | {greedy} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game's name, or all (the default)")
    parser.add_argument("--games", type=int, default=100, help="random games per player count")
    parser.add_argument("--greedy-games", type=int, default=2, help="greedy games at the most players (0: none)")
    parser.add_argument("--rounds", type=int, default=5, help="repetitions of each measurement")
    parser.add_argument("--folders", type=Path,
                        help="game folders in a foreign format to replay, every line checked (default, for Gaia "
                             "Project: the 4-player boardgamers.space games the repository keeps for its tests)")
    args = parser.parse_args()
    names = sorted(game_names()) if args.game == "all" else [args.game]
    if args.folders is None and "gaia-project" in names:
        args.folders = reference_games()
    rows = [row for name in names for row in bench_game(name, args)]
    readme_table(rows)


if __name__ == "__main__":
    main()

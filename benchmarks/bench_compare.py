"""How much faster one checkout plays than another: ``python benchmarks/bench_compare.py BASELINE [CHANGED]``.

Each argument is the root of a checkout of the repository (``CHANGED`` defaults to this one). A speed-up measured in
two runs minutes apart is mostly the machine's drift (on a shared machine one core's speed changes by a quarter or more
from minute to minute), so both are measured in one run with their rounds interleaved: every round plays each game in
each checkout, in a fresh process whose ``tablebook`` is that checkout's, the checkouts' order alternating from round to
round. A round plays the same seeded random-agent games as ``bench_games.py`` (fewest and most players), replays
their records (every action checked again) and plays seeded greedy-agent games at the most players. Random games and
replays are timed after an untimed game and its replay at each player count (Space Station's solo game costs less than
what a process does once: reading data, filling caches), each batch again and again for at least ``LEAST`` CPU
seconds. A checkout is any folder whose ``tablebook`` is imported: an unpacked compiled wheel will do. CPU time; the
table gives, per game, the median over the rounds of changed/baseline games per second, with the medians of both
beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

LEAST = 0.5  # CPU seconds a row is played for at least, its games again and again: a shorter time is mostly noise


def per_batch(play) -> float:
    """CPU seconds of one call of ``play`` (a batch of games), called until they add up to ``LEAST``."""
    calls, start = 0, time.process_time()
    while True:
        play()
        calls += 1
        spent = time.process_time() - start
        if spent >= LEAST:
            return spent / calls


def measure(name: str, games: int, greedy_games: int) -> dict:
    """CPU seconds of one checkout (the ``tablebook`` this process imports) for one batch of a game's games, by what
    was measured."""
    from tablebook.agents import simulate
    from tablebook.registry import load

    game = load(name)
    seconds = {}
    for players in sorted({game.min_players, game.max_players}):
        for record in simulate(name, players, 1, seed=0, agents="random", keep_records=True).records:
            record.replay(game)  # untimed: what a process does once (reading data, filling caches) is no game's cost
        records = simulate(name, players, games, seed=1, agents="random", keep_records=True).records
        seconds[f"random {players}p"] = per_batch(
            lambda players=players: simulate(name, players, games, seed=1, agents="random", keep_records=True))
        seconds[f"replay {players}p"] = per_batch(lambda records=records: [record.replay(game) for record in records])
    if greedy_games:
        start = time.process_time()
        simulate(name, game.max_players, greedy_games, seed=1, agents="greedy")
        seconds[f"greedy {game.max_players}p"] = time.process_time() - start
    return seconds


def in_checkout(root: Path, name: str, games: int, greedy_games: int) -> dict:
    """``measure`` run in a new process that imports ``tablebook`` from the checkout at ``root``."""
    env = dict(os.environ, PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, __file__, "--measure", name, "--games", str(games),
                          "--greedy-games", str(greedy_games)], env=env, cwd=root,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def build(root: Path) -> str:
    """Which build the checkout at ``root`` is: ``compiled`` (``hatch_build.py``'s wheel, unpacked) or ``pure``."""
    where = subprocess.run([sys.executable, "-c", "import tablebook.core.state as s; print(s.__file__)"],
                           env=dict(os.environ, PYTHONPATH=str(root)), cwd=root, check=True, capture_output=True,
                           text=True).stdout.strip()
    return "pure" if where.endswith(".py") else "compiled"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", type=Path, nargs="?", help="the checkout compared against")
    parser.add_argument("changed", type=Path, nargs="?", default=Path(__file__).resolve().parents[1],
                        help="the checkout measured (default: this one)")
    parser.add_argument("--game", default="all", help="a game's name, or all (the default)")
    parser.add_argument("--games", type=int, default=20, help="random games per player count and round")
    parser.add_argument("--greedy-games", type=int, default=2, help="greedy games at the most players per round (0: none)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    parser.add_argument("--measure", help=argparse.SUPPRESS)  # a child process: one checkout, one game
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure, args.games, args.greedy_games)))
        return
    if args.baseline is None:
        parser.error("name the baseline checkout")
    from tablebook.registry import game_names

    names = sorted(game_names()) if args.game == "all" else [args.game]
    roots = {"baseline": args.baseline.resolve(), "changed": args.changed.resolve()}
    seconds: dict = {}  # (game, what, checkout) -> CPU seconds of each round
    for round_ in range(args.rounds):
        for name in names:
            order = list(roots) if round_ % 2 == 0 else list(reversed(roots))
            for which in order:
                for what, s in in_checkout(roots[which], name, args.games, args.greedy_games).items():
                    seconds.setdefault((name, what, which), []).append(s)
    print(f"CPU time, {args.games} random and {args.greedy_games} greedy games per row and round, median of "
          f"{args.rounds} interleaved rounds; " + ", ".join(f"{which}: {root} ({build(root)})" for which, root in roots.items()))
    print(f"{'game':24s} {'what':12s} {'baseline games/s':>17s} {'changed games/s':>16s} {'ratio':>6s}")
    for name in names:
        for what in dict.fromkeys(w for (n, w, _) in seconds if n == name):
            base, new = seconds[(name, what, "baseline")], seconds[(name, what, "changed")]
            ratio = statistics.median(b / n for b, n in zip(base, new))
            count = args.greedy_games if what.startswith("greedy") else args.games
            print(f"{name:24s} {what:12s} {statistics.median(count / s for s in base):17.1f} "
                  f"{statistics.median(count / s for s in new):16.1f} {ratio:6.2f}")


if __name__ == "__main__":
    main()

"""How long the coach takes to answer: a hint (and the notes and odds shown with it) at every decision of seeded games
of all four games, played by the greedy agent and by the random one (whose games reach positions greedy play
avoids: Gaia Project's many federations, long Space Station Phoenix transports), and, with ``--reference``, the
positions of Gaia Project's reference games (people's play, tests/gaia_project/data), where many structures make
the longest lists of moves.

Times are CPU time (``time.process_time``): on this shared machine the wall clock mostly measures the other
processes; on an idle core the two agree.

Measured on 27 Nov 2026 (``--games 3 --players 2 4 --reference 1``; a shared, busy 2-core machine): 27,036
positions; a hint takes 1.7 ms at the median, 35 ms at the 99th percentile and 223 ms at the slowest, a Gaia Project
reference game (djfjjv4k-2p, move 232: 92 legal moves, each tried and judged); the notes and odds shown at every
position take at most 2.4 ms. Every hint answers well inside the second the issue allows.

The coach must answer within a second at every table (issue #23); this walks many positions and reports the median,
the 99th percentile and the slowest, with where it was (game, players, seed, move number, legal moves).

    python -m benchmarks.bench_coach [--games N] [--players P ...] [--agents greedy random] [--reference EVERY]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from tablebook.agents.players import make_agent
from tablebook.coach import consider, hint, odds
from tablebook.core import CHANCE
from tablebook.registry import load

GAMES = ("alien-frontiers", "gaia-project", "space-station", "space-station-phoenix")


def walk(name: str, players: int, seed: int, agent: str, max_actions: int = 3000) -> list[tuple[float, float, str]]:
    """(seconds of the hint, seconds of notes and odds, where) at each decision of one game played by ``agent``."""
    game = load(name)
    state = game.setup(players, seed)
    agents = [make_agent(agent, seed * 1000 + p) for p in range(players)]
    found = []
    while (who := state.decider()) is not None and len(state.history) < max_actions:
        if who is CHANCE:
            state.resolve_chance()
            continue
        found.append(timed(state, who, f"{name} {players}p {agent} seed {seed} move {len(state.history)}"))
        state.apply(agents[who].choose(state.view(who)), who)
    return found


def timed(state, who, where: str) -> tuple[float, float, str]:
    """The hint's seconds, then the notes' and odds' seconds, for ``who`` at ``state``."""
    start = time.process_time()
    given = hint(state, who)
    middle = time.process_time()
    consider(state, who)
    odds(state, seat=who)
    return middle - start, time.process_time() - middle, f"{where} ({given.considered} legal moves)"


def reference(every: int) -> list[tuple[float, float, str]]:
    """Every ``every``-th Gaia Project reference game, a hint at each of its decisions."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository's tests package (the games)
    from tests.gaia_project.reference_games import game_folders

    game = load("gaia-project")
    found = []
    for folder in game_folders()[::every]:
        replay = game.open_folder(folder)
        state = replay.state
        for _, text in replay.lines:
            who = state.decider()
            if isinstance(who, int):
                found.append(timed(state, who, f"gaia-project reference {folder.name} move {len(state.history)}"))
            seat, actions = replay.notation.read(text, state)
            for action in actions:
                state.apply(action, seat)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games per game and player count")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--agents", nargs="*", default=["greedy", "random"])
    parser.add_argument("--reference", type=int, default=0, metavar="EVERY",
                        help="also every EVERY-th Gaia Project reference game (0: none)")
    args = parser.parse_args()
    everything = []
    for name in GAMES:
        game = load(name)
        rows = []
        for players in args.players:
            if game.min_players <= players <= game.max_players:
                for seed in range(args.games):
                    for agent in args.agents:
                        rows += walk(name, players, seed, agent)
        if name == "gaia-project" and args.reference:
            rows += reference(args.reference)
        everything += rows
        report(name, rows)
    report("all four games", everything)


def report(title: str, rows: list) -> None:
    hints = sorted(rows)
    times = [t for t, _, _ in hints]
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    extra = max(rows, key=lambda r: r[1])
    print(f"{title}: {len(times)} positions; hint median {statistics.median(times) * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms, worst {times[-1] * 1000:.1f} ms at {hints[-1][2]}; "
          f"notes and odds worst {extra[1] * 1000:.1f} ms at {extra[2]}", flush=True)


if __name__ == "__main__":
    main()

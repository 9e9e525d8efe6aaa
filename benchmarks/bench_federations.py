"""How long listing every legal Gaia Project federation takes: run with ``python benchmarks/bench_federations.py``.

Every position of the 124 reference games (tests/gaia_project/data) and of seeded random-agent games (``--random``
games for each of 2, 3 and 4 players), for every seat: the CPU time of ``federations.options`` on the position, as a
live table asks for it (the plans remembered from earlier positions of the same game are kept, as they are at a
table). The slowest positions are then timed again with every remembered plan forgotten first. Prints the number of
positions, the median, the 99th percentile and the worst, with the worst positions' groups and satellites
affordable.

Then it times constructed positions beyond what those games reach (``crowded``: lone structures one space apart,
as many power tokens), to show where the cost grows.

Measured on 27 Nov 2026 (CPU time on one core of a shared, busy 2-core machine; ``--random 4 --crowded 12``), with
every placement of the fewest satellites listed (rules version 6; one per set of planets before, in brackets):
44,665 seat-positions (45,228: the random games differ); median 0.08 ms (0.09), 99th percentile 3.7 ms (3.6), worst
148 ms as met (128; the lessons' Geodens in round 6: 8 groups, 8 satellites affordable, 12 sets of planets joined
in 67 placements), 151 ms with nothing remembered (113). Constructed: 8 lone structures 0.20 s (0.13), 9 0.49 s
(0.3), 10 0.88 s (0.7), 11 1.5 s (1.4), 12 2.6 s (2.5).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository's tests package (the games' folder)

from tablebook.core import cache  # noqa: E402
from tablebook.registry import load  # noqa: E402
from tablebook.games.gaia_project import GAME, federations  # noqa: E402
from tests.gaia_project.reference_games import game_folders  # noqa: E402


def reference_positions():
    """Every position of every reference game, up to where our rules stop agreeing with the engine's log."""
    for folder in game_folders():
        replay = GAME.open_folder(folder)
        state = replay.state
        for _, text in replay.lines:
            try:
                seat, actions = replay.notation.read(text, state)
                for action in actions:
                    state.apply(action, seat)
            except Exception:  # noqa: BLE001 - a game we do not replay to its end yet: its positions so far count
                break
            yield folder.name, state


def random_positions(games: int):
    """Every position of seeded random-agent games."""
    for players in (2, 3, 4):
        for seed in range(games):
            state = load("gaia-project").setup(players, seed=seed)
            rng = random.Random(seed)
            while not state.is_over():
                state.apply(rng.choice(state.legal_actions()))
                yield f"random-{players}p-{seed}", state


def crowded(structures: int, seed: int = 5):
    """A constructed position beyond what the games reach: the Terrans' ``structures`` (mines first, then trading
    stations, labs and big ones), none in a federation, each one space from the next round one spot, with as many
    power tokens: the most sets of groups to weigh."""
    from tablebook.games.gaia_project.board import distance, hx, unhx
    from tests.gaia_project.helpers import started
    state = started("terrans", "xenos", seed=seed)
    planets = sorted(hx(h) for h, code in state.board.planet.items() if code != "e")
    centre = unhx(random.Random(seed).choice(planets))
    spots: list[str] = []
    for k in sorted(planets, key=lambda k: (distance(unhx(k), centre), k)):
        if all(distance(unhx(k), unhx(s)) >= 2 for s in spots):
            spots.append(k)
    kinds = ["m"] * 8 + ["ts"] * 4 + ["lab"] * 3 + ["PI", "ac1", "ac2"]
    with state.edit():
        state.bld = {k: v for k, v in state.bld.items() if v[0] != 0}
        state.bld.update({k: [0, kind] for k, kind in zip(spots, kinds[:structures])})
        state.pl[0]["power_areas"] = [structures, 0, 0]
    return state


def timed(state, p: int) -> float:
    start = time.process_time()
    federations.options(state, p)
    return time.process_time() - start


def forget() -> None:
    federations._plan.cache_clear()
    federations._placements.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--random", type=int, default=4, help="random-agent games for each number of players")
    parser.add_argument("--worst", type=int, default=5, help="slowest positions to time again, nothing remembered")
    parser.add_argument("--crowded", type=int, default=10, help="constructed positions of 6 up to this many structures")
    args = parser.parse_args()
    times, worst = [], []
    for source in (reference_positions(), random_positions(args.random)):
        for name, state in source:
            for p, pl in enumerate(state.pl):
                if not pl["faction"]:
                    continue
                cache.forget(state)  # the position asked afresh, as after any action
                seconds = timed(state, p)
                times.append(seconds)
                if len(worst) < args.worst or seconds > worst[-1][0]:
                    worst = sorted([*worst, (seconds, name, state.clone(), p)], key=lambda w: -w[0])[:args.worst]
    times.sort()
    print(f"{len(times)} seat-positions: median {1000 * statistics.median(times):.2f} ms, 99th percentile "
          f"{1000 * times[int(0.99 * len(times))]:.2f} ms, worst {1000 * times[-1]:.1f} ms")
    for seconds, name, state, p in worst:
        forget()
        cache.forget(state)
        cold = timed(state, p)
        groups, found = federations.candidates(state, p)
        print(f"  {name} round {state.round} {state.pl[p]['faction']}: {1000 * seconds:.1f} ms as met, {1000 * cold:.1f} "
              f"ms with nothing remembered; {len(groups.groups)} groups, {federations.affordable(state, p)} "
              f"satellites affordable, {len(found)} federations")
    for structures in range(6, args.crowded + 1):
        forget()
        state = crowded(structures)
        print(f"  constructed, {structures} lone structures and as many tokens: {1000 * timed(state, 0):.0f} ms, "
              f"{len(federations.candidates(state, 0)[1])} federations")


if __name__ == "__main__":
    main()

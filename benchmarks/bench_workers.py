"""How the games of a study spread over workers: run with ``python benchmarks/bench_workers.py``.

Wall-clock games per second for the same seeded games on one process, on ``--workers`` local processes and on a Dask
``LocalCluster`` of as many (its start-up timed apart), and a check that every run returns the same rows. Wall time,
not CPU time: the point is the speed-up, which on a machine shared with other work is bounded by the cores free.
"""

from __future__ import annotations

import argparse
import os
import time

from tablebook.agents import simulate


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def main() -> None:
    top = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    top.add_argument("--game", default="alien-frontiers")
    top.add_argument("--players", type=int, default=4)
    top.add_argument("--games", type=int, default=100)
    top.add_argument("--workers", type=int, default=2)
    args = top.parse_args()
    from distributed import Client, LocalCluster

    def play(**scale):
        return simulate(args.game, args.players, args.games, seed=0, **scale)

    print(f"{args.game}, {args.players} players, {args.games} random games; load average {os.getloadavg()[0]:.1f}, "
          f"{os.cpu_count()} cores")
    one, seconds = timed(lambda: play(workers=1))
    print(f"  1 process:        {seconds:6.2f} s  {args.games / seconds:6.1f} games/s")
    many, seconds = timed(lambda: play(workers=args.workers))
    print(f"  {args.workers} processes:      {seconds:6.2f} s  {args.games / seconds:6.1f} games/s  same games: {many.rows == one.rows}")
    cluster, seconds = timed(lambda: LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=":0"))
    with cluster, Client(cluster) as client:
        print(f"  LocalCluster of {args.workers}: start {seconds:.2f} s")
        for run in ("first", "warm"):
            dask, seconds = timed(lambda: play(scheduler=client))
            print(f"    {run} run:       {seconds:6.2f} s  {args.games / seconds:6.1f} games/s  same games: {dask.rows == one.rows}")


if __name__ == "__main__":
    main()

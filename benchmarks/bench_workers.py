"""How the games of a study spread over workers: run with ``python benchmarks/bench_workers.py``.

Wall-clock games per second for the same seeded games on one process, on ``--workers`` local processes and on a Dask
``LocalCluster`` of as many (its start-up timed apart), and a check that every run returns the same rows. Wall time,
not CPU time: the point is the speed-up, which on a machine shared with other work is bounded by the cores free. So
the local runs also give the CPU time of all their processes: the speed-up on as many free cores is the workers
times one process's CPU time over theirs (near-linear when the workers add little work of their own).
"""

from __future__ import annotations

import argparse
import os
import resource
import time

from tablebook.agents import simulate


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def cpu_of_processes() -> float:
    """CPU seconds of this process and of its finished child processes (a closed pool's workers)."""
    return sum(resource.getrusage(who).ru_utime + resource.getrusage(who).ru_stime
               for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))


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
    cpu = cpu_of_processes()
    one, one_seconds = timed(lambda: play(workers=1))
    cpu_one, cpu = cpu_of_processes() - cpu, cpu_of_processes()
    print(f"  1 process:        {one_seconds:6.2f} s  {args.games / one_seconds:6.1f} games/s  CPU {cpu_one:6.2f} s")
    many, seconds = timed(lambda: play(workers=args.workers))
    cpu_many = cpu_of_processes() - cpu
    print(f"  {args.workers} processes:      {seconds:6.2f} s  {args.games / seconds:6.1f} games/s  CPU {cpu_many:6.2f} s  "
          f"same games: {many.rows == one.rows}")
    print(f"  speed-up: {one_seconds / seconds:.2f}× now; {args.workers * cpu_one / cpu_many:.2f}× on {args.workers} free "
          f"cores (from the CPU times)")
    cluster, seconds = timed(lambda: LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=":0"))
    with cluster, Client(cluster) as client:
        print(f"  LocalCluster of {args.workers}: start {seconds:.2f} s")
        for run in ("first", "warm"):
            dask, seconds = timed(lambda: play(scheduler=client))
            print(f"    {run} run:       {seconds:6.2f} s  {args.games / seconds:6.1f} games/s  same games: {dask.rows == one.rows}")


if __name__ == "__main__":
    main()

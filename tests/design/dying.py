"""A random agent whose process dies once, on a chosen game: for the tests of lost workers.

``TABLEBOOK_TEST_PLAYS`` names a file where every game's seed is written as it starts; ``TABLEBOOK_TEST_DIE``
names a marker file and the seed whose game kills its process if the marker is not there yet (``path:seed``).
``TABLEBOOK_TEST_KEPT`` names the file where the test lists each seed whose rows ``run`` kept; given it, the doomed
game dies only once every game started before it is listed there and, on a Dask worker, once that worker holds no
result any more (the scheduler has heard that the client let go of each one). So the games kept before the marker
appears are known, and however the machine's load delays the client, they are finished before the death.
"""

import os
import time
from pathlib import Path

from tablebook.agents import RandomAgent

PATIENCE = 30  # seconds the doomed game waits for those games before it dies anyway (the test then says which)


class DiesOnce(RandomAgent):
    name = "dies-once"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        game, seat = divmod(seed, 1000)
        if seat:
            return
        if os.environ.get("TABLEBOOK_TEST_PLAYS"):
            with open(os.environ["TABLEBOOK_TEST_PLAYS"], "a") as log:
                log.write(f"{game}\n")
        if os.environ.get("TABLEBOOK_TEST_DIE"):
            marker, doomed = os.environ["TABLEBOOK_TEST_DIE"].rsplit(":", 1)
            if game == int(doomed) and not os.path.exists(marker):
                if os.environ.get("TABLEBOOK_TEST_KEPT"):
                    _await_kept(game)
                open(marker, "w").close()
                os._exit(1)  # the worker dies as a killed process does: no exception, no cleanup


def _seeds(path: str) -> list[int]:
    return [int(seed) for seed in Path(path).read_text().split()] if os.path.exists(path) else []


def _await_kept(game: int) -> None:
    """Wait until every game started before ``game`` is kept and this process holds no Dask result (or PATIENCE ends)."""
    started = _seeds(os.environ["TABLEBOOK_TEST_PLAYS"])
    before = set(started[:started.index(game)])
    worker = _dask_worker()
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if before <= set(_seeds(os.environ["TABLEBOOK_TEST_KEPT"])) and (worker is None or not len(worker.data)):
            return
        time.sleep(0.01)


def _dask_worker():
    """The Dask worker running this game, or None (a local process, or no Dask installed)."""
    try:
        from distributed import get_worker

        return get_worker()
    except (ImportError, ValueError):
        return None

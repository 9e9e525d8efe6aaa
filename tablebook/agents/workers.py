"""Seeded games played in chunks: in this process, on every local core, or on a Dask cluster.

Every game is played from its own seed, so a table is the same whoever plays it and in whatever order.
Chunks come back as they finish and are kept at once; a chunk lost with its worker (a crashed process,
a cluster node gone) is played again from the same seeds, so a dead worker costs only games whose rows
had not come back yet (in play, or played but not yet fetched), never a finished one: one whose rows are kept.
"""

from __future__ import annotations

import asyncio
import math
import os
from contextlib import ExitStack, contextmanager
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from tablebook.core import CHANCE, CHANCE_SCHEME, Game
from tablebook.registry import load

from .players import Agent, make_agent
from .standing import standing

ATTEMPTS = 3  # times a chunk is tried before its loss is reported as an error


class SchedulerUnreachable(ConnectionError):
    """The Dask scheduler a run was sent to cannot be reached: a bad address, or nothing answers there."""


@dataclass(frozen=True)
class Batch:
    """What a run's games share: game, player count, agents (a name or Agent class per seat, cycled), options."""

    game: str
    players: int
    agents: tuple[str | type[Agent], ...]
    options: tuple[tuple[str, Any], ...] = ()
    max_actions: int = 100_000
    keep_records: bool = False
    trace: bool = False  # keep the scores at every change of seat (for lead changes and comebacks)
    chance: int = CHANCE_SCHEME  # how chance is drawn from the seeds (``core.chance``)


def play(game: Game, players: int, seed: int, agents: Sequence[str | type[Agent]], max_actions: int,
         trace: list | None = None, decisions: "Decisions | None" = None, chance: int = CHANCE_SCHEME, **options):
    """Play one game; return its final state and end reason ('limit' if ``max_actions`` ran out).

    Given a ``trace`` list, append the scores each time a new seat starts deciding (lead changes, comebacks); given
    ``decisions``, log every decision (the design lab's measures of how a game plays).
    """
    state = game.setup(players, seed, chance=chance, **options)
    seats = [make_agent(agents[p % len(agents)], seed * 1000 + p) for p in range(players)]
    views = [state.view(p) for p in range(players)]  # each follows the state; an agent sees only its own
    last = None
    while len(state.history) < max_actions:
        who = state.decider()
        if who is None:
            return state, state.end_reason()
        if who is CHANCE:
            state.resolve_chance()
            continue
        if trace is not None and who != last:
            trace.append(state.scores())
        action = seats[who].decide(views[who])  # who decides: the seat the line records
        if decisions is not None:
            decisions.log(state, who, action, who != last)
        last = who
        state.apply(action)
    return state, "limit"


class Decisions:
    """Every decision of a game: who decided, the kind of action taken, how many actions were legal and of how many
    kinds, the round, and each seat's standing before it (``standing.standing``: the game's heuristic read as a
    share of the win). Logging costs a list of the legal actions and a heuristic per seat at every decision: a
    random agent's games take about twice as long, a greedy agent's about 5 % longer.

    The round is the game's own count (``State.period``) where it keeps one, else every seat's turn once: a round
    begins each time play comes back to the seat that took the first turn."""

    def __init__(self):
        self.seat, self.verb, self.choices, self.kinds, self.round, self.standing = [], [], [], [], [], []
        self._first, self._rounds = None, 1

    def log(self, state, who: int, action, new_turn: bool) -> None:
        if new_turn:
            if self._first is None:
                self._first = who
            elif who == self._first:
                self._rounds += 1
        counted = state.period()[1]
        legal = state.legal_actions()
        self.seat.append(who)
        self.verb.append(action.verb)
        self.choices.append(len(legal))
        self.kinds.append(len({a.verb for a in legal}))
        self.round.append(self._rounds if counted is None else counted)
        self.standing.append(standing(state))

    def columns(self) -> dict[str, list]:
        return {"seat": self.seat, "verb": self.verb, "choices": self.choices, "kinds": self.kinds,
                "round": self.round, "standing": self.standing}


def play_row(batch: Batch, seed: int) -> dict:
    """One game as a row: seed, scores, winners, actions, end reason, the game's own ``study_columns``; ``trace`` (the
    scores at every change of seat, then the final ones) and ``decisions`` (``Decisions.columns``) when the batch
    asks for a trace, and ``record`` when it asks for records."""
    trace = [] if batch.trace else None
    decisions = Decisions() if batch.trace else None
    game = load(batch.game)
    state, end = play(game, batch.players, seed, batch.agents, batch.max_actions, trace, decisions, batch.chance,
                      **dict(batch.options))
    row = {"seed": seed, "scores": state.scores(), "winners": state.winners(), "actions": len(state.history), "end": end,
           **game.study_columns(state)}
    if batch.trace:
        row["trace"] = trace + [row["scores"]]
        row["decisions"] = decisions.columns()
    if batch.keep_records:
        row["record"] = state.record()
    return row


def play_chunk(jobs: Sequence[tuple[Batch, int]]) -> list[dict]:
    """The rows of a chunk of (batch, seed) jobs, in order: the unit of work a worker gets."""
    return [play_row(batch, seed) for batch, seed in jobs]


def default_workers() -> int:
    """Every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def run(
    jobs: Sequence[tuple[Batch, int]],
    workers: int | None = None,
    scheduler: Any = None,
    progress: bool | None = False,
    chunk: int | None = None,
    label: str = "games",
) -> list[dict]:
    """Play ``jobs`` and return their rows in the jobs' order.

    ``workers``: processes on this machine (default: every core; 1 plays here, in this process).
    ``scheduler``: a Dask ``distributed.Client``, a scheduler address (``tcp://host:8786``) or ``"local"``
    (a ``LocalCluster`` of ``workers`` processes); then the games go there, to as many workers as it has.
    ``progress``: a tqdm bar (``tqdm.auto``: a widget in a notebook, text on a terminal); ``None`` shows it
    on a terminal or in a notebook only when the run is long enough to need it (more than one chunk).
    ``chunk``: games per chunk (default: about eight chunks per worker, at most 50 games each).
    """
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    if not jobs:
        return []
    with ExitStack() as stack:
        client = stack.enter_context(_connect(scheduler, workers)) if scheduler is not None else None
        if client is not None:
            workers = max(1, len(client.scheduler_info()["workers"]))
        size = chunk or max(1, min(50, math.ceil(len(jobs) / (8 * workers))))
        chunks = [list(jobs[i:i + size]) for i in range(0, len(jobs), size)]
        done: dict[int, list[dict]] = {}
        bar = _bar(len(jobs), label, progress, len(chunks) > 1)
        if bar is not None:
            stack.callback(bar.close)

        def finished(index: int, rows: list[dict]) -> None:
            done[index] = rows
            if bar is not None:
                bar.update(len(rows))

        if client is not None:
            _on_dask(chunks, client, finished)
        elif workers == 1:
            for index, jobs_ in enumerate(chunks):
                finished(index, play_chunk(jobs_))
        else:
            _on_processes(chunks, workers, finished)
    return [row for index in range(len(chunks)) for row in done[index]]


def _bar(total: int, label: str, progress: bool | None, long: bool):
    """A tqdm.auto bar, or None. In a notebook its stored output is the bar as drawn at the start (0/total)."""
    if progress is False or (progress is None and not long):
        return None
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=label, unit="game", disable=None if progress is None else False)


def _on_processes(chunks: list[list], workers: int, finished: Callable[[int, list[dict]], None]) -> None:
    """Chunks on a pool of local processes; when a process dies the pool breaks: the chunks not yet back go to a new pool."""
    waiting = list(range(len(chunks)))
    for _ in range(ATTEMPTS):
        with ProcessPoolExecutor(max_workers=min(workers, len(waiting))) as pool:
            futures = {pool.submit(play_chunk, chunks[index]): index for index in waiting}
            for future in as_completed(futures):
                try:
                    rows = future.result()
                except BrokenProcessPool:
                    continue
                finished(futures[future], rows)
                waiting.remove(futures[future])
        if not waiting:
            return
    raise RuntimeError(f"{len(waiting)} chunk(s) of games lost their worker {ATTEMPTS} times")


@contextmanager
def _connect(scheduler: Any, workers: int):
    """A Dask client for ``scheduler`` (a Client is used as it is; one made here is closed here, with its cluster)."""
    from distributed import Client, LocalCluster

    if isinstance(scheduler, Client):
        yield scheduler
    elif scheduler == "local":
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster, \
                Client(cluster) as client:
            yield client
    else:
        _knock(scheduler)
        with Client(scheduler) as client:
            yield client


def _knock(address: str) -> None:
    """Raise SchedulerUnreachable unless something answers at ``address`` (within Dask's connect timeout).

    The knock runs on a thread of its own that ends with it: a Client that cannot connect leaves its IO-loop
    thread behind (distributed 2026.8), and a notebook asking again and again would pile them up.
    """
    from distributed.comm import connect

    async def knock() -> None:
        await (await connect(address)).close()

    with ThreadPoolExecutor(1) as pool:
        try:
            pool.submit(asyncio.run, knock()).result()
        except (OSError, ValueError) as error:  # nothing answers there (after the timeout), or no address
            raise SchedulerUnreachable(f"no Dask scheduler at {address!r}: {error}") from None


def _on_dask(chunks: list[list], client: Any, finished: Callable[[int, list[dict]], None]) -> None:
    """Chunks on a Dask cluster, gathered as they finish. Dask itself re-runs a task whose worker died, even one
    already played, for as long as a client holds its future: so each future is let go as soon as its rows are
    taken (the scheduler hears of it a moment later). A chunk Dask gives up on (``KilledWorker``) is submitted
    again here, from the same seeds."""
    from distributed import KilledWorker
    from distributed import as_completed as dask_completed

    futures = {client.submit(play_chunk, chunk, pure=False): index for index, chunk in enumerate(chunks)}
    tries = dict.fromkeys(range(len(chunks)), 1)
    pending = dask_completed(futures)
    for future in pending:
        index = futures.pop(future)
        try:
            rows = future.result()
        except KilledWorker:
            if tries[index] == ATTEMPTS:
                raise
            tries[index] += 1
            again = client.submit(play_chunk, chunks[index], pure=False)
            futures[again] = index
            pending.add(again)
            continue
        future.release()
        finished(index, rows)

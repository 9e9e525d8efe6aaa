"""The same seeds give the same games on one process, two, or a Dask LocalCluster; a dead worker loses no finished
games, and the lost ones are played again from the same seeds."""

from collections import Counter

import pytest

from tablebook.agents import simulate, workers
from tablebook.agents.workers import Batch, run

from .dying import DiesOnce

GAMES = 12


def rows(table):
    return [{k: row[k] for k in ("seed", "scores", "winners", "actions", "end")} for row in table.rows]


@pytest.fixture(scope="module")
def serial():
    return simulate("space-station", 3, GAMES, seed=40, agents=DiesOnce)


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as local:
        with distributed.Client(local) as client:
            yield client


def test_two_processes_play_the_games_of_one(serial):
    two = simulate("space-station", 3, GAMES, seed=40, agents=DiesOnce, workers=2)
    assert rows(two) == rows(serial) and [row["seed"] for row in serial.rows] == list(range(40, 40 + GAMES))


@pytest.mark.heavy
def test_a_local_cluster_plays_the_games_of_one(serial, cluster):
    assert rows(simulate("space-station", 3, GAMES, seed=40, agents=DiesOnce, scheduler=cluster)) == rows(serial)


@pytest.mark.heavy
def test_a_scheduler_named_by_its_address_plays_the_games_of_one(serial, cluster):
    # as on a real cluster: tablebook simulate --scheduler tcp://HOST:PORT
    address = cluster.scheduler.address
    assert address.startswith("tcp://")
    assert rows(simulate("space-station", 3, GAMES, seed=40, agents=DiesOnce, scheduler=address)) == rows(serial)


def test_chunks_of_any_size_give_the_same_rows(serial):
    assert run(JOBS, workers=1, chunk=5) == serial.rows


DOOMED = 40 + GAMES - 3
JOBS = [(Batch("space-station", 3, (DiesOnce,)), seed) for seed in range(40, 40 + GAMES)]


def dying(tmp_path):
    """The instruments of dying.py: the log of games started, the death, the list of games kept."""
    return {"TABLEBOOK_TEST_PLAYS": str(tmp_path / "plays"), "TABLEBOOK_TEST_DIE": f"{tmp_path / 'died'}:{DOOMED}",
            "TABLEBOOK_TEST_KEPT": str(tmp_path / "kept")}


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """The seeds whose rows ``run`` kept before the worker died. Each kept seed is also listed in the file the doomed
    game waits on (dying.py), so every game started before the doomed one is finished before the death, whatever the
    machine's load."""
    alive = set()

    def listing(deal):
        def dealt(chunks, where, finished):
            def keep(index, rows):
                if not (tmp_path / "died").exists():
                    alive.update(row["seed"] for row in rows)
                with open(tmp_path / "kept", "a") as log:
                    log.writelines(f"{row['seed']}\n" for row in rows)
                finished(index, rows)

            deal(chunks, where, keep)

        return dealt

    for name in ("_on_processes", "_on_dask"):
        monkeypatch.setattr(workers, name, listing(getattr(workers, name)))
    return alive


def check_rerun(result, serial, tmp_path, kept):
    assert (tmp_path / "died").exists()  # a worker did die
    assert result == serial.rows  # and every game came back, played from its own seed
    started = [int(seed) for seed in (tmp_path / "plays").read_text().split()]
    plays = Counter(started)
    assert plays[DOOMED] == 2  # the game it died in was played again
    assert set(started[:started.index(DOOMED)]) <= kept  # the doomed game waited for these: the check below covers them
    assert {seed: plays[seed] for seed in kept} == dict.fromkeys(kept, 1)  # and no finished game was played again


def test_a_dead_process_loses_no_finished_game(serial, tmp_path, monkeypatch, kept):
    for name, value in dying(tmp_path).items():
        monkeypatch.setenv(name, value)
    check_rerun(run(JOBS, workers=2, chunk=1), serial, tmp_path, kept)


@pytest.mark.heavy
@pytest.mark.parametrize("allowed_failures", [3, 0], ids=["dask-reruns", "dask-gives-up-we-resubmit"])
def test_a_dead_dask_worker_loses_no_finished_game(serial, tmp_path, kept, allowed_failures):
    distributed = pytest.importorskip("distributed")
    import dask

    with dask.config.set({"distributed.scheduler.allowed-failures": allowed_failures}), \
            distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                                     env=dying(tmp_path)) as local, distributed.Client(local) as client:
        result = run(JOBS, chunk=1, scheduler=client)
    check_rerun(result, serial, tmp_path, kept)


def test_a_progress_bar_counts_every_game(capsys):
    run(JOBS, workers=1, chunk=4, progress=True, label="three seats")
    err = capsys.readouterr().err
    assert "three seats" in err and f"{GAMES}/{GAMES}" in err  # tqdm draws on stderr; its last state has every game


def test_no_bar_unless_asked_or_long(capsys):
    run(JOBS[:2], workers=1, progress=None)  # one chunk: too short for a bar
    run(JOBS[:2], workers=1, chunk=1, progress=False)
    assert capsys.readouterr().err == ""

"""The root-parallel search: worker processes that add up, stop at once, report progress,
survive a dead worker, and never outlive their parent."""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.merging import merged_progress
from magnetdesk.ai.core.parallel import WorkerPool, playout_shares
from magnetdesk.ai.core.search_types import Budget, SearchProgress
from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position

ROOT = Path(__file__).resolve().parents[3]
ENDLESS = Budget(seconds=600)  # only stopping ends this search


@pytest.fixture(autouse=True)
def no_worker_process_left_behind():
    yield
    parallel.shutdown()
    assert multiprocessing.active_children() == []


@pytest.fixture
def pool():
    """Two workers, both ready (a search does not wait long for a late one)."""
    workers = WorkerPool(2)
    assert workers.wait_ready() == 2
    yield workers
    workers.shutdown()


class Searching:
    """A pool search on a thread of its own, so the test can stop it or kill a worker."""

    def __init__(self, pool: WorkerPool, position, budget: Budget) -> None:
        self.stopping = threading.Event()
        self.first_report = threading.Event()
        self.done = None
        self.thread = threading.Thread(target=self._run, args=(pool, position, budget))
        self.thread.start()
        assert self.first_report.wait(30), "no progress report from the workers"

    def _run(self, pool, position, budget) -> None:
        self.done = pool.search(
            position, budget, stop=self.stopping.is_set, progress=self._report
        )

    def _report(self, progress: SearchProgress) -> None:
        self.first_report.set()

    def stop(self, timeout: float = 1.0):
        self.stopping.set()
        self.thread.join(timeout)
        assert not self.thread.is_alive(), f"the search did not stop within {timeout} s"
        return self.done


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting to be reaped does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def wait_until_gone(pids: list[int], seconds: float = 10.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(alive(pid) for pid in pids):
        time.sleep(0.05)
    return [pid for pid in pids if alive(pid)]


# --- sharing out and adding up ---------------------------------------------------------------


def test_a_playout_budget_is_shared_out_between_the_workers():
    assert playout_shares(10, 3) == [4, 3, 3]
    assert playout_shares(1, 2) == [1, 0]


def test_an_unlimited_budget_is_not_shared_out():
    assert playout_shares(10**9, 2) == [10**9, 10**9]


def test_merged_progress_counts_every_playout_and_follows_the_majority():
    reports = [
        SearchProgress(playouts=300, best_move=40, win_rate=0.6, elapsed=0.5),
        SearchProgress(playouts=100, best_move=31, win_rate=0.9, elapsed=0.5),
        SearchProgress(playouts=100, best_move=40, win_rate=0.4, elapsed=0.5),
    ]
    merged = merged_progress(reports, elapsed=0.6)
    assert merged.playouts == 500
    assert merged.best_move == 40
    assert merged.win_rate == pytest.approx((300 * 0.6 + 100 * 0.4) / 400)
    assert merged.elapsed == 0.6


def test_the_workers_add_up_to_the_whole_playout_budget(pool):
    done = pool.search(new_position("go", size=9), Budget(playouts=120), seed=1)
    assert done.stats.playouts == 120
    assert done.workers == 2
    assert done.fallback is None
    assert sum(visits for visits, _ in done.stats.moves.values()) <= 120


def test_a_seeded_search_with_a_playout_budget_repeats(pool):
    position = new_position("go", size=7)
    first = pool.search(position, Budget(playouts=80), seed=5)
    second = pool.search(position, Budget(playouts=80), seed=5)
    assert first.stats.moves == second.stats.moves


def test_a_search_may_use_fewer_workers_than_the_pool_has(pool):
    done = pool.search(new_position("go", size=9), Budget(playouts=100), workers=1)
    assert done.workers == 1
    assert done.stats.playouts == 100


def test_a_long_game_travels_to_the_workers(pool):
    """4,000 moves pickle to more than a pipe holds at once (64 KiB)."""
    position = new_position("go", size=9)
    rng = random.Random(3)
    for _ in range(4000):
        tries = (position.attempt(rng.randrange(81)) for _ in range(20))
        outcome = next((t for t in tries if not isinstance(t, Illegal)), None)
        position = (outcome or position.attempt(PASS)).position
        if position.end is not None:
            position = position.resumed()
    assert len(pickle.dumps(position)) > 65536
    done = pool.search(position, Budget(playouts=60), seed=2)
    assert done.workers == 2
    assert done.stats.playouts == 60


# --- time, stop and progress -----------------------------------------------------------------


def test_the_time_budget_ends_the_search(pool):
    done = pool.search(new_position("go", size=9), Budget(seconds=0.5))
    assert done.stats.playouts > 0
    assert not done.stats.stopped


def test_stop_ends_the_search_at_once_with_the_best_moves_so_far(pool):
    position = new_position("go", size=19)
    search = Searching(pool, position, ENDLESS)
    done = search.stop(timeout=1.0)
    assert done.stats.stopped
    assert done.stats.playouts > 0
    assert all(position.is_legal(move) for move in done.stats.moves)


def test_progress_reports_merge_the_workers(pool):
    reports: list[SearchProgress] = []
    position = new_position("go", size=9)
    pool.search(position, Budget(seconds=1.0), progress=reports.append)
    assert reports, "no progress report in a second of searching"
    assert all(position.is_legal(report.best_move) for report in reports)
    assert [r.playouts for r in reports] == sorted(r.playouts for r in reports)


def test_the_pool_searches_again_after_a_stop(pool):
    Searching(pool, new_position("go", size=9), ENDLESS).stop()
    done = pool.search(new_position("go", size=9), Budget(playouts=100))
    assert done.stats.playouts == 100
    assert done.workers == 2


# --- failures --------------------------------------------------------------------------------


def test_a_worker_killed_while_searching_is_replaced_and_its_share_searched_here(pool, caplog):
    caplog.set_level(logging.WARNING, logger="magnetdesk.ai")
    position = new_position("go", size=9)
    search = Searching(pool, position, Budget(playouts=20000))
    os.kill(pool.pids()[0], signal.SIGKILL)
    search.thread.join(60)
    done = search.done
    assert done.workers == 1
    assert done.fallback == "a search worker died (its share was searched in this process)"
    assert done.stats.playouts == 20000
    assert "died" in caplog.text
    assert pool.wait_ready() == 2  # the replacement
    again = pool.search(position, Budget(playouts=100))
    assert again.workers == 2 and again.fallback is None


def _hold_silently(conn) -> None:
    """A worker that never gets ready: it keeps its end of the pipe and says nothing."""
    time.sleep(60)


def test_a_search_does_not_wait_for_a_replacement_worker_still_starting(pool):
    """A worker replaced after a crash may take long to start on a busy machine: the next
    search goes ahead with the ready one and leaves the late one starting."""
    os.kill(pool.pids()[0], signal.SIGKILL)
    pool._workers[0].process.join(5)
    pool._lost(pool._workers[0], "was killed by the test")
    context = multiprocessing.get_context("spawn")
    parent_end, child_end = context.Pipe()
    sleeper = context.Process(target=_hold_silently, args=(child_end,), daemon=True)
    sleeper.start()
    child_end.close()
    pool._workers[0] = parallel._Worker(sleeper, parent_end, time.monotonic())
    done = pool.search(new_position("go", size=9), Budget(playouts=200))
    assert done.workers == 1 and done.stats.playouts == 200
    assert sleeper.is_alive() and pool._workers[0].process is sleeper  # still given its time


class Unsearchable:
    """A 'position' no search can use: the worker's search fails on it."""


def test_a_search_that_fails_in_a_worker_fails_here_too_and_the_worker_stays(pool, caplog):
    caplog.set_level(logging.WARNING, logger="magnetdesk.ai")
    pool.wait_ready()
    workers = pool.pids()
    with pytest.raises(AttributeError):
        pool.search(Unsearchable(), Budget(playouts=300))
    assert "failed" in caplog.text and "AttributeError" in caplog.text
    assert pool.pids() == workers


class NoProcesses:
    """A start method that cannot start a process (as in a frozen app without support)."""

    Pipe = staticmethod(multiprocessing.Pipe)

    def Process(self, *args, **kwargs):
        raise OSError("no interpreter to spawn")


def test_a_pool_whose_workers_cannot_start_searches_in_this_process(caplog):
    caplog.set_level(logging.WARNING, logger="magnetdesk.ai")
    broken = WorkerPool(2)
    broken._context = NoProcesses()
    done = broken.search(new_position("go", size=9), Budget(playouts=100))
    assert done.workers == 0
    assert "cannot start" in done.fallback
    assert done.stats.playouts == 100
    assert "no interpreter to spawn" in caplog.text
    broken.shutdown()


def test_a_shut_down_pool_refuses_to_search(pool):
    pool.shutdown()
    with pytest.raises(RuntimeError):
        pool.search(new_position("go", size=9), Budget(playouts=10))


def test_waiting_for_the_workers_to_start_counts_against_the_moves_time(monkeypatch):
    """The first search of a fresh pool waits for its workers' imports: that wait is part of
    the move's time, so the search itself gets the rest."""
    sent = []
    original = parallel._Search.__init__

    def spy(self, pool, position, budget, *rest):
        sent.append(budget)
        original(self, pool, position, budget, *rest)

    monkeypatch.setattr(parallel._Search, "__init__", spy)
    fresh = WorkerPool(2)
    try:
        started = time.monotonic()
        fresh.search(new_position("go", size=9), Budget(seconds=30, playouts=200))
        assert fresh.startup_seconds(), "the workers started during the search"
        waited = min(fresh.startup_seconds())
        assert sent[0].seconds <= 30 - waited
        assert time.monotonic() - started < 30  # the playout budget ended it
    finally:
        fresh.shutdown()


def test_a_move_does_not_wait_longer_than_half_its_time_for_workers_to_start(monkeypatch):
    """Workers that are not ready by half the move's time are not waited for: the move is
    searched in this process with the time left, so it still comes in time."""
    monkeypatch.setattr(WorkerPool, "_read_ready", lambda self, worker: None)  # never ready
    stuck = WorkerPool(2)
    try:
        started = time.monotonic()
        done = stuck.search(new_position("go", size=9), Budget(seconds=0.4))
        assert done.workers == 0 and "no search worker is ready" in done.fallback
        assert done.stats.playouts > 0
        assert time.monotonic() - started < 5  # not START_TIMEOUT's 30 s
    finally:
        stuck.shutdown()


# --- start and end ---------------------------------------------------------------------------


def test_warm_up_starts_the_workers_before_the_first_search():
    parallel.warm_up(background=False)
    pool = parallel.default_pool()
    assert pool.wait_ready() == pool.size
    assert len(pool.startup_seconds()) == pool.size


def test_shutdown_ends_every_worker(pool):
    pool.wait_ready()
    pids = pool.pids()
    assert len(pids) == 2
    pool.shutdown()
    assert wait_until_gone(pids, 5.0) == []


ORPHAN_SCRIPT = """
import sys, threading
from magnetdesk.ai.core.parallel import WorkerPool
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.engine.variants import new_position

pool = WorkerPool(2)
pool.wait_ready()
searching = sys.argv[1] == "searching"
announced = threading.Event()

def announce(progress=None):
    if not announced.is_set():
        announced.set()
        print(*pool.pids(), flush=True)

if searching:
    pool.search(new_position("go", size=9), Budget(seconds=600), progress=announce)
else:
    announce()
    threading.Event().wait(600)
"""


@pytest.mark.parametrize("state", ["idle", "searching"])
def test_the_workers_end_when_their_parent_is_killed(state):
    parent = subprocess.Popen(
        [sys.executable, "-c", ORPHAN_SCRIPT, state],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        pids = [int(word) for word in parent.stdout.readline().split()]
        assert len(pids) == 2 and all(alive(pid) for pid in pids)
    finally:
        parent.kill()
        parent.wait(10)
        parent.stdout.close()
    assert wait_until_gone(pids) == [], "worker processes outlived their killed parent"

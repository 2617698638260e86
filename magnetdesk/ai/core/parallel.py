"""Root-parallel search in worker processes: every worker searches the same position with its
own random numbers, and the root statistics they send back add up (:meth:`RootStats.add`).

Threads would not help (the GIL), so the search runs in processes, started with the "spawn"
method (never fork: the app has Qt threads, and a forked child would inherit their locks). The
pool is started once, in the background (:func:`warm_up`), and kept for the whole session; a
search sends each worker the position (pickled), its share of the playouts and a seed.

* **Stop.** A shared counter holds the serial of the last search to stop; a worker's ``stop``
  reads it between playout moves, so the workers end at once and send what they have.
* **Progress.** Each worker reports about four times a second; the parent merges the latest
  reports (:func:`merged_progress`) and passes them on at the same pace.
* **Time.** Each worker has the move's time budget, and the parent stops all at its deadline.
* **No orphans.** An idle worker waits on its pipe and ends when the parent's end closes; a
  searching one checks that its parent is still its parent (:func:`os.getppid`) and ends when
  it is not. :func:`shutdown` (also at interpreter exit) ends them all.
* **Failures.** A worker that dies or stops answering is replaced for the next search (one
  whose search raised an error stays); its share of this search goes at once to a thread of
  this process, where an error is raised again for the caller. :class:`PoolSearch` says so and
  the ``magnetdesk.ai`` log warns. If no worker can start, every search runs in this process.

>>> from magnetdesk.ai.core.search_types import Budget
>>> from magnetdesk.engine.variants import new_position
>>> pool = WorkerPool(2)
>>> pool.wait_ready()  # a search would go ahead with the first ready worker
2
>>> done = pool.search(new_position("go", size=9), Budget(playouts=400), seed=1)
>>> done.stats.playouts, done.workers, done.fallback
(400, 2, None)
>>> pool.shutdown()
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import math
import multiprocessing
import os
import random
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection, wait
from typing import TYPE_CHECKING, Any, Final, TypeAlias

from magnetdesk.ai.core.merging import merged_progress
from magnetdesk.ai.core.search_types import Budget, RootStats, SearchProgress

if TYPE_CHECKING:
    from ctypes import c_longlong
    from multiprocessing.process import BaseProcess

    from magnetdesk.engine.core.vocabulary import Position

START_METHOD: Final = "spawn"
UNLIMITED = 10**9  # a playout budget at least this large is not shared out
POLL_SECONDS = 0.01  # how often the parent looks at the caller's ``stop`` and the clock
PROGRESS_INTERVAL = 0.25  # seconds between merged progress reports
STOP_GRACE = 2.0  # a worker still searching this long after the stop is hung
START_TIMEOUT = 30.0  # a worker not ready this long after its start is broken
LATE_GRACE = 0.5  # a search waits this long for late workers once one is ready
MAX_RESTARTS = 5  # replacements for dead workers before the pool gives up on processes
PARENT_CHECK_EVERY = 64  # stop polls between two looks at the parent's pid
IDLE_POLL = 0.5  # seconds an idle worker waits on its pipe between looks at its parent

log = logging.getLogger("magnetdesk.ai")

Stop = Callable[[], bool]
Progress = Callable[[SearchProgress], None]
Task: TypeAlias = "tuple[int, Position[Any], Budget, int | None]"
"""What a worker is sent to search: the search's serial, the position, the worker's budget and
its seed."""


def default_workers() -> int:
    """The number of worker processes: the cores this process may use, from 2 up to 4 (two
    workers keep the app responsive even on one core)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return min(max(cores, 2), 4)


@dataclass
class PoolSearch:
    """One parallel search: the merged statistics, how many worker processes took part, and
    why part (or all) of the search ran in this process instead (None when it did not)."""

    stats: RootStats[Any]
    workers: int
    fallback: str | None = None


def playout_shares(playouts: int, workers: int) -> list[int]:
    """``playouts`` shared out between ``workers`` (an unlimited budget is not shared)."""
    if playouts >= UNLIMITED:
        return [playouts] * workers
    each, extra = divmod(playouts, workers)
    return [each + (i < extra) for i in range(workers)]


class _Worker:
    """The parent's handle on one worker process."""

    def __init__(self, process: BaseProcess, conn: Connection, started: float) -> None:
        self.process = process
        self.conn = conn
        self.started = started
        self.ready = False
        self.startup_seconds: float | None = None

    def alive(self) -> bool:
        return self.process.is_alive()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(1.0)
        self.conn.close()


class WorkerPool:
    """``workers`` search processes (default :func:`default_workers`), started on first use
    or by :meth:`start`; one search at a time (others wait their turn)."""

    def __init__(self, workers: int | None = None) -> None:
        self.size = workers if workers is not None else default_workers()
        self._context = multiprocessing.get_context(START_METHOD)
        self._stop_serial: c_longlong = self._context.RawValue("q", 0)
        self._serial = 0
        self._workers: list[_Worker | None] = [None] * self.size
        self._restarts = 0
        self._broken: str | None = None  # why processes are given up on
        self._closed = False
        self._lock = threading.Lock()  # one search at a time
        self._start_lock = threading.Lock()

    # --- life cycle ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start every missing worker without waiting for it (the warm-up)."""
        with self._start_lock:
            if self._closed or self._broken:
                return
            for index, worker in enumerate(self._workers):
                if worker is None:
                    self._workers[index] = self._spawn()
                    if self._broken or self._closed:
                        return

    def _spawn(self) -> _Worker | None:
        parent_end, child_end = self._context.Pipe()
        try:
            process = self._context.Process(
                target=_worker_main,
                args=(child_end, self._stop_serial, os.getpid()),
                name="magnetdesk-search",
                daemon=True,
            )
            process.start()
        except Exception as exc:  # e.g. no interpreter to spawn in a frozen app
            self._broken = f"worker processes cannot start: {exc}"
            log.warning("%s; searching in this process", self._broken)
            parent_end.close()
            return None
        finally:
            child_end.close()
        return _Worker(process, parent_end, time.monotonic())

    def wait_ready(self, timeout: float = START_TIMEOUT) -> int:
        """Start the workers and wait until every live one is ready (or ``timeout``); answers
        how many are ready. Workers that died are dropped."""
        with self._lock:
            return self._wait_ready(timeout, _never)

    def _wait_ready(self, timeout: float, stop: Stop, grace: float = math.inf) -> int:
        """Wait for every live worker to be ready, or ``timeout``, or ``stop``, or ``grace``
        seconds once at least one is ready (a search need not wait for a replacement
        worker that is still starting)."""
        self.start()
        started = time.monotonic()
        deadline = started + timeout
        while True:
            waiting = [w for w in self._live() if not w.ready]
            for worker in waiting:
                self._read_ready(worker)
            for worker in [w for w in self._live() if not w.ready]:
                if time.monotonic() - worker.started > START_TIMEOUT:
                    self._lost(worker, f"was not ready {START_TIMEOUT:g} s after its start")
            waiting = [w for w in self._live() if not w.ready]
            ready = sum(1 for w in self._live() if w.ready)
            now = time.monotonic()
            late = ready > 0 and now - started >= grace
            if not waiting or now >= deadline or late or stop():
                return ready
            wait([w.conn for w in waiting] + [w.process.sentinel for w in waiting], POLL_SECONDS)

    def _read_ready(self, worker: _Worker) -> None:
        try:
            if not worker.conn.poll():
                if not worker.alive():
                    self._lost(worker, "ended before it was ready")
                return
            message = worker.conn.recv()
        except (EOFError, OSError):
            self._lost(worker, "ended before it was ready")
            return
        if message[0] == "ready":
            worker.ready = True
            worker.startup_seconds = time.monotonic() - worker.started

    def _live(self) -> list[_Worker]:
        return [w for w in self._workers if w is not None]

    def _lost(self, worker: _Worker, why: str) -> None:
        """Let go of a worker that died, failed or hangs; a replacement starts next time."""
        worker.kill()
        if self._closed or worker not in self._workers:
            return  # shut down meanwhile: not a failure
        log.warning("search worker %s %s", worker.process.pid, why)
        self._workers[self._workers.index(worker)] = None
        self._restarts += 1
        if self._restarts > MAX_RESTARTS and not self._broken:
            self._broken = f"search workers failed {self._restarts} times"
            log.warning("%s; searching in this process from now on", self._broken)

    def pids(self) -> list[int]:
        """The process ids of the live workers (a started process has one)."""
        return [pid for w in self._live() if w.alive() and (pid := w.process.pid) is not None]

    def startup_seconds(self) -> list[float]:
        """How long each ready worker took from its start to ready (imports included)."""
        return [w.startup_seconds for w in self._live() if w.startup_seconds is not None]

    def shutdown(self, timeout: float = 2.0) -> None:
        """Stop any search, end the workers (killing those that do not end in ``timeout``)
        and refuse new searches."""
        self._closed = True
        self._stop_serial.value = 2**62
        acquired = self._lock.acquire(timeout=timeout)
        try:
            with self._start_lock:  # no worker may start behind our back
                workers, self._workers = self._live(), [None] * self.size
            for worker in workers:
                with contextlib.suppress(OSError):
                    worker.conn.send(None)
            deadline = time.monotonic() + timeout
            for worker in workers:
                worker.process.join(max(deadline - time.monotonic(), 0.0))
                worker.kill()
        finally:
            if acquired:
                self._lock.release()

    # --- searching ----------------------------------------------------------------------------

    def search(
        self,
        position: Position[Any],
        budget: Budget,
        *,
        seed: int | None = None,
        stop: Stop | None = None,
        progress: Progress | None = None,
        workers: int | None = None,
    ) -> PoolSearch:
        """Search ``position`` in (at most ``workers`` of) the worker processes and merge their
        statistics. ``stop`` is polled every few milliseconds; once it answers True the
        workers end and what they found so far is returned (``stats.stopped``)."""
        stop = stop or _never
        with self._lock:
            if self._closed:
                raise RuntimeError("the search pool has been shut down")
            started = time.monotonic()
            # a move with a time budget waits at most half of it for workers still starting
            # (the first move after the program starts), then searches in this process
            patience = START_TIMEOUT if budget.seconds == math.inf else budget.seconds / 2
            self._wait_ready(min(patience, START_TIMEOUT), stop, LATE_GRACE)
            budget = time_left(budget, time.monotonic() - started)
            ready = [w for w in self._live() if w.ready][: workers or self.size]
            if not ready:
                why = self._broken or "no search worker is ready"
                return PoolSearch(_search_here(position, budget, seed, stop, progress), 0, why)
            return _Search(self, position, budget, seed, stop, progress, ready).run()


class _Search:
    """One search across the ready workers, from sending the tasks to merging the answers.

    A worker that fails hands its share to a thread of this process at once (the thread's
    search mostly holds the GIL, but the parent has little else to do while it waits)."""

    def __init__(
        self,
        pool: WorkerPool,
        position: Position[Any],
        budget: Budget,
        seed: int | None,
        stop: Stop,
        progress: Progress | None,
        workers: list[_Worker],
    ) -> None:
        pool._serial += 1
        self.pool = pool
        self.serial = pool._serial
        self.position = position
        self.budget = budget
        self.seed = seed
        self.stop = stop
        self.progress = progress
        seeds = random.Random(seed) if seed is not None else None
        shares = playout_shares(budget.playouts, len(workers))
        self.tasks = [
            (worker, share, seeds.getrandbits(64) if seeds else None)
            for worker, share in zip(workers, shares, strict=True)
            if share > 0
        ]
        self.answers: dict[_Worker, RootStats[Any]] = {}
        self.reports: dict[object, SearchProgress] = {}  # by worker, or by fallback thread
        self.failures: list[str] = []
        self.here: list[_Fallback] = []
        self.stopped_at: float | None = None
        self.user_stopped = False
        self.deadline = math.inf

    def run(self) -> PoolSearch:
        started = time.monotonic()
        self.deadline = started + self.budget.seconds
        pending: dict[_Worker, int] = {}
        for worker, share, seed in self.tasks:
            task = (self.serial, self.position, replace(self.budget, playouts=share), seed)
            try:
                worker.conn.send(task)
                pending[worker] = share
            except OSError:
                self._fail(worker, share, "could not be sent its task")
        last_report = started
        while pending or any(f.thread.is_alive() for f in self.here):
            waitables = [w.conn for w in pending] + [w.process.sentinel for w in pending]
            for ready in wait(waitables, POLL_SECONDS) if waitables else ():
                self._receive(ready, pending)
            if not waitables:
                time.sleep(POLL_SECONDS)
            now = time.monotonic()
            if self.stopped_at is None and (self.stop() or now >= self.deadline):
                self.user_stopped = now < self.deadline
                self.stopped_at = now
                self.pool._stop_serial.value = max(self.pool._stop_serial.value, self.serial)
            elif self.stopped_at is not None and now - self.stopped_at > STOP_GRACE:
                for worker, share in list(pending.items()):
                    del pending[worker]
                    self._fail(worker, share, "did not stop when asked")
            due = now - last_report >= PROGRESS_INTERVAL
            if self.progress is not None and self.reports and due:
                last_report = now
                self.progress(merged_progress(list(self.reports.values()), now - started))
        return self._merged()

    def _merged(self) -> PoolSearch:
        """The answers added up in a fixed order (workers, then this process's searches), so
        that a seeded search with a playout budget gives the same sums every time."""
        stats: RootStats[Any] = RootStats()
        for worker, _, _ in self.tasks:
            if worker in self.answers:
                stats.add(self.answers[worker])
        for fallback in self.here:
            if fallback.error is not None:
                raise fallback.error
            stats.add(fallback.stats)
        stats.stopped = self.user_stopped
        reason = None
        if self.failures:
            why = "; ".join(self.failures)
            searched = " (its share was searched in this process)" if self.here else ""
            reason = f"a search worker {why}{searched}"
        return PoolSearch(stats, len(self.answers), reason)

    def _receive(self, ready: object, pending: dict[_Worker, int]) -> None:
        worker = next((w for w in pending if ready in (w.conn, w.process.sentinel)), None)
        if worker is None:
            return
        try:
            if not worker.conn.poll():
                if not worker.alive():
                    self._fail(worker, pending.pop(worker), "died")
                return
            message = worker.conn.recv()
        except (EOFError, OSError):
            self._fail(worker, pending.pop(worker), "died")
            return
        kind, serial = message[0], message[1]
        if serial != self.serial:
            return
        if kind == "progress":
            self.reports[worker] = message[2]
        elif kind == "done":
            self.answers[worker] = message[2]
            del pending[worker]
        elif kind == "error":
            self._fail(worker, pending.pop(worker), "failed:\n" + message[2].strip(), lost=False)

    def _fail(self, worker: _Worker, share: int, why: str, lost: bool = True) -> None:
        """Let a dead or hung worker go (one whose search raised is still fine) and, unless
        the search is over, search its share here."""
        lines = why.splitlines()  # a failure's last line names the exception
        self.failures.append(f"{lines[0]} {lines[-1]}" if len(lines) > 1 else why)
        self.reports.pop(worker, None)
        if lost:
            self.pool._lost(worker, why)
        else:
            log.warning("search worker %s %s", worker.process.pid, why)
        if self.pool._closed or self.stopped_at is not None:
            return
        fallback = _Fallback(self, share)
        self.here.append(fallback)
        log.warning("searching the share of worker %s in this process", worker.process.pid)
        fallback.thread.start()


class _Fallback:
    """A failed worker's share of the search, on a thread of this process."""

    def __init__(self, search: _Search, share: int) -> None:
        self.search = search
        left = max(search.deadline - time.monotonic(), 0.0)
        self.budget = replace(search.budget, playouts=share, seconds=left)
        self.stats: RootStats[Any] = RootStats()
        self.error: Exception | None = None
        self.thread = threading.Thread(target=self._run, name="magnetdesk-search-here")

    def _run(self) -> None:
        search = self.search
        try:
            self.stats = _search_here(
                search.position, self.budget, search.seed,
                lambda: search.stopped_at is not None, self._report,
            )
        except Exception as exc:  # raised again in the caller's thread
            self.error = exc

    def _report(self, progress: SearchProgress) -> None:
        self.search.reports[self] = progress


def _search_here(
    position: Position[Any],
    budget: Budget,
    seed: int | None,
    stop: Stop,
    progress: Progress | None,
) -> RootStats[Any]:
    # Imported here, not at the top: the searches' tables take half a second to build, and
    # the window imports this module while it starts (a worker imports them before "ready").
    from magnetdesk.ai.searches import search_for

    rng = random.Random(seed)
    return search_for(position).search_stats(
        position, budget, rng=rng, stop=stop, progress=progress
    )


def time_left(budget: Budget, waited: float) -> Budget:
    """``budget`` less the ``waited`` seconds (the workers' start counts against the move's
    time), but never less than a tenth of it: a move always gets some search.

    >>> time_left(Budget(seconds=3.0), 0.5).seconds, time_left(Budget(seconds=3.0), 9).seconds
    (2.5, 0.3)
    """
    if budget.seconds == math.inf:
        return budget
    return replace(budget, seconds=max(budget.seconds - waited, budget.seconds / 10))


def _never() -> bool:
    return False


# --- the pool of this process -----------------------------------------------------------------

_pool: WorkerPool | None = None
_pool_lock = threading.Lock()


def default_pool() -> WorkerPool:
    """The pool every search of this process shares (created on first use)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = WorkerPool()
            atexit.register(shutdown)
        return _pool


def warm_up(background: bool = True) -> None:
    """Start the shared pool's workers, so the first move does not wait for them; in the
    background by default (starting a process takes a few milliseconds; its imports, which
    run in the new process, about a quarter of a second)."""
    pool = default_pool()
    if background:
        threading.Thread(target=pool.start, name="magnetdesk-warm-up", daemon=True).start()
    else:
        pool.start()


def shutdown() -> None:
    """End the shared pool's workers (the next search starts a new pool)."""
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown()


# --- the worker process -----------------------------------------------------------------------


class _StopCheck:
    """A worker's ``stop``: the parent asked this search to stop, or the parent has gone."""

    def __init__(self, stop_serial: c_longlong, serial: int, parent: int) -> None:
        self.stop_serial = stop_serial
        self.serial = serial
        self.parent = parent
        self.calls = 0
        self.orphaned = False

    def __call__(self) -> bool:
        if self.stop_serial.value >= self.serial:
            return True
        self.calls += 1
        if self.calls % PARENT_CHECK_EVERY == 0 and os.getppid() != self.parent:
            self.orphaned = True
        return self.orphaned


def _worker_main(conn: Connection, stop_serial: c_longlong, parent: int) -> None:
    """A worker's life: say ready, then search each task until told to end or orphaned."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the parent to handle
    with contextlib.suppress(AttributeError, OSError, ValueError):  # a windowed app has none
        os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # stdout may be the text protocol's
    import magnetdesk.ai.searches  # noqa: F401 (the searches' tables, built before "ready")

    conn.send(("ready", os.getpid()))
    while True:
        while not conn.poll(IDLE_POLL):
            if os.getppid() != parent:
                return
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None or not _run_task(conn, _StopCheck(stop_serial, task[0], parent), task):
            return


def _run_task(conn: Connection, stop: _StopCheck, task: Task) -> bool:
    """Search one task and send its statistics (or the error); False when the parent is gone."""
    serial, position, budget, seed = task

    def report(progress: SearchProgress) -> None:
        try:
            conn.send(("progress", serial, progress))
        except OSError:
            stop.orphaned = True

    try:
        stats = _search_here(position, budget, seed, stop, report)
        conn.send(("done", serial, stats))
    except OSError:
        return False
    except Exception:
        try:
            conn.send(("error", serial, traceback.format_exc()))
        except OSError:
            return False
    return not stop.orphaned

"""The worker processes in figures: start-up time, stop latency, how late the calling process's
main thread wakes while a search runs, and playouts per second in this process and with 1, 2
(... up to the pool's size) workers.

    python3 benchmarks/bench_parallel.py [--seconds 3] [--stops 10] [--variant go --size 9]

Stop latency is measured from the moment the caller's ``stop`` turns true to the moment the
search returns the merged statistics (the parent looks every 10 ms, so about 5 ms of it is the
parent's polling). Figures depend on the machine's load: run it on an idle machine.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magnetdesk.ai.core.parallel import WorkerPool
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import mcts
from magnetdesk.engine.variants import new_position


def startup(rounds: int, workers: int) -> list[float]:
    """Seconds from starting a pool to every worker ready, over ``rounds`` fresh pools."""
    times = []
    for _ in range(rounds):
        pool = WorkerPool(workers)
        started = time.monotonic()
        pool.start()
        pool.wait_ready()
        times.append(time.monotonic() - started)
        pool.shutdown()
    return times


def stop_latency(pool: WorkerPool, position, rounds: int) -> list[float]:
    """Seconds from ``stop`` turning true to the search's return, over ``rounds`` searches."""
    latencies = []
    for i in range(rounds):
        asked = threading.Event()
        box: list[float] = []

        def search(asked: threading.Event, box: list[float], seed: int) -> None:
            pool.search(position, Budget(seconds=600), stop=asked.is_set, seed=seed)
            box.append(time.monotonic())

        thread = threading.Thread(target=search, args=(asked, box, i))
        thread.start()
        time.sleep(0.3 + 0.05 * (i % 5))
        asked.set()
        stopped_at = time.monotonic()
        thread.join()
        latencies.append(box[0] - stopped_at)
    return latencies


def main_thread_delay(search) -> list[float]:
    """While ``search`` runs on another thread (as in the app's QThread), how late a 5 ms
    sleep of this thread wakes up: the GIL's price for the window."""
    thread = threading.Thread(target=search)
    thread.start()
    delays = []
    while thread.is_alive():
        started = time.monotonic()
        time.sleep(0.005)
        delays.append(time.monotonic() - started - 0.005)
    thread.join()
    return delays


def cpu_seconds(pids: list[int]) -> float:
    """The CPU time (user + system) the processes ``pids`` have used so far (Linux)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / ticks


def rate_here(position, seconds: float) -> tuple[float, float]:
    """Playouts per second of wall-clock time and per second of CPU time, in this process."""
    started, cpu = time.monotonic(), time.process_time()
    stats = mcts.search_stats(position, Budget(seconds=seconds), rng=random.Random(1))
    return (stats.playouts / (time.monotonic() - started),
            stats.playouts / (time.process_time() - cpu))


def rate_in_pool(pool: WorkerPool, position, seconds: float, workers: int) -> tuple[float, float]:
    """Playouts per second of wall-clock time and per second of the workers' CPU time."""
    pids = pool.pids()
    started, cpu = time.monotonic(), cpu_seconds(pids)
    done = pool.search(position, Budget(seconds=seconds), seed=1, workers=workers)
    return (done.stats.playouts / (time.monotonic() - started),
            done.stats.playouts / (cpu_seconds(pids) - cpu))


def ms(values: list[float]) -> str:
    return (f"median {statistics.median(values) * 1000:.0f} ms, "
            f"max {max(values) * 1000:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="go")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--seconds", type=float, default=3.0, help="per playout-rate figure")
    parser.add_argument("--stops", type=int, default=10, help="stop-latency trials")
    parser.add_argument("--workers", type=int, default=None, help="pool size (default: cores)")
    args = parser.parse_args()
    position = new_position(args.variant, size=args.size)
    pool = WorkerPool(args.workers)
    print(f"{args.variant} {args.size}×{args.size}, {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.2f}, pool of {pool.size}")
    print(f"worker start-up (pool start to all ready): {ms(startup(3, pool.size))}")
    pool.wait_ready()
    print(f"each worker's start-up: {[round(s, 3) for s in pool.startup_seconds()]} s")
    pool.search(position, Budget(playouts=50))  # warm the workers' caches
    print(f"stop latency: {ms(stop_latency(pool, position, args.stops))}")
    budget = Budget(seconds=1.5)
    in_pool = main_thread_delay(lambda: pool.search(position, budget))
    here_delay = main_thread_delay(
        lambda: mcts.search_stats(position, budget, rng=random.Random(1))
    )
    print(f"GUI-thread wake-up delay while the workers search: {ms(in_pool)}")
    print(f"... while the search runs on a thread of the same process: {ms(here_delay)}")
    here, here_cpu = rate_here(position, args.seconds)
    print(f"playouts/s in this process: {here:,.0f} ({here_cpu:,.0f} per CPU second)")
    for workers in range(1, pool.size + 1):
        rate, rate_cpu = rate_in_pool(pool, position, args.seconds, workers)
        print(f"playouts/s with {workers} worker{'s' if workers > 1 else ''}: {rate:,.0f} "
              f"({rate / here:.2f}× this process; {rate_cpu:,.0f} per worker CPU second)")
    pool.shutdown()


if __name__ == "__main__":
    main()

"""Random-playout speed of the rules engine, per variant, on 9×9 and 19×19.

A playout plays random legal moves that do not fill the mover's own eye (a point whose
neighbours are all the mover's stones) until two passes, the end of the game, or a cap of
3 × the number of points. It goes through ``GoPosition.attempt``: the full rules engine, with
immutable positions and the effects list, the same code the app and the text protocol use.

    python benchmarks/bench_playouts.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import time

from magnetdesk.ai.simple import is_own_eye
from magnetdesk.engine.core import Illegal
from magnetdesk.engine.go import PASS
from magnetdesk.engine.playout import PlayoutBoard
from magnetdesk.engine.variants import new_position


def random_playout(start, rng: random.Random) -> tuple[int, object]:
    position = start
    cap = 3 * len(position.board)
    moves = 0
    while position.end is None and moves < cap:
        empties = [c for c, s in enumerate(position.board) if s == 0]
        outcome = None
        while empties:
            i = rng.randrange(len(empties))
            cell = empties[i]
            empties[i] = empties[-1]
            empties.pop()
            if not is_own_eye(position, cell, position.to_move):
                outcome = position.attempt(cell)
                if not isinstance(outcome, Illegal):
                    break
        else:
            outcome = position.attempt(PASS)
        position = outcome.position
        moves += 1
    return moves, position


def measure(variant: str, size: int, seconds: float) -> tuple[float, float]:
    start = new_position(variant, size=size)
    rng = random.Random(1)
    games = moves = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        n, _ = random_playout(start, rng)
        games += 1
        moves += n
    elapsed = time.perf_counter() - began
    return games / elapsed, moves / elapsed


def measure_fast_board(size: int, seconds: float) -> tuple[float, float]:
    """The same measure on the AI's fast mutable playout board (standard Go rules)."""
    start = PlayoutBoard.from_position(new_position("go", size=size))
    rng = random.Random(1)
    games = moves = 0
    cap = 3 * size * size
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        board = start.copy()
        n = 0
        while not board.finished and n < cap:
            board.random_step(rng)
            n += 1
        games += 1
        moves += n
    elapsed = time.perf_counter() - began
    return games / elapsed, moves / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    print(f"{'variant':<12} {'board':>6} {'playouts/s':>11} {'moves/s':>9}")
    for variant in ("go", "atari-go", "stoical-go", "magnetgo"):
        for size in (9, 19):
            games, moves = measure(variant, size, args.seconds)
            print(f"{variant:<12} {size:>4}x{size:<2} {games:>10.1f} {moves:>9.0f}")
    for size in (9, 19):
        games, moves = measure_fast_board(size, args.seconds)
        print(f"{'fast board':<12} {size:>4}x{size:<2} {games:>10.1f} {moves:>9.0f}")


if __name__ == "__main__":
    main()

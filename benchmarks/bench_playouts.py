"""Playout speed per variant, on 9×9 and 19×19: the search's playouts and the whole search.

For every Go-family variant (default options) it measures, from the start position:

* the playouts the search uses: for Go, Atari-Go and Stoical Go the playout policy (captures,
  atari escapes, 3×3 shapes, no own-eye filling, few self-ataris) in the compiled core
  (:mod:`magnetdesk.ai.go.fast_playout`) when it was built, and the same policy on the
  pure-Python playout board beside it (``policy py/s``); for Magnetgo the Magnetgo board's
  policy (magnets, best of a few sampled moves by captures and losses), compiled
  (``magnet.c``) when it was built, and on the pure-Python Magnetgo board beside it;
* the light random playout of the dead-stone estimate (fast board) and of the engine, for
  comparison;
* the whole tree search (``mcts.search_stats``): playouts per second including the tree walk,
  the priors and the RAVE updates, in one process.

Then Medusa (its one board, 210 cells): the playouts with its policy (rosettes, captures by
reversal, escapes, capturing jumps; "moves" are the placements), compiled when it was built
(the fast Python board's beside it), and its whole search (``medusa_search.search_stats``,
single actions through the engine).

    python benchmarks/bench_playouts.py [--seconds 3] [--sizes 9 19]
"""

from __future__ import annotations

import argparse
import random
import time

from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import fast_playout, mcts
from magnetdesk.ai.go.engine_playout import engine_playout
from magnetdesk.ai.go.magnet_playout import MagnetBoard, magnet_playout
from magnetdesk.ai.go.playout_policy import playout, policy_for
from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.ai.medusa import compiled as medusa_compiled
from magnetdesk.ai.medusa import search as medusa_search
from magnetdesk.ai.medusa.playout import MedusaBoard
from magnetdesk.ai.medusa.playout import playout as medusa_playout
from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.engine.go.playout import PlayoutBoard
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position

VARIANTS = ("go", "atari-go", "stoical-go", "magnetgo")


def _never() -> bool:
    return False


def _rate(run_one, seconds: float) -> tuple[float, float]:
    """Games and moves per second of ``run_one()`` (which answers its number of moves)."""
    games = moves = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        moves += run_one()
        games += 1
    elapsed = time.perf_counter() - began
    return games / elapsed, moves / elapsed


def search_playouts(variant: str, size: int, seconds: float) -> tuple[str, float, float]:
    """The search's own playouts: (kind, playouts/s, moves/s)."""
    start = new_position(variant, size=size)
    rng = random.Random(1)
    cap = 3 * len(start.board)
    if MagnetBoard.exact_for(start.rules) and fast_playout.available():
        magnets = fast_playout.MagnetPlayouts(start.rules.grid, start.rules.ko == "positional")

        def run_magnets() -> int:
            return len(magnets.run(start, rng, cap).moves)

        return ("compiled", *_rate(run_magnets, seconds))
    if start.rules.magnetism:

        def run_one() -> int:
            moves: list[int] = []
            engine_playout(start, rng, _never, moves, cap)
            return len(moves)

        return ("engine", *_rate(run_one, seconds))
    board = PlayoutBoard.from_position(start)
    policy = policy_for(start.rules)
    if fast_playout.available():
        core = fast_playout.FastPlayouts(board, policy)

        def run_compiled() -> int:
            finished = core.run((), rng, cap)
            return len(finished.moves) if finished is not None else 0

        return ("compiled", *_rate(run_compiled, seconds))
    return python_policy(variant, size, seconds)


def python_policy(variant: str, size: int, seconds: float) -> tuple[str, float, float]:
    """The playout policy on the pure-Python playout board (Magnetgo's on its own board):
    (kind, playouts/s, moves/s)."""
    start = new_position(variant, size=size)
    rng = random.Random(1)
    cap = 3 * len(start.board)
    if MagnetBoard.exact_for(start.rules):

        def run_magnet() -> int:
            moves: list[int] = []
            magnet_playout(MagnetBoard(start), rng, cap, moves)
            return len(moves)

        return ("magnet", *_rate(run_magnet, seconds))
    board = PlayoutBoard.from_position(start)
    policy = policy_for(start.rules)

    def run_fast() -> int:
        moves: list[int] = []
        playout(board.copy(), rng, cap, moves, policy)
        return len(moves)

    return ("fast+policy", *_rate(run_fast, seconds))


def light_fast(variant: str, size: int, seconds: float) -> float | None:
    """Light random playouts on the fast board (None where it does not play the rules)."""
    start = new_position(variant, size=size)
    if start.rules.magnetism:
        return None
    board = PlayoutBoard.from_position(start)
    rng = random.Random(1)
    cap = 3 * len(start.board)

    def run_one() -> int:
        twin = board.copy()
        before = twin.ply
        twin.random_playout(rng, cap)
        return twin.ply - before

    return _rate(run_one, seconds)[0]


def light_engine(variant: str, size: int, seconds: float) -> float:
    """Light random playouts through ``position.attempt`` (immutable positions)."""
    start = new_position(variant, size=size)
    rng = random.Random(1)
    cap = 3 * len(start.board)

    def run_one() -> int:
        position, moves = start, 0
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
        return moves

    return _rate(run_one, seconds)[0]


def whole_search(variant: str, size: int, seconds: float) -> float:
    """Playouts per second of the tree search itself, from the start position."""
    start = new_position(variant, size=size)
    began = time.perf_counter()
    stats = mcts.search_stats(start, Budget(seconds=seconds), rng=random.Random(1))
    return stats.playouts / (time.perf_counter() - began)


def medusa(seconds: float) -> tuple[str, float, float, float, float]:
    """Medusa from its start: (kind, playouts/s, placements/s, whole search's playouts/s,
    the Python playouts/s)."""
    start = new_position("medusa")
    board = MedusaBoard.from_position(start)
    rng = random.Random(1)
    cap = medusa_search.MAX_TURNS * len(start.board)

    def run_one() -> int:
        placements: list[tuple[int, int]] = []
        medusa_playout(board.copy(), rng, cap, placements)
        return len(placements)

    python = _rate(run_one, seconds)
    kind, (games, moves) = "medusa", python
    if medusa_compiled.available():
        core = medusa_compiled.MedusaPlayouts(start.topology)

        def run_compiled() -> int:
            placements: list[tuple[int, int]] = []
            core.playout(board, rng, cap, placements)
            return len(placements)

        kind, (games, moves) = "compiled", _rate(run_compiled, seconds)
    began = time.perf_counter()
    stats = medusa_search.search_stats(start, Budget(seconds=seconds), rng=random.Random(1))
    return kind, games, moves, stats.playouts / (time.perf_counter() - began), python[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--sizes", type=int, nargs="+", default=[9, 13, 19])
    args = parser.parse_args()
    s = args.seconds
    print(
        f"{'variant':<11} {'board':>5}  {'playouts':<11} {'playouts/s':>10} {'moves/s':>8}"
        f" {'search/s':>9}  {'policy py/s':>11} {'light fast/s':>12} {'light engine/s':>14}"
    )
    for variant in VARIANTS:
        for size in args.sizes:
            kind, games, moves = search_playouts(variant, size, s)
            searched = whole_search(variant, size, s)
            fast = light_fast(variant, size, s)
            engine = light_engine(variant, size, s)
            fast_text = "-" if fast is None else f"{fast:.0f}"
            python = "-" if kind != "compiled" else f"{python_policy(variant, size, s)[1]:.0f}"
            print(
                f"{variant:<11} {size:>2}x{size:<2}  {kind:<11} {games:>10.0f} {moves:>8.0f}"
                f" {searched:>9.0f}  {python:>11} {fast_text:>12} {engine:>14.0f}",
                flush=True,
            )
    kind, games, moves, searched, python_games = medusa(s)
    python = f"{python_games:.0f}" if kind == "compiled" else "-"
    print(
        f"{'medusa':<11} {'210':>5}  {kind:<11} {games:>10.0f} {moves:>8.0f}"
        f" {searched:>9.0f}  {python:>11} {'-':>12} {'-':>14}"
    )


if __name__ == "__main__":
    main()

"""Magnetic Chess move generation speed: perft from the start position, ours beside
python-chess on the same machine.

Perft counts the move sequences of a given depth; like every perft program, both sides count
the last ply in bulk (the number of moves, without playing them). Two figures per row: leaves
per second (the usual perft speed) and moves played per second (positions made, the cost
that matters to a search). Ours makes immutable positions with the field's effects;
python-chess pushes and pops one mutable board.

Run: ``python3 benchmarks/bench_chess_perft.py [depth]`` (default 4; prints figures, asserts
nothing).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import chess

from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import new_chess_position


def our_perft(position: ChessPosition, depth: int, played: list[int]) -> int:
    moves = position.legal_moves()
    if depth == 1:
        return len(moves)
    played[0] += len(moves)
    return sum(our_perft(position.play(m).position, depth - 1, played) for m in moves)


def their_perft(board: chess.Board, depth: int, played: list[int], legal: bool) -> int:
    moves = list(board.legal_moves if legal else board.pseudo_legal_moves)
    if depth == 1:
        return len(moves)
    played[0] += len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += their_perft(board, depth - 1, played, legal)
        board.pop()
    return total


def measure(label: str, run: Callable[[list[int]], int]) -> None:
    played = [0]
    start = time.perf_counter()
    leaves = run(played)
    seconds = time.perf_counter() - start
    print(
        f"  {label:<44}{leaves:>10,} leaves {seconds:7.2f} s "
        f"{leaves / seconds:>10,.0f} leaves/s {played[0] / seconds:>9,.0f} moves/s"
    )


def main() -> None:
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    print(f"perft {depth} from the start, Python {sys.version.split()[0]}, "
          f"python-chess {chess.__version__}")
    for variant in ("chess-NNNN", "magnetic-chess", "anti-magnetic-chess"):
        p = new_chess_position(variant)
        measure(f"magnetdesk {variant} ({p.rules.code.text})",
                lambda played, p=p: our_perft(p, depth, played))
    measure("python-chess pseudo-legal moves",
            lambda played: their_perft(chess.Board(), depth, played, legal=False))
    measure("python-chess legal moves",
            lambda played: their_perft(chess.Board(), depth, played, legal=True))


if __name__ == "__main__":
    main()

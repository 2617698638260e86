"""Fairy-Stockfish as an opponent on the field-less code NNNN (issue 43): build the engine and
talk to it.

The ``pyffish`` module the tests use (tests/helpers/fairy_stockfish.py) is Fairy-Stockfish's
rules only: legal moves, FEN, SAN, game ends; it has no search. To play, the UCI program is
needed. Debian's ``fairy-stockfish`` (11.1 in bookworm) is too old: it ignores
``enPassantRegion`` and ``doubleStepRegion*`` in variants.ini, so it plays en passant and no
double step from a pawn's first rank. No PyPI package ships a current binary, but the pyffish
sdist holds the whole engine's source, so this script builds a current one from it:

    python3 benchmarks/setup_fairy_stockfish.py            # build (once, ~3 minutes) and check
    python3 benchmarks/setup_fairy_stockfish.py --dir DIR  # elsewhere than ~/.cache/magnetdesk

It fetches ``pyffish`` from PyPI with pip (``pip download --no-binary``), compiles ``src/`` with
g++ (``main.cpp`` and the rest, without the Python and JavaScript bindings; 8×8 boards, no
embedded NNUE net: the classical evaluation) and writes ``variants.ini`` (the section of
:mod:`magnetdesk.arena.chess.fairy_stockfish`) beside the program. Nothing of it is
committed. The check then runs ``go perft 4`` from the start (197,742, as ours), a double
step from the first rank, no en passant, and the king taken at depth 1.

:class:`~magnetdesk.arena.chess.fairy_stockfish.FairyStockfish` plays a move at a fixed depth
(the arena's player ``fsf:DEPTH`` is built on it):

    with FairyStockfish(build()) as engine:
        engine.best_move("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", [], depth=3)
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from magnetdesk.arena.chess.fairy_stockfish import (
    DEFAULT_DIR,
    START_FEN,
    VARIANTS_INI,
    VERSION,
    FairyStockfish,
)

FLAGS = ["-O3", "-std=c++17", "-DNDEBUG", "-DIS_64BIT", "-DUSE_POPCNT", "-mpopcnt",
         "-DNNUE_EMBEDDING_OFF", "-pthread"]
BINDINGS = {"pyffish.cpp", "ffishjs.cpp"}


def build(directory: Path = DEFAULT_DIR) -> Path:
    """The path of the built program (built first when missing) with variants.ini beside it."""
    program = directory / "fairy-stockfish"
    (directory / "variants.ini").parent.mkdir(parents=True, exist_ok=True)
    (directory / "variants.ini").write_text(VARIANTS_INI, encoding="utf-8")
    if program.exists():
        return program
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary",
                        ":all:", "-d", tmp, f"pyffish=={VERSION}"], check=True)
        with tarfile.open(next(Path(tmp).glob("pyffish-*.tar.gz"))) as sdist:
            sdist.extractall(tmp, filter="data")
        src = next(Path(tmp).glob("pyffish-*/src"))
        sources = [p for pattern in ("*.cpp", "syzygy/*.cpp", "nnue/*.cpp", "nnue/features/*.cpp")
                   for p in sorted(src.glob(pattern)) if p.name not in BINDINGS]
        objects = [Path(tmp) / f"{i}.o" for i in range(len(sources))]
        print(f"compiling {len(sources)} files of Fairy-Stockfish (pyffish {VERSION}) ...")
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            jobs = [pool.submit(subprocess.run, ["g++", *FLAGS, "-c", str(s), "-o", str(o)],
                                check=True) for s, o in zip(sources, objects, strict=True)]
            try:
                for job in concurrent.futures.as_completed(jobs):
                    job.result()
            except subprocess.CalledProcessError:
                pool.shutdown(cancel_futures=True)  # the first error is enough
                raise
        subprocess.run(["g++", *FLAGS, "-o", str(program), *map(str, objects)], check=True)
    return program


CHECKS = [  # (what, fen, moves, depth, perft count: ours)
    ("from the start", START_FEN, [], 4, 197742),
    ("a double step from the first rank", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", [], 1, 7),
    ("no en passant", "4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", ["a2a4"], 1, 6),
    ("castling into attack", "4k3/8/8/8/8/8/6r1/4K2R w K - 0 1", [], 1, 15),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="where the program goes")
    args = parser.parse_args()
    program = build(args.dir)
    print(f"Fairy-Stockfish: {program}", flush=True)
    wrong = 0
    with FairyStockfish(program) as engine:
        for what, fen, moves, depth, expected in CHECKS:
            got = engine.perft(fen, moves, depth)
            wrong += got != expected
            print(f"  {what}: perft {depth} = {got:,} ({'ok' if got == expected else 'WRONG'})")
        move = engine.best_move("8/8/8/8/3k4/3K4/8/8 w - - 0 1", [], 1)
        wrong += move != "d3d4"
        print(f"  takes the king at depth 1: {move} ({'ok' if move == 'd3d4' else 'WRONG'})")
        start = time.perf_counter()
        move = engine.best_move(START_FEN, [], 8)
        print(f"  from the start at depth 8: {move} in {time.perf_counter() - start:.2f} s")
    if wrong:
        sys.exit(f"{wrong} check(s) failed: this Fairy-Stockfish does not play code NNNN")


if __name__ == "__main__":
    main()

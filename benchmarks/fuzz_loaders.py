"""Fuzz the game-file loaders: mutated real files of every variant must load or raise SgfError.

The corpus is the SGF files in ``tests/data`` and games the engine plays for each variant (Go,
Atari-Go, Stoical Go, Magnetgo, Medusa and the chess codes, with branches, comments and setup
stones), plus the chess games printed as text. Each mutated file applies one to four byte
mutations (bit flips, inserted, deleted, repeated and spliced bytes, truncation, runs of
nested brackets, odd ``CA[]`` charsets, huge and non-finite numbers, byte-order marks) and
goes through the loaders: SGF bytes, SGF text, a printed chess record, and now and then the
path loaders (``load_game``, ``load_collection``). Anything but SgfError is counted with a
repro; a load over ``--timeout`` seconds counts as a hang.

Run: ``python3 benchmarks/fuzz_loaders.py --count 100000 --seed 1`` (the same seed and count
give the same files; ``--case N --dump FILE`` writes file number N to FILE).
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from magnetdesk.engine.chess.notation import san
from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.engine.medusa.turns import random_turn
from magnetdesk.record import (
    Game,
    SgfError,
    game_from_sgf_bytes,
    game_from_sgf_text,
    game_to_sgf,
    load_collection,
    load_game,
)

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
GO_FAMILY = [("go", {"size": 9}), ("go", {"size": 19, "handicap": 3}), ("atari-go", {}),
             ("stoical-go", {"size": 9}), ("magnetgo", {"size": 9}),
             ("magnetgo", {"size": 13, "blocked": "G7 C3"})]
CHESS = [("magnetic-chess", {}), ("anti-magnetic-chess", {}), ("gravity-chess", {}),
         ("anti-gravity-chess", {}), ("chess-custom", {"code": "RRRR"}),
         ("chess-custom", {"code_rule": "cycle", "codes": "RAAR ARRA"}),
         ("chess-custom", {"code_rule": "random", "seed": 7}),
         ("chess-custom", {"code_rule": "mover", "codes": "all"})]
ODD_CHARSETS = ["hex", "uu", "base64", "rot13", "zip", "bz2", "quopri", "undefined", "punycode",
                "idna", "utf-16", "utf-32", "utf-7", "unicode_escape", "raw_unicode_escape",
                "cp037", "mbcs", "", "\x00", "UTF-8\\]", "gb2312", "shift_jis", "latin-1",
                "utf_8_sig", "x" * 40, "palmos", "euc_jp", "big5", "koi8_r", "charmap"]
HUGE = [b"9" * 30, b"1e400", b"-1e400", b"nan", b"inf", b"-inf", b"-1", b"0", b"4294967297",
        b"99999999999", b"1" + b"0" * 400, b"0x10", b"1_000", b"\xef\xbc\x99"]
ODD_PROPERTIES = [b"SZ[%s]", b"KM[%s]", b"HA[%s]", b"MV[go:%s]", b"MV[medusa:1][komi=%s]",
                  b"MV[go:1][size=%s]", b"MV[chess-custom:1][seed=%s]", b"GM[%s]", b"FF[%s]",
                  b"SZ[%s:%s]", b"MN[%s]", b"PL[%s]", b"AB[aa:%s]", b"MC[%s]"]
SYNTAX = [b"(", b")", b";", b"[", b"]", b"\\", b":", b"(;", b")(", b"[]", b"\n", b"\r", b"\x00"]
BOMS = [b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff"]


# --- the corpus -----------------------------------------------------------------------------


def corpus(rng: random.Random) -> dict[str, list[tuple[str, bytes, tuple | None]]]:
    """The seed files by source (a variant, or the test data): (name, bytes, chess variant
    for the chess-text loader or None)."""
    files: dict[str, list] = collections.defaultdict(list)
    for path in sorted(DATA.glob("*.sgf")):
        files["tests/data"].append((path.name, path.read_bytes(), None))
    for variant, options in GO_FAMILY:
        for number in range(3):
            files[variant].append((f"{variant}-{number}", _go_game(variant, options, rng), None))
    for number in range(4):
        files["medusa"].append((f"medusa-{number}", _medusa_game(rng), None))
    for variant, options in CHESS:
        for number in range(3):
            sgf, text = _chess_game(variant, options, rng)
            name = f"{variant}{_words(options)}-{number}"
            files[variant].append((name, sgf, (variant, options)))
            files["chess text"].append((f"{name}.txt", text, (variant, options)))
    return files


def _words(options: dict) -> str:
    return "".join(f" {key}={value}" for key, value in options.items())


def _go_game(variant: str, options: dict, rng: random.Random) -> bytes:
    game = Game.new(variant, **options)
    if rng.random() < 0.3:
        game.add_setup(black=["C3"], white=["D4", "E5"])
    for _ in range(rng.randint(10, 80)):
        position = game.position
        empty = [c for c, stone in enumerate(position.board) if stone == 0]
        for _ in range(30):
            if empty and not isinstance(game.play(position.move_text(rng.choice(empty))), Illegal):
                break
        else:
            game.play("pass")
        _decorate(game, rng)
    return game_to_sgf(game.record).encode("utf-8")


def _medusa_game(rng: random.Random) -> bytes:
    game = Game.new("medusa")
    for _ in range(rng.randint(5, 40)):
        if game.position.end is not None:
            break
        game.play(random_turn(game.position, rng).move)
        _decorate(game, rng)
    return game_to_sgf(game.record).encode("utf-8")


def _chess_game(variant: str, options: dict, rng: random.Random) -> tuple[bytes, bytes]:
    """The game as our SGF, and its main line printed as text (``1. e4 e5 2. ...``)."""
    game = Game.new(variant, **options)
    words = ["Printed by fuzz_loaders\n"]
    for ply in range(rng.randint(6, 60)):
        position = game.position
        moves = position.legal_moves()
        if not moves or position.end is not None:
            break
        move = rng.choice(moves)
        if ply % 2 == 0:
            words.append(f"{ply // 2 + 1}.")
        words.append(san(position, move))
        game.play(move)
        _decorate(game, rng, branch=False)
    return game_to_sgf(game.record).encode("utf-8"), " ".join(words).encode("utf-8")


def _decorate(game: Game, rng: random.Random, branch: bool = True) -> None:
    """Comments in several scripts, and now and then a branch from the move before."""
    if rng.random() < 0.2:
        game.set_comment(rng.choice(["good move", "Schön – ça va?", "好手", "悪手だ", "a]b\\c"]))
    if branch and rng.random() < 0.05:
        game.undo()


# --- mutations ------------------------------------------------------------------------------


def mutate(data: bytes, others: list[bytes], rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        out = MUTATIONS[rng.randrange(len(MUTATIONS))](out, others, rng)
    return bytes(out)


def _at(out: bytearray, rng: random.Random) -> int:
    return rng.randint(0, len(out))


def flip(out, others, rng):
    if out:
        where = rng.randrange(len(out))
        out[where] ^= 1 << rng.randrange(8)
    return out


def replace(out, others, rng):
    if out:
        where = rng.randrange(len(out))
        out[where:where + 1] = rng.choice([bytes([rng.randrange(256)]), rng.choice(SYNTAX)])
    return out


def insert(out, others, rng):
    chunk = rng.choice([bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))),
                        rng.choice(SYNTAX)])
    where = _at(out, rng)
    return out[:where] + chunk + out[where:]


def delete(out, others, rng):
    where = _at(out, rng)
    del out[where:where + rng.choice([1, 2, 5, 50, 500])]
    return out


def splice(out, others, rng):
    other = rng.choice(others)
    start = rng.randint(0, len(other))
    chunk = other[start:start + rng.choice([4, 20, 200, 5000])]
    where = _at(out, rng)
    return out[:where] + chunk + out[where + rng.choice([0, len(chunk)]):]


def truncate(out, others, rng):
    return out[:_at(out, rng)]


def repeat(out, others, rng):
    start = _at(out, rng)
    chunk = out[start:start + rng.choice([1, 3, 10, 80])]
    where = _at(out, rng)
    times = 20_000 if rng.random() < 0.02 else rng.choice([2, 10, 1000])
    return out[:where] + chunk * times + out[where:]


def brackets(out, others, rng):
    chunk = rng.choice([b"(", b"(;", b"[", b"]", b")", b";", b"(;B[aa]", b"[\\", b"(;)"])
    where = _at(out, rng)
    times = 120_000 if rng.random() < 0.02 else rng.choice([2, 50, 3000])
    return out[:where] + chunk * times + out[where:]


def charset(out, others, rng):
    label = rng.choice(ODD_CHARSETS).encode("utf-8")
    found = out.find(b"CA[")
    if found >= 0 and rng.random() < 0.7:
        end = out.find(b"]", found)
        return out[:found + 3] + label + out[end if end > 0 else found + 3:]
    where = out.find(b";") + 1
    return out[:where] + b"CA[" + label + b"]" + out[where:]


def huge_number(out, others, rng):
    number = rng.choice(HUGE)
    digits = [i for i, byte in enumerate(out) if 48 <= byte <= 57]
    if digits and rng.random() < 0.5:
        where = rng.choice(digits)
        end = where
        while end < len(out) and 48 <= out[end] <= 57:
            end += 1
        return out[:where] + number + out[end:]
    prop = rng.choice(ODD_PROPERTIES)
    prop = prop % ((number,) * prop.count(b"%s"))
    where = out.find(b";") + 1 if rng.random() < 0.7 else _at(out, rng)
    return out[:where] + prop + out[where:]


def encoding(out, others, rng):
    if rng.random() < 0.5:
        return bytearray(rng.choice(BOMS)) + out
    text = bytes(out).decode("utf-8", "replace")
    return bytearray(text.encode(rng.choice(["utf-16-le", "utf-16", "gb18030", "cp932"]),
                                 "replace"))


MUTATIONS = [flip, replace, insert, delete, splice, truncate, repeat, brackets, charset,
             huge_number, encoding, flip, replace, delete, splice]


# --- the run --------------------------------------------------------------------------------


class Hang(Exception):
    """A load that took longer than ``--timeout`` (raised by the interval timer)."""


def _alarm(signum, frame):
    raise Hang("no answer within the time limit")


def loaders(data: bytes, text_variant: tuple | None, folder: str, by_path: bool):
    """(name, thunk) of every loader this file goes through."""
    chess = text_variant or ("magnetic-chess", {})
    calls = [("sgf-bytes", lambda: game_from_sgf_bytes(data)),
             ("sgf-text", lambda: game_from_sgf_text(data.decode("utf-8", "replace"))),
             ("chess-text", lambda: game_from_sgf_bytes(data, text_variant=chess))]
    if by_path:
        path = os.path.join(folder, "fuzz.sgf")
        with open(path, "wb") as file:
            file.write(data)
        calls += [("load_game", lambda: load_game(path, text_variant=chess)),
                  ("load_collection", lambda: load_collection(path))]
    return calls


def case(seed: int, number: int, files: dict) -> tuple[str, str, bytes, tuple | None]:
    """File number ``number``: a source drawn evenly, one of its files, mutated."""
    rng = random.Random(f"{seed}:{number}")
    source = rng.choice(sorted(files))
    name, data, text_variant = rng.choice(files[source])
    others = [file[1] for group in files.values() for file in group]
    return source, name, mutate(data, others, rng), text_variant


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=10_000, help="mutated files (10,000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--path-every", type=int, default=10,
                        help="every Nth file also goes through the path loaders (10)")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per load (20)")
    parser.add_argument("--case", type=int, help="only this file number")
    parser.add_argument("--dump", help="with --case: write the mutated file here")
    args = parser.parse_args()

    started = time.perf_counter()
    files = corpus(random.Random(args.seed))
    print(f"corpus (seed {args.seed}): {sum(map(len, files.values()))} files made or read in "
          f"{time.perf_counter() - started:.1f} s")
    print("  " + ", ".join(f"{source} {len(group)}" for source, group in sorted(files.items())))
    if args.dump:
        Path(args.dump).write_bytes(case(args.seed, args.case or 0, files)[2])
        return 0
    numbers = [args.case] if args.case is not None else range(args.count)
    run = Run()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for number in numbers:
            source, name, data, text_variant = case(args.seed, number, files)
            run.sources[source] += 1
            by_path = number % args.path_every == 0
            for loader, call in loaders(data, text_variant, folder, by_path):
                run.load(loader, call, (number, name), args.timeout)
    run.report(len(numbers), time.perf_counter() - started, args.seed)
    return 1 if run.failed else 0


class Run:
    """The counts of one run, and the first repro of each distinct exception."""

    def __init__(self) -> None:
        self.outcomes: collections.Counter = collections.Counter()
        self.sources: collections.Counter = collections.Counter()
        self.failures: dict[tuple, list] = {}
        self.failed_files: set[int] = set()
        self.slowest: tuple[float, object] = (0.0, None)
        signal.signal(signal.SIGALRM, _alarm)

    @property
    def failed(self) -> int:
        return sum(v for (_, kind), v in self.outcomes.items() if kind == "other")

    def load(self, loader: str, call, where: tuple[int, str], timeout: float) -> None:
        begun = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            call()
            self.outcomes[loader, "loaded"] += 1
        except SgfError:
            self.outcomes[loader, "SgfError"] += 1
        except Exception as exc:  # counting them is the point (RecursionError and Hang too)
            self.outcomes[loader, "other"] += 1
            self.failed_files.add(where[0])
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            key = (type(exc).__name__, os.path.relpath(frame.filename), frame.lineno)
            first = self.failures.setdefault(
                key, [0, where, loader, f"{type(exc).__name__}: {exc}"[:200]]
            )
            first[0] += 1
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        spent = time.perf_counter() - begun
        if spent > self.slowest[0]:
            self.slowest = (spent, (*where, loader))

    def report(self, count: int, seconds: float, seed: int) -> None:
        print(f"files: {count:,} mutated in {seconds:.0f} s ({count / seconds:.0f} files/s)")
        print("  by source: " + ", ".join(f"{k} {v:,}" for k, v in sorted(self.sources.items())))
        for loader in ("sgf-bytes", "sgf-text", "chess-text", "load_game", "load_collection"):
            loaded, refused, other = (
                self.outcomes[loader, kind] for kind in ("loaded", "SgfError", "other")
            )
            print(f"  {loader:<16} loaded {loaded:>7,}  SgfError {refused:>7,}  other {other:>5,}")
        print(f"slowest load: {self.slowest[0]:.2f} s (file, source, loader: {self.slowest[1]})")
        files = len(self.failed_files)
        print(f"exceptions other than SgfError: {self.failed:,} in {files:,} files")
        for (kind, filename, line), (times, where, loader, message) in self.failures.items():
            print(f"  {times:>6} x {kind} at {filename}:{line} ({loader}): {message}")
            print(f"         repro: python3 benchmarks/fuzz_loaders.py --seed {seed} "
                  f"--case {where[0]} --dump case.sgf   (from {where[1]})")


if __name__ == "__main__":
    sys.exit(main())

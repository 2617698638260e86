"""The game library's speed: 10,000 generated game files of mixed games (Go on 9×9, 13×13 and
19×19, Medusa, Magnetic Chess and Gravity Chess) in a temporary folder, then the first scan
(every file read and its positions keyed), a second scan with nothing changed, a scan after
1% of the files changed, and position searches (a position turned by a symmetry among them).

The files are cheap to make and still real games: a few dozen random legal games per kind are
played by the engine, and each file is a random prefix of one of them under its own players,
date, result and event; a Go game is also turned or mirrored by one of the board's 8
symmetries (Go's rules do not see the difference), so the files' positions differ.

Run: ``python3 benchmarks/bench_library.py [files]`` (default 10000; prints figures, asserts
only that the searches find what they must). The first scan is given in seconds and in CPU
seconds: on a shared machine the second is the one to compare.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.library import GameFilter, LibraryIndex, find_position, position_keys, scan
from magnetdesk.record import Game, game_from_sgf_text, game_to_sgf

KINDS = (  # variant, options, share of the files, longest game (moves)
    ("go", {"size": 19}, 0.35, 220),
    ("go", {"size": 13}, 0.10, 120),
    ("go", {"size": 9}, 0.15, 70),
    ("medusa", {}, 0.15, 80),
    ("magnetic-chess", {}, 0.15, 120),
    ("gravity-chess", {}, 0.10, 120),
)
BASE_GAMES = 24  # random games played per kind
NAMES = ("Ann", "Bob", "Chen", "Dana", "Emil", "Fumi", "Grete", "Hiro", "Ines", "Jan")
RESULTS = ("B+R", "W+R", "B+3.5", "W+12.5", "B+T", "W+T", "0", "")


def random_game(variant: str, options: dict[str, object], longest: int, rng: random.Random
                ) -> Game:
    """A random legal game: a random empty cell tried first (cheap on a big Go board), the
    whole list of legal moves when that fails."""
    game = Game.new(variant, **options)
    for _ in range(rng.randint(longest // 2, longest)):
        position = game.position
        if position.end is not None:
            break
        move = None
        empty = [cell for cell, content in enumerate(position.board) if not content]
        for _ in range(4):
            if not empty:
                break
            text = position.topology.name(rng.choice(empty))
            try_move = position.parse_move(text)
            if not isinstance(try_move, Illegal) and position.is_legal(try_move):
                move = try_move
                break
        if move is None:
            moves = [m for m in position.legal_moves() if position.move_text(m) != "pass"]
            if not moves:
                break
            move = rng.choice(moves)
        game.play(position.move_text(move))
    return game


def go_moves(game: Game) -> list[tuple[str, tuple[int, int] | None]]:
    """A Go game's moves as (colour letter, (x, y) from the top left) for SGF."""
    size = game.record.start.topology.size  # type: ignore[attr-defined]
    moves: list[tuple[str, tuple[int, int] | None]] = []
    for node in game.record.main_line()[1:]:
        assert node.play is not None
        cell = game.record.start.topology.parse(node.play.text)
        colour = "B" if node.play.colour == 1 else "W"
        if cell is None:
            moves.append((colour, None))
        else:
            x, y = game.record.start.topology.coords[cell]  # type: ignore[attr-defined]
            moves.append((colour, (x, size - 1 - y)))
    return moves


def turned(xy: tuple[int, int], symmetry: int, size: int) -> tuple[int, int]:
    x, y = xy
    if symmetry & 1:
        x = size - 1 - x
    if symmetry & 2:
        y = size - 1 - y
    if symmetry & 4:
        x, y = y, x
    return x, y


def header(rng: random.Random) -> dict[str, str]:
    black, white = rng.sample(NAMES, 2)
    date = f"{rng.randint(1990, 2026)}-{rng.randint(1, 12):02}-{rng.randint(1, 28):02}"
    return {"PB": black, "PW": white, "DT": date, "RE": rng.choice(RESULTS),
            "EV": f"Club night {rng.randint(1, 60)}"}


def go_file(moves: list[tuple[str, tuple[int, int] | None]], size: int, info: dict[str, str],
            symmetry: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    props = "".join(f"{key}[{value}]" for key, value in info.items() if value)
    body = []
    for colour, xy in moves:
        if xy is None:
            body.append(f";{colour}[]")
        else:
            x, y = turned(xy, symmetry, size)
            body.append(f";{colour}[{letters[x]}{letters[y]}]")
    return f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[6.5]{props}{''.join(body)})\n"


def other_file(game: Game, plies: int, info: dict[str, str]) -> str:
    record = game.record
    line = record.main_line()
    copy = record.line_to(line[min(plies, len(line) - 1)])
    copy.info.update({key: value for key, value in info.items() if key != "RE" and value})
    if info["RE"]:
        copy.set_result(copy.main_line()[-1], info["RE"])
    return game_to_sgf(copy)


def generate(folder: Path, count: int, seed: int = 44) -> float:
    rng = random.Random(seed)
    started = time.perf_counter()
    written = 0
    for variant, options, share, longest in KINDS:
        games = [random_game(variant, options, longest, rng) for _ in range(BASE_GAMES)]
        go_lines = [go_moves(game) for game in games] if variant == "go" else []
        size = int(options.get("size", 0))  # type: ignore[call-overload]
        for _ in range(round(count * share)):
            if written >= count:
                break
            which = rng.randrange(len(games))
            plies = rng.randint(1, len(games[which].record.main_line()) - 1)
            info = header(rng)
            if go_lines:
                text = go_file(go_lines[which][:plies], size, info, rng.randrange(8))
            else:
                text = other_file(games[which], plies, info)
            sub = folder / f"{variant}-{size or 'x'}" / f"{written // 500:03}"
            sub.mkdir(parents=True, exist_ok=True)
            (sub / f"game-{written:05}.sgf").write_text(text, encoding="utf-8")
            written += 1
    return time.perf_counter() - started


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    root = Path(tempfile.mkdtemp(prefix="magnetdesk-library-"))
    try:
        folder = root / "games"
        made = generate(folder, count)
        files = sorted(folder.rglob("*.sgf"))
        size_mb = sum(f.stat().st_size for f in files) / 1e6
        print(f"generated {len(files):,} files ({size_mb:.1f} MB) in {made:.1f} s")
        index = LibraryIndex(root / "library.sqlite")

        started, cpu = time.perf_counter(), time.process_time()
        report = scan(index, [folder])
        first, cpu = time.perf_counter() - started, time.process_time() - cpu
        positions = index.connection.execute("SELECT COUNT(*) FROM positions").fetchone()[0]
        db_mb = sum(p.stat().st_size for p in root.glob("library.sqlite*")) / 1e6
        print(f"first scan: {first:.1f} s, {cpu:.1f} s of CPU ({report.read / cpu:,.0f} files "
              "per CPU second; the machine's load shows as the difference), "
              f"{report.unreadable} unreadable, {positions:,} (position, game) rows, "
              f"index {db_mb:.0f} MB")

        index.close()
        index = LibraryIndex(root / "library.sqlite")  # as after a restart
        started = time.perf_counter()
        report = scan(index, [folder])
        again = time.perf_counter() - started
        print(f"re-scan, nothing changed: {again:.2f} s ({report.unchanged:,} unchanged, "
              f"{report.read} read)")

        rng = random.Random(7)
        for path in rng.sample(files, len(files) // 100):
            path.write_text(path.read_text(encoding="utf-8").replace("Club", "Town"),
                            encoding="utf-8")
            os.utime(path, ns=(time.time_ns(), time.time_ns() + 1_000_000_000))
        started = time.perf_counter()
        report = scan(index, [folder])
        changed = time.perf_counter() - started
        print(f"re-scan, {report.read} files changed: {changed:.2f} s")

        searches = []
        for path in rng.sample(files, 20):
            record, _ = game_from_sgf_text(path.read_text(encoding="utf-8"))
            line = record.main_line()
            position = record.position(line[rng.randrange(len(line))])
            started = time.perf_counter()
            games = find_position(index, position)
            rows = index.games(GameFilter(keys=position_keys(position)))
            searches.append(time.perf_counter() - started)
            own = index.game(str(path))
            assert own is not None and own.id in games and len(rows) == len(games)
        searches.sort()
        print(f"position search (20 positions, the games listed): median "
              f"{searches[len(searches) // 2] * 1000:.1f} ms, slowest {searches[-1] * 1000:.1f} ms")
        index.close()
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()

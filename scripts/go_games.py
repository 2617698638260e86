"""Games of GNU Go against itself, the real play the plain-Go problems are cut from.

    python3 scripts/go_games.py 20        # scripts/data/go-games.txt: 20 games a size

One game per seed: the levels of both sides (1 to 10) and two opening moves come from
``random.Random(seed)``, GNU Go plays the rest (``gnugo --mode gtp --level L --seed S``) until
both pass or :data:`LAST_PLY`; the same seed gives the same game. The games are kept as text,
one a line (``size seed level-black level-white: moves...``), so the problems can be made
again from the file without GNU Go's games (``scripts/problems_go.py`` reads it).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.helpers.gnugo import GnuGo

GAMES = Path(__file__).resolve().parent / "data" / "go-games.txt"
LAST_PLY = 60
SIZES = (7, 9)
LETTERS = "ABCDEFGHJKLMNOPQRST"


def game(size: int, seed: int) -> tuple[int, int, list[str]]:
    """The levels (Black's, White's) and the moves of one game (``pass`` for a pass)."""
    rng = random.Random(seed * 100 + size)
    levels = rng.randint(1, 10), rng.randint(1, 10)
    engines = [GnuGo("--level", str(level), "--seed", str(seed)) for level in levels]
    try:
        for engine in engines:
            engine.send_all_ok([f"boardsize {size}", "clear_board", "komi 6.5"])
        moves: list[str] = []
        inner = [f"{LETTERS[x]}{y + 1}" for x in range(1, size - 1) for y in range(1, size - 1)]
        for opening in rng.sample(inner, 2):
            colour = "black" if len(moves) % 2 == 0 else "white"
            for engine in engines:
                engine.command(f"play {colour} {opening}")
            moves.append(opening)
        while len(moves) < LAST_PLY and moves[-2:] != ["pass", "pass"]:
            side = len(moves) % 2
            colour = "black" if side == 0 else "white"
            move = engines[side].command(f"genmove {colour}", timeout=120).upper()
            if move == "RESIGN":
                break
            move = "pass" if move == "PASS" else move
            engines[1 - side].command(f"play {colour} {move}")
            moves.append(move)
        return levels[0], levels[1], moves
    finally:
        for engine in engines:
            engine.close()


def read_games(path: Path = GAMES) -> list[tuple[int, int, list[str]]]:
    """The kept games as (size, seed, moves)."""
    games = []
    for line in path.read_text(encoding="ascii").splitlines():
        head, _, moves = line.partition(":")
        size, seed, _black, _white = (int(value) for value in head.split())
        games.append((size, seed, moves.split()))
    return games


def main() -> int:
    """Play the games not yet in the file (a size and seed at a time), appending each."""
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    GAMES.parent.mkdir(exist_ok=True)
    have = {(size, seed) for size, seed, _ in read_games()} if GAMES.is_file() else set()
    for seed in range(1, count + 1):
        for size in SIZES:
            if (size, seed) in have:
                continue
            black, white, moves = game(size, seed)
            with GAMES.open("a", encoding="ascii") as file:
                file.write(f"{size} {seed} {black} {white}: {' '.join(moves)}\n")
            print(f"{size} {seed}: {len(moves)} moves", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

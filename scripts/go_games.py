"""Games of GNU Go against itself and against Pachi, the real play the plain-Go problems are
cut from.

    python3 scripts/go_games.py 20          # scripts/data/go-games.txt: 20 games a size
    python3 scripts/go_games.py --pachi 16  # scripts/data/go-pachi-games.txt: 16 9x9 games

One game per seed: the players and two opening moves come from ``random.Random``, the engines
play the rest until both pass, one resigns or :data:`LAST_PLY`; the same seed gives the same
GNU Go game (Pachi's search is not seeded: its games are kept, not replayed). GNU Go against
itself: the levels of both sides 1 to 10 (``gnugo --mode gtp --level L --seed S``), on 7x7
and 9x9. GNU Go against Pachi (built by ``benchmarks/build_pachi.py``, ``-t =N
pondering=0``): 9x9, GNU Go's level 1 to 10, Pachi's playouts 500 to 4000, Pachi Black on odd
seeds. The games are kept as text, one a line (``size seed black white: moves...``, a player
a GNU Go level or ``gnugoL`` / ``pachiN``), so the problems can be made again from the files
without the engines (``scripts/problems_go.py`` reads them).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magnetdesk.learn.gnugo import GnuGo
from tests.helpers.pachi import pachi_binary

DATA = Path(__file__).resolve().parent / "data"
GAMES = DATA / "go-games.txt"
PACHI_GAMES = DATA / "go-pachi-games.txt"
LAST_PLY = 60
SIZES = (7, 9)
PACHI_SIZE = 9
PLAYOUTS = (500, 1000, 2000, 4000)
LETTERS = "ABCDEFGHJKLMNOPQRST"


def play(engines: list[GnuGo], size: int, rng: random.Random) -> list[str]:
    """The moves of one game between ``engines`` (Black's first), from two opening moves
    drawn by ``rng`` (``pass`` for a pass); the engines are closed at the end."""
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
        return moves
    finally:
        for engine in engines:
            engine.close()


def game(size: int, seed: int) -> tuple[str, str, list[str]]:
    """GNU Go against itself: the levels (Black's, White's) and the moves of one game."""
    rng = random.Random(seed * 100 + size)
    levels = rng.randint(1, 10), rng.randint(1, 10)
    engines = [GnuGo("--level", str(level), "--seed", str(seed)) for level in levels]
    return str(levels[0]), str(levels[1]), play(engines, size, rng)


def pachi_game(seed: int) -> tuple[str, str, list[str]]:
    """GNU Go against Pachi on 9x9: the players (Black's, White's) and the moves."""
    binary = pachi_binary()
    if binary is None:
        raise SystemExit("Pachi is not built here: python3 benchmarks/build_pachi.py")
    rng = random.Random(seed * 100 + 77)
    level, playouts = rng.randint(1, 10), rng.choice(PLAYOUTS)
    gnugo = GnuGo("--level", str(level), "--seed", str(seed))
    pachi = GnuGo("-t", f"={playouts}", "pondering=0", "threads=1", path=str(binary), mode=())
    players = [(gnugo, f"gnugo{level}"), (pachi, f"pachi{playouts}")]
    if seed % 2:
        players.reverse()
    moves = play([engine for engine, _ in players], PACHI_SIZE, rng)
    return players[0][1], players[1][1], moves


def read_games(path: Path = GAMES) -> list[tuple[int, int, list[str]]]:
    """The kept games of ``path`` as (size, seed, moves)."""
    games = []
    for line in path.read_text(encoding="ascii").splitlines():
        head, _, moves = line.partition(":")
        size, seed = (int(value) for value in head.split()[:2])
        games.append((size, seed, moves.split()))
    return games


def main() -> int:
    """Play the games not yet in the file (a size and seed at a time), appending each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int, nargs="?", default=20, help="seeds 1 to COUNT")
    parser.add_argument("--pachi", action="store_true", help="GNU Go against Pachi, 9x9")
    arguments = parser.parse_args()
    path = PACHI_GAMES if arguments.pachi else GAMES
    sizes = (PACHI_SIZE,) if arguments.pachi else SIZES
    DATA.mkdir(exist_ok=True)
    have = {(size, seed) for size, seed, _ in read_games(path)} if path.is_file() else set()
    for seed in range(1, arguments.count + 1):
        for size in sizes:
            if (size, seed) in have:
                continue
            black, white, moves = pachi_game(seed) if arguments.pachi else game(size, seed)
            with path.open("a", encoding="ascii") as file:
                file.write(f"{size} {seed} {black} {white}: {' '.join(moves)}\n")
            print(f"{size} {seed} {black} {white}: {len(moves)} moves", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

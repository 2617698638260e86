"""How fast game records load, save and navigate: a 10,000-node tree with 500 branches, and a
100,000-move game, on 19×19 Go.

Run: ``python3 benchmarks/bench_record.py`` (prints figures; it asserts nothing).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.record import Game, game_to_sgf, load_game, save_game


def timed(label: str, action: Callable[[], object], repeat: int = 1) -> object:
    start = time.perf_counter()
    for _ in range(repeat):
        result = action()
    seconds = (time.perf_counter() - start) / repeat
    if seconds < 0.001:
        shown = f"{seconds * 1e6:9.1f} µs"
    elif seconds < 1:
        shown = f"{seconds * 1000:9.1f} ms"
    else:
        shown = f"{seconds:9.2f} s "
    each = " each" if repeat > 1 else ""
    print(f"  {label:<52}{shown}{each}")
    return result


def random_moves(game: Game, count: int, rng: random.Random) -> None:
    """``count`` random legal moves (no passes) from the current node."""
    played = 0
    while played < count:
        position = game.position
        empty = [cell for cell, stone in enumerate(position.board) if stone == 0]
        for _ in range(50):
            outcome = game.play(position.move_text(rng.choice(empty)))
            if not isinstance(outcome, Illegal):
                break
        else:
            game.play("pass")
        played += 1


def branched_tree(rng: random.Random) -> Game:
    """500 main-line moves, then 500 branches of 19 moves, each from a random node (a branch
    that repeats an existing move follows it): about 10,000 nodes."""
    game = Game.new("go", size=19)
    random_moves(game, 500, rng)
    nodes = list(game.record.nodes())
    for _ in range(500):
        game.node = rng.choice(nodes)
        random_moves(game, 19, rng)
    return game


def navigation(game: Game, rng: random.Random) -> None:
    record = game.record
    nodes = list(record.nodes())
    branch_points = sum(len(node.children) > 1 for node in nodes)
    moves = len(record.main_line()) - 1
    print(f"  ({len(nodes):,} nodes, {branch_points} branch points, {moves:,} main-line moves)")
    timed("first, then last (position shown)", lambda: (game.first(), game.last(),
                                                        game.position))
    timed("go to a random move number (position shown)",
          lambda: (game.first(), game.go_to_move(rng.randrange(moves)), game.position),
          repeat=200)

    def jump() -> None:
        game.node = rng.choice(nodes)
        game.position  # noqa: B018 - computing the position is what is measured

    timed("jump to a random node (position shown)", jump, repeat=500)
    timed("undo, then redo (position shown)",
          lambda: (game.undo(), game.position, game.redo(), game.position), repeat=1000)
    timed("next variation (position shown)",
          lambda: (game.next_variation() or game.first(), game.position), repeat=500)
    timed("promote a random variation", lambda: (jump(), game.promote()), repeat=200)
    timed("play a move at a random node", lambda: (jump(), random_moves(game, 1, rng)),
          repeat=200)


def files(game: Game, folder: str, name: str) -> None:
    path = os.path.join(folder, name)
    timed("to SGF text", lambda: game_to_sgf(game.record))
    timed("save (atomic)", lambda: save_game(game.record, path))
    print(f"  ({os.path.getsize(path) / 1024:,.0f} KB)")
    record, warnings = timed("load (parse and replay every move)", lambda: load_game(path))
    assert not warnings, warnings
    game.record = record
    game.node = record.root


def memory_of_loading(path: str) -> None:
    """What a loaded game holds in memory (tracemalloc; slows the load, so measured apart)."""
    tracemalloc.start()
    record, _ = load_game(path)
    held, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  memory held by the loaded game: {held / 2**20:,.0f} MB "
          f"(peak while loading {peak / 2**20:,.0f} MB)")
    del record


def main() -> None:
    rng = random.Random(20261122)
    with tempfile.TemporaryDirectory() as folder:
        print("A 10,000-node tree with 500 branches, 19×19 Go")
        tree = timed("build by playing every move", lambda: branched_tree(rng))
        files(tree, folder, "tree.sgf")
        navigation(tree, rng)

        print("A 100,000-move game, 19×19 Go (random legal moves, many captures)")
        line = Game.new("go", size=19)
        timed("build by playing every move", lambda: random_moves(line, 100_000, rng))
        files(line, folder, "line.sgf")
        navigation(line, rng)
        memory_of_loading(os.path.join(folder, "line.sgf"))
        kept = sum(node.checkpoint is not None for node in line.record.nodes())
        print(f"  positions kept: {kept:,} checkpoints + "
              f"{len(line.record.positions._recent)} recent")


if __name__ == "__main__":
    main()

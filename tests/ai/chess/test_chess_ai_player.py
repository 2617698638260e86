"""The chess search through :func:`magnetdesk.ai.player.think` (the app's, the text
protocol's and the arena's one entry point): every level answers, in this process and in
one worker process, and a stop ends it at once."""

from __future__ import annotations

import multiprocessing
import random
import threading
import time

import pytest

from magnetdesk.ai.chess import search as chess_search
from magnetdesk.ai.core import parallel
from magnetdesk.ai.levels import LEVELS
from magnetdesk.ai.player import think
from magnetdesk.arena.core import builtin_player, run_match
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import WHITE


@pytest.fixture(autouse=True)
def no_worker_process_left_behind():
    yield
    parallel.shutdown()
    assert multiprocessing.active_children() == []


def played(variant: str, plies: int, seed: int) -> ChessPosition:
    rng = random.Random(seed)
    position = new_chess_position(variant)
    for _ in range(plies):
        position = position.play(rng.choice(position.legal_moves())).position
    assert position.end is None
    return position


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_answers_with_a_legal_move(level):
    p = played("magnetic-chess", 6, seed=level)
    result = think(p, level, seconds=0.4, seed=1, workers=1)
    assert p.is_legal(result.move) and 0 < result.win_rate < 1
    assert result.elapsed < 1.0


def test_levels_have_growing_node_budgets():
    p = new_chess_position("gravity-chess")
    caps = [chess_search.level_budget(LEVELS[n], p).playouts for n in sorted(LEVELS)]
    assert caps == sorted(caps) and caps[0] < 1000 and caps[-1] >= 10**9
    assert chess_search.level_budget(LEVELS[5], p).seconds == LEVELS[5].seconds
    assert chess_search.level_budget(LEVELS[2], p, playouts=77).playouts == 77


def test_think_in_this_process_repeats_with_a_seed():
    p = played("anti-magnetic-chess", 8, seed=3)
    first = think(p, 5, playouts=3000, seed=4, workers=1)
    again = think(p, 5, playouts=3000, seed=4, workers=1)
    assert first.move == again.move and p.is_legal(first.move)
    assert first.playouts >= 3000 - chess_search.POLL_EVERY


def test_think_in_a_worker_process_takes_the_king():
    rules = new_chess_position("magnetic-chess").rules
    p = ChessPosition.setup(rules, "4k3/8/8/8/8/8/8/4R1K1", to_move=WHITE)
    result = think(p, 5, playouts=5000, seed=2)
    assert p.move_text(result.move) == "e1e8"
    assert len(parallel.default_pool().pids()) >= 1


def test_think_in_a_worker_process_stops_when_asked():
    p = played("chess-NNNN", 4, seed=5)
    parallel.default_pool().wait_ready()
    asked = threading.Event()
    threading.Timer(0.5, asked.set).start()
    started = time.monotonic()
    result = think(p, 5, seconds=60, seed=1, stop=asked.is_set)
    assert time.monotonic() - started < 0.5 + 0.3
    assert result.stopped and p.is_legal(result.move)


def test_the_arena_plays_chess_with_the_baselines():
    start = new_chess_position("magnetic-chess")
    greedy, rand = builtin_player("greedy"), builtin_player("random")
    match = run_match(greedy, rand, start, games=2, seed=1, max_moves=40)
    assert match.counted == 2
    assert all(r.reason in ("king captured", "move cap", "resignation") for r in match.results)

"""The Strongest level's helper threads (lazy SMP, ai/chess/chesscore/threads.c): who gets
them, and that a search with them finds what one thread finds, counts every thread's nodes,
stops at once and leaves a readable table. No timing: how much deeper the threads see in the
same time is measured in benchmarks (docs/strength.md)."""

from __future__ import annotations

import math

import pytest

from magnetdesk.ai.chess import compiled
from magnetdesk.ai.chess import search as chess_search
from magnetdesk.ai.chess.pruning import PRUNING_SIGHT
from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.chess.variants import new_chess_position
from tests.ai.chess.test_chess_ai import random_positions, setup
from tests.helpers.cores import needs_core


@pytest.mark.parametrize(("cores", "expected"), [(1, 0), (2, 1), (4, 3), (64, 7)])
def test_the_strongest_level_gets_a_helper_for_each_other_core(monkeypatch, cores, expected):
    monkeypatch.setattr(compiled, "usable_cores", lambda: cores)
    start = new_chess_position("chess-NNNN")
    for number, level in LEVELS.items():
        budget = chess_search.level_budget(level, start)
        assert compiled.helpers(budget) == (expected if number == max(LEVELS) else 0), number
        # a node cap makes a search repeatable: no helper then, at any level
        capped = chess_search.level_budget(level, start, playouts=300_000)
        assert compiled.helpers(capped) == 0, number
    assert LEVELS[max(LEVELS)].foresight == PRUNING_SIGHT


def _search(position, nodes, helpers, poll=None):
    """The core's search of every legal move with ``helpers`` threads beside it."""
    core = compiled.ChessCore(position.rules)
    moves = position.legal_moves()
    depth, scored, searched, stopped = core.core.search(
        *core._state(position), compiled.game_keys(position),
        [compiled.encode(m) for m in moves], nodes, math.inf, poll, True, helpers,
    )
    return core, depth, [(compiled.decode(m), s) for m, s in scored], searched, stopped


@needs_core("chesscore")
@pytest.mark.parametrize(("text", "move"), [
    ("q3k3/pp1p1ppp/8/3N4/8/8/PPPP1PPP/4K3", "d5c7"),  # the fork of king and queen: quiet
    ("4k3/8/8/2q5/8/8/8/4R1K1", "e1e8"),  # the king taken at once
    ("6k1/5ppp/8/8/8/8/r4PPP/3R2K1", "d1d8"),  # the back rank: the rook threatens the king
])
def test_with_helpers_it_finds_the_tactics_one_thread_finds(text, move):
    position = setup("chess-NNNN", text)
    for helpers in (0, 1, 3):
        _, _, scored, _, stopped = _search(position, 100_000, helpers)
        assert not stopped
        assert position.move_text(scored[0][0]) == move, helpers


@needs_core("chesscore")
def test_the_helpers_nodes_are_counted_and_their_table_entries_read_back():
    """The main search stops at its node cap; the helpers' nodes come on top. The table the
    threads shared gives a legal line after every root move (a torn entry would not)."""
    cap = 200_000
    extra = []
    for position in random_positions("magnetic-chess", 4, seed=3):
        core, depth, scored, nodes, _ = _search(position, cap, 1)
        assert depth >= 2 and nodes >= cap
        extra.append(nodes - cap)
        for move, _ in scored[:5]:
            line = core.line(move)
            walk = position
            for step in line:
                assert step in walk.legal_moves(), (position, line)
                walk = walk.play(step).position
                if walk.end is not None:
                    break
    assert max(extra) > 0, "the helper threads searched nothing"


@needs_core("chesscore")
def test_a_stop_ends_the_helpers_too():
    position = new_chess_position("anti-magnetic-chess")
    calls = []

    def poll(nodes):
        calls.append(nodes)
        return len(calls) >= 3

    _, _, scored, nodes, stopped = _search(position, 2**62, 3, poll)
    assert stopped and scored and len(calls) == 3
    # and the core searches again afterwards, with helpers, to its cap
    _, depth, scored, nodes, stopped = _search(position, 50_000, 1)
    assert not stopped and depth >= 2 and nodes >= 50_000

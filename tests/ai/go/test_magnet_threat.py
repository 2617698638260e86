"""Magnetgo's one-move threats (magnetdesk.ai.go.magnet_threat): what the opponent's magnets can
take right after our move, and the search that avoids giving it."""

from __future__ import annotations

import random

import pytest

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.node import Node
from magnetdesk.ai.core.search_types import Budget, RootStats
from magnetdesk.ai.go import mcts, priors, settle
from magnetdesk.ai.go.magnet_playout import MagnetBoard
from magnetdesk.ai.go.magnet_threat import (
    applies,
    best_capture,
    pass_threat,
    reply_threat,
    two_move_threat,
)
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.playout import NO_POINT
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position

# Black's E9 pushes E8 down to E6, the last liberty of the white chain D5 E5 F5 (as in
# tests/ai/go/test_mcts.py): a three-stone capture only the magnets make.
PUSH = """
    . . . . . . . . .
    . . . . X . . . .
    . . . . . . . . .
    . . . X . X . . .
    . . X O O O X . .
    . . . X X X . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""

# Black to move, from a greedy self-play game (seed 26 of the finder). Most black moves leave
# White a two-stone capture by the magnets; B8 and E4 (among a few) leave none.
THREATENED = """
    . . . X O X O . .
    O . . . O X . . .
    X X O X . O O . X
    . . . . . O X O X
    . X O . . . X . .
    . O . . . X O . .
    . . . . O X . O X
    . . . . . . . . .
    . . X . O . O . .
"""


@pytest.fixture
def estimate_agrees(monkeypatch):
    """The engine's own dead-stone estimate agrees with the search's ownership (these tests
    give the search an invented ownership; the estimate's own veto is tested in
    tests/ai/go/test_mcts.py)."""
    monkeypatch.setattr(settle, "estimated_winner", lambda position: position.to_move)


def _engine_best_capture(position) -> int:
    """The same answer as :func:`best_capture`, through the engine's own moves."""
    best = 0
    for cell, stone in enumerate(position.board):
        if stone != EMPTY:
            continue
        outcome = position.attempt(cell)
        if isinstance(outcome, Illegal):
            continue
        taken = sum(len(e.cells) for e in outcome.effects if type(e).__name__ == "Captured")
        lost = sum(len(e.cells) for e in outcome.effects if type(e).__name__ == "Removed")
        best = max(best, taken - lost)
    return best


def test_best_capture_agrees_with_the_engine_and_leaves_the_board_as_it_was():
    push = position_from_text("magnetgo", PUSH, to_move="black")
    assert best_capture(MagnetBoard(push)) == 3
    for text, to_move in ((PUSH, "black"), (PUSH, "white"), (THREATENED, "black"),
                          (THREATENED, "white")):
        position = position_from_text("magnetgo", text, to_move=to_move)
        board = MagnetBoard(position)
        before = board.save()
        assert best_capture(board) == _engine_best_capture(position)
        assert board.save() == before


def test_the_threats_are_for_magnetgo_only():
    assert applies(new_position("magnetgo", size=9).rules)
    for variant in ("go", "atari-go", "stoical-go"):
        assert not applies(new_position(variant, size=9).rules)


def _threats(position) -> dict[int, int]:
    found = {}
    for cell, stone in enumerate(position.board):
        if stone == EMPTY:
            outcome = position.attempt(cell)
            if not isinstance(outcome, Illegal):
                found[cell] = reply_threat(outcome.position)
    return found


@pytest.mark.parametrize("seed", range(4))
def test_the_search_does_not_let_the_magnets_take_a_chain_next_move(seed):
    position = position_from_text("magnetgo", THREATENED, to_move="black")
    threats = _threats(position)
    assert max(threats.values()) >= 2 and min(threats.values()) == 0
    stats = mcts.search_stats(position, Budget(playouts=300), rng=random.Random(seed))
    move = mcts.choose(position, stats).move
    assert threats[move] == 0, position.move_text(move)


def test_without_foresight_the_search_leaves_the_magnets_a_chain():
    # The Beginner's weakness (levels.LEVELS[1].foresight is 0): the same search as
    # above, without the look ahead, leaves White a capture in most seeds.
    position = position_from_text("magnetgo", THREATENED, to_move="black")
    threats = _threats(position)
    blind = Budget(playouts=300, foresight=0)
    moves = [
        mcts.choose(position, mcts.search_stats(position, blind, rng=random.Random(seed))).move
        for seed in range(4)
    ]
    assert sum(threats[move] >= 1 for move in moves) >= 2, [position.move_text(m) for m in moves]


def _root_priors(position, threats: int) -> dict[int, float]:
    root = Node(PASS, position)
    assert priors.expand_engine(root, NO_POINT, random.Random(1), threats=threats)
    return {child.move: child.prior_visits for child in root.children}


def test_foresight_sees_only_captures_of_at_least_so_many_stones():
    position = position_from_text("magnetgo", THREATENED, to_move="black")
    biggest = max(_threats(position).values())
    blind = _root_priors(position, 0)
    assert _root_priors(position, biggest + 1) == blind
    assert _root_priors(position, biggest) != blind
    assert _root_priors(position, 1) != blind


def test_the_worker_processes_search_with_the_budgets_foresight():
    position = position_from_text("magnetgo", THREATENED, to_move="black")
    pool = parallel.WorkerPool(2)
    try:
        assert pool.wait_ready() == 2
        seeing = pool.search(position, Budget(playouts=60), seed=3)
        blind = pool.search(position, Budget(playouts=60, foresight=0), seed=3)
        again = pool.search(position, Budget(playouts=60, foresight=0), seed=3)
    finally:
        pool.shutdown()
    assert blind.workers == 2
    assert blind.stats.moves == again.stats.moves
    assert blind.stats.moves != seeing.stats.moves


def test_it_does_not_pass_while_the_magnets_can_capture_next_move(estimate_agrees):
    # White leads by the count (every point White's), but if White passes, Black's E9 takes
    # three stones; the same statistics in plain Go keep the pass.
    for variant, expected in (("magnetgo", "a1"), ("go", "pass")):
        position = position_from_text(variant, PUSH, to_move="white")
        white_area = [-600.0] * len(position.board)
        moves = {PASS: (500, 400.0), position.parse_move("A1"): (100, 50.0)}
        stats = RootStats(600, moves, white_area)
        assert position.move_text(mcts.choose(position, stats).move).lower() == expected


def test_the_territory_rule_does_not_turn_the_only_searched_move_into_a_pass(estimate_agrees):
    # Under territory scoring a move into the mover's sure territory becomes a pass (it
    # only costs a point), but not while the pass lets the magnets capture (a game lost
    # that way: the only move searched saved three stones and was passed instead).
    for variant, expected in (("magnetgo", "a1"), ("go", "pass")):
        position = position_from_text(variant, PUSH, to_move="white", scoring="territory")
        white_area = [-600.0] * len(position.board)
        moves = {position.parse_move("A1"): (540, 495.0), PASS: (60, 55.0)}
        stats = RootStats(600, moves, white_area)
        assert position.move_text(mcts.choose(position, stats).move).lower() == expected


def test_with_only_the_pass_searched_it_plays_the_safest_move():
    position = position_from_text("magnetgo", PUSH, to_move="white")
    stats = RootStats(600, {PASS: (600, 500.0)}, [-600.0] * len(position.board))
    move = mcts.choose(position, stats).move
    assert move != PASS
    assert reply_threat(position.play(move).position) == 0


def test_after_the_opponents_pass_a_winning_pass_still_ends_the_game(estimate_agrees):
    position = position_from_text("magnetgo", PUSH, to_move="black").play(PASS).position
    white_area = [-600.0] * len(position.board)
    stats = RootStats(600, {position.parse_move("A1"): (500, 400.0)}, white_area)
    assert mcts.choose(position, stats).move == PASS


def test_magnetgo_resigns_later_than_go():
    for variant, resigns in (("go", True), ("magnetgo", False)):
        position = new_position(variant, size=9)
        stats = RootStats(2000, {40: (1500, 90.0), 41: (500, 10.0)})  # 6% for the best
        assert mcts.choose(position, stats).resign is resigns


# Black to move, from a 3 s game against the greedy player (move 81): Black passed twice
# here with a 99% win rate, White's free moves B8 and B7 prepared C5, which takes six
# stones, and no answer saved them. Nothing can be captured at once, but two White moves in
# a row take six.
FREE_MOVE = """
    . O X X . X O O O
    . O O X . X O . O
    X O X X . X O O .
    X O X X X X X O .
    X X . X X . X O O
    X X O X X X X X X
    O O O X O X O O O
    . X O X O O . O .
    . . O O . . O . .
"""


def test_it_does_not_pass_when_two_free_moves_would_take_a_chain(estimate_agrees):
    for variant, expected in (("magnetgo", "e6"), ("go", "pass")):
        position = position_from_text(variant, FREE_MOVE, to_move="black")
        black_area = [600.0] * len(position.board)
        moves = {PASS: (500, 495.0), position.parse_move("E6"): (100, 95.0)}
        stats = RootStats(600, moves, black_area)
        assert position.move_text(mcts.choose(position, stats).move).lower() == expected
    position = position_from_text("magnetgo", FREE_MOVE, to_move="black")
    assert pass_threat(position) == 0
    assert two_move_threat(position) == 6


# White to move, move 58 of a 3 s game against the greedy player: the search liked A9 (1638
# visits, 79%), the territory rule passed it over as a move into White's own area and fell
# back on A4 (2 visits, no win), and the search resigned a game the count had even.
TRIED_TWICE = """
    . X O . O . . X .
    . O . O X X . . .
    . X . O X X X . .
    O O O O O O O X .
    X O X X O X O O O
    . X X O X X O X X
    . X O O O X O . .
    . X O . O X . X .
    . . X . O X . O X
"""


@pytest.mark.parametrize("variant", ["magnetgo", "go"])
def test_it_does_not_resign_on_a_move_tried_twice(variant):
    position = position_from_text(variant, TRIED_TWICE, to_move="white", scoring="territory")
    a9, a4 = position.parse_move("A9"), position.parse_move("A4")
    ownership = [-1640.0] * len(position.board)  # every playout: White
    for cell in (a4, *position.rules.grid.neighbours[a4]):
        ownership[cell] = 0.0  # A4 is not White's sure territory, A9 is
    stats = RootStats(1640, {a9: (1638, 1294.0), a4: (2, 0.0)}, ownership)
    result = mcts.choose(position, stats)
    assert result.move != a4
    assert not result.resign


# Black to move, move 95 of a 3 s game against the greedy player. The search's only move
# (J6, 99% won) lay in what its playouts called Black's territory, so the territory rule
# passed instead; White took J6, its stones on the right lived, and Black resigned.
VITAL = """
    O O O X . X . X .
    O O O X X X X . X
    O . O X O X X X O
    O . O O O X O O .
    O O X X X X X O .
    O O O O O X O . O
    O O O O O X O O O
    O . O X X X X X X
    O O O X . X . X .
"""


@pytest.mark.parametrize("seed", range(2))
def test_it_does_not_pass_on_a_vital_point_of_its_own_territory(seed):
    position = position_from_text("magnetgo", VITAL, to_move="black")
    stats = mcts.search_stats(position, Budget(playouts=500), rng=random.Random(seed))
    assert position.move_text(mcts.choose(position, stats).move) == "J6"

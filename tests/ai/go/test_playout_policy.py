"""The playout policy and its 3×3 tables: the cheap knowledge of the search's playouts."""

from __future__ import annotations

import random

from magnetdesk.ai.go.patterns import EYE, FREE_SIDES, PATTERN, code_of
from magnetdesk.ai.go.playout_policy import (
    GO_POLICY,
    atari_moves,
    final_margin,
    liberties_after,
    owners,
    playout,
    policy_step,
)
from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.engine.core.counting import area_owner
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Illegal, Removed
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.playout import PlayoutBoard
from magnetdesk.engine.go.position import chain_at, liberties
from magnetdesk.engine.variants import new_position


def board_after(text: str, *moves: str, to_move: str = "black", **options) -> PlayoutBoard:
    """A playout board of the diagram, after ``moves`` (so that it has a last move)."""
    position = position_from_text("go", text, to_move, **options)
    board = PlayoutBoard.from_position(position)
    for move in moves:
        assert board.play(position.rules.grid.parse(move))
    return board


def random_positions(count: int, size: int = 9):
    """Positions along seeded policy playouts (and their playout boards)."""
    start = new_position("go", size=size)
    for seed in range(count):
        rng = random.Random(seed)
        board = PlayoutBoard.from_position(start)
        position = start
        for _ in range(rng.randrange(10, 120)):
            move = policy_step(board, rng, GO_POLICY)
            position = position.play(move).position
            if board.finished:
                break
        yield position, board


# --- the tables ----------------------------------------------------------------------------


def test_the_kept_3x3_codes_match_codes_made_from_scratch():
    for position, board in random_positions(60):
        fresh = PlayoutBoard.from_position(position)
        assert board.code == fresh.code


def test_the_eye_table_is_the_players_own_eye_rule():
    for position, board in random_positions(60):
        for cell, stone in enumerate(position.board):
            if stone == EMPTY:
                for colour in (BLACK, WHITE):
                    expected = is_own_eye(position, cell, colour)
                    assert bool(EYE[colour][board.code[cell]]) == expected


def test_the_enclosing_hane_is_a_shape_and_the_empty_board_is_not():
    assert PATTERN[code_of("XOX ... ...")]
    assert PATTERN[code_of("OXO ... ...")]  # either colour
    assert PATTERN[code_of("... ... XOX")]  # any orientation
    assert not PATTERN[code_of("... ... ...")]


def test_an_edge_shape_needs_the_edge():
    assert PATTERN[code_of(".XX O.. ###")]  # block the connection along the side
    assert not PATTERN[code_of(".XX O.. ...")]


def test_free_sides_counts_the_empty_sides_only():
    assert FREE_SIDES[code_of("... ... ...")] == 4
    assert FREE_SIDES[code_of("#X# O.. ###")] == 1


# --- the policy ----------------------------------------------------------------------------


def test_liberties_after_agrees_with_the_engine():
    for position, board in random_positions(40):
        colour = position.to_move
        neighbours = position.rules.grid.neighbours
        for cell, stone in enumerate(position.board):
            if stone != EMPTY:
                continue
            outcome = position.attempt(cell)
            if isinstance(outcome, Illegal) or outcome.captured():
                continue
            assert not any(isinstance(e, Removed) for e in outcome.effects)
            chain, _ = chain_at(outcome.position.board, neighbours, cell)
            count = len(liberties(outcome.position.board, neighbours, chain))
            found, stones = liberties_after(board, cell, colour)
            assert found == min(count, 2)
            if count < 2:
                assert stones == len(chain)


def test_it_captures_the_stone_its_last_move_put_in_atari():
    board = board_after("""
        . . . . .
        . . . . .
        . X O X .
        . . . . .
        . . . . .
    """, "C4", "E5")  # Black's C4 ataris C3, White plays elsewhere
    grid = new_position("go", size=5).rules.grid
    assert grid.parse("C2") in atari_moves(board)
    played = [policy_step(board.copy(), random.Random(seed)) for seed in range(20)]
    assert played.count(grid.parse("C2")) >= 15


def test_it_runs_with_the_chain_the_last_move_put_in_atari():
    board = board_after("""
        . . . . .
        . . O O .
        . O X X .
        . . O . .
        . . . . .
    """, "E3", to_move="white")  # White's E3 leaves Black's C3 D3 one liberty, D2
    grid = new_position("go", size=5).rules.grid
    assert atari_moves(board) == [grid.parse("D2")]
    played = [policy_step(board.copy(), random.Random(seed)) for seed in range(20)]
    assert played.count(grid.parse("D2")) >= 15


def test_a_playout_never_fills_the_movers_own_eye():
    position = position_from_text("go", """
        . X . X O
        X X X X O
        O O O O O
        . . . . .
        . . . . .
    """, to_move="black")
    eyes = {position.rules.grid.parse(n) for n in ("A5", "C5")}
    for seed in range(100):
        board = PlayoutBoard.from_position(position)
        moves: list[int] = []
        playout(board, random.Random(seed), 100, moves, GO_POLICY)
        black_moves = moves[0::2]
        assert not eyes & set(black_moves)


def test_owners_and_the_final_margin_count_area_and_komi():
    position = position_from_text("go", """
        . X O .
        X X O O
        X . X O
        X X O .
    """, to_move="black", komi=0.5)
    board = PlayoutBoard.from_position(position)
    owner = owners(board)
    assert owner == area_owner(position.board, position.rules.grid.neighbours)
    assert final_margin(board, position.rules, owner) == 9 - 7 - 0.5

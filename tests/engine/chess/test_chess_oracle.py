"""The move generator under code NNNN (chess without check and without magnetism) against
python-chess, the test oracle.

Our moves are python-chess's pseudo-legal moves with two documented differences:

* **no en passant**: python-chess generates en passant captures; we do not;
* **castling ignores attack**: python-chess leaves out a castling when the king stands on,
  passes over or lands on an attacked square; with no check in the game, we allow it.

Everything else agrees move for move, including promotions (four moves each), double steps,
castling rights lost by a moved or captured rook, and captures of the king.
"""

from __future__ import annotations

import random

import chess
import pytest

from magnetdesk.engine.chess.position import ChessPosition, perft
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import WHITE


class NoCheckBoard(chess.Board):
    """python-chess with the two differences switched off: castling never asks about
    attacked squares, and there is no en passant."""

    def _attacked_for_king(self, path: int, occupied: int) -> bool:
        return False

    def generate_pseudo_legal_ep(self, from_mask: int = chess.BB_ALL, to_mask: int = chess.BB_ALL):
        return iter(())


def ours(p: ChessPosition) -> set[str]:
    return {m.uci() for m in p.legal_moves()}


def oracle(board: chess.Board) -> set[str]:
    """python-chess's pseudo-legal moves minus en passant, plus the castlings it leaves out
    for attacked squares; none once a king has been taken."""
    if board.king(chess.WHITE) is None or board.king(chess.BLACK) is None:
        return set()
    plain = {m.uci() for m in board.pseudo_legal_moves if not board.is_en_passant(m)}
    nocheck = NoCheckBoard(board.fen())
    castlings = {m.uci() for m in nocheck.generate_castling_moves()}
    return plain | castlings


def random_game(seed: int, plies: int) -> list[str]:
    """A random NNNN game of at most ``plies`` moves (it stops when a king is taken)."""
    rng = random.Random(seed)
    p = new_chess_position("chess-NNNN")
    moves = []
    for _ in range(plies):
        legal = p.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(move.uci())
        p = p.play(move).position
    return moves


@pytest.mark.parametrize("seed", range(40))
def test_every_position_of_a_random_game_has_python_chess_pseudo_legal_moves(seed):
    p = new_chess_position("chess-NNNN")
    board = chess.Board()
    for uci in random_game(seed, 120):
        assert ours(p) == oracle(board), f"after {board.move_stack}"
        p = p.play(p.parse_move(uci)).position
        board.push(chess.Move.from_uci(uci))
    assert ours(p) == oracle(board)


def test_the_only_extra_moves_are_castlings_through_attack_and_the_only_missing_en_passant():
    seen_castling = seen_ep = 0
    for seed in range(60):
        p = new_chess_position("chess-NNNN")
        board = chess.Board()
        for uci in random_game(1000 + seed, 150):
            if board.king(chess.WHITE) is not None and board.king(chess.BLACK) is not None:
                theirs = {m.uci() for m in board.pseudo_legal_moves}
                extra, missing = ours(p) - theirs, theirs - ours(p)
                castlings = set(NoCheckBoard(board.fen()).generate_castling_moves())
                for move in map(chess.Move.from_uci, extra):
                    assert move in castlings and board.is_castling(move)
                    seen_castling += 1
                for move in map(chess.Move.from_uci, missing):
                    assert board.is_en_passant(move)
                    seen_ep += 1
            p = p.play(p.parse_move(uci)).position
            board.push(chess.Move.from_uci(uci))
    assert seen_ep > 0 and seen_castling > 0  # the random games met both differences


def perft_oracle(board: chess.Board, depth: int) -> int:
    if depth == 0:
        return 1
    moves = [chess.Move.from_uci(u) for u in oracle(board)]
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += perft_oracle(board, depth - 1)
        board.pop()
    return total


def test_perft_3_from_the_start_is_the_chess_count():
    assert perft(new_chess_position("chess-NNNN"), 3) == 8902


def random_positions(count: int) -> list[ChessPosition]:
    """Middle-game positions of random NNNN games, set up afresh (no history)."""
    rng = random.Random(2024)
    positions = []
    while len(positions) < count:
        seed = rng.randrange(10**6)
        moves = random_game(seed, rng.randrange(8, 60))
        p = new_chess_position("chess-NNNN")
        for uci in moves:
            p = p.play(p.parse_move(uci)).position
        if p.end is None:
            castling = p.fen().split()[2]
            positions.append(
                ChessPosition.setup(p.rules, p.board_text(), p.to_move, castling)
            )
    return positions


@pytest.mark.parametrize("index", range(12))
def test_perft_3_from_a_random_position_agrees_with_python_chess(index):
    p = random_positions(12)[index]
    board = chess.Board(p.fen())
    assert board.turn == (p.to_move == WHITE)
    assert perft(p, 3) == perft_oracle(board, 3)

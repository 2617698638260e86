"""The chess family's and Medusa's judges past the goal search (issue 41): a piece won against
every reply, not only the stored one; a refutation that is the opponent's best reply; Medusa's
goals read two of the opponent's turns on; and on the plain board (code NNNN) our material
search agrees with the same search written with python-chess on every problem's diagram."""

from __future__ import annotations

import chess
import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.goals import Tally
from magnetdesk.learn.judges import QUIET, material_gain, settled_material
from magnetdesk.learn.judges_chess import best_refutation, chess_errors, worst_gain
from magnetdesk.learn.judges_medusa import FALLS, HOLDS, Hold, hold, medusa_errors
from magnetdesk.learn.problems import Problem, load_problems, problem_from_record, solution

# The old gravity-chess/8: 1.Bg7 wins the rook on h8 along the stored line, but after
# 1...Bxb4 the bishop aims at the king and 2.Bxh8 loses it.
KING_FOR_ROOK = Spec(
    "gravity-chess/0", "gravity-chess", (), (), (), WHITE, "piece", 2, "medium", ("h8",), 1,
    ("c3g7", "c4c3", "g7h8"), (("a1b1", ""),),
    board="rn2k1nr/p5pp/2pbp3/8/1Pp5/2B5/P4PPP/R3KBNR w KQkq")
# The old magnetic-chess/2: after the wrong try Kd1 the stored refutation Kf8 saves the king,
# but Kd8 does so too and the field's pull then leaves Black more.
WORSE_REFUTATION = Spec(
    "magnetic-chess/0", "magnetic-chess", (), (), (), WHITE, "king", 1, "easy", ("e8",), 0,
    ("c6e8",), (("c1d1", "e8f8"),), board="4k3/6p1/ppB2p2/4p3/6Pb/7P/2B5/2K5 w -")
# The old medusa/14: c2 keeps b1 for a turn, and White reverses it the turn after.
SHORT_SAVE = Spec(
    "medusa/0", "medusa", (), ("b1", "k3", "k6", "l3", "l5", "m4", "m6", "m8", "n5", "n7", "p7",
                               "q8"),
    ("a1", "a2", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k2"), BLACK, "keep", 1,
    "medium", ("b1",), 1, ("c2",), (("c3", "c2 a1-a3"),), reach=2)


def problem(spec: Spec) -> Problem:
    return problem_from_record(problem_record(spec))


def test_a_piece_won_along_the_stored_line_but_not_against_every_reply_is_refused():
    refused = problem(KING_FOR_ROOK)
    assert material_gain(refused.start, solution(refused), WHITE) > 0  # the stored line
    assert worst_gain(refused) < 0  # 1...Bxb4: the king is lost
    assert any("against every reply" in error for error in chess_errors(refused))


def test_a_stored_refutation_must_be_the_best_reply():
    worse = problem(WORSE_REFUTATION)
    assert best_refutation(worse, "c1d1") == "e8d8"
    errors = chess_errors(worse)
    assert any("best refutation is e8d8, not e8f8" in error for error in errors), errors


def test_a_medusa_save_that_falls_a_turn_later_is_refused():
    short = problem(SHORT_SAVE)
    assert hold(short) == FALLS
    assert any("is undone" in error for error in medusa_errors(short))


def test_a_reversal_undone_at_once_is_refused_and_a_rosette_holds():
    """A black stone with one liberty falls to White's next turn; a black rosette never."""
    spec = Spec("medusa/0", "medusa", (), ("a1",), ("b1", "b3", "c3"), BLACK, "reverse", 1,
                "easy", ("b1",), 1, ("a2",), reach=2)
    start = problem(spec).start.with_to_move(WHITE)
    a1 = start.topology.parse("a1")
    assert a1 is not None
    liberties = [n for n in start.topology.neighbours[a1] if start.board[n] == 0]
    assert len(liberties) == 1
    alone = Tally(0, frozenset({a1}))
    assert Hold(start, frozenset({a1}), BLACK).result(start, alone, turns=1) == FALLS
    ring = next(ring for ring in start.topology.rosettes
                if "j9" in {start.topology.name(cell) for cell in ring})  # round the centre
    names = tuple(start.topology.name(cell) for cell in ring)
    rosette = Spec("medusa/0", "medusa", (), names, ("a1",), BLACK, "rosette", 1, "easy",
                   names, 0, ("pass",), reach=2)
    start = problem(rosette).start.with_to_move(WHITE)
    held = Tally(0, frozenset(ring))
    assert Hold(start, frozenset(ring), BLACK).result(start, held) == HOLDS


# --- the plain board: python-chess counts the same material ------------------------------------

VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9,
          chess.KING: 0}


def balance(board: chess.Board, colour: chess.Color) -> int:
    return sum(value * (len(board.pieces(kind, colour)) - len(board.pieces(kind, not colour)))
               for kind, value in VALUES.items())


def python_chess_value(board: chess.Board, depth: int, alpha: int = -1001, beta: int = 1001
                       ) -> int:
    """The negamax of :func:`magnetdesk.learn.judges.settled_material` with python-chess:
    pseudo-legal moves (a king is taken, not mated), the captures to quiet at most
    :data:`QUIET` plies, castling left out (python-chess forbids it through check)."""
    if board.king(board.turn) is None:
        return -1000
    if depth <= 0:
        stand = balance(board, board.turn)
        if stand >= beta or depth <= -QUIET:
            return stand
        alpha = max(alpha, stand)
    moved = False
    for move in sorted(board.pseudo_legal_moves, key=lambda m: -VALUES.get(
            board.piece_type_at(m.to_square) or 0, 0)):
        if board.is_castling(move) or (depth <= 0 and not board.piece_at(move.to_square)):
            continue
        moved = True
        board.push(move)
        score = -python_chess_value(board, depth - 1, -beta, -alpha)
        board.pop()
        if score >= beta:
            return score
        alpha = max(alpha, score)
    if depth > 0 and not moved:
        return balance(board, board.turn)
    return alpha


CHESS = [p for v in ("magnetic-chess", "anti-magnetic-chess", "gravity-chess",
                      "anti-gravity-chess") for p in load_problems(v)]


def plain(problem: Problem) -> tuple[Problem, chess.Board] | None:
    """The problem's diagram on the plain board, without castling rights; None where
    python-chess cannot hold it (a pawn on a first rank, put there by the field)."""
    fields = problem.record.root.setup.board.split()
    board = chess.Board(f"{fields[0]} {fields[1]} - - 0 1")
    if any(board.pieces(chess.PAWN, c) & (chess.BB_RANK_1 | chess.BB_RANK_8)
           for c in chess.COLORS) or None in (board.king(chess.WHITE), board.king(chess.BLACK)):
        return None
    spec = Spec("chess-custom/0", "chess-custom", (("code", "NNNN"),), (), (), problem.solver,
                "king", 1, "easy", (), 0, (), board=f"{fields[0]} {fields[1]} -")
    return problem_from_record(problem_record(spec)), board


PLAIN = [p for p in CHESS if plain(p) is not None]


def test_most_diagrams_reach_python_chess():
    assert len(PLAIN) >= len(CHESS) // 2


@pytest.mark.parametrize("chess_problem", PLAIN, ids=lambda p: p.id)
def test_the_material_search_agrees_with_python_chess_on_every_diagram(chess_problem):
    found = plain(chess_problem)
    assert found is not None
    ours, board = found
    colour = ours.start.to_move
    assert settled_material(ours.start, colour, 1) == python_chess_value(board, 1)


def test_a_try_that_misses_the_goal_by_itself_has_no_refutation():
    """A placement in a "reverse without placing" problem (medusa/34) misses the goal by
    itself: a stored refutation after it refutes nothing."""
    from magnetdesk.learn.judges_medusa import refutation_errors

    refrain = next(p for p in load_problems("medusa") if p.id == "medusa/34")
    name = refrain.start.topology.name
    spec = Spec("medusa/0", "medusa", (), tuple(name(c) for c in refrain.start.stones(BLACK)),
                tuple(name(c) for c in refrain.start.stones(WHITE)), BLACK, "refrain", 1, "hard",
                refrain.marked, 1, tuple(solution(refrain)), (("e3", "e5 h7-f5"),), reach=2)
    errors = refutation_errors(problem(spec))
    assert any("refutes nothing" in error for error in errors), errors
    assert refutation_errors(refrain) == []

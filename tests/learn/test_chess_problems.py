"""The Magnetic Chess problems (issue 24): the collection is graded, each problem's diagram is
a FEN setup whose side to move is the solver, the right lines end with the goal reached by
the engine, and where the field does not act (the code NNNN) our moves are python-chess's."""

from __future__ import annotations

import chess
import pytest

from magnetdesk.engine.chess.moves import QUEEN
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.learn.lessons import load_lessons
from magnetdesk.learn.problems import GRADES, load_problems, solution
from magnetdesk.record import Game, game_from_sgf_text, game_to_sgf

PROBLEMS = load_problems("magnetic-chess")


def test_the_collection_is_graded_and_plays_both_colours():
    assert len(PROBLEMS) >= 20  # issue 41: judged past their length, themed (docs/problems.md)
    assert {p.grade for p in PROBLEMS} == set(GRADES)
    # take the king, win a piece, and the field's promotion (a pawn brought to its last rank)
    assert {"king", "piece"} <= {p.aim.kind for p in PROBLEMS} <= {"king", "piece", "reach"}
    assert {p.moves for p in PROBLEMS} == {1, 2}
    assert {p.solver for p in PROBLEMS} == {BLACK, WHITE}
    order = [GRADES.index(p.grade) for p in PROBLEMS]
    assert order == sorted(order)


@pytest.mark.parametrize("problem", PROBLEMS, ids=lambda problem: problem.id)
def test_the_diagram_is_the_start_and_reads_back(problem):
    record = problem.record
    board = record.root.setup.board
    side = {"w": WHITE, "b": BLACK}[board.split()[1]]
    assert side == problem.solver == problem.start.to_move
    assert problem.start.fen().split()[:3] == board.split()
    again, warnings = game_from_sgf_text(game_to_sgf(record))
    assert warnings == [] and again.position(again.root) == problem.start


def test_the_right_lines_take_what_the_goal_names():
    for problem in PROBLEMS:
        position = problem.start
        for text in solution(problem):
            position = position.play(position.parse_move(text)).position
        if problem.aim.kind == "king":
            assert position.end is not None and position.end.winner == problem.solver
        elif problem.aim.kind == "reach":  # the field's promotion: a queen of the solver's
            target = problem.start.topology.parse(problem.marked[1])
            assert position.board[target] == problem.solver << 3 | QUEEN, problem.id
        else:
            marked = problem.start.topology.parse(problem.marked[0])
            assert problem.start.board[marked] >> 3 != problem.solver


def without_field(board: str):
    game = Game.new("chess-NNNN")
    assert game.add_setup(board=board) is None
    return game.position


STARTS = [p.record.root.setup.board for p in PROBLEMS] + [
    lesson.problem.record.root.setup.board for lesson in load_lessons("magnetic-chess")]


@pytest.mark.parametrize("board", STARTS)
def test_the_pieces_move_as_in_chess_where_the_field_does_not_act(board):
    ours = without_field(board)
    theirs = chess.Board(board + " - 0 1")
    if any(theirs.pieces(chess.PAWN, colour) & (chess.BB_RANK_1 | chess.BB_RANK_8)
           for colour in chess.COLORS):
        pytest.skip("python-chess has no pawn on a first rank (the field puts them there)")
    # castling ignores attacks here (no check), in python-chess it does not: left out
    castling = {"e1g1", "e1c1", "e8g8", "e8c8"} if theirs.castling_rights else set()
    expected = {m.uci() for m in theirs.pseudo_legal_moves} - castling
    played = {ours.move_text(m) for m in ours.legal_moves()}
    assert played - castling == expected
    for text in sorted(expected)[:8]:  # and they land where python-chess puts them
        after = ours.play(ours.parse_move(text)).position
        theirs.push(chess.Move.from_uci(text))  # pseudo-legal: there is no check
        assert after.fen().split()[0] == theirs.board_fen()
        theirs.pop()

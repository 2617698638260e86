"""The judges that are not our goal search (issue 41): GNU Go's reading for plain Go, the fight
read to its end for save and live, the snapback, the material after the recapture in chess;
every collection and the plain-Go course pass them (docs/problems.md).

GNU Go must be installed (CI installs it): a missing GNU Go fails these tests, it does not skip
them."""

from __future__ import annotations

import chess
import pytest

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.gnugo import GnuGo
from magnetdesk.learn.judges import FALLS, HOLDS, Fight, judge_errors, material_gain
from magnetdesk.learn.judges_gnugo import gnugo_errors, judgeable
from magnetdesk.learn.lessons import lesson_variants, load_lessons
from magnetdesk.learn.problems import Problem, load_problems, problem_from_record, problem_variants

PROBLEMS = [problem for variant in problem_variants() for problem in load_problems(variant)]
LESSONS = [lesson.problem for variant in lesson_variants() for lesson in load_lessons(variant)]

# The old go/21: "save the chain" with F2, but White still ladders the chain along the edge.
LADDER = Spec("go/0", "go", (("size", 7),), ("C5", "D1", "D2", "D4", "E4", "F1"),
              ("C2", "C4", "D3", "D5", "E1", "E2", "E3"), BLACK, "save", 1, "easy", ("F1",), 0,
              ("F2",), (("G1", ""),))
# The old magnetic-chess/1: 1...Qxc1, and White takes the queen back with Qd1xc1.
QUEEN_FOR_BISHOP = Spec(
    "magnetic-chess/0", "magnetic-chess", (), (), (), BLACK, "piece", 1, "easy", ("c1",), 1,
    ("e3c1",), (("e3f3", ""),),
    board="rnb1kbnr/2pp2pp/8/p1P5/Pp6/1P2q2N/1PP1BPPP/RNBQK2R b KQkq")
# The old go/33: Black takes at A7 and White takes three back at once by a snapback at A6.
SNAPBACK = Spec("go/0", "go", (("size", 7),),
                ("B6", "B7", "D1", "D2", "D3", "D6", "E4", "E5", "E6", "E7"),
                ("A6", "C3", "C4", "C5", "C6", "C7", "D4", "D5", "D7", "E2", "E3"), BLACK,
                "capture", 2, "medium", ("A6",), 1, ("A5", "B5", "A7"), (("A7", "B5"),))


def problem(spec: Spec) -> Problem:
    return problem_from_record(problem_record(spec))


@pytest.fixture(scope="module")
def gnugo():
    with GnuGo() as running:
        yield running


def test_gnugo_refuses_a_save_that_a_ladder_takes(gnugo):
    errors = gnugo_errors(gnugo, problem(LADDER))
    assert any("after F2 GNU Go still takes F1" in error for error in errors), errors


def test_the_fight_read_to_its_end_sees_the_ladder():
    ladder = problem(LADDER)
    target = ladder.start.topology.parse("F1")
    assert target is not None
    after = ladder.start.play(ladder.start.parse_move("F2")).position
    assert Fight(target, BLACK).result(after) == FALLS
    assert any("after F2 the fight is lost" in error for error in judge_errors(ladder))


def test_a_chain_with_room_holds():
    spec = Spec("go/0", "go", (("size", 7),), ("D4",), ("D5",), BLACK, "save", 1, "easy",
                ("D4",), 0, ("D3",), ())
    start = problem(spec).start
    target = start.topology.parse("D4")
    assert target is not None
    assert Fight(target, BLACK).result(start) == HOLDS


def test_a_capture_lost_back_to_a_snapback_is_refused():
    errors = judge_errors(problem(SNAPBACK))
    assert any("takes back as many stones" in error for error in errors), errors


def test_winning_the_marked_piece_must_gain_material_after_the_recapture():
    refused = problem(QUEEN_FOR_BISHOP)
    assert material_gain(refused.start, ["e3c1"], BLACK) < 0
    assert any("does not gain material" in error for error in judge_errors(refused))


VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9,
          chess.KING: 0}


def balance(board: chess.Board, colour: chess.Color) -> int:
    return sum(value * (len(board.pieces(kind, colour)) - len(board.pieces(kind, not colour)))
               for kind, value in VALUES.items())


def python_chess_value(board: chess.Board, depth: int, alpha: int = -1001, beta: int = 1001
                       ) -> int:
    """The negamax of :func:`magnetdesk.learn.judges.settled_material` written with
    python-chess: the moves that may leave a king attacked (a king is taken, not mated)."""
    if board.king(board.turn) is None:
        return -1000
    if depth <= 0:
        alpha = max(alpha, balance(board, board.turn))
        if alpha >= beta:
            return alpha
    for move in list(board.pseudo_legal_moves):
        if depth <= 0 and not board.piece_at(move.to_square):
            continue
        board.push(move)
        alpha = max(alpha, -python_chess_value(board, depth - 1, -beta, -alpha))
        board.pop()
        if alpha >= beta:
            break
    return alpha


@pytest.mark.parametrize("fen, answer", [
    ("rnb1kbnr/2pp2pp/8/p1P5/Pp6/1P2q2N/1PP1BPPP/RNBQ1RK1 b kq", "e3c1"),
    ("4k3/8/8/3p4/4P3/8/8/4K3 w -", "e4d5"),
    ("4k3/8/2n5/3p4/4P3/8/8/3RK3 w -", "e4d5"),
    ("4k3/8/4n3/3p4/4P3/8/8/3RK3 w -", "e4d5"),
])
def test_the_material_search_agrees_with_python_chess_without_a_field(fen, answer):
    """On the plain board (code NNNN: no field) our search and python-chess's count the
    same material after the capture and the replies."""
    solver = BLACK if fen.split()[1] == "b" else 2
    spec = Spec("chess-custom/0", "chess-custom", (("code", "NNNN"),), (), (), solver, "piece",
                1, "easy", (answer[2:4],), 1, (answer,), (), board=fen)
    plain = problem(spec)
    board = chess.Board(fen + " - 0 1")
    before = balance(board, board.turn)
    board.push_uci(answer)
    theirs = -python_chess_value(board, 2) - before
    assert material_gain(plain.start, [answer], solver) == theirs


@pytest.mark.parametrize("problem", PROBLEMS, ids=lambda problem: problem.id)
def test_every_problem_passes_the_judges(problem):
    assert judge_errors(problem) == []


def test_every_plain_go_problem_and_lesson_passes_gnugo(gnugo):
    judged = [p for p in PROBLEMS if judgeable(p)]
    assert len(judged) >= 20
    errors = [error for p in judged for error in gnugo_errors(gnugo, p)]
    errors += [error for p in LESSONS if judgeable(p)
               for error in gnugo_errors(gnugo, p, lesson=True)]
    assert errors == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_passes_the_judges(lesson):
    assert judge_errors(lesson, lesson=True) == []

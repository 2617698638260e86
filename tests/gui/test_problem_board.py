"""The problem board with every family's way of moving: a chess move by click and click (and by
drag), Medusa's turn of actions ended by Done, a lone placement ending a turn by itself, a
refusal with the engine's reason, the judge's "go on" reply played on the board, a wrong try
and the answer shown step by step. The judge is a stand-in here (the collections' own judge
is walked through in test_problems_window.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.gui.learn import problem_board
from magnetdesk.gui.learn.problem_board import ANSWER, RIGHT, TRYING, WRONG, ProblemBoard
from magnetdesk.learn.problems import Answer, Problem
from magnetdesk.record import Game, GameRecord
from tests.helpers.mouse import click, drag


def problem_of(position, variant: str) -> Problem:
    return Problem(
        id=f"{variant}/1", variant=variant, grade="easy", goal="Win.", start=position,
        solver=position.to_move,
    )


@pytest.fixture
def line(monkeypatch):
    """The judge stands in for a collection: ``line["right"]`` the right line (the solver's
    moves and the replies); a try off it is wrong."""
    right: dict[str, list[str]] = {"right": []}

    def judge(problem, moves):
        expected = right["right"]
        if list(moves) != expected[: len(moves)]:
            return Answer("wrong", None, "Wrong.")
        if len(moves) + 1 >= len(expected):
            return Answer("right", None, "Right!")
        return Answer("go on", expected[len(moves)], "Go on.")

    monkeypatch.setattr(problem_board, "judge", judge)
    monkeypatch.setattr(problem_board, "solution", lambda problem: list(right["right"]))
    return right


@pytest.fixture
def board(qtbot):
    """A shown problem board; what it says and solves is kept in ``board.heard``."""
    shown = ProblemBoard(step_ms=10)
    qtbot.addWidget(shown.view)
    shown.view.resize(600, 600)
    shown.view.show()
    qtbot.waitExposed(shown.view)
    shown.heard = []
    shown.said.connect(lambda text, state: shown.heard.append((state, text)))
    shown.solved.connect(lambda problem: shown.heard.append(("solved", problem.id)))
    yield shown
    shown.stop()


def on(board: ProblemBoard) -> SimpleNamespace:
    """The board as the mouse helpers see a window: its view and the position shown."""
    board.view.board.finish_animations()
    return SimpleNamespace(view=board.view, position=board.shown_position())


def test_a_chess_problem_by_clicks_with_a_reply_and_the_solved_signal(board, line):
    start = new_position("magnetic-chess")
    line["right"] = ["e2e4", "g8f6", "d2d4"]
    board.start(problem_of(start, "magnetic-chess"))
    click(on(board), "e2")
    click(on(board), "e4")
    assert board.moves == ["e2e4", "g8f6"] and board.state == TRYING  # the reply was played
    assert board.shown_position().to_move == WHITE
    assert ("go on", "Go on.") not in board.heard and (TRYING, "Go on.") in board.heard
    drag(on(board), "d2", "d4")
    assert board.state == RIGHT and ("solved", "magnetic-chess/1") in board.heard
    assert board.view.board.mode() == BoardMode.LOCKED


def test_a_wrong_chess_try_locks_the_board_until_retry(board, line):
    start = new_position("magnetic-chess")
    line["right"] = ["e2e4", "g8f6", "d2d4"]
    board.start(problem_of(start, "magnetic-chess"))
    click(on(board), "g1")
    click(on(board), "f3")
    assert board.state == WRONG and board.heard == [(WRONG, "Wrong. · Backspace: retry")]
    assert board.view.board.mode() == BoardMode.LOCKED
    board.retry()
    assert board.moves == [] and board.view.board.position is start
    assert board.view.board.mode() == BoardMode.PLAY


def test_a_refused_move_says_the_engines_reason(board, line):
    start = new_position("magnetic-chess")
    board.start(problem_of(start, "magnetic-chess"))
    assert not board.try_move("e2e5")
    assert board.heard and board.heard[-1][0] == TRYING and board.moves == []


def test_the_answer_is_played_move_by_move(board, line, qtbot):
    start = new_position("magnetic-chess")
    line["right"] = ["e2e4", "g8f6", "d2d4"]
    board.start(problem_of(start, "magnetic-chess"))
    board.show_answer()
    assert board.state == ANSWER and board.answering() and board.moves == []
    qtbot.waitUntil(lambda: not board.answering())
    assert board.moves == ["e2e4", "g8f6", "d2d4"] and board.heard[-1][0] == ANSWER


def medusa_start():
    game = Game(GameRecord("medusa", {}))
    game.add_setup(black=("e3", "f3", "a1", "b1", "h1", "i1"), white=("k10",))
    return game.position


def test_a_medusa_turn_of_actions_is_one_try_ended_by_done(board, line):
    start = medusa_start()
    assert start.to_move == BLACK
    line["right"] = ["a3 a1-c1 e3-g3"]
    board.start(problem_of(start, "medusa"))
    click(on(board), "a3")
    drag(on(board), "a1", "c1")
    assert board.turn_begun() and board.moves == []  # still the turn in progress
    drag(on(board), "h1", "j1")
    assert board.take_back()  # the last action taken back
    drag(on(board), "e3", "g3")
    board.done()
    assert board.moves == ["a3 a1-c1 e3-g3"] and board.state == RIGHT
    assert not board.turn_begun()


def test_a_lone_medusa_placement_with_nothing_to_move_is_the_try(board, line):
    game = Game(GameRecord("medusa", {}))
    game.add_setup(black=("a1",), white=("k10",))
    start = game.position
    line["right"] = ["b2"]
    board.start(problem_of(start, "medusa"))
    click(on(board), "a3")
    assert board.moves == ["a3"] and board.state == WRONG  # ended by itself, judged

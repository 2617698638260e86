"""Medusa problems solved in the real problems window with the mouse, as in a game: the
answer's placement by click, its jumps by drag, Done; a wrong try gets the computer's reply
(a whole turn) and locks the board until Retry; the board rings the marked stones."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG
from magnetdesk.gui.learn.problems_window import ProblemsWindow
from magnetdesk.learn.problems import load_problems, solution
from tests.gui.test_main_window import window_maker
from tests.helpers.mouse import click, drag

PROBLEMS = load_problems("medusa")
pytestmark = pytest.mark.skipif(not PROBLEMS, reason="no Medusa problems")


@pytest.fixture
def browser(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    window = window_maker(qtbot, monkeypatch)()
    window.actions["show_problems"].trigger()
    shown = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    qtbot.waitExposed(shown)
    shown.choose_game("medusa")
    yield shown
    shown.close()


def on(browser: ProblemsWindow) -> SimpleNamespace:
    board = browser.board
    board.view.board.finish_animations()
    return SimpleNamespace(view=board.view, position=board.shown_position())


def play_turn(browser: ProblemsWindow, text: str) -> None:
    for action in text.split():
        if action == "pass":
            browser.done_button.click()
        elif "-" in action:
            drag(on(browser), *action.split("-"))
        else:
            click(on(browser), action)
    if browser.board.turn_begun():
        QTest.keyClick(browser, Qt.Key.Key_Return)


def pick(grade: str):
    return next((i, p) for i, p in enumerate(PROBLEMS) if p.grade == grade or grade == "any")


@pytest.mark.parametrize("grade", ["easy", "medium", "hard"])
def test_a_medusa_problem_of_each_grade_is_solved_by_mouse(browser, grade):
    if not any(p.grade == grade for p in PROBLEMS):
        pytest.skip(f"no {grade} Medusa problem")
    index, problem = pick(grade)
    browser.show_problem(index)
    assert len(browser.board.marked.rings) == len(problem.marked)
    line = solution(problem)
    for step, text in enumerate(line[::2]):
        play_turn(browser, text)
        if 2 * step + 1 < len(line):
            assert browser.board.state == TRYING
            assert browser.board.moves[-1] == line[2 * step + 1]  # the computer's reply
    assert browser.board.state == RIGHT, browser.feedback.text()


def test_a_wrong_medusa_try_is_answered_and_retry_starts_again(browser):
    index, problem = next((i, p) for i, p in enumerate(PROBLEMS)
                          if p.record.root.children[1].children)  # a try with a reply
    browser.show_problem(index)
    wrong = problem.record.root.children[1]
    play_turn(browser, wrong.play.text)
    assert browser.board.state == WRONG
    assert browser.board.moves == [wrong.play.text, wrong.children[0].play.text]
    QTest.keyClick(browser, Qt.Key.Key_Backspace)
    assert browser.board.state == TRYING and browser.board.moves == []

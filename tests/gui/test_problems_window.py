"""The problem browser (Help ▸ Problems…) walked through in the real window: pick a game, solve
a problem by clicking, fail one and retry, show an answer, go on, close and reopen (the solved
marks are kept), reset; a broken progress file; the game in the main window stays untouched."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.gui.learn.learn_progress import PROGRESS_FILE, LearnProgress
from magnetdesk.gui.learn.problem_board import ANSWER, RIGHT, TRYING, WRONG
from magnetdesk.gui.learn.problems_window import (
    FAILED_MARK,
    LATER_MARK,
    SOLVED_MARK,
    ProblemsWindow,
)
from magnetdesk.learn.problems import judge, load_problems, problem_variants, solution
from magnetdesk.record import game_to_sgf
from tests.gui.test_main_window import window_maker


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh user folder: the progress is kept there."""
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def answers(make, monkeypatch):
    """Reset's question answered as given (Yes unless told)."""
    said = {"answer": QMessageBox.StandardButton.Yes}
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: said["answer"])
    return said


def opened(window, qtbot) -> ProblemsWindow:
    """Help ▸ Problems… of the main window, as a person opens it."""
    window.actions["show_problems"].trigger()
    browser = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    qtbot.waitExposed(browser)
    return browser


def click(browser: ProblemsWindow, text: str) -> None:
    """Click the point of the move ``text`` on the browser's board (a Go-family move)."""
    view = browser.board.view
    board = view.board
    board.finish_animations()
    cell = board.position.parse_move(text)
    assert isinstance(cell, int)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(cell))


def mark(browser: ProblemsWindow, row: int) -> str:
    """The mark at the end of a row of the list ("" for none)."""
    text = browser.list.item(row).text()
    return next((m for m in (LATER_MARK, SOLVED_MARK, FAILED_MARK) if text.endswith(m)), "")


def wrong_try(problem) -> str:
    """A legal first move the judge calls wrong."""
    for move in problem.start.legal_moves():
        text = problem.start.move_text(move)
        if judge(problem, [text]).verdict == "wrong":
            return text
    raise AssertionError(f"{problem.id}: every move is right")


def solve_by_clicks(browser: ProblemsWindow, qtbot) -> None:
    """Play the solver's moves of the solution by clicking; the replies come by themselves."""
    line = solution(browser.current())
    for text in line[::2]:
        click(browser, text)
    assert browser.board.state == RIGHT, browser.feedback.text()


def go_variant() -> str:
    """A variant of the Go family with problems (clicks on points)."""
    for variant in problem_variants():
        if variant in ("go", "atari-go", "stoical-go", "magnetgo"):
            return variant
    pytest.fail("no collection of the Go family")


def test_a_journey_through_the_problems(make, home, answers, qtbot):
    window = make()
    window.game.play("D4")
    window.refresh()
    before = game_to_sgf(window.game.record)
    browser = opened(window, qtbot)
    variant = go_variant()
    browser.choose_game(variant)
    problems = load_problems(variant)
    assert browser.list.count() == len(problems) >= 2
    assert browser.index == 0 and browser.current() == problems[0]
    assert browser.goal.text() and browser.turn.text().endswith("to play")

    solve_by_clicks(browser, qtbot)  # the first: right
    assert browser.list.item(0).text().endswith(SOLVED_MARK)
    assert browser.feedback.text() and browser.board.view.board.mode() == BoardMode.LOCKED
    QTest.keyClick(browser, Qt.Key.Key_Return)  # Enter: the next problem
    assert browser.index == 1
    problem = browser.current()
    click(browser, wrong_try(problem))  # wrong, then Backspace and right
    assert browser.board.state == WRONG and browser.retry_button.isEnabled()
    assert mark(browser, 1) == FAILED_MARK  # failed at the first try
    QTest.keyClick(browser, Qt.Key.Key_Backspace)
    assert browser.board.state == TRYING and browser.board.moves == []
    assert browser.board.view.board.position is problem.start
    solve_by_clicks(browser, qtbot)
    assert mark(browser, 1) == LATER_MARK  # solved, but not at the first try
    assert "not at the first try" in browser.feedback.text()

    browser.next_button.click()  # the third: its answer shown, step by step
    third = browser.current()
    browser.answer_button.click()
    assert browser.board.state == ANSWER
    qtbot.waitUntil(lambda: not browser.board.answering())
    assert browser.board.moves == solution(third)
    assert mark(browser, 2) == FAILED_MARK  # shown is not solved: failed at the first try
    browser.previous_button.click()
    assert browser.index == 1
    QTest.keyClick(browser, Qt.Key.Key_Escape)  # Esc closes it
    assert not browser.isVisible()
    assert (home / "data" / PROGRESS_FILE).is_file()

    browser = opened(window, qtbot)  # reopened: the marks are kept, and in a new window too
    fresh = ProblemsWindow()
    qtbot.addWidget(fresh)
    for shown in (browser, fresh):
        shown.choose_game(variant)
        assert [mark(shown, i) for i in range(3)] == [SOLVED_MARK, LATER_MARK, FAILED_MARK]
        assert shown.count.text().endswith("1 at the first try")
        assert shown.index == 2  # it opens at the first problem not solved
    answers["answer"] = QMessageBox.StandardButton.No
    fresh.reset_button.click()
    assert mark(fresh, 0) == SOLVED_MARK
    answers["answer"] = QMessageBox.StandardButton.Yes
    fresh.reset_button.click()
    assert [mark(fresh, i) for i in range(3)] == ["", "", ""]
    assert LearnProgress().solved_ids() == [] and not LearnProgress().failed(problems[1].id)
    fresh.close()
    browser.close()
    assert game_to_sgf(window.game.record) == before  # the game was never touched


def test_a_refused_move_says_why_and_is_no_try(make, home, qtbot):
    window = make()
    browser = opened(window, qtbot)
    browser.choose_game(go_variant())
    problem = browser.current()
    occupied = next(
        cell for cell, stone in enumerate(problem.start.board) if stone != 0
    )
    text = problem.start.topology.name(occupied)
    assert isinstance(problem.start.attempt(problem.start.parse_move(text)), Illegal)
    assert not browser.board.try_move(text)
    assert browser.feedback.text() and browser.board.moves == []
    assert browser.board.state == TRYING
    browser.close()


def test_a_broken_progress_file_starts_empty_and_says_so(make, home, qtbot):
    (home / "data").mkdir(parents=True, exist_ok=True)
    (home / "data" / PROGRESS_FILE).write_text("[1, 2")
    window = make()
    browser = opened(window, qtbot)
    assert "broken" in browser.feedback.text()
    assert (home / "data" / (PROGRESS_FILE + ".broken")).is_file()
    browser.choose_game(go_variant())
    assert browser.index == 0
    assert not any(
        browser.list.item(i).text().endswith(SOLVED_MARK) for i in range(browser.list.count())
    )
    browser.close()


def test_a_problem_of_two_moves_answers_the_first_and_waits_for_the_second(make, home, qtbot):
    window = make()
    browser = opened(window, qtbot)
    variant = go_variant()
    browser.choose_game(variant)
    row = next(
        (i for i, p in enumerate(load_problems(variant)) if len(solution(p)) >= 3), None
    )
    assert row is not None, "no problem of two moves to try"
    browser.list.setCurrentRow(row)
    line = solution(browser.current())
    click(browser, line[0])
    assert browser.board.state == TRYING and browser.board.moves == line[:2]  # the reply
    browser.board.view.board.finish_animations()
    assert browser.board.view.board.position is browser.board.position  # the reply shown
    assert browser.retry_button.isEnabled()
    for text in line[2::2]:
        click(browser, text)
    assert browser.board.state == RIGHT
    browser.close()

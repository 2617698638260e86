"""Journeys through the real Problems window (Help ▸ Problems…), by mouse and by keyboard, with
problems made here so that what is said can be checked word for word: a wrong try in Go, in
Magnetgo and in Magnetic Chess answered by the best reply in the family's notation and in
words, the try's slides and field moves still drawn under it; solving after a wrong try or
the answer shown counts as failed at the first try; the filter by theme and grade, kept
across the games where it can be."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.chess.field import Attracted, Repelled
from magnetdesk.engine.core.vocabulary import BLACK, Slid
from magnetdesk.gui.learn import problems_window
from magnetdesk.gui.learn.course_window import STAR, CourseWindow
from magnetdesk.gui.learn.learn_progress import LearnProgress
from magnetdesk.gui.learn.problem_board import ANSWER, RIGHT, TRYING, WRONG
from magnetdesk.gui.learn.problems_window import (
    FAILED_MARK,
    LATER_MARK,
    SOLVED_MARK,
    ProblemsWindow,
)
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.lessons import load_lessons
from magnetdesk.learn.problems import load_problems, problem_from_record, solution
from tests.gui.test_main_window import window_maker
from tests.helpers.mouse import click

RETRY = " · Backspace: retry"


def made(**fields) -> object:
    """A problem from a spec, as a collection holds it."""
    return problem_from_record(problem_record(Spec(**fields)))


CORNER = dict(  # the marked A1 has one liberty; Black's B1 one too, taken by White's B2
    id="go/1", variant="go", options=(("size", 5),), black=("B1",), white=("A1", "C1"),
    solver=BLACK, kind="capture", moves=1, grade="easy", marked=("A1",), count=1,
    right=("A2",), theme="atari",
)
PULL = dict(  # Magnetgo: D4 pushes Black's own B4 and E4 away; White's F5 escapes
    id="magnetgo/1", variant="magnetgo", options=(("size", 7),),
    black=("D6", "B4", "E6", "E4", "D5"), white=("C2", "C1", "C6", "F6", "E5"),
    solver=BLACK, kind="capture", moves=1, grade="easy", marked=("E5",), count=1,
    right=("F5",), theme="pull",
)
FIELD = dict(  # Magnetic Chess, Black to take the king; Qd4's field moves three pieces
    id="magnetic-chess/1", variant="magnetic-chess", options=(), black=(), white=(),
    solver=BLACK, kind="king", moves=1, grade="easy", marked=("e1",), count=0,
    right=("g1e1",), board="rn2kb2/1Bpp4/p7/5Pq1/R7/1p6/1BPPP3/1N1QK1q1 b q",
    theme="king-hunt",
)


@pytest.fixture
def browser(qtbot, monkeypatch, tmp_path):
    """The Problems window of a main window, opened from its menu, its progress in a fresh
    user folder."""
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    window = window_maker(qtbot, monkeypatch)()
    window.actions["show_problems"].trigger()
    shown = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    qtbot.waitExposed(shown)
    yield shown
    shown.close()


@pytest.fixture
def collections(monkeypatch):
    """The window reads these problems for the variants given (the rest as shipped)."""
    given: dict[str, list] = {}
    monkeypatch.setattr(problems_window, "load_problems",
                        lambda variant: list(given.get(variant) or load_problems(variant)))
    return given


def choose(browser: ProblemsWindow, variant: str) -> None:
    """Choose ``variant``'s problems afresh (another game first: the window may have opened
    on this one, before the test gave its problems)."""
    browser.choose_game("medusa" if variant != "medusa" else "go")
    browser.choose_game(variant)


def on(browser: ProblemsWindow) -> SimpleNamespace:
    board = browser.board
    board.view.board.finish_animations()
    return SimpleNamespace(view=board.view, position=board.shown_position())


def mark(browser: ProblemsWindow, row: int) -> str:
    text = browser.list.item(row).text()
    return next((m for m in (LATER_MARK, SOLVED_MARK, FAILED_MARK) if text.endswith(m)), "")


def scene_arrows(browser: ProblemsWindow, effects, kinds) -> list:
    board = browser.board.view.board
    return sorted((board.cell_point(e.start).toTuple(), board.cell_point(e.end).toTuple())
                  for e in effects if isinstance(e, kinds))


def drawn(arrows) -> list:
    return sorted((a.toTuple(), b.toTuple()) for a, b in arrows)


def test_a_wrong_go_try_is_answered_by_the_capture_and_counts_as_failed(browser, collections):
    collections["go"] = [made(**CORNER)]
    choose(browser, "go")
    click(on(browser), "E5")  # far from the marked stone
    assert browser.board.state == WRONG
    assert browser.feedback.text() == "Wrong: B2 refutes it. White takes 1 stone" + RETRY
    assert browser.board.moves == ["E5", "B2"]
    position = on(browser).position
    assert position.board[position.topology.parse("B1")] == 0  # taken, as said
    assert mark(browser, 0) == FAILED_MARK
    QTest.keyClick(browser, Qt.Key.Key_Backspace)  # Retry by keyboard, then right
    assert browser.board.state == TRYING and browser.board.moves == []
    click(on(browser), "A2")
    assert browser.board.state == RIGHT
    assert browser.feedback.text() == "Right! Solved, but not at the first try."
    assert mark(browser, 0) == LATER_MARK
    assert browser.count.text() == "1 of 1 solved\n0 at the first try"
    progress = LearnProgress()
    assert progress.solved("go/1") and not progress.first_time("go/1")


def test_a_wrong_magnetgo_try_keeps_its_slides_drawn_under_the_reply(browser, collections):
    collections["magnetgo"] = [made(**PULL)]
    choose(browser, "magnetgo")
    problem = browser.current()
    pushes = problem.start.attempt(problem.start.parse_move("D4")).effects
    click(on(browser), "D4")
    assert browser.board.state == WRONG
    assert browser.feedback.text() == (
        "Wrong: F5 refutes it. White escapes: the chain now has 4 liberties" + RETRY)
    board = browser.board.view.board
    board.finish_animations()
    assert len(scene_arrows(browser, pushes, Slid)) == 2
    assert drawn(board.earlier_arrows()) == scene_arrows(browser, pushes, Slid)
    assert board.earlier_marks().isVisible()


def test_a_wrong_chess_try_is_answered_in_san_with_the_fields_words(browser, collections):
    collections["magnetic-chess"] = [made(**FIELD)]
    choose(browser, "magnetic-chess")
    problem = browser.current()
    field = problem.start.attempt(problem.start.parse_move("g1d4")).effects
    click(on(browser), "g1")
    click(on(browser), "d4")
    assert browser.board.moves == ["g1d4", "b2d4"]  # played as the engine writes it
    assert browser.feedback.text() == (
        "Wrong: Bxd4 refutes it. White takes your queen. The field pulls your pawn to d5"
        + RETRY)
    board = browser.board.view.board
    board.finish_animations()
    assert len(scene_arrows(browser, field, Attracted | Repelled)) == 3
    assert drawn(board.earlier_arrows()) == scene_arrows(browser, field, Attracted | Repelled)


def test_the_answer_shown_counts_as_failed_but_a_first_solution_stays(browser, collections):
    collections["go"] = [made(**CORNER), made(**{**CORNER, "id": "go/2"})]
    choose(browser, "go")
    click(on(browser), "A2")
    assert browser.board.state == RIGHT and mark(browser, 0) == SOLVED_MARK
    assert browser.feedback.text() == "Right!"
    browser.answer_button.click()  # the answer of a solved problem: still solved first time
    assert browser.board.state == ANSWER and mark(browser, 0) == SOLVED_MARK
    QTest.keyClick(browser, Qt.Key.Key_Return)  # the next one, its answer shown at once
    assert browser.index == 1
    browser.answer_button.click()
    assert mark(browser, 1) == FAILED_MARK
    assert browser.count.text() == "1 of 2 solved\n1 at the first try"
    assert LearnProgress().failed("go/2")


def themed(variant: str, themes: list[str]) -> list:
    """The shipped problems of ``variant`` with ``themes`` given in turn ("" none)."""
    problems = load_problems(variant)
    return [dataclasses.replace(p, theme=themes[i % len(themes)])
            for i, p in enumerate(problems)]


def listed(browser: ProblemsWindow) -> list[str]:
    return [p.id for p in browser.problems]


def test_the_filter_by_theme_and_grade_by_keyboard_and_mouse(browser, collections, qtbot):
    collections["go"] = themed("go", ["ladder", "net", ""])
    collections["atari-go"] = themed("atari-go", ["ladder", ""])
    choose(browser, "go")
    go = collections["go"]
    themes = browser.theme_filter
    assert [themes.itemText(i) for i in range(themes.count())] == [
        f"All ({len(go)})", f"Ladder ({len(go[::3])})", f"Net ({len(go[1::3])})"]
    assert listed(browser) == [p.id for p in go]  # All: the problems without a theme too

    themes.setFocus()  # the keyboard: Down chooses the next theme
    QTest.keyClick(themes, Qt.Key.Key_Down)
    assert themes.currentData() == "ladder"
    assert listed(browser) == [p.id for p in go[::3]]
    assert all(browser.list.item(i).text().split("  ")[0].endswith("· Ladder")
               for i in range(browser.list.count()))
    assert browser.heading.text().endswith("· Ladder")

    # the mouse opens the grades and points at one; Enter takes it (offscreen, an item of
    # a popup list does not take a click)
    grade = next(p.grade for p in go[::3])
    grades = browser.grade_filter
    QTest.mouseClick(grades, Qt.MouseButton.LeftButton)
    popup = grades.view()
    qtbot.waitUntil(popup.isVisible)
    row = grades.findData(grade)
    QTest.mouseMove(popup.viewport(), popup.visualRect(popup.model().index(row, 0)).center())
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert grades.currentData() == grade and not popup.isVisible()
    wanted = [p.id for p in go[::3] if p.grade == grade]
    assert listed(browser) == wanted and browser.current().id == wanted[0]

    browser.choose_game("atari-go")  # has ladders: the theme and the grade stay
    assert themes.currentData() == "ladder" and grades.currentData() == grade
    assert all(p.theme == "ladder" and p.grade == grade for p in browser.problems)
    browser.choose_game("medusa")  # no ladder: all its themes, the grade kept if it has it
    assert themes.currentData() is None  # no ladder in Medusa
    assert all(p.grade == grade for p in browser.problems) and browser.problems
    browser.choose_game("go")  # the ladder comes back
    assert themes.currentData() == "ladder" and listed(browser) == wanted

    browser.choose_filter()  # All again: the problem shown stays shown
    shown = browser.current()
    assert listed(browser) == [p.id for p in go] and browser.current() == shown


def test_a_lesson_passed_after_the_hint_earns_a_star_fewer(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    window = window_maker(qtbot, monkeypatch)()
    window.actions["show_course"].trigger()
    course = next(w for w in window.findChildren(CourseWindow) if w.isVisible())
    qtbot.waitExposed(course)
    lesson = load_lessons("go")[0]
    course.hint_button.click()
    for text in solution(lesson.problem)[::2]:
        click(on(course), text)
    assert course.board.state == RIGHT
    assert course.list.item(0).text().startswith(f"{STAR * 2}☆")  # first try, with the hint
    assert LearnProgress().stars(lesson.id) == 2
    course.close()

"""The Medusa course walked through in the real window with the mouse, as in a game: a click
places, a drag jumps a group, Done (Enter, or the button) ends the turn and passes completely
when nothing was done; a wrong try gets the computer's reply and Retry starts again."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.gui.learn.course_window import CourseWindow
from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG
from magnetdesk.learn.lessons import load_lessons
from magnetdesk.learn.problems import solution
from tests.gui.test_main_window import window_maker
from tests.helpers.mouse import click, drag


@pytest.fixture
def course(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    window = window_maker(qtbot, monkeypatch)()
    window.actions["show_course"].trigger()
    shown = next(w for w in window.findChildren(CourseWindow) if w.isVisible())
    qtbot.waitExposed(shown)
    shown.choose_game("medusa")
    yield shown
    shown.close()


def on(course: CourseWindow) -> SimpleNamespace:
    """The lesson's board as the mouse helpers see a window."""
    board = course.board
    board.view.board.finish_animations()
    return SimpleNamespace(view=board.view, position=board.shown_position())


def play_turn(course: CourseWindow, text: str) -> None:
    """A whole turn by mouse: clicks, drags, then Done (Enter) if the turn is still open."""
    for action in text.split():
        if action == "pass":
            course.done_button.click()
        elif "-" in action:
            drag(on(course), *action.split("-"))
        else:
            click(on(course), action)
    if course.board.turn_begun():
        QTest.keyClick(course, Qt.Key.Key_Return)


def test_every_medusa_lesson_is_solved_by_mouse(course):
    lessons = load_lessons("medusa")
    assert course.variant() == "medusa" and len(lessons) >= 9
    for index, lesson in enumerate(lessons):
        course.show_lesson(index)
        assert course.done_button.isVisible() and course.done_button.isEnabled()
        for text in solution(lesson.problem)[::2]:
            play_turn(course, text)
        assert course.board.state == RIGHT, (lesson.id, course.feedback.text())
    assert course.count.text() == f"{len(lessons)} of {len(lessons)} lessons passed"


def test_a_wrong_medusa_try_gets_the_reply_then_retry_and_the_turn_of_a_jump(course):
    course.show_lesson(5)  # reversed stones join: a3 misses, White takes b1 and jumps
    play_turn(course, "a3")
    assert course.board.state == WRONG
    assert course.board.moves == ["a3", "b1 a1-c1"]
    assert "b1 a1-c1" in course.feedback.text()
    position = course.board.position
    assert position.board[position.topology.parse("c1")] == WHITE
    QTest.keyClick(course, Qt.Key.Key_Backspace)
    assert course.board.state == TRYING and course.tries == 2

    course.show_lesson(2)  # a placement, then a jump
    click(on(course), "a2")
    assert course.board.turn_begun() and course.done_button.text() == "Done"
    drag(on(course), "d1", "b1")
    assert course.board.state == TRYING  # the turn waits for Done
    QTest.keyClick(course, Qt.Key.Key_Return)
    assert course.board.state == RIGHT
    assert course.board.moves == ["a2 d1-b1"]


def test_the_done_button_passes_completely_the_marker_is_shown_and_both_hidden_for_go(course):
    lessons = load_lessons("medusa")
    index = next(i for i, lesson in enumerate(lessons) if solution(lesson.problem) == ["pass"])
    course.show_lesson(index)
    assert course.done_button.text() == "Pass"
    assert course.panel is not None and course.panel.isVisible()  # the marker, as in a game
    before = course.panel.caption.text()
    course.done_button.click()
    assert course.board.state == RIGHT and course.board.moves == ["pass"]
    assert course.panel.caption.text() != before  # the pass moved the marker toward Black
    course.choose_game("go")
    assert not course.done_button.isVisible() and not course.panel.isVisible()

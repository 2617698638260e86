"""The course (Help ▸ Learn to play…) walked through in the real window: pass a lesson at the
first try (three stars), fail one and retry (two stars), the hint, next, close and reopen (the
stars are kept); the lesson stars in the progress file beside what it does not know."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.gui.learn.course_window import STAR, CourseWindow
from magnetdesk.gui.learn.learn_progress import PROGRESS_FILE, LearnProgress
from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG
from magnetdesk.learn.lessons import load_lessons
from magnetdesk.learn.problems import solution
from tests.gui.test_main_window import window_maker


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    return tmp_path


def opened(window, qtbot) -> CourseWindow:
    window.actions["show_course"].trigger()
    course = next(w for w in window.findChildren(CourseWindow) if w.isVisible())
    qtbot.waitExposed(course)
    return course


def click(course: CourseWindow, text: str) -> None:
    view = course.board.view
    board = view.board
    board.finish_animations()
    cell = board.position.parse_move(text)
    assert isinstance(cell, int)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(cell))


def play_the_answer(course: CourseWindow) -> None:
    for text in solution(course.current().problem)[::2]:
        click(course, text)


def wrong_try(course: CourseWindow) -> str:
    record = course.current().problem.record
    return record.root.children[1].play.text


def test_the_course_walked_through(make, home, qtbot):
    window = make()
    assert window.actions["show_course"].text() == "&Learn to play…"
    course = opened(window, qtbot)
    assert course.variant() == "go" and course.index == 0
    lessons = load_lessons("go")
    assert course.sentence.text() == lessons[0].text
    assert course.count.text() == f"0 of {len(load_lessons('go'))} lessons passed"

    # Lesson 1 at the first try: three stars.
    play_the_answer(course)
    assert course.board.state == RIGHT
    assert course.feedback.text() == f"Passed: {STAR * 3}"
    assert course.list.item(0).text() == f"{STAR * 3}  1. Liberties"  # stars, number, title
    assert course.heading.text() == f"Lesson 1 of {len(lessons)}: Liberties"
    assert course.count.text() == f"1 of {len(lessons)} lessons passed"

    # Next (Enter), then a wrong try: refused; the hint names the point; Retry; then passed
    # with one star: two for the second try, one fewer for the hint.
    QTest.keyClick(course, Qt.Key.Key_Return)
    assert course.index == 1 and course.board.state == TRYING
    click(course, wrong_try(course))
    assert course.board.state == WRONG
    assert not course.hint_button.isEnabled()
    QTest.keyClick(course, Qt.Key.Key_Backspace)
    assert course.board.state == TRYING and course.tries == 2
    course.hint_button.click()
    assert course.feedback.text() == lessons[1].hint
    assert len(course.hint_mark.targets) == 1
    hinted = course.board.view.board.cell_point(
        lessons[1].problem.start.topology.parse(lessons[1].hint_point))
    assert course.hint_mark.targets[0] == hinted
    play_the_answer(course)
    assert course.board.state == RIGHT and course.hint_mark.targets == []
    assert course.list.item(1).text() == f"{STAR}☆☆  2. Capture"
    assert course.feedback.text() == f"Passed: {STAR}☆☆. With the hint, a star fewer."

    # Close, reopen: the stars are kept, and the course opens at the first lesson not passed.
    course.close()
    again = opened(window, qtbot)
    assert again is not course
    assert again.index == 2
    assert again.list.item(0).text().startswith(STAR * 3)
    assert again.list.item(1).text() == f"{STAR}☆☆  2. Capture"
    assert LearnProgress().stars("go-lesson/1") == 3
    again.choose_game("atari-go")
    assert again.index == 0 and again.sentence.text() == load_lessons("atari-go")[0].text
    again.close()


def test_the_best_stars_are_kept_beside_what_the_file_does_not_know(tmp_path):
    path = tmp_path / PROGRESS_FILE
    path.write_text(json.dumps({"version": 9, "problems solved": ["go/1"], "later": [1],
                                "lessons passed": {"go-lesson/2": 2, "bad": "x"}}))
    progress = LearnProgress(path)
    assert progress.stars("go-lesson/2") == 2 and progress.stars("bad") == 0
    assert progress.mark_passed("go-lesson/2", 1) and progress.mark_passed("go-lesson/3", 3)
    kept = json.loads(path.read_text())
    assert kept["lessons passed"] == {"go-lesson/2": 2, "go-lesson/3": 3}
    assert kept["later"] == [1] and kept["problems solved"] == ["go/1"]
    assert progress.reset()  # the problems' reset keeps the lessons
    assert LearnProgress(path).stars("go-lesson/3") == 3
    assert progress.reset_lessons() and LearnProgress(path).stars("go-lesson/3") == 0


def test_reset_stars_asks_first_and_forgets_only_the_lessons(make, home, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window = make()
    course = opened(window, qtbot)
    play_the_answer(course)
    assert LearnProgress().stars("go-lesson/1") == 3
    progress = LearnProgress()
    progress.mark_solved("go/1")  # a solved problem stays solved

    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(QMessageBox, "question", lambda *args: next(answers))
    course.reset_button.click()
    assert LearnProgress().stars("go-lesson/1") == 3  # No: nothing forgotten
    course.reset_button.click()
    assert LearnProgress().stars("go-lesson/1") == 0
    assert course.list.item(0).text() == "☆☆☆  1. Liberties"
    assert course.count.text() == f"0 of {len(load_lessons('go'))} lessons passed"
    assert LearnProgress().solved("go/1")
    course.close()

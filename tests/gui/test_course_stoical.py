"""The Stoical Go course walked through in the real window: every lesson refuses its stored
wrong try (Retry puts the board back), then passes with the answer at the second try; the
options a lesson plays with (the snapback refinement, stone counting) are the board's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.gui.learn.course_window import star_text
from magnetdesk.gui.learn.learn_progress import LearnProgress
from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG
from magnetdesk.learn.lessons import load_lessons
from tests.gui.test_course_window import click, opened, play_the_answer, wrong_try
from tests.gui.test_main_window import window_maker


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    return tmp_path


def test_the_stoical_go_course_walked_through(make, home, qtbot):
    window = make()
    course = opened(window, qtbot)
    course.choose_game("stoical-go")
    lessons = load_lessons("stoical-go")
    assert course.variant() == "stoical-go" and course.index == 0 and len(lessons) >= 8
    for index, lesson in enumerate(lessons):
        assert course.index == index and course.sentence.text() == lesson.text
        assert course.board.state == TRYING
        text = wrong_try(course)
        if text != "pass":  # a try the board can take by a click
            click(course, text)
            assert course.board.state == WRONG, lesson.id
            QTest.keyClick(course, Qt.Key.Key_Backspace)
            assert course.board.state == TRYING
        play_the_answer(course)
        assert course.board.state == RIGHT, lesson.id
        stars = 3 if text == "pass" else 2
        assert course.list.item(index).text().startswith(f"{star_text(stars)}  {index + 1}. ")
        rules = course.board.view.board.position.rules
        assert rules.variant == "stoical-go"
        options = dict(lesson.problem.record.options)
        assert (rules.snapback, rules.scoring) == (options["snapback"], options["scoring"])
        if index + 1 < len(lessons):
            QTest.keyClick(course, Qt.Key.Key_Return)
    assert course.count.text() == f"{len(lessons)} of {len(lessons)} lessons passed"
    assert LearnProgress().stars("stoical-go-lesson/1") == 2
    assert [dict(one.problem.record.options)["snapback"] for one in lessons].count(True) == 1
    course.close()


@pytest.mark.parametrize(("variant", "why"), [
    ("go", "ko"), ("stoical-go", "stoical restriction"), ("magnetgo", "ko")])
def test_a_rule_about_the_opponent_shows_the_opponent_refused(make, home, qtbot, variant, why):
    """Once the ko is taken, White tries the barred retake: the engine's refusal is said and
    its point ringed (issue 41: the lesson shows the opponent trying)."""
    window = make()
    course = opened(window, qtbot)
    course.choose_game(variant)
    lessons = load_lessons(variant)
    index = next(i for i, lesson in enumerate(lessons) if lesson.barred)
    course.show_lesson(index)
    play_the_answer(course)
    assert course.board.state == RIGHT
    text = course.feedback.text()
    assert f"White tries {lessons[index].barred}: {why}" in text, text
    barred = course.board.position.topology.parse(lessons[index].barred)
    assert course.hint_mark.targets == [course.board.view.board.cell_point(barred)]
    QTest.keyClick(course, Qt.Key.Key_Backspace)
    assert course.hint_mark.targets == []
    course.close()

"""The way into the course from the new-game dialog: its Learn to play… opens the course of the
game chosen there (a game without a course of its own opens its family's), on the first start
with a welcome that points at it; the game on the board stays as it was."""

from __future__ import annotations

import pytest

from magnetdesk.engine.variants import VARIANTS, family_of
from magnetdesk.gui.learn.course_window import CourseWindow
from magnetdesk.gui.play.new_game_dialog import LEARN, NewGameDialog, first_start
from magnetdesk.learn.lessons import lesson_variants
from tests.gui.test_main_window import PERSON, window_maker


@pytest.fixture
def make(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))  # the progress file of this test
    return window_maker(qtbot, monkeypatch)


def answer_learn(monkeypatch, variant: str) -> list[NewGameDialog]:
    """The next new-game dialog: choose ``variant`` and press Learn to play…."""
    seen: list[NewGameDialog] = []

    def answer(dialog: NewGameDialog) -> int:
        seen.append(dialog)
        dialog.select_variant(variant)
        dialog.learn_button.click()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    return seen


def course_of(window) -> CourseWindow:
    return next(w for w in window.findChildren(CourseWindow) if w.isVisible())


def test_the_first_start_welcomes_and_its_learn_button_opens_the_chosen_course(
        make, monkeypatch, qtbot):
    seen = answer_learn(monkeypatch, "magnetgo")
    window = make("go", (PERSON, PERSON))
    before = window.setup, window.game.record
    first_start(window)
    dialog = seen[0]
    assert not dialog.welcome.isHidden() and "Learn to play" in dialog.welcome.text()
    assert dialog.result() == LEARN
    course = course_of(window)
    assert course.variant() == "magnetgo" and course.current() is not None
    assert course.current().problem.variant == "magnetgo"
    assert (window.setup, window.game.record) == before  # the board kept its game


def test_game_new_has_no_welcome_but_the_same_way_into_the_course(make, monkeypatch):
    seen = answer_learn(monkeypatch, "atari-go")
    window = make("go", (PERSON, PERSON))
    window.actions["new_game"].trigger()
    assert seen[0].welcome.isHidden()
    assert course_of(window).variant() == "atari-go"


def test_a_game_without_a_course_of_its_own_opens_its_familys(make, qtbot):
    courses = lesson_variants()
    variant = next(v for v in VARIANTS if v not in courses  # the chess codes share one course
                   and any(family_of(c).id == family_of(v).id for c in courses))
    window = make("go", (PERSON, PERSON))
    window.show_course_of(variant)
    course = course_of(window)
    assert course.variant() in courses and family_of(course.variant()) is family_of(variant)
    course.games.setCurrentIndex(course.games.count() - 1)
    last = course.variant()
    window.show_course_of("no-such-game")  # nothing to follow: the choice stays
    assert course.variant() == last

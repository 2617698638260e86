"""The Magnetic Chess course and problems in the real windows (issue 24), with the mouse as in
a game: drag a piece or click it and then its square, choose the promotion piece from the menu;
the feedback and the computer's reply are shown, and every lesson of the course is passed."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from magnetdesk.gui.learn.course_window import STAR, CourseWindow
from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG
from magnetdesk.gui.learn.problems_window import ProblemsWindow
from magnetdesk.learn.lessons import load_lessons
from magnetdesk.learn.problems import load_problems, solution
from tests.gui.test_main_window import window_maker
from tests.helpers import mouse

COURSE = "magnetic-chess"


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    return tmp_path


def opened(window, qtbot, action: str, kind: type):
    window.actions[action].trigger()
    found = next(w for w in window.findChildren(kind) if w.isVisible())
    qtbot.waitExposed(found)
    return found


def board_of(learn) -> SimpleNamespace:
    """The problem board as the mouse helpers see a window: its position and its view."""
    learn.board.view.board.finish_animations()
    return SimpleNamespace(position=learn.board.position, view=learn.board.view)


def play(learn, text: str, by_drag: bool = True) -> None:
    """Play the long-algebraic ``text`` with the mouse; a promotion picks from the menu."""
    start, end = text[:2], text[2:4]
    if by_drag:
        mouse.drag(board_of(learn), start, end)
    else:
        mouse.click(board_of(learn), start)
        mouse.click(board_of(learn), end)
    if len(text) == 5:
        menu = learn.board.view.board.board_style.menu
        assert menu is not None
        name = {"q": "Queen", "r": "Rook", "b": "Bishop", "n": "Knight"}[text[4]]
        next(a for a in menu.actions() if a.text() == name).trigger()


def test_the_chess_course_walked_through_with_the_mouse(make, home, qtbot):
    window = make()
    course = opened(window, qtbot, "show_course", CourseWindow)
    course.choose_game(COURSE)
    lessons = load_lessons(COURSE)
    assert course.variant() == COURSE and course.index == 0
    assert course.count.text() == f"0 of {len(lessons)} lessons passed"
    assert course.goal.text() == "White to play: take the black king."

    # A wrong try first: refused, and the computer's reply is played on the board.
    wrong = course.current().problem.record.root.children[1]
    play(course, wrong.play.text)
    assert course.board.state == WRONG
    reply = wrong.children[0].play.text
    assert course.board.moves == [wrong.play.text, reply]
    before = course.current().problem.start.play(
        course.current().problem.start.parse_move(wrong.play.text)).position
    san = before.san(before.parse_move(reply))  # said in SAN, not as the file writes it
    assert course.feedback.text().startswith(f"Wrong: {san} refutes it.")
    course.retry()
    assert course.board.state == TRYING and course.board.position == lessons[0].problem.start

    for index, lesson in enumerate(lessons):
        assert course.index == index
        assert course.sentence.text() == lesson.text
        for number, text in enumerate(solution(lesson.problem)[::2]):
            play(course, text, by_drag=(index + number) % 2 == 0)
        assert course.board.state == RIGHT, (lesson.id, course.feedback.text())
        assert course.feedback.text().startswith("Passed")
        course.next_lesson()
    assert course.count.text() == f"{len(lessons)} of {len(lessons)} lessons passed"
    assert course.list.item(2).text() == f"{STAR * 3}  3. The field"
    course.close()


def test_the_hint_rings_its_square_on_the_chess_board(make, home, qtbot):
    window = make()
    course = opened(window, qtbot, "show_course", CourseWindow)
    course.choose_game(COURSE)
    course.hint_button.click()
    lesson = load_lessons(COURSE)[0]
    assert course.feedback.text() == lesson.hint
    cell = lesson.problem.start.topology.parse(lesson.hint_point)
    assert course.hint_mark.targets == [course.board.view.board.cell_point(cell)]
    course.close()


def test_a_chess_problem_solved_with_the_mouse_and_its_reply(make, home, qtbot):
    window = make()
    browser = opened(window, qtbot, "show_problems", ProblemsWindow)
    browser.choose_game(COURSE)
    problems = load_problems(COURSE)
    two = next(p for p in problems if p.moves == 2 and len(solution(p)) == 3)
    browser.show_problem(problems.index(two))
    assert browser.board.problem == two
    line = solution(two)
    play(browser, line[0])
    after = two.start.play(two.start.parse_move(line[0])).position
    san = after.san(after.parse_move(line[1]))
    assert browser.board.state == TRYING and f"{san} answers" in browser.feedback.text()
    assert browser.board.moves == line[:2]
    play(browser, line[2], by_drag=False)
    assert browser.board.state == RIGHT
    browser.close()

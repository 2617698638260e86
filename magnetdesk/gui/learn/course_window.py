"""Help ▸ Learn to play: the course, a window beside the game.

On the left the choice of game (every variant with a course,
:func:`magnetdesk.learn.lessons.lesson_variants`), its lessons in order with the stars earned
and how many are passed; on the right the lesson: its number, its sentence, the goal, the board
(:class:`~magnetdesk.gui.learn.problem_board.ProblemBoard`, the real board scene), what the judge
said, and Hint (the hint's words, and a ring round the point it names), Retry (Backspace) and
Next (Enter). A lesson reached at the first try (within its par) earns three stars, at the next
try two, later one, and one fewer (never none) after the hint was shown; the best stars are
kept (:mod:`~magnetdesk.gui.learn.learn_progress`). A lesson whose rule is about the opponent
(a ko's retake) shows, once passed, the opponent trying its barred move: the engine's refusal
is said and the point ringed. The course has its own positions: it never touches the main
window's game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.items import Z_OVERLAY, MarksItem
from magnetdesk.gui.learn.learn_progress import LearnProgress
from magnetdesk.gui.learn.learn_window import (
    LIST_STYLE,
    STATE_COLOURS,
    LearnDialog,
    button_row,
    caption,
    card,
    open_window,
)
from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG, ProblemBoard
from magnetdesk.learn.lessons import Lesson, barred_refusal, lesson_variants, load_lessons, stars
from magnetdesk.learn.problems import Problem
from magnetdesk.translation import sentences, tr

STAR, NO_STAR = "★", "☆"
LIST_WIDTH = 240
PREFERRED_SIZE = QSize(900, 700)
MINIMUM_SIZE = QSize(620, 480)


def open_course(parent: QWidget) -> CourseWindow:
    """Show the parent's course window (made the first time), in front."""
    return open_window(parent, CourseWindow)


def star_text(count: int) -> str:
    return STAR * count + NO_STAR * (3 - count)


class CourseWindow(LearnDialog):
    """See the module docstring. ``progress`` defaults to the file in the data folder."""

    def __init__(self, parent: QWidget | None = None,
                 progress: LearnProgress | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Learn to play"))
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(PREFERRED_SIZE)
        self.progress = progress if progress is not None else LearnProgress()
        self.lessons: list[Lesson] = []
        self.index = -1
        self.tries = 1  # the try at the current lesson, counted from 1
        self.hinted = False  # the hint was shown for the current lesson (a star fewer)
        self.board = ProblemBoard(self)
        self.hint_mark = MarksItem(Z_OVERLAY)
        self.board.view.board.addItem(self.hint_mark)

        self.games = QComboBox()
        for variant in lesson_variants():
            self.games.addItem(tr(VARIANTS[variant].name), variant)
        self.list = QListWidget()
        self.list.setFixedWidth(LIST_WIDTH)
        self.list.setStyleSheet(LIST_STYLE)
        self.count = QLabel()
        self.count.setWordWrap(True)
        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(caption(tr("Game")))
        left.addWidget(self.games)
        left.addWidget(caption(tr("Lessons")))
        left.addWidget(self.list, 1)
        left.addWidget(self.count)
        self.reset_button = QPushButton(tr("Reset stars…"))
        self.reset_button.setAutoDefault(False)
        left.addWidget(self.reset_button)

        self.heading = QLabel()
        heading_font = QFont(self.heading.font())
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.sentence = QLabel()
        self.sentence.setWordWrap(True)
        sentence_font = QFont(self.sentence.font())
        sentence_font.setPointSizeF(sentence_font.pointSizeF() * 1.2)
        self.sentence.setFont(sentence_font)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.done_button = self.make_done_button()
        self.hint_button = QPushButton(tr("Hint"))
        self.retry_button = QPushButton(tr("Retry"))
        self.next_button = QPushButton(tr("Next lesson"))
        buttons = button_row([self.done_button, self.hint_button, self.retry_button],
                             [self.next_button])
        self.lay_out(left, card(self.heading, self.sentence, self.goal), buttons)

        self.retry_button.setToolTip(tr("Retry (Backspace)"))
        self.next_button.setToolTip(tr("Next lesson (Enter)"))
        self.games.currentIndexChanged.connect(self._game_chosen)
        self.list.currentRowChanged.connect(self._lesson_chosen)
        self.hint_button.clicked.connect(self.show_hint)
        self.reset_button.clicked.connect(self.reset_stars)
        self.retry_button.clicked.connect(self.retry)
        self.next_button.clicked.connect(self.next_lesson)
        self.board.said.connect(self._say)
        self.board.solved.connect(self._passed)
        self.board.changed.connect(self._update_buttons)
        self._game_chosen()
        if self.progress.problem:
            self._say(self.progress.problem, WRONG)

    # --- the choice of game and lesson ----------------------------------------------------

    def _load(self, variant: str) -> list[Lesson]:
        return load_lessons(variant)

    def _set_items(self, items: list[Any]) -> None:
        self.lessons = items

    def _unreadable(self) -> str:
        return tr("The lessons of {game} could not be read: {why}")

    def _mark(self) -> None:
        self._mark_stars()

    def _done(self, item: Any) -> bool:
        return bool(self.progress.stars(item.id))

    def _show_item(self, index: int) -> None:
        self.show_lesson(index)

    def show_lesson(self, index: int) -> None:
        """Show the lesson at ``index`` of the list (-1: none), at its first try."""
        if index >= 0 and self.list.currentRow() != index:
            self.list.setCurrentRow(index)  # which calls back here
            return
        self.index = index
        self.tries = 1
        self.hinted = False
        self._show_lesson()

    def _lesson_chosen(self, row: int) -> None:
        if row != self.index:
            self.show_lesson(row)

    def current(self) -> Lesson | None:
        return self.lessons[self.index] if 0 <= self.index < len(self.lessons) else None

    def _show_lesson(self) -> None:
        lesson = self.current()
        self._say("", TRYING)
        self.hint_mark.set_marks()
        if lesson is None:
            self.heading.setText(tr("No lesson chosen"))
            self.sentence.setText("")
            self.goal.setText("")
            self.board.stop()
            self.board.problem = None
            self._update_buttons()
            return
        heading = tr("Lesson {number} of {total}").format(
            number=self.index + 1, total=len(self.lessons))
        self.heading.setText(f"{heading}: {tr(lesson.title)}" if lesson.title else heading)
        self.sentence.setText(tr(lesson.text))
        self.goal.setText(tr(lesson.problem.goal))
        self.board.start(lesson.problem)
        self._say(tr(position_family(lesson.problem.start).how_to_move), TRYING)

    def _mark_stars(self) -> None:
        passed = 0
        for row, lesson in enumerate(self.lessons):
            earned = self.progress.stars(lesson.id)
            passed += earned > 0
            item = self.list.item(row)
            title = f"{row + 1}. {tr(lesson.title)}" if lesson.title else f"{row + 1}."
            item.setText(f"{star_text(earned)}  {title}")
            item.setForeground(QBrush(QColor(STATE_COLOURS[RIGHT])) if earned else QBrush())
            item.setToolTip(tr(lesson.text))
        self.count.setText(tr("{passed} of {total} lessons passed").format(
            passed=passed, total=len(self.lessons)))

    # --- commands -------------------------------------------------------------------------

    def reset_stars(self) -> None:
        """Forget the lessons passed and their stars, once the person agrees."""
        answer = QMessageBox.question(
            self, tr("Reset stars"),
            tr("Forget the lessons you have passed and their stars, in every game?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if not self.progress.reset_lessons():
            self._say(self.progress.problem or "", WRONG)
        self._mark_stars()

    def show_hint(self) -> None:
        """Hint: the lesson's hint in words, and a ring round the point it names."""
        lesson = self.current()
        if lesson is None:
            return
        self.hinted = True
        self._say(tr(lesson.hint), TRYING)
        cell = (lesson.problem.start.topology.parse(lesson.hint_point)
                if lesson.hint_point else None)
        board = self.board.view.board
        self.hint_mark.set_rect(board.sceneRect())  # drawn wherever the view shows the board
        self.hint_mark.set_marks(targets=[board.cell_point(cell)] if cell is not None else [])

    def retry(self) -> None:
        """Retry (Backspace): the lesson from its start, as the next try."""
        if self.current() is None:
            return
        if self.board.moves or self.board.state != TRYING:
            self.tries += self.board.state != RIGHT
        self.board.retry()
        self.hint_mark.set_marks()
        self._say(tr("Try again."), TRYING)

    def next_lesson(self) -> None:
        if self.index + 1 < len(self.lessons):
            self.show_lesson(self.index + 1)

    def _enter(self) -> None:
        if self.board.turn_begun():
            self.board.done()
        else:
            self.next_lesson()

    # --- what the board says --------------------------------------------------------------

    def _passed(self, problem: Problem) -> None:
        lesson = self.current()
        if lesson is None or lesson.problem is not problem:
            return
        earned = stars(self.tries, lesson.par, self.hinted)
        if not self.progress.mark_passed(lesson.id, earned):
            self._say(self.progress.problem or "", WRONG)
            return
        self._mark_stars()
        passed = tr("Passed: {stars}").format(stars=star_text(earned))
        if self.hinted:
            passed = sentences(passed, tr("With the hint, a star fewer."))
        self._say(passed + self._barred(lesson), RIGHT)

    def _barred(self, lesson: Lesson) -> str:
        """The opponent's barred move tried and refused (its point ringed), or ""."""
        refusal = barred_refusal(lesson)
        if refusal is None or lesson.barred is None:
            return ""
        cell = self.board.position.topology.parse(lesson.barred)
        board = self.board.view.board
        self.hint_mark.set_rect(board.sceneRect())
        self.hint_mark.set_marks(targets=[board.cell_point(cell)] if cell is not None else [])
        tried = (tr("Black tries {move}: {why}") if lesson.problem.solver != BLACK
                 else tr("White tries {move}: {why}"))
        return " · " + tried.format(move=lesson.barred, why=refusal.message)

    def _update_buttons(self) -> None:
        lesson = self.current()
        if self.board.moves:  # the hint's point belongs to the start
            self.hint_mark.set_marks()
        self.update_done(self.done_button, lesson.problem if lesson else None)
        self.hint_button.setEnabled(lesson is not None and self.board.state == TRYING)
        self.retry_button.setEnabled(lesson is not None and bool(
            self.board.moves or self.board.state != TRYING))
        self.next_button.setEnabled(0 <= self.index < len(self.lessons) - 1)

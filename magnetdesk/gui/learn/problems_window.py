"""Help ▸ Problems: the problem browser, a window beside the game.

On the left the choice of game (every variant with a problem collection,
:func:`magnetdesk.learn.problems.problem_variants`, then one's own collection "My problems" in
the data folder when it exists and the collection files opened with "Open collection…":
:mod:`magnetdesk.learn.own_collections`; a file that is not one is refused with a message and
the window stays as it was), the filter by theme
(:func:`magnetdesk.learn.themes.themes_of`: the themes the collection names; a problem without
a theme is listed under "All" only) and by grade, the problems with their number, grade, theme
and a mark (solved at the first try, solved later, failed), how many are solved, and "Reset
progress"; on the right the problem: its number, grade and theme, its goal sentence, whose
turn it is, the board
(:mod:`~magnetdesk.gui.learn.problem_board`:
the real board scene, each family's clicks and drags), what the judge said, and Retry
(Backspace), Show answer, Previous and Next (Enter). The solved problems are kept by their ids
(:mod:`~magnetdesk.gui.learn.learn_progress`). The browser has its own positions: it never touches
the main window's game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.common.paths import data_dir
from magnetdesk.gui.common.words import COLOUR_NAMES, grade_words
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
from magnetdesk.gui.learn.problem_board import ANSWER, RIGHT, TRYING, WRONG, ProblemBoard
from magnetdesk.learn.own_collections import OWN_FILE, load_file
from magnetdesk.learn.problems import GRADES, Problem, load_problems, problem_variants
from magnetdesk.learn.themes import theme_named, themes_of
from magnetdesk.record import SgfError
from magnetdesk.translation import QT_TR_NOOP, sentences, tr

ALL = QT_TR_NOOP("All")  # the filters' first item: no theme, no grade left out
SOLVED_MARK = "✓"  # solved at the first try
LATER_MARK = "(✓)"  # solved after a wrong try or the answer shown
FAILED_MARK = "✗"  # failed at the first try, not solved yet
LATER_COLOUR = "#8a6d1a"
LIST_WIDTH = 250
PREFERRED_SIZE = QSize(940, 700)
MINIMUM_SIZE = QSize(640, 480)
TURN_PICTURE = 22  # pixels: the colour's picture beside "Black to play"
FILE = "file:"  # the choice of game that is a collection file: FILE + its path


def open_problems(parent: QWidget) -> ProblemsWindow:
    """Show the parent's problem browser (made the first time), in front; "My problems" is
    offered once the file exists (it may have been made since the window was)."""
    window = open_window(parent, ProblemsWindow)
    window.offer_own()
    return window


def problem_number(problem: Problem) -> str:
    """The problem's number in its collection, from its stable id ``variant/number`` (a
    collection file's: ``path#number``)."""
    return problem.id.rsplit("#", 1)[-1].rsplit("/", 1)[-1]


class ProblemsWindow(LearnDialog):
    """See the module docstring. ``progress`` defaults to the file in the data folder."""

    def __init__(
        self, parent: QWidget | None = None, progress: LearnProgress | None = None,
        step_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Problems"))
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(PREFERRED_SIZE)
        self.progress = progress if progress is not None else LearnProgress()
        self.collection: list[Problem] = []  # the game's problems, all of them
        self.problems: list[Problem] = []  # those the filter lists
        self.wanted_theme: str | None = None  # the filters chosen, kept across the games
        self.wanted_grade: str | None = None
        self.index = -1
        self.board = ProblemBoard(self) if step_ms is None else ProblemBoard(self, step_ms)

        self.games = QComboBox()
        for variant in problem_variants():
            self.games.addItem(tr(VARIANTS[variant].name), variant)
        self.offer_own()
        self.open_button = QPushButton(tr("Open collection…"))
        self.open_button.setToolTip(tr("Open a collection of problems from a file (SGF)"))
        self.theme_filter = QComboBox()
        self.grade_filter = QComboBox()
        self.list = QListWidget()
        self.list.setFixedWidth(LIST_WIDTH)
        self.list.setStyleSheet(LIST_STYLE)
        self.count = QLabel()
        self.reset_button = QPushButton(tr("Reset progress…"))
        filters = QGridLayout()
        filters.setHorizontalSpacing(8)
        filters.setVerticalSpacing(4)
        for row, (name, combo) in enumerate(((tr("Theme"), self.theme_filter),
                                             (tr("Grade"), self.grade_filter))):
            label = QLabel(name)
            label.setBuddy(combo)
            filters.addWidget(label, row, 0)
            filters.addWidget(combo, row, 1)
        filters.setColumnStretch(1, 1)
        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(caption(tr("Game")))
        left.addWidget(self.games)
        left.addWidget(self.open_button)
        left.addLayout(filters)
        left.addWidget(caption(tr("Problems")))
        left.addWidget(self.list, 1)
        left.addWidget(self.count)
        left.addWidget(self.reset_button)

        self.heading = QLabel()
        heading_font = QFont(self.heading.font())
        heading_font.setBold(True)
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.15)
        self.heading.setFont(heading_font)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        goal_font = QFont(self.goal.font())
        goal_font.setPointSizeF(goal_font.pointSizeF() * 1.25)
        self.goal.setFont(goal_font)
        self.turn_picture = QLabel()
        self.turn = QLabel()
        turn_line = QHBoxLayout()
        turn_line.setSpacing(6)
        turn_line.addWidget(self.turn_picture)
        turn_line.addWidget(self.turn, 1)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.done_button = self.make_done_button()
        self.retry_button = QPushButton(tr("Retry"))
        self.answer_button = QPushButton(tr("Show answer"))
        self.previous_button = QPushButton(tr("Previous"))
        self.next_button = QPushButton(tr("Next"))
        self.reset_button.setAutoDefault(False)
        self.reset_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        buttons = button_row(
            [self.done_button, self.retry_button, self.answer_button],
            [self.previous_button, self.next_button],
        )
        self.lay_out(left, card(self.heading, self.goal, turn_line), buttons)

        self.retry_button.setToolTip(tr("Retry (Backspace)"))
        self.next_button.setToolTip(tr("Next problem (Enter)"))
        self.games.currentIndexChanged.connect(self._game_chosen)
        self.theme_filter.activated.connect(self._filter_chosen)
        self.grade_filter.activated.connect(self._filter_chosen)
        self.list.currentRowChanged.connect(self._problem_chosen)
        self.reset_button.clicked.connect(self.reset_progress)
        self.open_button.clicked.connect(lambda: self.open_collection())
        self.retry_button.clicked.connect(self.retry)
        self.answer_button.clicked.connect(self.show_answer)
        self.previous_button.clicked.connect(self.previous_problem)
        self.next_button.clicked.connect(self.next_problem)
        self.board.said.connect(self._say)
        self.board.solved.connect(self._solved)
        self.board.failed.connect(self._failed)
        self.board.changed.connect(self._update_buttons)
        self._game_chosen()
        if self.progress.problem:
            self._say(self.progress.problem, WRONG)

    # --- the choice of game and problem ---------------------------------------------------

    def offer_own(self) -> None:
        """List one's own collection "My problems" when its file exists and is not listed."""
        key = FILE + str((data_dir() / OWN_FILE).resolve())
        if (data_dir() / OWN_FILE).is_file() and self.games.findData(key) < 0:
            self.games.addItem(tr("My problems"), key)

    def _load(self, variant: str) -> list[Problem]:
        if variant.startswith(FILE):
            return load_file(variant[len(FILE):])
        return load_problems(variant)

    def open_collection(self, path: str | Path | None = None) -> bool:
        """Open a collection file (asked for when ``path`` is None) and show its problems;
        a file that is not a collection is refused with a message, the window unchanged."""
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self, tr("Open a collection of problems"), str(data_dir()),
                tr("SGF collections (*.sgf)"))
            if not name:
                return False
            path = name
        try:
            load_file(path)
        except (SgfError, OSError, ValueError, RecursionError) as error:
            QMessageBox.warning(self, tr("Open collection"), tr(
                "{file} cannot be opened as a collection of problems: {why}").format(
                file=Path(path).name, why=error))
            return False
        key = FILE + str(Path(path).resolve())
        if self.games.findData(key) < 0:
            self.games.addItem(Path(path).stem, key)
        index = self.games.findData(key)
        if index == self.games.currentIndex():
            self._game_chosen()  # read again: it may have grown
        else:
            self.games.setCurrentIndex(index)
        return True

    def _set_items(self, items: list[Any]) -> None:
        self.collection = items
        self._fill_filters()
        self.problems = self._filtered()

    def _listed(self) -> list[Any]:
        return self.problems

    # --- the filter -----------------------------------------------------------------------

    def _fill_filters(self) -> None:
        """The themes the game's problems name and their grades, each with its count, after
        "All"; the theme and the grade chosen last are chosen again where the game has
        them."""
        variants = list(dict.fromkeys(problem.variant for problem in self.collection))
        themes = list({theme.id: theme for variant in variants
                       for theme in themes_of(variant)}.values())
        named = [(theme.id, tr(theme.name), sum(p.theme == theme.id for p in self.collection))
                 for theme in themes]
        self._fill(self.theme_filter, [item for item in named if item[2]], self.wanted_theme)
        grades = [(grade, grade_words(grade), sum(p.grade == grade for p in self.collection))
                  for grade in GRADES]
        self._fill(self.grade_filter, [item for item in grades if item[2]], self.wanted_grade)

    def _fill(self, combo: QComboBox, items: list[tuple[str, str, int]],
              wanted: str | None) -> None:
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(tr("{name} ({count})").format(name=tr(ALL), count=len(self.collection)),
                      None)
        for value, name, count in items:
            combo.addItem(tr("{name} ({count})").format(name=name, count=count), value)
        combo.setCurrentIndex(max(0, combo.findData(wanted)) if wanted is not None else 0)
        combo.setEnabled(bool(items))
        combo.blockSignals(False)

    def _filtered(self) -> list[Problem]:
        theme, grade = self.theme_filter.currentData(), self.grade_filter.currentData()
        return [problem for problem in self.collection
                if theme in (None, problem.theme) and grade in (None, problem.grade)]

    def _filter_chosen(self) -> None:
        """A theme or a grade chosen: the problems it lists, the one shown kept if listed."""
        self.wanted_theme = self.theme_filter.currentData()
        self.wanted_grade = self.grade_filter.currentData()
        shown = self.current()
        self.problems = self._filtered()
        self.fill_list(keep=shown)
        if not self.problems:
            self._say(tr("No problem of this theme has this grade."), TRYING)

    def choose_filter(self, theme: str | None = None, grade: str | None = None) -> None:
        """Choose the theme and the grade listed (None: all), as a person does."""
        for combo, value in ((self.theme_filter, theme), (self.grade_filter, grade)):
            combo.setCurrentIndex(max(0, combo.findData(value)) if value is not None else 0)
        self._filter_chosen()

    def _unreadable(self) -> str:
        return tr("The problems of {game} could not be read: {why}")

    def _mark(self) -> None:
        self._mark_solved()

    def _done(self, item: Any) -> bool:
        return self.progress.solved(item.id)

    def _show_item(self, index: int) -> None:
        self.show_problem(index)

    def show_problem(self, index: int) -> None:
        """Show the problem at ``index`` of the list (-1: none)."""
        if index >= 0 and self.list.currentRow() != index:
            self.list.setCurrentRow(index)  # which calls back here
            return
        self.index = index
        self._show_problem()

    def _problem_chosen(self, row: int) -> None:
        if row != self.index:
            self.show_problem(row)

    def current(self) -> Problem | None:
        return self.problems[self.index] if 0 <= self.index < len(self.problems) else None

    def _show_problem(self) -> None:
        problem = self.current()
        self._say("", TRYING)
        if problem is None:
            self.heading.setText(tr("No problem chosen"))
            self.goal.setText("")
            self.turn.setText("")
            self.turn_picture.clear()
            self.board.stop()
            self.board.problem = None
            self._update_buttons()
            return
        heading = tr("Problem {number} · {grade}").format(
            number=problem_number(problem), grade=grade_words(problem.grade))
        if problem.theme:
            heading = f"{heading} · {tr(theme_named(problem.theme).name)}"
        self.heading.setText(f"{heading} · {problem.title}" if problem.title else heading)
        comment = problem.record.root.comment if problem.record is not None else ""
        note = comment[len(problem.goal):].strip() if comment.startswith(problem.goal) else ""
        self.goal.setText(f"{tr(problem.goal)}\n{note}" if note else tr(problem.goal))
        family = position_family(problem.start)
        colour = tr(COLOUR_NAMES[problem.solver])
        self.turn.setText(tr("{colour} to play").format(colour=colour))
        # made at the screen's pixel ratio by the family (a picture scaled again after that
        # came out twice too big on a HiDPI screen)
        self.turn_picture.setPixmap(family.picture(problem.solver, TURN_PICTURE))
        self.board.start(problem)
        self._say(tr(family.how_to_move), TRYING)

    def _mark_solved(self) -> None:
        """Each problem's row with its mark (solved at the first try, solved later, failed)
        and the counts of both."""
        progress = self.progress
        for row, problem in enumerate(self.problems):
            item = self.list.item(row)
            text = tr("{number}. {grade}").format(
                number=problem_number(problem), grade=grade_words(problem.grade))
            idea = ""
            if problem.theme:
                theme = theme_named(problem.theme)
                text = f"{text} · {tr(theme.name)}"
                idea = tr(theme.idea)
            if problem.title:
                text = f"{text} · {problem.title}"
            mark, colour, state = self._state_of(problem.id)
            item.setText(f"{text}  {mark}" if mark else text)
            item.setForeground(QBrush(QColor(colour)) if colour else QBrush())
            item.setToolTip(sentences(tr(problem.goal), idea, state))
        solved = sum(progress.solved(problem.id) for problem in self.problems)
        first = sum(progress.first_time(problem.id) for problem in self.problems)
        self.count.setText(tr("{solved} of {total} solved").format(
            solved=solved, total=len(self.problems)) + "\n" + tr(
            "%n at the first try", None, first))

    def _state_of(self, problem_id: str) -> tuple[str, str, str]:
        """A problem's mark in the list, its colour and its state in words."""
        progress = self.progress
        if progress.first_time(problem_id):
            return SOLVED_MARK, STATE_COLOURS[RIGHT], tr("Solved at the first try.")
        if progress.solved(problem_id):
            return LATER_MARK, LATER_COLOUR, tr("Solved, not at the first try.")
        if progress.failed(problem_id):
            return FAILED_MARK, STATE_COLOURS[WRONG], tr("Failed at the first try.")
        return "", "", ""

    # --- commands -------------------------------------------------------------------------

    def retry(self) -> None:
        """Retry (Backspace): the problem from its start."""
        if self.current() is not None:
            self.board.retry()
            self._say(tr("Try again."), TRYING)

    def show_answer(self) -> None:
        """Show answer: the problem counts as failed at the first try (unless solved)."""
        problem = self.current()
        if problem is not None:
            self._failed(problem)
            self._say(tr("The answer:"), ANSWER)
            self.board.show_answer()

    def previous_problem(self) -> None:
        if self.index > 0:
            self.show_problem(self.index - 1)

    def next_problem(self) -> None:
        if self.index + 1 < len(self.problems):
            self.show_problem(self.index + 1)

    def _enter(self) -> None:
        """Enter: ends a turn in progress, else the next problem."""
        if self.board.turn_begun():
            self.board.done()
        else:
            self.next_problem()

    def reset_progress(self) -> None:
        """Forget the solved problems, once the person agrees."""
        answer = QMessageBox.question(
            self, tr("Reset progress"),
            tr("Forget which problems you have solved, in every game?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if not self.progress.reset():
            self._say(self.progress.problem or "", WRONG)
        self._mark_solved()

    # --- what the board says --------------------------------------------------------------

    def _solved(self, problem: Problem) -> None:
        failed = self.progress.failed(problem.id) and not self.progress.solved(problem.id)
        if not self.progress.mark_solved(problem.id):
            self._say(self.progress.problem or "", WRONG)
        elif failed:  # the first solution after a failed first try
            self._say(sentences(tr("Right!"), tr("Solved, but not at the first try.")), RIGHT)
        self._mark_solved()

    def _failed(self, problem: Problem) -> None:
        """A wrong try or the answer shown: failed at the first try, unless solved before."""
        if self.progress.solved(problem.id) or self.progress.failed(problem.id):
            return
        if not self.progress.mark_failed(problem.id):
            self._say(self.progress.problem or "", WRONG)
        self._mark_solved()

    def _update_buttons(self) -> None:
        problem = self.current()
        board = self.board
        self.update_done(self.done_button, problem)
        self.retry_button.setEnabled(problem is not None and bool(board.moves or board.steps
                                                                 or board.state != TRYING))
        self.answer_button.setEnabled(problem is not None and not board.answering())
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(0 <= self.index < len(self.problems) - 1)

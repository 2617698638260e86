"""Edit ▸ Make a problem…: the current node's position made a problem of one's own
(:mod:`magnetdesk.learn.authoring`), checked with the built-in sets' judges off the UI thread,
and added to a collection file (:mod:`magnetdesk.learn.own_collections`).

The dialog says what it found in the game (who solves, the right line, the wrong tries and
their replies), offers the goals the family's problems use, the marked points (the node's
crosses, or what the right line takes), the title, the grade (by difficulty unless chosen),
the theme and a comment, and the collection ("My problems" in the data folder unless another
is chosen). Save checks first, with a busy bar, and saves only a problem the judges pass; what
they refuse is listed in words and nothing is written. There is no "save anyway": a problem
with two answers or a wrong try that is right would be judged wrongly in the Problems window.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.gui.common.words import COLOUR_NAMES, grade_words
from magnetdesk.learn.authoring import (
    KIND_NAMES,
    Draft,
    Verdict,
    build_and_check,
    default_marks,
    goal_kinds,
    lines_at,
    make_problem,
    solver_moves,
)
from magnetdesk.learn.own_collections import append
from magnetdesk.learn.problems import GRADES, goal_text
from magnetdesk.learn.themes import themes_of
from magnetdesk.record import GameRecord, Node, SgfError
from magnetdesk.translation import tr

ERROR_STYLE = "color: #b03a2e;"
RIGHT_STYLE = "color: #1e7d32;"


class CheckThread(QThread):
    """Makes and checks the problem (GNU Go and the searches may take seconds)."""

    checked = Signal(object)  # the Verdict

    def __init__(self, record: GameRecord, draft: Draft) -> None:
        super().__init__()
        self.record, self.draft = record, draft

    def run(self) -> None:
        self.checked.emit(build_and_check(self.record, self.record.root, self.draft))


class ProblemDialog(QDialog):
    """See the module docstring; ``saved`` is the file written (None until saved)."""

    def __init__(self, record: GameRecord, node: Node, collection: Path,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Make a problem"))
        self.record, self.node = record, node
        self.saved: Path | None = None
        self.count = 0  # the problems in the collection once saved
        self.verdict: Verdict | None = None
        self.checker: CheckThread | None = None
        position = record.position(node)
        right, wrong = lines_at(node)
        self.solver = position.to_move
        kinds = goal_kinds(record.variant, self.solver, solver_moves(right))

        self.summary = QLabel(self._summary(right, wrong))
        self.summary.setWordWrap(True)
        self.title = QLineEdit()
        self.title.setPlaceholderText(tr("e.g. The corner's two stones"))
        self.goal = QComboBox()
        for kind in kinds:
            self.goal.addItem(tr(KIND_NAMES[kind]), kind)
        self.sentence = QLabel()  # the goal as the Problems window will say it
        self.sentence.setStyleSheet("font-style: italic;")
        self.sentence.setWordWrap(True)
        self.moves = solver_moves(right)
        self.marked = QLineEdit()
        self.marked.setPlaceholderText(tr("the points, e.g. A1 B1 (crosses on the board)"))
        self.grade = QComboBox()
        self.grade.addItem(tr("By difficulty"), "")
        for grade in GRADES:
            self.grade.addItem(grade_words(grade), grade)
        self.theme = QComboBox()
        self.theme.addItem(tr("None"), "")
        for theme in themes_of(record.variant):
            self.theme.addItem(tr(theme.name), theme.id)
        self.comment = QPlainTextEdit()
        self.comment.setPlaceholderText(tr("A hint or a word on the idea, shown with the goal"))
        self.comment.setFixedHeight(self.comment.fontMetrics().lineSpacing() * 4)
        self.fill = QCheckBox(tr("Give each wrong try without a reply the judge's best reply"))
        self.fill.setChecked(True)
        self.fill.setEnabled(any(not reply for _, reply in wrong))
        self.path = QLineEdit(str(collection))
        browse = QPushButton(tr("Choose…"))
        browse.setAutoDefault(False)
        where = QGridLayout()  # the file and its Choose… button on one row
        where.addWidget(self.path, 0, 0)
        where.addWidget(browse, 0, 1)
        where.setColumnStretch(0, 1)
        form = QFormLayout()
        form.addRow(tr("&Title"), self.title)
        form.addRow(tr("&Goal"), self.goal)
        form.addRow("", self.sentence)
        form.addRow(tr("&Marked"), self.marked)
        form.addRow(tr("G&rade"), self.grade)
        form.addRow(tr("T&heme"), self.theme)
        form.addRow(tr("&Comment"), self.comment)
        form.addRow("", self.fill)
        collection_label = QLabel(tr("C&ollection"))
        collection_label.setBuddy(self.path)
        form.addRow(collection_label, where)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.report = QLabel()
        self.report.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.check_button = self.buttons.addButton(
            tr("C&heck"), QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button = self.buttons.addButton(
            tr("Check and &save"), QDialogButtonBox.ButtonRole.AcceptRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(form)
        layout.addWidget(self.busy)
        layout.addWidget(self.report)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)

        self.goal.currentIndexChanged.connect(self._goal_chosen)
        self.marked.textChanged.connect(self._say_goal)
        browse.clicked.connect(self._browse)
        self.buttons.rejected.connect(self.reject)
        self.check_button.clicked.connect(lambda: self.start(save=False))
        self.save_button.clicked.connect(lambda: self.start(save=True))
        self._goal_chosen()
        if not right:
            self._tell([tr("Play the answer from this position first: the problem needs its "
                           "right line.")])
        elif not kinds:
            self._tell([tr("No goal of this game's problems fits this side to move and this "
                           "line's length.")])
        self._enable(bool(right and kinds))

    def _summary(self, right: tuple[str, ...], wrong: tuple[tuple[str, str], ...]) -> str:
        colour = tr(COLOUR_NAMES[self.solver])
        tries = [tr("{move} (refuted by {reply})").format(move=move, reply=reply) if reply
                 else tr("{move} (no reply yet)").format(move=move) for move, reply in wrong]
        return "\n".join((
            tr("{colour} to play solves the problem.").format(colour=colour),
            tr("Right line: {moves}").format(moves=" ".join(right) or "–"),
            tr("Wrong tries: {tries}").format(tries=", ".join(tries)) if tries
            else tr("No wrong try: other first moves are variations of this position."),
        ))

    def _goal_chosen(self) -> None:
        kind = self.goal.currentData()
        if kind is not None:
            self.marked.setText(" ".join(default_marks(self.record, self.node, kind)))
        self.marked.setEnabled(kind not in ("win", "king", "count", "lead"))
        self._say_goal()

    def _say_goal(self) -> None:
        kind = self.goal.currentData()
        said = goal_text(kind, self.solver, self.moves, len(self.marked.text().split())
                         ) if kind is not None else None
        self.sentence.setText(tr(said) if said is not None else "")

    def _browse(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, tr("Collection to add the problem to"), self.path.text(),
            tr("SGF collections (*.sgf)"), options=QFileDialog.Option.DontConfirmOverwrite)
        if name:
            self.path.setText(name)

    def draft(self) -> Draft:
        return Draft(self.goal.currentData() or "", tuple(self.marked.text().split()),
                     self.title.text(), self.comment.toPlainText(),
                     self.grade.currentData() or "", self.theme.currentData() or "",
                     self.fill.isChecked())

    # --- checking and saving --------------------------------------------------------------

    def start(self, save: bool) -> None:
        """Make the problem here (quick), check it on a thread; save when it passes."""
        draft = self.draft()
        try:  # the game's lines copied: the thread never touches the window's game
            made = make_problem(self.record, self.node, draft)
        except ValueError as error:
            self._tell([str(error)])
            return
        self._enable(False)
        self.busy.show()
        self.report.setStyleSheet("")
        self.report.setText(tr("Checking with the judges of the built-in problems…"))
        self.checker = CheckThread(made, draft)
        self.checker.checked.connect(lambda verdict: self._checked(verdict, save))
        self.checker.start()

    def _checked(self, verdict: Verdict, save: bool) -> None:
        if self.checker is not None:
            self.checker.wait()
            self.checker = None
        self.busy.hide()
        self._enable(True)
        self.verdict = verdict
        if verdict.errors or verdict.record is None:
            self._tell([tr("Not saved. The judges refuse the problem:"), *verdict.errors,
                        *verdict.notes])
            return
        passed = [tr("The judges pass it (grade: {grade}).").format(
            grade=grade_words(verdict.grade)), *verdict.notes]
        if not save:
            self._tell(passed, RIGHT_STYLE)
            return
        path = Path(self.path.text().strip()).expanduser()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            count = append(path, verdict.record)
        except (OSError, SgfError) as error:
            self._tell([tr("The problem could not be saved: {why}").format(why=error)])
            return
        self.saved = path
        self.count = count
        self.accept()

    def _tell(self, lines: list[str], style: str = ERROR_STYLE) -> None:
        self.report.setStyleSheet(style)
        self.report.setText("\n".join(f"• {line}" if index else line
                                      for index, line in enumerate(lines)))

    def _enable(self, enabled: bool) -> None:
        for button in (self.check_button, self.save_button):
            button.setEnabled(enabled and self.goal.count() > 0)

    def reject(self) -> None:
        """Cancel waits for a check under way (it ends by itself), then closes."""
        if self.checker is not None:
            self.checker.checked.disconnect()
            self.checker.wait()
            self.checker = None
        super().reject()

"""What the learning windows share (the course, :mod:`~magnetdesk.gui.learn.course_window`, and the
problems, :mod:`~magnetdesk.gui.learn.problems_window`): a dialog beside the game with a
:class:`~magnetdesk.gui.learn.problem_board.ProblemBoard`, a card above the board, the family's own
panel under it as beside a game (Medusa's marker), the judge's words in the colour of the
board's state, a row of buttons (Done / Pass for a family whose turn is several actions), Enter
and Backspace, and one window per main window."""

from __future__ import annotations

import builtins  # the dialogs' ``list`` is their list widget
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.variants import VARIANTS, family_of
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.family import FamilyPanel
from magnetdesk.gui.learn.problem_board import ANSWER, RIGHT, TRYING, WRONG, ProblemBoard
from magnetdesk.learn.problems import Problem
from magnetdesk.record.errors import SgfError
from magnetdesk.translation import QT_TR_NOOP, sentence, tr

STATE_COLOURS = {RIGHT: "#1e7d32", WRONG: "#b03a2e", ANSWER: "#1f5fa8", TRYING: ""}
LIST_STYLE = "QListWidget::item { padding: 3px 6px; }"
CARD_STYLE = """
QFrame#problem-card { border: 1px solid palette(mid); border-radius: 6px;
                      background: palette(base); }
"""

PASS_COMPLETELY = QT_TR_NOOP("Pass")  # the Done button before anything was done this turn

Window = TypeVar("Window", bound="LearnDialog")


def open_window(parent: QWidget, kind: type[Window]) -> Window:
    """Show the parent's window of ``kind`` (made the first time), in front."""
    shown = [w for w in parent.findChildren(kind) if not w.closed]
    window = shown[0] if shown else kind(parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # the next opens afresh
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def caption(text: str) -> QLabel:
    """A bold caption over a part of the window."""
    label = QLabel(text)
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


def card(*rows: QWidget | QLayout) -> QFrame:
    """The framed card above the board, holding ``rows`` top to bottom."""
    frame = QFrame()
    frame.setObjectName("problem-card")
    frame.setStyleSheet(CARD_STYLE)
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 10, 12, 10)
    layout.setSpacing(6)
    for row in rows:
        if isinstance(row, QLayout):
            layout.addLayout(row)
        else:
            layout.addWidget(row)
    return frame


def button_row(left: list[QPushButton], right: list[QPushButton]) -> QHBoxLayout:
    """The buttons under the board: ``left`` ones, a stretch, ``right`` ones. None is a default
    button (Enter belongs to the window) and none takes the focus from a click."""
    row = QHBoxLayout()
    row.setSpacing(8)
    for button in left:
        row.addWidget(button)
    row.addStretch(1)
    for button in right:
        row.addWidget(button)
    for button in (*left, *right):
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return row


class LearnDialog(QDialog):
    """A learning window: its board, the feedback line, the keys, and closing. A subclass
    lays out ``board.view`` and ``feedback`` (with :meth:`lay_out`) and answers ``retry`` and
    ``_enter``."""

    board: ProblemBoard
    games: QComboBox  # the choice of game: each item's data is a variant id
    list: QListWidget  # the lessons or the problems of the game chosen
    index: int  # the row shown (-1: none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.closed = False
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(self.feedback.fontMetrics().lineSpacing() * 2)
        self.panel_box = QVBoxLayout()
        self.panel: FamilyPanel | None = None  # the family's own panel, as beside a game
        self._items: builtins.list[Any] = []  # the game's lessons or problems
        self._panel_maker: Callable[[], FamilyPanel] | None = None

    def update_panel(self) -> None:
        """Show the family's own panel (Medusa's marker) for the position on the board; none
        for a family without one."""
        board = self.board
        position = board.shown_position() if board.problem is not None else None
        make = position_family(position).view.panel if position is not None else None
        if make is None:
            if self.panel is not None:
                self.panel.hide()
            return
        if self.panel is None or make is not self._panel_maker:
            if self.panel is not None:
                self.panel.deleteLater()
            self.panel, self._panel_maker = make(), make
            self.panel_box.addWidget(self.panel)
        self.panel.show_position(position)
        self.panel.show()

    def lay_out(self, left: QLayout, top: QWidget, buttons: QLayout) -> None:
        """The window: ``left`` beside the card ``top``, the board, the family's own panel
        (Medusa's marker track), the feedback and the ``buttons``."""
        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(top)
        right.addWidget(self.board.view, 1)
        right.addLayout(self.panel_box)
        right.addWidget(self.feedback)
        self.board.changed.connect(self.update_panel)
        right.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(14)
        layout.addLayout(left)
        layout.addLayout(right, 1)

    def make_done_button(self) -> QPushButton:
        """The button that ends a turn of several actions (Medusa), or passes completely when
        nothing was done yet; hidden for the other families (see :meth:`update_done`)."""
        button = QPushButton(tr("Done"))
        button.setToolTip(tr("End the turn (Enter)"))
        button.clicked.connect(self.board.done)
        return button

    def update_done(self, button: QPushButton, problem: Problem | None) -> None:
        board = self.board
        turns = problem is not None and position_family(problem.start).turns
        button.setVisible(turns)
        button.setEnabled(turns and board.state == TRYING)
        button.setText(tr("Done") if board.turn_begun() else tr(PASS_COMPLETELY))

    def variant(self) -> str | None:
        """The game chosen (a variant id), None when there is none."""
        variant: str | None = self.games.currentData()
        return variant

    def choose_game(self, variant: str) -> None:
        """Show ``variant``'s game; without one of its own, the first of its family's (the
        chess course teaches every code)."""
        index = self.games.findData(variant)
        if index < 0 and variant in VARIANTS:
            family = family_of(variant).id
            index = next((i for i in range(self.games.count())
                          if self.games.itemData(i) in VARIANTS
                          and family_of(self.games.itemData(i)).id == family), -1)
        if index >= 0:
            self.games.setCurrentIndex(index)

    def _game_chosen(self) -> None:
        """Another game chosen: its lessons or problems in the list, the first one not yet
        passed (or solved) shown; a collection that cannot be read says why."""
        variant = self.variant()
        items: builtins.list[Any] = []
        error: SgfError | None = None
        if variant is not None:
            try:
                items = self._load(variant)
            except SgfError as exc:
                error = exc
        self._items = items
        self._set_items(items)
        if variant is not None and error is not None:
            self.fill_list()
            self._say(self._unreadable().format(game=self.games.currentText(), why=error),
                      WRONG)
            return
        self.fill_list()

    def fill_list(self, keep: Any = None) -> None:
        """The list anew with the items :meth:`_listed`: ``keep`` shown if it is listed, else
        the first one not yet passed (or solved)."""
        self.board.stop()
        self.index = -1
        self.list.blockSignals(True)
        self.list.clear()
        self.list.blockSignals(False)
        items = self._listed()
        for _ in items:
            self.list.addItem(QListWidgetItem())
        self._mark()
        first = next((i for i, item in enumerate(items) if not self._done(item)), 0)
        if keep is not None and keep in items:
            first = items.index(keep)
        self._show_item(first if items else -1)

    def _listed(self) -> builtins.list[Any]:
        """The items in the list: all the game's, unless the window filters them."""
        return self._items

    # what a window of lessons or of problems says for itself
    def _load(self, variant: str) -> builtins.list[Any]:
        raise NotImplementedError

    def _set_items(self, items: builtins.list[Any]) -> None:
        raise NotImplementedError

    def _unreadable(self) -> str:
        raise NotImplementedError

    def _mark(self) -> None:
        raise NotImplementedError

    def _done(self, item: Any) -> bool:
        raise NotImplementedError

    def _show_item(self, index: int) -> None:
        raise NotImplementedError

    def _say(self, text: str, state: str) -> None:
        colour = STATE_COLOURS.get(state, "")
        self.feedback.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")
        self.feedback.setText(sentence(text))  # an engine's reason too

    def retry(self) -> None:
        raise NotImplementedError

    def _enter(self) -> None:
        raise NotImplementedError

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter: the window's next step; Backspace: retry; Esc closes (the dialog's)."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_Backspace:
            self.retry()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.board.stop()
        self.closed = True
        super().closeEvent(event)

    def done(self, result: int) -> None:
        """Esc (and the window's close button) close the window."""
        self.board.stop()
        self.closed = True
        super().done(result)

"""Edit ▸ Set up position: a board of its own on which a person puts stones or pieces, with
the palette beside it (:mod:`.setup_palette`), from the start position, the position on the
board or a cleared board. Done hands the arrangement to the game
(:meth:`magnetdesk.record.Game.set_up`): a setup node of its own after the current node; a
refused setup (a chain without liberties, a side without its king) is said in the dialog,
which stays open. Cancel changes nothing.

Keys: the arrow keys move the board's cursor and Enter or Space puts the chosen piece there
(the board has the keys from the start; Tab goes on to the buttons, Esc gives them back too,
and F6 or Ctrl+B gives the board the keys again, as in the window); a letter picks a piece
(:mod:`.setup_palette`), ``e`` or Delete Erase; Ctrl+Return is Done, Esc (the board's keys
given back) Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.setup import Arrangement, SetupKit
from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.gui.board.cursor import BoardKeys
from magnetdesk.gui.board.family import FamilyView
from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.editor.setup_palette import ERASE, SetupPalette
from magnetdesk.translation import tr

BOARD_SIZE = 520  # pixels: the dialog's board at first


class SetupDialog(QDialog):
    """See the module docstring. ``position`` is the current node's, ``start`` the game's
    start position; ``accept_setup(arrangement)`` sets it up in the game and answers why not
    (None: done)."""

    def __init__(
        self, kit: SetupKit, view: FamilyView, position: Any, start: Any,
        accept_setup: Callable[[Arrangement], Illegal | None], parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Set up position"))
        self.kit = kit
        self.position = position
        self.start = start
        self.accept_setup = accept_setup
        self.arrangement = kit.arrangement(position)

        self.board = BoardView()
        self.board.setMinimumSize(BOARD_SIZE, BOARD_SIZE)
        self.board.setAccessibleName(tr("Board being set up"))
        self.board.cellClicked.connect(self.put)
        self.keys = BoardKeys(self.board, self.board.board)
        self.choices = SetupPalette(kit, view)
        self.choices.changed.connect(self._palette_changed)

        starts = QHBoxLayout()
        for text, tip, arrangement in (
            (tr("&Start position"), tr("The game's start position"),
             lambda: kit.arrangement(start)),
            (tr("C&urrent position"), tr("The position of the move shown"),
             lambda: kit.arrangement(position)),
            (tr("&Clear"), tr("An empty board"), lambda: kit.empty(position)),
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, make=arrangement: self.show_arrangement(make()))
            starts.addWidget(button)
        self.where = QLabel()  # the cell under the mouse or the cursor, and what is on it
        self.where.setAccessibleName(tr("Cell"))
        self.board.board.hovered.connect(self._name_cell)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        done = buttons.addButton(tr("Done"), QDialogButtonBox.ButtonRole.AcceptRole)
        done.setToolTip(tr("Set this position up in the game (Ctrl+Enter)"))
        for each in buttons.buttons():
            if isinstance(each, QPushButton):
                each.setAutoDefault(False)  # Enter puts a piece on the board
        buttons.accepted.connect(self.done_setting_up)
        buttons.rejected.connect(self.reject)

        side = QVBoxLayout()
        side.addLayout(starts)
        side.addWidget(self.choices)
        side.addWidget(self.where)
        side.addWidget(self.message)
        side.addStretch(1)
        side.addWidget(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.board, 1)
        layout.addLayout(side)
        self.show_arrangement(self.arrangement)
        self.board.board.set_mode(BoardMode.SELECT)
        self.keys.enter()
        self._hint()

    # --- the arrangement ------------------------------------------------------------------

    def show_arrangement(self, arrangement: Arrangement) -> None:
        """Show ``arrangement`` on the board and in the palette."""
        self.arrangement = arrangement
        self.choices.show_arrangement(arrangement)
        self._draw()

    def put(self, cell: int) -> None:
        """A click on ``cell``: the chosen piece goes there; on a cell that has it already,
        the cell is emptied (a second click takes a stone off again)."""
        value = self.choices.chosen()
        if value != ERASE and self.arrangement.cells.get(cell) == value:
            value = ERASE
        self.arrangement = self.arrangement.placed(cell, value)
        self._draw()
        self._hint()
        self._name_cell(cell)

    def _name_cell(self, cell: int | None, shift: bool = False) -> None:
        """Name the cell under the mouse or the cursor and what stands on it."""
        topology = self.board.board.topology
        if cell is None or topology is None:
            self.where.setText("")
            return
        value = self.arrangement.cells.get(cell)
        names = {piece.value: tr(piece.name) for piece in self.kit.pieces}
        what = names.get(value, tr("empty")) if value else tr("empty")
        self.where.setText(tr("{cell}: {what}").format(cell=topology.name(cell), what=what))
        self.where.setAccessibleDescription(self.where.text())

    def _palette_changed(self) -> None:
        self.arrangement = Arrangement(
            self.arrangement.cells, self.choices.to_move(), self.choices.extra_values()
        )
        self._draw()

    def _draw(self) -> None:
        drawn = self.kit.draft(self.position, self.arrangement)
        self.board.board.set_position(drawn)
        self.choices.show_position(drawn)
        self.board.board.set_mode(BoardMode.SELECT)

    def _hint(self) -> None:
        self.message.setText(tr(
            "Click the board to put the chosen piece there; click it again to take it off. "
            "The arrow keys and Enter do the same."
        ))
        self.message.setStyleSheet("")

    # --- closing --------------------------------------------------------------------------

    def done_setting_up(self) -> None:
        """Done: the game takes the setup, or the dialog says why not and stays open."""
        refused = self.accept_setup(self.arrangement)
        if refused is None:
            self.accept()
            return
        self.message.setText(tr("This position cannot be set up: {reason}").format(
            reason=refused.message))
        self.message.setStyleSheet("color: #c0392b; font-weight: bold")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                      Qt.KeyboardModifier.ShiftModifier)
        control = event.modifiers() == Qt.KeyboardModifier.ControlModifier
        if event.key() == Qt.Key.Key_F6 or (control and event.key() == Qt.Key.Key_B):
            self.keys.enter()
            return
        if plain and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.choices.choose_erase()
            return
        if plain and event.text() and self.choices.choose_key(event.text()):
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.done_setting_up()
            return  # Enter puts a piece on the board's cursor, never closes the dialog
        super().keyPressEvent(event)

"""Whom you play, in plain words (the new-game dialog's middle):

    (•) Play against the computer
          at level  [Casual (2) ▾]
          I take    [Black (moves first) ▾]
    ( ) Play against a friend on this computer

(one choice a line, so that it fits beside the game list on a 640-pixel screen).

The side is the first or the second move (or a random one), shown by the colour that has it in
the chosen game: so "Black" in Go becomes "White" in chess, and the person still moves first.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.core.vocabulary import opponent
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.option_form import capital
from magnetdesk.gui.setup import FIRST, RANDOM, SECOND, Opponent, first_mover
from magnetdesk.gui.side_panel import COLOUR_NAMES
from magnetdesk.translation import tr

INDENT = 26  # pixels: "at level" and "I take" sit under the words of their radio button
ICON = 16


class OpponentChoice(QWidget):
    """See the module docstring. ``changed`` fires on every choice; :meth:`opponent` answers
    it."""

    changed = Signal()

    def __init__(self, chosen: Opponent | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.computer = QRadioButton(tr("Play against the &computer"))
        self.friend = QRadioButton(tr("Play against a &friend on this computer"))
        group = QButtonGroup(self)
        group.addButton(self.computer)
        group.addButton(self.friend)
        self.level = QComboBox()
        for number, level in LEVELS.items():
            self.level.addItem(tr("{level} ({number})").format(level=tr(level.name),
                                                                number=number), number)
            self.level.setItemData(
                self.level.count() - 1, capital(tr(level.summary)), Qt.ItemDataRole.ToolTipRole
            )
        self.level_label = QLabel(tr("at &level"))
        self.level_label.setBuddy(self.level)
        self.side_label = QLabel(tr("I &take"))
        self.side = QComboBox()
        self.side_label.setBuddy(self.side)
        for side in (FIRST, SECOND, RANDOM):
            self.side.addItem("", side)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnMinimumWidth(0, INDENT)
        grid.addWidget(self.computer, 0, 0, 1, 3)
        grid.addWidget(self.level_label, 1, 1)
        grid.addWidget(self.level, 1, 2)
        grid.addWidget(self.side_label, 2, 1)
        grid.addWidget(self.side, 2, 2)
        grid.addWidget(self.friend, 3, 0, 1, 4)
        grid.setColumnStretch(3, 1)
        self.set_variant("go")
        self.choose(chosen or Opponent())
        for signal in (self.computer.toggled, self.level.currentIndexChanged,
                       self.side.currentIndexChanged):
            signal.connect(self._changed)

    def set_variant(
        self, variant_id: str, picture=stone_pixmap, computer_plays: bool = True
    ) -> None:
        """Name the sides by the colours that have them in ``variant_id``, drawn with
        ``picture(colour, size)``; a game the computer does not play offers only a friend."""
        first = first_mover(variant_id)
        for index, colour, words in (
            (0, first, tr("{colour} (moves first)")),
            (1, opponent(first), tr("{colour} (moves second)")),
        ):
            self.side.setItemText(index, words.format(colour=tr(COLOUR_NAMES[colour])))
            self.side.setItemIcon(index, QIcon(picture(colour, ICON)))
        self.side.setItemText(2, tr("Random"))
        self.computer.setEnabled(computer_plays)
        if not computer_plays:
            self.friend.setChecked(True)
        self._enable()

    def choose(self, chosen: Opponent) -> None:
        """Show ``chosen``."""
        (self.computer if chosen.computer and self.computer.isEnabled() else self.friend
         ).setChecked(True)
        self.level.setCurrentIndex(max(0, self.level.findData(chosen.level)))
        self.side.setCurrentIndex(max(0, self.side.findData(chosen.side)))
        self._enable()

    def opponent(self) -> Opponent:
        return Opponent(self.computer.isChecked(), self.level.currentData(),
                        self.side.currentData())

    def _enable(self) -> None:
        on = self.computer.isChecked()
        for widget in (self.level, self.level_label, self.side, self.side_label):
            widget.setEnabled(on)

    def _changed(self, *_: object) -> None:
        self._enable()
        self.changed.emit()

"""Whom you play, in plain words (the new-game dialog's middle):

    (•) Play against the computer
          at level  [Casual (2) ▾]      (or an outside engine: GNU Go (engine))
                    On 9×9 Go, it wins about 1 game in 10 against GNU Go
                    [ ] follows my results (your level: Casual (2))
          I take    [Black (moves first) ▾]
          teaching  [Off ▾]
    ( ) Play against a friend on this computer

(one choice a line, so that it fits beside the game list on a 640-pixel screen). Under the
level, what it beats in words a player knows (measured on 9×9 Go: docs/strength.md), or in
the other games what it does.

The side is the first or the second move (or a random one), shown by the colour that has it in
the chosen game: so "Black" in Go becomes "White" in chess, and the person still moves first.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.core.vocabulary import opponent
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.common.setup import FIRST, RANDOM, SECOND, Opponent, first_mover
from magnetdesk.gui.common.words import COLOUR_NAMES, capital
from magnetdesk.translation import tr

INDENT = 26  # pixels: "at level" and "I take" sit under the words of their radio button
ICON = 16
TEACHING = (0, 5, 10, 20)  # the teaching game's thresholds (% of win rate), 0 off


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
        self.strength = QLabel()
        self.strength.setObjectName("level-strength")
        self.strength.setWordWrap(True)
        self.variant_id = "go"
        self.level_label = QLabel(tr("at &level"))
        self.level_label.setBuddy(self.level)
        self.side_label = QLabel(tr("I &take"))
        self.side = QComboBox()
        self.side_label.setBuddy(self.side)
        for side in (FIRST, SECOND, RANDOM):
            self.side.addItem("", side)
        self.follows = QCheckBox()
        self.follows.setToolTip(tr("Your own level in this game: one up after each win, one "
                                   "down after each loss"))
        self.teaching_label = QLabel(tr("t&eaching"))
        self.teaching = QComboBox()
        self.teaching_label.setBuddy(self.teaching)
        for share in TEACHING:
            self.teaching.addItem(tr("Off") if not share else tr(
                "say when my move loses {share}% or more").format(share=share), share)
        self.teaching.setToolTip(tr("A teaching game: when your move loses much, the computer "
                                    "says so, shows a better move and offers to take it back"))
        self.personal = 2
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnMinimumWidth(0, INDENT)
        grid.addWidget(self.computer, 0, 0, 1, 4)
        grid.addWidget(self.level_label, 1, 1)
        grid.addWidget(self.level, 1, 2)
        grid.addWidget(self.strength, 2, 2, 1, 2)
        grid.addWidget(self.follows, 3, 2, 1, 2)
        grid.addWidget(self.side_label, 4, 1)
        grid.addWidget(self.side, 4, 2)
        grid.addWidget(self.teaching_label, 5, 1)
        grid.addWidget(self.teaching, 5, 2, 1, 2, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.friend, 6, 0, 1, 4)
        grid.setColumnStretch(3, 1)
        self.set_variant("go")
        self.set_personal_level(2)
        self.choose(chosen or Opponent())
        for signal in (self.computer.toggled, self.level.currentIndexChanged,
                       self.side.currentIndexChanged, self.teaching.currentIndexChanged,
                       self.follows.toggled):
            signal.connect(self._changed)

    def set_variant(
        self, variant_id: str, picture=stone_pixmap, computer_plays: bool = True
    ) -> None:
        """Name the sides by the colours that have them in ``variant_id``, drawn with
        ``picture(colour, size)``; a game the computer does not play offers only a friend."""
        self.variant_id = variant_id
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

    def set_personal_level(self, level: int) -> None:
        """The person's own level in the chosen game (:mod:`magnetdesk.gui.common.personal_level`):
        named beside the switch, and the computer's level while the switch is on."""
        self.personal = level
        self.follows.setText(tr("follows my results (your level: {level})").format(
            level=self.level.itemText(max(0, self.level.findData(level)))))
        self._follow()

    def set_engines(self, names: list[str]) -> None:
        """Offer the outside engines the person attached (Engines ▸ Engines…) after our
        levels, by name."""
        chosen = self.level.currentData()
        while self.level.count() > len(LEVELS):
            self.level.removeItem(self.level.count() - 1)
        if names:
            self.level.insertSeparator(self.level.count())
        for name in names:
            self.level.addItem(tr("{engine} (engine)").format(engine=name), name)
            self.level.setItemData(self.level.count() - 1, tr(
                "An outside engine (Engines ▸ Engines…)"), Qt.ItemDataRole.ToolTipRole)
        self.level.setCurrentIndex(max(0, self.level.findData(chosen)))

    def engine(self) -> str:
        """The outside engine chosen ('' for our computer at a level)."""
        data = self.level.currentData()
        return data if isinstance(data, str) else ""

    def choose(self, chosen: Opponent) -> None:
        """Show ``chosen``."""
        (self.computer if chosen.computer and self.computer.isEnabled() else self.friend
         ).setChecked(True)
        found = self.level.findData(chosen.engine) if chosen.engine else -1
        self.level.setCurrentIndex(found if found >= 0 else
                                   max(0, self.level.findData(chosen.level)))
        self.side.setCurrentIndex(max(0, self.side.findData(chosen.side)))
        self.teaching.setCurrentIndex(max(0, self.teaching.findData(chosen.teaching)))
        self.follows.setChecked(chosen.follows)
        self._enable()

    def opponent(self) -> Opponent:
        engine = self.engine()
        if engine:  # no level that follows (ours); teaching by the analyst's verdicts
            return Opponent(self.computer.isChecked(), self.personal, self.side.currentData(),
                            self.teaching.currentData(), engine=engine)
        return Opponent(self.computer.isChecked(), self.level.currentData(),
                        self.side.currentData(), self.teaching.currentData(),
                        self.follows.isChecked())

    def _follow(self) -> None:
        if self.follows.isChecked():
            self.level.setCurrentIndex(max(0, self.level.findData(self.personal)))

    def strength_text(self) -> str:
        """What the chosen level beats in this game (measured: Go), or else what it does; an
        outside engine is named as one."""
        if self.engine():
            return tr("An outside engine (Engines ▸ Engines…)")
        level = LEVELS.get(self.level.currentData())
        if level is None:
            return ""
        measured = dict(level.against).get(self.variant_id)
        return tr(measured) if measured else capital(tr(level.summary))

    def _enable(self) -> None:
        on = self.computer.isChecked()
        for widget in (self.level, self.level_label, self.side, self.side_label, self.follows,
                       self.teaching, self.teaching_label, self.strength):
            widget.setEnabled(on)
        self.level.setEnabled(on and not self.follows.isChecked())
        engine = bool(self.engine())
        self.follows.setEnabled(on and not engine)
        self._follow()
        self.strength.setText(self.strength_text())

    def _changed(self, *_: object) -> None:
        self._enable()
        self.changed.emit()

"""The dialog before File ▸ Print… and File ▸ Export PDF…: the game as diagrams (and how many
moves per diagram) or the position on the board alone, and the coordinates."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.gui.share.export_dialog import finish_dialog
from magnetdesk.gui.share.print_document import PrintOptions
from magnetdesk.record.diagrams import MAX_SPAN, MIN_SPAN
from magnetdesk.translation import tr

INDENT = 24  # px: the moves per diagram under the game's choice


class PrintDialog(QDialog):
    """Asks what to print. ``span`` is the moves a diagram to offer, ``pairs`` whether the
    game counts a move of each side as one (chess: the dialog says moves, the options hold
    plies); ``pdf`` names the button Export, else Print."""

    def __init__(
        self, parent: QWidget | None, options: PrintOptions, span: int, pairs: bool, pdf: bool
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Export the game as PDF") if pdf else tr("Print the game"))
        self.pairs = pairs
        self.game = QRadioButton(tr("The &game as diagrams"))
        self.position = QRadioButton(tr("The &position on the board"))
        choice = QButtonGroup(self)
        for button in (self.game, self.position):
            choice.addButton(button)
        (self.position if options.position else self.game).setChecked(True)
        self.span = QSpinBox()
        self.span.setRange(MIN_SPAN, MAX_SPAN // 2 if pairs else MAX_SPAN)
        self.span.setValue(span // 2 if pairs else span)
        self.span.setSuffix(tr(" moves"))
        self.span.setAccessibleName(tr("Moves per diagram"))
        self.game.toggled.connect(self.span.setEnabled)
        self.span.setEnabled(self.game.isChecked())
        self.coordinates = QCheckBox(tr("&Coordinates"))
        self.coordinates.setChecked(options.coordinates)
        label = QLabel(tr("&Moves per diagram:"))
        label.setBuddy(self.span)
        span_row = QHBoxLayout()
        span_row.setContentsMargins(INDENT, 0, 0, 0)  # under the choice it belongs to
        span_row.addWidget(label)
        span_row.addWidget(self.span, 1)
        form = QVBoxLayout()
        form.addWidget(self.game)
        form.addLayout(span_row)
        form.addWidget(self.position)
        form.addSpacing(INDENT // 2)
        form.addWidget(self.coordinates)
        finish_dialog(self, form, tr("&Export") if pdf else tr("&Print…"))

    def options(self) -> PrintOptions:
        """What was chosen (the span in plies)."""
        span = self.span.value() * (2 if self.pairs else 1)
        return PrintOptions(span, self.position.isChecked(), self.coordinates.isChecked())

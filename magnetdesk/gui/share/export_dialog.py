"""The small dialog before an export: what the picture shows (coordinates, move numbers), its
size, and for an animated GIF the time per move."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.gui.board.board_picture import MAX_SIZE, MIN_SIZE, PictureOptions
from magnetdesk.translation import tr

MIN_DELAY_MS, MAX_DELAY_MS = 100, 10_000
TITLE_BAR_ROOM = 160  # px beside a title: a window manager's buttons, icon and margins


class PictureDialog(QDialog):
    """Asks how the picture looks; ``delay_ms`` given: a GIF's dialog, with the time per
    move."""

    def __init__(
        self, parent: QWidget | None, options: PictureOptions, delay_ms: int | None = None
    ) -> None:
        super().__init__(parent)
        gif = delay_ms is not None
        self.setWindowTitle(
            tr("Export the game as an animated GIF") if gif
            else tr("Export the position as a picture")
        )
        self.coordinates = QCheckBox(tr("&Coordinates"))
        self.coordinates.setChecked(options.coordinates)
        self.numbers = QCheckBox(tr("&Move numbers on the stones"))
        self.numbers.setChecked(options.numbers)
        self.pixels = QSpinBox()
        self.pixels.setRange(MIN_SIZE, MAX_SIZE)
        self.pixels.setSingleStep(40)
        self.pixels.setSuffix(tr(" px"))
        self.pixels.setValue(options.size)
        form = QFormLayout()
        form.addRow(self.coordinates)
        form.addRow(self.numbers)
        form.addRow(tr("&Size:"), self.pixels)
        self.delay = QSpinBox()
        self.delay.setRange(MIN_DELAY_MS, MAX_DELAY_MS)
        self.delay.setSingleStep(100)
        self.delay.setSuffix(tr(" ms"))
        self.delay.setValue(delay_ms or MIN_DELAY_MS)
        if gif:
            form.addRow(tr("&Time per move:"), self.delay)
        finish_dialog(self, form, tr("&Export"))

    def options(self) -> PictureOptions:
        return PictureOptions(
            self.coordinates.isChecked(), self.numbers.isChecked(), self.pixels.value()
        )

    def delay_ms(self) -> int:
        return self.delay.value()


def finish_dialog(dialog: QDialog, form: QLayout, ok_text: str) -> None:
    """Lay ``dialog`` out: ``form`` above its OK (named ``ok_text``) and Cancel buttons, wide
    enough for its title."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(buttons)
    dialog.setMinimumWidth(title_width(dialog))


def title_width(window: QWidget) -> int:
    """The width at which ``window``'s title fits in its title bar (most window managers
    write it in bold, some a little larger; the rest is :data:`TITLE_BAR_ROOM`), so that
    a small dialog's title is not cut ("Export t… picture")."""
    font = QFont(window.font())
    font.setBold(True)
    if font.pointSizeF() > 0:  # not a font sized in pixels
        font.setPointSizeF(font.pointSizeF() * 1.1)
    return QFontMetrics(font).horizontalAdvance(window.windowTitle()) + TITLE_BAR_ROOM

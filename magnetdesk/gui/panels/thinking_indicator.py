"""The computer's thinking indicator at the right of the status bar: who is thinking, how far
the search has got (games played, the move it likes and how it rates it), a busy bar, and the
buttons to make it play at once or to stop it. Hidden while nobody thinks.

The label's text follows the search four times a second; its accessible name, which a screen
reader speaks whenever it changes, follows at most every :data:`SPOKEN_EVERY` seconds (and
when a side begins to think), so that the reader does not chatter."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.common.words import number_text
from magnetdesk.translation import tr

SPOKEN_EVERY = 5.0  # seconds: the least time between two accessible names of the progress


def progress_text(colour_name: str, position, progress) -> str:
    """``White is thinking · 1,240 games · likes D4 (56%)`` (for chess, the positions its
    alpha-beta search has looked at instead of games)."""
    text = tr("{colour} is thinking").format(colour=colour_name)
    if progress is None:
        return text + "…"
    count = number_text(progress.playouts)
    text += " · " + tr(position_family(position).searched).format(count=count)
    if progress.playouts and progress.best_move is not None:
        move = position.move_text(progress.best_move)
        text += " · " + tr("likes {move} ({rate})").format(
            move=move, rate=f"{progress.win_rate:.0%}"
        )
    return text


class ThinkingIndicator(QWidget):
    """See the module docstring. ``stopRequested`` and ``moveNowRequested`` are its buttons."""

    stopRequested = Signal()
    moveNowRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setMaximumWidth(80)
        self.bar.setMaximumHeight(14)
        self.bar.setTextVisible(False)
        self.move_now_button = QPushButton(tr("Play now"))
        self.move_now_button.setToolTip(tr("Play the best move found so far"))
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setToolTip(tr("Stop the computer's search (Esc); Ctrl+G lets it play on"))
        self.move_now_button.clicked.connect(self.moveNowRequested)
        self.stop_button.clicked.connect(self.stopRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 4, 0)
        layout.setSpacing(8)
        for widget in (self.label, self.bar, self.move_now_button, self.stop_button):
            widget.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            layout.addWidget(widget)
        self.label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self._colour_name = ""
        self._position = None
        self.clock: Callable[[], float] = time.monotonic
        self._named_at = -SPOKEN_EVERY  # when the accessible name last changed
        self.setVisible(False)

    def start(self, colour_name: str, position) -> None:
        """``colour_name`` begins to think about ``position``."""
        self._colour_name, self._position = colour_name, position
        self._show(progress_text(colour_name, position, None), spoken=True)
        self.setVisible(True)

    def show_progress(self, progress) -> None:
        if self._position is not None:
            self._show(progress_text(self._colour_name, self._position, progress))

    def _show(self, text: str, spoken: bool = False) -> None:
        """The label's ``text``; its accessible name too if ``spoken`` or if the last one is
        old enough (a label with a name of its own tells no reader of its text's changes)."""
        self.label.setText(text)
        now = self.clock()
        if (spoken or now - self._named_at >= SPOKEN_EVERY) and (
            self.label.accessibleName() != text
        ):
            self.label.setAccessibleName(text)
            self._named_at = now

    def finish(self) -> None:
        self._position = None
        self.setVisible(False)

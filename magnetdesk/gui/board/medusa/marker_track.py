"""Medusa's marker on its 19-point track, beside the board in the side panel.

The track runs from White's end (-9, on the left) through the centre to Black's end (+9, on
the right); the marker is a red token on its point, and moves there smoothly when it changes.
A small notch above the track shows where the komi started it. A turn without a placement
moves the marker one point toward the player; while a turn in which nothing was placed is in
progress, a faint token shows where the marker will go if the turn ends so.
:class:`MarkerPanel` is Medusa's section of the side panel: the track under a caption.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.medusa.state import marker_toward
from magnetdesk.gui.board.family import FamilyPanel
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.board.painters.theme import board_theme, theme_changes
from magnetdesk.translation import tr

END = 9
STONE = 18  # the end stones, in pixels
MOVE_MS = 260
HEIGHT = 46
TRACK_Y = 20.0


def marker_words(marker: int) -> str:
    """``3 points for White``, ``1 point for Black``, ``at the centre``."""
    if marker == 0:
        return tr("at the centre: no points")
    side = tr("Black") if marker > 0 else tr("White")
    return tr("%n point(s) for {colour}", None, abs(marker)).format(colour=side)


class MarkerTrack(QWidget):
    """See the module docstring. ``show_marker`` sets what is shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marker = 0
        self.start = 0
        self.coming: int | None = None
        self._shown = 0.0
        self._move = QVariantAnimation(self)
        self._move.setDuration(MOVE_MS)
        self._move.valueChanged.connect(self._step)
        self._stones = self._end_stones()
        theme_changes().changed.connect(self._restyle)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(HEIGHT)

    def sizeHint(self) -> QSize:
        return QSize(300, HEIGHT)

    @staticmethod
    def _end_stones() -> dict[int, QPixmap]:
        return {colour: stone_pixmap(colour, STONE) for colour in (BLACK, WHITE)}

    def _restyle(self) -> None:
        """A new board theme: the end stones and the marker in its colours."""
        self._stones = self._end_stones()
        self.update()

    def show_marker(self, marker: int, start: int, coming: int | None = None) -> None:
        """The marker at ``marker`` (-9..9, positive: Black's side), the komi's ``start``,
        and ``coming``: where it goes if the turn in progress ends as it stands (or None)."""
        self.start = start
        self.coming = coming if coming != marker else None
        self.setToolTip(
            tr("Marker: {where}. A turn without a placement moves it one point toward the "
               "player; at the end its points count for the side it stands on.")
            .format(where=marker_words(marker))
        )
        if marker != self.marker:
            self.marker = marker
            self._move.stop()
            self._move.setStartValue(float(self._shown))
            self._move.setEndValue(float(marker))
            self._move.start()
        self.update()

    def shown_marker(self) -> float:
        """Where the token is drawn now (between points while it moves)."""
        return self._shown

    def _step(self, value: float) -> None:
        self._shown = float(value)
        self.update()

    def _x(self, point: float) -> float:
        left = STONE + 10
        right = self.width() - STONE - 10
        return left + (point + END) / (2 * END) * (right - left)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = board_theme().panel_accent
        y = TRACK_Y
        painter.drawPixmap(QPointF(2, y - STONE / 2), self._stones[WHITE])
        painter.drawPixmap(QPointF(self.width() - STONE - 2, y - STONE / 2), self._stones[BLACK])
        line = self.palette().color(self.foregroundRole())
        line.setAlpha(110)
        painter.setPen(QPen(line, 2))
        painter.drawLine(QPointF(self._x(-END), y), QPointF(self._x(END), y))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(line)
        for point in range(-END, END + 1):
            radius = 3.2 if point == 0 else 2.2
            painter.drawEllipse(QPointF(self._x(point), y), radius, radius)
        notch = self._x(self.start)
        painter.drawPolygon(QPolygonF([
            QPointF(notch, y - 10), QPointF(notch - 4.5, y - 17), QPointF(notch + 4.5, y - 17)
        ]))
        if self.coming is not None:
            faint = QColor(accent)
            faint.setAlpha(90)
            painter.setBrush(faint)
            painter.drawEllipse(QPointF(self._x(self.coming), y), 6.5, 6.5)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(accent)
        painter.drawEllipse(QPointF(self._x(self._shown), y), 7.5, 7.5)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.85)
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        for point in (-END, 0, END):
            rect = QRectF(self._x(point) - 14, y + 10, 28, 15)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(abs(point)))
        painter.end()


class MarkerPanel(FamilyPanel):
    """The marker's section of the side panel: ``caption`` says where the marker stands,
    ``marker`` is the track."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marker = MarkerTrack()
        self.caption = QLabel()
        self.caption.setObjectName("details")  # styled as the panel's details line
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addWidget(self.marker)

    def show_position(self, position) -> None:
        """The marker of ``position`` (a Medusa game), and where a turn without a placement
        in progress would take it."""
        marker = position.marker
        coming = None
        if position.in_turn and not position.placed:
            coming = marker_toward(marker, position.to_move)
        self.marker.show_marker(marker, -position.rules.komi, coming)
        self.caption.setText(tr("Marker: {where}").format(where=marker_words(marker)))

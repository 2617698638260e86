"""The win-rate graph of the current line, under the moves in the side panel: Black's chance
after each move as the analysis and the review found it (a gap where a position has none),
the 50% line, the current move with its figures (the score estimate where the game counts
points), and the mistakes and blunders as dots in their colours. A click (or a drag) goes to
the move under the mouse."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from magnetdesk.gui.common.words import GRADE_COLOURS
from magnetdesk.record.analysis import analysis_of, verdict
from magnetdesk.translation import tr

DOT_RADIUS = {"mistake": 3.5, "blunder": 5.0}
MARGIN = 6.0


class WinRateGraph(QWidget):
    """See the module docstring. ``nodeActivated(node)`` asks the window to go there."""

    nodeActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line: list[Any] = []
        self.current: Any = None
        self.setMinimumHeight(60)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(tr("Black's chance of winning after each move, as the analysis found "
                           "it; click to go to a move"))

    def sizeHint(self) -> QSize:
        return QSize(240, 90)

    def show_line(self, line: list[Any], current: Any) -> None:
        self.line, self.current = list(line), current
        self.update()

    def values(self) -> list[float | None]:
        """Black's win rate at each node of the line (None: not analysed)."""
        found = [analysis_of(node) for node in self.line]
        return [None if a is None else a.black for a in found]

    # --- drawing ----------------------------------------------------------------------------

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def _point(self, index: int, value: float) -> QPointF:
        area = self._area()
        step = area.width() / max(len(self.line) - 1, 1)
        return QPointF(area.left() + index * step, area.bottom() - value * area.height())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        painter.fillRect(self.rect(), self.palette().base())
        values = self.values()
        if not any(value is not None for value in values):  # nothing analysed yet: say how
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             tr("F2 analyses the position, Game ▸ Review game the whole line"))
            return
        middle = area.top() + area.height() / 2
        painter.setPen(QPen(QColor(128, 128, 128, 120), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        if self.current in self.line:
            x = self._point(self.line.index(self.current), 0).x()
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        self._paint_curve(painter, values)
        self._paint_label(painter)
        for index, node in enumerate(self.line):
            graded = verdict(node)
            if graded is not None and values[index] is not None:
                painter.setPen(QPen(self.palette().base().color(), 1))
                painter.setBrush(GRADE_COLOURS[graded])
                radius = DOT_RADIUS[graded]  # a blunder's dot is bigger: not by colour alone
                painter.drawEllipse(self._point(index, values[index] or 0.0), radius, radius)

    def _paint_curve(self, painter: QPainter, values: list[float | None]) -> None:
        """Black's share filled dark below the curve, the curve over it; a gap where a
        position was not analysed."""
        area = self._area()
        runs: list[list[QPointF]] = [[]]
        for index, value in enumerate(values):
            if value is None:
                if runs[-1]:
                    runs.append([])
                continue
            runs[-1].append(self._point(index, value))
        fill = self.palette().text().color()  # dark on a light theme, light on a dark one
        fill.setAlpha(55)
        for points in runs:
            if not points:
                continue
            path = QPainterPath(QPointF(points[0].x(), area.bottom()))
            for point in points:
                path.lineTo(point)
            path.lineTo(QPointF(points[-1].x(), area.bottom()))
            painter.fillPath(path, fill)
            painter.setPen(QPen(QColor(42, 127, 212), 2))
            for a, b in pairwise(points):
                painter.drawLine(a, b)
            if len(points) == 1:
                painter.drawEllipse(points[0], 2.0, 2.0)

    def label(self) -> str:
        """The current move's figures: ``Black 56% · B+3.1`` (the lead where the game counts
        points), empty when it was not analysed."""
        found = analysis_of(self.current) if self.current is not None else None
        if found is None:
            return ""
        text = tr("Black {rate}%").format(rate=f"{found.black * 100:.0f}")
        if found.lead is not None:
            side = "B" if found.lead >= 0 else "W"
            text += f" · {side}+{abs(found.lead):.1f}"
        return text

    def _paint_label(self, painter: QPainter) -> None:
        text = self.label()
        if not text:
            return
        area = self._area()
        painter.setPen(self.palette().text().color())
        painter.drawText(area.adjusted(4, 0, 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)

    # --- clicks -----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._go(event.position().x())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._go(event.position().x())

    def _go(self, x: float) -> None:
        if not self.line:
            return
        area = self._area()
        step = area.width() / max(len(self.line) - 1, 1)
        index = round((x - area.left()) / step) if step else 0
        node = self.line[min(max(index, 0), len(self.line) - 1)]
        if node is not self.current:
            self.nodeActivated.emit(node)

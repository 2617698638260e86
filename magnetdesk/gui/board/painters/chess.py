"""The chessboard: 8×8 light and dark squares in a walnut frame, files a–h and ranks 1–8 in
the frame. Squares are centred on the cells' drawing points (one cell step = one square), so
the scene's cell points, hit tests and marks work as on the Go board. The colours are the
board theme's (:mod:`.theme`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QLinearGradient, QPainter, QPen, QPolygonF

from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.gui.board.painters.common import (
    UNIT,
    DeviceGrid,
    paint_labels,
    paint_table_shadow,
    scene_point,
)
from magnetdesk.gui.board.painters.theme import Tint, board_theme

FRAME = 0.14  # frame width without coordinates, in squares
LABELLED_FRAME = 0.42  # with the coordinates in it
LABEL_SIZE = 0.24
LAST_MOVE: Tint = "last_move"  # the last move's squares
SELECTED: Tint = "selected"  # the piece picked up
PROMOTED: Tint = "promoted"  # a pawn the field promoted


class ChessPainter:
    """Draws the 8×8 :class:`SquareGrid` of the chess family (squares named a1..h8)."""

    stone_scale = 1.0

    def __init__(self, grid: SquareGrid) -> None:
        self.grid = grid
        self._squares = [
            (scene_point(grid, cell), (x + y) % 2 == 0)  # a1 (0, 0) is dark
            for cell in grid.cells()
            for x, y in (grid.coords[cell],)
        ]

    def squares_rect(self) -> QRectF:
        """The 64 squares, in scene units."""
        n = self.grid.size
        return QRectF(-0.5 * UNIT, -0.5 * UNIT, n * UNIT, n * UNIT)

    def board_rect(self, coordinates: bool) -> QRectF:
        frame = (LABELLED_FRAME if coordinates else FRAME) * UNIT
        return self.squares_rect().adjusted(-frame, -frame, frame, frame)

    def paint_shadow(self, painter: QPainter, coordinates: bool) -> None:
        paint_table_shadow(painter, self.board_rect(coordinates))

    def paint(self, painter: QPainter, coordinates: bool) -> None:
        theme = board_theme()
        outer = self.board_rect(coordinates)
        gradient = QLinearGradient(outer.topLeft(), outer.bottomRight())
        gradient.setColorAt(0.0, theme.frame[0])
        gradient.setColorAt(1.0, theme.frame[1])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        radius = 0.06 * UNIT
        painter.drawRoundedRect(outer, radius, radius)
        half = 0.5 * UNIT
        with DeviceGrid(painter) as device:
            # squares snapped to whole device pixels: no hairline seams between them
            for centre, dark in self._squares:
                top_left = device.transform.map(centre - QPointF(half, half))
                bottom_right = device.transform.map(centre + QPointF(half, half))
                rect = QRectF(
                    QPointF(round(top_left.x()), round(top_left.y())),
                    QPointF(round(bottom_right.x()), round(bottom_right.y())),
                )
                device.painter.fillRect(rect, theme.squares[1] if dark else theme.squares[0])
            edge = self.squares_rect()
            a = device.transform.map(edge.topLeft())
            b = device.transform.map(edge.bottomRight())
            device.painter.setPen(QPen(theme.squares_edge, max(1, round(theme.line_scale))))
            device.painter.setBrush(Qt.BrushStyle.NoBrush)
            device.painter.drawRect(QRectF(QPointF(round(a.x()), round(a.y())),
                                           QPointF(round(b.x()), round(b.y()))))
            if coordinates:
                self._labels(device)

    label_size = LABEL_SIZE * UNIT

    def cell_lines(self, cell: int) -> list[QPolygonF]:
        return []  # files and ranks are easy to follow

    def hole_at(self, point: QPointF) -> str | None:
        return None  # every square is a cell

    def cell_labels(self, cell: int) -> list[tuple[QPointF, str]]:
        """The labels of ``cell``'s file and rank (on all four sides)."""
        x, y = self.grid.coords[cell]
        labels = self._all_labels()
        n = self.grid.size
        return [labels[2 * x], labels[2 * x + 1], labels[2 * n + 2 * y], labels[2 * n + 2 * y + 1]]

    def _all_labels(self) -> list[tuple[QPointF, str]]:
        """Each file's two labels, then each rank's."""
        n = self.grid.size
        offset = (0.5 + LABELLED_FRAME / 2) * UNIT
        far = (n - 1) * UNIT + offset
        labels = []
        for x in range(n):
            letter = "abcdefgh"[x]
            labels += [(QPointF(x * UNIT, -offset), letter), (QPointF(x * UNIT, far), letter)]
        for y in range(n):
            row = (n - 1 - y) * UNIT
            labels += [(QPointF(-offset, row), str(y + 1)), (QPointF(far, row), str(y + 1))]
        return labels

    def _labels(self, device: DeviceGrid) -> None:
        paint_labels(device, self._all_labels(), LABEL_SIZE * UNIT, board_theme().frame_label)


def paint_tint(painter: QPainter, centre: QPointF, tint: Tint) -> None:
    """A square tinted in the theme's colour for ``tint`` (the last move, the piece picked
    up, a promotion)."""
    half = 0.5 * UNIT
    painter.fillRect(QRectF(centre.x() - half, centre.y() - half, UNIT, UNIT),
                     board_theme().tint(tint))


def paint_move_target(painter: QPainter, centre: QPointF, capture: bool) -> None:
    """Where the piece picked up may go: a dot on an empty square, a ring round a piece it
    would take."""
    target = board_theme().target
    painter.setBrush(Qt.BrushStyle.NoBrush if capture else target)
    if capture:
        painter.setPen(QPen(target, 0.08 * UNIT))
        painter.drawEllipse(centre, 0.45 * UNIT, 0.45 * UNIT)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(centre, 0.16 * UNIT, 0.16 * UNIT)

"""The square-grid board (Go points; later the chess family's squares): wood, lines between
neighbouring points, star points, blocking points as holes, coordinates on all four sides."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF

from magnetdesk.engine.core.geometry import GTP_LETTERS, SquareGrid
from magnetdesk.gui.board.painters.common import (
    LINE_WIDTH,
    UNIT,
    DeviceGrid,
    line_runs,
    paint_hole,
    paint_labels,
    paint_lines,
    paint_star_points,
    paint_table_shadow,
    paint_wood,
    scene_point,
)
from magnetdesk.translation import tr

MARGIN = 0.62  # wood beyond the outer lines, in cell steps
LABELLED_MARGIN = 1.08  # the same with the coordinates shown
LABEL_OFFSET = 0.72  # from the outer line to a label's centre
LABEL_SIZE = 0.34


class SquarePainter:
    """Draws a :class:`SquareGrid` board; see :mod:`magnetdesk.gui.board.painters.common`."""

    stone_scale = 1.0

    def __init__(self, grid: SquareGrid) -> None:
        self.grid = grid
        n = grid.size
        self._segments = [
            (scene_point(grid, a), scene_point(grid, b), self._width(a, b))
            for a, b in line_runs(grid)
        ]
        self._stars = [scene_point(grid, c) for c in grid.star_points()]
        self._holes = [QPointF(x * UNIT, (n - 1 - y) * UNIT) for x, y in sorted(grid.blocked)]
        self._labels = self._coordinate_labels()
        self.label_size = LABEL_SIZE * UNIT

    def board_rect(self, coordinates: bool) -> QRectF:
        """The wood, in scene units."""
        margin = (LABELLED_MARGIN if coordinates else MARGIN) * UNIT
        span = (self.grid.size - 1) * UNIT
        return QRectF(-margin, -margin, span + 2 * margin, span + 2 * margin)

    def paint_shadow(self, painter: QPainter, coordinates: bool) -> None:
        paint_table_shadow(painter, self.board_rect(coordinates))

    def paint(self, painter: QPainter, coordinates: bool) -> None:
        paint_wood(painter, self.board_rect(coordinates))
        for centre in self._holes:
            paint_hole(painter, centre)
        with DeviceGrid(painter) as grid:
            paint_lines(grid, self._segments)
            paint_star_points(grid, self._stars)
            if coordinates:
                paint_labels(grid, self._labels, LABEL_SIZE * UNIT)

    def cell_lines(self, cell: int) -> list[QPolygonF]:
        return []  # the grid lines lead the eye to the labels

    def hole_at(self, point: QPointF) -> str | None:
        for (x, y), centre in zip(sorted(self.grid.blocked), self._holes, strict=True):
            if math.dist((point.x(), point.y()), (centre.x(), centre.y())) <= 0.5 * UNIT:
                return tr("The blocking point {point} is not part of the board: no stone can "
                          "go there").format(point=self.grid.place_name(x, y))
        return None

    def cell_labels(self, cell: int) -> list[tuple[QPointF, str]]:
        """The labels of ``cell``'s column and row (on all four sides)."""
        x, y = self.grid.coords[cell]
        n = self.grid.size
        return [self._labels[2 * x], self._labels[2 * x + 1],
                self._labels[2 * n + 2 * y], self._labels[2 * n + 2 * y + 1]]

    def _width(self, a: int, b: int) -> float:
        """The board's outer lines are drawn twice as thick as the inner ones."""
        last = self.grid.size - 1
        (ax, ay), (bx, by) = self.grid.coords[a], self.grid.coords[b]
        on_edge = (ax == bx and ax in (0, last)) or (ay == by and ay in (0, last))
        return 2 * LINE_WIDTH if on_edge else LINE_WIDTH

    def _coordinate_labels(self) -> list[tuple[QPointF, str]]:
        n = self.grid.size
        far = (n - 1 + LABEL_OFFSET) * UNIT
        near = -LABEL_OFFSET * UNIT
        labels = []
        for x in range(n):
            letter = GTP_LETTERS[x] if self.grid.style == "gtp" else chr(ord("a") + x)
            labels += [(QPointF(x * UNIT, near), letter), (QPointF(x * UNIT, far), letter)]
        for y in range(n):
            row = n - 1 - y
            number = str(y + 1)
            labels += [(QPointF(near, row * UNIT), number), (QPointF(far, row * UNIT), number)]
        return labels

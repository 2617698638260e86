"""The hex board with holes (Medusa): a hexagonal slab of wood, the light cells as hexagons
with fine borders, the dark holes sunk into it, coordinates along four of its six sides.

Everything comes from the topology: ``centre(cell)`` for the cells and ``place_centre(c, n)``
for the holes (``topology.holes``) and the label places just outside the board. The cells are
pointy-topped hexagons one cell step across, so neighbours share an edge; the board's outline
is a flat-topped hexagon. The borders are drawn once per edge (shared edges are not drawn
twice) and snapped to device pixels, so the vertical ones stay crisp at any size. The colours
are the board theme's (:mod:`.theme`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from magnetdesk.gui.board.painters.common import (
    LINE_WIDTH,
    STONE_RADIUS,
    UNIT,
    DeviceGrid,
    paint_labels,
    paint_wood,
)
from magnetdesk.gui.board.painters.theme import board_theme
from magnetdesk.translation import tr

CELL_RADIUS = UNIT / math.sqrt(3)  # centre to corner: neighbours one UNIT apart share an edge
MARGIN = 0.5  # wood beyond the outermost cells' corners, in cell steps
LABELLED_MARGIN = 1.05  # the same with the coordinates shown
LABEL_SIZE = 0.36
STONE_SCALE = 0.9  # stones a little smaller than a cell, so its border shows around them
SHADOW = QColor(0, 0, 0, 14)


def hexagon(centre: QPointF, radius: float, pointy: bool = True) -> QPolygonF:
    """A regular hexagon around ``centre`` (corners up and down when ``pointy``)."""
    start = 90 if pointy else 0
    return QPolygonF([
        centre + QPointF(radius * math.cos(math.radians(start + 60 * k)),
                         radius * math.sin(math.radians(start + 60 * k)))
        for k in range(6)
    ])


class HexPainter:
    """Draws a Medusa board (:class:`~magnetdesk.engine.core.geometry.MedusaHex`)."""

    stone_scale = STONE_SCALE

    def __init__(self, topology) -> None:
        self.topology = topology
        cells = [_point(topology.centre(c)) for c in topology.cells()]
        self.cells = [hexagon(p, CELL_RADIUS) for p in cells]
        self.holes = [
            hexagon(_point(topology.place_centre(c, n)), CELL_RADIUS) for c, n in topology.holes
        ]
        xs = [p.x() for p in cells]
        ys = [p.y() for p in cells]
        self.middle = QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        self._reach = (max(xs) - min(xs)) / 2  # centre to the corner cells' centres
        self._edges = _edges([*self.cells, *self.holes])
        self._column_labels, self._row_labels = _labels(topology)
        self._labels = [*self._column_labels.values(), *self._row_labels.values()]
        self.label_size = LABEL_SIZE * UNIT

    # --- the painter interface ----------------------------------------------------------

    def outline(self, coordinates: bool) -> QPolygonF:
        """The slab: a flat-topped hexagon around every cell, with room for the labels."""
        margin = (LABELLED_MARGIN if coordinates else MARGIN) * UNIT
        radius = self._reach + (CELL_RADIUS + margin) * 2 / math.sqrt(3)
        return hexagon(self.middle, radius, pointy=False)

    def board_rect(self, coordinates: bool) -> QRectF:
        return self.outline(coordinates).boundingRect()

    def paint_shadow(self, painter: QPainter, coordinates: bool) -> None:
        """A soft shadow under the slab, as if it stood on the table."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        outline = self.outline(coordinates).toList()
        spread = 0.22 * UNIT
        for i in range(8):
            grow = spread * (i + 1) / 8
            scale = 1 + grow / self._reach
            path = QPainterPath()
            path.addPolygon(QPolygonF([
                self.middle + (p - self.middle) * scale + QPointF(0, grow * 0.45)
                for p in outline
            ]))
            painter.drawPath(path)

    def paint(self, painter: QPainter, coordinates: bool) -> None:
        outline = self.outline(coordinates)
        clip = QPainterPath()
        clip.addPolygon(outline)
        painter.save()
        painter.setClipPath(clip)
        paint_wood(painter, outline.boundingRect().adjusted(-2, -2, 2, 2))
        painter.restore()
        theme = board_theme()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.wood_edge, 0.03 * UNIT * theme.line_scale))
        painter.drawPolygon(outline)

        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.cell_tint)
        for cell in self.cells:
            painter.drawPolygon(cell)
        for hole in self.holes:
            paint_hex_hole(painter, hole)
        with DeviceGrid(painter) as grid:
            self._paint_borders(grid)
            if coordinates:
                paint_labels(grid, self._labels, LABEL_SIZE * UNIT)

    def cell_labels(self, cell: int) -> list[tuple[QPointF, str]]:
        """The labels of ``cell``'s column (below its lowest cell) and row (left of it)."""
        c, n = self.topology.coords[cell]
        return [self._column_labels[c], self._row_labels[n]]

    def cell_lines(self, cell: int) -> list[QPolygonF]:
        """The cells of ``cell``'s column and row: on a hex board they are hard to follow
        by eye, so they are tinted while the mouse is over ``cell``."""
        c, n = self.topology.coords[cell]
        return [
            self.cells[other] for other, (oc, on) in enumerate(self.topology.coords)
            if oc == c or on == n
        ]

    def hole_at(self, point: QPointF) -> str | None:
        for i, hole in enumerate(self.holes):
            if hole.containsPoint(point, Qt.FillRule.OddEvenFill):
                return tr("The hole {point} is not part of the board: stones go on the light "
                          "cells").format(point=self.topology.hole_name(i))
        return None

    # --- inside -------------------------------------------------------------------------

    def _paint_borders(self, grid: DeviceGrid) -> None:
        """Every edge once; the board's outer edge (edges of one place only) twice as thick."""
        painter = grid.painter
        theme = board_theme()
        for (start, end), outer in self._edges:
            width = grid.width((2 * LINE_WIDTH if outer else LINE_WIDTH) * theme.line_scale)
            colour = theme.line if outer else theme.border
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(grid.point(start, width), grid.point(end, width))


def paint_hex_hole(painter: QPainter, hole: QPolygonF) -> None:
    """A dark hole: a hexagon sunk into the board, darkest at its upper edge."""
    theme = board_theme()
    rect = hole.boundingRect()
    inside = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    inside.setStops(list(theme.hex_hole))
    painter.setPen(QPen(theme.hex_hole_rim, 0.025 * UNIT * theme.line_scale))
    painter.setBrush(QBrush(inside))
    painter.drawPolygon(hole)


def _point(xy: tuple[float, float]) -> QPointF:
    return QPointF(xy[0] * UNIT, xy[1] * UNIT)


def _edges(polygons: list[QPolygonF]) -> list[tuple[tuple[QPointF, QPointF], bool]]:
    """The polygons' edges, each once: (the two ends, whether only one polygon has it)."""
    def key(p: QPointF) -> tuple[int, int]:
        return round(p.x()), round(p.y())

    found: dict[frozenset, list] = {}
    for polygon in polygons:
        for k in range(6):
            a, b = polygon.at(k), polygon.at((k + 1) % 6)
            entry = found.setdefault(frozenset((key(a), key(b))), [(a, b), 0])
            entry[1] += 1
    return [(ends, count == 1) for ends, count in found.values()]


def _labels(topology) -> tuple[dict[int, tuple[QPointF, str]], dict[int, tuple[QPointF, str]]]:
    """Column letters below the bottom and lower-right sides, row numbers beside the
    lower-left and upper-left sides, each on the place just beyond the last cell: the
    labels by column, and by row."""
    columns: dict[int, tuple[int, int]] = {}
    rows: dict[int, tuple[int, int]] = {}
    for c, n in topology.coords:
        low = columns.get(c)
        if low is None or n < low[1]:
            columns[c] = (c, n)
        left = rows.get(n)
        if left is None or c < left[0]:
            rows[n] = (c, n)
    by_column = {
        c: (_point(topology.place_centre(c, n - 1)), chr(ord("a") + c - 1))
        for c, n in columns.values()
    }
    by_row = {n: (_point(topology.place_centre(c - 1, n)), str(n)) for c, n in rows.values()}
    return by_column, by_row


# --- marks for Medusa's moves -----------------------------------------------------------------


def paint_jump_arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    """A group movement after it happened (the stone stands at ``end``): a dashed ring where
    the stone stood and an arc over the stones it jumped, up to the stone's edge."""
    accent = board_theme().accent
    radius = STONE_SCALE * STONE_RADIUS
    ring = 0.72 * radius
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(accent, 0.035 * UNIT, Qt.PenStyle.DashLine))
    painter.drawEllipse(start, ring, ring)
    control = _arc_control(start, end)
    curve = [_bezier(start, control, end, k / 48) for k in range(49)]
    inside = [p for p in curve if _far(p, start, ring) and _far(p, end, radius + 0.03 * UNIT)]
    if len(inside) < 3:
        return
    tip, before = inside[-1], inside[-4]
    along = tip - before
    length = math.hypot(along.x(), along.y())
    along /= length
    head = 0.2 * UNIT
    base = tip - along * head
    normal = QPointF(-along.y(), along.x()) * (head * 0.5)
    path = QPainterPath(inside[0])
    for p in inside[1:]:
        if not _far(p, tip, head):
            break
        path.lineTo(p)
    path.lineTo(base)
    painter.setPen(QPen(accent, 0.045 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    painter.setPen(QPen(accent, 0.02 * UNIT))
    painter.setBrush(accent)
    painter.drawPolygon(QPolygonF([tip, base + normal, base - normal]))


def jump_point(start: QPointF, end: QPointF, t: float) -> QPointF:
    """Where a jumping stone is at ``t`` (0..1) of its flight along the movement's arc."""
    return _bezier(start, _arc_control(start, end), end, t)


def paint_target(painter: QPainter, centre: QPointF) -> None:
    """A cell the stone being moved may land on."""
    theme = board_theme()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.target_ring, 0.09 * UNIT))
    painter.drawEllipse(centre, 0.26 * UNIT, 0.26 * UNIT)
    painter.setPen(QPen(theme.accent, 0.05 * UNIT))
    painter.drawEllipse(centre, 0.26 * UNIT, 0.26 * UNIT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.accent)
    painter.drawEllipse(centre, 0.07 * UNIT, 0.07 * UNIT)


def paint_held_ring(painter: QPainter, centre: QPointF) -> None:
    """The ring round a stone picked up to be moved."""
    radius = STONE_SCALE * STONE_RADIUS + 0.03 * UNIT
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(board_theme().accent, 0.07 * UNIT))
    painter.drawEllipse(centre, radius, radius)


def paint_turn_mark(painter: QPainter, centre: QPointF, colour: int) -> None:
    """A stone the move under the mouse would turn over: a disc of the colour it would show,
    ringed in the accent colour, on its middle."""
    radius = 0.46 * STONE_SCALE * STONE_RADIUS
    theme = board_theme()
    painter.setPen(QPen(theme.accent, 0.06 * UNIT))
    painter.setBrush(theme.stone(colour).flat)
    painter.drawEllipse(centre, radius, radius)


def paint_rosette_mark(painter: QPainter, centre: QPointF, colour: int) -> None:
    """A hole whose six cells hold one colour's stones: a golden rim and a six-petalled
    rosette in it (its heart in the rosette's colour)."""
    theme = board_theme()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.rosette, 0.045 * UNIT))
    painter.drawPolygon(hexagon(centre, 0.86 * CELL_RADIUS))
    petal = 0.11 * UNIT
    painter.setPen(QPen(theme.rosette_edge, 0.015 * UNIT))
    painter.setBrush(theme.rosette)
    for k in range(6):
        angle = math.radians(30 + 60 * k)
        at = centre + QPointF(math.cos(angle), math.sin(angle)) * (0.2 * UNIT)
        painter.drawEllipse(at, petal, petal)
    painter.setBrush(theme.stone(colour).flat)
    painter.drawEllipse(centre, 0.1 * UNIT, 0.1 * UNIT)


def _arc_control(start: QPointF, end: QPointF) -> QPointF:
    """The control point of a movement's arc: above the line (to the left if it is upright),
    higher for longer jumps."""
    delta = end - start
    length = math.hypot(delta.x(), delta.y()) or 1.0
    normal = QPointF(delta.y(), -delta.x()) / length
    if normal.y() > 0 or (abs(normal.y()) < 1e-6 and normal.x() > 0):
        normal = -normal
    lift = min(0.9 * UNIT, 0.3 * length)
    return (start + end) / 2 + normal * (2 * lift)


def _bezier(a: QPointF, control: QPointF, b: QPointF, t: float) -> QPointF:
    return a * ((1 - t) ** 2) + control * (2 * (1 - t) * t) + b * (t * t)


def _far(p: QPointF, centre: QPointF, distance: float) -> bool:
    return math.hypot(p.x() - centre.x(), p.y() - centre.y()) > distance

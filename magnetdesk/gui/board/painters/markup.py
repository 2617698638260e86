"""Drawing a node's markup (:mod:`magnetdesk.record.markup`) on any board: triangles, squares,
circles, crosses, labels, arrows, lines and dimmed points, each at its cell's centre, so one
painter serves Go's points, Medusa's cells and the chessboard.

Every mark is drawn in an *ink* that reads on what lies under it, inside a thin *halo* of the
opposite brightness (a mark on a black stone is light, on a white stone dark; on a chessboard
dark ink in a light halo reads on both squares and on pieces of both colours). A label on an
empty point has a halo of the wood's colour, which clears the grid lines under its letters as
a printed diagram does. Sizes are fractions of a cell step (``UNIT``) times the spot's
``size``: the stone's on a stone; on a chessboard a shape goes round the piece, at the edge of
its square, and a label on a piece moves to the square's upper right corner.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from magnetdesk.gui.board.painters.common import STONE_RADIUS, UNIT

MARK_SIZE = 0.30 * UNIT  # a shape's half size
INK_WIDTH = 0.055 * UNIT
HALO_WIDTH = 0.035 * UNIT  # on each side of the ink
DIM_ALPHA = 150  # the veil over a dimmed point, of 255


@dataclass(frozen=True)
class Spot:
    """Where a mark goes and how it reads there: ``ink`` and ``halo`` colours, ``size`` (1: a
    stone's), ``corner`` a label in the upper right corner (a piece stands in the middle)."""

    centre: QPointF
    ink: QColor
    halo: QColor
    size: float = 1.0
    corner: bool = False


def paint_shape(painter: QPainter, spot: Spot, kind: str) -> None:
    """A triangle (``TR``), square (``SQ``), circle (``CR``) or cross (``MA``) at the spot."""
    scale = spot.size
    s = MARK_SIZE * scale
    c = spot.centre
    path = QPainterPath()
    if kind == "TR":
        h = s * 1.1
        path.addPolygon(QPolygonF([
            QPointF(c.x(), c.y() - h), QPointF(c.x() + h * math.sin(math.pi / 3) * 1.0,
                                               c.y() + h / 2),
            QPointF(c.x() - h * math.sin(math.pi / 3), c.y() + h / 2),
            QPointF(c.x(), c.y() - h)]))
        path.closeSubpath()
    elif kind == "SQ":
        q = s * 0.8
        path.addRect(QRectF(c.x() - q, c.y() - q, 2 * q, 2 * q))
    elif kind == "CR":
        path.addEllipse(c, s * 0.85, s * 0.85)
    else:
        q = s * 0.75
        path.moveTo(c.x() - q, c.y() - q)
        path.lineTo(c.x() + q, c.y() + q)
        path.moveTo(c.x() + q, c.y() - q)
        path.lineTo(c.x() - q, c.y() + q)
    _stroke(painter, path, spot)


def paint_label(painter: QPainter, spot: Spot, text: str) -> None:
    """``text`` centred on the spot (or in its corner), in bold, in its halo."""
    scale = min(spot.size, 1.0) * (0.6 if spot.corner else 1.0)
    centre = spot.centre
    if spot.corner:
        centre = QPointF(centre.x() + 0.3 * UNIT, centre.y() - 0.3 * UNIT)
    font = QFont()
    size = {1: 0.52, 2: 0.44, 3: 0.34}.get(len(text), 0.28) * UNIT * scale
    font.setPixelSize(max(1, round(size)))
    font.setWeight(QFont.Weight.Bold)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    path.translate(centre.x() - box.center().x(), centre.y() - box.center().y())
    painter.setPen(QPen(spot.halo, 3 * HALO_WIDTH * max(scale, 0.6), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(spot.ink)
    painter.drawPath(path)


def paint_connection(painter: QPainter, start: Spot, end: QPointF, arrow: bool) -> None:
    """A line from ``start`` to ``end`` (centre to centre), with a head at ``end`` for an
    arrow."""
    path = QPainterPath(start.centre)
    path.lineTo(end)
    if arrow:
        dx, dy = end.x() - start.centre.x(), end.y() - start.centre.y()
        angle = math.atan2(dy, dx)
        head = 0.32 * UNIT * start.size
        for side in (-1, 1):
            a = angle + math.pi + side * 0.45
            path.moveTo(end)
            path.lineTo(end.x() + head * math.cos(a), end.y() + head * math.sin(a))
    _stroke(painter, path, start)


def paint_dimmed(painter: QPainter, centre: QPointF, veil: QColor, scale: float) -> None:
    """A veil over a dimmed point: its stone or piece and its ground fade into the board."""
    colour = QColor(veil)
    colour.setAlpha(DIM_ALPHA)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    r = STONE_RADIUS * scale * 1.02
    painter.drawEllipse(centre, r, r)


def _stroke(painter: QPainter, path: QPainterPath, spot: Spot) -> None:
    scale = min(spot.size, 1.0)  # a chess shape is larger, its lines no thicker
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((spot.halo, INK_WIDTH + 2 * HALO_WIDTH), (spot.ink, INK_WIDTH)):
        painter.setPen(QPen(colour, width * scale, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)

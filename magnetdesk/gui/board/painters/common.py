"""Drawing shared by every board layout: wood, grid lines, stones, holes, arrows, marks.

Scene coordinates are the topology's drawing coordinates times :data:`UNIT` (one cell step =
100 scene units), so sizes below are fractions of a cell step. Everything is vector drawing;
lines and star points are snapped to whole device pixels at paint time (:class:`DeviceGrid`),
so they stay crisp at any zoom and on HiDPI screens.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from functools import cache
from typing import cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from magnetdesk.engine.core.vocabulary import BLACK

UNIT = 100.0  # scene units per cell step
STONE_RADIUS = 0.488 * UNIT
LINE_WIDTH = 0.022 * UNIT  # grid lines; the board's edge is twice as thick
STAR_RADIUS = 0.1 * UNIT
HOLE_RADIUS = 0.3 * UNIT

WOOD_LIGHT = QColor("#e6c27a")
WOOD_DARK = QColor("#d2a655")
WOOD_EDGE = QColor("#a87b36")
GRAIN = QColor("#9c6a2a")
LINE = QColor(40, 26, 10, 235)
LABEL = QColor(60, 40, 16, 215)
ACCENT = QColor("#c0392b")  # last move's number, slide arrows
ALIVE = QColor("#1e8449")  # a scoring click would bring these stones back to life
BADGE = QColor(192, 57, 43, 225)  # behind the coordinates of the cell under the mouse
TABLE = QColor("#35393d")  # behind the board


def scene_point(topology, cell: int) -> QPointF:
    x, y = topology.centre(cell)
    return QPointF(x * UNIT, y * UNIT)


def nearest_cell(topology, point: QPointF, reach: float = 0.5 * UNIT) -> int | None:
    """The cell whose centre is closest to ``point`` if it is within ``reach``."""
    best, best_d2 = None, reach * reach
    px, py = point.x() / UNIT, point.y() / UNIT
    for cell in topology.cells():
        x, y = topology.centre(cell)
        d2 = ((x - px) ** 2 + (y - py) ** 2) * UNIT * UNIT
        if d2 <= best_d2:
            best, best_d2 = cell, d2
    return best


# --- crisp lines: snapping to device pixels ----------------------------------------------------


class DeviceGrid:
    """Draw in device pixels: map scene points through the painter's transform and snap them,
    so a 1-pixel line lies on one pixel row instead of smearing over two.

    Use as a context manager around the drawing; inside, the painter's coordinates are device
    pixels and :meth:`point` / :meth:`width` convert scene values."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.transform = painter.deviceTransform()
        self.scale = math.hypot(self.transform.m11(), self.transform.m12())
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        self.ratio = ratio or 1.0

    def __enter__(self) -> DeviceGrid:
        self.painter.save()
        self.painter.setWorldTransform(QTransform.fromScale(1 / self.ratio, 1 / self.ratio))
        return self

    def __exit__(self, *exc: object) -> None:
        self.painter.restore()

    def width(self, scene_width: float) -> int:
        """A line width in whole device pixels (at least one)."""
        return max(1, round(scene_width * self.scale))

    def point(self, scene: QPointF, width: int = 1) -> QPointF:
        """``scene`` in device pixels, on a pixel centre for odd widths, a pixel edge for even."""
        p = self.transform.map(scene)
        if width % 2:
            return QPointF(math.floor(p.x()) + 0.5, math.floor(p.y()) + 0.5)
        return QPointF(round(p.x()), round(p.y()))

    def length(self, scene_length: float) -> float:
        return scene_length * self.scale


# --- the board -------------------------------------------------------------------------------


def paint_table_shadow(painter: QPainter, board: QRectF) -> None:
    """A soft shadow under the board, as if it stood on the table."""
    painter.setPen(Qt.PenStyle.NoPen)
    spread = 0.22 * UNIT
    for i in range(8):
        grow = spread * (i + 1) / 8
        painter.setBrush(QColor(0, 0, 0, 14))
        painter.drawRoundedRect(
            board.adjusted(-grow * 0.6, -grow * 0.2, grow * 0.6, grow * 1.1), grow, grow
        )


def paint_wood(painter: QPainter, rect: QRectF, seed: int = 7) -> None:
    """A kaya-coloured board: a warm gradient with fine straight grain and a darker rim."""
    radius = 0.06 * UNIT
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, WOOD_LIGHT)
    gradient.setColorAt(1.0, WOOD_DARK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)

    painter.setBrush(Qt.BrushStyle.NoBrush)
    for path, width, alpha in _grain(rect.width(), rect.height(), seed):
        colour = QColor(GRAIN)
        colour.setAlpha(alpha)
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(path.translated(rect.topLeft()))

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(WOOD_EDGE, 0.02 * UNIT))
    painter.drawRoundedRect(rect.adjusted(0.01 * UNIT, 0.01 * UNIT, -0.01 * UNIT, -0.01 * UNIT),
                            radius, radius)


@cache
def _grain(width: float, height: float, seed: int) -> tuple[tuple[QPainterPath, float, int], ...]:
    """Straight grain running down the board, as on a quarter-sawn board: broad soft bands
    of a slightly darker tone, and fine lines between them (fixed by ``seed``). The lines stay
    inside the board, so no clipping is needed."""
    rng = random.Random(seed)
    lines = []
    for broad, (gap, thick, alpha) in (
        (True, ((0.5, 1.6), (0.25, 0.9), (5, 12))),
        (False, ((0.07, 0.24), (0.006, 0.02), (10, 30))),
    ):
        x = rng.uniform(0, gap[1]) * UNIT
        while x < width:
            width_here = rng.uniform(*thick) * UNIT
            wave = (0.06 if broad else 0.025) * UNIT
            room = min(x, width - x) - width_here / 2
            if room > 0:
                path = _grain_line(rng, x, height, min(wave, room))
                lines.append((path, width_here, rng.randint(*alpha)))
            x += rng.uniform(*gap) * UNIT
    return tuple(lines)


def _grain_line(rng: random.Random, x: float, height: float, wave: float) -> QPainterPath:
    """A nearly straight line down the board that drifts a little from side to side."""
    amplitude = rng.uniform(0.3, 1.0) * wave
    period = rng.uniform(4.0, 12.0) * UNIT
    phase = rng.uniform(0, math.tau)
    path = QPainterPath(QPointF(x + amplitude * math.sin(phase), 0))
    steps = max(4, int(height / (0.6 * UNIT)))
    for i in range(1, steps + 1):
        y = i * height / steps
        path.lineTo(QPointF(x + amplitude * math.sin(phase + y / period * math.tau), y))
    return path


def line_runs(topology) -> list[tuple[int, int]]:
    """The grid lines as straight runs of neighbouring cells: (first cell, last cell).

    Drawn between neighbours, so a blocking point or a hole leaves a gap by itself."""
    def step(a: int, b: int) -> tuple[float, float]:
        (ax, ay), (bx, by) = topology.centre(a), topology.centre(b)
        return round(bx - ax, 6), round(by - ay, 6)

    steps = [
        {step(cell, n): n for n in topology.neighbours[cell]} for cell in topology.cells()
    ]
    runs = []
    for cell in topology.cells():
        for direction in steps[cell]:
            back = (-direction[0] or 0.0, -direction[1] or 0.0)
            if back in steps[cell] or direction < back:
                continue  # not the start of a run, or the run is found from its other end
            last = cell
            while direction in steps[last]:
                last = steps[last][direction]
            runs.append((cell, last))
    return runs


def paint_lines(grid: DeviceGrid, segments: Iterable[tuple[QPointF, QPointF, float]]) -> None:
    """Straight lines (scene start, scene end, scene width), snapped to device pixels."""
    painter = grid.painter
    for start, end, scene_width in segments:
        width = grid.width(scene_width)
        pen = QPen(LINE, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        painter.drawLine(grid.point(start, width), grid.point(end, width))


def paint_star_points(grid: DeviceGrid, centres: Iterable[QPointF]) -> None:
    painter = grid.painter
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LINE)
    radius = max(1.5, grid.length(STAR_RADIUS))
    width = grid.width(LINE_WIDTH)
    for centre in centres:
        painter.drawEllipse(grid.point(centre, width), radius, radius)


def paint_hole(painter: QPainter, centre: QPointF) -> None:
    """A blocking point: a round hole drilled into the board, darker toward its upper rim."""
    r = HOLE_RADIUS
    inside = QLinearGradient(centre + QPointF(0, -r), centre + QPointF(0, r))
    inside.setColorAt(0.0, QColor("#120b04"))
    inside.setColorAt(0.55, QColor("#2c1c0b"))
    inside.setColorAt(1.0, QColor("#6e4c22"))
    rim = QLinearGradient(centre + QPointF(0, -r), centre + QPointF(0, r))
    rim.setColorAt(0.0, QColor(60, 36, 10, 200))
    rim.setColorAt(1.0, QColor(255, 236, 190, 200))
    painter.setPen(QPen(QBrush(rim), 0.035 * UNIT))
    painter.setBrush(QBrush(inside))
    painter.drawEllipse(centre, r, r)


def paint_labels(
    grid: DeviceGrid, labels: Sequence[tuple[QPointF, str]], size: float, colour: QColor = LABEL
) -> None:
    """Coordinate labels centred on scene points, in a font of ``size`` scene units."""
    painter = grid.painter
    painter.setFont(_label_font(grid, size))
    painter.setPen(colour)
    box = grid.length(UNIT)
    for centre, text in labels:
        p = grid.transform.map(centre)
        rect = QRectF(p.x() - box / 2, p.y() - box / 2, box, box)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_label_badges(
    grid: DeviceGrid, labels: Sequence[tuple[QPointF, str]], size: float
) -> None:
    """Labels drawn again as light text on small rounded badges: the coordinates of the cell
    under the mouse, over the board's own labels."""
    font = _label_font(grid, size)
    metrics = QFontMetricsF(font)
    height = metrics.height() * 1.05
    painter = grid.painter
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BADGE)
    for centre, text in labels:
        p = grid.transform.map(centre)
        width = max(height, metrics.horizontalAdvance(text) + 0.55 * height)
        badge = QRectF(p.x() - width / 2, p.y() - height / 2, width, height)
        painter.drawRoundedRect(badge, height / 2, height / 2)
    paint_labels(grid, labels, size, QColor("#fff8ec"))


def _label_font(grid: DeviceGrid, size: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(grid.length(size))))
    font.setWeight(QFont.Weight.DemiBold)
    return font


# --- stones ----------------------------------------------------------------------------------


@cache
def _stone_brushes(colour: int) -> tuple[QBrush, QBrush]:
    """(body, shadow) brushes for a stone centred at the origin."""
    r = STONE_RADIUS
    body = QRadialGradient(QPointF(-0.05 * r, -0.05 * r), 1.12 * r, QPointF(-0.36 * r, -0.42 * r))
    if colour == BLACK:
        body.setColorAt(0.0, QColor("#8c8c90"))
        body.setColorAt(0.1, QColor("#55565a"))
        body.setColorAt(0.42, QColor("#232325"))
        body.setColorAt(0.85, QColor("#0c0c0d"))
        body.setColorAt(1.0, QColor("#000000"))
    else:
        body.setColorAt(0.0, QColor("#ffffff"))
        body.setColorAt(0.35, QColor("#f8f6f1"))
        body.setColorAt(0.8, QColor("#e0dcd2"))
        body.setColorAt(1.0, QColor("#b3ada0"))
    shadow = QRadialGradient(QPointF(0, 0), 1.1 * r)
    shadow.setColorAt(0.0, QColor(0, 0, 0, 130))
    shadow.setColorAt(0.8, QColor(0, 0, 0, 100))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    return QBrush(body), QBrush(shadow)


SHADOW_OFFSET = QPointF(0.06 * STONE_RADIUS, 0.12 * STONE_RADIUS)


def stone_bounds() -> QRectF:
    """The area a stone and its shadow cover, around its centre."""
    r = 1.12 * STONE_RADIUS
    return QRectF(-r, -r, 2 * r, 2 * r).translated(SHADOW_OFFSET / 2).adjusted(-4, -4, 4, 4)


def paint_stone(painter: QPainter, colour: int, shadow: bool = True) -> None:
    """A shaded stone centred at the origin: a soft shadow, a lit body, a fine rim."""
    body, shade = _stone_brushes(colour)
    r = STONE_RADIUS
    painter.setPen(Qt.PenStyle.NoPen)
    if shadow:
        painter.setBrush(shade)
        painter.drawEllipse(SHADOW_OFFSET, 1.1 * r, 1.1 * r)
    painter.setBrush(body)
    rim = QColor(0, 0, 0, 200) if colour == BLACK else QColor(110, 100, 85, 150)
    painter.setPen(QPen(rim, 0.012 * UNIT))
    painter.drawEllipse(QPointF(0, 0), r, r)


def small_pixmap(size: int, paint, ratio: float | None = None) -> QPixmap:
    """A small transparent picture (labels, icons, cards) of ``size`` logical pixels drawn by
    ``paint(painter)``, at ``ratio`` device pixels per pixel (default: the application's, so
    a widget not shown yet still gets a sharp picture on a HiDPI screen)."""
    if ratio is None:
        app = cast(QGuiApplication | None, QGuiApplication.instance())
        ratio = app.devicePixelRatio() if app is not None else 1.0
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return pixmap


def stone_pixmap(colour: int, size: int, ratio: float | None = None) -> QPixmap:
    """A stone as a small picture of ``size`` logical pixels (see :func:`small_pixmap`)."""

    def paint(painter: QPainter) -> None:
        painter.translate(size / 2, size / 2)
        painter.scale(size / (2.3 * STONE_RADIUS), size / (2.3 * STONE_RADIUS))
        paint_stone(painter, colour, shadow=False)

    return small_pixmap(size, paint, ratio)


def contrast(colour: int) -> QColor:
    """A colour that reads well on a stone of ``colour``."""
    return QColor("#f4f4f4") if colour == BLACK else QColor("#1e1e1e")


def paint_last_move_mark(painter: QPainter, colour: int) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(contrast(colour), 0.055 * UNIT))
    radius = 0.42 * STONE_RADIUS
    painter.drawEllipse(QPointF(0, 0), radius, radius)


def paint_stone_label(painter: QPainter, text: str, colour: QColor) -> None:
    """A move number (or letter) centred on a stone at the origin."""
    font = QFont()
    size = {1: 0.50, 2: 0.46, 3: 0.38}.get(len(text), 0.32) * UNIT
    font.setPixelSize(max(1, round(size)))
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(colour)
    r = STONE_RADIUS
    painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)


# --- marks over the board --------------------------------------------------------------------


def paint_slide_arrow(painter: QPainter, start: QPointF, end: QPointF, ahead: bool = False) -> None:
    """A magnet slide from ``start`` to ``end``. After the move (the stone stands at ``end``):
    a dashed ring where it stood and an arrow up to its edge. ``ahead`` (a preview, the stone
    still at ``start``): an arrow from its edge to a dashed ring where it will stand."""
    ring = 0.72 * STONE_RADIUS
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ACCENT, 0.035 * UNIT, Qt.PenStyle.DashLine))
    painter.drawEllipse(end if ahead else start, ring, ring)

    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy)
    if length < 1e-6:
        return
    along = QPointF(dx / length, dy / length)
    gap = 0.02 * UNIT
    if ahead:
        tail, tip = start + along * (STONE_RADIUS + gap), end - along * (ring + gap)
    else:
        tail, tip = start + along * ring, end - along * (STONE_RADIUS + gap)
    room = QPointF.dotProduct(tip - tail, along)
    if room < 0.06 * UNIT:
        return
    head = min(0.2 * UNIT, room)  # a one-point slide gets at least the arrowhead
    base = tip - along * head
    normal = QPointF(-along.y(), along.x()) * (head * 0.5)
    painter.setPen(QPen(ACCENT, 0.045 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(tail, base)
    painter.setPen(QPen(ACCENT, 0.02 * UNIT))
    painter.setBrush(ACCENT)
    painter.drawPolygon(QPolygonF([tip, base + normal, base - normal]))


def paint_owner_mark(painter: QPainter, centre: QPointF, colour: int) -> None:
    """A small square on a point that counts for ``colour`` (the scoring overlay)."""
    side = 0.28 * UNIT
    fill = QColor("#151515") if colour == BLACK else QColor("#fbfbf8")
    edge = QColor(0, 0, 0, 90) if colour == BLACK else QColor(0, 0, 0, 140)
    painter.setPen(QPen(edge, 0.015 * UNIT))
    painter.setBrush(fill)
    corner = 0.03 * UNIT
    painter.drawRoundedRect(
        QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), corner, corner
    )


def paint_toggle_mark(painter: QPainter, centre: QPointF, dying: bool, scale: float) -> None:
    """A stone a scoring click would change: a red ring and cross if it would be marked dead,
    a green ring if it would come back to life (``scale``: the board's stone size)."""
    colour = ACCENT if dying else ALIVE
    r = STONE_RADIUS * scale
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 0.075 * UNIT))
    painter.drawEllipse(centre, r * 1.04, r * 1.04)
    if dying:
        arm = 0.3 * r
        painter.setPen(QPen(colour, 0.08 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))

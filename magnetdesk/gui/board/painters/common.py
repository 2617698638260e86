"""Drawing shared by every board layout: wood, grid lines, stones, holes, arrows, marks.

Scene coordinates are the topology's drawing coordinates times :data:`UNIT` (one cell step =
100 scene units), so sizes below are fractions of a cell step. Everything is vector drawing;
lines and star points are snapped to whole device pixels at paint time (:class:`DeviceGrid`),
so they stay crisp at any zoom and on HiDPI screens. The colours are the current
:class:`~magnetdesk.gui.board.painters.theme.BoardTheme`'s, read at paint time.
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

from magnetdesk.gui.board.painters.theme import BoardTheme, board_theme

UNIT = 100.0  # scene units per cell step
STONE_RADIUS = 0.488 * UNIT
LINE_WIDTH = 0.022 * UNIT  # grid lines; the board's edge is twice as thick
STAR_RADIUS = 0.1 * UNIT
HOLE_RADIUS = 0.3 * UNIT


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
    """A kaya-coloured board (in the theme's colours): a warm gradient with fine straight
    grain and a darker rim."""
    theme = board_theme()
    radius = 0.06 * UNIT
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, theme.wood[0])
    gradient.setColorAt(1.0, theme.wood[1])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)

    painter.setBrush(Qt.BrushStyle.NoBrush)
    for path, width, alpha in _grain(rect.width(), rect.height(), seed):
        if not theme.grain_strength:
            break
        colour = QColor(theme.grain)
        colour.setAlpha(round(alpha * theme.grain_strength))
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(path.translated(rect.topLeft()))

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.wood_edge, 0.02 * UNIT * theme.line_scale))
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
    theme = board_theme()
    for start, end, scene_width in segments:
        width = grid.width(scene_width * theme.line_scale)
        pen = QPen(theme.line, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        painter.drawLine(grid.point(start, width), grid.point(end, width))


def paint_star_points(grid: DeviceGrid, centres: Iterable[QPointF]) -> None:
    painter = grid.painter
    theme = board_theme()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.line)
    radius = max(1.5, grid.length(STAR_RADIUS * math.sqrt(theme.line_scale)))
    width = grid.width(LINE_WIDTH * theme.line_scale)
    for centre in centres:
        painter.drawEllipse(grid.point(centre, width), radius, radius)


def paint_hole(painter: QPainter, centre: QPointF) -> None:
    """A blocking point: a round hole drilled into the board, darker toward its upper rim."""
    theme = board_theme()
    r = HOLE_RADIUS
    inside = QLinearGradient(centre + QPointF(0, -r), centre + QPointF(0, r))
    inside.setStops(list(theme.hole))
    rim = QLinearGradient(centre + QPointF(0, -r), centre + QPointF(0, r))
    rim.setColorAt(0.0, theme.hole_rim[0])
    rim.setColorAt(1.0, theme.hole_rim[1])
    painter.setPen(QPen(QBrush(rim), 0.035 * UNIT * theme.line_scale))
    painter.setBrush(QBrush(inside))
    painter.drawEllipse(centre, r, r)


def paint_labels(
    grid: DeviceGrid, labels: Sequence[tuple[QPointF, str]], size: float,
    colour: QColor | None = None,
) -> None:
    """Coordinate labels centred on scene points, in a font of ``size`` scene units (in the
    theme's label colour unless ``colour`` is given)."""
    painter = grid.painter
    painter.setFont(_label_font(grid, size))
    painter.setPen(colour if colour is not None else board_theme().label)
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
    painter.setBrush(board_theme().badge)
    for centre, text in labels:
        p = grid.transform.map(centre)
        width = max(height, metrics.horizontalAdvance(text) + 0.55 * height)
        badge = QRectF(p.x() - width / 2, p.y() - height / 2, width, height)
        painter.drawRoundedRect(badge, height / 2, height / 2)
    paint_labels(grid, labels, size, board_theme().badge_text)


def _label_font(grid: DeviceGrid, size: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(grid.length(size))))
    font.setWeight(QFont.Weight.DemiBold)
    return font


# --- stones ----------------------------------------------------------------------------------


@cache
def _stone_brushes(colour: int, theme: BoardTheme) -> tuple[QBrush, QBrush]:
    """(body, shadow) brushes for a stone centred at the origin, in ``theme``."""
    r = STONE_RADIUS
    body = QRadialGradient(QPointF(-0.05 * r, -0.05 * r), 1.12 * r, QPointF(-0.36 * r, -0.42 * r))
    body.setStops(list(theme.stone(colour).body))
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
    """A shaded stone centred at the origin: a soft shadow, a lit body, a rim (fine, or in
    the high-contrast theme a wide ring of the other colour, inside the stone's edge)."""
    theme = board_theme()
    look = theme.stone(colour)
    body, shade = _stone_brushes(colour, theme)
    r = STONE_RADIUS
    painter.setPen(Qt.PenStyle.NoPen)
    if shadow:
        painter.setBrush(shade)
        painter.drawEllipse(SHADOW_OFFSET, 1.1 * r, 1.1 * r)
    painter.setBrush(body)
    width = look.rim_width * UNIT
    painter.setPen(QPen(look.rim, width))
    inset = max(0.0, width / 2 - 0.006 * UNIT)  # a wide ring stays inside the stone
    painter.drawEllipse(QPointF(0, 0), r - inset, r - inset)


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
    return board_theme().stone(colour).text


def accent_on(colour: int) -> QColor:
    """The last move's number on a stone of ``colour``."""
    return board_theme().stone(colour).accent_text


def paint_last_move_mark(painter: QPainter, colour: int) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(contrast(colour), 0.055 * UNIT * math.sqrt(board_theme().line_scale)))
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
    accent = board_theme().accent
    ring = 0.72 * STONE_RADIUS
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(accent, 0.035 * UNIT, Qt.PenStyle.DashLine))
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
    painter.setPen(QPen(accent, 0.045 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(tail, base)
    painter.setPen(QPen(accent, 0.02 * UNIT))
    painter.setBrush(accent)
    painter.drawPolygon(QPolygonF([tip, base + normal, base - normal]))


def paint_owner_mark(painter: QPainter, centre: QPointF, colour: int) -> None:
    """A small square on a point that counts for ``colour`` (the scoring overlay)."""
    side = 0.28 * UNIT
    theme = board_theme()
    look = theme.stone(colour)
    painter.setPen(QPen(look.mark_edge, 0.015 * UNIT * theme.line_scale))
    painter.setBrush(look.flat)
    corner = 0.03 * UNIT
    painter.drawRoundedRect(
        QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), corner, corner
    )


def paint_toggle_mark(painter: QPainter, centre: QPointF, dying: bool, scale: float) -> None:
    """A stone a scoring click would change: a ring and a cross (red) if it would be marked
    dead, a dashed ring (green) if it would come back to life: the shapes tell them apart
    without the colours (``scale``: the board's stone size)."""
    theme = board_theme()
    colour = theme.dying if dying else theme.alive
    r = STONE_RADIUS * scale
    painter.setBrush(Qt.BrushStyle.NoBrush)
    style = Qt.PenStyle.SolidLine if dying else Qt.PenStyle.DashLine
    painter.setPen(QPen(colour, 0.075 * UNIT, style, Qt.PenCapStyle.FlatCap))
    painter.drawEllipse(centre, r * 1.04, r * 1.04)
    if dying:
        arm = 0.3 * r
        painter.setPen(QPen(colour, 0.08 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))

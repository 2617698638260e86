"""What the coach draws over the board (:mod:`magnetdesk.gui.coach.analysis`): the search's
candidate
moves as discs coloured by how much they lose against the best (the best ringed), each with
its win rate and visits; the ownership as squares sized by how sure the search is; and the
principal variation of the candidate under the mouse as numbered translucent stones."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.items import OverlayItem
from magnetdesk.gui.board.painters.common import STONE_RADIUS, UNIT, contrast, paint_stone
from magnetdesk.gui.board.painters.theme import board_theme

# A candidate's colour by how much its win rate falls short of the best one's (KaTrain's and
# Lizzie's habit: the best blue, then green, yellow, orange, red; the theme's five colours).
LOSS_BOUNDS = (0.005, 0.02, 0.05, 0.10, math.inf)
SPOT_RADIUS = 0.44 * UNIT
SPOT_ALPHA = 225
LINE_OPACITY = 0.62


@dataclass(frozen=True)
class Spot:
    """A candidate on the board: where it lands (and comes from, for a piece that moves), its
    win rate for the mover, its visits (None: a move whose count is not known, such as the
    reply the computer expected in a teaching game: the disc shows its win rate alone), its
    rank (0: the best) and what it loses against the best (0..1)."""

    centre: QPointF
    origin: QPointF | None
    win_rate: float
    visits: int | None
    rank: int
    loss: float


@dataclass(frozen=True)
class LineStone:
    """A move of the line under the mouse: where, whose, and its number in the line."""

    centre: QPointF
    colour: int
    number: int


def loss_colour(loss: float) -> QColor:
    """The colour of a candidate that loses ``loss`` of win rate against the best."""
    pairs = zip(LOSS_BOUNDS, board_theme().loss, strict=True)
    return QColor(next(colour for bound, colour in pairs if loss < bound))


def visits_text(visits: int) -> str:
    """``950``, ``1.2k``, ``34k``, ``1.5M``."""
    if visits < 1000:
        return str(visits)
    if visits < 10_000:
        return f"{visits / 1000:.1f}k"
    if visits < 1_000_000:
        return f"{visits // 1000}k"
    return f"{visits / 1_000_000:.1f}M"


class AnalysisItem(OverlayItem):
    """See the module docstring. ``set_analysis`` replaces the spots and the ownership,
    ``set_line`` the line shown; ``clear`` takes everything away."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.spots: list[Spot] = []
        self.owners: list[tuple[QPointF, float]] = []
        self.line: list[LineStone] = []

    def set_analysis(self, spots: list[Spot], owners: list[tuple[QPointF, float]]) -> None:
        self.spots, self.owners = spots, owners
        self.update()

    def set_line(self, line: list[LineStone]) -> None:
        self.line = line
        self.update()

    def clear(self) -> None:
        self.set_analysis([], [])
        self.set_line([])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for centre, value in self.owners:
            _paint_owner(painter, centre, value)
        if self.line:
            for stone in self.line:
                _paint_line_stone(painter, stone)
            return  # the line under the mouse hides the other candidates
        ranked = sorted(self.spots, key=lambda s: -s.rank)  # the best on top
        for spot in ranked:  # the arrows of moving pieces under every disc
            if spot.origin is not None:
                _paint_arrow(painter, spot)
        for spot in ranked:
            _paint_spot(painter, spot)


def _paint_owner(painter: QPainter, centre: QPointF, value: float) -> None:
    """A square for the side the point is likely to count for, larger the surer."""
    sure = min(abs(value), 1.0)
    if sure < 0.15:
        return
    side = (0.12 + 0.3 * sure) * UNIT
    look = board_theme().stone(BLACK if value > 0 else WHITE)
    fill = QColor(look.flat)
    fill.setAlpha(round(90 + 120 * sure))
    edge = QColor(look.mark_edge)
    edge.setAlpha(min(edge.alpha(), 120))
    painter.setPen(QPen(edge, 0.012 * UNIT))
    painter.setBrush(fill)
    painter.drawRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side))


def _paint_spot(painter: QPainter, spot: Spot) -> None:
    colour = loss_colour(spot.loss)
    fill = QColor(colour)
    fill.setAlpha(SPOT_ALPHA)
    painter.setBrush(fill)
    ring = QColor("#ffffff") if spot.rank == 0 else QColor(0, 0, 0, 110)
    painter.setPen(QPen(ring, (0.07 if spot.rank == 0 else 0.02) * UNIT))
    painter.drawEllipse(spot.centre, SPOT_RADIUS, SPOT_RADIUS)
    text = QColor("#ffffff" if colour.lightness() < 150 else "#111111")  # on a light disc
    font = QFont()
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(round(0.36 * UNIT))
    painter.setFont(font)
    painter.setPen(text)
    r = SPOT_RADIUS
    top = QRectF(spot.centre.x() - r, spot.centre.y() - 0.62 * r, 2 * r, 0.8 * r)
    if spot.visits is None:
        top.moveCenter(spot.centre)
    painter.drawText(top, Qt.AlignmentFlag.AlignCenter, f"{spot.win_rate * 100:.0f}")
    if spot.visits is None:
        return
    font.setWeight(QFont.Weight.Normal)
    font.setPixelSize(round(0.22 * UNIT))
    painter.setFont(font)
    bottom = QRectF(spot.centre.x() - r, spot.centre.y() + 0.12 * r, 2 * r, 0.6 * r)
    painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, visits_text(spot.visits))


def _paint_arrow(painter: QPainter, spot: Spot) -> None:
    """A piece that moves: a line from where it stands to the candidate's disc."""
    colour = loss_colour(spot.loss)
    colour.setAlpha(170)
    painter.setPen(QPen(colour, 0.06 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    assert spot.origin is not None
    painter.drawLine(spot.origin, spot.centre)
    painter.setBrush(colour)
    painter.drawEllipse(spot.origin, 0.09 * UNIT, 0.09 * UNIT)


def _paint_line_stone(painter: QPainter, stone: LineStone) -> None:
    painter.save()
    painter.translate(stone.centre)
    painter.setOpacity(LINE_OPACITY)
    paint_stone(painter, stone.colour, shadow=False)
    painter.setOpacity(1.0)
    font = QFont()
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(round((0.46 if stone.number < 10 else 0.38) * UNIT))
    painter.setFont(font)
    painter.setPen(contrast(stone.colour))
    r = STONE_RADIUS
    painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                     str(stone.number))
    painter.restore()

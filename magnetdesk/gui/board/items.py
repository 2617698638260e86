"""The items a :class:`~magnetdesk.gui.board.scene.BoardScene` is made of: the board (drawn by
its layout's painter), one item per stone, and the marks drawn over the whole board at once.

Z order, bottom to top: the board, the highlighted coordinates of the cell under the mouse,
the earlier move's marks (faint), marks under the stones (slide arrows, rosettes), stones,
stones in flight (animations, the ghost, a dragged stone), marks over the stones (jumps,
movement targets), the scoring overlay.
"""

from __future__ import annotations

from typing import TypedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from magnetdesk.gui.board.painters import Painter
from magnetdesk.gui.board.painters.chess import paint_move_target, paint_tint
from magnetdesk.gui.board.painters.common import (
    UNIT,
    DeviceGrid,
    accent_on,
    contrast,
    paint_label_badges,
    paint_last_move_mark,
    paint_owner_mark,
    paint_slide_arrow,
    paint_stone,
    paint_stone_label,
    paint_toggle_mark,
    stone_bounds,
)
from magnetdesk.gui.board.painters.hex import (
    paint_held_ring,
    paint_jump_arrow,
    paint_rosette_mark,
    paint_target,
    paint_turn_mark,
)
from magnetdesk.gui.board.painters.theme import Tint, board_theme

SHADOW_MARGIN = 0.35 * UNIT  # room around the wood for the board's shadow
PREVIEW_OPACITY = 0.5
EARLIER_OPACITY = 0.45  # the move before the last one: drawn fainter than the last
DEAD_OPACITY = 0.42

Z_BOARD, Z_LABELS, Z_EARLIER, Z_UNDER, Z_STONES, Z_FLYING, Z_OVER, Z_OVERLAY = (
    0, 1, 4, 5, 10, 11, 15, 20
)


class Marks(TypedDict, total=False):
    """The marks a :class:`MarksItem` draws, as :meth:`MarksItem.set_marks` takes them (what a
    board style's ``marks`` gives)."""

    arrows: list[tuple[QPointF, QPointF]]
    owners: list[tuple[QPointF, int]]
    jumps: list[tuple[QPointF, QPointF]]
    targets: list[QPointF]
    rosettes: list[tuple[QPointF, int]]
    rings: list[QPointF]
    tints: list[tuple[QPointF, Tint]]
    moves: list[tuple[QPointF, bool]]
    toggles: list[tuple[QPointF, bool, float]]
    turns: list[tuple[QPointF, int]]


class BoardItem(QGraphicsItem):
    """The wood, lines and labels, drawn by the layout's painter."""

    def __init__(self, painter: Painter, coordinates: bool) -> None:
        super().__init__()
        self.board_painter = painter
        self.coordinates = coordinates
        self.setZValue(Z_BOARD)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_coordinates(self, shown: bool) -> None:
        self.prepareGeometryChange()
        self.coordinates = shown

    def wood_rect(self) -> QRectF:
        return self.board_painter.board_rect(self.coordinates)

    def boundingRect(self) -> QRectF:
        m = SHADOW_MARGIN
        return self.wood_rect().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        self.board_painter.paint_shadow(painter, self.coordinates)
        self.board_painter.paint(painter, self.coordinates)


class BoardPiece(QGraphicsItem):
    """What the scene draws a board value with (a :class:`StoneItem`, or a chess piece): its
    value ``colour`` (a stone's colour, a piece), which ``set_colour`` changes; ``set_dead``
    draws it as a dead stone of the scoring overlay, ``decorate`` gives it a number or the
    last move's mark (a kind of piece that has neither ignores them)."""

    colour: int

    def set_colour(self, colour: int) -> None:
        raise NotImplementedError

    def set_dead(self, dead: bool) -> None:
        raise NotImplementedError

    def decorate(self, label: str | None, accent: bool, marked: bool) -> None:
        raise NotImplementedError


class StoneItem(BoardPiece):
    """One stone; it carries its own last-move mark or number so the board redraws cheaply."""

    def __init__(self, colour: int, shadow: bool = True, scale: float = 1.0) -> None:
        super().__init__()
        self.colour = colour
        self.shadow = shadow
        self.label: str | None = None
        self.accent = False
        self.marked = False
        self.setScale(scale)
        self.setZValue(Z_STONES)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_colour(self, colour: int) -> None:
        if colour != self.colour:
            self.colour = colour
            self.update()

    def set_dead(self, dead: bool) -> None:
        """Dead stones (the scoring overlay) are drawn translucent, without a shadow."""
        if dead == self.shadow:
            self.shadow = not dead
            self.setOpacity(DEAD_OPACITY if dead else 1.0)
            self.update()

    @property
    def dead(self) -> bool:
        return not self.shadow

    def decorate(self, label: str | None, accent: bool, marked: bool) -> None:
        """Show a number (``accent``: in the last move's colour) or the last-move ring."""
        if (label, accent, marked) != (self.label, self.accent, self.marked):
            self.label, self.accent, self.marked = label, accent, marked
            self.update()

    def boundingRect(self) -> QRectF:
        return stone_bounds()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        paint_stone(painter, self.colour, self.shadow)
        if self.label:
            colour = accent_on(self.colour) if self.accent else contrast(self.colour)
            paint_stone_label(painter, self.label, colour)
        elif self.marked:
            paint_last_move_mark(painter, self.colour)


class OverlayItem(QGraphicsItem):
    """An item drawn over the whole board: its rect is the board's, set by the scene."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect


class MarksItem(OverlayItem):
    """Marks over the whole board drawn in one go: tinted squares and a chess piece's targets,
    slide arrows, jumps, movement targets, the ring round a stone picked up to move,
    rosettes, the scoring squares and the stones a scoring click would change. An item of
    ``opacity`` below 1 draws them translucent (the earlier move; the preview of a move under
    the mouse, whose slide arrows point ``ahead``: the stones have not moved yet)."""

    def __init__(self, z: float, opacity: float = 1.0, ahead: bool = False) -> None:
        super().__init__()
        self.ahead = ahead
        self.setOpacity(opacity)
        self.arrows: list[tuple[QPointF, QPointF]] = []
        self.jumps: list[tuple[QPointF, QPointF]] = []
        self.targets: list[QPointF] = []
        self.rosettes: list[tuple[QPointF, int]] = []
        self.rings: list[QPointF] = []
        self.owners: list[tuple[QPointF, int]] = []
        self.tints: list[tuple[QPointF, Tint]] = []
        self.moves: list[tuple[QPointF, bool]] = []
        self.toggles: list[tuple[QPointF, bool, float]] = []
        self.turns: list[tuple[QPointF, int]] = []
        self.setZValue(z)

    def set_marks(
        self,
        arrows: list[tuple[QPointF, QPointF]] | None = None,
        owners: list[tuple[QPointF, int]] | None = None,
        jumps: list[tuple[QPointF, QPointF]] | None = None,
        targets: list[QPointF] | None = None,
        rosettes: list[tuple[QPointF, int]] | None = None,
        rings: list[QPointF] | None = None,
        tints: list[tuple[QPointF, Tint]] | None = None,
        moves: list[tuple[QPointF, bool]] | None = None,
        toggles: list[tuple[QPointF, bool, float]] | None = None,
        turns: list[tuple[QPointF, int]] | None = None,
    ) -> None:
        """Replace every mark (``tints``: squares tinted by meaning; ``moves``: a chess piece's
        targets, True where it would capture; ``toggles``: stones a scoring click would mark
        dead (True) or alive, with the stones' scale; ``turns``: stones the move under the
        mouse would turn over, with the colour they would show)."""
        self.arrows = arrows or []
        self.owners = owners or []
        self.jumps = jumps or []
        self.targets = targets or []
        self.rosettes = rosettes or []
        self.rings = rings or []
        self.tints = tints or []
        self.moves = moves or []
        self.toggles = toggles or []
        self.turns = turns or []
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        for centre, tint in self.tints:
            paint_tint(painter, centre, tint)
        for centre, capture in self.moves:
            paint_move_target(painter, centre, capture)
        for centre, stone in self.rosettes:
            paint_rosette_mark(painter, centre, stone)
        for start, end in self.arrows:
            paint_slide_arrow(painter, start, end, ahead=self.ahead)
        for start, end in self.jumps:
            paint_jump_arrow(painter, start, end)
        for centre in self.targets:
            paint_target(painter, centre)
        for centre in self.rings:
            paint_held_ring(painter, centre)
        for centre, owner in self.owners:
            paint_owner_mark(painter, centre, owner)
        for centre, dying, scale in self.toggles:
            paint_toggle_mark(painter, centre, dying, scale)
        for centre, colour in self.turns:
            paint_turn_mark(painter, centre, colour)


class LabelHighlight(OverlayItem):
    """The coordinates of the cell under the mouse, drawn again as small badges over the
    board's own labels (``labels``: the painter's ``cell_labels``), so its column and row
    can be read at a glance; on a hex board the cells of its column and row (``lines``)
    faintly tinted too."""

    def __init__(self) -> None:
        super().__init__()
        self.labels: list[tuple[QPointF, str]] = []
        self.lines: list[QPolygonF] = []
        self.size = 0.0
        self.setZValue(Z_LABELS)
        # drawn in device pixels, as the board's own labels: through a cache, as they are
        # (a painter redirected to a window's part would draw device pixels off place)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_labels(
        self, labels: list[tuple[QPointF, str]], size: float, lines: list[QPolygonF]
    ) -> None:
        if (labels, size) != (self.labels, self.size):
            self.labels, self.size, self.lines = labels, size, lines
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(board_theme().line_tint)
        for polygon in self.lines:
            painter.drawPolygon(polygon)
        if self.labels:
            with DeviceGrid(painter) as grid:
                paint_label_badges(grid, self.labels, self.size)

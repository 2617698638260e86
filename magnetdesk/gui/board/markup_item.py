"""The markup of the node shown (:class:`~magnetdesk.record.markup.Markup`), drawn over the
stones and pieces on any board by :mod:`~magnetdesk.gui.board.painters.markup`: the scene says
what stands on each marked cell, this item chooses the ink that reads there."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.items import Z_OVER, BoardPiece, OverlayItem, StoneItem
from magnetdesk.gui.board.painters.markup import (
    Spot,
    paint_connection,
    paint_dimmed,
    paint_label,
    paint_shape,
)
from magnetdesk.gui.board.painters.theme import board_theme
from magnetdesk.record.markup import EMPTY_MARKUP, Markup

Z_MARKUP = Z_OVER + 1  # over the stones, the last move's number and Medusa's jumps
_DARK, _LIGHT = QColor(17, 17, 17), QColor(255, 255, 255)
EMPTY_SIZE = 0.8  # a mark on an empty cell, of a stone's size, at least
CHESS_SIZE = 1.45  # a shape round a chess piece


def _mix(one: QColor, other: QColor) -> QColor:
    return QColor((one.red() + other.red()) // 2, (one.green() + other.green()) // 2,
                  (one.blue() + other.blue()) // 2)


class MarkupItem(OverlayItem):
    """See the module docstring. ``set_markup`` takes the markup, the points dimmed, where each cell
    is, what stands there and whether the ground is wood (Go, Medusa) or a chessboard."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MARKUP)
        self.markup: Markup = EMPTY_MARKUP
        self.dimmed: frozenset[str] = frozenset()
        self._cells: Mapping[str, int] = {}
        self._points: Sequence[QPointF] = ()
        self._pieces: Mapping[int, BoardPiece] = {}
        self._wood = True
        self.scale_ = 1.0

    def set_board(self, topology: Any, points: Sequence[QPointF]) -> None:
        """A new board: its cells by name, and where each is."""
        self._cells = {str(topology.name(c)): c for c in topology.cells()}
        self._points = points

    def set_marks(self, markup: Markup, dimmed: Iterable[str]) -> None:
        self.markup, self.dimmed = markup, frozenset(dimmed)
        self.update()

    def place(self, pieces: Mapping[int, BoardPiece], wood: bool, scale: float) -> None:
        """What stands on each cell now, whether the ground is wood, the stones' size."""
        self._pieces, self._wood, self.scale_ = dict(pieces), wood, scale
        self.update()

    def marked_cells(self) -> set[int]:
        """The cells with a shape or a label (a name not on this board: none)."""
        names = [name for name, _ in (*self.markup.shapes, *self.markup.labels)]
        return {self._cells[name] for name in names if name in self._cells}

    def spot(self, name: str) -> Spot | None:
        """How a mark on the point ``name`` is drawn (None: no such point on this board)."""
        cell = self._cells.get(name)
        if cell is None:
            return None
        centre = self._points[cell]
        theme = board_theme()
        piece = self._pieces.get(cell)
        if isinstance(piece, StoneItem) and piece.colour in (BLACK, WHITE):
            ink = theme.stone(piece.colour).text
            return Spot(centre, ink, _DARK if ink.lightness() > 127 else _LIGHT, self.scale_)
        if piece is None and self._wood:
            return Spot(centre, theme.line, _mix(*theme.wood), max(self.scale_, EMPTY_SIZE))
        return Spot(centre, _DARK, _LIGHT, CHESS_SIZE, corner=piece is not None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        markup, scale = self.markup, self.scale_
        veil = _mix(*board_theme().wood) if self._wood else board_theme().squares[0]
        for name in sorted(self.dimmed):
            cell = self._cells.get(name)
            if cell is not None and cell in self._pieces:  # an empty point shows no veil
                paint_dimmed(painter, self._points[cell], veil, scale)
        for pairs, arrow in ((markup.lines, False), (markup.arrows, True)):
            for start, end in pairs:
                first, last = self.spot(start), self.spot(end)
                if first is not None and last is not None:
                    paint_connection(painter, Spot(first.centre, _DARK, _LIGHT, scale),
                                     last.centre, arrow)
        for name, kind in markup.shapes:
            if (spot := self.spot(name)) is not None:
                paint_shape(painter, spot, kind)
        for name, text in markup.labels:
            if (spot := self.spot(name)) is not None:
                paint_label(painter, spot, text)

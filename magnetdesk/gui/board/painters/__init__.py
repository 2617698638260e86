"""The board painters, one per board layout (:mod:`.square`: Go's points, :mod:`.hex`: Medusa's
cells and holes, :mod:`.chess`: the chessboard), sharing :mod:`.common`. The family's window
record names its painter (:attr:`~magnetdesk.gui.board.family.FamilyView.painter`); the scene
asks of it only what :class:`Painter` lists.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF


@runtime_checkable
class Painter(Protocol):
    """What the :class:`~magnetdesk.gui.board.scene.BoardScene` asks of a board painter (made
    with the board's topology): the wood's rectangle and the board under the stones with or
    without the coordinates, the labels and lines lit for the cell under the mouse, and the
    size of a stone (relative to :data:`~.common.STONE_RADIUS`) and of a label."""

    @property
    def stone_scale(self) -> float: ...

    @property
    def label_size(self) -> float: ...

    def board_rect(self, coordinates: bool) -> QRectF:
        """The wood, in scene units."""
        ...

    def paint_shadow(self, painter: QPainter, coordinates: bool) -> None:
        """The board's shadow on the table."""
        ...

    def paint(self, painter: QPainter, coordinates: bool) -> None:
        """The board under the stones (wood, lines or squares, holes, the coordinates)."""
        ...

    def cell_labels(self, cell: int) -> list[tuple[QPointF, str]]:
        """The coordinate labels of ``cell``'s column and row (where they are drawn)."""
        ...

    def cell_lines(self, cell: int) -> list[QPolygonF]:
        """The cells of ``cell``'s column and row to tint (none where lines lead the eye)."""
        ...

    def hole_at(self, point: QPointF) -> str | None:
        """Why a click at ``point`` (on no cell) plays nothing, when the board has a hole
        drawn there (Medusa's holes, Go's blocking points); None elsewhere."""
        ...

"""A stone or piece held with the mouse (Medusa's group movements, chess moves): a press
holds it, it follows the pointer once the pointer has moved a little (Qt's drag distance), and
letting go puts it back on its cell for the board style to decide what the drop means.

The board styles that move pieces hold them through the one drag flow,
:class:`~magnetdesk.gui.board.drag.DragStyle`, which owns a :class:`HeldPiece` and asks the
style what differs (what may be held, what a drop or a short press means, the marks).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from magnetdesk.gui.board.items import Z_FLYING
from magnetdesk.gui.board.scene import BoardScene


class HeldPiece:
    """The piece held on ``scene`` (``cell``: None when nothing is held)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.cell: int | None = None
        self.moving = False  # the held piece has left its cell
        self._press_screen = QPointF()

    def offer(self, movable: set[int]) -> None:
        """An open hand over the pieces that may move now, the plain pointer elsewhere."""
        for cell, item in self.scene.stones.items():
            if cell in movable:
                item.setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                item.unsetCursor()

    def hold(self, cell: int, screen: QPointF) -> None:
        self.cell, self.moving, self._press_screen = cell, False, screen

    def release(self) -> None:
        """Forget the held piece (a new position is shown)."""
        self.cell, self.moving = None, False

    def follow(self, point: QPointF, screen: QPointF) -> bool:
        """Move the held piece to ``point`` once the pointer has gone far enough from the
        press; True when this call lifted it (the style then shows what it may do)."""
        item = self.scene.stone_at(self.cell) if self.cell is not None else None
        if item is None:
            return False
        lifted = False
        if not self.moving:
            if (screen - self._press_screen).manhattanLength() < QApplication.startDragDistance():
                return False
            self.moving = lifted = True
            item.setZValue(Z_FLYING)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
        item.setPos(point)
        return lifted

    def let_go(self) -> tuple[int | None, bool]:
        """End the hold: the held cell and whether the piece had left it (if so, it is back on
        its cell now, under an open hand)."""
        start, moved = self.cell, self.moving
        self.release()
        item = self.scene.stone_at(start) if start is not None and moved else None
        if start is not None and item is not None:
            item.setZValue(self.scene.stone_z)
            item.setPos(self.scene.cell_point(start))
            item.setCursor(Qt.CursorShape.OpenHandCursor)
        return start, moved

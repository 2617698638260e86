"""The keyboard's cursor on the board: play every variant without a mouse.

The board takes the keys only when asked (Game ▸ Play on the board with the keys, Ctrl+B or
F6): the window's arrow keys walk through the game otherwise. While the board has the keys,
a mark (:class:`CursorItem`, black and yellow so it shows on wood, stones and every theme)
marks the cursor's cell (the corners of its square; a hexagon on the hex board) and

* ←/→/↑/↓ move it one cell; on Medusa's hex board ←/→ go along the row, ↑/↓ to the upper-left
  and lower-left neighbour and Shift+↑/Shift+↓ to the upper-right and lower-right one (the six
  directions; a hole in the way is stepped over);
* Enter or Space is a click on the cell (:meth:`BoardScene.click`): a Go stone, a chess piece
  picked up and then its square, a Medusa placement or a stone picked up and then where it
  jumps, a group marked dead while scoring (Shift+Enter: one chain, as Shift+click);
* Esc puts back a piece picked up, else gives the keys back to the window (Tab too).

The cursor is the mouse's stand-in: its cell is hovered (the ghost stone and the preview of
what Enter would do, the coordinates lit, the status bar's cell named, the scoring box's
preview), and the scene says ``cursorMoved(cell)`` for a screen reader.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from magnetdesk.gui.board.drag import DragStyle
from magnetdesk.gui.board.items import Z_OVERLAY
from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.gui.board.painters.hex import hexagon
from magnetdesk.gui.board.scene import BoardScene

OUTLINE = QColor(0, 0, 0, 230)
RING = QColor(255, 208, 0)
SQUARE_HALF = 0.56 * UNIT  # the corners, beyond the stone
CORNER = 0.24  # the length of a corner's arms, in cell steps
HEX_RADIUS = 0.58 * UNIT
ALIGNED = math.radians(5)  # how far off a direction a cell may lie and still be in it

Key = Qt.Key
ARROWS = (Key.Key_Left, Key.Key_Right, Key.Key_Up, Key.Key_Down)
CLICKS = (Key.Key_Return, Key.Key_Enter, Key.Key_Space)
# the direction of an arrow (degrees, counter-clockwise from →; with Shift as the second)
SQUARE_WAYS = {Key.Key_Right: (0, 0), Key.Key_Up: (90, 90), Key.Key_Left: (180, 180),
               Key.Key_Down: (270, 270)}
HEX_WAYS = {Key.Key_Right: (0, 0), Key.Key_Up: (120, 60), Key.Key_Left: (180, 180),
            Key.Key_Down: (240, 300)}
KEEPS_FOCUS = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)


class CursorItem(QGraphicsItem):
    """The mark of the cursor's cell: a hexagon round it on the hex board, else the four
    corners of its square (clear of the stones, so the ghost stone shows whole inside)."""

    def __init__(self) -> None:
        super().__init__()
        self.hexagonal = False
        self.setZValue(Z_OVERLAY + 1)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        r = max(HEX_RADIUS, SQUARE_HALF) + 0.15 * UNIT
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        h, arm = SQUARE_HALF, CORNER * UNIT
        for colour, width in ((OUTLINE, 0.2), (RING, 0.09)):
            pen = QPen(colour, width * UNIT)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)
            painter.setPen(pen)
            if self.hexagonal:
                painter.drawPolygon(hexagon(QPointF(0, 0), HEX_RADIUS))
                continue
            for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
                corner = QPointF(sx * h, sy * h)
                painter.drawPolyline([corner - QPointF(0, sy * arm), corner,
                                      corner - QPointF(sx * arm, 0)])


class BoardKeys(QObject):
    """The board's keys (see the module docstring) for the view ``view``: ``enter()`` gives
    the board the keys, ``cell`` is the cursor's cell (None before the board had the keys)."""

    def __init__(self, view: QGraphicsView, scene: BoardScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.cell: int | None = None
        self.engaged = False
        self._topology = None  # the board the cursor's cell belongs to
        self.item = CursorItem()
        scene.addItem(self.item)
        scene.boardRectChanged.connect(self._place)
        view.installEventFilter(self)

    def enter(self) -> None:
        """The board takes the keys; the cursor shows where it was (or in the middle)."""
        self.engaged = True
        self.view.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._place()

    def leave(self) -> None:
        """The window has the keys again (its arrows walk through the game)."""
        self.engaged = False
        self.item.setVisible(False)
        self.scene.set_hover(None)  # no ghost left where the cursor was
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if self.view.hasFocus():
            self.view.clearFocus()

    def move_to(self, cell: int) -> None:
        """Put the cursor on ``cell``: hovered as by the mouse, and announced."""
        self.cell = cell
        self.item.setPos(self.scene.cell_point(cell))
        self.item.setVisible(self.engaged)
        self.scene.set_hover(cell)
        self.scene.cursorMoved.emit(cell)

    def step(self, key: Qt.Key, shift: bool = False) -> None:
        """Move the cursor one cell the way the arrow ``key`` points (see the module
        docstring); at the board's edge it stays."""
        topology = self.scene.topology
        if topology is None or self.cell is None:
            return
        ways = HEX_WAYS if topology.kind == "hex" else SQUARE_WAYS
        angle = math.radians(ways[key][1 if shift else 0])
        here = self.scene.cell_point(self.cell)
        best, best_distance = None, math.inf
        for cell in topology.cells():
            there = self.scene.cell_point(cell) - here
            distance = math.hypot(there.x(), there.y())
            if cell == self.cell or distance >= best_distance:
                continue
            off = math.atan2(-there.y(), there.x()) - angle
            if abs(math.remainder(off, math.tau)) <= ALIGNED:
                best, best_distance = cell, distance
        if best is not None:
            self.move_to(best)

    def click(self) -> None:
        """Enter: a click on the cursor's cell."""
        if self.cell is not None:
            self.scene.click(self.cell)

    def escape(self) -> None:
        """Esc: a piece picked up is put back (:meth:`DragStyle.put_down`); else the window
        gets the keys back."""
        style = self.scene.board_style
        if isinstance(style, DragStyle) and style.put_down():
            self.scene.set_hover(self.cell)
        else:
            self.leave()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(event, QFocusEvent) and self.engaged:
            if kind == QEvent.Type.FocusIn:
                self._place()
            elif event.reason() not in KEEPS_FOCUS:
                self.leave()  # Tab, a click: the keys went elsewhere
        elif isinstance(event, QKeyEvent) and self.engaged and self._board_key(event):
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the board's, not the window's arrow, Enter and Esc
                return True
            if kind == QEvent.Type.KeyPress:
                self._press(event)
                return True
        return False

    def _board_key(self, event: QKeyEvent) -> bool:
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = modifiers in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier)
        return plain and event.key() in (*ARROWS, *CLICKS, Key.Key_Escape)

    def _press(self, event: QKeyEvent) -> None:
        key = Key(event.key())
        if key in ARROWS:
            self.step(key, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        elif key in CLICKS:
            self.click()
        else:
            self.escape()

    def _place(self) -> None:
        """Show the cursor on its cell (on a new board: in its middle)."""
        topology = self.scene.topology
        if topology is None:
            return
        if topology != self._topology or self.cell is None:
            self._topology = topology
            self.item.hexagonal = topology.kind == "hex"
            self.item.update()
            middle = self.scene.board_rect().center()
            self.cell = min(
                topology.cells(), key=lambda c: _distance(self.scene.cell_point(c), middle)
            )
        if self.engaged:
            self.move_to(self.cell)
        else:
            self.item.setPos(self.scene.cell_point(self.cell))


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())

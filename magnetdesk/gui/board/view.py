"""The widget that shows a :class:`BoardScene`: it keeps the whole board in view at the
largest size the window allows, with a whole number of device pixels per cell step so the grid
is evenly spaced, and passes the scene's click signals on. ``cursor_label`` (the window puts
it in the status bar) names the cell under the mouse (or the keyboard's cursor: it hovers).
A new board theme repaints it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QLabel

from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.gui.board.painters.theme import board_theme, theme_changes
from magnetdesk.gui.board.scene import BoardScene
from magnetdesk.translation import tr

PADDING = 6  # pixels between the board's shadow and the widget's edge
MIN_SNAPPED_CELL = 8  # device pixels per cell step from which the scale is snapped


class BoardView(QGraphicsView):
    """See the module docstring; ``cellClicked``, ``actionChosen`` and ``illegalClick`` are
    the scene's."""

    cellClicked = Signal(int)
    actionChosen = Signal(object)
    illegalClick = Signal(str)

    def __init__(self, scene: BoardScene | None = None, parent=None) -> None:
        super().__init__(parent)
        self.board = scene if scene is not None else BoardScene(self)
        self.setScene(self.board)
        self.board.cellClicked.connect(self.cellClicked)
        self.board.actionChosen.connect(self.actionChosen)
        self.board.illegalClick.connect(self.illegalClick)
        self.board.boardRectChanged.connect(self.fit)
        self.cursor_label = QLabel()
        self.cursor_label.setToolTip(tr("The cell under the mouse or the keyboard cursor"))
        self.cursor_label.setMinimumWidth(self.cursor_label.fontMetrics().horizontalAdvance("M00"))
        self.board.hovered.connect(self._name_cell)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(board_theme().table)
        theme_changes().changed.connect(self.restyle)
        self.setMouseTracking(True)
        self.setMinimumSize(200, 200)
        self.area: QRectF | None = None  # the part of the board shown, None: all of it

    def restyle(self) -> None:
        """Draw the board again in the board theme (the items' cached pictures too)."""
        self.setBackgroundBrush(board_theme().table)
        for item in self.board.items():
            item.update()
        self.board.update()

    def show_area(self, area: QRectF | None) -> None:
        """Show only ``area`` of the scene (a lesson's corner of a big board), or all."""
        self.area = area
        self.fit()

    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    def fit(self) -> None:
        """Scale the board (or the :attr:`area` shown) to fill the widget, keeping its
        proportions."""
        rect = self.area if self.area is not None else self.board.sceneRect()
        if rect.isEmpty():
            return
        width = self.viewport().width() - 2 * PADDING
        height = self.viewport().height() - 2 * PADDING
        scale = max(1e-3, min(width / rect.width(), height / rect.height()))
        ratio = self.devicePixelRatioF() or 1.0
        cell = scale * UNIT * ratio
        if cell >= MIN_SNAPPED_CELL:
            scale = math.floor(cell) / (UNIT * ratio)
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def view_point(self, cell: int) -> QPoint:
        """Where ``cell``'s centre is in viewport coordinates (for tests and tools)."""
        return self.mapFromScene(self.board.cell_point(cell))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    def mousePressEvent(self, event) -> None:
        """A click on the board takes the keyboard back from the comment box, so the arrow
        keys walk through the game again (the board itself never holds the focus)."""
        focused = QApplication.focusWidget()
        if focused is not None and focused.window() is self.window():
            focused.clearFocus()
        super().mousePressEvent(event)

    def _name_cell(self, cell: int | None, shift: bool) -> None:
        topology = self.board.topology
        self.cursor_label.setText(
            f"<b>{topology.name(cell)}</b>" if cell is not None and topology is not None else ""
        )

    def leaveEvent(self, event) -> None:
        self.board.set_hover(None)
        super().leaveEvent(event)

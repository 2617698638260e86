"""The game tree drawn as a graph, as Sabaki draws it: one small disc per node in the mover's
colour, the main line straight across the top, each variation on a row below the line it
leaves, joined to its parent by a line; the current node is ringed and kept in view, and a
click on a disc emits ``nodeActivated`` with its node. A move the review or the analysis found
costly gets a dot in its grade's colour at its disc's lower right (bigger for a blunder, as
on the win-rate graph), never a ring: the one ring is the current node's.

The layout (:func:`lay_out`) is plain Python and iterative, so a 10,000-move game with many
variations lays out without recursion; it runs on :meth:`TreePanel.set_record` and
:meth:`TreePanel.refresh` only. Moving the current node just moves the ring. One graphics item
paints the whole tree, and only the columns on screen, so a long game scrolls smoothly.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.painters.theme import board_theme, theme_changes
from magnetdesk.gui.common.words import GRADE_COLOURS
from magnetdesk.record import GameRecord, Node
from magnetdesk.record.analysis import verdict

STEP = 26.0  # scene units between neighbouring discs
RADIUS = 7.0  # a node's disc
MARGIN = 6.0  # around the tree
NUMBER_EVERY = 10  # the move number is written over every tenth move and each variation's first
GRADE_DOT = {"mistake": 2.4, "blunder": 3.2}  # the dot of a costly move: size tells them apart

# The colours are the board theme's (background, edge, the disc of the root, setup and empty
# nodes, the discs' outline, the numbers; the stones' flat colours, the accent for the ring).

Cell = tuple[int, int]  # (column = the node's depth, row)


# --- layout -------------------------------------------------------------------------------


@dataclass
class TreeLayout:
    """Where each node sits: ``cell[node]`` is its (column, row), ``node_at[(column, row)]``
    the node there, ``columns[column]`` the nodes of one column (for painting a slice), and
    ``starts`` the first nodes of variations (they get a move number)."""

    cell: dict[Node, Cell] = field(default_factory=dict)
    node_at: dict[Cell, Node] = field(default_factory=dict)
    columns: list[list[Node]] = field(default_factory=list)
    starts: set[Node] = field(default_factory=set)
    rows: int = 0

    def put(self, node: Node, column: int, row: int) -> None:
        self.cell[node] = (column, row)
        self.node_at[(column, row)] = node
        while len(self.columns) <= column:
            self.columns.append([])
        self.columns[column].append(node)
        self.rows = max(self.rows, row + 1)


class _Rows:
    """The column ranges taken on each row (discs and the vertical parts of connectors)."""

    def __init__(self) -> None:
        self.starts: list[list[int]] = []
        self.ends: list[list[int]] = []

    def free(self, row: int, start: int, end: int) -> bool:
        if row >= len(self.starts):
            return True
        i = bisect.bisect_right(self.starts[row], end) - 1
        return i < 0 or self.ends[row][i] < start

    def take(self, row: int, start: int, end: int) -> None:
        while len(self.starts) <= row:
            self.starts.append([])
            self.ends.append([])
        i = bisect.bisect_right(self.starts[row], start)
        self.starts[row].insert(i, start)
        self.ends[row].insert(i, end)


def _line(start: Node) -> list[Node]:
    """``start`` and the first child of each node after it."""
    line = [start]
    while line[-1].children:
        line.append(line[-1].children[0])
    return line


def lay_out(root: Node) -> TreeLayout:
    """Place every node: column = depth; the main line on row 0; each variation on the first
    row below its parent where the whole line fits and the way down from the parent is clear.

    Variations are placed depth first, the ones leaving the line furthest right first, so the
    long connectors of early variations pass left of the later ones instead of through them.
    """
    layout = TreeLayout()
    taken = _Rows()
    pending: list[Node] = [root]
    while pending:
        start = pending.pop()
        line = _line(start)
        column = start.depth
        end = column + len(line) - 1
        if start.parent is None:
            row = 0
        else:
            layout.starts.add(start)
            parent_row = layout.cell[start.parent][1]
            row, way_down_clear = parent_row + 1, True
            while not taken.free(row, column, end):
                way_down_clear = way_down_clear and taken.free(row, column - 1, column - 1)
                row += 1
            if way_down_clear:
                for between in range(parent_row + 1, row):
                    taken.take(between, column - 1, column - 1)
        taken.take(row, column, end)
        for offset, node in enumerate(line):
            layout.put(node, column + offset, row)
            pending.extend(reversed(node.children[1:]))
    return layout


def scene_point(cell: Cell) -> QPointF:
    return QPointF(cell[0] * STEP, cell[1] * STEP)


# --- drawing ------------------------------------------------------------------------------


class _TreeItem(QGraphicsItem):
    """The whole tree in one item, painting only the columns in the exposed rectangle."""

    def __init__(self) -> None:
        super().__init__()
        self.layout = TreeLayout()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.number_font = QFont()
        self.number_font.setPointSizeF(7.0)

    def set_layout(self, layout: TreeLayout) -> None:
        self.prepareGeometryChange()
        self.layout = layout
        self.update()

    def boundingRect(self) -> QRectF:
        columns, rows = len(self.layout.columns), self.layout.rows
        return QRectF(-STEP, -STEP, (columns + 1) * STEP, (rows + 1) * STEP)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        exposed = option.exposedRect
        first = max(0, int(exposed.left() // STEP) - 1)
        last = min(len(self.layout.columns) - 1, int(exposed.right() // STEP) + 1)
        top, bottom = exposed.top() - STEP, exposed.bottom() + STEP
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(board_theme().tree[1], 1.6))
        for column in range(first, last + 1):
            for node in self.layout.columns[column]:
                if node.parent is not None:
                    self._connector(painter, node)
        painter.setFont(self.number_font)
        for column in range(first, last + 1):
            for node in self.layout.columns[column]:
                point = scene_point(self.layout.cell[node])
                if top <= point.y() <= bottom:
                    self._disc(painter, node, point)

    def _connector(self, painter: QPainter, node: Node) -> None:
        """Straight from the parent on the same row, else down the parent's column and in
        diagonally on the last step."""
        assert node.parent is not None  # drawn for a move, never for the root
        parent = scene_point(self.layout.cell[node.parent])
        child = scene_point(self.layout.cell[node])
        if child.y() - parent.y() > STEP:
            corner = QPointF(parent.x(), child.y() - STEP)
            painter.drawLine(parent, corner)
            parent = corner
        painter.drawLine(parent, child)

    def _disc(self, painter: QPainter, node: Node, point: QPointF) -> None:
        theme = board_theme()
        _, _, other, outline, number = theme.tree
        colour = node.play.colour if node.play is not None else None
        fill = other if colour is None or colour not in (BLACK, WHITE) else theme.stone(colour).flat
        painter.setPen(QPen(outline, 1.0))
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(point, RADIUS, RADIUS)
        graded = verdict(node)  # a move found costly: a dot, not a ring like the current's
        if graded:
            painter.setPen(QPen(theme.tree[0], 1.0))  # the background's edge sets it apart
            painter.setBrush(GRADE_COLOURS[graded])
            corner = QPointF(point.x() + RADIUS / 2, point.y() + RADIUS / 2)  # inside the ring
            painter.drawEllipse(corner, GRADE_DOT[graded], GRADE_DOT[graded])
        if node.move_number and (
            node.move_number % NUMBER_EVERY == 0 or node in self.layout.starts
        ):
            painter.setPen(number)
            box = QRectF(point.x() - STEP / 2, point.y() - RADIUS - 12, STEP, 11)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(node.move_number))


class _TreeView(QGraphicsView):
    """Passes a left click on a disc to the panel."""

    def __init__(self, panel: TreePanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            node = self.panel.node_near(self.mapToScene(event.position().toPoint()))
            if node is not None:
                self.panel.nodeActivated.emit(node)
                event.accept()
                return
        super().mousePressEvent(event)


class TreePanel(QWidget):
    """The game tree of a :class:`GameRecord`; see the module docstring.

    ``set_record`` shows a game, ``refresh`` lays it out again after the tree changed (a move,
    a deleted branch), ``set_current`` rings a node and scrolls it into view.
    """

    nodeActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: GameRecord | None = None
        self.current: Node | None = None
        self.scene = QGraphicsScene(self)
        self.tree = _TreeItem()
        self.scene.addItem(self.tree)
        ring = RADIUS + 3.5
        self.ring = QGraphicsEllipseItem(-ring, -ring, 2 * ring, 2 * ring)
        self.restyle()
        theme_changes().changed.connect(self.restyle)
        self.ring.setZValue(1)
        self.ring.setVisible(False)
        self.scene.addItem(self.ring)
        self.view = _TreeView(self)
        self.view.setScene(self.scene)
        self.view.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.setMinimumSize(120, 80)

    def restyle(self) -> None:
        """The colours of the board theme."""
        theme = board_theme()
        self.scene.setBackgroundBrush(theme.tree[0])
        self.ring.setPen(QPen(theme.panel_accent, 2.6))
        self.tree.update()

    def set_record(self, record: GameRecord) -> None:
        """Show ``record``'s tree with its root as the current node."""
        self.record = record
        self.current = record.root
        self.refresh()

    def refresh(self) -> None:
        """Lay the tree out again (after moves were added or branches deleted)."""
        layout = lay_out(self.record.root) if self.record is not None else TreeLayout()
        self.tree.set_layout(layout)
        bounds = self.tree.boundingRect()
        self.scene.setSceneRect(bounds.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        if self.current not in layout.cell:
            self.current = self.record.root if self.record is not None else None
        self._show_current()

    def set_current(self, node: Node) -> None:
        """Ring ``node`` and scroll it into view; a node added since the last layout makes the
        tree lay out again (so a forgotten refresh never loses the ring)."""
        self.current = node
        if node not in self.tree.layout.cell:
            self.refresh()
        else:
            self._show_current()

    def _show_current(self) -> None:
        cell = self.tree.layout.cell.get(self.current) if self.current is not None else None
        self.ring.setVisible(cell is not None)
        if cell is not None:
            point = scene_point(cell)
            self.ring.setPos(point)
            self.view.ensureVisible(
                QRectF(point.x() - STEP, point.y() - STEP, 2 * STEP, 2 * STEP), 40, 30
            )

    def cell_of(self, node: Node) -> Cell | None:
        """``node``'s (column, row) in the graph, None when it is not laid out."""
        return self.tree.layout.cell.get(node)

    def node_near(self, point: QPointF) -> Node | None:
        """The node whose disc is under the scene point ``point``."""
        cell = (round(point.x() / STEP), round(point.y() / STEP))
        node = self.tree.layout.node_at.get(cell)
        if node is None:
            return None
        centre = scene_point(cell)
        dx, dy = point.x() - centre.x(), point.y() - centre.y()
        return node if dx * dx + dy * dy <= (RADIUS + 2) ** 2 else None

    def view_point(self, node: Node) -> QPoint:
        """Where ``node``'s disc is in the view's viewport (for tests and tools)."""
        return self.view.mapFromScene(scene_point(self.tree.layout.cell[node]))

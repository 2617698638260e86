"""The board as a list of its cells for a screen reader: an accessible interface for the board
view (installed by :func:`install`, found by Qt through its factory) whose children are the
cells, each named with what stands on it (``D4, black stone``) and placed where it is drawn,
so a screen reader's object navigation, a magnifier or touch exploration can walk the board
cell by cell. The children are made once per cell and kept (Qt holds on to them by id)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget

from magnetdesk.gui.accessibility.describe import cell_name
from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.gui.board.view import BoardView


class CellInterface(QAccessibleInterface):
    """One cell of the board: its name and content, its place on the screen."""

    def __init__(self, board: BoardInterface, cell: int) -> None:
        super().__init__()
        self.board = board
        self.cell = cell

    def isValid(self) -> bool:
        return self.cell < self.board.childCount()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow:
        return self.board.window()

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        position = self.board.view.board.position
        if kind != QAccessible.Text.Name or position is None or not self.isValid():
            return ""
        return cell_name(position, self.cell)

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        """Where the cell is drawn, in screen coordinates."""
        view = self.board.view
        if not self.isValid():
            return QRect()
        centre = view.viewport().mapToGlobal(view.view_point(self.cell))
        half = max(1, round(view.transform().m11() * UNIT / 2))
        return QRect(centre - QPoint(half, half), centre + QPoint(half, half))

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        return QAccessible.State()


class BoardInterface(QAccessibleWidget):
    """The board view (its name and description are the widget's) with a child per cell."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.view = view
        self.cells: dict[int, CellInterface] = {}

    def childCount(self) -> int:
        topology = self.view.board.topology
        return int(topology.cell_count) if topology is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not 0 <= index < self.childCount():
            return None
        if index not in self.cells:
            self.cells[index] = CellInterface(self, index)
        return self.cells[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return child.cell if isinstance(child, CellInterface) and child.board is self else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        """The cell under a screen point (touch exploration)."""
        point = self.view.viewport().mapFromGlobal(QPoint(x, y))
        cell = self.view.board.cell_at(self.view.mapToScene(point))
        return self.child(cell) if cell is not None else None


# Every board interface made, kept for good: Qt holds on to them (and deletes one with its
# view), so Python must never delete one; a window makes one.
_made: list[BoardInterface] = []


def _factory(class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, BoardView) and class_name == type(obj).__name__:
        board = BoardInterface(obj)
        _made.append(board)
        return board
    return None


_installed = False


def install() -> None:
    """Let Qt make the board's interface (once; any number of windows use it)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True

"""The mouse on the window's board, as a person uses it: click a cell by its name, or press on
one, move the pointer and let go on another."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def cell(window, name: str) -> int:
    return window.position.topology.parse(name)


def point(window, name: str) -> QPoint:
    """The centre of the cell called ``name``, in the board view's coordinates."""
    return window.view.view_point(cell(window, name))


def click(window, name: str) -> None:
    """Click the board on the cell called ``name`` (``C3``, ``k10``, ``e2``)."""
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point(window, name))


def drag(window, start: str, end: str) -> None:
    """Press on ``start``, move the mouse in two steps to ``end``, let go there."""
    viewport = window.view.viewport()
    a, b = point(window, start), point(window, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)

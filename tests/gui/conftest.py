"""Fixtures for the widget tests: a shown board view, clicks on cells, no search left running."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.common.ai_worker import stop_all_searches


@pytest.fixture
def view(qtbot) -> BoardView:
    """A board view on screen (offscreen), 600×600."""
    widget = BoardView()
    qtbot.addWidget(widget)
    widget.resize(600, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def show(view):
    """Put a position on the view's board (the view fits a new board by itself)."""

    def show_position(position, transition=None, numbers=None):
        view.board.set_position(position, transition, numbers)
        return view.board

    return show_position


@pytest.fixture
def click(view):
    """Click the view's board on a cell's centre, as a person would."""

    def click_cell(cell: int) -> None:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(cell))

    return click_cell


@pytest.fixture
def hover(view):
    """Move the mouse over a cell's centre (from the corner: Qt reports no move to the point
    where the pointer already is, and an earlier test may have left it there)."""

    def hover_cell(cell: int) -> None:
        QTest.mouseMove(view.viewport(), QPoint(1, 1))
        QTest.mouseMove(view.viewport(), view.view_point(cell))

    return hover_cell


@pytest.fixture(autouse=True)
def no_search_left_running():
    yield
    assert stop_all_searches(), "a search thread did not stop"

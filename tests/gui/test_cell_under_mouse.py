"""The cell under the mouse, on every board: its name in the status bar, and its column and
row labels highlighted on the board's edge (Medusa's hex coordinates are hard to follow)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import point


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def hover(window, name: str | None) -> None:
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, QPoint(1, 1))
    if name is not None:
        QTest.mouseMove(viewport, point(window, name))


def shown(window) -> str:
    label = window.view.cursor_label
    return label.text().replace("<b>", "").replace("</b>", "") if label.isVisible() else "-"


@pytest.mark.parametrize(("variant", "options", "name", "labels"), [
    ("medusa", {}, "k10", ["k", "10"]),
    ("medusa", {}, "p9", ["p", "9"]),  # a column labelled up the lower right side
    ("go", {"size": 9}, "D4", ["D", "D", "4", "4"]),
    ("magnetic-chess", {}, "e2", ["e", "e", "2", "2"]),
])
def test_the_cell_under_the_mouse_is_named_and_its_labels_lit(make, variant, options, name,
                                                              labels):
    window = make(variant, (PERSON, PERSON), **options)
    hover(window, name)
    assert shown(window) == name
    assert window.view.board.highlighted_labels() == labels
    hover(window, None)  # off the board
    assert shown(window) == ""
    assert window.view.board.highlighted_labels() == []


def test_on_the_hex_board_the_column_and_row_of_the_cell_are_tinted(make):
    window = make("medusa", (PERSON, PERSON))
    hover(window, "p9")
    names = {window.position.topology.name(c) for c in window.view.board.highlighted_lines()}
    assert {"p7", "p19", "a9"} <= names
    assert all(name[0] == "p" or name[1:] == "9" for name in names)
    window2 = make("go", (PERSON, PERSON), size=9)
    hover(window2, "D4")
    assert window2.view.board.highlighted_lines() == set()  # the grid lines lead the eye


def test_without_coordinates_on_the_board_the_status_bar_still_names_the_cell(make):
    window = make("medusa", (PERSON, PERSON))
    window.actions["show_coordinates"].trigger()
    assert not window.view.board.coordinates_visible()
    hover(window, "c3")
    assert shown(window) == "c3"
    assert window.view.board.highlighted_labels() == []


def test_the_cell_is_named_while_a_stone_is_dragged(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point(window, "g1"))
    QTest.mouseMove(viewport, point(window, "g2"))
    QTest.mouseMove(viewport, point(window, "f3"))
    assert shown(window) == "f3"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point(window, "f3"))

"""Esc puts back a piece picked up with the mouse, as it does one picked up with the board's
keys: a chess piece clicked, one still being dragged, and a Medusa stone picked up in a turn in
progress (there Esc first puts the stone back, then takes back the placement). Every key goes,
as a person's does, to the widget with the keyboard focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from magnetdesk.record import Game, GameRecord
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import cell, click, point

ESC = Qt.Key.Key_Escape


@pytest.fixture
def make(qtbot, monkeypatch):
    """A shown, active window of two people playing ``variant``."""
    maker = window_maker(qtbot, monkeypatch)

    def make_active(variant: str, **options):
        window = maker(variant, (PERSON, PERSON), **options)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        return window

    return make_active


def press_esc(window) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, ESC)


def picked_up(window):
    return window.view.board.board_style.selected


def played(window) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def status(window) -> str:
    return window.statusBar().currentMessage()


def test_esc_puts_back_a_chess_piece_picked_up_by_a_click(make):
    window = make("magnetic-chess")
    click(window, "g1")
    assert picked_up(window) == cell(window, "g1")
    assert window.view.board.under.moves  # its two squares are marked
    press_esc(window)
    assert picked_up(window) is None
    assert not window.view.board.under.moves
    click(window, "f3")  # no knight in the hand: a click on an empty square
    assert played(window) == []
    assert status(window) == "There is no piece on f3"
    click(window, "e2")  # the next piece is picked up as before, and moves
    click(window, "e4")
    assert played(window) == ["e2e4"]


def test_esc_puts_back_a_chess_piece_still_being_dragged(make):
    window = make("magnetic-chess")
    viewport = window.view.viewport()
    start, end = point(window, "g1"), point(window, "f3")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(viewport, (start + end) / 2)
    QTest.mouseMove(viewport, end)
    assert picked_up(window) == cell(window, "g1")
    press_esc(window)
    scene = window.view.board
    assert picked_up(window) is None
    knight = scene.stone_at(cell(window, "g1"))
    assert knight is not None and knight.pos() == scene.cell_point(cell(window, "g1"))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)  # let go over f3
    assert played(window) == []
    assert scene.stone_at(cell(window, "f3")) is None


def test_esc_puts_back_a_medusa_stone_then_takes_back_the_placement(make):
    """a1 b1 is a black group; after the placement at a3, a1 is picked up to jump."""
    window = make("medusa")
    record = GameRecord("medusa", {})
    Game(record).add_setup(black=("a1", "b1"), white=("k10",))
    window.show_record(record, None)
    click(window, "a3")
    assert window.turn_in_progress() is not None
    click(window, "a1")
    assert picked_up(window) == cell(window, "a1")
    press_esc(window)
    assert picked_up(window) is None
    assert window.turn_in_progress() is not None  # the placement stays
    press_esc(window)  # now Esc is Take back again
    assert window.turn_in_progress() is None
    assert status(window) == "Took back a3"

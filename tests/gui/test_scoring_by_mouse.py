"""Marking dead stones with the mouse in the window: a click takes the dead stones of one
region (a lone stone on an open board alone), Shift+click one chain, and the mouse over a
stone shows first what a click would change (Shift changes it at once)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.record import Game, GameRecord
from tests.engine.go.test_scoring_regions import FINISHED, OPEN
from tests.gui.test_main_window import window_maker
from tests.helpers.mouse import cell, point


def passed_out(qtbot, monkeypatch, diagram: str):
    """The window on the stones of ``diagram`` (9x9, komi 6.5), both players pass."""
    position = position_from_text("go", diagram)
    names = {
        colour: [position.topology.name(c) for c, s in enumerate(position.board) if s == colour]
        for colour in (BLACK, WHITE)
    }
    window = window_maker(qtbot, monkeypatch)(size=9, komi=6.5)
    record = GameRecord("go", {"size": 9, "komi": 6.5})
    Game(record).add_setup(black=names[BLACK], white=names[WHITE])
    window.show_record(record, None)
    window.actions["pass_move"].trigger()
    window.actions["pass_move"].trigger()
    assert window.scoring.isVisible()
    return window


def cells(window, *names: str) -> set[int]:
    return {cell(window, name) for name in names}


def hover(window, name: str) -> None:
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, QPoint(1, 1))
    QTest.mouseMove(viewport, point(window, name))


def click(window, name: str, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, modifier, point(window, name))
    if shift:  # QTest keeps the modifier for the next moves: let go of Shift
        QTest.mouseRelease(viewport, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                           QPoint(1, 1))


@pytest.fixture
def open_board(qtbot, monkeypatch):
    return passed_out(qtbot, monkeypatch, OPEN)


@pytest.fixture
def finished(qtbot, monkeypatch):
    return passed_out(qtbot, monkeypatch, FINISHED)


def test_a_click_on_a_lone_stone_of_an_open_board_marks_that_stone_only(open_board):
    window = open_board
    assert window.scoring.dead == frozenset()
    assert window.scoring.score.result_text == "W+6.5"
    click(window, "C8")
    assert window.scoring.dead == cells(window, "C8")  # not all six white stones
    assert window.scoring.score.result_text != "B+73.5"
    click(window, "C8")
    assert window.scoring.dead == frozenset()


def test_a_click_in_a_territory_brings_back_all_its_dead_stones_and_kills_them_again(finished):
    window = finished
    assert window.scoring.dead >= cells(window, "D3", "E2")
    click(window, "D3")
    assert not window.scoring.dead & cells(window, "D3", "E2")
    click(window, "E2")
    assert window.scoring.dead >= cells(window, "D3", "E2")


def test_a_shift_click_marks_one_chain(finished):
    window = finished
    click(window, "D3", shift=True)
    assert not window.scoring.dead & cells(window, "D3")
    assert window.scoring.dead >= cells(window, "E2")


def test_the_mouse_over_a_stone_shows_what_a_click_would_change_and_shift_changes_it(finished):
    window = finished
    board = window.view.board
    hover(window, "D3")
    assert board.choice_marks() == {c: False for c in cells(window, "D3", "E2")}  # to live
    assert window.scoring.hint.text().startswith("A click brings 2 stones back to life: ")
    QTest.keyPress(window, Qt.Key.Key_Shift)
    assert board.choice_marks() == {cell(window, "D3"): False}
    assert window.scoring.hint.text().startswith("A click brings 1 stone back to life: ")
    QTest.keyRelease(window, Qt.Key.Key_Shift)
    assert len(board.choice_marks()) == 2
    hover(window, "E5")  # a live chain: a click would mark it dead
    assert set(board.choice_marks().values()) == {True}
    assert "dead" in window.scoring.hint.text()
    hover(window, "A1")  # an empty point: nothing to change
    assert board.choice_marks() == {}
    assert window.scoring.hint.text().startswith("Click a stone")


def test_the_marks_follow_a_click(finished):
    window = finished
    board = window.view.board
    hover(window, "D3")
    click(window, "D3")
    assert board.choice_marks() == {c: True for c in cells(window, "D3", "E2")}  # to die again
    assert not board.stone_at(cell(window, "D3")).dead


def test_leaving_the_scoring_clears_the_marks(finished):
    window = finished
    hover(window, "D3")
    window.scoring.accept_button.click()
    assert window.view.board.choice_marks() == {}
    assert window.view.board.stone_at(cell(window, "D3")).opacity() < 1  # dead, as counted

"""What a newcomer meets: on a small screen (640×480) the board comes first, the side panel
gives way and can be folded away; a new game says how to move (issue 22, items 6 and 12)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QToolBar

from magnetdesk.gui.common.setup import GameSetup
from tests.gui.test_main_window import window_maker
from tests.gui.test_results_and_undo import answering
from tests.helpers.mouse import click


def test_at_640_by_480_the_window_fits_and_the_board_is_wider_than_the_panel(
    qtbot, monkeypatch
):
    window = window_maker(qtbot, monkeypatch)(size=9)
    for move in ("E5", "D4", "C3", "F6", "G7"):
        click(window, move)
    window.resize(640, 480)
    qtbot.waitUntil(lambda: window.height() <= 480)
    assert window.minimumSizeHint().height() <= 480
    assert window.view.width() > window.panel.width()
    rows = window.panel.moves.sizeHintForRow(0)
    assert window.panel.moves.viewport().height() >= 3 * rows  # more than one row of moves


def test_the_panel_goes_back_to_its_width_when_there_is_room(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)()
    window.resize(640, 480)
    qtbot.waitUntil(lambda: window.panel.width() < 300)
    window.resize(1200, 850)
    qtbot.waitUntil(lambda: window.panel.width() >= 320)


def test_f9_folds_the_panel_away_and_brings_it_back(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)()
    width = window.view.width()
    window.actions["show_side_panel"].trigger()
    assert not window.panel.isVisible()
    qtbot.waitUntil(lambda: window.view.width() > width)
    window.actions["show_side_panel"].trigger()
    assert window.panel.isVisible()


def test_a_new_game_a_person_opens_says_how_to_move(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    assert window.statusBar().currentMessage() == "Black to play: Click a point to place a stone"
    window.start_game(GameSetup("magnetic-chess", {}))
    assert window.statusBar().currentMessage().startswith("White to play: Click a piece")


def test_on_a_640_by_480_screen_the_status_bar_and_every_button_are_on_it(qtbot, monkeypatch):
    """Issue 39, item 10: the window the app opens on a 640×480 screen is lower than the
    screen with room for a title bar, its status bar shows, Resign is on the toolbar (not
    behind »), and the scoring box's Accept is reached by scrolling the panel."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 0, 640, 480))
    window = window_maker(qtbot, monkeypatch)(size=9)
    assert window.width() <= 640 and window.height() <= 480 * 9 // 10
    assert window.minimumSizeHint().height() <= 480 * 9 // 10
    qtbot.waitUntil(lambda: window.statusBar().isVisible())
    bar = window.statusBar().geometry()
    assert bar.bottom() < window.height()
    toolbar = window.findChild(QToolBar, "main-toolbar")
    for name in ("new_game", "open_file", "save", "go_first", "go_last", "pass_move", "resign"):
        button = toolbar.widgetForAction(window.actions[name])
        assert button.isVisible(), name
        assert toolbar.rect().contains(button.geometry()), name
    for move in ("E5", "D4", "C3", "F6"):
        click(window, move)
    for _ in range(2):  # the players pass: the scoring box opens in the panel
        button = toolbar.widgetForAction(window.actions["pass_move"])
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.scoring.isVisible())
    assert window.height() <= 480 * 9 // 10 and window.statusBar().isVisible()
    accept = window.scoring.accept_button
    window.sides.panel_area.verticalScrollBar().setValue(10_000)  # the wheel, to the bottom
    corner = accept.mapTo(window, accept.rect().bottomRight())
    assert window.sides.panel_area.geometry().contains(
        window.sides.panel_area.parentWidget().mapFrom(window, corner)
    )
    QTest.mouseClick(accept, Qt.MouseButton.LeftButton)
    assert window.game.record.result_at(window.game.node)


def test_resign_is_clicked_on_the_toolbar_of_a_640_by_480_window(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 0, 640, 480))
    window = window_maker(qtbot, monkeypatch)(size=9)
    answering(monkeypatch, QMessageBox.StandardButton.Yes)  # unsaved changes: let go
    click(window, "E5")
    toolbar = window.findChild(QToolBar, "main-toolbar")
    resign = toolbar.widgetForAction(window.actions["resign"])
    assert resign.isVisible()  # on the bar, not behind its » menu
    QTest.mouseClick(resign, Qt.MouseButton.LeftButton)
    assert window.game.record.result_at(window.game.node) == "B+R"
    assert window.statusBar().currentMessage().startswith("Game over: Black wins")

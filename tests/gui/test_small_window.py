"""What a newcomer meets: on a small screen (640×480) the board comes first, the side panel
gives way and can be folded away; a new game says how to move (issue 22, items 6 and 12)."""

from __future__ import annotations

from magnetdesk.gui.common.setup import GameSetup
from tests.gui.test_main_window import window_maker
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

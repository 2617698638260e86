"""The move list always shows the current move: after a move, when the scoring box takes
part of its height, after opening a long game, after a jump in the game tree."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.window.main_window import MainWindow
from magnetdesk.record import Game, save_game
from tests.gui.test_main_window import click, window_maker

MOVES = 100  # far more than the list shows at once


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def current_row_text(window) -> str:
    return window.panel.moves.currentItem().text()


def shows_current_move(window) -> bool:
    """The selected row is the current move and lies wholly inside the list's viewport."""
    moves = window.panel.moves
    item = moves.currentItem()
    number = window.game.move_number
    expected = "Start" if number == 0 else f"{number}"
    return (
        item is not None
        and item.text().split()[0] == expected
        and moves.viewport().rect().contains(moves.visualItemRect(item))
    )


def long_game_record():
    """A 19×19 game of ``MOVES`` moves on points in a shuffled order (illegal ones left out)."""
    game = Game.new("go", size=19)
    cells = list(range(19 * 19))
    random.Random(7).shuffle(cells)
    for cell in cells:
        if game.move_number == MOVES:
            break
        game.play(game.position.move_text(cell))
    return game.record


@pytest.fixture
def long_game(tmp_path) -> Path:
    path = tmp_path / "long.sgf"
    save_game(long_game_record(), str(path))
    return path


def test_every_move_played_is_shown_in_the_list(qtbot, open_window):
    window = open_window(size=9)
    for row in "ABCDEFGHJ":
        for column in "1357":
            click(window, f"{row}{column}")
            qtbot.waitUntil(lambda: shows_current_move(window))


def test_the_last_move_stays_in_view_when_the_scoring_box_appears(qtbot, open_window,
                                                                  long_game):
    window = open_window(size=9)
    window.files.load(long_game)
    qtbot.waitUntil(lambda: shows_current_move(window))
    window.actions["pass_move"].trigger()
    window.actions["pass_move"].trigger()  # the scoring box opens above the list
    assert window.scoring.isVisible()
    qtbot.waitUntil(lambda: shows_current_move(window))


def test_the_last_move_is_in_view_after_opening_a_long_game(qtbot, open_window, long_game):
    window = open_window(size=9)
    window.files.load(long_game)
    assert window.game.move_number == MOVES
    qtbot.waitUntil(lambda: shows_current_move(window))


def test_a_game_opened_before_the_window_shows_has_its_last_move_in_view(qtbot, monkeypatch,
                                                                          long_game):
    window = MainWindow(GameSetup("go", {"size": 9}))
    qtbot.addWidget(window)
    window.files.load(long_game)  # as at start-up with a file named on the command line
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: shows_current_move(window))


def test_a_jump_in_the_game_tree_shows_that_move_in_the_list(qtbot, open_window, long_game):
    window = open_window(size=9)
    window.files.load(long_game)
    record = window.game.record
    for number in (3, 45, 12):
        node = record.main_line()[number]
        viewport = window.tree.view.viewport()
        window.tree.set_current(node)  # scrolls the tree to the node, as a person would
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=window.tree.view_point(node))
        assert window.game.node is node
        qtbot.waitUntil(lambda: shows_current_move(window))


def test_the_moves_just_after_the_current_one_are_in_view_too(qtbot, open_window, long_game):
    window = open_window(size=9)
    window.files.load(long_game)
    window.actions["go_first"].trigger()
    window.go_to_node(window.game.record.main_line()[60])
    moves = window.panel.moves
    following = moves.item(moves.currentRow() + 2)
    qtbot.waitUntil(
        lambda: moves.viewport().rect().contains(moves.visualItemRect(following))
    )


def test_the_selection_follows_the_arrow_keys_without_refilling_the_list(open_window,
                                                                         long_game):
    window = open_window(size=9)
    window.files.load(long_game)
    first_row = window.panel.moves.item(1)
    window.actions["go_first"].trigger()
    window.actions["go_next"].trigger()
    assert current_row_text(window).split()[0] == "1"
    assert window.panel.moves.item(1) is first_row


def test_a_setup_node_has_a_row_of_its_own_that_goes_to_it(qtbot, open_window, tmp_path):
    """Stones put on by hand between moves show as a row ("Set up: 2 black stones, …") and a
    click on that row goes to the setup node, not to the move before it."""
    game = Game.new("go", size=9)
    game.play("E5")
    assert game.add_setup(black=["C3", "G7"], white=["C7"], empty=["E5"]) is None
    setup_node = game.node
    game.play("D4")
    path = tmp_path / "setup.sgf"
    save_game(game.record, str(path))
    window = open_window(size=9)
    window.files.load(path)
    moves = window.panel.moves
    texts = [moves.item(row).text() for row in range(moves.count())]
    assert texts[0].strip() == "Start" and texts[1].split() == ["1", "E5"]
    assert texts[2].strip() == "Set up: 2 black stones, 1 white stone, 1 point cleared", texts
    assert texts[3].split() == ["2", "D4"]
    assert moves.item(2).toolTip().startswith(texts[2].strip())  # whole, where it is cut
    assert current_row_text(window).split() == ["2", "D4"]
    moves.itemClicked.emit(moves.item(2))
    assert window.game.node.play is None and window.game.position.board[
        window.game.position.topology.parse("C3")] != 0
    assert window.game.node.setup == setup_node.setup
    assert moves.currentRow() == 2
    moves.itemClicked.emit(moves.item(1))  # back to the move before: the setup undone
    assert window.game.move_number == 1 and window.game.node.play is not None
    assert moves.currentRow() == 1


def test_the_arrow_keys_step_through_a_setup_node_and_the_list_follows(qtbot, open_window,
                                                                       tmp_path):
    game = Game.new("go", size=9)
    game.play("E5")
    assert game.add_setup(black=["C3"]) is None
    game.play("D4")
    path = tmp_path / "setup.sgf"
    save_game(game.record, str(path))
    window = open_window(size=9)
    window.files.load(path)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_Home)
    assert window.panel.moves.currentRow() == 0
    rows = []
    for _ in range(3):
        QTest.keyClick(window, Qt.Key.Key_Right)
        rows.append(window.panel.moves.currentRow())
    assert rows == [1, 2, 3]
    assert window.panel.moves.item(2).text().strip().startswith("Set up: 1 black stone")

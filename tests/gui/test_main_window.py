"""The main window, driven as a person would: clicks on the board, the menu actions, the file
dialogs (answered by the test), and the computer playing on its own thread."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.app import offer_restore, remembered_setup
from magnetdesk.gui.common.ai_worker import running_searches
from magnetdesk.gui.common.setup import FIRST, GameSetup, Opponent, PlayerSetup
from magnetdesk.gui.common.storage import Autosave, Settings
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.gui.window.main_window import MainWindow
from tests.helpers.mouse import click

PERSON = PlayerSetup()
ENDLESS = PlayerSetup(computer=True, level=5)  # thinks far longer than any test waits


def window_maker(qtbot, monkeypatch):
    """Makes shown main windows for games set up as given; no message box waits for a person
    (unsaved changes are let go)."""
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Discard
    )
    for box in ("warning", "critical", "about"):
        monkeypatch.setattr(QMessageBox, box, lambda *args, **kwargs: None)

    def make(variant="go", players=(PERSON, PERSON), seed=1, **options) -> MainWindow:
        setup = GameSetup(variant, options, {BLACK: players[0], WHITE: players[1]})
        window = MainWindow(setup, seed=seed)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def board(window: MainWindow) -> list[str]:
    return window.position.board_text().splitlines()


def played(window: MainWindow) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def test_clicking_a_point_plays_there_and_passes_the_turn(open_window):
    window = open_window(size=5)
    click(window, "C3")
    assert board(window)[2] == "..X.."
    assert window.panel.turn.text().startswith("White to play")
    assert window.panel.cards[WHITE].is_active() and not window.panel.cards[BLACK].is_active()
    assert window.panel.moves.count() == 2  # the start and move 1
    assert window.isWindowModified()


def test_an_illegal_click_says_why_and_changes_nothing(open_window):
    window = open_window(size=5)
    click(window, "C3")
    click(window, "C3")
    assert window.statusBar().currentMessage() == "C3 is occupied"
    assert played(window) == ["C3"]


def test_a_magnetgo_move_shows_the_slid_stone(qtbot, open_window):
    window = open_window("magnetgo", size=5)
    for name in ("E1", "A3", "C3"):  # White's A3 is pulled next to Black's C3
        click(window, name)
    scene = window.view.board
    qtbot.waitUntil(lambda: not scene.animating)
    assert board(window)[2] == ".OX.."
    assert scene.stone_at(window.position.topology.parse("B3")).colour == WHITE
    assert scene.stone_at(window.position.topology.parse("A3")) is None
    assert len(scene.slide_arrows()) == 1


def test_undo_and_redo_walk_the_tree(open_window):
    window = open_window(size=5)
    click(window, "C3")
    click(window, "D4")
    window.actions["undo"].trigger()
    assert played(window) == ["C3"]
    assert board(window)[1] == "....."
    window.actions["redo"].trigger()
    assert played(window) == ["C3", "D4"]


def test_arrow_keys_go_back_and_forth(qtbot, open_window):
    window = open_window(size=5)
    click(window, "C3")
    click(window, "D4")
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_Left)
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert played(window) == []
    QTest.keyClick(window, Qt.Key.Key_End)
    assert played(window) == ["C3", "D4"]


def test_a_move_after_undo_makes_a_branch_and_keeps_the_old_line(open_window):
    window = open_window(size=5)
    click(window, "C3")
    click(window, "D4")
    window.undo()
    click(window, "B2")
    assert played(window) == ["C3", "B2"]
    window.actions["previous_variation"].trigger()
    assert played(window) == ["C3", "D4"]
    window.actions["next_variation"].trigger()
    assert played(window) == ["C3", "B2"]


def test_clicking_a_move_in_the_list_jumps_there(open_window):
    window = open_window(size=5)
    for name in ("C3", "D4", "B2"):
        click(window, name)
    item = window.panel.moves.item(1)
    rect = window.panel.moves.visualItemRect(item)
    QTest.mouseClick(window.panel.moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert played(window) == ["C3"]


def test_a_saved_game_opens_again_with_its_moves(open_window, monkeypatch, tmp_path):
    path = tmp_path / "game.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window = open_window("magnetgo", size=5)
    for name in ("E1", "A3", "C3"):
        click(window, name)
    window.actions["save"].trigger()
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("game.sgf")
    window.start_game(GameSetup("go", {"size": 9}))
    window.actions["open_file"].trigger()
    assert window.game.record.variant == "magnetgo"
    assert played(window) == ["E1", "A3", "C3"]
    assert board(window)[2] == ".OX.."


def test_a_broken_file_is_refused_and_the_game_stays(open_window, monkeypatch, tmp_path):
    path = tmp_path / "broken.sgf"
    path.write_text("hello, not a game")
    errors = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: errors.append(text))
    window = open_window(size=5)
    click(window, "C3")
    window.actions["open_file"].trigger()
    assert errors and "broken.sgf" in errors[0]
    assert played(window) == ["C3"]
    assert window.isWindowModified()


def test_a_damaged_file_opens_with_its_warnings_shown(open_window, monkeypatch, tmp_path):
    path = tmp_path / "cut.sgf"
    path.write_text("(;GM[1]FF[4]SZ[5];B[cc];W[")
    warnings = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    window = open_window(size=9)
    window.actions["open_file"].trigger()
    assert board(window)[2] == "..X.."  # the moves before the damage
    assert warnings and "ends inside a property value" in warnings[0]


def test_resigning_writes_the_winner_in_the_record(open_window, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window = open_window(size=5)
    click(window, "C3")
    window.actions["resign"].trigger()  # White resigns
    assert window.game.record.info["RE"] == "B+R"
    assert "Black wins by resignation" in window.statusBar().currentMessage()
    assert not window.actions["pass_move"].isEnabled()


def test_the_computer_plays_a_whole_game_against_itself(qtbot, open_window):
    quick = PlayerSetup(computer=True, level=1)
    window = open_window("atari-go", players=(quick, quick), size=5)
    qtbot.waitUntil(lambda: window.position.end is not None, timeout=120_000)
    assert window.game.move_number >= 2
    assert not window.worker.is_thinking()
    assert "Game over" in window.statusBar().currentMessage()


def test_undo_while_the_computer_thinks_drops_its_move(qtbot, open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")
    qtbot.waitUntil(window.thinking.isVisible)
    window.actions["undo"].trigger()
    assert not window.worker.is_thinking()
    assert not window.thinking.isVisible()
    window.worker.move_now()  # nothing is searching any more: nothing may arrive
    qtbot.wait(300)
    assert played(window) == []


def test_a_new_game_while_the_computer_thinks_starts_clean(qtbot, open_window):
    window = open_window(size=5, players=(ENDLESS, PERSON))
    qtbot.waitUntil(window.worker.is_thinking)
    window.start_game(GameSetup("go", {"size": 9}))
    qtbot.wait(300)
    assert played(window) == []
    assert not window.worker.is_thinking()
    assert window.position.topology.cell_count == 81


def test_stop_halts_the_computer_until_asked_again(qtbot, open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")
    qtbot.waitUntil(window.thinking.stop_button.isVisible)
    QTest.mouseClick(window.thinking.stop_button, Qt.MouseButton.LeftButton)
    assert not window.worker.is_thinking()
    qtbot.wait(300)
    assert played(window) == ["C3"]


def test_clicking_a_node_in_the_tree_panel_jumps_to_its_branch(open_window):
    window = open_window(size=5)
    click(window, "C3")
    click(window, "D4")
    window.undo()
    click(window, "B2")
    d4 = window.game.node.parent.children[0]
    viewport = window.tree.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=window.tree.view_point(d4))
    assert played(window) == ["C3", "D4"]
    assert window.tree.current is d4


PLAY_AND_WAIT = textwrap.dedent("""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from magnetdesk.gui.window.main_window import MainWindow
    from magnetdesk.gui.play.new_game_dialog import GameSetup
    from magnetdesk.gui.common.paths import data_dir
    from magnetdesk.gui.common.storage import Autosave
    window = MainWindow(GameSetup("go", {"size": 9}), autosave=Autosave(data_dir()))
    window.show()
    QTest.qWaitForWindowExposed(window)
    for name in ("E5", "C3", "G7"):
        cell = window.position.topology.parse(name)
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.view.view_point(cell))
    print(window.game.move_number, flush=True)
    app.exec()
""")


def test_a_game_killed_mid_way_is_offered_back_on_the_next_start(
    open_window, monkeypatch, tmp_path
):
    env = dict(os.environ, MAGNETDESK_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(
        [sys.executable, "-c", PLAY_AND_WAIT], env=env, stdout=subprocess.PIPE, text=True,
        cwd=Path(__file__).parents[2],
    )
    try:
        assert process.stdout.readline().strip() == "3"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    window = open_window(size=19)
    autosave = Autosave(tmp_path / "data")
    window.autosave = autosave
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert offer_restore(window, autosave)
    assert played(window) == ["E5", "C3", "G7"]
    assert window.isWindowModified()


def test_every_move_is_autosaved_and_saving_the_game_clears_it(open_window, monkeypatch, tmp_path):
    path = tmp_path / "kept.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    autosave = Autosave(tmp_path / "data")
    window = open_window(size=9)
    window.autosave = autosave
    click(window, "E5")
    click(window, "C3")
    saved = autosave.pending()
    assert [node.play.text for node in saved.node().path()[1:]] == ["E5", "C3"]
    window.actions["save"].trigger()
    assert autosave.pending() is None


def test_the_display_toggles_are_remembered_for_the_next_start(qtbot, open_window, tmp_path):
    settings_file = tmp_path / "settings.json"
    window = open_window(size=9)
    window.settings = Settings(settings_file)
    window.actions["show_coordinates"].trigger()  # off
    later = MainWindow(GameSetup("go", {"size": 9}), settings=Settings(settings_file))
    qtbot.addWidget(later)
    assert not later.actions["show_coordinates"].isChecked()
    assert not later.view.board.coordinates_visible()


def test_a_saved_file_is_in_the_recent_files_and_opens_from_there(
    open_window, monkeypatch, tmp_path
):
    path = tmp_path / "recent.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window = open_window(size=5)
    window.settings = Settings(tmp_path / "settings.json")
    click(window, "C3")
    window.actions["save"].trigger()
    window.start_game(GameSetup("go", {"size": 9}))
    recent = window.actions["open_recent"].menu().actions()
    assert [action.text() for action in recent] == ["&1 recent.sgf"]
    recent[0].trigger()
    assert played(window) == ["C3"]


def test_a_new_game_from_the_dialog_is_remembered_for_the_next_start(
    open_window, monkeypatch, tmp_path
):
    def choose_magnetgo(dialog):
        dialog.select_variant("magnetgo")
        dialog.opponent.choose(Opponent(True, 2, FIRST))
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_magnetgo)
    window = open_window(size=5)
    window.settings = Settings(tmp_path / "settings.json")
    window.actions["new_game"].trigger()
    window.stop_computer()
    assert window.game.record.variant == "magnetgo"
    remembered = remembered_setup(Settings(tmp_path / "settings.json"))
    assert remembered.variant == "magnetgo"
    assert remembered.players == {BLACK: PERSON, WHITE: PlayerSetup(computer=True, level=2)}


def test_a_remembered_game_that_no_longer_starts_gives_the_default_game(tmp_path):
    settings = Settings(tmp_path / "settings.json")
    settings.set_last_variant("go", {"size": 9, "gravity": "strong"})
    assert remembered_setup(settings).variant == "go"
    assert remembered_setup(settings).options == {}


def test_closing_the_window_while_the_computer_thinks_ends_its_search(qtbot, open_window):
    window = open_window(size=5, players=(ENDLESS, PERSON))
    qtbot.waitUntil(window.worker.is_thinking)
    assert window.close()
    assert running_searches() == 0


def test_the_computer_plays_go_against_itself_until_the_score_is_counted(qtbot, open_window):
    quick = PlayerSetup(computer=True, level=1)
    window = open_window("go", players=(quick, quick), size=5)
    qtbot.waitUntil(lambda: window.position.end is not None, timeout=120_000)
    assert window.position.end.reason == "two passes"
    assert window.scoring.isVisible()
    assert not window.worker.is_thinking()

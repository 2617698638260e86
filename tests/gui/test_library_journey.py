"""File ▸ Library… in the real window: a folder of games read in the background, filtered by a
player, a game opened with a double-click (through File ▸ Open's question about unsaved
changes), the main window's position found in the library (a turned copy too) and opened where
it stands; a long scan cancelled."""

from __future__ import annotations

import importlib
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.library.library_window import LibraryWindow
from magnetdesk.gui.library.scan_thread import stop_all_scans
from magnetdesk.gui.window.main_window import MainWindow
from magnetdesk.record import Game, save_game
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import click

scan_module = importlib.import_module("magnetdesk.library.scan")  # the package's scan() hides it
ANN = "(;GM[1]FF[4]SZ[9]PB[Ann]PW[Bob]DT[2024-05-17]RE[B+R]EV[Club];B[cc];W[gg];B[cg];W[ge])"
SWAPPED = "(;GM[1]FF[4]SZ[9]PB[Swap]PW[Bob];B[gg];W[cc];B[];W[cg])"  # Ann's 3rd, colours swapped
TURNED = "(;GM[1]FF[4]SZ[9]PB[Turner]PW[Bob]DT[2001-01-01];B[gg];W[cc];B[gc];W[ec];B[ee])"


@pytest.fixture
def make(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path / "home"))
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def folder(tmp_path):
    games = tmp_path / "games"
    (games / "club").mkdir(parents=True)
    (games / "club" / "ann.sgf").write_text(ANN, encoding="utf-8")
    (games / "turned.sgf").write_text(TURNED, encoding="utf-8")
    (games / "swapped.sgf").write_text(SWAPPED, encoding="utf-8")
    chess = Game.new("magnetic-chess")
    chess.play("e2e4")
    save_game(chess.record, games / "chess.sgf")
    medusa = Game.new("medusa")
    medusa.play("c3")
    save_game(medusa.record, games / "medusa.sgf")
    (games / "broken.sgf").write_text("this is no game")
    return games


def open_library(window, qtbot) -> LibraryWindow:
    window.actions["show_library"].trigger()
    [library] = [w for w in window.findChildren(LibraryWindow) if w.isVisible()]
    qtbot.waitExposed(library)
    return library


def shown(library) -> list[str]:
    proxy = library.proxy
    return [proxy.data(proxy.index(row, 2)) for row in range(proxy.rowCount())]


def double_click(library, black: str) -> None:
    """A person's double-click on the row of ``black``'s game (not taken for the second half
    of a click just before)."""
    QTest.qWait(QApplication.doubleClickInterval() + 50)
    library.activateWindow()  # a person's click brings the library to the front first
    QTest.qWait(50)
    proxy = library.proxy
    row = shown(library).index(black)
    rect = library.table.visualRect(proxy.index(row, 1))
    viewport = library.table.viewport()
    # as a mouse sends it: a click, then the second press as a double-click, then its release
    # (QTest.mouseDClick alone sends no first press: the view takes it for a press)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_library_is_read_filtered_opened_and_searched_for_a_position(make, qtbot, folder,
                                                                        monkeypatch):
    window = make("go", size=9)
    library = open_library(window, qtbot)
    qtbot.waitUntil(lambda: not library.scanning(), timeout=10000)
    assert "No games yet" in library.status.text()
    library.add_folder(folder)
    qtbot.waitUntil(lambda: not library.scanning() and len(shown(library)) == 6, timeout=20000)
    assert "1 could not be read" in library.status.text()
    games = [library.proxy.data(library.proxy.index(row, 1)) for row in range(6)]
    assert sorted(games) == ["Go 9×9"] * 3 + ["Magnetic Chess", "Medusa", "Unreadable"]
    first = library.model.rows[0]
    qtbot.waitUntil(lambda: library.thumbnails.picture(first) is not None, timeout=10000)

    library.filters.player.setText("an")  # Ann, not Bob's opponent Turner
    qtbot.waitUntil(lambda: shown(library) == ["Ann"], timeout=5000)
    library.filters.game.setCurrentIndex(library.filters.game.findText("Medusa"))
    qtbot.waitUntil(lambda: shown(library) == [], timeout=5000)
    library.filters.game.setCurrentIndex(0)
    qtbot.waitUntil(lambda: shown(library) == ["Ann"], timeout=5000)

    click(window, "E5")  # the current game has a move nobody saved
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Cancel)
    double_click(library, "Ann")
    assert window.path is None and window.game.move_number == 1  # kept: the person said Cancel
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    double_click(library, "Ann")
    assert window.path == folder / "club" / "ann.sgf"
    assert window.game.record.info["PB"] == "Ann" and window.game.move_number == 4

    library.filters.player.setText("")
    window.go_to_node(window.game.record.main_line()[3])  # after B C7, W G3, B C3
    library.find_button.click()
    assert sorted(shown(library)) == ["Ann", "Turner"]  # Turner's game turned half round
    assert "occurs in 2 games" in library.status.text()
    library.either_colour.setChecked(True)
    assert sorted(shown(library)) == ["Ann", "Swap", "Turner"]
    library.either_colour.setChecked(False)
    double_click(library, "Turner")
    assert window.path == folder / "turned.sgf"
    assert window.game.node is window.game.record.main_line()[3]  # where the position stands
    library.all_button.click()
    qtbot.waitUntil(lambda: len(shown(library)) == 6, timeout=5000)
    library.close()


def test_a_long_scan_shows_its_progress_and_stops_when_cancelled(make, qtbot, folder,
                                                                  monkeypatch):
    for number in range(40):
        (folder / f"copy-{number}.sgf").write_text(ANN, encoding="utf-8")
    real = scan_module.read_entry

    def slow(path):
        time.sleep(0.2)  # slow enough that the scan is seen going, under load too
        return real(path)

    monkeypatch.setattr(scan_module, "read_entry", slow)
    window = make("go", size=9)
    library = open_library(window, qtbot)
    library.add_folder(folder)
    qtbot.waitUntil(lambda: library.progress.maximum() > 1 and library.progress.value() > 2,
                    timeout=20000)
    assert library.cancel_button.isVisible() and "Reading" in library.status.text()
    library.cancel_button.click()
    qtbot.waitUntil(lambda: not library.scanning(), timeout=10000)
    qtbot.waitUntil(lambda: not library.cancel_button.isVisible(), timeout=5000)
    assert "Stopped" in library.status.text()
    read = len(shown(library))
    assert 2 < read < 46
    library.rescan_button.click()
    qtbot.waitUntil(lambda: not library.scanning() and len(shown(library)) == 46, timeout=30000)
    library.close()


def test_the_recent_and_autosaved_games_are_in_the_library_when_ticked(qtbot, monkeypatch,
                                                                        tmp_path, folder):
    home = tmp_path / "home"
    monkeypatch.setenv("MAGNETDESK_HOME", str(home))
    elsewhere = tmp_path / "elsewhere" / "recent.sgf"
    elsewhere.parent.mkdir()
    elsewhere.write_text(ANN.replace("Ann", "Recent"), encoding="utf-8")
    settings = Settings(tmp_path / "settings.json")
    settings.recent.add(elsewhere)
    (home / "data").mkdir(parents=True)
    (home / "data" / "autosave-2.sgf").write_text(ANN.replace("Ann", "Crash"), encoding="utf-8")
    window = MainWindow(GameSetup("go", {"size": 9}, {BLACK: PERSON, WHITE: PERSON}),
                        settings=settings)
    qtbot.addWidget(window)
    library = open_library(window, qtbot)
    qtbot.waitUntil(lambda: not library.scanning(), timeout=10000)
    assert sorted(shown(library)) == ["Crash", "Recent"]
    library.add_folder(folder)
    qtbot.waitUntil(lambda: not library.scanning() and len(shown(library)) == 8, timeout=20000)
    library.recent.setChecked(False)
    qtbot.waitUntil(lambda: not library.scanning() and len(shown(library)) == 6, timeout=20000)
    assert "Recent" not in shown(library)
    library.close()

    again = open_library(window, qtbot)  # the choices are remembered
    assert again is not library and again.folders == [str(folder)]
    assert not again.recent.isChecked()
    qtbot.waitUntil(lambda: not again.scanning() and len(shown(again)) == 6, timeout=20000)
    again.close()


def test_a_library_that_cannot_be_kept_is_said_and_nothing_breaks(make, qtbot, tmp_path):
    window = make("go", size=9)
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    library = LibraryWindow(window, window, database=blocker / "library.sqlite")
    qtbot.addWidget(library)
    library.show()
    assert "cannot be kept" in library.status.text() and not library.scanning()
    library.find_button.click()  # nothing to search: no error
    library.close()


def test_a_scan_outlives_its_window_and_is_stopped_when_the_application_quits(
        make, qtbot, folder, monkeypatch):
    for number in range(40):
        (folder / f"copy-{number}.sgf").write_text(ANN, encoding="utf-8")
    monkeypatch.setattr(scan_module, "read_entry", lambda path: time.sleep(0.05) or
                        scan_module.Unreadable("slow"))
    window = make("go", size=9)
    library = open_library(window, qtbot)
    library.add_folder(folder)
    qtbot.waitUntil(lambda: library.progress.value() > 2, timeout=20000)
    thread = library.scan_thread
    library.deleteLater()  # the window goes (with the main window) while the scan runs
    qtbot.waitUntil(lambda: not window.findChildren(LibraryWindow), timeout=5000)
    assert thread.isRunning()
    stop_all_scans()  # what the application's aboutToQuit does
    assert thread.isFinished()

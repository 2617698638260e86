"""Starting the app as a person does: a corrupt settings file or a data folder that cannot be
written is said in the status bar, and the window starts all the same."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from magnetdesk.gui import app


@pytest.fixture(name="home")
def home_folder(tmp_path, monkeypatch):
    """The app's home (``MAGNETDESK_HOME``): its data and config folders go in here."""
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    return tmp_path


def started(qtbot, argv=("magnetdesk",)):
    window = app.start(list(argv))
    qtbot.addWidget(window)
    window.dirty = False
    return window


def test_the_first_start_asks_which_game_and_later_starts_do_not(qtbot, home, tmp_path):
    assert started(qtbot).first_start_due  # nothing chosen yet: the new-game dialog comes
    settings = app.Settings(home / "config" / "settings.json")
    settings.set_last_variant("magnetgo", {"size": 9})
    window = started(qtbot)
    assert not window.first_start_due and window.game.record.variant == "magnetgo"
    game = tmp_path / "game.sgf"
    game.write_text("(;GM[1]SZ[9];B[ee])")
    (home / "config" / "settings.json").unlink()
    assert not started(qtbot, ("magnetdesk", str(game))).first_start_due  # a file to show


def test_a_corrupt_settings_file_is_said_and_the_defaults_are_used(qtbot, home):
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_bytes(b'{"window": [1, 2, \xff\xfe')
    window = started(qtbot)
    assert "settings file" in window.statusBar().currentMessage()
    assert "broken" in window.statusBar().currentMessage()
    assert window.position.rules.variant == "go"


def test_a_data_folder_that_cannot_be_written_is_said_at_start(qtbot, home):
    (home / "data").write_text("a file where the folder should be")  # even root cannot write
    window = started(qtbot)
    message = window.statusBar().currentMessage()
    assert "cannot be autosaved" in message and "File ▸ Save" in message
    window.play("D4")  # the game goes on
    assert window.game.move_number == 1
    window.dirty = False  # closing asks about unsaved games otherwise


def test_the_real_command_starts_with_both_problems_and_reports_them(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text("not json")
    (tmp_path / "data").write_text("a file")
    environ = dict(os.environ, MAGNETDESK_HOME=str(tmp_path), MAGNETDESK_STARTUP_REPORT="1",
                   QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "magnetdesk"], env=environ, timeout=120,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    [line] = [line for line in done.stdout.splitlines() if line.startswith("shown")]
    assert "settings file" in line and "cannot be autosaved" in line


def test_a_file_the_system_asks_to_open_is_opened_in_the_running_window(qtbot, home, tmp_path):
    game = tmp_path / "sent.sgf"
    game.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cc])")
    window = started(qtbot)
    QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(game)))
    assert window.path == game
    assert window.game.move_number == 2


def test_a_file_sent_while_the_restore_question_is_open_waits_for_the_answer(
    qtbot, home, tmp_path, monkeypatch
):
    """Opening it at once would clear the autosave offered; it opens after the answer."""
    from PySide6.QtWidgets import QMessageBox

    from magnetdesk.gui.common.storage import Autosave
    from magnetdesk.record import Game

    game = Game.new("go", size=9)
    game.play("E5")
    Autosave(home / "data").save(game.record, [0], None)
    sent = tmp_path / "sent.sgf"
    sent.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cc])")
    seen = []

    def question(parent, *args, **kwargs):
        if seen:  # the second: let the restored game go for the file
            return QMessageBox.StandardButton.Discard
        QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(sent)))
        seen.append((parent.path, Autosave(home / "data").pending() is not None))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    window = started(qtbot)
    assert seen[0] == (None, True)  # nothing opened while the question was open
    assert window.path == sent  # then opened, once the unsaved restored game was let go
    assert window.game.move_number == 2

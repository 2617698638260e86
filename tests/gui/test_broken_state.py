"""Whatever is in the data and config folders, the app starts: a state file it cannot use is
moved aside (``NAME.broken``) and the status bar says so; a broken autosave's notes still let
its game be offered back; the temporary files of killed writes are cleared up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from magnetdesk.gui import app
from tests.gui.test_startup import home_folder, started  # noqa: F401 (the home fixture)

GAME = "(;GM[1]FF[4]CA[UTF-8]SZ[9];B[ee];W[cc])"


@pytest.fixture
def questions(monkeypatch):
    """The restore questions asked; each is answered Yes."""
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def put(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def status(window) -> str:
    return window.statusBar().currentMessage()


def played(window) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def test_an_autosave_that_is_not_utf8_is_moved_aside_and_said(qtbot, home, questions):
    latin = GAME.replace("SZ[9]", "SZ[9]C[\xe9t\xe9]").encode("latin-1")
    put(home / "data" / "autosave.sgf", latin)
    window = started(qtbot)
    assert not questions
    assert not (home / "data" / "autosave.sgf").exists()
    assert (home / "data" / "autosave.sgf.broken").exists()
    assert "could not be read (it is not UTF-8 text)" in status(window)
    assert "autosave.sgf.broken" in status(window)
    assert played(window) == []  # the remembered (default) game


@pytest.mark.parametrize("notes", [
    b'{"saved_at": Infinity}',
    b'{"saved_at": NaN}',
    b'{"saved_at": -Infinity}',
    b'{"saved_at": 1e300}',
    b'{"saved_at": 1e400}',
    b'{"saved_at": "yesterday"}',
    b"[" * 200_000,
    b'{"node_path": [' * 100_000,
    b'{"file_path": "/games/a\\u0000b.sgf"}',
    b'{"node_path": [0, -1]}',
    b'{"players": {"black": 1}}',
    b'"notes"',
    b"\xff\xfe",
], ids=lambda notes: notes[:24].decode("latin-1"))
def test_broken_autosave_notes_are_moved_aside_and_the_game_is_still_offered(
    qtbot, home, questions, notes
):
    put(home / "data" / "autosave.sgf", GAME.encode())
    put(home / "data" / "autosave.json", notes)
    window = started(qtbot)
    assert len(questions) == 1 and "(2 moves)" in questions[0]
    assert played(window) == ["E5", "C7"]  # at its last move
    assert window.path is None
    assert not (home / "data" / "autosave.json").exists()
    assert (home / "data" / "autosave.json.broken").read_bytes() == notes
    assert "Restored the game at move 2" in status(window)
    assert "The autosave's notes are broken" in status(window)
    window.dirty = False


def test_a_file_path_with_a_nul_byte_is_refused_from_the_notes(tmp_path):
    from magnetdesk.gui.common.storage import Autosave

    autosave = Autosave(tmp_path)
    put(tmp_path / "autosave.sgf", GAME.encode())
    put(tmp_path / "autosave.json", json.dumps({"file_path": "/games/a\0b.sgf"}).encode())
    assert autosave.pending().file_path is None
    assert "file_path" in autosave.problem


@pytest.mark.parametrize("content", [
    b"[" * 200_000,
    b'{"last_variant": "go", "last_options": {"size": NaN}}',
    b'{"last_variant": "go", "last_options": {"komi": Infinity}}',
    b'{"last_variant": "go", "last_options": {"size": 1e400}}',
    b'{"toggles": {"coordinates": -Infinity}}',
    b'{"recent_files": ["a.sgf"]}\xff',
    b"[1, 2]",
], ids=lambda content: content[:40].decode("latin-1"))
def test_broken_settings_are_moved_aside_and_the_defaults_used(qtbot, home, content):
    put(home / "config" / "settings.json", content)
    window = started(qtbot)
    assert (home / "config" / "settings.json.broken").read_bytes() == content
    assert "The settings file" in status(window) and "settings.json.broken" in status(window)
    assert window.position.rules.variant == "go"
    assert window.setup.options == {}


@pytest.mark.parametrize("values", [
    {"last_variant": "go", "last_options": {"size": "nine"}},
    {"last_variant": "go", "last_options": {"size": [9]}},
    {"last_variant": "go", "last_options": {"size": 1e300}},
    {"last_variant": "go", "last_options": {"size": 9.5}},
    {"last_variant": "go", "last_options": {"komi": {"a": 1}}},
    {"last_variant": "no-such-game", "last_options": []},
    {"last_variant": ["go"], "players": "both", "language": 7, "toggles": [1]},
    {"window_geometry": 12, "panel_layout": "%%%", "recent_files": {"a": 1}},
], ids=str)
def test_settings_of_a_wrong_kind_start_the_default_game(qtbot, home, values):
    put(home / "config" / "settings.json", json.dumps(values).encode())
    window = started(qtbot)
    assert window.position.rules.variant == "go"
    assert window.setup.options == {}


def test_recent_files_that_cannot_be_paths_are_left_out(qtbot, home):
    files = ["/games/a\0b.sgf", 7, "", "/games/kept.sgf"]
    put(home / "config" / "settings.json", json.dumps({"recent_files": files}).encode())
    window = started(qtbot)
    assert window.settings.recent.files() == ["/games/kept.sgf"]


def test_a_remembered_option_the_variant_refuses_in_any_way_gives_the_default_game(
    monkeypatch, tmp_path
):
    from magnetdesk.gui.common.storage import Settings

    settings = Settings(tmp_path / "settings.json")
    settings.set_last_variant("go", {"size": 9})

    def refuse(self):
        raise ValueError("cannot convert float NaN to integer")

    monkeypatch.setattr(app.GameSetup, "start", refuse)
    assert app.remembered_setup(settings).options == {}


def stale(path: Path, data: bytes = b"half a game") -> Path:
    put(path, data)
    then = time.time() - 3600
    os.utime(path, (then, then))
    return path


def test_the_real_command_starts_with_a_fifo_a_folder_and_stale_temporary_files(tmp_path):
    """A FIFO would block the start for ever, a folder cannot be read: both moved aside.
    Temporary files of killed writes (ours, an hour old) are removed; others are kept."""
    data, config = tmp_path / "data", tmp_path / "config"
    data.mkdir()
    os.mkfifo(data / "autosave.sgf")
    (config / "settings.json").mkdir(parents=True)
    removed = [
        stale(data / ".autosave.sgf.0123456789ab.tmp"),
        stale(data / ".autosave.json.abcdef012345.tmp"),
        stale(config / ".settings.json.00ff00ff00ff.tmp"),
    ]
    kept = [
        data / ".autosave.sgf.fedcba987654.tmp",  # a write in progress (now)
        stale(data / ".notes.tmp"),  # not our name
        stale(data / "autosave.sgf.0123456789ab.tmp"),
        stale(data / ".autosave.sgf.0123456789AB.tmp"),
    ]
    put(kept[0], b"")
    environ = dict(os.environ, MAGNETDESK_HOME=str(tmp_path), MAGNETDESK_STARTUP_REPORT="1",
                   QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "magnetdesk"], env=environ, timeout=120,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    [line] = [line for line in done.stdout.splitlines() if line.startswith("shown")]
    assert "The autosaved game could not be read (it is not a regular file)" in line
    assert "The settings file" in line and "it is not a regular file" in line
    assert (data / "autosave.sgf.broken").exists() and (config / "settings.json.broken").is_dir()
    assert not any(path.exists() for path in removed)
    assert all(path.exists() for path in kept)

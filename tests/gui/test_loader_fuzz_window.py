"""The window's Open and Save with files the fuzzer and a hostile data folder found: a FIFO,
an empty file, text that is no game, an odd charset, and a remembered path with a NUL byte.
None of them may raise; each says why, and Save falls back to Save As."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.record import load_game
from tests.gui.test_main_window import played, window_maker
from tests.helpers.mouse import click
from tests.record.test_hostile import without_blocking


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def errors(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    return shown


def opening(monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_opening_a_fifo_says_why_at_once_and_keeps_the_game(make, errors, monkeypatch,
                                                             tmp_path):
    fifo = tmp_path / "pipe.sgf"
    os.mkfifo(fifo)
    window = make(size=5)
    click(window, "C3")
    assert without_blocking(window.files.load, fifo) is False
    assert "pipe.sgf is not a file that holds a game" in errors[0]
    assert played(window) == ["C3"]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.sgf", "", "the file is empty"),
        ("notes.txt", "Bring the board on Sunday.", "neither an SGF game"),
    ],
)
def test_opening_a_file_that_holds_no_game_says_what_it_is(make, errors, monkeypatch, tmp_path,
                                                            name, content, message):
    path = tmp_path / name
    path.write_text(content)
    opening(monkeypatch, path)
    window = make(size=5)
    window.actions["open_file"].trigger()
    assert len(errors) == 1 and name in errors[0] and message in errors[0]
    assert "no game starts with" not in errors[0]


def test_a_file_with_a_codec_that_is_no_charset_opens(make, errors, monkeypatch, tmp_path):
    path = tmp_path / "hex.sgf"
    path.write_bytes(b"(;GM[1]CA[hex]SZ[9];B[ee])")
    opening(monkeypatch, path)
    window = make(size=5)
    window.actions["open_file"].trigger()
    assert errors == [] and played(window) == ["E5"]


def test_a_recent_file_with_a_nul_byte_is_refused_without_raising(make, errors, tmp_path):
    window = make(size=5)
    assert window.files.load(tmp_path / "a\0b.sgf") is False
    assert "cannot read" in errors[0]


def test_save_with_a_nul_byte_in_the_remembered_path_says_why_and_asks_for_a_file(
    make, errors, monkeypatch, tmp_path
):
    asked = []
    good = tmp_path / "kept.sgf"

    def save_as(parent, caption, suggested, filters):
        asked.append(suggested)
        return str(good), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window = make(size=5)
    click(window, "C3")
    window.path = tmp_path / "bad\0name.sgf"  # as a damaged autosave sidecar may remember it
    assert window.files.save() is True
    assert "bad\\0name.sgf" in errors[0] and "null byte" in errors[0]
    assert "\0" not in asked[0]
    assert window.path == good and not window.isWindowModified()
    assert [node.play.text for node in load_game(good)[0].main_line()[1:]] == ["C3"]


def test_save_with_a_bad_path_and_save_as_cancelled_keeps_the_game_unsaved(
    make, errors, monkeypatch, tmp_path
):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window = make(size=5)
    click(window, "C3")
    window.path = tmp_path / "bad\0name.sgf"
    window.actions["save"].trigger()  # from the menu: nothing may raise
    assert len(errors) == 1 and window.isWindowModified()
    assert "Could not save" in window.statusBar().currentMessage()


def test_saving_removes_the_temporaries_a_killed_save_left_beside_the_file(make, tmp_path):
    window = make(size=5)
    click(window, "C3")
    path = tmp_path / "game.sgf"
    old = tmp_path / ".game.sgf.0123456789ab.tmp"  # a save killed half-way, long ago
    other = tmp_path / ".notes.txt.0123456789ab.tmp"  # another file's: not ours to remove
    for leftover in (old, other):
        leftover.write_text("(;")
        os.utime(leftover, (1, 1))
    window.files._write(path)
    assert path.exists() and not old.exists() and other.exists()

"""The board's sounds: a stone set down, stones taken, silence for a pass and when View ▸
Sound is off (remembered in the settings), and a player program chosen per system."""

from __future__ import annotations

from pathlib import Path

import pytest

from magnetdesk.engine.chess.field import PieceCaptured, PieceMoved
from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.engine.medusa.state import Reversed
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.looks import sounds
from magnetdesk.gui.looks.sounds import Sounds, sound_for, system_backend
from magnetdesk.gui.window.main_window import MainWindow
from tests.gui.test_main_window import click


class Heard:
    """A backend that writes down what it was asked to play."""

    def __init__(self) -> None:
        self.files: list[str] = []

    def __call__(self, path: Path) -> None:
        assert path.exists(), f"{path} is missing"
        self.files.append(path.stem)


@pytest.fixture
def heard(qtbot, tmp_path):
    """A 5×5 Go window with a listening backend and settings in ``tmp_path``."""
    backend = Heard()
    window = MainWindow(GameSetup("go", {"size": 5}), settings=Settings(tmp_path / "s.json"),
                        sounds=Sounds(backend))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    backend.window = window
    return backend


def test_a_stone_sounds_and_a_pass_is_silent(heard):
    click(heard.window, "C3")
    heard.window.actions["pass_move"].trigger()
    assert heard.files == ["stone"]
    heard.window.dirty = False


def test_a_capture_sounds_like_stones_taken(heard):
    for move in ("B1", "A1", "A2"):  # Black takes A1
        click(heard.window, move)
    assert heard.files == ["stone", "stone", "capture"]
    heard.window.dirty = False


def test_stepping_through_the_game_is_silent(heard):
    click(heard.window, "C3")
    heard.window.actions["go_previous"].trigger()
    heard.window.actions["go_next"].trigger()
    assert heard.files == ["stone"]
    heard.window.dirty = False


def test_view_sound_off_silences_the_board_and_is_remembered(heard, tmp_path):
    heard.window.actions["play_sounds"].trigger()  # off
    click(heard.window, "C3")
    assert heard.files == []
    assert Settings(tmp_path / "s.json").toggle("sounds", True) is False
    heard.window.dirty = False


def test_captures_of_every_family_sound_alike():
    assert sound_for((PieceMoved(12, 28, 1), PieceCaptured(28, 7))) == "capture"
    assert sound_for((Reversed((3, 4), BLACK),)) == "capture"
    assert sound_for((PieceMoved(12, 28, 1),)) == "stone"


def test_linux_plays_through_the_first_player_program_installed(monkeypatch):
    monkeypatch.setattr(sounds.shutil, "which",
                        lambda name: f"/usr/bin/{name}" if name in ("paplay", "aplay") else None)
    assert system_backend("linux").command == ["/usr/bin/paplay"]
    monkeypatch.setattr(sounds.shutil, "which", lambda name: None)
    assert system_backend("linux") is None
    quiet = Sounds()  # no player program: a silent board, and no error
    assert quiet.backend is None
    quiet.play("stone")


def test_the_sound_files_are_wav_files():
    for name in ("stone", "capture"):
        data = (sounds.SOUNDS / f"{name}.wav").read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"

"""The typed-move field (Ctrl+L) shows the notation of the game on the board, also when it
stays open while New game (Ctrl+N) or File ▸ Open switches to another family of games."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from magnetdesk.gui.common.setup import Opponent
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.record import Game
from magnetdesk.record.sgf import save_game
from tests.helpers.journey import QUICKEST, Journey

CTRL = Qt.KeyboardModifier.ControlModifier
EXAMPLES = {"go": "d4 or pass", "medusa": "k10, q15-s15, done", "magnetic-chess": "e2e4, Nf3, O-O"}


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    journey = Journey(qtbot, monkeypatch, tmp_path)
    journey.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is journey.window)
    return journey


def press(journey: Journey, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or journey.window, key, modifier)


def new_game_by_keys(journey: Journey, variant: str) -> None:
    """Ctrl+N; in the dialog ``variant`` against the computer, Play."""

    def choose(dialog):
        dialog.select_variant(variant)
        dialog.opponent.choose(Opponent(True, QUICKEST))
        return NewGameDialog.DialogCode.Accepted

    journey.monkeypatch.setattr(NewGameDialog, "exec", choose)
    press(journey, Qt.Key.Key_N, CTRL)
    assert journey.window.game.record.variant == variant
    journey.settle()


def shown_example(journey: Journey) -> str:
    field = journey.window.keyboard.move_entry.field
    assert field.accessibleDescription() == field.placeholderText()
    return field.placeholderText()


def test_the_open_field_follows_new_game_and_open_file(journey):
    new_game_by_keys(journey, "medusa")
    press(journey, Qt.Key.Key_L, CTRL)
    entry = journey.window.keyboard.move_entry
    assert entry.isVisible() and entry.field.hasFocus()
    assert shown_example(journey) == EXAMPLES["medusa"]
    new_game_by_keys(journey, "go")
    assert entry.isVisible() and shown_example(journey) == EXAMPLES["go"]
    new_game_by_keys(journey, "magnetic-chess")
    assert shown_example(journey) == EXAMPLES["magnetic-chess"]
    save_game(Game.new("medusa").record, journey.path)
    press(journey, Qt.Key.Key_O, CTRL)  # File ▸ Open of a Medusa game
    assert journey.window.game.record.variant == "medusa"
    assert entry.isVisible() and shown_example(journey) == EXAMPLES["medusa"]

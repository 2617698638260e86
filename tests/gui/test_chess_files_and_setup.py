"""Magnetic Chess games in the window's files and new-game dialog: save and reopen, open a
record printed as text (played in the current chess variant), refuse one with an impossible
move (the game on the screen stays), and the field-code editor of the custom game."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.gui.board.chess.code_editor import FieldCodeEditor
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from tests.gui.test_chess_by_mouse import click, drag, played, rows
from tests.gui.test_main_window import PERSON, window_maker
from tests.record.test_chess_files import MAGNETIC_1, MAGNETIC_1_FINAL


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def opening(monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


def test_a_saved_chess_game_opens_again_with_its_moves_and_field(make, monkeypatch, tmp_path):
    path = tmp_path / "game.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    opening(monkeypatch, path)
    window = make("anti-magnetic-chess", (PERSON, PERSON))
    drag(window, "e2", "e4")
    click(window, "g8")
    click(window, "f6")
    board = rows(window)
    window.actions["save"].trigger()
    assert "GM[3]" in path.read_text(encoding="utf-8")
    window.start_game(GameSetup("go", {"size": 9}))
    window.actions["open_file"].trigger()
    assert window.game.record.variant == "anti-magnetic-chess"
    assert played(window) == ["e2e4", "g8f6"] and rows(window) == board
    assert window.panel.badge.text() == "ARRA"


def test_a_printed_record_opens_as_a_game_in_the_current_chess_variant(make, monkeypatch,
                                                                        tmp_path):
    path = tmp_path / "magnetic-1.txt"
    path.write_text(MAGNETIC_1, encoding="utf-8")
    opening(monkeypatch, path)
    window = make("magnetic-chess", (PERSON, PERSON))
    window.actions["open_file"].trigger()
    assert window.game.record.variant == "magnetic-chess"
    assert "\n".join(rows(window)) == MAGNETIC_1_FINAL
    assert len(played(window)) == 30
    last = window.panel.moves.item(window.panel.moves.count() - 1).text().strip()
    assert last == "15… Rxg6"
    assert "Black wins" in window.panel.turn.text()


def test_a_printed_record_opened_from_a_go_game_is_played_as_magnetic_chess(make, monkeypatch,
                                                                           tmp_path):
    path = tmp_path / "magnetic-1.txt"
    path.write_text(MAGNETIC_1, encoding="utf-8")
    opening(monkeypatch, path)
    window = make("go", (PERSON, PERSON), size=9)
    window.actions["open_file"].trigger()
    assert window.game.record.variant == "magnetic-chess"


def test_a_record_with_an_impossible_move_opens_up_to_it_with_a_warning(make, monkeypatch,
                                                                       tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("1. e4 Nc6 2. Bb5 Nd4 3. Bxe8 Kd8", encoding="utf-8")
    opening(monkeypatch, path)
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    window = make("magnetic-chess", (PERSON, PERSON))
    window.actions["open_file"].trigger()
    assert warned and "3. Bxe8" in warned[0] and "bad.txt" in warned[0]
    assert played(window) == ["e2e4", "b8c6", "f1b5", "c6d4"]


def test_a_record_whose_first_move_is_impossible_is_refused_and_the_game_stays(
        make, monkeypatch, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("1. e5 e6", encoding="utf-8")
    opening(monkeypatch, path)
    errors = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: errors.append(text))
    window = make("magnetic-chess", (PERSON, PERSON))
    drag(window, "d2", "d4")
    window.actions["open_file"].trigger()
    assert errors and "1. e5" in errors[0] and "bad.txt" in errors[0]
    assert played(window) == ["d2d4"]


def test_the_custom_game_edits_its_code_with_four_selectors_or_by_typing(qtbot):
    dialog = NewGameDialog(None, GameSetup("chess-custom", {}))
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.form.editor("code")
    holder = editor.parent()
    assert isinstance(holder, FieldCodeEditor)
    assert editor.text() == "RAAR"
    holder.selectors[0].setCurrentIndex(holder.selectors[0].findData("N"))
    assert editor.text() == "NAAR"
    editor.setText("arra")
    assert [box.currentData() for box in holder.selectors] == ["A", "R", "R", "A"]
    assert dialog.setup().options["code"] == "ARRA"
    editor.setText("RAX")
    assert not dialog.is_valid() and "not a field code" in dialog.error_text()


def test_the_dialog_offers_the_computer_for_chess(qtbot):
    dialog = NewGameDialog(None, GameSetup("magnetic-chess", {}))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.computer_note.isVisibleTo(dialog)
    assert dialog.preview.board.stone_at(4) is not None  # the white king on e1

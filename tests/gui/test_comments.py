"""Comments are written into the game once typing pauses (one autosave, not one per key), and
at once when the player moves on, saves or closes: nothing typed is ever lost."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.gui.common.storage import Autosave
from magnetdesk.record import load_game
from tests.gui.test_main_window import click, window_maker


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    """A 5×5 game at move 2 (C3, D4), autosaved to ``window.autosave``."""
    window = window_maker(qtbot, monkeypatch)(size=5)
    window.autosave = Autosave(tmp_path / "data")
    click(window, "C3")
    click(window, "D4")
    return window


def type_comment(window, text: str) -> None:
    """Click into the comment box and type, as a person does."""
    box = window.panel.comment
    QTest.mouseClick(box.viewport(), Qt.MouseButton.LeftButton)
    QTest.keyClicks(box, text)


def autosaved_comment(window) -> str:
    return window.autosave.pending().node().comment


def count_autosaves(window, monkeypatch) -> list[int]:
    saves: list[int] = []
    save = window.autosave.save

    def counting_save(*args, **kwargs):
        saves.append(1)
        return save(*args, **kwargs)

    monkeypatch.setattr(window.autosave, "save", counting_save)
    return saves


def test_a_comment_is_written_into_the_game_once_typing_pauses(qtbot, window):
    type_comment(window, "A strong reply")
    assert window.game.node.comment == ""  # still being typed
    qtbot.waitUntil(lambda: window.game.node.comment == "A strong reply")
    assert autosaved_comment(window) == "A strong reply"
    assert window.isWindowModified()


def test_typing_a_comment_autosaves_once_not_at_every_key(qtbot, window, monkeypatch):
    saves = count_autosaves(window, monkeypatch)
    type_comment(window, "Twenty-two keystrokes.")
    assert saves == []
    qtbot.waitUntil(lambda: window.game.node.comment == "Twenty-two keystrokes.")
    assert saves == [1]


def test_a_comment_typed_just_before_going_back_stays_with_its_move(window):
    type_comment(window, "D4 is slow")
    window.actions["undo"].trigger()
    assert window.game.node.play.text == "C3"
    assert window.game.node.comment == ""
    assert window.panel.comment.toPlainText() == ""
    assert window.game.node.children[0].comment == "D4 is slow"
    assert autosaved_comment(window) == ""  # the autosave is at C3 now; D4 kept its comment
    assert window.autosave.pending().node().children[0].comment == "D4 is slow"


def test_a_comment_typed_just_before_a_move_stays_with_the_move_it_was_typed_at(window):
    type_comment(window, "Now the fight starts")
    click(window, "B2")
    d4 = window.game.node.parent
    assert d4.play.text == "D4" and d4.comment == "Now the fight starts"
    assert window.game.node.comment == ""


def test_a_comment_typed_just_before_saving_is_in_the_file(window, monkeypatch, tmp_path):
    path = tmp_path / "commented.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    type_comment(window, "Saved at once")
    window.actions["save"].trigger()
    record, _ = load_game(str(path))
    assert record.main_line()[-1].comment == "Saved at once"
    assert not window.isWindowModified()


def test_a_comment_typed_just_before_closing_is_saved_when_the_player_says_so(
    window, monkeypatch, tmp_path
):
    path = tmp_path / "kept.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.actions["save"].trigger()  # nothing unsaved now
    questions = []

    def answer_save(*args, **kwargs):
        questions.append(args)
        return QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "question", answer_save)
    type_comment(window, "Last words")
    assert window.close()
    assert len(questions) == 1  # the comment made the game unsaved
    record, _ = load_game(str(path))
    assert record.main_line()[-1].comment == "Last words"


def test_a_comment_shows_a_mark_in_the_move_list(qtbot, window):
    type_comment(window, "Note")
    window.actions["undo"].trigger()
    assert window.panel.moves.item(2).text().endswith("✎")
    assert not window.panel.moves.item(1).text().endswith("✎")


def test_clicking_the_board_after_typing_gives_the_arrow_keys_back(qtbot, window):
    with qtbot.waitActive(window):
        window.activateWindow()
    type_comment(window, "Hmm")
    click(window, "A1")  # a move, and the keyboard leaves the comment box
    assert not window.panel.comment.hasFocus()
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert window.game.node.play.text == "D4"
    assert window.game.node.comment == "Hmm"

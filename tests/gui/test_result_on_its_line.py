"""A result shows only where it was reached, and a file writes it only for the main line
(issue 39, item 15): after a resignation, a new line from an earlier move is a live game in
Game info too; saved, its file keeps RE only while the main line ends with the resignation
(read back with sgfmill)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from sgfmill import sgf

from magnetdesk.gui.share.game_info_dialog import GameInfoDialog
from magnetdesk.record import Game, game_to_sgf
from tests.gui.test_main_window import window_maker
from tests.gui.test_results_and_undo import answering
from tests.helpers.mouse import click


def active_window(qtbot, monkeypatch):
    """A 9×9 game between two people, its window active (the keys reach it)."""
    window = window_maker(qtbot, monkeypatch)(size=9)
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def game_info_result(window, monkeypatch, typed: str | None = None) -> str:
    """Ctrl+I: the result field as the dialog shows it (``typed``: then typed there, OK)."""
    seen = []

    def exec_(dialog):
        seen.append(dialog.edits["RE"].text())
        if typed is None:
            return QDialog.DialogCode.Rejected
        dialog.edits["RE"].setText(typed)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(GameInfoDialog, "exec", exec_)
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert seen, "Ctrl+I opened no Game info"
    return seen[0]


def file_result(window, monkeypatch, path) -> str | None:
    """File ▸ Save as: the file's RE as sgfmill reads it (None: none)."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.files.save_as()
    root = sgf.Sgf_game.from_bytes(path.read_bytes()).get_root()
    return root.get("RE") if root.has_property("RE") else None


def test_a_new_line_after_a_resignation_is_live_in_game_info_and_the_file(
    qtbot, monkeypatch, tmp_path
):
    window = active_window(qtbot, monkeypatch)
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    click(window, "E5")
    click(window, "D4")
    window.actions["resign"].trigger()
    assert game_info_result(window, monkeypatch) == "W+R"
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert game_info_result(window, monkeypatch) == "W+R"  # the finished game, replayed
    click(window, "C3")  # a new line: a live game
    assert "wins" not in window.panel.turn.text()
    assert game_info_result(window, monkeypatch) == ""
    assert file_result(window, monkeypatch, tmp_path / "a.sgf") == "W+R"  # the main line's
    QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # main line now
    assert window.game.node.on_main_line()
    assert file_result(window, monkeypatch, tmp_path / "b.sgf") is None
    window.files.load(tmp_path / "b.sgf")
    window.actions["go_last"].trigger()
    assert window.actions["resign"].isEnabled() and game_info_result(window, monkeypatch) == ""
    QTest.keyClick(window, Qt.Key.Key_Down)  # the variation that resigned: no result read
    assert window.actions["resign"].isEnabled()


def test_a_result_typed_in_game_info_on_a_live_line_ends_that_line(qtbot, monkeypatch):
    window = active_window(qtbot, monkeypatch)
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    click(window, "E5")
    click(window, "D4")
    window.actions["resign"].trigger()
    resigned = window.game.node
    window.actions["go_previous"].trigger()
    click(window, "C3")
    click(window, "F6")
    window.actions["go_previous"].trigger()  # on the live line, before its end
    assert game_info_result(window, monkeypatch, typed="B+5") == ""
    record = window.game.record
    assert record.result_at(resigned) == ""
    assert record.result_at(window.game.node.children[0]) == "B+5"  # where the line ends
    assert game_info_result(window, monkeypatch) == "B+5"


def test_the_autosave_keeps_a_result_reached_in_a_variation(tmp_path):
    from magnetdesk.gui.common.storage import Autosave, node_path

    game = Game.new("go", size=5)
    game.play("C3")
    game.play("D3")
    game.undo()
    game.play("B2")  # a variation
    game.record.set_result(game.node, "W+R")
    assert "RE" not in game_to_sgf(game.record)  # a reader would give it to D3
    autosave = Autosave(tmp_path)
    assert autosave.save(game.record, node_path(game.node), None)
    restored = autosave.pending()
    assert restored is not None
    assert restored.record.result_at(restored.node()) == "W+R"

"""The small ones of issue 39, item 18, as a person meets them in the window: a problem with
one marked stone says "stone"; Read aloud says rank and file in chess; an engine's reason
starts with a capital letter in the status bar; the game's end and the level's change are
two sentences; the export dialog is wide enough for its title; Magnetgo's move numbers move
with a stone that slides."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFileDialog

from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.share.export_dialog import PictureDialog
from magnetdesk.learn.problems import load_problems
from tests.gui.test_accessibility import announcements  # noqa: F401 (a fixture)
from tests.gui.test_main_window import PERSON, window_maker
from tests.gui.test_teaching import QUICK, blunder_ahead
from tests.helpers.mouse import click


def test_a_problem_with_one_marked_stone_says_stone():
    problems = load_problems("go")
    one = [p for p in problems if p.aim.kind == "capture" and len(p.marked) == 1]
    two = [p for p in problems if p.aim.kind == "capture" and len(p.marked) == 2]
    assert one and two
    assert one[0].goal == "Black to play: capture the marked white stone."
    assert all("stones" not in p.goal for p in one)
    assert all(p.record.root.comment == p.goal for p in problems)  # the file says it too
    assert two[0].goal.startswith("Black to play: capture the marked white stones")


def test_read_aloud_names_a_chess_rank_and_file(qtbot, monkeypatch, announcements):  # noqa: F811
    window = window_maker(qtbot, monkeypatch)("magnetic-chess", (PERSON, PERSON))
    window.speech.announce_cell(window.position.topology.parse("e2"))  # the keyboard cursor
    window.actions["say_row"].trigger()
    assert announcements[-1].startswith("Rank 2: a2 white pawn")
    window.actions["say_column"].trigger()
    assert announcements[-1].startswith("File e: e8 black king")


def test_a_chess_reason_starts_with_a_capital_letter(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)("magnetic-chess", (PERSON, PERSON))
    click(window, "b1")
    click(window, "b4")  # no knight's move
    said = window.statusBar().currentMessage()
    assert said == "The knight on b1 cannot move to b4", said


def test_the_end_of_a_game_and_the_new_level_are_two_sentences(qtbot, monkeypatch, tmp_path):
    window = window_maker(qtbot, monkeypatch)("atari-go", (PERSON, QUICK), size=7, start="empty")
    window.settings = Settings(tmp_path / "settings.json")
    blunder_ahead(window)
    window.teaching.teaching_from = None
    click(window, "D3")  # Black captures first and wins
    said = window.statusBar().currentMessage()
    assert "wins. Your level in Atari-Go goes up to" in said, said
    assert "  " not in said


def test_the_export_dialogs_are_wide_enough_for_their_titles(qtbot, monkeypatch, tmp_path):
    window = window_maker(qtbot, monkeypatch)(size=9)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "game.png"), ""))
    widths = []

    def look(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        bold = QFont(dialog.font())
        bold.setBold(True)
        title = QFontMetrics(bold).horizontalAdvance(dialog.windowTitle())
        widths.append((dialog.windowTitle(), dialog.width(), title))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PictureDialog, "exec", look)
    window.actions["export_picture"].trigger()
    window.actions["export_gif"].trigger()
    assert [title for title, *_ in widths] == [
        "Export the position as a picture", "Export the game as an animated GIF"]
    for title, width, needed in widths:
        assert width >= needed + 120, (title, width, needed)  # the title bar's buttons too


def test_magnetgo_move_numbers_move_with_a_stone_that_slides(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    window.start_game(GameSetup("magnetgo", {"size": 9}))
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # View ▸ Move numbers
    assert window.actions["show_move_numbers"].isChecked()
    for move in ("E5", "A1", "E7"):  # E7 pushes Black's E5 down the column, to E1
        click(window, move)
    window.view.board.finish_animations()
    topology = window.position.topology
    assert window.position.board[topology.parse("E1")] != 0
    labels = {name: window.view.board.stones[topology.parse(name)].label
              for name in ("E1", "A1", "E7")}
    assert labels == {"E1": "1", "A1": "2", "E7": "3"}

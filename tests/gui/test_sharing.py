"""Sharing a game in the real window: Edit ▸ Copy game and Paste game through the clipboard
(SGF, and a chess game's moves as a printed record), a broken text refused with the game left
as it was, Ctrl+C in the comment box still copying the comment, a file dropped on the window,
File ▸ Export through the menu, and File ▸ Game info… written to the file and read back (the
komi changing the count)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from magnetdesk.gui.board.board_picture import BoardPicture
from magnetdesk.gui.share.export_dialog import PictureDialog
from magnetdesk.gui.share.game_info_dialog import GameInfoDialog
from magnetdesk.record import Game, load_game, save_game
from tests.gui.test_main_window import ENDLESS, PERSON, played, window_maker
from tests.helpers.mouse import click


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def errors(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: said.append(text))
    return said


def clipboard_text() -> str:
    return QGuiApplication.clipboard().text()


def test_a_game_copied_and_pasted_comes_back_with_its_moves_and_comment(make):
    window = make("magnetgo", size=9)
    for point in ("E5", "C3", "G7"):
        click(window, point)
    window.game.node.comment = "a fight"
    window.actions["copy_game"].trigger()
    assert clipboard_text().startswith("(;GM[1]") and "MV[magnetgo" in clipboard_text()
    original = window.game.record
    window.start_game(window.setup)  # a new game; then the paste brings the old one back
    window.actions["paste_game"].trigger()
    assert window.game.record is not original
    assert window.game.record.variant == "magnetgo"
    assert played(window) == ["E5", "C3", "G7"]
    assert window.game.node.comment == "a fight"
    assert window.path is None and window.isWindowModified()  # unsaved: Save asks for a file
    assert "Pasted a game: 3 moves" in window.statusBar().currentMessage()


def test_plain_sgf_text_from_another_program_pastes(make):
    window = make("go", size=9)
    QGuiApplication.clipboard().setText("(;GM[1]FF[4]SZ[13]KM[6.5]PB[Ann]PW[Bo];B[dd];W[jj])")
    window.actions["paste_game"].trigger()
    assert window.position.rules.size == 13 and window.position.rules.komi == 6.5
    assert played(window) == ["D10", "K4"]
    assert window.game.record.info["PB"] == "Ann"


@pytest.mark.parametrize(
    "text",
    ["", "hello", "(;GM[77])", "(;GM[1]SZ[0])", "(;GM[1]MV[nogame:1])", "1. Kx9 e5", "\0" * 10],
)
def test_a_broken_text_is_refused_and_the_game_stays(make, errors, monkeypatch, text):
    window = make("go", size=9)
    click(window, "E5")
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or 0)
    before = window.game.record
    QGuiApplication.clipboard().setText(text)
    window.actions["paste_game"].trigger()
    assert len(errors) == 1 and errors[0].startswith("Could not paste a game")
    assert window.game.record is before and played(window) == ["E5"]
    assert not asked  # nothing about unsaved changes: nothing was going to replace the game


def test_an_unsaved_game_is_asked_about_before_a_paste_replaces_it(make, monkeypatch):
    window = make("go", size=9)
    click(window, "E5")
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Cancel)
    QGuiApplication.clipboard().setText("(;GM[1]SZ[9];B[cc])")
    window.actions["paste_game"].trigger()
    assert played(window) == ["E5"]


def test_a_chess_game_is_copied_as_moves_and_pasted_back(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    for move in ("e2e4", "b8c6", "g1f3"):
        window.play(move)
    assert window.actions["copy_moves"].isVisible()
    window.actions["copy_moves"].trigger()
    assert clipboard_text() == "1. e4 Nc6 2. Nf3"
    window.start_game(window.setup)
    window.actions["paste_game"].trigger()
    assert played(window) == ["e2e4", "b8c6", "g1f3"]
    other = make("go", size=9)
    assert not other.actions["copy_moves"].isVisible()  # Go games have no printed record


def test_ctrl_c_in_the_comment_box_copies_the_comment_not_the_game(qtbot, make):
    window = make("go", size=9)
    click(window, "E5")
    with qtbot.waitActive(window):
        window.activateWindow()
    box = window.panel.comment
    QTest.mouseClick(box.viewport(), Qt.MouseButton.LeftButton)
    QTest.keyClicks(box, "my note")
    box.selectAll()
    QTest.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert clipboard_text() == "my note"
    click(window, "C3")  # the board again: Ctrl+C copies the game
    QTest.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert clipboard_text().startswith("(;GM[1]")


def test_the_position_is_copied_as_a_picture(make):
    window = make("go", size=9)
    click(window, "E5")
    window.actions["copy_picture"].trigger()
    image = QGuiApplication.clipboard().image()
    assert not image.isNull() and max(image.width(), image.height()) == 600
    picture = BoardPicture(window.share._picture_options(600))
    picture.show(window.game.record, window.game.node)
    assert image.size() == picture.pixel_size()
    e5 = picture.point_of(window.position.topology.parse("E5"))
    beside = picture.point_of(window.position.topology.parse("E6"))
    for point, dark in ((e5, True), (beside, False)):
        colour = image.pixelColor(round(point.x()) + 12, round(point.y()) + 12)
        assert (colour.lightness() < 90) == dark, colour.name()


def drop(window, path) -> bool:
    """Drag ``path`` over the window and drop it, as a file manager does; whether the
    window took the drag."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    where = QPoint(window.width() // 2, window.height() // 2)
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(where, Qt.DropAction.CopyAction, data, buttons, keys)
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    dropped = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, data, buttons, keys)
    QApplication.sendEvent(window, dropped)
    return dropped.isAccepted()


def test_a_file_dropped_on_the_window_opens(qtbot, make, tmp_path):
    path = tmp_path / "dropped.sgf"
    game = Game.new("stoical-go", size=9)
    game.play("E5")
    save_game(game.record, path)
    window = make("go", size=9)
    assert drop(window, path)
    qtbot.waitUntil(lambda: window.path == path)
    assert window.game.record.variant == "stoical-go" and played(window) == ["E5"]


def test_a_broken_file_dropped_is_refused_and_the_game_stays(qtbot, make, errors, tmp_path):
    path = tmp_path / "broken.sgf"
    path.write_bytes(b"(;GM[1]SZ[0])")  # rules that cannot be
    window = make("go", size=9)
    click(window, "C3")
    assert drop(window, path)
    qtbot.waitUntil(lambda: bool(errors))
    assert "broken.sgf" in errors[0] and played(window) == ["C3"] and window.path is None


def test_a_drag_without_a_file_is_not_taken(make):
    window = make("go", size=9)
    data = QMimeData()
    data.setText("words")
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


def test_the_position_is_exported_through_the_menu(make, monkeypatch, tmp_path):
    window = make("go", size=9)
    click(window, "E5")
    chosen = tmp_path / "position"  # no suffix: the filter chosen gives it
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(chosen), "SVG pictures (*.svg)"))

    def answer(dialog):
        dialog.pixels.setValue(320)
        dialog.coordinates.setChecked(False)
        return PictureDialog.DialogCode.Accepted

    monkeypatch.setattr(PictureDialog, "exec", answer)
    window.actions["export_picture"].trigger()
    written = tmp_path / "position.svg"
    assert written.read_text(encoding="utf-8").lstrip().startswith("<?xml")
    assert "Exported position.svg" in window.statusBar().currentMessage()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "game.gif"), ""))
    window.actions["export_gif"].trigger()
    from PIL import Image

    with Image.open(tmp_path / "game.gif") as gif:
        assert gif.n_frames == 2 and gif.size[0] == 320


def test_an_export_that_cannot_be_written_says_why(make, errors, monkeypatch, tmp_path):
    window = make("go", size=9)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "missing" / "x.png"), ""))
    monkeypatch.setattr(PictureDialog, "exec", lambda dialog: PictureDialog.DialogCode.Accepted)
    window.actions["export_picture"].trigger()
    assert len(errors) == 1 and "x.png" in errors[0]


# --- game info ---------------------------------------------------------------------------


def answer_info(monkeypatch, fields: dict[str, str], komi: str | None = None):
    """The next game-info dialog gets ``fields`` typed (and the komi) and OK pressed; the
    dialogs seen are answered."""
    seen = []

    def answer(dialog):
        seen.append(dialog)
        for key, text in fields.items():
            dialog.edits[key].setText(text)
        if komi is not None:
            dialog.komi.setText(komi)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(GameInfoDialog, "exec", answer)
    return seen


def test_game_info_is_written_to_the_file_and_read_back(make, monkeypatch, tmp_path):
    window = make("go", size=9)
    click(window, "E5")
    fields = {"PB": "Ann", "PW": "Bo", "DT": "2026-11-27,28", "EV": "Club cup", "PC": "Bern",
              "RO": "3 (final)", "RE": "B+R", "RU": "Japanese"}
    answer_info(monkeypatch, fields, komi="5.5")
    window.actions["edit_game_info"].trigger()
    assert window.isWindowModified()
    assert window.position.rules.komi == 5.5
    path = tmp_path / "info.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.actions["save"].trigger()
    text = path.read_text(encoding="utf-8")
    assert "KM[5.5]" in text and "PC[Bern]" in text and "RO[3 (final)]" in text
    record, warnings = load_game(path)
    assert not warnings
    assert {key: record.info.get(key) for key in fields} == fields
    assert record.start.rules.komi == 5.5
    assert [node.play.text for node in record.main_line()[1:]] == ["E5"]


def test_a_wrong_date_result_or_komi_keeps_the_dialog_open_and_says_why(make, monkeypatch):
    window = make("go", size=9)
    before = dict(window.game.record.info)
    seen = answer_info(monkeypatch, {"DT": "27.11.2026", "RE": "Black won"}, komi="lots")
    window.actions["edit_game_info"].trigger()
    problem = seen[0].problem.text()
    assert "YYYY-MM-DD" in problem and "B+R" in problem and "komi" in problem
    assert window.game.record.info == before and not window.isWindowModified()


def test_a_new_komi_changes_the_count_of_a_game_being_scored(make, monkeypatch):
    window = make("go", size=5, komi=0.5)
    click(window, "C3")
    window.play("pass")
    window.play("pass")
    assert not window.scoring.isHidden()
    before = window.scoring.result.text()
    answer_info(monkeypatch, {}, komi="30")
    window.actions["edit_game_info"].trigger()
    assert window.position.rules.komi == 30
    assert window.game.record.options == window.position.rules.options
    assert not window.scoring.isHidden() and window.scoring.result.text() != before
    assert "W+" in window.scoring.result.text()  # the 30 points give White the game


def test_komi_is_offered_in_the_go_family_only(make):
    chess = GameInfoDialog(None, make("magnetic-chess", (PERSON, PERSON)).game.record)
    atari = GameInfoDialog(None, make("atari-go", size=7).game.record)
    medusa = GameInfoDialog(None, make("medusa").game.record)
    go = GameInfoDialog(None, make("go", size=9).game.record)
    assert chess.komi is None and atari.komi is None and medusa.komi is None
    assert go.komi is not None and go.komi.text() == "7.5"
    assert list(chess.edits)[:2] == ["PW", "PB"]  # chess: White's player first
    assert list(go.edits)[:2] == ["PB", "PW"]


def test_a_cleared_result_makes_the_game_live_again(make, monkeypatch):
    window = make("go", size=9)
    click(window, "E5")
    window.game.record.set_result(window.game.node, "W+R")
    window.refresh()
    assert window.game_over()
    answer_info(monkeypatch, {"RE": ""})
    window.actions["edit_game_info"].trigger()
    assert "RE" not in window.game.record.info and not window.game_over()


def test_an_exported_picture_is_a_real_png(make, monkeypatch, tmp_path):
    window = make("medusa")
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "medusa.png"), ""))
    monkeypatch.setattr(PictureDialog, "exec", lambda dialog: PictureDialog.DialogCode.Accepted)
    window.actions["export_picture"].trigger()
    image = QImage(str(tmp_path / "medusa.png"))
    assert max(image.width(), image.height()) == 800
    assert len({image.pixel(x, image.height() // 2) for x in range(0, image.width(), 7)}) > 10


def test_a_new_komi_while_the_computer_thinks_restarts_its_search(qtbot, make, monkeypatch):
    window = make("go", (PERSON, ENDLESS), size=9)
    click(window, "E5")
    qtbot.waitUntil(lambda: window.searching)
    before = window.generation
    answer_info(monkeypatch, {"EV": "Club night"}, komi="2.5")
    window.actions["edit_game_info"].trigger()
    assert window.position.rules.komi == 2.5 and window.game.record.info["EV"] == "Club night"
    assert window.searching and window.generation > before  # thinking again, with komi 2.5
    window.stop_computer()

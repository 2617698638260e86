"""A game printed to PDF (issue 44, item 4), read back with poppler (``pdftotext``,
``pdftoppm``): File ▸ Export PDF… in the real window with its dialog, File ▸ Print… through
Qt's printer, ``magnetdesk --export GAME OUT.pdf`` as a script runs it (offscreen and on Qt's
``minimal`` platform), the pages, the ``12 = 4`` notes, the comments, chess and Medusa, the
light theme whatever the window's."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from magnetdesk.gui.board.painters.theme import DARK, LIGHT, board_theme, set_board_theme
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.share.print_dialog import PrintDialog
from magnetdesk.gui.share.print_document import PrintOptions, pdf_bytes
from magnetdesk.gui.window.main_window import MainWindow
from magnetdesk.record import Game, save_game
from tests.helpers.printed_games import played_game

ROOT = Path(__file__).resolve().parents[2]
TAKE_D5 = ("E5", "D5", "D4", "A1", "C5", "A2", "D6", "A3", "D5")  # 7 takes 2, 9 on its point

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None or shutil.which("pdftoppm")
                                is None, reason="poppler-utils is not installed")


def pdf_text(path: Path) -> str:
    """The PDF's text as poppler reads it (its ligatures as letters: "ﬁ" is "fi")."""
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    return unicodedata.normalize("NFKC", text)


def pages(path: Path, tmp_path: Path, dpi: int = 40) -> list[QImage]:
    """The PDF's pages drawn by poppler."""
    stem = tmp_path / f"{path.stem}-page"
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(path), str(stem)], check=True)
    return [QImage(str(page)) for page in sorted(tmp_path.glob(f"{path.stem}-page*.png"))]


def go_with_a_note() -> Game:
    game = Game.new("go", size=9)
    game.record.info.update({"PB": "Ann", "PW": "Bob", "RE": "W+3.5", "DT": "2026-12-06"})
    for move in TAKE_D5:
        game.play(move)
        if game.move_number == 7:
            game.set_comment("Black takes the stone.")
    return game


def wood_pixels(image: QImage) -> int:
    """How many sampled pixels have the light theme's kaya colour (yellowish, light)."""
    count = 0
    for y in range(0, image.height(), 4):
        for x in range(0, image.width(), 4):
            colour = image.pixelColor(x, y)
            if colour.red() > 180 and colour.green() > 130 and colour.blue() < 140:
                count += 1
    return count


def coloured(image: QImage, colour: str) -> int:
    """How many sampled pixels are near ``colour`` (a light chess square)."""
    want = QColor(colour)
    return sum(
        1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
        if max(abs(image.pixelColor(x, y).red() - want.red()),
               abs(image.pixelColor(x, y).green() - want.green()),
               abs(image.pixelColor(x, y).blue() - want.blue())) < 12
    )


def export(*args: str, platform: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    if platform is not None:
        env["QT_QPA_PLATFORM"] = platform
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "magnetdesk", "--export", *args],
                          capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)


# --- the document --------------------------------------------------------------------------


def test_a_go_game_prints_its_diagrams_notes_and_comments(qapp, tmp_path):
    game = go_with_a_note()
    path = tmp_path / "go.pdf"
    path.write_bytes(pdf_bytes(game.record, game.record.main_line(), PrintOptions(span=5)))
    text = pdf_text(path)
    assert "Black: Ann" in text and "White: Bob" in text and "White wins by 3.5" in text
    assert "Diagram 1 (moves 1–5)" in text and "Diagram 2 (moves 6–9)" in text
    assert "9 at D5" in text  # move 2's stone stood there before diagram 2
    assert "7. D6: Black takes the stone." in text
    drawn = pages(path, tmp_path)
    assert len(drawn) == 1 and wood_pixels(drawn[0]) > 400  # two 9×9 diagrams a page


def test_a_point_played_again_within_a_diagram_is_noted_with_its_first_number(qapp, tmp_path):
    game = go_with_a_note()
    path = tmp_path / "go.pdf"
    path.write_bytes(pdf_bytes(game.record, game.record.main_line(), PrintOptions(span=20)))
    assert re.search(r"\b9 ?= ?2\b", pdf_text(path))  # poppler may drop the narrow spaces


def test_chess_prints_its_moves_in_san_under_each_diagram(qapp, tmp_path):
    record = played_game("magnetic-chess", 16)
    path = tmp_path / "chess.pdf"
    path.write_bytes(pdf_bytes(record, record.main_line(), PrintOptions(span=10)))
    text = " ".join(pdf_text(path).split())
    assert "White: Bob Black: Ann" in text  # the first to move first
    assert "Diagram 1 (moves 1–5)" in text and "Diagram 2 (moves 6–8)" in text
    assert "1. Nf3 Nf6 2. Rg1" in text and "6. Rxf5" in text
    assert "6... Bxf5: The first fight." in text
    drawn = pages(path, tmp_path)
    assert len(drawn) == 2 and all(coloured(page, "#f0d9b5") > 100 for page in drawn)


def test_a_chess_diagram_with_black_to_move_opens_with_an_ellipsis(qapp, tmp_path):
    game = Game.new("magnetic-chess")
    assert game.add_setup(board="4k3/8/8/8/8/8/4P3/4K3 b - - 0 1") is None
    for move in ("e8d7", "e2e4", "d7d6", "e4e5"):
        game.play(move)
    path = tmp_path / "endgame.pdf"
    path.write_bytes(pdf_bytes(game.record, game.record.main_line(), PrintOptions(span=2)))
    text = " ".join(pdf_text(path).split())
    assert "Diagram 1 (moves 1–2) " in text and "1... Kd7 2. e4" in text
    assert "Diagram 2 (moves 2–3) " in text and "2... Kd6 3. e5" in text
    assert "White: ?" not in text  # no players named: no line for them


def test_medusa_prints_its_turns(qapp, tmp_path):
    record = played_game("medusa", 24)
    path = tmp_path / "medusa.pdf"
    path.write_bytes(pdf_bytes(record, record.main_line(), PrintOptions(span=12)))
    text = pdf_text(path)
    assert "Medusa" in text and "Diagram 2 (moves 13–24)" in text
    assert "12. c5: The first fight." in text
    drawn = pages(path, tmp_path)
    assert len(drawn) == 2 and all(wood_pixels(page) > 200 for page in drawn)


def test_the_position_alone_is_one_diagram(qapp, tmp_path):
    game = go_with_a_note()
    game.go_to_move(7)
    path = tmp_path / "position.pdf"
    options = PrintOptions(position=True)
    path.write_bytes(pdf_bytes(game.record, game.node.path(), options))
    text = pdf_text(path)
    assert "The position after move 7" in text and "Black takes the stone." in text
    assert "Diagram" not in text and len(pages(path, tmp_path)) == 1


def test_paper_is_printed_in_the_light_theme_whatever_the_windows(qapp, tmp_path):
    game = go_with_a_note()
    set_board_theme(DARK)
    try:
        data = pdf_bytes(game.record, game.record.main_line(), PrintOptions(span=20))
        assert board_theme() is DARK  # the window keeps its theme
    finally:
        set_board_theme(LIGHT)
    path = tmp_path / "dark.pdf"
    path.write_bytes(data)
    assert wood_pixels(pages(path, tmp_path)[0]) > 200


# --- the command line ----------------------------------------------------------------------


@pytest.mark.parametrize("platform", [None, "minimal"])
def test_the_command_line_writes_the_same_pdf_without_a_display(tmp_path, platform):
    game = go_with_a_note()
    saved = tmp_path / "game.sgf"
    save_game(game.record, saved)
    out = tmp_path / "game.pdf"
    done = export(str(saved), str(out), "--diagram-moves", "5", platform=platform)
    assert done.returncode == 0, done.stderr
    text = pdf_text(out)
    assert "Diagram 2 (moves 6–9)" in text and "9 at D5" in text
    assert "Black takes the stone." in text


def test_the_command_line_counts_chess_moves_of_both_sides(tmp_path):
    saved = tmp_path / "chess.sgf"
    save_game(played_game("magnetic-chess", 16), saved)
    out = tmp_path / "chess.pdf"
    done = export(str(saved), str(out), "--diagram-moves", "3")
    assert done.returncode == 0, done.stderr
    assert "Diagram 3 (moves 7–8)" in pdf_text(out)


def test_the_command_line_refuses_a_span_out_of_range(tmp_path):
    saved = tmp_path / "game.sgf"
    save_game(go_with_a_note().record, saved)
    done = export(str(saved), str(tmp_path / "x.pdf"), "--diagram-moves", "0")
    assert done.returncode == 2 and "--diagram-moves 0" in done.stderr
    assert not (tmp_path / "x.pdf").exists()


# --- the window ----------------------------------------------------------------------------


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path / "home"))
    shown = MainWindow(GameSetup("go", {"size": 9}), seed=1)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    shown.files.open_record(go_with_a_note().record, None)
    return shown


def answer_print_dialog(qtbot, span: int | None = None, position: bool = False) -> list[str]:
    """Answer the print dialog when it opens, as a person would: the spin box, the choice,
    then the button. Answers the dialog's title (so the test knows it came)."""
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PrintDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.windowTitle())
        if position:
            dialog.position.click()
        if span is not None:
            dialog.span.setValue(span)
        dialog.accept()

    QTimer.singleShot(0, answer)
    return seen


def test_export_pdf_from_the_file_menu(window, qtbot, monkeypatch, tmp_path):
    out = tmp_path / "from the menu.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    seen = answer_print_dialog(qtbot, span=4)
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    next(a for a in menu.actions() if a.text() == "Export P&DF…").trigger()
    assert seen == ["Export the game as PDF"]
    text = pdf_text(out)
    assert "Diagram 3 (moves 9–9)" in text and "Black takes the stone." in text
    assert window.statusBar().currentMessage() == "Exported from the menu.pdf"


def test_export_pdf_of_the_position_on_the_board(window, qtbot, monkeypatch, tmp_path):
    window.game.go_to_move(3)
    window.refresh()
    out = tmp_path / "position.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    answer_print_dialog(qtbot, position=True)
    window.actions["export_pdf"].trigger()
    assert "The position after move 3" in pdf_text(out)


def test_print_goes_through_qts_printer(window, qtbot, monkeypatch, tmp_path):
    out = tmp_path / "printed.pdf"

    def chosen(dialog: QPrintDialog) -> int:  # the person picks "print to file"
        printer: QPrinter = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", chosen)
    answer_print_dialog(qtbot, span=5)
    window.actions["print_game"].trigger()
    assert "Diagram 2 (moves 6–9)" in pdf_text(out)
    assert window.statusBar().currentMessage() == "Printed 1 page"


def test_a_cancelled_dialog_writes_nothing(window, qtbot, monkeypatch, tmp_path):
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: asked.append(a) or ("", ""))

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, PrintDialog):
            dialog.reject()
        else:
            QTimer.singleShot(20, cancel)

    QTimer.singleShot(0, cancel)
    window.actions["export_pdf"].trigger()
    assert asked == [] and list(tmp_path.glob("*.pdf")) == []


def test_the_dialog_counts_chess_moves_of_both_sides(qtbot):
    dialog = PrintDialog(None, PrintOptions(), span=20, pairs=True, pdf=True)
    qtbot.addWidget(dialog)
    assert dialog.span.value() == 10 and dialog.span.suffix() == " moves"
    dialog.span.setValue(3)
    assert dialog.options() == PrintOptions(span=6, position=False, coordinates=True)
    dialog.position.click()
    assert not dialog.span.isEnabled() and dialog.options().position

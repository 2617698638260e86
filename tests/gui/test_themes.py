"""Themes: View ▸ Theme turns the window's palette and the board (wood, stones, chess squares,
the panel's pictures) light, dark or high contrast; the choice is kept for the next start;
"as the system" follows the system's colour scheme; the high-contrast marks are told apart
without colour; and the small pictures are made at the screen's device pixel ratio."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from magnetdesk.engine.chess.moves import KING, PAWN, piece_of
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui import app
from magnetdesk.gui.board.chess.pieces import piece_pixmap
from magnetdesk.gui.board.painters import theme as boards
from magnetdesk.gui.board.painters.common import (
    STONE_RADIUS,
    UNIT,
    paint_toggle_mark,
    stone_pixmap,
)
from magnetdesk.gui.board.painters.theme import board_theme, set_board_theme
from magnetdesk.gui.looks.themes import DARK, HIGH_CONTRAST, LIGHT, SYSTEM, theme_keeper
from magnetdesk.gui.share.game_info_dialog import GameInfoDialog
from tests.gui.test_main_window import PERSON, window_maker

ROOT = Path(__file__).resolve().parents[2]
Role = QPalette.ColorRole
LIGHT_BOARD, DARK_BOARD, HIGH_CONTRAST_BOARD = boards.LIGHT, boards.DARK, boards.HIGH_CONTRAST


@pytest.fixture(autouse=True)
def light_again(qapp):
    """Every test leaves the app as it found it: as the system, which is light here."""
    yield
    theme_keeper().apply(SYSTEM, Qt.ColorScheme.Light)
    assert board_theme() is LIGHT_BOARD


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def choose(window, choice: str) -> None:
    """View ▸ Theme ▸ ``choice``, as a person picks it from the menu."""
    menu = window.actions["theme"].menu()
    [action] = [a for a in menu.actions() if a.data() == choice]
    action.trigger()


def checked_choice(window) -> str:
    return next(a.data() for a in window.actions["theme"].menu().actions() if a.isChecked())


def board_picture(window) -> QImage:
    window.view.board.finish_animations()
    QApplication.processEvents()
    return window.view.viewport().grab().toImage()


def colour_at(window, image: QImage, point: QPointF) -> QColor:
    """The colour of the board picture at the scene point ``point``."""
    at = window.view.mapFromScene(point)
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(at.x() * ratio), round(at.y() * ratio))


def centre(window, name: str) -> QPointF:
    return window.view.board.cell_point(window.position.topology.parse(name))


def go_window(make):
    """9×9 with a black stone on E5 and a white one on C3 (the last move)."""
    window = make(size=9)
    window.play("E5")
    window.play("C3")
    return window


def wood(window, image: QImage) -> QColor:
    """The board between G7, H7, G8 and H8 (no line, no stone)."""
    return colour_at(window, image, centre(window, "G7") + QPointF(UNIT / 2, -UNIT / 2))


def lightest_along(window, image: QImage, stone: QPointF, start: float, end: float) -> int:
    """The lightest pixel on the way right from ``stone``'s centre, ``start`` to ``end``
    stone radii out."""
    steps = 24
    return max(
        colour_at(window, image, stone + QPointF(
            (start + (end - start) * k / steps) * STONE_RADIUS, 0)).lightness()
        for k in range(steps + 1)
    )


def across_line(window, image: QImage) -> list[QColor]:
    """The pixels across the line from G7 to H7 (from 3 above it to 3 below)."""
    at = window.view.mapFromScene(centre(window, "G7") + QPointF(UNIT / 2, 0))
    ratio = image.devicePixelRatio()
    return [image.pixelColor(round(at.x() * ratio), round(at.y() * ratio) + dy)
            for dy in range(-3, 4)]


def darkest_across_line(window, image: QImage) -> int:
    return min(colour.lightness() for colour in across_line(window, image))


def line_width(window, image: QImage) -> int:
    return sum(colour.lightness() < 60 for colour in across_line(window, image))


def line_colour(window, image: QImage) -> QColor:
    """The lightest pixel across the line from G7 to H7."""
    return max(across_line(window, image), key=QColor.lightness)


def test_the_light_theme_is_the_warm_wood_with_shaded_stones(make):
    window = go_window(make)
    choose(window, LIGHT)
    image = board_picture(window)
    assert board_theme() is LIGHT_BOARD and checked_choice(window) == LIGHT
    assert wood(window, image).lightness() > 140
    assert line_width(window, image) == 1
    assert colour_at(window, image, centre(window, "E5")).lightness() < 60  # black
    assert colour_at(window, image, centre(window, "C3")).lightness() > 200  # white
    # the black stone's edge is as dark as the stone: no ring
    assert lightest_along(window, image, centre(window, "E5"), 0.6, 0.97) < 60
    assert not theme_is_dark(window)


def theme_is_dark(window) -> bool:
    QApplication.processEvents()  # the app's new palette reaches the window
    return window.palette().color(Role.Window).lightness() < 128


def test_the_dark_theme_darkens_window_and_board_and_rings_the_black_stones(make):
    window = go_window(make)
    light_wood = wood(window, board_picture(window))
    choose(window, DARK)
    image = board_picture(window)
    assert board_theme() is DARK_BOARD and checked_choice(window) == DARK
    assert theme_is_dark(window)
    assert QApplication.palette().color(Role.Text).lightness() > 200
    assert wood(window, image).lightness() < 100 < light_wood.lightness()
    assert colour_at(window, image, centre(window, "E5")).lightness() < 60  # still black
    assert colour_at(window, image, centre(window, "C3")).lightness() > 200  # still white
    # a light outline round the black stone sets it off the dark board
    assert lightest_along(window, image, centre(window, "E5"), 0.85, 1.0) > 120
    assert line_colour(window, image).lightness() > 150  # light lines on the dark board


def test_high_contrast_black_and_white_stones_ringed_on_a_yellow_board(make):
    window = go_window(make)
    choose(window, HIGH_CONTRAST)
    image = board_picture(window)
    assert board_theme() is HIGH_CONTRAST_BOARD and checked_choice(window) == HIGH_CONTRAST
    palette = QApplication.palette()
    assert palette.color(Role.Window) == QColor("#000000")
    assert palette.color(Role.WindowText) == QColor("#ffffff")
    board = wood(window, image)
    assert board.red() > 230 and board.green() > 180 and board.blue() < 40  # a yellow board
    black, white = centre(window, "E5"), centre(window, "C3")
    assert colour_at(window, image, black).lightness() < 30
    ring = QPointF(0.92 * STONE_RADIUS, 0)
    assert colour_at(window, image, black + ring).lightness() > 220  # the white ring
    assert colour_at(window, image, white).lightness() > 220
    ring = QPointF(0.95 * STONE_RADIUS, 0)
    assert colour_at(window, image, white - ring).lightness() < 40  # the black ring
    assert darkest_across_line(window, image) < 30  # black lines
    # the lines are thick: wider than the light theme's
    assert line_width(window, image) >= 2


def test_a_theme_repaints_the_chessboard_and_the_cards(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    light = board_picture(window)
    e4 = centre(window, "e4")  # a light square, empty
    light_square = colour_at(window, light, e4)
    card_before = window.panel.cards[BLACK].stone.pixmap().toImage()
    choose(window, DARK)
    dark = board_picture(window)
    assert colour_at(window, dark, e4).lightness() < light_square.lightness() - 25
    choose(window, HIGH_CONTRAST)
    card_after = window.panel.cards[BLACK].stone.pixmap().toImage()
    assert card_after != card_before  # the black king now has its white ring


def opaque_light_pixels(image: QImage) -> int:
    return sum(
        1 for y in range(image.height()) for x in range(image.width())
        if (colour := image.pixelColor(x, y)).alpha() > 200 and colour.lightness() > 200
    )


def test_high_contrast_chess_pieces_have_a_ring_of_the_other_colour(qapp):
    black_pawn = piece_of(BLACK, PAWN)
    plain = piece_pixmap(black_pawn, 60, 1.0).toImage()
    assert opaque_light_pixels(plain) == 0  # a black pawn has no white in it
    set_board_theme(HIGH_CONTRAST_BOARD)
    ringed = piece_pixmap(black_pawn, 60, 1.0).toImage()
    assert opaque_light_pixels(ringed) > 60  # the white ring round its outline
    white_king = piece_pixmap(piece_of(WHITE, KING), 60, 1.0).toImage()
    assert white_king.pixelColor(30, 2).alpha() < 10  # the ring stays near the outline


def test_high_contrast_stones_in_the_pictures_too(qapp):
    edge = (6, 30)  # inside a 60-pixel stone's left edge
    plain = stone_pixmap(BLACK, 60, 1.0).toImage()
    assert plain.pixelColor(*edge).lightness() < 80
    set_board_theme(HIGH_CONTRAST_BOARD)
    ringed = stone_pixmap(BLACK, 60, 1.0).toImage()
    assert ringed.pixelColor(*edge).lightness() > 180


def grey(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


@pytest.mark.parametrize("theme", [LIGHT_BOARD, DARK_BOARD, HIGH_CONTRAST_BOARD])
def test_the_scoring_marks_differ_in_shape_not_only_in_colour(qapp, theme):
    """A stone a click would kill and one it would bring back look different in grey."""
    set_board_theme(theme)

    def mark(dying: bool) -> QImage:
        image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#808080"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_toggle_mark(painter, QPointF(60, 60), dying, 1.0)
        painter.end()
        return grey(image)

    def on_ring(image: QImage) -> list[bool]:
        """Whether each of 72 points round the ring differs from the board's grey."""
        board = image.pixelColor(0, 0)
        radius = 1.04 * STONE_RADIUS
        return [
            image.pixelColor(round(60 + radius * math.cos(a)), round(60 + radius * math.sin(a)))
            != board
            for a in (math.tau * k / 72 for k in range(72))
        ]

    dying, alive = mark(True), mark(False)
    assert dying.pixelColor(60, 60) != dying.pixelColor(0, 0)  # the cross in the middle
    assert alive.pixelColor(60, 60) == alive.pixelColor(0, 0)  # none
    assert all(on_ring(dying))  # a whole ring
    assert 0.3 < sum(on_ring(alive)) / 72 < 0.9  # a dashed one


def test_high_contrast_analysis_colours_are_okabe_and_itos(qapp):
    from magnetdesk.gui.board.analysis_item import loss_colour

    set_board_theme(HIGH_CONTRAST_BOARD)
    assert [loss_colour(loss).name() for loss in (0.0, 0.01, 0.03, 0.07, 0.5)] == [
        "#0072b2", "#56b4e9", "#009e73", "#e69f00", "#d55e00"]


def test_as_the_system_follows_the_systems_colour_scheme(make):
    window = make(size=9)
    choose(window, SYSTEM)
    assert board_theme() is LIGHT_BOARD and not theme_is_dark(window)
    hints = QApplication.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # the system turned dark
    assert board_theme() is DARK_BOARD and theme_is_dark(window)
    assert wood(window, board_picture(window)).lightness() < 100
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert board_theme() is LIGHT_BOARD and not theme_is_dark(window)
    choose(window, LIGHT)  # a theme chosen for good stays when the system changes
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert board_theme() is LIGHT_BOARD and not theme_is_dark(window)


def test_the_theme_is_kept_for_the_next_start(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    window = app.start(["magnetdesk"])
    qtbot.addWidget(window)
    assert checked_choice(window) == SYSTEM and board_theme() is LIGHT_BOARD
    choose(window, HIGH_CONTRAST)
    settings = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert settings["theme"] == HIGH_CONTRAST
    window.dirty = False
    window.close()
    theme_keeper().apply(SYSTEM, Qt.ColorScheme.Light)  # as a new run starts

    again = app.start(["magnetdesk"])
    qtbot.addWidget(again)
    again.dirty = False
    assert board_theme() is HIGH_CONTRAST_BOARD and checked_choice(again) == HIGH_CONTRAST
    assert again.palette().color(Role.Window) == QColor("#000000")


def test_pictures_are_made_at_the_device_pixel_ratio(qapp):
    for ratio in (1.5, 2.0):
        stone = stone_pixmap(BLACK, 26, ratio)
        piece = piece_pixmap(piece_of(WHITE, KING), 26, ratio)
        for picture in (stone, piece):
            assert picture.devicePixelRatio() == ratio
            assert (picture.width(), picture.height()) == (round(26 * ratio),) * 2
            assert picture.deviceIndependentSize().width() == pytest.approx(26)


SCALED_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.gui.window.main_window import MainWindow
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.looks.themes import apply_theme
window = MainWindow(GameSetup("magnetic-chess"))
window.show()
app.processEvents()
apply_theme("high-contrast")
app.processEvents()
card = window.panel.cards[BLACK].stone.pixmap()
board = window.view.viewport().grab()
from magnetdesk.gui.learn.problems_window import TURN_PICTURE, ProblemsWindow
problems = ProblemsWindow()
problems.choose_game("go")
problems.show_problem(0)
turn = problems.turn_picture.pixmap()
print(turn.deviceIndependentSize().width() / TURN_PICTURE)
print(app.devicePixelRatio(), card.devicePixelRatio(), card.width(),
      board.devicePixelRatio(), board.width(), window.view.viewport().width())
window.dirty = False
"""


@pytest.mark.parametrize("scale", ["1.5", "2"])
def test_a_scaled_screen_gets_pictures_at_its_pixel_ratio(tmp_path, scale):
    env = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT), MAGNETDESK_HOME=str(tmp_path), MAGNETDESK_LANGUAGE="en")
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(SCALED_WINDOW)], env=env,
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    turn, ratio, card_ratio, card_width, board_ratio, board_width, view_width = map(
        float, done.stdout.split()[-7:])
    assert turn == 1.0  # the problem's "to play" stone at its size, not scaled twice
    assert ratio == card_ratio == board_ratio == float(scale)
    assert card_width == round(26 * float(scale))  # CARD_STONE logical pixels
    assert board_width == pytest.approx(view_width * float(scale), abs=1)


def frame_pixels_shown(top: QWidget, field: QWidget) -> float:
    """The share of ``field``'s outline (its rect's top and left edge, as drawn in ``top``)
    that stands out from the window's background beside it."""
    image = top.grab().toImage()
    ratio = image.devicePixelRatio()
    rect = field.rect().translated(field.mapTo(top, QPoint(0, 0)))
    background = QColor(top.palette().color(Role.Window)).lightness()
    edge = [QPoint(x, rect.top()) for x in range(rect.left() + 3, rect.right() - 3)]
    edge += [QPoint(rect.left(), y) for y in range(rect.top() + 3, rect.bottom() - 3)]

    def stands_out(point: QPoint) -> bool:
        # the frame may be drawn a pixel inside the field's rect
        near = [point + QPoint(dx, dy) for dx in (0, 1) for dy in (0, 1)]
        lightness = [image.pixelColor(round(p.x() * ratio), round(p.y() * ratio)).lightness()
                     for p in near]
        return max(abs(value - background) for value in lightness) > 100

    return sum(stands_out(point) for point in edge) / len(edge)


def test_high_contrast_frames_every_field_not_only_the_focused_one(make, qtbot, monkeypatch):
    """Issue 39, item 16: in Game info (Ctrl+I) and the comment box every field shows its
    frame, focused or not."""
    window = make(size=9)
    with qtbot.waitActive(window):
        window.activateWindow()
    choose(window, HIGH_CONTRAST)
    shown = {}

    def look(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.edits["EV"].setFocus()
        qtbot.waitUntil(lambda: dialog.edits["EV"].hasFocus())
        shown.update({key: frame_pixels_shown(dialog, edit) for key, edit in dialog.edits.items()})
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(GameInfoDialog, "exec", look)
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert shown["EV"] > 0.9  # the focused one, as before
    for key in ("PB", "PW", "DT", "RE"):  # empty, with a date, with a placeholder
        assert shown[key] > 0.9, (key, shown[key])
    assert not window.panel.comment.hasFocus()
    assert frame_pixels_shown(window, window.panel.comment) > 0.9

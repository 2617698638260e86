"""Exported pictures, checked by their pixels: a Go game, the Medusa board and a chess position
as PNG (the stones where they are: a black stone dark, a white one light, an empty point the
board's own colour), the SVG (XML with shapes, drawn again by Qt's SVG renderer), the animated
GIF (one frame per move and the start, read back with Pillow), and ``magnetdesk --export`` run
as a script would run it: no display, a saved file, ``--move N``, a broken file refused."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.board_picture import (
    BoardPicture,
    PictureOptions,
    gif_bytes,
    write_picture,
)
from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.record import Game, save_game

ROOT = Path(__file__).resolve().parents[2]
OFFSET = 0.23  # of a cell step from the centre: inside a stone, off the lines and the marks
GO_MOVES = ("C3", "G7", "D5", "E5")


def sample(image: QImage, picture: BoardPicture, cell: int, offset: float = OFFSET) -> QColor:
    """The mean colour of a small patch a little right of and below ``cell``'s centre."""
    centre = picture.point_of(cell)
    scale = picture.pixel_size().width() / picture.source().width()
    x = round(centre.x() + offset * UNIT * scale)
    y = round(centre.y() + offset * UNIT * scale)
    colours = [image.pixelColor(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    return QColor(*(round(sum(getattr(c, part)() for c in colours) / 9)
                    for part in ("red", "green", "blue")))


def lightness(colour: QColor) -> int:
    return colour.lightness()


def distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def go_game(size: int = 9) -> Game:
    game = Game.new("go", size=size)
    for move in GO_MOVES:
        game.play(move)
    return game


def picture_of(game: Game, options: PictureOptions | None = None) -> tuple[QImage, BoardPicture]:
    picture = BoardPicture(options or PictureOptions())
    picture.show(game.record, game.node)
    return picture.image(), picture


def check_stones(game: Game, image: QImage, picture: BoardPicture, offset: float = OFFSET) -> None:
    """Every cell looks as the position says: black dark, white light, empty as the empty
    board's picture there (the same picture of the start position)."""
    empty, _ = picture_of(Game(game.record, game.record.root), picture.options)
    position = game.position
    topology = position.topology
    for cell in range(topology.cell_count):
        seen, bare = sample(image, picture, cell, offset), sample(empty, picture, cell, offset)
        stone = position.board[cell]
        name = topology.name(cell)
        if stone == 0:
            assert distance(seen, bare) < 30, (name, seen.name(), bare.name())
        else:
            assert distance(seen, bare) > 45, (name, "no stone drawn", seen.name())
            if stone == 1:  # BLACK
                assert lightness(seen) < 90, (name, seen.name())
            else:
                assert lightness(seen) > 170, (name, seen.name())


def test_a_go_picture_shows_each_stone_where_it_is(qtbot, tmp_path):
    game = go_game()
    path = tmp_path / "go.png"
    write_picture(game.record, game.node, path, PictureOptions(size=700))
    image = QImage(str(path))
    assert max(image.width(), image.height()) == 700
    assert image.width() > 600 and image.height() > 600
    _, picture = picture_of(game, PictureOptions(size=700))
    check_stones(game, image, picture)


def test_pictures_without_coordinates_are_the_board_alone(qtbot):
    game = go_game()
    with_labels, _ = picture_of(game, PictureOptions(coordinates=True, size=600))
    bare, picture = picture_of(game, PictureOptions(coordinates=False, size=600))
    assert bare.size() == with_labels.size()  # the longer side is the size asked
    check_stones(game, bare, picture)
    # without the coordinates the board fills more of the picture: a cell step is larger
    assert picture.point_of(1).x() - picture.point_of(0).x() > (
        picture_of(game, PictureOptions(size=600))[1].point_of(1).x()
        - picture_of(game, PictureOptions(size=600))[1].point_of(0).x()
    )


def test_the_medusa_board_picture_shows_the_stones_on_the_hex_board(qtbot):
    game = Game.new("medusa")
    for turn in ("k10", "e5", "m13"):
        assert hasattr(game.play(turn), "position"), turn
    image, picture = picture_of(game)
    assert sum(1 for stone in game.position.board if stone) == 3
    check_stones(game, image, picture)


def shares(image: QImage, picture: BoardPicture, cell: int) -> tuple[float, float]:
    """The shares of white (lightness over 235) and of black (under 50) pixels in a circle
    around ``cell``'s centre: a chess piece is drawn white or black with outlines."""
    centre = picture.point_of(cell)
    radius = 0.3 * UNIT * picture.pixel_size().width() / picture.source().width()
    seen = [
        image.pixelColor(round(centre.x() + dx), round(centre.y() + dy)).lightness()
        for dx in range(-int(radius), int(radius) + 1)
        for dy in range(-int(radius), int(radius) + 1)
        if dx * dx + dy * dy <= radius * radius
    ]
    return (sum(1 for light in seen if light > 235) / len(seen),
            sum(1 for light in seen if light < 50) / len(seen))


def test_a_chess_picture_shows_the_pieces_on_their_squares(qtbot):
    game = Game.new("magnetic-chess")
    for move in ("e2e4", "d7d5"):
        assert hasattr(game.play(move), "position"), move
    image, picture = picture_of(game)
    position = game.position
    for cell in range(64):
        white, black = shares(image, picture, cell)
        piece, name = position.board[cell], position.topology.name(cell)
        if not piece:  # the square's own colour: light or dark wood, neither white nor black
            assert white < 0.02 and black < 0.02, (name, white, black)
        elif piece >> 3 == WHITE:  # a piece's colour is above its kind's three bits
            assert white > 0.25, (name, piece, white, black)
        else:
            assert white < 0.2 and black > 0.45, (name, piece, white, black)
    # the pawns that left e2 and d7 are gone from the picture; e4 and d5 have one now
    topology = position.topology
    assert shares(image, picture, topology.parse("e2")) == (0.0, 0.0)
    assert shares(image, picture, topology.parse("e4"))[0] > 0.25
    assert shares(image, picture, topology.parse("d5"))[1] > 0.45


def test_the_svg_is_xml_with_shapes_and_draws_the_same_stones(qtbot, tmp_path):
    game = go_game()
    path = tmp_path / "go.svg"
    write_picture(game.record, game.node, path, PictureOptions(size=500))
    root = ElementTree.parse(path).getroot()
    assert root.tag.endswith("svg")
    shapes = [e for e in root.iter() if e.tag.split("}")[-1] in ("path", "ellipse", "circle",
                                                                  "rect", "polyline", "line")]
    assert len(shapes) > 20
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(renderer.defaultSize(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    _, picture = picture_of(game, PictureOptions(size=500))
    assert image.size() == picture.pixel_size()
    check_stones(game, image, picture)


def test_the_gif_has_a_frame_for_the_start_and_each_move(qtbot, tmp_path):
    from PIL import Image

    game = go_game()
    line = game.node.path()
    path = tmp_path / "go.gif"
    path.write_bytes(gif_bytes(game.record, line, PictureOptions(size=300), delay_ms=500))
    with Image.open(path) as gif:
        assert gif.n_frames == len(GO_MOVES) + 1
        durations = []
        for frame in range(gif.n_frames):
            gif.seek(frame)
            durations.append(gif.info["duration"])
        last = gif.convert("RGB")
    assert durations[:-1] == [500] * len(GO_MOVES) and durations[-1] >= 1500
    frame = io.BytesIO()
    last.save(frame, "PNG")
    image = QImage.fromData(frame.getvalue())
    picture = BoardPicture(PictureOptions(size=300))
    picture.show(game.record, game.node)
    board = picture.pixel_size()
    assert image.width() == board.width() and image.height() > board.height()  # the caption
    check_stones(game, image, picture)


# --- the command line --------------------------------------------------------------------


def export(*args: str) -> subprocess.CompletedProcess[str]:
    """``python3 -m magnetdesk --export ...`` as a script on a machine without a display."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "magnetdesk", "--export", *args], capture_output=True,
        text=True, env=env, timeout=120, cwd=ROOT,
    )


@pytest.fixture
def saved_game(tmp_path) -> Path:
    path = tmp_path / "game.sgf"
    save_game(go_game().record, path)
    return path


def test_the_command_line_exports_the_position_after_move_n(qtbot, saved_game, tmp_path):
    out = tmp_path / "move2.png"
    done = export(str(saved_game), str(out), "--move", "2", "--size", "400")
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    game = go_game()
    game.go_to_move(2)
    picture = BoardPicture(PictureOptions(size=400))
    picture.show(game.record, game.node)
    assert image.size() == picture.pixel_size()
    check_stones(game, image, picture)  # C3 and G7 only


def test_the_command_line_writes_svg_and_gif(qtbot, saved_game, tmp_path):
    from PIL import Image

    svg, gif = tmp_path / "board.svg", tmp_path / "game.gif"
    assert export(str(saved_game), str(svg), "--no-coordinates", "--numbers").returncode == 0
    assert ElementTree.parse(svg).getroot().tag.endswith("svg")
    done = export(str(saved_game), str(gif), "--size", "200", "--move", "3")
    assert done.returncode == 0, done.stderr
    with Image.open(gif) as frames:
        assert frames.n_frames == 4


@pytest.mark.parametrize(
    ("content", "args", "status", "said"),
    [
        ("(;GM[1]SZ[0])", (), 1, "cannot open"),  # rules that cannot be: refused
        ("just words", (), 1, "cannot open"),
        (None, ("--move", "9"), 2, "moves 0 to 4"),
        (None, ("--size", "5"), 2, "--size"),
    ],
)
def test_the_command_line_refuses_cleanly(saved_game, tmp_path, content, args, status, said):
    game = saved_game
    if content is not None:
        game = tmp_path / "broken.sgf"
        game.write_text(content, encoding="utf-8")
    out = tmp_path / "out.png"
    done = export(str(game), str(out), *args)
    assert done.returncode == status
    assert said in done.stderr and "Traceback" not in done.stderr
    assert not out.exists()


def test_the_command_line_wants_a_picture_suffix(saved_game, tmp_path):
    done = export(str(saved_game), str(tmp_path / "out.jpg"))
    assert done.returncode == 2 and ".png, .svg, .gif or .pdf" in done.stderr
    assert export().returncode == 2  # no file at all: the usage


def test_a_file_read_with_warnings_is_exported_and_the_warnings_said(tmp_path):
    game = tmp_path / "cut.sgf"
    game.write_text("(;GM[1]SZ[9];B[ee];W[cc]", encoding="utf-8")  # the ')' is missing
    out = tmp_path / "cut.png"
    done = export(str(game), str(out))
    assert done.returncode == 0 and out.stat().st_size > 1000
    assert "a ')' is missing" in done.stderr


FIRST_MOVES = {"go": ("C3", "G7"), "medusa": ("k10", "e5"), "chess": ("e2e4", "b8c6")}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_variant_exports_png_svg_and_gif(qtbot, variant):
    from PIL import Image

    game = Game.new(variant, **({"size": 9} if VARIANTS[variant].family == "go" else {}))
    for move in FIRST_MOVES[VARIANTS[variant].family]:
        assert hasattr(game.play(move), "position"), (variant, move)
    picture = BoardPicture(PictureOptions(size=240, numbers=True))
    picture.show(game.record, game.node)
    image = QImage.fromData(picture.png())
    assert image.size() == picture.pixel_size() and max(image.width(), image.height()) == 240
    assert len({image.pixel(x, y) for x in range(0, 240, 9) for y in range(0, 240, 9)
                if x < image.width() and y < image.height()}) > 20  # not blank
    assert ElementTree.fromstring(picture.svg()).tag.endswith("svg")
    with Image.open(io.BytesIO(gif_bytes(game.record, game.node.path(),
                                         PictureOptions(size=160)))) as gif:
        assert gif.n_frames == 3

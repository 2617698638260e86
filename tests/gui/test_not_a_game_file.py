"""A picture, an archive or other binary data renamed ``.sgf`` (issue 39): File ▸ Open says it is
not a game file, and what it is, instead of "damaged at line 28, column 821: unexpected
'\\x9f'"; the game on the board stays as it was."""

from __future__ import annotations

import io
import zipfile

import pytest

from magnetdesk.gui.board.board_picture import PictureOptions, write_picture
from magnetdesk.record import Game, SgfError, game_from_sgf_bytes, load_game
from tests.gui.test_loader_fuzz_window import errors, make, opening  # noqa: F401 (fixtures)
from tests.gui.test_main_window import played
from tests.helpers.mouse import click


def board_png(path) -> None:
    """A real board picture, as File ▸ Export writes it."""
    game = Game.new("go", size=9)
    game.play("E5")
    write_picture(game.record, game.node, path, PictureOptions(size=200))


def zipped_game() -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("game.sgf", "(;GM[1]SZ[9];B[ee])")
    return data.getvalue()


def test_a_board_picture_renamed_sgf_is_said_to_be_a_picture_in_the_open_dialog(
        qtbot, make, errors, monkeypatch, tmp_path):  # noqa: F811
    picture = tmp_path / "board.png"
    board_png(picture)
    renamed = picture.rename(tmp_path / "game.sgf")
    opening(monkeypatch, renamed)
    window = make(size=5)
    click(window, "C3")
    window.actions["open_file"].trigger()
    assert len(errors) == 1, errors
    assert "game.sgf" in errors[0] and "not a game file: it is a PNG picture" in errors[0]
    assert "line" not in errors[0] and "column" not in errors[0]
    assert played(window) == ["C3"] and window.path is None


@pytest.mark.parametrize(("data", "kind"), [
    (zipped_game(), "a zip archive"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF" + bytes(200), "a JPEG picture"),
    (b"GIF89a" + bytes(100), "a GIF picture"),
    (b"%PDF-1.7\n" + b"x" * 100, "a PDF document"),
    (bytes([40, 0, 159, 7, 0, 59]) * 300, "binary data, not text"),
])
def test_files_that_are_no_text_are_named(tmp_path, data, kind):
    path = tmp_path / "game.sgf"
    path.write_bytes(data)
    with pytest.raises(SgfError, match=f"not a game file: it is {kind}"):
        load_game(path)
    with pytest.raises(SgfError, match="not a game file"):
        load_game(path, text_variant=("magnetic-chess", {}))


@pytest.mark.parametrize("data", [
    b"(;GM[1]CA[utf\x008]SZ[9];B[ee])",  # a stray NUL in a damaged charset name
    "(;GM[1]SZ[9]C[好棋];B[ee])".encode("utf-16"),  # UTF-16 with its byte order mark
    b"(;GM[1]SZ[9]C[PK\x03\x04 in a comment];B[ee])",
])
def test_text_with_odd_bytes_still_loads(data):
    record, _ = game_from_sgf_bytes(data)
    assert [node.play.text for node in record.main_line()[1:]] == ["E5"]

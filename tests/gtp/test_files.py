"""The text protocol's ``loadsgf`` and ``printsgf``: games go to files and come back."""

from __future__ import annotations

import os
import shutil

import pytest

from tests.gtp.test_protocol import ok, refused, send, session
from tests.helpers.gtp_process import GtpProcess
from tests.record.test_hostile import without_blocking

GNUGO = [shutil.which("gnugo") or "/usr/games/gnugo", "--mode", "gtp"]


def test_printsgf_then_loadsgf_gives_back_the_board_and_the_side_to_move(tmp_path):
    path = tmp_path / "game.sgf"
    s = session("go", size=9)
    send(s, "fixed_handicap 2", "play w E5", "play b D5")
    ok(s, f"printsgf {path}")
    board = ok(s, "magnetdesk-board")
    ok(s, "clear_board")
    assert ok(s, f"loadsgf {path}") == "white"
    assert ok(s, "magnetdesk-board") == board


def test_loadsgf_with_a_move_number_stops_before_that_move(tmp_path):
    path = tmp_path / "game.sgf"
    s = session("go", size=9)
    send(s, "play b C3", "play w E5", "play b D5")
    ok(s, f"printsgf {path}")
    assert ok(s, f"loadsgf {path} 3") == "black"
    assert ok(s, "list_stones black") == "C3"
    assert ok(s, "list_stones white") == "E5"


def test_a_loaded_game_can_be_undone_to_its_setup_stones(tmp_path):
    path = tmp_path / "game.sgf"
    s = session("go", size=9)
    send(s, "fixed_handicap 2", "play w E5")
    ok(s, f"printsgf {path}")
    ok(s, f"loadsgf {path}")
    ok(s, "undo")
    assert refused(s, "undo") == "cannot undo"
    assert set(ok(s, "list_stones black").split()) == {"G7", "C3"}


def test_a_magnetgo_game_keeps_its_variant_and_replays_its_slides(tmp_path):
    path = tmp_path / "magnet.sgf"
    s = session("magnetgo")
    send(s, "play b E5", "play w E7")
    board = ok(s, "magnetdesk-board")
    ok(s, f"printsgf {path}")
    other = session("go", size=19)
    ok(other, f"loadsgf {path}")
    assert ok(other, "magnetdesk-board") == board
    assert ok(other, "list_stones black") == "E6"


def test_printsgf_without_a_file_answers_the_sgf_text():
    s = session("go", size=9)
    send(s, "play b C3")
    text = ok(s, "printsgf")
    assert text.startswith("(;GM[1]FF[4]")
    assert "B[cg]" in text


def test_a_missing_or_broken_file_is_refused_and_changes_nothing(tmp_path):
    broken = tmp_path / "broken.sgf"
    broken.write_bytes(b"\x00\xffnot a game at all")
    s = session("go", size=9)
    send(s, "play b C3")
    assert refused(s, f"loadsgf {tmp_path / 'absent.sgf'}").startswith("cannot load file")
    reason = refused(s, f"loadsgf {broken}")
    assert reason.startswith("cannot load file")


def test_a_game_gnu_go_wrote_loads_to_gnu_gos_stones(tmp_path):
    path = tmp_path / "gnugo.sgf"
    gnugo = GtpProcess(GNUGO)
    gnugo.send("boardsize 9")
    for move in ("b E5", "w E6", "b D6", "w F6", "b E7", "w C6", "b F5"):
        gnugo.send(f"play {move}")
    gnugo.send(f"printsgf {path}")
    black, white = gnugo.send("list_stones black"), gnugo.send("list_stones white")
    gnugo.close()
    s = session("go", size=19)
    ok(s, f"loadsgf {path}")
    assert set(ok(s, "list_stones black").split()) == set(black.split())
    assert set(ok(s, "list_stones white").split()) == set(white.split())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_loadsgf_of_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.sgf"
    os.mkfifo(fifo)
    s = session("go", size=9)
    answer = without_blocking(lambda path: s.handle(f"loadsgf {path}"), fifo)
    assert answer.startswith("? cannot load file: ")
    assert "pipe.sgf is not a file that holds a game" in answer


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("", "cannot load file: the file is empty"),
        ("just some words", "cannot load file: this is neither an SGF game"),
        ("(;GM[1]CA[hex]SZ[9];B[ee])", None),
    ],
)
def test_loadsgf_says_why_a_file_does_not_load_or_loads_it(tmp_path, content, reason):
    path = tmp_path / "game.sgf"
    path.write_text(content)
    for variant in ("go", "magnetic-chess"):
        s = session(variant)
        if reason is None:
            assert ok(s, f"loadsgf {path}") == "white"
        else:
            assert refused(s, f"loadsgf {path}").startswith(reason)

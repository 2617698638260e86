"""Hostile and broken files: they load what is sound or raise SgfError, never anything else,
never hang, and never hit Python's recursion limit."""

from __future__ import annotations

import codecs
import os
import random
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magnetdesk.record import (
    Game,
    SgfError,
    game_from_sgf_bytes,
    game_from_sgf_text,
    game_to_sgf,
    load_collection,
    load_game,
)
from magnetdesk.record.errors import MAX_FILE_BYTES, MAX_NODES

DATA = Path(__file__).resolve().parents[1] / "data"
SAMPLES = sorted(DATA.glob("*.sgf"))
# Captures on a 2×2 board that come back to the first position every six moves: a legal
# game of any length.
CYCLE = ["B[ab]", "W[ba]", "B[bb]", "W[aa]", "B[ab]", "W[bb]"]


def load_or_refuse(data: bytes) -> None:
    """Loading either works or raises SgfError; any other exception fails the test."""
    try:
        record, warnings = game_from_sgf_bytes(data)
    except SgfError as error:
        assert str(error)
        return
    assert record.root is not None and all(str(warning) for warning in warnings)


def main_line_moves(record) -> int:
    return len(record.main_line()) - 1


# --- fuzzing ------------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_random_bytes_load_or_raise_sgf_error(data):
    load_or_refuse(data)


@settings(max_examples=300, deadline=None)
@given(st.text("();[]\\:ABCWPLEMVSZKaebcdt19 \n", max_size=200))
def test_random_sgf_like_text_loads_or_raises_sgf_error(text):
    load_or_refuse(text.encode("utf-8"))


@st.composite
def mutated_samples(draw) -> bytes:
    """A real-world style file with bytes changed, inserted, deleted, or cut off."""
    data = bytearray(draw(st.sampled_from(SAMPLES)).read_bytes())
    for _ in range(draw(st.integers(1, 8))):
        where = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["replace", "insert", "delete", "cut"]))
        byte = draw(st.sampled_from([*b"();[]\\:", draw(st.integers(0, 255))]))
        if kind == "replace" and where < len(data):
            data[where] = byte
        elif kind == "insert":
            data.insert(where, byte)
        elif kind == "delete" and where < len(data):
            del data[where]
        elif kind == "cut":
            del data[where:]
    return bytes(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_samples())
def test_mutated_files_load_or_raise_sgf_error(data):
    load_or_refuse(data)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.name)
def test_a_file_cut_off_anywhere_loads_or_raises_sgf_error(sample):
    data = sample.read_bytes()
    for end in range(len(data)):
        load_or_refuse(data[:end])


# --- broken files -------------------------------------------------------------------------------


def test_a_file_cut_off_after_whole_moves_loads_them_with_a_warning():
    record, warnings = game_from_sgf_text("(;GM[1]SZ[9];B[ee];W[cc];B[g")
    assert [node.play.text for node in record.main_line()[1:] if node.play] == ["E5", "C7"]
    assert "ends inside a property value" in str(warnings[0])
    assert "')' is missing" in str(warnings[1])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the file is empty"),
        ("Dear Sir, please find attached my game.", "no game starts"),
        ("(;SZ[9];B[ee]]", "line 1, column 14: unexpected ']'"),
        ("(;SZ[9]\n;B[ee]{;W[cc])", "line 2, column 7: unexpected '{'"),
        ("(;SZ[9]((;B[ee]))", "a variation before any node"),
        ("(;SZ[9]();B[ee])", "an empty variation"),
        ("(;SZ[9](;B[ee]);W[cc])", "a node after a variation"),
        ("(;SZ[9];B;W[cc])", "B has no value"),
        ("(;SZ[9];[ee])", "a value without a property name"),
        ("(;SZ[9];xyz[ee])", "'xyz' is not a property name"),
        ("(", "no game starts"),
    ],
)
def test_broken_syntax_is_refused_with_the_place_and_the_reason(text, message):
    try:
        game_from_sgf_text(text)
    except SgfError as error:
        assert message in str(error)
    else:
        pytest.fail("the broken file loaded")


def test_a_file_that_only_lost_its_last_bracket_loads_with_a_warning():
    record, warnings = game_from_sgf_text("(;SZ[9];B[ee];W[cc]")
    assert main_line_moves(record) == 2 and "')' is missing" in str(warnings[0])


def test_binary_garbage_around_a_game_is_skipped():
    noise = bytes(random.Random(3).randrange(256) for _ in range(2000)).replace(b"(", b"")
    record, _ = game_from_sgf_bytes(noise + b"(;SZ[9];B[ee])" + noise)
    assert main_line_moves(record) == 1


# --- limits -------------------------------------------------------------------------------------


def test_a_50_mb_file_is_refused_at_once_with_its_size(tmp_path):
    path = tmp_path / "huge.sgf"
    with path.open("wb") as file:
        file.write(b"(;SZ[19]C[")
        file.truncate(50 * 1024 * 1024)
    with pytest.raises(SgfError, match=r"50\.0 MB; magnetdesk opens game files up to 16 MB"):
        load_game(path)


def test_a_long_comment_under_the_size_limit_loads(tmp_path):
    path = tmp_path / "essay.sgf"
    path.write_bytes(b"(;SZ[19]C[" + b"A long essay. " * (MAX_FILE_BYTES // 20) + b"];B[pd])")
    record, warnings = load_game(path)
    assert main_line_moves(record) == 1 and warnings == []


def test_the_size_limit_holds_for_bytes_and_text_given_to_the_loader():
    big = "(;SZ[9]C[" + "x" * MAX_FILE_BYTES + "];B[ee])"
    with pytest.raises(SgfError, match="up to 16 MB"):
        game_from_sgf_bytes(big.encode("ascii"))
    with pytest.raises(SgfError, match="up to 16 MB"):
        game_from_sgf_text(big)
    with pytest.raises(SgfError, match="up to 16 MB"):  # 12 MB of characters, 24 MB in UTF-8
        game_from_sgf_text("(;SZ[9]C[" + "é" * (12 * 1024 * 1024) + "])")


def test_text_just_under_the_size_limit_loads():
    text = "(;SZ[9]C[" + "é" * (MAX_FILE_BYTES // 2 - 20) + "];B[ee])"
    record, warnings = game_from_sgf_text(text)
    assert main_line_moves(record) == 1 and warnings == []


def without_blocking(call, fifo: Path):
    """What ``call(fifo)`` answers or raises; fails if it waits for a writer to the FIFO (it
    is then released by opening the FIFO's other end, so that the test run goes on)."""
    answers: list = []

    def run() -> None:
        try:
            answers.append(call(fifo))
        except Exception as error:  # the test looks at it
            answers.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(10)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(10)
        pytest.fail("reading the FIFO waited for a writer")
    return answers[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once_instead_of_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "game.sgf"
    os.mkfifo(fifo)
    error = without_blocking(load_game, fifo)
    assert isinstance(error, SgfError) and "game.sgf is not a file that holds a game" in str(error)


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(path):
    if not os.path.exists(path):
        pytest.skip("no such device here")
    with pytest.raises(SgfError, match="is not a file that holds a game"):
        load_game(path)


def test_a_folder_and_a_path_with_a_nul_byte_are_sgf_errors(tmp_path):
    with pytest.raises(SgfError, match="is not a file that holds a game"):
        load_game(tmp_path)
    with pytest.raises(SgfError, match="cannot read"):
        load_game(str(tmp_path / "a\0b.sgf"))


@pytest.mark.parametrize("data", [b"", b" \r\n\t", codecs.BOM_UTF8], ids=["empty", "blank", "bom"])
def test_an_empty_file_is_called_empty(tmp_path, data):
    path = tmp_path / "empty.sgf"
    path.write_bytes(data)
    for load in (load_game, lambda p: load_game(p, text_variant=("magnetic-chess", {}))):
        with pytest.raises(SgfError, match=r"^the file is empty$"):
            load(path)


def test_text_that_is_neither_sgf_nor_a_chess_record_says_what_was_expected(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Shopping: milk, eggs, a Go board.")
    with pytest.raises(SgfError) as refused:
        load_game(path, text_variant=("magnetic-chess", {}))
    assert "neither an SGF game" in str(refused.value)
    assert "nor a chess game printed as text" in str(refused.value)
    with pytest.raises(SgfError, match="not an SGF file"):  # only SGF was asked for
        load_game(path)


def test_too_many_nodes_are_refused():
    with pytest.raises(SgfError, match="more than 250,000 nodes"):
        game_from_sgf_text("(;" + ";" * MAX_NODES + ")")


def test_a_missing_file_is_an_sgf_error_that_names_it(tmp_path):
    with pytest.raises(SgfError, match=r"cannot read .*absent\.sgf"):
        load_game(tmp_path / "absent.sgf")


# --- deep and long files ------------------------------------------------------------------------


def test_a_100000_move_game_loads_completely():
    moves = ";".join(CYCLE[number % 6] for number in range(100_000))
    record, warnings = game_from_sgf_text(f"(;SZ[2];{moves})")
    assert warnings == [] and main_line_moves(record) == 100_000
    game = Game(record)
    game.last()
    assert game.position.board_text() == "OO\n.."


def test_100000_nested_variations_load_without_recursion():
    text = "(;SZ[2]" + "".join(f"(;{CYCLE[n % 6]}" for n in range(100_000)) + ")" * 100_001
    record, warnings = game_from_sgf_text(text)
    assert warnings == [] and main_line_moves(record) == 100_000
    written = game_to_sgf(record)
    assert game_from_sgf_text(written)[0].main_line()[-1].depth == 100_000


def test_100000_open_brackets_are_refused_without_recursion():
    with pytest.raises(SgfError, match="a variation before any node"):
        game_from_sgf_text("(;" + "(" * 100_000)


def test_a_collection_of_3000_empty_games_loads_in_moments(tmp_path):
    # Found by benchmarks/fuzz_loaders.py: each 19x19 game built its board's geometry anew
    # (5 ms), so these 9 KB took 10 s; the geometry is now shared by games of one shape.
    path = tmp_path / "many.sgf"
    path.write_text("(;)" * 3000)
    started = time.perf_counter()
    records, warnings = load_collection(path)
    assert len(records) == 3000 and warnings == []
    assert time.perf_counter() - started < 3


def test_a_deep_tree_with_a_side_branch_at_every_move_loads_all_branches():
    depth = 20_000
    # Every move of the main line has a pass by the same player as its second variation.
    main = "".join(f"(;{CYCLE[n % 6]}" for n in range(depth))
    sides = "".join(f"(;{CYCLE[n % 6][0]}[]C[side]))" for n in range(depth - 1, 0, -1))
    record, warnings = game_from_sgf_text(f"(;SZ[2]{main}){sides})")
    assert warnings == [] and main_line_moves(record) == depth
    passes = [node for node in record.nodes() if node.comment == "side"]
    assert len(passes) == depth - 1
    assert all(node.play.text == "pass" and node.parent.children[1] is node for node in passes)

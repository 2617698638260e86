"""The arena's Fairy-Stockfish player (``fsf:DEPTH[:PROGRAM]``) on code NNNN: it is told the
start as FEN and every move since, its moves come back in our notation (castling as the king's
move, promotions), and a game with a field is refused before the program starts.

Two programs play: :mod:`tests.helpers.fake_uci`, a UCI engine with Fairy-Stockfish's rules
(``pyffish``) and no search, everywhere; and the real Fairy-Stockfish where
``benchmarks/setup_fairy_stockfish.py`` built it (skipped elsewhere: building it takes
minutes).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from magnetdesk.arena.chess.fairy_stockfish import (
    DEFAULT_PROGRAM,
    VARIANTS_INI,
    FairyStockfishPlayer,
)
from magnetdesk.arena.core import OursPlayer, PlayerError, builtin_player, play_game, run_match
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.variants import new_position

ROOT = Path(__file__).resolve().parents[2]
NNNN = new_position("chess-custom", code="NNNN")
FINE = ("move cap", "king captured")  # not: an illegal move, a forfeit, a void game


def fake_program(folder: Path, name: str, *moves: str) -> tuple[Path, Path]:
    """A program ``folder/name`` that runs the fake UCI engine preferring ``moves``, with
    ``variants.ini`` beside it; and the file where it logs what it reads."""
    folder.mkdir(exist_ok=True)
    (folder / "variants.ini").write_text(VARIANTS_INI, encoding="utf-8")
    log = folder / f"{name}.log"
    program = folder / name
    fake = ROOT / "tests" / "helpers" / "fake_uci.py"
    program.write_text(f"#!/bin/sh\nexec {sys.executable} {fake} {log} {' '.join(moves)}\n")
    program.chmod(0o755)
    return program, log


def from_fen(fen: str) -> ChessPosition:
    start = NNNN.with_board(fen)
    assert isinstance(start, ChessPosition)
    return start


def test_the_spec_names_the_depth_and_the_program(tmp_path):
    program, _ = fake_program(tmp_path, "fsf")
    player = builtin_player(f"fsf:3:{program}")
    assert isinstance(player, FairyStockfishPlayer)
    assert (player.name, player.depth, player.program) == ("fsf:3", 3, program)


@pytest.mark.parametrize("spec", ["fsf:0", "fsf:x", "fsf:", "fsf:-2"])
def test_a_bad_depth_is_refused(spec):
    with pytest.raises(ValueError, match="fsf:DEPTH"):
        builtin_player(spec)


def test_a_program_that_is_not_there_says_how_to_build_it(tmp_path):
    with pytest.raises(ValueError, match=r"setup_fairy_stockfish\.py"):
        builtin_player(f"fsf:1:{tmp_path / 'nothing'}")


def test_a_program_without_variants_ini_beside_it_is_refused(tmp_path):
    program, _ = fake_program(tmp_path, "fsf")
    (tmp_path / "variants.ini").unlink()
    with pytest.raises(ValueError, match=r"variants\.ini"):
        builtin_player(f"fsf:1:{program}")


@pytest.mark.parametrize("variant, options, words", [
    ("magnetic-chess", {}, "field-less code NNNN"),
    ("chess-custom", {"code": "NNNN/RAAR"}, "field-less code NNNN"),
    ("chess-custom", {"code": "NNNN", "code_rule": "cycle", "codes": "NNNN RRRR"},
     "field-less code NNNN"),
    ("chess-custom", {"code": "NNNN", "no_repetition": "true"}, "no_repetition"),
    ("go", {}, "only chess"),
])
def test_a_game_it_cannot_express_is_refused_before_the_program_starts(
        tmp_path, variant, options, words):
    program, log = fake_program(tmp_path, "fsf")
    start = new_position(variant, **options)
    player = FairyStockfishPlayer(1, program)
    with pytest.raises(PlayerError, match=words):
        play_game(player, OursPlayer(1, playouts=20), start, max_moves=2)
    assert not log.exists()  # never started


def test_castling_and_promotion_go_both_ways(tmp_path):
    """Two fake engines play each other; each move is checked by our rules in the game loop,
    and each engine follows the game from the FEN with Fairy-Stockfish's rules."""
    white, white_log = fake_program(tmp_path, "white", "e1g1", "b7b8n")
    black, black_log = fake_program(tmp_path, "black", "e8c8", "c8b8")
    start = from_fen("r3k3/1P6/8/8/8/8/8/4K2R w Kq - 0 1")
    result = play_game(FairyStockfishPlayer(1, black), FairyStockfishPlayer(1, white), start,
                       max_moves=4)
    assert (result.reason, result.message) == ("move cap", "")
    assert [text for _, text in result.moves] == ["e1g1", "e8c8", "b7b8n", "c8b8"]
    assert result.start.play(result.start.parse_move("e1g1")).position.board_text().splitlines(
        )[7] == ".....RK."
    told = f"position fen {start.fen()} moves e1g1 e8c8 b7b8n"
    assert told in black_log.read_text().splitlines()
    assert "go depth 1" in white_log.read_text().splitlines()


def test_a_match_against_our_search_through_the_arena_loop(tmp_path):
    program, log = fake_program(tmp_path, "fsf")
    player = builtin_player(f"fsf:2:{program}")
    assert player is not None
    match = run_match(OursPlayer(1, playouts=30), player, NNNN, 2, seed=1, max_moves=10,
                      opening_plies=2)
    assert [r.reason for r in match.results if r.reason not in FINE] == []
    assert sum("ucinewgame" in line for line in log.read_text().splitlines()) == 2


def real_program() -> Path:
    if not DEFAULT_PROGRAM.is_file():
        pytest.skip("Fairy-Stockfish is not built here: "
                    "python3 benchmarks/setup_fairy_stockfish.py")
    return DEFAULT_PROGRAM


def test_the_real_program_plays_legal_moves_against_ours():
    real_program()
    player = builtin_player("fsf:1")
    assert player is not None
    match = run_match(OursPlayer(1, playouts=30), player, NNNN, 2, seed=1, max_moves=10,
                      opening_plies=2)
    assert [(r.reason, r.message) for r in match.results if r.reason not in FINE] == []


@pytest.mark.parametrize("fen, expected", [
    ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e8"),  # takes the king
    ("8/1P6/8/8/8/8/k7/6K1 w - - 0 1", "b7b8q"),  # promotes
])
def test_the_real_program_answers_in_our_notation(fen, expected):
    player = FairyStockfishPlayer(2, real_program())
    try:
        start = from_fen(fen)
        player.new_game(start, 0)
        move = player.genmove(start)
    finally:
        player.close()
    assert move == expected
    assert start.move_text(start.parse_move(move)) == expected

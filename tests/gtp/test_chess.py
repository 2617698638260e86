"""The Magnetic Chess family over the text protocol: ``magnetdesk-variant``, ``play w e2e4``,
the legal moves, the board text (FEN letters, rank 8 first), ``showboard``, ``undo``, the
files (SGF and printed text records), the result, and ``genmove``."""

from __future__ import annotations

import sys

import pytest

from tests.gtp.test_protocol import ok, refused, send, session
from tests.helpers.gtp_process import GtpProcess
from tests.record.test_chess_files import MAGNETIC_1, MAGNETIC_1_FINAL

START = "\n".join(("rnbqkbnr", "pppppppp", "........", "........", "........", "........",
                   "PPPPPPPP", "RNBQKBNR"))


def chess(variant: str = "magnetic-chess", **options):
    return session(variant, **options)


def rows(s) -> list[str]:
    return ok(s, "magnetdesk-board").splitlines()


# --- the variant --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "variant", ["magnetic-chess", "anti-magnetic-chess", "gravity-chess", "anti-gravity-chess",
                "chess-RANR", "chess-ranr", "chess-custom"],
)
def test_magnetdesk_variant_selects_each_chess_variant_on_the_start_position(variant):
    s = session("go", size=9)
    ok(s, f"magnetdesk-variant {variant}")
    assert s.game.variant.family == "chess"
    assert ok(s, "magnetdesk-board") == START


def test_a_custom_code_is_an_option_and_a_bad_one_is_refused_with_the_reason():
    s = chess()
    ok(s, "magnetdesk-variant chess-custom code=NNNN")
    assert s.game.position.code.text == "NNNN"
    assert "not a field code" in refused(s, "magnetdesk-variant chess-custom code=RAX")
    assert "unknown variant" in refused(s, "magnetdesk-variant chess-RAX")


# --- moves --------------------------------------------------------------------------------------


def test_play_takes_long_algebraic_and_the_field_moves_pieces():
    s = chess()
    ok(s, "play w e2e4")  # the e4 pawn pulls the black e7 pawn to e5
    assert rows(s)[1] == "pppp.ppp" and rows(s)[3] == "....p..."
    ok(s, "play b d7d5")  # d5 pushes the black e5 pawn to h5, pulls the white d2 pawn to d4
    assert rows(s)[3] == "...p...p" and rows(s)[4] == "...PP..."


def test_a_bad_move_answers_the_reason_and_changes_nothing():
    s = chess()
    assert refused(s, "play w e2e5") == "illegal move: the pawn on e2 cannot move to e5"
    assert refused(s, "play w e3e4") == "illegal move: there is no piece on e3"
    assert refused(s, "play w e7e5") == "illegal move: the piece on e7 is not yours"
    assert "is not a move such as" in refused(s, "play w e9e4")
    assert "do not name codes" in refused(s, "play w e2e4 RAAR")
    assert refused(s, "play w") == "syntax error: missing argument"


def test_promotion_needs_its_piece_and_takes_any_of_four():
    s = chess("chess-NNNN")
    send(s, "play w b2b4", "play b a7a5", "play w b4a5", "play b b7b6", "play w a5b6",
         "play b h7h6", "play w b6c7", "play b h6h5")
    assert "add q, r, b or n" in refused(s, "play w c7b8")
    ok(s, "play w c7b8n")
    assert rows(s)[0] == "rNbqkbnr"


def test_either_colour_may_play_as_in_go():
    s = chess()
    ok(s, "play b e7e5")  # Black moves first here: the white e2 pawn is pulled to e4
    assert rows(s)[4] == "....P..."


def test_magnetdesk_legal_lists_the_moves_in_long_algebraic():
    s = chess()
    legal = ok(s, "magnetdesk-legal").split()
    assert len(legal) == 20 and "e2e4" in legal and "g1f3" in legal
    ok(s, "magnetdesk-variant chess-custom code_rule=mover codes=RAAR NNNN")
    named = ok(s, "magnetdesk-legal").splitlines()  # a move with its code per line
    assert len(named) == 40 and {"e2e4 RAAR", "e2e4 NNNN"} <= set(named)


def test_players_who_name_codes_play_them_after_the_move():
    s = chess("chess-custom", code_rule="mover", codes="RAAR NNNN")
    assert "name the code" in refused(s, "play w e2e4")
    ok(s, "play w e2e4 NNNN")
    assert rows(s)[1] == "pppppppp"


def test_undo_takes_back_moves_and_their_field():
    s = chess()
    send(s, "play w e2e4", "play b g8f6")
    send(s, "undo", "undo")
    assert ok(s, "magnetdesk-board") == START
    assert refused(s, "undo") == "cannot undo"


def test_showboard_draws_files_ranks_the_code_and_the_side_to_move():
    s = chess()
    ok(s, "play w e2e4")
    picture = ok(s, "showboard").splitlines()
    assert picture[0] == "a b c d e f g h"  # the answer's leading spaces are stripped
    assert picture[1] == "8 r n b q k b n r 8"
    assert picture[5] == "4 . . . . P . . . 4"
    assert picture[-2:] == ["field code RAAR", "black to move"]


def test_showboard_names_a_random_code_and_a_named_one():
    s = chess("chess-custom", code_rule="random", codes="AAAA", seed=7)
    assert "field code AAAA (random)" in ok(s, "showboard")
    ok(s, "magnetdesk-variant chess-custom code_rule=mover codes=RAAR NNNN")
    assert "the player names the code: one of RAAR NNNN" in ok(s, "showboard")


def test_list_stones_names_the_squares_of_a_colours_pieces():
    s = chess()
    assert ok(s, "list_stones white").split()[:3] == ["a1", "b1", "c1"]
    assert len(ok(s, "list_stones black").split()) == 16


def test_go_commands_that_do_not_apply_are_refused():
    s = chess()
    assert refused(s, "boardsize 9") == "unacceptable size"
    assert refused(s, "fixed_handicap 2") == "Magnetic Chess has no handicap stones"
    assert "whole moves" in refused(s, "magnetdesk-action w e2e4")
    assert "chess pieces are never dead" in refused(s, "final_status_list dead")
    ok(s, "komi 6.5")  # no komi in chess: ignored, as in Atari-Go


def test_genmove_plays_a_legal_chess_move_for_either_colour():
    s = chess("chess-custom", code_rule="mover", codes="RAAR NNNN")
    proposed = ok(s, "reg_genmove w")
    assert proposed in ok(s, "magnetdesk-legal").splitlines()
    assert rows(s) == START.splitlines()  # reg_genmove plays nothing
    played = ok(s, "genmove w")
    assert rows(s) != START.splitlines()
    reply = ok(s, "genmove b")
    assert played != reply and ok(s, "magnetdesk-legal")


# --- the result ---------------------------------------------------------------------------------


def test_final_score_is_the_result_once_a_king_is_taken():
    s = chess("chess-NNNN")
    assert "not over" in refused(s, "final_score")
    send(s, "play w e2e3", "play b f7f6", "play w d1h5", "play b a7a6", "play w h5e8")
    assert ok(s, "final_score") == "W+"
    assert ok(s, "showboard").splitlines()[-1] == "game over: king captured, white wins"
    assert ok(s, "magnetdesk-legal") == ""
    assert refused(s, "play b a6a5") == "the game is over (king captured)"


# --- files --------------------------------------------------------------------------------------


def test_printsgf_and_loadsgf_round_trip_a_chess_game(tmp_path):
    s = chess("chess-custom", code_rule="cycle", codes="AAAA RRRR")
    send(s, "play w e2e4", "play b b8c6", "play w g1f3")
    text = ok(s, "printsgf")
    assert "GM[3]" in text and ";W[e2e4]MC[AAAA];B[b8c6]MC[AAAA];W[g1f3]MC[RRRR]" in text
    path = tmp_path / "game.sgf"
    ok(s, f"printsgf {path}")
    board = ok(s, "magnetdesk-board")
    t = chess("go")
    assert ok(t, f"loadsgf {path}") == "black"
    assert t.game.variant.id == "chess-custom" and ok(t, "magnetdesk-board") == board
    assert ok(t, f"loadsgf {path} 2") == "black"
    assert rows(t)[6] == "PPPP.PPP"


def test_loadsgf_plays_a_printed_record_in_the_sessions_chess_variant(tmp_path):
    path = tmp_path / "magnetic-1.txt"
    path.write_text(MAGNETIC_1, encoding="utf-8")
    s = chess()
    assert ok(s, f"loadsgf {path}") == "white"
    assert ok(s, "magnetdesk-board") == MAGNETIC_1_FINAL
    assert "not over" in refused(s, "final_score")  # 0-1: White resigned; the king stands
    ok(s, "undo")
    assert ok(s, "magnetdesk-board") != MAGNETIC_1_FINAL


def test_loadsgf_plays_a_record_up_to_an_impossible_move(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("1. e4 Nc6 2. Bb5 Nd4 3. Bxe8 Kd8", encoding="utf-8")
    s = chess()
    ok(s, "play w d2d4")
    assert ok(s, f"loadsgf {path}") == "white"  # 1. e4 Nc6 2. Bb5 Nd4: White to play
    expected = chess()
    for move in ("w e2e4", "b b8c6", "w f1b5", "b c6d4"):
        ok(expected, f"play {move}")
    assert ok(s, "magnetdesk-board") == ok(expected, "magnetdesk-board")
    go = session("go", size=9)
    assert "choose a chess variant" in refused(go, f"loadsgf {path}")


def test_loadsgf_refuses_a_record_whose_first_move_is_impossible_and_keeps_the_game(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("1. e5 e6", encoding="utf-8")
    s = chess()
    ok(s, "play w d2d4")
    board = ok(s, "magnetdesk-board")
    assert refused(s, f"loadsgf {path}").startswith("cannot load file: the record cannot be")
    assert ok(s, "magnetdesk-board") == board


def test_the_program_plays_chess_from_the_command_line():
    engine = GtpProcess([sys.executable, "-m", "magnetdesk.gtp", "--variant", "magnetic-chess",
                         "--workers", "1"])
    answers = engine.run("play w e2e4", "magnetdesk-board")
    assert answers[1].splitlines()[3] == "....p..."

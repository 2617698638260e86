"""The Magnetic Chess rules, one behaviour per test, positions drawn as board text (rank 8
first). Codes are ``wXw wXb bXw bXb``; RAAR is Magnetic Chess."""

from __future__ import annotations

import random

import pytest

from magnetdesk.engine.chess.field import (
    Attracted,
    PieceCaptured,
    PieceMoved,
    Promoted,
    Repelled,
)
from magnetdesk.engine.chess.moves import LETTER_PIECES
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.rules import parse_code
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Reason
from tests.helpers.chess import after, board, play, rows, sq

P = LETTER_PIECES

RULE_5 = rows(
    "...b....",
    "........",
    "...K....",
    "q.R..rP.",
    "...Q....",
    "........",
    "...b....",
    "........",
)


def test_the_rule_5_example_pushes_pulls_and_is_blocked_by_the_king():
    assert after(board(RULE_5), "d4d5") == rows(
        "...b....",
        "........",
        "...K....",
        "qR.Qr.P.",
        "...b....",
        "........",
        "........",
        "........",
    )


def test_a_move_reports_its_effects_in_order_for_the_animation():
    effects = play(board(RULE_5), "d4d5").effects
    assert effects == (
        PieceMoved(sq("d4"), sq("d5"), P["Q"]),
        Attracted(sq("f5"), sq("e5"), P["r"]),
        Repelled(sq("c5"), sq("b5"), P["R"]),
        Attracted(sq("d2"), sq("d4"), P["b"]),
    )


def test_an_attracted_piece_comes_from_any_distance_to_the_square_next_to_the_mover():
    p = board(rows("n......k", *["........"] * 6, "R......K"))
    assert after(p, "a1a2").splitlines()[5] == "n......."


def test_a_repelled_piece_slides_to_the_edge():
    p = board(rows("k.......", *["........"] * 3, "R....N..", "........", "........", "K......."))
    assert after(p, "a4d4").splitlines()[4] == "...R...N"


def test_a_repelled_piece_stops_before_the_next_piece():
    p = board(rows("k.......", *["........"] * 3, "R....N.p", "........", "........", "K......."))
    assert after(p, "a4d4").splitlines()[4] == "...R..Np"


def test_a_king_blocks_the_field_and_is_never_moved():
    p = board(rows("...r...k", "........", "...K....", *["........"] * 4, "R......."), code="AAAA")
    assert after(p, "a1d1").splitlines()[:3] == ["...r...k", "........", "...K...."]


def test_a_king_first_on_a_line_is_not_attracted():
    p = board(rows("...k....", *["........"] * 6, "R......K"), code="AAAA")
    assert after(p, "a1d1").splitlines()[0] == "...k...."


def test_a_kings_own_move_emits_no_field():
    p = board(rows("....r..k", *["........"] * 6, "....K..."))
    assert after(p, "e1e2").splitlines()[0] == "....r..k"


def test_the_field_comes_from_the_destination_not_from_the_vacated_square():
    p = board(rows("...n...k", *["........"] * 6, "...R...."))
    assert after(p, "d1h1") == rows("...n...k", *["........"] * 6, ".......R")


def test_a_capture_emits_like_any_move():
    p = board(rows("r......k", "........", "........", "p.......", *["........"] * 3, "R......K"))
    assert after(p, "a1a5").splitlines()[:4] == [".......k", "........", "r.......", "R......."]


def test_a_promoted_piece_emits_from_its_square():
    p = board(rows(".......r", ".P......", *["........"] * 5, "K.....k."))
    assert after(p, "b7b8q").splitlines()[0] == ".Qr....."


def test_castling_emits_from_the_rooks_new_square_only():
    p = board(rows(".....rrk", *["........"] * 6, "....K..R"), castling="K")
    # f1 pulls the f8 rook down to f2; the king's arrival on g1 moves nothing on the g-file
    assert after(p, "e1g1") == rows("......rk", *["........"] * 5, ".....r..", ".....RK.")


def test_a_pawn_the_field_puts_on_its_last_rank_is_a_queen_even_on_the_opponents_move():
    p = board(rows(".......k", "........", "........", "P.......", *["........"] * 3,
                   ".r.....K"), to_move="b", code="ARRA")
    t = play(p, "b1a1")  # Black repels White: the a5 pawn slides up to a8
    assert t.position.board_text().splitlines()[0] == "Q......k"
    assert Promoted(sq("a8"), P["P"], P["Q"], magnetic=True) in t.effects


def test_a_pawn_pushed_onto_its_first_rank_stays_a_pawn_and_may_step_two():
    p = board(rows("k.......", *["........"] * 3, ".......R", "P.......", "........",
                   ".......K"))
    q = play(p, "h4a4").position
    assert q.board_text().splitlines()[7] == "P......K"
    q = play(q, "a8b8").position
    assert {q.move_text(m) for m in q.legal_moves() if m.start == sq("a1")} == {"a1a2", "a1a3"}


def test_a_pawn_on_its_second_rank_steps_two_however_often_it_moved():
    p = board(rows("k.......", "........", "........", "........", "........", "........",
                   "...P....", ".......K"))
    assert p.is_legal(p.parse_move("d2d4"))


def test_a_two_square_step_needs_both_squares_empty():
    p = board(rows("k.......", *["........"] * 4, "....n...", "....P...", ".......K"))
    assert not p.is_legal(p.parse_move("e2e4"))


def test_there_is_no_en_passant():
    p = board(rows("k.......", "...p....", "........", "....P...", *["........"] * 3,
                   ".......K"), to_move="b", code="NNNN")
    q = play(p, "d7d5").position
    assert not q.is_legal(q.parse_move("e5d6"))


def test_check_is_not_considered_moving_into_attack_is_legal():
    p = board(rows("r......k", *["........"] * 6, "....K..."), code="NNNN")
    assert p.is_legal(p.parse_move("e1d1")) and p.is_legal(p.parse_move("e1e2"))


def test_castling_through_an_attacked_square_is_legal():
    p = board(rows(".....r.k", *["........"] * 6, "....K..R"), castling="K", code="NNNN")
    assert p.is_legal(p.parse_move("e1g1"))


def test_taking_the_king_wins_at_once():
    p = board(rows("k.......", *["........"] * 6, "R......K"), code="NNNN")
    q = play(p, "a1a8").position
    assert q.end is not None and q.end.winner == WHITE and q.end.reason == "king captured"
    assert q.legal_moves() == []


def test_a_player_without_a_legal_move_loses():
    p = board(rows("........", *["........"] * 6, "K......."), to_move="b")
    assert p.end is not None and p.end.winner == WHITE
    assert p.legal_moves() == []


def test_a_game_over_refuses_further_moves():
    p = board(rows("r......k", *["........"] * 6, "K......."), to_move="b", code="NNNN")
    q = play(p, "a8a1").position
    refusal = q.attempt(q.parse_move("h8h7"))
    assert isinstance(refusal, Illegal) and refusal.reason == Reason.GAME_OVER


def test_no_repetition_forbids_a_move_that_recreates_an_earlier_position():
    p = board(rows(".......k", *["........"] * 6, "K......."), code="RRRR", no_repetition=True)
    q = play(p, "a1a2", "h8h7", "a2a1").position
    refusal = q.attempt(q.parse_move("h7h8"))
    assert isinstance(refusal, Illegal) and refusal.reason == Reason.SUPERKO
    assert "h7h8" not in {q.move_text(m) for m in q.legal_moves()}


def test_no_repetition_plays_only_the_moves_that_could_repeat_and_agrees_with_playing_all():
    # legal_moves skips captures, promotions and the moves right after one; playing every
    # move must give the same list, along random Anti-gravity games that often move a piece
    # straight back (so that many moves would repeat: about 50 in these 450 positions).
    rng = random.Random(3)
    forbidden = 0
    for _ in range(6):
        p = new_chess_position("anti-gravity-chess")
        last: dict[int, tuple[int, int]] = {}
        for _ in range(80):
            if p.end is not None:
                break
            pseudo = list(p._board_moves())
            every = [m for m in pseudo if not isinstance(p.attempt(m), Illegal)]
            assert p.legal_moves() == every
            forbidden += len(pseudo) - len(every)
            back = [m for m in every if (m.end, m.start) == last.get(p.to_move)]
            move = back[0] if back and rng.random() < 0.7 else rng.choice(every)
            last[p.to_move] = (move.start, move.end)
            p = p.attempt(move).position
    assert forbidden >= 20


def test_a_player_whose_every_move_would_repeat_has_no_legal_move_and_loses():
    # The white king walks a1-b1-b2-a2 twice while the black king shuffles h8-g8: back on
    # a1, each of its three moves would recreate a position with the black king on g8.
    p = board(rows(".......k", *["........"] * 6, "K......."), code="RRRR", no_repetition=True)
    before = play(p, "a1b1", "h8g8", "b1b2", "g8h8", "b2a2", "h8g8", "a2b1", "g8h8", "b1b2",
                  "h8g8", "b2a2", "g8h8", "a2a1").position
    assert before.end is None and before.legal_moves()
    q = play(before, "h8g8").position
    assert q.legal_moves() == [] and q._board_moves()
    assert (q.end.winner, q.end.reason) == (BLACK, "no legal move")


def test_anti_gravity_forbids_repetition_by_default():
    assert new_chess_position("anti-gravity-chess").rules.no_repetition
    assert not new_chess_position("magnetic-chess").rules.no_repetition


def test_the_third_occurrence_of_a_position_is_a_draw():
    p = board(rows(".......k", *["........"] * 6, "K......."))
    shuffle = ("a1a2", "h8h7", "a2a1", "h7h8")
    q = play(p, *shuffle).position
    assert q.end is None
    q = play(q, *shuffle).position
    assert q.end is not None and q.end.winner is None and "repetition" in q.end.reason


def test_fifty_moves_without_a_capture_or_a_pawn_move_draw():
    p = board(rows(".......k", *["........"] * 6, "K......."))
    tired = ChessPosition(p.rules, p.board, WHITE, 0, ply=200, quiet=99)
    end = play(tired, "a1a2").position.end
    assert end is not None and end.winner is None and "fifty" in end.reason


def test_a_rook_moved_by_the_field_loses_its_castling_right_for_good():
    p = board(rows("k.......", "r.......", *["........"] * 5, "....K..R"), to_move="b",
              castling="K")
    q = play(p, "a7h7").position
    assert q.board_text().splitlines()[2] == ".......R"
    q = play(q, "h6h1", "a8b8").position
    assert not q.is_legal(q.parse_move("e1g1"))


@pytest.mark.parametrize(
    ("code", "mover", "target", "row_of_target"),
    [
        ("ANNN", "R", "N", 6), ("RNNN", "R", "N", 0), ("NNNN", "R", "N", 3),
        ("NANN", "R", "n", 6), ("NRNN", "R", "n", 0), ("RNRR", "R", "n", 3),
        ("NNAN", "r", "N", 6), ("NNRN", "r", "N", 0), ("RRNR", "r", "N", 3),
        ("NNNA", "r", "n", 6), ("NNNR", "r", "n", 0), ("AAAN", "r", "n", 3),
    ],
)
def test_each_letter_of_the_code_rules_one_pair_of_colours(code, mover, target, row_of_target):
    """The mover goes a1-d1 (or a8-d8 for Black, the picture upside down); its target stands
    on the d-file, three squares away: attracted next to it, repelled to the edge, or not."""
    if mover == "R":
        text = rows("k.......", "........", "........", f"...{target}....", *["........"] * 3,
                    f"{mover}......K")
        move, line = "a1d1", lambda b: b.splitlines()
    else:
        text = rows(f"{mover}......k", *["........"] * 3, f"...{target}....", "........",
                    "........", "K.......")
        move, line = "a8d8", lambda b: b.splitlines()[::-1]
    p = board(text, to_move="w" if mover == "R" else "b", code=code)
    lines = line(after(p, move))
    assert lines[row_of_target][3] == target


def test_origin_square_fields_make_the_vacated_square_emit_too():
    p = board(rows("...n...k", *["........"] * 6, "...R...."), code="RAAR/RAAR")
    assert after(p, "d1h1") == rows(
        ".......k", *["........"] * 5, "...n....", ".......R"
    )


def test_a_piece_reached_by_both_fields_is_moved_by_the_destination_field_only():
    p = board(rows(".......k", *["........"] * 6, ".Nb....K"), code="RNAR/RRRR")
    assert after(p, "b1c3").splitlines()[7] == "..b....K"


def test_a_move_text_that_is_not_a_move_is_refused_with_the_reason():
    p = new_chess_position()
    refusal = p.parse_move("e9e4")
    assert isinstance(refusal, Illegal) and refusal.reason == Reason.SYNTAX


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("e3e4", "there is no piece on e3"),
        ("e7e5", "the piece on e7 is not yours"),
        ("e2e5", "the pawn on e2 cannot move to e5"),
        ("g1g3", "the knight on g1 cannot move to g3"),
    ],
)
def test_an_impossible_move_says_why(move, message):
    p = new_chess_position()
    refusal = p.attempt(p.parse_move(move))
    assert isinstance(refusal, Illegal) and refusal.message == message


def test_a_pawn_reaching_the_last_rank_must_name_its_promotion():
    p = board(rows("k.......", "...P....", *["........"] * 5, ".......K"))
    refusal = p.attempt(p.parse_move("d7d8"))
    assert isinstance(refusal, Illegal) and "promotes" in refusal.message
    assert p.is_legal(p.parse_move("d7d8n"))


def test_a_capture_reports_the_taken_piece():
    p = board(rows("k.......", "........", "...p....", *["........"] * 4, "...R...K"),
              code="NNNN")
    assert PieceCaptured(sq("d6"), P["p"]) in play(p, "d1d6").effects


def test_the_start_position_has_twenty_moves_and_white_to_move():
    p = new_chess_position("gravity-chess")
    assert p.to_move == WHITE and len(p.legal_moves()) == 20
    assert p.board_text() == rows(
        "rnbqkbnr", "pppppppp", *["........"] * 4, "PPPPPPPP", "RNBQKBNR"
    )


def test_a_position_hash_is_board_and_player_to_move():
    p = new_chess_position("chess-NNNN")
    q = play(p, "g1f3", "g8f6", "f3g1", "f6g8").position
    assert hash(q) == hash(p) and q.hash == p.hash
    assert q.with_to_move(BLACK).hash != p.hash


def test_codes_read_in_any_case_and_refuse_other_letters():
    assert parse_code("aarr").text == "AARR"
    assert parse_code("RAXR") is None and parse_code("RAA") is None

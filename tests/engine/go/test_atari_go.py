"""Atari-Go: the first capture wins; the crosscut start; no ko; most stones after two passes."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, GameEnd, Reason
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import VARIANTS, new_position
from tests.helpers.rules import names, play


def atari(text: str, to_move: str = "black"):
    return position_from_text("atari-go", text, to_move)


WHITE_IN_ATARI = """
    . . . . .
    . . X . .
    . X O . .
    . . X . .
    . . . . .
"""
BLACK_IN_ATARI = """
    . . . . .
    . . O . .
    . O X . .
    . . O . .
    . . . . .
"""


def test_the_game_starts_from_the_crosscut() -> None:
    p = new_position("atari-go")
    assert p.rules.size == 9
    assert names(p, BLACK) == {"D5", "E4"}
    assert names(p, WHITE) == {"E5", "D4"}
    assert p.to_move == BLACK
    assert p.end is None


def test_the_crosscut_sits_in_the_centre_of_larger_boards() -> None:
    p = new_position("atari-go", size=13)
    assert names(p, BLACK) == {"F7", "G6"}
    assert names(p, WHITE) == {"G7", "F6"}


def test_the_empty_start_option_gives_an_empty_board() -> None:
    p = new_position("atari-go", start="empty")
    assert p.stones(BLACK) == p.stones(WHITE) == []
    assert p.to_move == BLACK


def test_the_first_capture_wins_at_once() -> None:
    t = play(atari(WHITE_IN_ATARI), "D3")
    assert t.captured() == 1
    assert t.position.end == GameEnd("first capture", winner=BLACK)
    assert t.position.end.result_text == "B+"


def test_white_wins_by_capturing_first() -> None:
    p = atari(BLACK_IN_ATARI, "white")
    end = play(p, "D3").position.end
    assert end.winner == WHITE
    assert end.result_text == "W+"


def test_after_the_winning_capture_no_move_is_legal() -> None:
    p = play(atari(WHITE_IN_ATARI), "D3").position
    assert p.attempt(p.parse_move("A1")).reason is Reason.GAME_OVER
    assert p.attempt(PASS).reason is Reason.GAME_OVER
    assert p.legal_moves() == []


def test_a_move_that_captures_nothing_does_not_end_the_game() -> None:
    assert play(atari(WHITE_IN_ATARI), "E5").position.end is None


def test_a_capture_by_a_stone_without_other_liberties_wins() -> None:
    p = atari("""
        . X O . .
        X O . O .
        . X O . .
        . . . . .
        . . . . .
    """)
    assert play(p, "C4").position.end.winner == BLACK


def test_atari_go_has_no_ko_rule() -> None:
    assert new_position("atari-go").rules.ko == "none"
    assert "ko" not in {o.key for o in VARIANTS["atari-go"].options}


def test_suicide_is_forbidden() -> None:
    p = atari("""
        . O . . .
        O . . . .
        . . . . .
        . . . . .
        . . . . .
    """)
    assert p.attempt(p.parse_move("A5")).reason is Reason.SUICIDE


def test_two_passes_before_a_capture_give_the_win_to_the_side_with_more_stones() -> None:
    p = atari("""
        X . . . .
        . . X . .
        . . . . O
        X . . . .
        . . . . .
    """)
    end = play(p, "pass", "pass").position.end
    assert end.winner == BLACK
    assert not end.needs_scoring
    assert end.result_text == "B+"


def test_white_wins_on_passes_with_more_stones() -> None:
    p = atari("""
        O . . . .
        . . O . .
        . . . . X
        . . . . .
        . . . . .
    """)
    assert play(p, "pass", "pass").position.end.winner == WHITE


def test_two_passes_with_equal_stones_are_a_draw() -> None:
    end = play(new_position("atari-go"), "pass", "pass").position.end
    assert end.winner is None
    assert not end.needs_scoring
    assert end.result_text == "0"


def test_passes_with_a_move_between_do_not_end_the_game() -> None:
    assert play(new_position("atari-go"), "pass", "A1", "pass").position.end is None

"""Stoical Go: no ko; no capture right after an opponent's capture; repetition ends the game."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, GameEnd, Reason
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.variants import VARIANTS, new_position
from tests.helpers.rules import names, play, refused


def stoical(text: str, to_move: str = "black", **options):
    return position_from_text("stoical-go", text, to_move, **options)


KO = """
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    . . . . .
"""

# Black can take B5 (at C5) and G7 (at G6); White can take F2 (at G2).
THREE_ATARIS = """
    . . . . . X O
    . X . . . . .
    X O . . . . .
    . X . . . . .
    . . . . . O .
    . . . . O X .
    . . . . . O .
"""


def test_stoical_go_has_no_ko_rule() -> None:
    assert new_position("stoical-go").rules.ko == "none"


def test_retaking_a_ko_at_once_is_refused_by_the_stoical_rule() -> None:
    p = play(stoical(KO), "C4").position
    assert refused(p, "B4").reason is Reason.STOICAL


def test_a_ko_may_be_retaken_after_a_non_capturing_exchange() -> None:
    t = play(stoical(KO), "C4", "E1", "E2", "B4")
    assert t.captured() == 1


def test_no_capture_anywhere_right_after_an_opponent_capture() -> None:
    p = play(stoical(THREE_ATARIS), "C5").position
    assert p.last_capture == 1
    illegal = refused(p, "G2")
    assert illegal.reason is Reason.STOICAL
    assert "capture" in illegal.message


def test_a_non_capturing_move_right_after_an_opponent_capture_is_legal() -> None:
    t = play(stoical(THREE_ATARIS), "C5", "A1")
    assert t.captured() == 0
    assert t.position.to_move == BLACK


def test_a_capture_is_legal_once_the_opponent_made_a_move_that_captured_nothing() -> None:
    t = play(stoical(THREE_ATARIS), "C5", "A1", "A7", "G2")
    assert t.captured() == 1
    assert names(t.position, BLACK) >= {"C5"}


def test_a_pass_captures_nothing_so_it_clears_the_restriction() -> None:
    p = play(stoical(THREE_ATARIS), "C5", "pass").position
    assert p.last_capture == 0
    assert play(p, "G6").captured() == 1  # Black captures again: White's pass took nothing


def test_the_restricted_player_may_pass() -> None:
    p = play(stoical(THREE_ATARIS), "C5").position
    assert p.is_legal(p.parse_move("pass"))


def test_suicide_is_forbidden() -> None:
    p = stoical("""
        . O . . .
        O . . . .
        . . . . .
        . . . . .
        . . . . .
    """)
    assert refused(p, "A5").reason is Reason.SUICIDE


# --- the snapback refinement ----------------------------------------------------------------

SNAPBACK = """
    . . . . .
    . . . . .
    X X X X X
    X O O O X
    X O . . X
"""


def test_a_snapback_is_refused_without_the_refinement() -> None:
    p = play(stoical(SNAPBACK), "C1", "D1").position  # White takes the thrown-in stone
    assert refused(p, "C1").reason is Reason.STOICAL


def test_the_snapback_refinement_allows_taking_more_than_the_opponent_just_took() -> None:
    p = play(stoical(SNAPBACK, snapback=True), "C1", "D1").position
    t = play(p, "C1")
    assert t.captured() == 5
    assert names(t.position, WHITE) == set()


def test_the_snapback_refinement_still_refuses_taking_as_many_as_the_opponent_just_took() -> None:
    p = play(stoical(KO, snapback=True), "C4").position
    assert refused(p, "B4").reason is Reason.STOICAL


# --- repetition -----------------------------------------------------------------------------

# White's E1 puts two stones in atari; Black takes them at C1; after a pass Black adds B1;
# White takes the two black stones at D1; Black passes; White's E1 again recreates the board
# White made with its first move.
CYCLE_START = """
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    O O O X X X
    O . . O . X
"""
CYCLE = ("E1", "C1", "pass", "B1", "D1", "pass", "E1")


def test_the_cycle_is_made_of_legal_moves_and_has_not_ended_before_it_closes() -> None:
    p = play(stoical(CYCLE_START, "white"), *CYCLE[:-1]).position
    assert p.end is None
    assert p.to_move == WHITE


def test_repeating_your_own_earlier_position_ends_the_game_in_a_draw() -> None:
    t = play(stoical(CYCLE_START, "white"), *CYCLE)
    assert t.position.end == GameEnd("repetition", winner=None)
    assert t.position.end.result_text == "0"
    assert t.position.board == play(stoical(CYCLE_START, "white"), "E1").position.board


def test_with_the_loss_option_the_repeating_player_loses() -> None:
    t = play(stoical(CYCLE_START, "white", repetition="loss"), *CYCLE)
    assert t.position.end == GameEnd("repetition", winner=BLACK)
    assert t.position.end.result_text == "B+"


def test_after_a_repetition_no_move_is_legal() -> None:
    p = play(stoical(CYCLE_START, "white"), *CYCLE).position
    assert p.attempt(p.parse_move("A6")).reason is Reason.GAME_OVER


# --- options --------------------------------------------------------------------------------


def test_scoring_is_area_by_default_with_stone_counting_as_the_option() -> None:
    option = VARIANTS["stoical-go"].option("scoring")
    assert option.default == "area"
    assert option.choices == ("area", "stones")
    assert new_position("stoical-go", size=9).rules.scoring == "area"
    assert new_position("stoical-go", size=9).rules.komi == 7.5
    assert new_position("stoical-go", size=9, scoring="stones").rules.scoring == "stones"


def test_territory_scoring_is_not_a_stoical_go_option() -> None:
    with pytest.raises(OptionError, match="scoring must be one of area, stones"):
        new_position("stoical-go", scoring="territory")


def test_repetition_is_a_draw_by_default_and_snapback_off() -> None:
    variant = VARIANTS["stoical-go"]
    assert variant.option("repetition").default == "draw"
    assert variant.option("repetition").choices == ("draw", "loss")
    assert variant.option("snapback").default is False
    rules = new_position("stoical-go").rules
    assert rules.repetition == "draw"
    assert rules.snapback is False


def test_stoical_go_presets_are_the_odd_sizes_7_to_19() -> None:
    assert VARIANTS["stoical-go"].option("size").presets == (7, 9, 11, 13, 15, 17, 19)


def test_stoical_go_accepts_blocking_points() -> None:
    p = new_position("stoical-go", size=7, blocked="D4")
    assert p.parse_move("D4").reason is Reason.OFF_BOARD
    assert p.board_text().splitlines()[3] == "...#..."

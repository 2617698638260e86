"""Counting finished games (area, territory, stones) and the dead-stone estimate."""

from __future__ import annotations

import random

import pytest

from magnetdesk.engine.core.counting import toggle_group
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.scoring import (
    dead_chains,
    estimate_dead,
    playout_ownership,
    score,
    seki_chains,
)

SPLIT = """
    . X O . .
    . X O . .
    . X O . .
    . X O . .
    . X O . .
"""

# Black's D4 is dead inside White's area.
INVADER = """
    . X O . .
    . X O X .
    . X O . .
    . X O . .
    . X O . .
"""

# The inner black chain (B1-E2) and the inner white chain (F1-J2) have one eye each and share
# the liberty E1: whoever plays there puts their own chain in atari. Rows 5-10 are blocked.
SEKI = """
    # # # # # # # # # #
    # # # # # # # # # #
    # # # # # # # # # #
    # # # # # # # # # #
    # # # # # # # # # #
    # # # # # # # # # #
    . O . O O X X . X .
    O O O O O X X X X X
    O X X X X O O O O X
    O X . X . O . O X .
"""
SEKI_STONES = {"B1", "B2", "C2", "D1", "D2", "E2", "F1", "F2", "G2", "H1", "H2", "J2"}

# A finished 9x9 game: Black's G6 is dead in White's area, White's D3 in Black's.
FINISHED = """
    . X O O . . . . .
    . X X O . . O . .
    . . X O O . . O .
    . . X O . O X . .
    . X . X O O O O O
    . . . X X X X X O
    . . X O . . X . X
    . . X . . . . . .
    . . . . . . . . .
"""


def cells(position, *names: str) -> set[int]:
    return {position.rules.grid.parse(name) for name in names}


def names(position, found) -> set[str]:
    return {position.rules.grid.name(c) for c in found}


# --- area -----------------------------------------------------------------------------------


def test_area_counts_stones_and_the_empty_points_they_surround():
    result = score(position_from_text("go", SPLIT, komi=0))
    assert (result.black.stones, result.black.territory) == (5, 5)
    assert (result.white.stones, result.white.territory) == (5, 10)
    assert result.result_text == "W+5"


def test_komi_goes_to_white():
    result = score(position_from_text("go", SPLIT, komi=7.5))
    assert result.white.komi == 7.5
    assert result.white.total == 22.5
    assert result.result_text == "W+12.5"


def test_area_ignores_prisoners():
    position = position_from_text("go", """
        . X O . .
        O X O . .
        X X O . .
        . X O . .
        . X O . .
    """, komi=0)
    position = position.play(position.parse_move("A5")).position  # takes A4
    assert position.prisoners[BLACK] == 1
    result = score(position)
    assert result.black.prisoners == 0
    assert (result.black.stones, result.black.territory) == (7, 3)
    assert result.result_text == "W+5"


def test_a_dead_stone_is_taken_off_before_counting_area():
    position = position_from_text("go", INVADER, komi=0)
    assert score(position).result_text == "B+6"  # D4 alive spoils White's area
    result = score(position, dead=cells(position, "D4"))
    assert (result.white.stones, result.white.territory) == (5, 10)
    assert result.result_text == "W+5"


def test_an_empty_board_scores_nothing():
    result = score(position_from_text("go", "...\n...\n...", komi=0.5))
    assert result.black.total == 0
    assert result.result_text == "W+0.5"


# --- territory ------------------------------------------------------------------------------


def test_territory_counts_surrounded_points_and_prisoners():
    position = position_from_text("go", """
        . X O . .
        O X O . .
        X X O . .
        . X O . .
        . X O . .
    """, scoring="territory", komi=0)
    position = position.play(position.parse_move("A5")).position  # takes A4
    result = score(position)
    assert (result.black.territory, result.black.prisoners, result.black.stones) == (3, 1, 0)
    assert (result.white.territory, result.white.prisoners) == (10, 0)
    assert result.result_text == "W+6"


def test_dead_stones_are_prisoners_and_their_points_territory():
    position = position_from_text("go", INVADER, scoring="territory", komi=6.5)
    result = score(position, dead=cells(position, "D4"))
    assert result.white.territory == 10
    assert result.white.prisoners == 1
    assert result.white.total == 17.5
    assert result.result_text == "W+12.5"
    assert result.owner[position.rules.grid.parse("D4")] == WHITE


def test_a_live_stone_in_an_area_spoils_the_territory():
    position = position_from_text("go", INVADER, scoring="territory", komi=0)
    result = score(position)
    assert result.white.territory == 0
    assert result.result_text == "B+5"


def test_magnetgo_own_stones_removed_in_stage_3_are_prisoners_for_the_opponent():
    position = position_from_text("magnetgo", """
        . . . . .
        . . O . .
        O . . O .
        . . O . .
        . . . . .
    """, komi=0)
    # C3 pulls A3 next to it, is left without a liberty and is removed: White's prisoner.
    position = position.play(position.parse_move("C3")).position
    assert position.prisoners[WHITE] == 1
    result = score(position)
    assert result.white.prisoners == 1
    assert result.white.total == result.white.territory + 1


# --- seki -----------------------------------------------------------------------------------


def test_under_territory_scoring_the_eyes_of_seki_chains_count_for_nobody():
    position = position_from_text("go", SEKI, scoring="territory", komi=0)
    seki = {c for c in range(len(position.board)) if position.rules.grid.name(c) in SEKI_STONES}
    result = score(position, seki=seki)
    assert result.black.territory == 3  # H4, J4, J1; not the seki eye C1
    assert result.white.territory == 2  # A4, C4; not the seki eye G1
    grid = position.rules.grid
    assert result.owner[grid.parse("C1")] == result.owner[grid.parse("G1")] == EMPTY


def test_under_area_scoring_the_eyes_of_seki_chains_count():
    position = position_from_text("go", SEKI, scoring="area", komi=0)
    seki = {c for c in range(len(position.board)) if position.rules.grid.name(c) in SEKI_STONES}
    result = score(position, seki=seki)
    assert (result.black.stones, result.black.territory) == (16, 4)  # H4, J4, J1 and C1
    assert (result.white.stones, result.white.territory) == (16, 3)  # A4, C4 and G1
    assert result.result_text == "B+1"


# --- stones ---------------------------------------------------------------------------------


def test_stone_counting_counts_only_the_stones_on_the_board():
    position = position_from_text("go", INVADER, scoring="stones", komi=0)
    assert score(position).result_text == "B+1"
    result = score(position, dead=cells(position, "D4"))
    assert result.black.stones == result.white.stones == 5
    assert result.black.territory == result.white.territory == 0
    assert result.result_text == "0"


def test_atari_go_counts_stones():
    position = position_from_text("atari-go", """
        . X . .
        . X O .
        . X . .
        . . . .
    """)
    result = score(position)
    assert (result.black.stones, result.white.stones) == (3, 1)
    assert result.result_text == "B+2"


# --- results and ownership --------------------------------------------------------------------


def test_an_integer_komi_can_make_a_draw():
    position = position_from_text("go", """
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
    """, komi=5)
    result = score(position)
    assert result.black.total == result.white.total == 15
    assert result.winner is None
    assert result.margin == 0
    assert result.result_text == "0"


def test_blocking_points_are_not_counted():
    position = position_from_text("go", """
        . . # O .
        . . X O .
        X X X O .
        # . X O .
        . . X O .
    """, komi=0)
    result = score(position)
    assert (result.black.stones, result.black.territory) == (6, 7)
    assert (result.white.stones, result.white.territory) == (5, 5)
    assert result.result_text == "B+3"
    assert len(result.owner) == 23


def test_each_colour_owns_its_territory_and_counted_stones():
    for method in ("area", "territory", "stones"):
        position = position_from_text("go", FINISHED, scoring=method)
        result = score(position, dead=cells(position, "G6", "D3"))
        for colour, side in ((BLACK, result.black), (WHITE, result.white)):
            assert result.owner.count(colour) == side.territory + side.stones, method


def test_result_text_names_the_winner_and_margin():
    position = position_from_text("go", SPLIT, komi=-8.5)
    assert score(position).result_text == "B+3.5"
    assert score(position).winner == BLACK


# --- the dead-stone estimate ----------------------------------------------------------------


def test_the_estimate_finds_the_dead_stones_of_a_finished_game():
    position = position_from_text("go", FINISHED, to_move="white")
    estimate = estimate_dead(position)
    assert names(position, estimate.dead) == {"G6", "D3"}
    assert estimate.seki == frozenset()


def test_the_estimate_finds_no_dead_stones_in_a_clean_finished_game():
    position = position_from_text("go", FINISHED, to_move="white")
    position = position.with_stones(empty=cells(position, "G6", "D3"))
    assert estimate_dead(position).dead == frozenset()


def test_ownership_is_positive_for_black_and_negative_for_white():
    position = position_from_text("go", FINISHED, to_move="white")
    ownership = estimate_dead(position).ownership
    grid = position.rules.grid
    assert ownership[grid.parse("A1")] > 0.5  # Black's corner
    assert ownership[grid.parse("H8")] < -0.5  # White's side
    assert all(-1 <= o <= 1 for o in ownership)


def test_the_estimate_is_the_same_for_the_same_seed():
    position = position_from_text("go", FINISHED, to_move="white")
    first = estimate_dead(position, playouts=40, rng=random.Random(3))
    second = estimate_dead(position, playouts=40, rng=random.Random(3))
    assert first == second
    assert estimate_dead(position, playouts=40) == estimate_dead(position, playouts=40)


def test_the_estimate_recognises_a_seki():
    position = position_from_text("go", SEKI, scoring="territory", komi=0)
    estimate = estimate_dead(position)
    assert names(position, estimate.seki) == SEKI_STONES
    assert estimate.dead == frozenset()


def test_the_playouts_do_not_give_a_seki_to_whoever_would_move_first():
    # The seki above with J1 filled: each side's only move outside its eyes is E1, which
    # loses its inner chain. After two passes neither side has the move, so half the playouts
    # start with each.
    for to_move in ("black", "white"):
        position = position_from_text("go", """
            # # # # # # # # # #
            # # # # # # # # # #
            # # # # # # # # # #
            # # # # # # # # # #
            # # # # # # # # # #
            # # # # # # # # # #
            . O . O O X X . X .
            O O O O O X X X X X
            O X X X X O O O O X
            O X . X . O . O X X
        """, to_move=to_move)
        ownership = playout_ownership(position, 100, random.Random(1))
        grid = position.rules.grid
        assert abs(ownership[grid.parse("B1")]) < 0.3
        assert abs(ownership[grid.parse("F1")]) < 0.3


def test_two_chains_without_eyes_sharing_two_liberties_are_in_seki():
    position = position_from_text("go", """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O O . X X X
        O O O # X X X
        O X X . O O X
        O X X . O O X
    """)
    grid = position.rules.grid
    found = seki_chains(position.board, grid.neighbours)
    assert names(position, found) == {"B1", "C1", "B2", "C2", "E1", "F1", "E2", "F2"}


def test_a_capturing_race_is_not_a_seki():
    # Either side playing D1 puts its own chain in atari, but Black's B3 and White's F3 are
    # outside liberties the opponent can fill safely: whoever starts wins the race.
    position = position_from_text("go", """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O O . X X X
        O . O # X . X
        O X X X O O X
        O X X . O O X
    """)
    assert seki_chains(position.board, position.rules.grid.neighbours) == set()


TWO_EYES_AND_A_STRAY = """
    . X . X O
    X X X X O
    O O O O O
    . . . . .
    . . X . .
"""


def test_a_chain_given_away_by_the_playouts_lives_if_it_is_unconditionally_alive():
    position = position_from_text("go", TWO_EYES_AND_A_STRAY)
    all_white = (-1.0,) * len(position.board)
    assert names(position, dead_chains(position, all_white)) == {"C1"}


def test_magnetgo_never_trusts_benson():
    position = position_from_text("magnetgo", TWO_EYES_AND_A_STRAY)
    all_white = (-1.0,) * len(position.board)
    assert names(position, dead_chains(position, all_white)) == {
        "B5", "D5", "A4", "B4", "C4", "D4", "C1"
    }


# --- toggling groups in the scoring phase -----------------------------------------------------


def test_toggling_a_stone_marks_its_chain_dead_and_back():
    position = position_from_text("go", FINISHED)
    dead = toggle_group(position, frozenset(), position.rules.grid.parse("G6"))
    assert names(position, dead) == {"G6"}
    assert toggle_group(position, dead, position.rules.grid.parse("G6")) == frozenset()


def test_toggling_takes_the_chains_of_one_colour_inside_the_same_area():
    position = position_from_text("go", """
        . . . . . . .
        . . X . . . .
        . X . . X . .
        . . . . . . .
        O O O O O O O
        . . . . . . .
        . . . X . . .
    """)
    grid = position.rules.grid
    dead = toggle_group(position, frozenset(), grid.parse("C6"))
    assert names(position, dead) == {"C6", "B5", "E5"}  # not D1, beyond White's wall


def test_toggling_an_empty_point_changes_nothing():
    position = position_from_text("go", FINISHED)
    dead = cells(position, "G6")
    assert toggle_group(position, dead, position.rules.grid.parse("A1")) == dead


def test_calling_an_empty_point_dead_is_a_bug_of_the_caller():
    position = position_from_text("go", SPLIT)
    with pytest.raises(ValueError, match="A1"):
        score(position, dead=cells(position, "A1"))

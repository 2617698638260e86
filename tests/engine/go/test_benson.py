"""Benson's unconditional life on classic shapes, drawn as boards."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.benson import unconditionally_alive
from magnetdesk.engine.go.diagram import position_from_text


def alive(text: str, colour: int = BLACK) -> set[str]:
    """The names of the unconditionally alive stones of ``colour`` in the diagram."""
    position = position_from_text("go", text)
    grid = position.rules.grid
    cells = unconditionally_alive(position.board, grid.neighbours, colour)
    return {grid.name(c) for c in cells}


def test_a_chain_with_two_true_eyes_is_unconditionally_alive():
    assert alive("""
        . X . X O
        X X X X O
        O O O O O
        . . . . .
        . . . . .
    """) == {"B5", "D5", "A4", "B4", "C4", "D4"}


def test_the_surrounding_chain_without_eyes_is_not():
    assert alive("""
        . X . X O
        X X X X O
        O O O O O
        . . . . .
        . . . . .
    """, WHITE) == set()


def test_a_chain_with_one_eye_is_not_unconditionally_alive():
    assert alive("""
        . X X X O
        X X X X O
        O O O O O
        . . . . .
        . . . . .
    """) == set()


def test_one_big_eye_is_not_two_eyes():
    assert alive("""
        . . . X O
        X X X X O
        O O O O O
        . . . . .
        . . . . .
    """) == set()


def test_an_eye_with_a_point_the_chain_does_not_touch_is_not_vital():
    # The corner eye's centre B6 is no liberty: White could play there without touching the
    # chain, so the chain has only one vital region (F7) and is not pass-alive.
    assert alive("""
        . . . X X . X
        . . . X X X X
        . . . X . . .
        X X X X . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """) == set()


def test_two_eyes_of_two_points_are_both_vital():
    assert alive("""
        . . X . . X O
        X X X X X X O
        O O O O O O O
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """) == {"C7", "F7", "A6", "B6", "C6", "D6", "E6", "F6"}


def test_a_dead_opponent_stone_inside_an_eye_leaves_it_vital():
    assert alive("""
        O . X . X O
        X X X X X O
        O O O O O O
        . . . . . .
        . . . . . .
        . . . . . .
    """) == {"C6", "E6", "A5", "B5", "C5", "D5", "E5"}


def test_an_eye_that_looks_false_is_real_when_one_chain_surrounds_it():
    # C5 has a white stone on a diagonal at the edge, yet all its neighbours are one chain.
    assert alive("""
        X X . X .
        X O X X .
        X . X . .
        X X X . .
        . . . . .
    """) == {"A5", "B5", "D5", "A4", "C4", "D4", "A3", "C3", "A2", "B2", "C2"}


def test_two_chains_sharing_their_eyes_are_both_alive():
    # C5 is a chain of its own, yet each of the three eyes touches both chains.
    assert alive("""
        X . X . X
        X X . X X
        . X X X .
        . . . . .
        . . . . .
    """) == {"A5", "C5", "E5", "A4", "B4", "D4", "E4", "B3", "C3", "D3"}


def test_an_eye_shared_with_a_chain_that_is_not_alive_does_not_count():
    # C5 is vital to the left chain, but it also borders D5, which has only one vital region;
    # once D5 is dropped, C5 no longer counts and the left chain is left with one eye.
    assert alive("""
        . X . X .
        X X X O O
        O O O O .
        . . . . .
        . . . . .
    """) == set()


def test_eyes_against_blocking_points_count_like_eyes_at_the_edge():
    assert alive("""
        # . X . #
        X X X X X
        O O O O O
        . . . . .
        . . . . .
    """) == {"C5", "A4", "B4", "C4", "D4", "E4"}

"""The simple player: legal, never fills its own eye, captures, saves, avoids self-atari."""

from __future__ import annotations

import random

import pytest

from magnetdesk.ai.go.simple import choose_move, is_own_eye
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import VARIANTS, new_position

SEEDS = range(60)


def moves_chosen(position) -> set[str]:
    return {position.move_text(choose_move(position, random.Random(s))) for s in SEEDS}


def point(position, name: str) -> int:
    return position.rules.grid.parse(name)


def test_passes_rather_than_fill_its_own_two_eyes():
    p = position_from_text("go", """
        . X X
        X X X
        X X .
    """)
    assert moves_chosen(p) == {"pass"}


def test_a_corner_point_with_one_opponent_diagonal_is_a_false_eye():
    p = position_from_text("go", """
        . X . . .
        X O . . .
        . . . . .
        . . . . .
        . . . . .
    """)
    assert not is_own_eye(p, point(p, "A5"), BLACK)


def test_an_edge_point_with_one_opponent_diagonal_is_a_false_eye():
    p = position_from_text("go", """
        X . X . .
        O X . . .
        . . . . .
        . . . . .
        . . . . .
    """)
    assert not is_own_eye(p, point(p, "B5"), BLACK)


def test_a_point_in_the_middle_survives_one_opponent_diagonal():
    p = position_from_text("go", """
        . . . . .
        . O X . .
        . X . X .
        . . X . .
        . . . . .
    """)
    assert is_own_eye(p, point(p, "C3"), BLACK)


def test_a_point_in_the_middle_with_two_opponent_diagonals_is_a_false_eye():
    p = position_from_text("go", """
        . . . . .
        . O X . .
        . X . X .
        . . X O .
        . . . . .
    """)
    assert not is_own_eye(p, point(p, "C3"), BLACK)


def test_a_blocking_point_next_to_an_eye_counts_as_the_edge():
    p = position_from_text("go", """
        . . . . .
        . O X . .
        . # . X .
        . . X . .
        . . . . .
    """)
    assert not is_own_eye(p, point(p, "C3"), BLACK)


def test_a_point_with_a_white_neighbour_is_no_eye():
    p = position_from_text("go", """
        . X .
        O . X
        . X .
    """)
    assert not is_own_eye(p, point(p, "B2"), BLACK)


def test_never_plays_into_its_own_eye():
    p = position_from_text("go", """
        . X .
        X X .
        . . .
    """)
    assert "A3" not in moves_chosen(p)


def test_takes_a_capture():
    p = position_from_text("go", """
        . . . . . . .
        . . . . . . .
        . . X O X . .
        . . . X . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """)
    assert moves_chosen(p) == {"D6"}


def test_takes_the_largest_capture():
    p = position_from_text("go", """
        . . . . X . .
        . . . X O O X
        . . . . X X .
        . . . . . . .
        . X O X . . .
        . . X . . . .
        . . . . . . .
    """)
    assert moves_chosen(p) == {"F7"}


def test_saves_a_chain_in_atari():
    p = position_from_text("go", """
        . . . . . . .
        . . . . . . .
        . . . O . . .
        . . O X O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """)
    assert moves_chosen(p) == {"D3"}


def test_does_not_extend_a_chain_that_would_stay_in_atari():
    p = position_from_text("go", """
        . O . . .
        O X O . .
        O . O . .
        . . . . .
        . . . . .
    """)
    assert "B3" not in moves_chosen(p)


def test_avoids_self_atari():
    p = position_from_text("go", """
        . . O . .
        O O . . .
        . . . . .
        . . . . .
        . . . . .
    """)
    chosen = moves_chosen(p)
    assert not chosen & {"A5", "B5"}


def test_passes_when_the_game_is_over():
    p = position_from_text("atari-go", """
        . X . .
        X O X .
        . . . .
        . . . .
    """)
    p = p.play(p.parse_move("B2")).position
    assert p.end is not None
    assert choose_move(p, random.Random(0)) == PASS


def random_positions(variant: str, count: int, seed: int):
    """Positions reached by random legal moves (any move, eyes and self-atari included)."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        p = new_position(variant, size=7)
        for _ in range(rng.randrange(60)):
            moves = [m for m in p.legal_moves() if m != PASS] or [PASS]
            p = p.play(rng.choice(moves)).position
            if p.end is not None:
                break
        if p.end is None:
            found += 1
            yield p


@pytest.mark.parametrize("variant", sorted(v.id for v in VARIANTS.values() if v.family == "go"))
def test_always_legal_and_never_in_its_own_eye(variant):
    rng = random.Random(7)
    for p in random_positions(variant, 60, seed=len(variant)):
        move = choose_move(p, rng)
        assert not isinstance(p.attempt(move), Illegal), (p.board_text(), p.move_text(move))
        if move != PASS:
            assert not is_own_eye(p, move, p.to_move), (p.board_text(), p.move_text(move))


def test_white_uses_its_own_eyes_rule_too():
    p = position_from_text("go", """
        . O O
        O O O
        O O .
    """, to_move="white")
    assert p.to_move == WHITE
    assert moves_chosen(p) == {"pass"}

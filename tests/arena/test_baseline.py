"""The arena's measuring sticks: the random player and the 1-ply greedy player."""

from __future__ import annotations

import random

import pytest

from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.arena.go.baseline import candidates, evaluate, greedy_move, random_move
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Captured
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import VARIANTS, new_position

SEEDS = range(20)
PLAYERS = {"random": random_move, "greedy": greedy_move}
GO_FAMILY = [v.id for v in VARIANTS.values() if v.family == "go"]

# White's C2 has one liberty left, C1.
WHITE_IN_ATARI = """
    . . . . .
    . . . . .
    . . X . .
    . X O X .
    . . . . .
"""


def chosen(position, choose, seeds=SEEDS) -> set[str]:
    return {position.move_text(choose(position, random.Random(s))) for s in seeds}


@pytest.mark.parametrize("variant_id", GO_FAMILY)
def test_greedy_takes_a_free_capture(variant_id):
    p = position_from_text(variant_id, WHITE_IN_ATARI, to_move="black")
    for seed in SEEDS:
        move = greedy_move(p, random.Random(seed))
        assert any(isinstance(e, Captured) for e in p.play(move).effects)


def test_greedy_captures_the_bigger_chain():
    p = position_from_text("go", """
        . X O O X .
        . X O O X .
        . . X . . .
        . . . . . .
        X O X . . .
        . X . . . .
    """, to_move="black")
    assert chosen(p, greedy_move) == {"D4"}


def test_greedy_runs_from_an_atari_go_capture_threat():
    p = position_from_text("atari-go", WHITE_IN_ATARI, to_move="white")
    assert chosen(p, greedy_move) == {"C1"}


def test_greedy_takes_the_capture_that_wins_atari_go_over_saving_its_stone():
    p = position_from_text("atari-go", """
        . . . . .
        . O . . .
        O X O . .
        . . . . .
        . X O X .
    """, to_move="white")  # Black's B3 and White's C1 are both in atari; White moves
    assert chosen(p, greedy_move) == {"B2"}


def test_greedy_counts_a_rule_ending_above_everything():
    p = position_from_text("atari-go", WHITE_IN_ATARI, to_move="black")
    won = p.play(p.parse_move("C1")).position
    assert evaluate(won, BLACK) > 1000 * abs(evaluate(p.play(p.parse_move("A5")).position, BLACK))


def test_with_only_its_own_eyes_left_both_pass():
    p = position_from_text("go", """
        . X . X
        X X X X
        O O O O
        . O . O
    """, to_move="black", komi=0.5)
    assert chosen(p, greedy_move) == chosen(p, random_move) == {"pass"}


def test_greedy_never_fills_an_eye_even_when_nothing_else_is_left_to_gain():
    p = position_from_text("go", """
        . X O . .
        X X O . .
        . X O . .
        X X O . .
        . X O . .
    """, to_move="black")
    assert chosen(p, greedy_move).isdisjoint({"A1", "A3", "A5"})


def test_greedy_passes_after_the_opponents_pass_when_the_count_says_it_wins():
    p = position_from_text("go", """
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
    """, to_move="white", komi=0.5)
    after_pass = p.play(PASS).position
    assert chosen(after_pass, greedy_move) == {"pass"}


def test_greedy_plays_on_after_the_opponents_pass_when_it_would_lose():
    p = position_from_text("go", """
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
    """, to_move="white", komi=10.5)
    after_pass = p.play(PASS).position
    assert "pass" not in chosen(after_pass, greedy_move)


def test_greedy_does_not_pass_first():
    p = position_from_text("go", """
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
    """, to_move="black", komi=0.5)
    assert "pass" not in chosen(p, greedy_move)


def test_random_plays_every_candidate_and_nothing_else():
    p = position_from_text("go", """
        . X O . .
        X X O . .
        . X O . .
        X X O X X
        . X O X .
    """, to_move="black")
    expected = {p.move_text(cell) for cell, _ in candidates(p)}
    assert expected == {"D5", "E5", "D4", "E4", "D3", "E3"}  # A1, A3, A5 and E1 are eyes
    assert chosen(p, random_move, range(300)) == expected


def test_a_finished_game_gets_a_pass():
    p = position_from_text("atari-go", WHITE_IN_ATARI, to_move="black")
    over = p.play(p.parse_move("C1")).position
    assert greedy_move(over, random.Random(1)) == random_move(over, random.Random(1)) == PASS


def play_out(position, black, white, seed: int, cap: int = 400):
    """A whole game between two choosers; every move is checked against the rules and the
    own-eye rule before it is played. The final position."""
    rng = random.Random(seed)
    choosers = {BLACK: black, WHITE: white}
    for _ in range(cap):
        if position.end is not None:
            break
        move = choosers[position.to_move](position, rng)
        assert position.is_legal(move), position.move_text(move)
        if move != PASS:
            assert not is_own_eye(position, move, position.to_move), position.move_text(move)
        position = position.play(move).position
    return position


GAMES = [
    ("go", {"size": 7}),
    ("go", {"size": 6, "blocked": "C3 D4", "suicide": "allowed"}),
    ("atari-go", {"size": 7}),
    ("stoical-go", {"size": 7}),
    ("stoical-go", {"size": 5, "snapback": True, "repetition": "loss"}),
    ("magnetgo", {"size": 7}),
    ("magnetgo", {"size": 6, "blocked": "C3", "scoring": "area"}),
]


@pytest.mark.parametrize(("variant_id", "options"), GAMES)
@pytest.mark.parametrize("pairing", [("greedy", "random"), ("random", "greedy")])
def test_both_always_play_legal_moves_and_never_fill_their_eyes(variant_id, options, pairing):
    for seed in range(3):
        start = new_position(variant_id, **options)
        play_out(start, PLAYERS[pairing[0]], PLAYERS[pairing[1]], seed)


@pytest.mark.parametrize("variant_id", GO_FAMILY)
def test_greedy_against_itself_plays_legal_moves(variant_id):
    play_out(new_position(variant_id, size=6), greedy_move, greedy_move, seed=1)

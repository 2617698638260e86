"""The playout board is a second implementation of the Go rules: it must agree with the engine.

Thousands of seeded games are played move by move through both ``PlayoutBoard`` and
``GoPosition.attempt``, for every rule set the playout board claims to play exactly
(:meth:`PlayoutBoard.exact_for`): Go with simple ko, suicide forbidden or allowed, blocking
points, handicap; Atari-Go from the crosscut and from the empty board; Stoical Go with each
repetition ending and the snapback refinement. The moves are the light random playout's
(``random_step``), the AI's playout policy's (``policy_step``: captures, escapes, 3×3 shapes)
and probes at arbitrary points, occupied, ko and suicide points included. After every move
the boards, the side to move, the ko point, the prisoners and the end of the game must be the
same, and every few moves the whole set of legal points.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from magnetdesk.ai.go.playout_policy import policy_for, policy_step
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Reason
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.playout import PlayoutBoard
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position

# A1 is cut off by blocking points at A2 and B1: a point with no neighbours at all.
BLOCKED_9 = "A2 B1 E5 C7 G3 G4 J9 D1"


def play_both(start, seed: int, max_moves: int, seen: Counter, policy_share: float = 0.0) -> None:
    """One seeded game through both implementations, checking they agree after every move."""
    rng = random.Random(seed)
    position = start
    fast = PlayoutBoard.from_position(start)
    policy = policy_for(start.rules)
    cells = range(len(start.board))
    for _ in range(max_moves):
        if position.end is not None:
            break
        if rng.random() < 0.1:
            assert {c for c in cells if fast.legal(c)} == set(position.legal_moves()) - {PASS}
        draw = rng.random()
        if draw < 0.3:
            move = rng.choice(cells) if rng.random() < 0.97 else PASS
            if fast.ko_point is not None and rng.random() < 0.5:
                move = fast.ko_point
            legal = fast.play(move)
        elif draw < 0.3 + policy_share:
            move = policy_step(fast, rng, policy)
            legal = True
        else:
            move = fast.random_step(rng)
            legal = True
        outcome = position.attempt(move)
        assert legal == (not isinstance(outcome, Illegal)), (position.board_text(), move)
        if not legal:
            seen[outcome.reason] += 1
            continue
        before = sum(position.prisoners)
        position = outcome.position
        seen["captures"] += sum(position.prisoners) > before
        seen["ko"] += position.ko_point is not None
        assert tuple(fast.board) == position.board, (move, position.board_text())
        assert fast.to_move == position.to_move
        assert fast.ko_point == position.ko_point
        assert fast.prisoners == list(position.prisoners)
        assert_same_end(fast, position, seen)


def assert_same_end(fast: PlayoutBoard, position, seen: Counter) -> None:
    end = position.end
    if end is None:
        assert not fast.over
        assert fast.passes < 2
    elif end.needs_scoring:
        assert fast.passes >= 2 and not fast.over
    else:
        seen[end.reason] += 1
        assert fast.over
        assert fast.winner == (end.winner or 0)


@pytest.mark.parametrize(
    ("options", "games", "max_moves"),
    [
        ({"size": 9}, 1000, 300),
        ({"size": 13}, 200, 600),
        ({"size": 9, "blocked": BLOCKED_9}, 600, 300),
    ],
    ids=["9x9", "13x13", "9x9-blocked"],
)
def test_playout_board_agrees_with_the_engine_move_by_move(options, games, max_moves):
    start = new_position("go", **options)
    assert PlayoutBoard.exact_for(start.rules)
    seen: Counter = Counter()
    for seed in range(games):
        play_both(start, seed, max_moves, seen)
    # the games reached the interesting rules, so the agreement means something
    assert seen["captures"] > games
    assert seen["ko"] > games // 20
    assert seen[Reason.KO] > 0
    assert seen[Reason.SUICIDE] > 0
    assert seen[Reason.OCCUPIED] > 0


def test_policy_playouts_agree_with_the_engine_in_go():
    start = new_position("go", size=9)
    seen: Counter = Counter()
    for seed in range(500):
        play_both(start, seed, 300, seen, policy_share=0.6)
    assert seen["captures"] > 500
    assert seen["ko"] > 0


def test_multi_stone_suicide_agrees_where_it_is_allowed():
    start = new_position("go", size=7, suicide="allowed")
    assert PlayoutBoard.exact_for(start.rules)
    seen: Counter = Counter()
    for seed in range(500):
        play_both(start, seed, 200, seen, policy_share=0.3)
    assert seen[Reason.SUICIDE] == 0
    assert seen["captures"] > 500


def test_handicap_games_agree():
    start = new_position("go", size=9, handicap=4)
    assert start.to_move == WHITE
    seen: Counter = Counter()
    for seed in range(300):
        play_both(start, seed, 300, seen, policy_share=0.5)
    assert seen["captures"] > 300


@pytest.mark.parametrize("start", ["crosscut", "empty"])
def test_atari_go_agrees_up_to_the_first_capture(start):
    position = new_position("atari-go", size=9, start=start)
    assert PlayoutBoard.exact_for(position.rules)
    seen: Counter = Counter()
    for seed in range(1000):
        play_both(position, seed, 300, seen, policy_share=0.5)
    assert seen["first capture"] > 900  # nearly every game ends by its first capture
    assert seen[Reason.SUICIDE] > 0


@pytest.mark.parametrize(
    "options",
    [{}, {"repetition": "loss"}, {"snapback": True}, {"scoring": "stones", "blocked": "E5"}],
    ids=["draw", "loss", "snapback", "stones-blocked"],
)
def test_stoical_go_agrees_with_its_restriction_and_repetition(options):
    start = new_position("stoical-go", size=7, **options)
    assert PlayoutBoard.exact_for(start.rules)
    seen: Counter = Counter()
    for seed in range(400):
        play_both(start, seed, 400, seen, policy_share=0.4)
    assert seen[Reason.STOICAL] > 0
    assert seen["captures"] > 400


@pytest.mark.parametrize(
    "options", [{}, {"repetition": "loss"}, {"snapback": True}], ids=["draw", "loss", "snapback"]
)
def test_stoical_repetition_agrees_on_tiny_boards(options):
    seen: Counter = Counter()
    for size in (2, 3):
        start = new_position("stoical-go", size=size, **options)
        for seed in range(1500):
            play_both(start, seed, 100, seen, policy_share=0.3)
    assert seen["repetition"] > 20  # small boards repeat often enough to test the ending


def test_superko_and_magnets_are_not_claimed_exact():
    assert not PlayoutBoard.exact_for(new_position("go", size=9, ko="positional").rules)
    assert not PlayoutBoard.exact_for(new_position("magnetgo", size=9).rules)


def test_playout_board_agrees_from_a_set_up_position_with_a_ko_to_take():
    start = position_from_text("go", """
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .
    """, to_move="black")
    start = start.play(start.parse_move("C3")).position  # black takes the ko
    assert start.ko_point is not None
    fast = PlayoutBoard.from_position(start)
    assert fast.ko_point == start.ko_point
    assert not fast.legal(start.ko_point)
    for seed in range(200):
        play_both(start, seed, 200, Counter())


def test_a_playout_never_fills_its_own_true_eye():
    position = position_from_text("go", """
        . X . X O
        X X X X O
        O O O O O
        . . . . .
        . . . . .
    """, to_move="black")
    for seed in range(50):
        fast = PlayoutBoard.from_position(position)
        fast.random_playout(random.Random(seed), max_moves=100)
        assert fast.board[position.rules.grid.parse("A5")] != BLACK


def test_a_false_eye_is_not_an_eye():
    position = position_from_text("go", """
        . . . . .
        . O X O .
        . X . X .
        . O X O .
        . . . . .
    """, to_move="black")
    fast = PlayoutBoard.from_position(position)
    centre = position.rules.grid.parse("C3")
    assert not fast.is_own_eye(centre, BLACK)
    assert not fast.is_own_eye(centre, WHITE)


def test_one_opponent_diagonal_makes_an_edge_eye_false_but_not_a_centre_eye():
    position = position_from_text("go", """
        . . . . .
        . O X . .
        . X . X .
        O X X X .
        X . X . X
    """, to_move="black")
    fast = PlayoutBoard.from_position(position)
    grid = position.rules.grid
    assert fast.is_own_eye(grid.parse("C3"), BLACK)
    assert not fast.is_own_eye(grid.parse("B1"), BLACK)
    assert fast.is_own_eye(grid.parse("D1"), BLACK)


def test_a_blocking_point_on_the_diagonal_counts_like_the_edge():
    position = position_from_text("go", """
        . . . . .
        . # X . .
        . X . X .
        . O X . .
        . . . . .
    """, to_move="black")
    fast = PlayoutBoard.from_position(position)
    assert not fast.is_own_eye(position.rules.grid.parse("C3"), BLACK)


def test_random_playouts_are_reproducible_with_the_same_seed():
    start = PlayoutBoard.from_position(new_position("go", size=9))
    first = start.copy().random_playout(random.Random(7), max_moves=300)
    second = start.copy().random_playout(random.Random(7), max_moves=300)
    assert first == second
    assert start.board == [0] * 81  # copies never touch the original


def test_a_random_playout_ends_with_two_passes():
    fast = PlayoutBoard.from_position(new_position("go", size=9))
    fast.random_playout(random.Random(3), max_moves=1000)
    assert fast.finished

"""The computer opponent for Medusa: fast, seeded searches that must find the capture by
reversal, save a group in atari, play only legal whole turns, stop at once, pass when the game
is won and resign when it is lost, at every level, through the one entry point ``think``.

Diagrams show rows 2 and 1 of the board ('#' are the holes); other stones are set up by name.
"""

from __future__ import annotations

import pickle
import random
import threading
import time

import pytest

from magnetdesk.ai.core.search_types import Budget, RootStats
from magnetdesk.ai.medusa import search as medusa_search
from magnetdesk.ai.player import think
from magnetdesk.ai.searches import search_for
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.groups import group_at, liberties
from magnetdesk.engine.medusa.notation import DONE, PASS_TURN, Placement, Turn
from magnetdesk.engine.medusa.rules import new_medusa_position
from magnetdesk.engine.medusa.turns import random_turn


def cells(position, *names: str) -> list[int]:
    return [position.topology.parse(name) for name in names]


def with_stones(position, black=(), white=(), to_move=None):
    return position.with_stones(cells(position, *black), cells(position, *white),
                                to_move=to_move)


def capture_position():
    """The White group c1 d1 e1 f1 has one liberty, e2: Black's stone there reverses it."""
    p = medusa_from_text("""
       . # X # . # X # . # .
        . X O O O O X . . .
    """, top_row=2)
    return with_stones(p, black=["m13"], white=["k11", "f15"])


def atari_position():
    """Black's pair b1 c1 has one liberty, d1 (White a1 and c2 take the others)."""
    p = medusa_from_text("""
       . # O # . # . # . # .
        O X X . . . . . . .
    """, top_row=2)
    return with_stones(p, black=["m13"], white=["k11"])


def turn_of(position, seed: int, playouts: int = 150) -> Turn:
    result = think(position, 5, playouts=playouts, seed=seed, workers=1)
    assert isinstance(result.move, Turn)
    return result.move


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_search_places_the_stone_that_captures_by_reversal(seed):
    p = capture_position()
    turn = turn_of(p, seed)
    assert turn.placement == p.topology.parse("e2")
    after = p.play(turn).position
    assert all(after.board[c] == BLACK for c in cells(p, "c1", "d1", "e1", "f1", "e2"))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_search_saves_its_group_in_atari(seed):
    p = atari_position()
    after = p.play(turn_of(p, seed)).position
    grid = p.topology
    black = [c for c in cells(p, "b1", "c1", "d1") if after.board[c] == BLACK]
    assert len(black) >= 2  # the pair is still Black's (moved, or extended to d1)
    group = group_at(after.board, grid.neighbours, black[0])
    assert len(liberties(after.board, grid.neighbours, group)) >= 2


def test_the_search_plays_only_legal_whole_turns_through_a_game():
    rng = random.Random(7)
    p = new_medusa_position()
    for number in range(24):
        if number % 3:
            p = random_turn(p, rng).position  # move on faster between the searched turns
            continue
        turn = turn_of(p, number, playouts=40)
        assert p.is_legal(turn), p.move_text(turn)
        p = p.play(turn).position
        assert not p.in_turn and p.end is None


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_think_returns_a_complete_turn_at_every_level(level):
    p = capture_position()
    result = think(p, level, seconds=0.3, seed=level, workers=1)
    assert isinstance(result.move, Turn) and p.is_legal(result.move)
    after = p.play(result.move).position
    assert after.to_move == WHITE and not after.in_turn
    assert result.ownership is not None and len(result.ownership) == len(p.board)
    assert 0.0 <= result.win_rate <= 1.0 and result.playouts > 0


def test_a_turn_in_progress_is_searched_from_its_start():
    p = capture_position()
    started = p.play(Placement(cells(p, "a1")[0])).position
    result = think(started, 1, playouts=30, seed=1, workers=1)
    assert p.is_legal(result.move)


@pytest.mark.parametrize("workers", [1, None])
def test_a_stop_ends_the_search_at_once(workers):
    p = new_medusa_position().play(Turn(100)).position
    asked: list[float] = []

    def stop() -> bool:
        return bool(asked)

    timer = threading.Timer(0.5, lambda: asked.append(time.monotonic()))
    timer.start()
    result = think(p, 5, seconds=60, seed=1, stop=stop, workers=workers)
    late = time.monotonic() - asked[0]
    assert result.stopped and late < 0.15
    assert p.is_legal(result.move)


def test_progress_reports_a_turn():
    p = capture_position()
    reports = []
    think(p, 5, seconds=0.8, seed=1, workers=1, progress=reports.append)
    assert reports and all(isinstance(r.best_move, Turn) for r in reports)
    assert reports[-1].playouts > reports[0].playouts


def test_root_statistics_add_up_and_travel_between_processes():
    p = capture_position()
    stats = RootStats()
    for seed in (1, 2):
        part = medusa_search.search_stats(p, Budget(playouts=60), rng=random.Random(seed))
        stats.add(pickle.loads(pickle.dumps(part)))
    assert stats.playouts == 120
    firsts = sum(v for key, (v, _) in stats.moves.items() if len(key) == 1)
    assert firsts == 120
    result = medusa_search.choose(p, stats)
    assert result.move.placement == p.topology.parse("e2")


def won_position():
    """Black's rosette around b2 and the empty board: all Black's; White has just passed."""
    p = with_stones(new_medusa_position(), black=["a1", "b1", "a2", "c2", "b3", "c3"],
                    to_move=WHITE)
    return p.play(PASS_TURN).position


def test_the_computer_passes_when_the_opponent_passed_and_it_wins():
    p = won_position()
    assert p.passes == 1 and p.to_move == BLACK
    result = think(p, 5, playouts=30, seed=1, workers=1)
    assert result.move == PASS_TURN
    assert p.play(result.move).position.end is not None


def test_a_pass_that_would_lose_is_not_played_after_the_opponents_pass():
    flipped = won_position().with_to_move(WHITE)  # White's pass would end a lost game
    assert flipped.passes == 1
    stats = RootStats(100, {(DONE,): (80, 40.0), (Placement(150),): (20, 10.0),
                            (Placement(150), DONE): (20, 10.0)})
    result = medusa_search.choose(flipped, stats)
    assert result.move == Turn(150)


def test_the_computer_resigns_when_every_turn_loses():
    p = capture_position()
    stats = RootStats(1000, {(Placement(100),): (900, 30.0), (Placement(100), DONE): (900, 30.0),
                             (DONE,): (100, 1.0)})
    result = medusa_search.choose(p, stats)
    assert result.resign and result.move == Turn(100)


def test_lower_levels_choose_among_the_good_turns_only():
    p = capture_position()
    good = {(Placement(c),): (300, 150.0) for c in (100, 101)}
    bad = {(Placement(102),): (300, 30.0)}
    stats = RootStats(900, {**good, **bad})
    rng = random.Random(3)
    chosen = {medusa_search.choose(p, stats, temperature=1.0, rng=rng).move.placement
              for _ in range(40)}
    assert chosen == {100, 101}


def test_the_search_table_picks_the_medusa_search():
    assert search_for(new_medusa_position()) is medusa_search

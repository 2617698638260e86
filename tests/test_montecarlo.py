"""The interim computer player: flat Monte-Carlo over legal moves, through the engine."""

from __future__ import annotations

import itertools
import random

import pytest

import magnetdesk.ai.montecarlo as montecarlo
from magnetdesk.ai.montecarlo import (
    Budget,
    budget_for_level,
    candidate_moves,
    reward,
    search,
    winner_of_board,
)
from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.engine.diagram import position_from_text
from magnetdesk.engine.go import PASS
from magnetdesk.engine.variants import VARIANTS, new_position


def choose(position, playouts: int = 100, seed: int = 1) -> str:
    return position.move_text(search(position, Budget(playouts), rng=random.Random(seed)).move)


@pytest.mark.parametrize("variant_id", [v.id for v in VARIANTS.values() if v.family == "go"])
def test_the_chosen_move_is_legal_in_every_variant(variant_id):
    position = new_position(variant_id, size=7)
    for _ in range(6):
        if position.end is not None:
            break
        move = search(position, Budget(20), rng=random.Random(position.ply)).move
        assert position.is_legal(move)
        position = position.play(move).position


def test_it_takes_the_capture_that_wins_atari_go():
    position = position_from_text("atari-go", """
        . X O .
        . . X .
        . . . .
        . . . .
    """, to_move="black")
    assert choose(position) == "D4"


def test_it_saves_its_stone_in_atari_go():
    position = position_from_text("atari-go", """
        . . . . .
        . . . . .
        . . X . .
        . X O X .
        . . . . .
    """, to_move="white")
    assert choose(position, playouts=300) == "C1"


def test_it_never_fills_its_own_eyes():
    position = position_from_text("go", """
        . X O . .
        X X O . .
        . X O . .
        X X O . .
        . X O . .
    """, to_move="black")
    candidates = {position.move_text(t.move) for t in candidate_moves(position)}
    assert candidates == {f"{column}{row}" for column in "DE" for row in range(1, 6)}


def test_with_only_its_own_eyes_left_it_passes():
    position = position_from_text("go", """
        . X . X
        X X X X
        O O O O
        . O . O
    """, to_move="black", komi=0.5)
    assert search(position, Budget(50)).move == PASS


def test_after_the_opponents_pass_it_passes_when_that_wins():
    position = position_from_text("go", """
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
    """, to_move="white", komi=0.5)
    passed = position.play(PASS).position  # Black leads by 15 to 10.5
    assert passed.to_move == BLACK
    assert choose(passed) == "pass"


def test_after_the_opponents_pass_it_plays_on_when_passing_loses():
    position = position_from_text("go", """
        . X O . .
        . X O . .
        . X O . .
        . X O . .
        . X O . .
    """, to_move="white", komi=0.5)
    passed = position.play(PASS).position
    assert passed.to_move == BLACK
    assert choose(passed) != "pass"


def test_the_playout_budget_is_spent_exactly():
    result = search(new_position("go", size=9), Budget(playouts=123), rng=random.Random(2))
    assert result.playouts == 123
    assert not result.stopped


def test_stop_ends_the_search_at_once():
    calls = itertools.count()
    result = search(
        new_position("magnetgo"), Budget(playouts=10**9), stop=lambda: next(calls) >= 50
    )
    assert result.stopped
    assert result.playouts < 10
    assert new_position("magnetgo").is_legal(result.move)


def test_progress_is_reported_while_searching(monkeypatch):
    monkeypatch.setattr(montecarlo, "PROGRESS_INTERVAL", 0.0)
    reports = []
    search(new_position("go", size=9), Budget(playouts=40), progress=reports.append)
    assert reports
    assert [r.playouts for r in reports] == sorted(r.playouts for r in reports)
    assert all(new_position("go", size=9).is_legal(r.best_move) for r in reports)


def test_a_finished_game_has_no_move_to_choose():
    position = new_position("go", size=9).resign(BLACK)
    with pytest.raises(ValueError, match="over"):
        search(position)


def test_levels_think_longer_as_they_rise():
    budgets = [budget_for_level(level) for level in range(1, 6)]
    assert [b.playouts for b in budgets] == sorted(b.playouts for b in budgets)
    assert budget_for_level(0) == budgets[0] and budget_for_level(9) == budgets[-1]


AREA = """
    . X O .
    X X O .
    . X O O
    X X O .
"""


@pytest.mark.parametrize(
    ("scoring", "komi", "winner"),
    [
        ("area", 0.5, WHITE),  # 6 stones + 2 points against 5 + 3 + 0.5
        ("area", 0.0, None),  # 8 against 8: a draw
        ("stones", 0.5, BLACK),  # 6 stones against 5 + 0.5
        ("territory", 0.5, BLACK),  # 2 points + 3 prisoners against 3 + 0.5
    ],
)
def test_the_simple_count_follows_the_scoring_and_komi(scoring, komi, winner):
    position = position_from_text("go", AREA, scoring=scoring, komi=komi)
    prisoners = (0, 3, 0)
    assert winner_of_board(position.rules, position.board, prisoners) == winner


def test_a_playout_is_worth_its_result_first_and_its_margin_second():
    cells = 81
    narrow_win, big_win = reward(0.5, BLACK, cells), reward(30.5, BLACK, cells)
    narrow_loss, big_loss = reward(-0.5, BLACK, cells), reward(-30.5, BLACK, cells)
    assert big_win > narrow_win > reward(0.0, BLACK, cells) > narrow_loss > big_loss
    assert reward(-30.5, WHITE, cells) == big_win

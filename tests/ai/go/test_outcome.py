"""The count at the end of a playout follows the rules' scoring and komi."""

from __future__ import annotations

import pytest

from magnetdesk.ai.go.outcome import margin_of, winner_of_board
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.diagram import position_from_text

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


def test_a_game_the_rules_decided_counts_as_won_by_the_whole_board():
    position = position_from_text("atari-go", """
        . X O .
        . . X .
        . . . .
        . . . .
    """, to_move="black")
    won = position.play(position.parse_move("D4")).position  # the first capture
    assert margin_of(won) == 16.0

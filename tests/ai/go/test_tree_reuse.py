"""Tree reuse between moves (ai/core/reuse.py): the Strongest level's next search starts from
the node the game reached, with its visits; anything else starts afresh."""

from __future__ import annotations

import random

import pytest

from magnetdesk.ai.core.reuse import KeptTree, same_game
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import mcts
from magnetdesk.engine.variants import new_position

KEEP = Budget(playouts=3000, reuse=True)


def play(position, *moves):
    for move in moves:
        position = position.attempt(position.parse_move(move)).position
    return position


@pytest.fixture(autouse=True)
def _forget():
    mcts._KEPT.forget()
    yield
    mcts._KEPT.forget()


def _searched(position, budget=KEEP, seed=1):
    return mcts.search_stats(position, budget, rng=random.Random(seed))


def _most_visited_line(root, plies):
    node, moves = root, []
    for _ in range(plies):
        node = max(node.children, key=lambda c: c.visits)
        moves.append(node.move)
    return node, moves


def test_after_our_move_and_the_reply_the_search_goes_on_from_that_node():
    start = new_position("go", size=9, komi=7.5)
    _searched(start)
    grandchild, moves = _most_visited_line(mcts._KEPT.root, 2)
    before = grandchild.visits
    assert before > 0
    position = start.attempt(moves[0]).position.attempt(moves[1]).position
    stats = _searched(position)
    assert stats.playouts == KEEP.playouts  # the budget counts this search's playouts only
    assert mcts._KEPT.root is grandchild
    assert grandchild.visits == before + KEEP.playouts
    assert sum(visits for visits, _ in stats.moves.values()) > KEEP.playouts


def test_a_position_the_tree_does_not_hold_starts_afresh():
    start = new_position("go", size=9, komi=7.5)
    _searched(start)
    elsewhere = play(start, "A1", "J9")  # never searched: the priors keep the first line away
    stats = _searched(elsewhere)
    assert mcts._KEPT.root.visits == stats.playouts == KEEP.playouts


def test_without_reuse_nothing_is_kept_or_taken():
    start = new_position("go", size=9, komi=7.5)
    _searched(start)
    kept = mcts._KEPT.root
    stats = _searched(start, Budget(playouts=500))
    assert mcts._KEPT.root is kept  # neither taken nor replaced
    assert sum(visits for visits, _ in stats.moves.values()) <= 500


def test_the_same_board_through_another_history_is_not_the_same_game():
    start = new_position("go", size=9, komi=7.5)
    one = play(start, "C3", "G7", "C7", "G3")
    other = play(start, "C7", "G3", "C3", "G7")
    assert one == other  # board, side, ko and rules
    assert not same_game(one, other)  # superko reads the history: a node of one is not the other
    assert same_game(one, play(start, "C3", "G7", "C7", "G3"))


def test_a_kept_tree_is_taken_once_and_a_new_game_of_other_rules_starts_afresh():
    start = new_position("go", size=9, komi=7.5)
    _searched(start)
    other_komi = new_position("go", size=9, komi=6.5)
    assert KeptTree.take(mcts._KEPT, other_komi) is None
    assert mcts._KEPT.root is None

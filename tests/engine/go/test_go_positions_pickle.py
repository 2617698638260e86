"""Positions travel to the search's worker processes by pickle, however long the game."""

import pickle
import random

from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position


def test_a_long_game_pickles_and_keeps_its_history():
    position = new_position("go", size=9, ko="positional")
    rng = random.Random(3)
    for _ in range(1500):
        moves = [m for m in position.legal_moves() if m != PASS] or [PASS]
        position = position.play(rng.choice(moves)).position
        if position.end is not None:
            position = position.resumed()
    copy = pickle.loads(pickle.dumps(position))
    assert copy.board == position.board
    assert [(h.board_hash, h.ply, h.is_move) for h in copy.history] == [
        (h.board_hash, h.ply, h.is_move) for h in position.history
    ]
    assert copy.legal_moves() == position.legal_moves()

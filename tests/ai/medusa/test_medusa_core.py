"""Medusa's compiled playouts (``medusacore/``) against the pure-Python board (the oracle,
itself checked against the engine in test_medusa_ai_playout.py): every playout replayed turn by
turn, and the policy compared by the statistics of many playouts (the two draw different
random numbers)."""

from __future__ import annotations

import random
from statistics import mean, pstdev

import pytest

from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.medusa import compiled
from magnetdesk.ai.medusa import search as medusa_search
from magnetdesk.ai.medusa.playout import MedusaBoard, playout
from magnetdesk.engine.core.vocabulary import EMPTY
from magnetdesk.engine.variants import new_position
from tests.helpers.cores import needs_core

pytestmark = needs_core("medusacore")

START = new_position("medusa")
CAP = medusa_search.MAX_TURNS * len(START.board)


def _random_board(rng: random.Random, turns: int) -> MedusaBoard:
    """The start, then ``turns`` turns of the Python playout policy."""
    board = MedusaBoard.from_position(START)
    for _ in range(turns):
        if board.over:
            break
        board.play_policy_turn(rng)
    return board


def test_every_turn_of_the_core_is_the_oracle_s():
    """600 playouts from boards up to 300 turns in: every placement is on an empty cell, every
    jump is one the rules allow (by the Python board's jump landings), and replayed on the
    Python board the turns end on the same board, marker, passes and owners, with the same
    margin."""
    rng = random.Random(7)
    core = compiled.MedusaPlayouts(START.topology)
    turns_compared = jumps = reversals = 0
    for _ in range(600):
        board = _random_board(rng, rng.randrange(0, 300))
        if board.over:
            continue
        finished = core.run(board, rng, CAP, trace=True)
        assert finished.turns is not None
        replay = board.copy()
        placed = []
        for placement, start, end in finished.turns:
            before = replay.board[:]
            colour = replay.to_move
            arrived = []
            if placement >= 0:
                assert replay.board[placement] == EMPTY
                replay.place(placement)
                arrived.append(placement)
                placed.append((colour, placement))
            if start >= 0:  # a jump the rules allow, after the placement
                assert replay.board[start] == colour and end in replay.jump_landings(start)
                replay.jump(start, end)
                arrived.append(end)
                jumps += 1
            replay.end_turn(placement >= 0, placement < 0 and start < 0)
            replay.last = arrived
            reversals += sum(1 for a, b in zip(before, replay.board, strict=True) if a and a != b)
            turns_compared += 1
        assert bytes(replay.board) == finished.board
        assert (replay.marker, replay.passes) == (finished.marker, finished.passes)
        assert placed == finished.placements
        owner = replay.owners()
        assert bytes(owner) == finished.owner
        assert replay.margin(owner) == finished.margin()
    assert turns_compared > 40_000 and jumps > 0 and reversals > 0


@pytest.mark.parametrize("turns", [0, 120])
def test_the_core_s_policy_plays_like_the_python_policy(turns):
    """Same policy, other random numbers: over 500 playouts each from one position, the mean
    number of placements and Black's mean margin agree within four standard errors."""
    rng = random.Random(turns)
    board = _random_board(rng, turns)
    core = compiled.MedusaPlayouts(START.topology)
    ours, theirs = [], []
    for _ in range(500):
        placements: list[tuple[int, int]] = []
        margin, _ = core.playout(board, rng, CAP, placements)
        ours.append((len(placements), margin))
        placements = []
        margin, _ = playout(board.copy(), rng, CAP, placements)
        theirs.append((len(placements), margin))
    for index in (0, 1):
        a, b = [o[index] for o in ours], [t[index] for t in theirs]
        error = (pstdev(a) ** 2 / len(a) + pstdev(b) ** 2 / len(b)) ** 0.5
        assert abs(mean(a) - mean(b)) < 4 * error


def test_bad_input_is_refused():
    core = compiled.MedusaPlayouts(START.topology)
    good = bytes(len(START.board))
    with pytest.raises(ValueError):
        core.core.run(good[:-1], 1, 0, 0, False, [], 1, 10, False)  # a board too short
    with pytest.raises(ValueError):
        core.core.run(good, 3, 0, 0, False, [], 1, 10, False)  # no such colour
    with pytest.raises(ValueError):
        core.core.run(good, 1, 0, 0, False, [999], 1, 10, False)  # off the board
    with pytest.raises(ValueError):
        core.core.run(b"\x07" * len(good), 1, 0, 0, False, [], 1, 10, False)  # not a stone


def test_the_search_uses_the_core_and_can_do_without(monkeypatch):
    runs = []
    run = compiled.MedusaPlayouts.run

    def counted(self, *args, **kwargs):
        runs.append(1)
        return run(self, *args, **kwargs)

    monkeypatch.setattr(compiled.MedusaPlayouts, "run", counted)
    with_core = medusa_search.search_stats(START, Budget(playouts=100), rng=random.Random(1))
    assert len(runs) == 100
    monkeypatch.setenv("MAGNETDESK_PURE_PYTHON", "1")
    without = medusa_search.search_stats(START, Budget(playouts=100), rng=random.Random(1))
    assert with_core.playouts == without.playouts == 100
    assert len(runs) == 100  # the second search played its playouts in Python

"""Magnetgo's fast playout board is a second implementation of the magnet rules: it must
agree with the engine.

Seeded games are played move by move through both ``MagnetBoard`` and ``GoPosition.attempt``,
with the playout policy's moves (``magnet_step``, which tries moves and takes them back) and
probes at arbitrary points and passes. After every move the boards, the side to move and the
prisoners must be the same, and every few moves the whole set of legal points.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from magnetdesk.ai.go.magnet_playout import MagnetBoard, magnet_step
from magnetdesk.engine.core.vocabulary import Illegal, Reason, Removed, Slid
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position


def play_both(start, seed: int, max_moves: int, seen: Counter) -> None:
    rng = random.Random(seed)
    position = start
    fast = MagnetBoard(start)
    cells = range(len(start.board))
    for _ in range(max_moves):
        if position.end is not None:
            break
        if rng.random() < 0.05:
            legal = {c for c in cells if _legal(fast, c)}
            assert legal == set(position.legal_moves()) - {PASS}
        if rng.random() < 0.3:
            move = rng.choice(cells) if rng.random() < 0.97 else PASS
            legal = fast.play(move) is not None
        else:
            move = magnet_step(fast, rng)
            legal = True
        outcome = position.attempt(move)
        assert legal == (not isinstance(outcome, Illegal)), (position.board_text(), move)
        if not legal:
            seen[outcome.reason] += 1
            continue
        seen["slides"] += any(isinstance(e, Slid) for e in outcome.effects)
        seen["removed"] += any(isinstance(e, Removed) for e in outcome.effects)
        before = sum(position.prisoners)
        position = outcome.position
        seen["captures"] += sum(position.prisoners) > before
        assert fast.board == list(position.board), (move, position.board_text())
        assert fast.to_move == position.to_move
        assert fast.prisoners == list(position.prisoners)
        assert fast.hash == position.hash
        assert fast.finished == (position.end is not None)


def _legal(fast: MagnetBoard, cell: int) -> bool:
    state = fast.save()
    if fast.play(cell) is None:
        return False
    fast.restore(state)
    return True


@pytest.mark.parametrize(
    "options",
    [
        {"size": 9},
        {"size": 7, "ko": "positional"},
        {"size": 9, "scoring": "area", "blocked": "C3 E5 G7"},
        {"size": 9, "handicap": 3, "handicap_magnetism": True},
    ],
    ids=["basic-ko", "positional-ko", "blocked", "handicap"],
)
def test_the_magnet_board_agrees_with_the_engine_move_by_move(options):
    start = new_position("magnetgo", **options)
    assert MagnetBoard.exact_for(start.rules)
    seen: Counter = Counter()
    for seed in range(150):
        play_both(start, seed, 250, seen)
    # the games reached the interesting rules, so the agreement means something
    assert seen["slides"] > 1000
    assert seen["captures"] > 150
    assert seen["removed"] > 0
    assert seen[Reason.OCCUPIED] > 0


def test_ko_and_unchanged_boards_are_refused_on_small_boards():
    seen: Counter = Counter()
    for size, ko in ((3, "basic"), (4, "basic"), (3, "positional"), (4, "positional")):
        start = new_position("magnetgo", size=size, ko=ko)
        for seed in range(300):
            play_both(start, seed, 120, seen)
    assert seen[Reason.KO] > 0
    assert seen[Reason.SUPERKO] > 0
    assert seen[Reason.SUICIDE] > 0


def test_go_rules_are_not_claimed():
    assert not MagnetBoard.exact_for(new_position("go", size=9).rules)

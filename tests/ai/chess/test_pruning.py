"""The Strongest level's pruning in the chess-family search (ai/chess/pruning.py): only the
Strongest prunes, the pruned search sees deeper in the same nodes, and it still finds the
family's tactics (a king threat is never pruned). Node for node against the compiled search:
tests/ai/chess/test_chess_core.py."""

from __future__ import annotations

import math
import random

import pytest

from magnetdesk.ai.chess import compiled
from magnetdesk.ai.chess import search as chess_search
from magnetdesk.ai.chess.pruning import PRUNING_SIGHT, reduction, threatens
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from tests.ai.chess.test_chess_ai import random_positions, setup
from tests.helpers.cores import needs_core


def _search(position: ChessPosition, nodes: int, foresight: int) -> chess_search._Search:
    budget = Budget(playouts=nodes, seconds=math.inf, foresight=foresight)
    search = chess_search._Search(position, budget, lambda: False, None, random.Random(1))
    search.run()
    return search


def test_only_the_strongest_level_prunes():
    start = new_chess_position("chess-NNNN")
    for number, level in LEVELS.items():
        for budget in (chess_search.level_budget(level, start),
                       chess_search.level_budget(level, start, playouts=5000)):
            prunes = _search(start, 50, budget.foresight).prune
            assert prunes == (number == max(LEVELS)), number
    assert LEVELS[max(LEVELS)].foresight == PRUNING_SIGHT


def test_late_quiet_moves_are_reduced_more_only_when_pruning():
    assert {reduction(False, d, s) for d in range(3, 20) for s in range(4, 60)} == {1}
    assert reduction(True, 3, 4) == 1 and reduction(True, 3, 7) == 2
    assert reduction(True, 5, 40) == 2 and reduction(True, 6, 13) == 3


def test_a_move_that_lets_the_mover_take_the_king_is_a_threat():
    p = setup("chess-NNNN", "r3k3/8/8/3N4/8/8/8/4K3")
    after = p.play(p.parse_move("d5c7")).position
    assert threatens(after.board, WHITE) and not threatens(after.board, BLACK)
    quiet = p.play(p.parse_move("d5b4")).position
    assert not threatens(quiet.board, WHITE)


@needs_core("chesscore")
@pytest.mark.parametrize("variant", ["chess-NNNN", "magnetic-chess"])
def test_the_pruned_search_sees_deeper_in_the_same_nodes(variant):
    """300,000 nodes (about 0.3 s) in 8 positions: depth 6 to 10 without the pruning, one or
    two plies more with it (the compiled search, the same tree as the Python one)."""
    deeper = shallower = 0
    for position in random_positions(variant, 8, seed=5):
        depths = []
        for foresight in (PRUNING_SIGHT - 1, PRUNING_SIGHT):
            budget = Budget(playouts=300_000, seconds=math.inf, foresight=foresight)
            core = compiled.ChessCore(position.rules)
            depths.append(core.search(position, position.legal_moves(), budget)[0])
        deeper += depths[1] > depths[0]
        shallower += depths[1] < depths[0]
    assert deeper >= 5 and shallower == 0, (deeper, shallower)


@pytest.mark.parametrize(("text", "move"), [
    ("q3k3/pp1p1ppp/8/3N4/8/8/PPPP1PPP/4K3", "d5c7"),  # the fork of king and queen: quiet
    ("4k3/8/8/2q5/8/8/8/4R1K1", "e1e8"),  # the king taken at once
    ("6k1/5ppp/8/8/8/8/r4PPP/3R2K1", "d1d8"),  # the back rank: the rook threatens the king
])
def test_the_strongest_still_finds_the_tactics(text, move):
    position = setup("chess-NNNN", text)
    stats = chess_search.search_stats(position, Budget(playouts=30_000, foresight=PRUNING_SIGHT),
                                      rng=random.Random(1))
    found = chess_search.choose(position, stats, rng=random.Random(1)).move
    assert position.move_text(found) == move

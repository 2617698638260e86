"""The analysis candidates every search reports (``SearchProgress.candidates``): they are the
search's own root statistics (visits, win rates), most visited first, each with a legal
principal variation that starts with it; the worker processes' reports add up by move."""

from __future__ import annotations

import random

import pytest

from magnetdesk.ai.chess import search as chess_search
from magnetdesk.ai.core.merging import merged_candidates, merged_ownership, merged_progress
from magnetdesk.ai.core.node import candidates
from magnetdesk.ai.core.search_types import CANDIDATES, PV_LENGTH, Budget, Candidate, SearchProgress
from magnetdesk.ai.go import mcts
from magnetdesk.ai.medusa import search as medusa_search
from magnetdesk.engine.variants import new_position


def replays(position, line) -> bool:
    """Whether ``line`` is a legal sequence of moves from ``position``."""
    for move in line:
        after = position.attempt(move)
        if not hasattr(after, "position"):
            return False
        position = after.position
    return True


@pytest.mark.parametrize("variant", ["go", "magnetgo", "atari-go"])
def test_go_family_candidates_are_the_root_statistics(variant):
    position = new_position(variant, size=7)
    search = mcts._Search(position, random.Random(3), 4)
    for _ in range(600):
        search.iterate(lambda: False)
    found = candidates(search.root)
    stats = search.stats(False)
    assert 0 < len(found) <= CANDIDATES
    assert [c.visits for c in found] == sorted((c.visits for c in found), reverse=True)
    most = max(visits for visits, _ in stats.moves.values())
    assert found[0].visits == most
    for c in found:
        visits, wins = stats.moves[c.move]
        assert (c.visits, c.win_rate) == (visits, pytest.approx(wins / visits))
        assert c.pv[0] == c.move and 1 <= len(c.pv) <= PV_LENGTH
        assert replays(position, c.pv)
        assert 0.0 <= c.prior <= 1.0
    report = search.report(1.0)
    assert report.candidates == found and len(report.ownership) == 49
    assert all(-1.0 <= o <= 1.0 for o in report.ownership)


def test_medusa_candidates_are_whole_turns_with_the_first_actions_statistics():
    position = new_position("medusa")
    search = medusa_search._Search(position, random.Random(5))
    for _ in range(150):
        search.iterate()
    found = search.candidates()
    stats = search.stats(False)
    assert found
    firsts = sorted((value for key, value in stats.moves.items() if len(key) == 1),
                    reverse=True)  # the first actions' (visits, wins)
    assert [(c.visits, pytest.approx(c.win_rate)) for c in found] == [
        (visits, wins / visits) for visits, wins in firsts[:CANDIDATES]]
    for c in found:
        assert c.pv[0] == c.move and replays(position, c.pv)  # turns, played whole


def test_chess_candidates_are_the_exact_root_scores_with_the_tables_line():
    position = new_position("magnetic-chess")
    search = chess_search._Search(position, Budget(playouts=4000), lambda: False, None,
                                  random.Random(1))
    stats = search.run()
    found = search.candidates()
    assert found and len(found) == min(len(stats.moves), CANDIDATES)
    for c in found:
        depth, total = stats.moves[c.move]
        assert c.visits == depth and c.win_rate == pytest.approx(total / depth)
        assert c.pv[0] == c.move and replays(position, c.pv)


def test_the_workers_candidates_add_up_by_move():
    a = SearchProgress(100, 1, 0.6, 1.0, (Candidate(1, 60, 0.6, (1, 2), 0.5),
                                         Candidate(3, 40, 0.5, (3,), 0.5)), (1.0, -1.0))
    b = SearchProgress(300, 3, 0.55, 1.0, (Candidate(3, 200, 0.55, (3, 4, 5), 0.25),
                                          Candidate(1, 100, 0.4, (1, 7), 0.75)), (0.0, 1.0))
    merged = merged_candidates([a, b])
    assert [c.move for c in merged] == [3, 1]
    assert merged[0].visits == 240 and merged[0].win_rate == pytest.approx(
        (40 * 0.5 + 200 * 0.55) / 240)
    assert merged[0].pv == (3, 4, 5) and merged[1].pv == (1, 7)  # the most visiting worker's
    assert merged[1].prior == pytest.approx((60 * 0.5 + 100 * 0.75) / 160)
    assert merged_ownership([a, b]) == pytest.approx((0.25, 0.5))
    whole = merged_progress([a, b], 2.0)
    assert whole.candidates == merged and whole.ownership == pytest.approx((0.25, 0.5))
    assert merged_ownership([SearchProgress(5, 1, 0.5, 1.0)]) is None

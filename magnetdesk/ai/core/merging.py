"""The worker processes' progress reports as one: the playouts added up, the move most of
them back, the candidates added up by move and the ownership averaged
(:mod:`magnetdesk.ai.core.parallel` sends the merged report on to the caller)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magnetdesk.ai.core.search_types import CANDIDATES, Candidate, SearchProgress

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Move


def merged_progress(reports: list[SearchProgress], elapsed: float) -> SearchProgress:
    """The workers' latest reports as one: all their playouts, and the move most of the
    playouts back (a vote weighted by each worker's playouts) with its mean win rate."""
    votes: dict[Move, list[float]] = {}
    for report in reports:
        weight: float = max(report.playouts, 1)
        vote = votes.setdefault(report.best_move, [0.0, 0.0])
        vote[0] += weight
        vote[1] += weight * report.win_rate
    best, (weight, wins) = max(votes.items(), key=lambda item: item[1][0])
    return SearchProgress(sum(r.playouts for r in reports), best, wins / weight, elapsed,
                          merged_candidates(reports), merged_ownership(reports))


def merged_candidates(reports: list[SearchProgress]) -> tuple[Candidate, ...]:
    """The workers' candidates added up by move: their visits summed, the win rate and the
    prior averaged by visits, the line of the worker that visited the move most."""
    merged: dict[Move, list[Any]] = {}  # move: [visits, wins, prior sum, best visits, pv]
    for report in reports:
        for c in report.candidates:
            entry = merged.setdefault(c.move, [0, 0.0, 0.0, -1, c.pv])
            entry[0] += c.visits
            entry[1] += c.visits * c.win_rate
            entry[2] += c.visits * c.prior
            if c.visits > entry[3]:
                entry[3], entry[4] = c.visits, c.pv
    ranked = sorted(merged.items(), key=lambda item: (item[1][0], item[1][1]), reverse=True)
    return tuple(
        Candidate(move, visits, wins / visits if visits else 0.5, pv,
                  prior / visits if visits else 0.0)
        for move, (visits, wins, prior, _, pv) in ranked[:CANDIDATES]
    )


def merged_ownership(reports: list[SearchProgress]) -> tuple[float, ...] | None:
    """The workers' ownership averaged by their playouts (None when none sent one)."""
    owned = [r for r in reports if r.ownership is not None and r.playouts]
    if not owned:
        return None
    total = sum(r.playouts for r in owned)
    cells = zip(*(r.ownership or () for r in owned), strict=True)
    weights = [r.playouts / total for r in owned]
    return tuple(sum(w * v for w, v in zip(weights, cell, strict=True)) for cell in cells)

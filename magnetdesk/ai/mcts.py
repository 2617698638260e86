"""Monte-Carlo tree search for the Go family (placeholder: flat Monte-Carlo until it lands).

The contract the rest of the program relies on:

* ``search_stats(position, budget, *, rng, stop, progress) -> RootStats``: one search, its root
  statistics (these add up across worker processes);
* ``choose(position, stats, *, temperature, rng) -> SearchResult``: the move to play from
  (possibly merged) statistics: the most visited move at temperature 0, a visit-weighted draw
  among the good moves above it; resign and pass decisions; ownership normalised to -1..1;
* ``search(...)``: both in one call.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from magnetdesk.ai import montecarlo
from magnetdesk.ai.search_types import Budget, RootStats, SearchProgress, SearchResult
from magnetdesk.engine.go import PASS


def search_stats(
    position,
    budget: Budget,
    *,
    rng: random.Random | None = None,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[SearchProgress], None] | None = None,
) -> RootStats:
    """Placeholder: the flat search's best move counted as all the visits."""
    result = montecarlo.search(position, budget, rng=rng, stop=stop, progress=progress)
    visits = max(result.playouts, 1)
    return RootStats(
        playouts=result.playouts,
        moves={result.move: (visits, result.win_rate * visits)},
        stopped=result.stopped,
    )


def choose(
    position,
    stats: RootStats,
    *,
    temperature: float = 0.0,
    rng: random.Random | None = None,
) -> SearchResult:
    """Placeholder: the most visited move."""
    if not stats.moves:
        return SearchResult(PASS, stats.playouts, 0.5, stats.stopped)
    move, (visits, wins) = max(stats.moves.items(), key=lambda item: item[1][0])
    return SearchResult(move, stats.playouts, wins / max(visits, 1), stats.stopped)


def search(
    position,
    budget: Budget,
    *,
    rng: random.Random | None = None,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[SearchProgress], None] | None = None,
    temperature: float = 0.0,
) -> SearchResult:
    started = time.monotonic()
    stats = search_stats(position, budget, rng=rng, stop=stop, progress=progress)
    result = choose(position, stats, temperature=temperature, rng=rng)
    return SearchResult(
        result.move, result.playouts, result.win_rate, result.stopped, result.ownership,
        result.resign, time.monotonic() - started,
    )

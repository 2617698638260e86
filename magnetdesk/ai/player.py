"""The computer's move: :func:`think`, the one entry point of the app's worker, the text
protocol's ``genmove`` and the arena.

It turns a level (:mod:`magnetdesk.ai.levels`) into a budget and a temperature, searches in the
worker processes (:mod:`magnetdesk.ai.core.parallel`) or, for tiny searches and ``workers=1``, in
this process, and lets the search core choose the move from the merged statistics.

>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("atari-go", '''
...     . X O .
...     . . X .
...     . . . .
...     . . . .
... ''', to_move="black")
>>> p.move_text(think(p, playouts=100, seed=1, workers=1).move)
'D4'
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
from magnetdesk.ai.levels import level as level_of
from magnetdesk.ai.searches import search_for

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Position

# Of a move's time, this share (at most CHOOSE_RESERVE_MOST seconds) is kept for what comes
# after the search: the workers' answers travel back and merge, and ``choose`` decides.
CHOOSE_RESERVE = 0.04
CHOOSE_RESERVE_MOST = 0.15


def think(
    position: Position[Any],
    level: int = 5,
    *,
    seconds: float | None = None,
    playouts: int | None = None,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[SearchProgress], None] | None = None,
    workers: int | None = None,
    settled_pass: bool = False,
) -> SearchResult:
    """Choose a move for the side to move of ``position`` (a game not over) at ``level`` 1..5.

    ``seconds`` and ``playouts`` override the level's budget (see :meth:`Level.budget`, or
    the family search's ``level_budget``: for chess ``playouts`` counts
    nodes); the level's temperature stays. ``stop`` is polled often: once it answers True
    the search ends at once with the best move so far (``stopped=True``). ``progress`` gets
    a :class:`SearchProgress` about four times a second. ``workers`` caps the worker processes
    (default: all of the shared pool's, or the search module's ``MAX_WORKERS``); with
    ``workers=1`` the search runs in this process and a ``seed`` makes it repeat exactly.
    The search gets the time less a :func:`reserve` for choosing, so the move comes in time.
    ``settled_pass``: the computer plays a person, and passes only on a settled board (the
    search's ``choose``).
    """
    if position.end is not None:
        raise ValueError("the game is over: there is no move to choose")
    started = time.monotonic()
    chosen = level_of(level)
    search = search_for(position)
    budget = search.level_budget(chosen, position, seconds=seconds, playouts=playouts)
    # the time already spent (a family's search module imported on its first move) counts too
    spent = time.monotonic() - started
    budget = dataclasses.replace(budget, seconds=budget.seconds - reserve(budget.seconds) - spent)
    rng = random.Random(seed)
    if workers == 1 or budget.playouts < search.IN_PROCESS_PLAYOUTS:
        stats = search.search_stats(position, budget, rng=rng, stop=stop, progress=progress)
    else:
        if search.MAX_WORKERS is not None:  # alpha-beta searches in one process
            most = search.MAX_WORKERS
            workers = min(workers, most) if workers else most
        pool = parallel.default_pool()
        done = pool.search(
            position, budget, seed=seed, stop=stop, progress=progress, workers=workers
        )
        stats = done.stats
    result = search.choose(
        position, stats, temperature=chosen.temperature, rng=rng, settled_pass=settled_pass
    )
    return dataclasses.replace(
        result, stopped=stats.stopped, elapsed=time.monotonic() - started, value=stats.value()
    )


def reserve(seconds: float) -> float:
    """The part of a move's ``seconds`` kept for choosing after the search.

    >>> reserve(3.0), reserve(0.5), reserve(float("inf"))
    (0.12, 0.02, 0.15)
    """
    return min(seconds * CHOOSE_RESERVE, CHOOSE_RESERVE_MOST)

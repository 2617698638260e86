"""The contract of a family's search (:class:`Search`), which its search module fulfils: the
app's worker, the text protocol's ``genmove``, the worker processes and the arena call only
this. A family names its search module in ``magnetdesk/ai/<id>/family.py`` as ``SEARCH``, typed
as :class:`Search`, so the type checker holds the module to the contract."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from magnetdesk.ai.core.search_types import Budget, RootStats, SearchProgress, SearchResult
from magnetdesk.ai.levels import Level

Stop = Callable[[], bool]


class Search(Protocol):
    """A family's search. ``search_stats`` searches ``position`` within ``budget`` (in this
    process or in every worker, with its own ``rng``) and answers root statistics that add up
    across workers; ``choose`` picks the move from the merged statistics at ``temperature``; with
    ``settled_pass`` (the window's computer, which plays a person) a family that counts after
    two passes passes only on a settled board (the Go family; Medusa's and chess's ignore
    it).
    ``level_budget`` turns a level into the family's budget (``playouts`` counts what the
    family counts: playouts, or nodes for alpha-beta). Budgets below ``IN_PROCESS_PLAYOUTS``
    are searched in this process; ``MAX_WORKERS`` caps the worker processes (None: the pool's
    own count)."""

    IN_PROCESS_PLAYOUTS: int
    MAX_WORKERS: int | None

    def search_stats(
        self,
        position: Any,
        budget: Budget,
        *,
        rng: random.Random | None = None,
        stop: Stop | None = None,
        progress: Callable[[SearchProgress], None] | None = None,
    ) -> RootStats[Any]: ...

    def choose(
        self,
        position: Any,
        stats: RootStats[Any],
        *,
        temperature: float = 0.0,
        rng: random.Random | None = None,
        settled_pass: bool = False,
    ) -> SearchResult: ...

    def level_budget(
        self,
        level: Level,
        position: Any,
        *,
        seconds: float | None = None,
        playouts: int | None = None,
    ) -> Budget: ...


def level_budget(
    level: Level, position: Any, *, seconds: float | None = None, playouts: int | None = None
) -> Budget:
    """The budget most searches take: the level's own (:meth:`Level.budget`)."""
    return level.budget(position, seconds=seconds, playouts=playouts)

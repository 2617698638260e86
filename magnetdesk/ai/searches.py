"""Which search plays which game: one table from a variant's family to its search module.

Every search module has the same contract (:mod:`magnetdesk.ai.mcts`): ``search_stats(position,
budget, *, rng, stop, progress) -> RootStats`` and ``choose(position, stats, *, temperature,
rng) -> SearchResult``. :mod:`magnetdesk.ai.player` and the worker processes of
:mod:`magnetdesk.ai.parallel` both ask :func:`search_for`, so a family plugs in here once.

>>> from magnetdesk.engine.variants import new_position
>>> search_for(new_position("medusa")).__name__, search_for(new_position("go")).__name__
('magnetdesk.ai.medusa_search', 'magnetdesk.ai.mcts')
"""

from __future__ import annotations

import random
from types import ModuleType

from magnetdesk.ai import chess_search, mcts, medusa_search
from magnetdesk.ai.search_types import Budget, SearchResult
from magnetdesk.engine.variants import VARIANTS

SEARCHES: dict[str, ModuleType] = {"go": mcts, "medusa": medusa_search, "chess": chess_search}


def family(position) -> str:
    """The family of the variant ``position`` belongs to (``go``, ``medusa``, ``chess``)."""
    return VARIANTS[position.rules.variant].family


def search_for(position) -> ModuleType:
    """The search module for ``position``'s game (KeyError for a family none plays yet)."""
    return SEARCHES[family(position)]


def search(
    position, budget: Budget, *, rng: random.Random | None = None, temperature: float = 0.0
) -> SearchResult:
    """One search in this process and its choice (doctests, benchmarks): ``search_stats``
    then ``choose`` of the position's search."""
    rng = rng if rng is not None else random.Random()
    module = search_for(position)
    stats = module.search_stats(position, budget, rng=rng)
    return module.choose(position, stats, temperature=temperature, rng=rng)

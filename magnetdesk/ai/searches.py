"""Which search plays which game: each family's ``SEARCH`` (``magnetdesk/ai/<id>/family.py``, a
:class:`~magnetdesk.ai.core.search.Search`), found by the family's id.

:mod:`magnetdesk.ai.player` and the worker processes of :mod:`magnetdesk.ai.core.parallel` both
ask :func:`search_for`, so a family plugs in by its own package.

>>> from magnetdesk.engine.variants import new_position
>>> search_for(new_position("medusa")).__name__, search_for(new_position("go")).__name__
('magnetdesk.ai.medusa.search', 'magnetdesk.ai.go.mcts')
"""

from __future__ import annotations

import importlib.util
import random
from typing import Any

from magnetdesk.ai.core.search import Search
from magnetdesk.ai.core.search_types import Budget, SearchResult
from magnetdesk.engine.families import parts
from magnetdesk.engine.variants import VARIANTS

SEARCH_MODULE = "magnetdesk.ai.{id}.family"  # where a family names its search


def searches() -> dict[str, Search]:
    """The search of every family the computer plays, by family id."""
    found: dict[str, Search] = parts(SEARCH_MODULE, "SEARCH")
    return found


def plays_family(family_id: str) -> bool:
    """Whether the computer plays the family ``family_id`` (it has a search), found without
    importing the search: the window asks at start-up, and a search's tables take a while."""
    try:
        return importlib.util.find_spec(SEARCH_MODULE.format(id=family_id)) is not None
    except ModuleNotFoundError:  # no package for the family in this layer
        return False


def plays(variant_id: str) -> bool:
    """Whether the computer plays the variant ``variant_id``."""
    return plays_family(VARIANTS[variant_id].family)


def search_for(position: Any) -> Search:
    """The search for ``position``'s game (KeyError for a family none plays)."""
    return searches()[VARIANTS[position.rules.variant].family]


def search(
    position: Any, budget: Budget, *, rng: random.Random | None = None, temperature: float = 0.0
) -> SearchResult:
    """One search in this process and its choice (doctests, benchmarks): ``search_stats``
    then ``choose`` of the position's search."""
    rng = rng if rng is not None else random.Random()
    chosen = search_for(position)
    stats = chosen.search_stats(position, budget, rng=rng)
    return chosen.choose(position, stats, temperature=temperature, rng=rng)

"""The settings of the one Go machine that plays Go, Atari-Go, Stoical Go and Magnetgo.

``GoRules`` is a value: which variant, the board, and every rule switch (its fields are those
of :class:`magnetdesk.engine.go.settings.GoSettings`, what a position reads). The variant
registry (:mod:`magnetdesk.engine.variants`) turns a variant id and its user options into a
``GoRules``; ``rules.start()`` gives the first position (handicap or crosscut stones already
placed).
"""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.engine.go.position import GoPosition
from magnetdesk.engine.go.settings import (
    KO_RULES,
    SCORINGS,
    GoSettings,
    crosscut_points,
    fixed_handicap_points,
)

__all__ = [
    "KO_RULES",
    "SCORINGS",
    "GoRules",
    "crosscut_points",
    "fixed_handicap_points",
]


@dataclass(frozen=True)
class GoRules(GoSettings):
    """Every switch of the Go machine (see :class:`GoSettings`). Build one through the variant
    registry."""

    def start(self) -> GoPosition:
        """The position the game starts from."""
        return GoPosition.initial(self)

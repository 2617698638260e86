"""Medusa's rules data, what a position reads: the marker track's ends, the one board, and
:class:`MedusaSettings` (the komi).

Kept apart from :mod:`magnetdesk.engine.medusa.rules` so that
:mod:`magnetdesk.engine.medusa.position` and :mod:`magnetdesk.engine.medusa.state` can read the
rules without importing the module whose ``MedusaRules.start()`` makes their positions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from magnetdesk.engine.core.geometry import MedusaHex

MARKER_END = 9  # the track's ends are ±9 points from the centre


@cache
def medusa_board() -> MedusaHex:
    """The one Medusa board (every position shares it)."""
    return MedusaHex()


@dataclass(frozen=True)
class MedusaSettings:
    """Medusa's rules data: the variant id, the komi (marker start toward White), the board.
    The rules value the registry builds is its subclass
    :class:`magnetdesk.engine.medusa.rules.MedusaRules`, which adds ``start()``."""

    komi: int = 3
    variant: str = field(default="medusa", init=False)
    options: tuple[tuple[str, object], ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if not 0 <= self.komi <= MARKER_END:
            raise ValueError(f"komi must be 0..{MARKER_END} marker points, not {self.komi}")
        if not self.options:
            object.__setattr__(self, "options", (("komi", self.komi),))

    @property
    def grid(self) -> MedusaHex:
        return medusa_board()

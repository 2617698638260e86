"""Black's lead in points from a search's ownership, for the games counted in points.

>>> from magnetdesk.engine.variants import new_position
>>> black_lead(new_position("go", size=5), (1.0,) * 25)
17.5
>>> black_lead(new_position("magnetic-chess"), (1.0,) * 64) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magnetdesk.engine.variants import position_family


def black_lead(position: Any, ownership: Sequence[float] | None) -> float | None:
    """The points Black leads by: what the ownership gives each side, and what the family
    counts besides the board (the komi, Medusa's marker); None without an ownership or for a
    game not counted in points (chess)."""
    counting = position_family(position).counting
    if ownership is None or counting is None or counting.beyond is None:
        return None
    return float(sum(ownership)) + counting.beyond(position)

"""Black's lead in points from a search's ownership, for the games counted like Go.

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
    """The points Black leads by: what the ownership gives each side, less the komi; None
    without an ownership or for a game not counted like Go (SGF's Go properties, a komi)."""
    komi = getattr(position.rules, "komi", None)
    if ownership is None or komi is None or not position_family(position).go_properties:
        return None
    return float(sum(ownership)) - float(komi)

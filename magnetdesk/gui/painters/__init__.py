"""One painter per board layout kind (``topology.kind``), sharing :mod:`.common`.

A painter knows its board's wood rectangle and paints the board under the stones:
``board_rect(coordinates) -> QRectF`` and ``paint(painter, coordinates)``.
"""

from __future__ import annotations

from magnetdesk.gui.painters.square import SquarePainter

PAINTERS = {"square": SquarePainter}


def painter_for(topology):
    """The painter for ``topology`` (KeyError for a layout kind without one yet)."""
    return PAINTERS[topology.kind](topology)

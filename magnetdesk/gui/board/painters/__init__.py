"""One painter per board layout kind (``topology.kind``), sharing :mod:`.common`.

A painter knows its board's wood rectangle and paints the board under the stones:
``board_rect(coordinates) -> QRectF``, ``paint_shadow(painter, coordinates)`` (the board's
shadow on the table), ``paint(painter, coordinates)``, and ``stone_scale`` (a stone's size
relative to the shared :data:`~.common.STONE_RADIUS`).
"""

from __future__ import annotations

from magnetdesk.gui.board.painters.chess import ChessPainter
from magnetdesk.gui.board.painters.hex import HexPainter
from magnetdesk.gui.board.painters.square import SquarePainter

PAINTERS = {"square": SquarePainter, "hex": HexPainter}


def painter_for(topology):
    """The painter for ``topology`` (KeyError for a layout kind without one yet); a square
    grid named the chess way (a1..h8) is a chessboard."""
    if getattr(topology, "style", None) == "algebraic":
        return ChessPainter(topology)
    return PAINTERS[topology.kind](topology)

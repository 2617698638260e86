"""A chess move typed in the move field (:mod:`magnetdesk.gui.play.keyboard_play`)."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.printed import resolve_san
from magnetdesk.engine.core.vocabulary import Illegal, Reason


def chess_move(position: ChessPosition, text: str) -> Any:
    """The chess move ``text`` names: long algebraic (``e2e4``, ``e7e8q``, a code after it
    when the players name codes) or SAN (``Nf3``, ``exd5``, ``O-O``, ``e8=Q``; a check sign
    is allowed; ``nf3`` and ``o-o`` typed in small letters too, but ``b`` is the b-file's
    pawn), or why not (an Illegal)."""
    long = position.parse_move(text)
    if not isinstance(long, Illegal):
        return long
    written = text.strip().rstrip("+#!?")
    if set(written) <= set("oO0-"):
        written = written.upper()
    elif written[:1] in ("k", "q", "r", "n"):
        written = written[0].upper() + written[1:]
    found = resolve_san(position, written)
    if isinstance(found, Illegal) and found.reason == Reason.SYNTAX:
        return long  # neither notation: say the plainer one
    return found

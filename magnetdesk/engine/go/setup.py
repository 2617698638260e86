"""Setting up a Go-family position by hand: black and white stones put on and taken off, the
side to move. A set-up position is refused when a chain has no liberty (no move could have
left it there: it would have been captured).

>>> from magnetdesk.engine.go.diagram import position_from_text
>>> print(check(position_from_text("go", "X O .\\nO . .\\n. . .")).message)
the black chain at A3 has no liberty
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.setup import (
    Arrangement,
    SetupKit,
    SetupPiece,
    stone_arrangement,
    stone_change,
)
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Illegal, Reason
from magnetdesk.engine.go.position import GoPosition, breathless_chain
from magnetdesk.translation import QT_TR_NOOP, tr

STONES = (
    SetupPiece(BLACK, QT_TR_NOOP("Black stone"), "b"),
    SetupPiece(WHITE, QT_TR_NOOP("White stone"), "w"),
)


def check(position: GoPosition) -> Illegal | None:
    """Why a set-up position cannot be (a chain without liberties), or None."""
    board = position.board
    neighbours = position.topology.neighbours
    seen: set[int] = set()
    for cell, stone in enumerate(board):
        if stone == EMPTY or cell in seen:
            continue
        chain = breathless_chain(board, neighbours, cell)
        if chain is None:
            continue
        seen.update(chain)
        message = (tr("the black chain at {point} has no liberty") if stone == BLACK
                   else tr("the white chain at {point} has no liberty"))
        return Illegal(Reason.SUICIDE, message.format(point=position.topology.name(min(chain))))
    return None


def draft(position: GoPosition, arrangement: Arrangement) -> GoPosition:
    """The arrangement drawn on ``position``'s board (not checked)."""
    change = stone_change(position, arrangement)
    return position.with_stones(change.black, change.white, change.empty, change.to_move)


def empty(position: Any) -> Arrangement:
    return Arrangement({}, BLACK)


SETUP = SetupKit(
    pieces=STONES,
    extras=(),
    arrangement=stone_arrangement,
    empty=empty,
    draft=draft,
    change=stone_change,
    check=check,
)

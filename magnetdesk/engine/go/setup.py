"""Setting up a Go-family position by hand: black and white stones put on and taken off, the
side to move. A set-up position is refused when a chain has no liberty (no move could have
left it there: it would have been captured).

>>> from magnetdesk.engine.go.diagram import position_from_text
>>> print(check(position_from_text("go", "X O .\\nO . .\\n. . .")).message)
the black chain at A3 has no liberty
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.setup import STONES, Arrangement, SetupKit, stone_arrangement
from magnetdesk.engine.core.setup import stone_change as change
from magnetdesk.engine.core.setup import stone_draft as draft
from magnetdesk.engine.core.vocabulary import BLACK, Illegal, Reason
from magnetdesk.engine.go.position import GoPosition, liberties
from magnetdesk.engine.go.scoring import chains
from magnetdesk.translation import tr


def check(position: GoPosition) -> Illegal | None:
    """Why a set-up position cannot be (a chain without liberties), or None."""
    board = position.board
    neighbours = position.topology.neighbours
    for chain in chains(board, neighbours):
        if liberties(board, neighbours, chain):
            continue
        message = (tr("the black chain at {point} has no liberty") if board[chain[0]] == BLACK
                   else tr("the white chain at {point} has no liberty"))
        return Illegal(Reason.SUICIDE, message.format(point=position.topology.name(min(chain))))
    return None


def empty(position: Any) -> Arrangement:
    return Arrangement({}, BLACK)


SETUP = SetupKit(STONES, (), stone_arrangement, empty, draft, change, check)

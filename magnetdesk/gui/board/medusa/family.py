"""Medusa in the window: a click places, a drag moves a group, Done ends the turn; a card counts
the stones on the board, and the side panel shows the marker on its track."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.engine.medusa.notation import Done
from magnetdesk.gui.board.family import END_OF_TURN, FamilyView
from magnetdesk.gui.board.medusa.marker_track import MarkerPanel
from magnetdesk.gui.board.medusa.rules_page import rules_page
from magnetdesk.gui.board.medusa.style import MedusaStyle
from magnetdesk.gui.board.medusa.words import MEDUSA_WORDS
from magnetdesk.gui.board.painters.hex import HexPainter
from magnetdesk.translation import QT_TR_NOOP


def stones(position: Any, colour: Colour) -> int:
    return sum(1 for stone in position.board if stone == colour)


def typed_action(position: Any, text: str) -> Any:
    """A typed action of a turn (``k10``, ``q15-s15``), :data:`END_OF_TURN` for ``done``, or
    why not (an Illegal)."""
    action = position.parse_action(text)
    return END_OF_TURN if isinstance(action, Done) else action


def turn_cells(position: Any, turn: Any) -> tuple[int | None, int | None]:
    """Where a turn is shown: its placement, else its first group's jump (nothing: a pass)."""
    if turn.placement is not None:
        return None, turn.placement
    if turn.movements:
        return turn.movements[0].start, turn.movements[0].end
    return None, None


VIEW = FamilyView(
    MedusaStyle,
    counted=QT_TR_NOOP("stones"),
    count=stones,
    how_to_move=QT_TR_NOOP(
        "Click a cell to place a stone, drag a group to move it; Enter (Done) ends the turn"
    ),
    painter=HexPainter,
    panel=MarkerPanel,
    rules_page=rules_page,
    move_cells=turn_cells,
    words=MEDUSA_WORDS,
    typed_example=QT_TR_NOOP("k10, q15-s15, done"),
    read_typed=typed_action,
)

"""The Go family in the window: stones placed with a click; a card counts the prisoners; the
details line says the rule switches that are on (their records in
:mod:`magnetdesk.engine.go.switches`)."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.engine.go.switches import counted, switches_on
from magnetdesk.gui.board.family import FamilyView
from magnetdesk.gui.board.go.rules_page import rules_page
from magnetdesk.gui.board.go.style import GoStyle
from magnetdesk.gui.board.painters.square import SquarePainter
from magnetdesk.gui.common.details import board_details
from magnetdesk.translation import QT_TR_NOOP, tr


def prisoners(position: Any, colour: Colour) -> int:
    count: int = position.prisoners[colour]
    return count


def go_details(position: Any) -> str:
    """``9×9 · the first capture wins``: the board, the details of the switches that are on,
    and the count's komi and scoring unless a switch says the game is not counted."""
    rules = position.rules
    said = [tr(switch.detail) for switch in switches_on(rules) if switch.detail]
    return board_details(position, said, counted(rules))


VIEW = FamilyView(
    GoStyle,
    counted=QT_TR_NOOP("prisoners"),
    count=prisoners,
    how_to_move=QT_TR_NOOP("Click a point to place a stone"),
    painter=SquarePainter,
    rules_page=rules_page,
    details=go_details,
)

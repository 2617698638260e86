"""The Go family in the window: stones placed with a click; a card counts the prisoners."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.gui.board.family import FamilyView
from magnetdesk.gui.board.go.rules_page import rules_page
from magnetdesk.gui.board.go.style import GoStyle
from magnetdesk.gui.board.painters.square import SquarePainter
from magnetdesk.translation import QT_TR_NOOP


def prisoners(position: Any, colour: Colour) -> int:
    count: int = position.prisoners[colour]
    return count


VIEW = FamilyView(
    GoStyle,
    counted=QT_TR_NOOP("prisoners"),
    count=prisoners,
    how_to_move=QT_TR_NOOP("Click a point to place a stone"),
    painter=SquarePainter,
    rules_page=rules_page,
)

"""What the window shows differently for each family of games: its part of the family record
(:class:`FamilyView`), declared in ``magnetdesk/gui/board/<id>/family.py`` beside the family's
board style, and found by the family's id (:mod:`magnetdesk.gui.families`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QPixmap

from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.gui.board.contracts import BoardStyle
from magnetdesk.gui.board.painters import Painter
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.translation import QT_TR_NOOP


def no_trophies(position: Any, colour: Colour) -> list[int]:
    return []


@dataclass(frozen=True)
class FamilyView:
    """A family in the window. ``board_style(scene)`` makes the board style (how clicks and
    drags become moves, which marks and animations a move gets: a
    :class:`~magnetdesk.gui.board.contracts.BoardStyle`); ``painter(topology)`` the painter
    of its board (a :class:`~magnetdesk.gui.board.painters.Painter`). ``counted`` names the number
    on a player's card, ``count(position, colour)`` is that number and ``trophies(position,
    colour)`` the pieces it stands for (chess: the pieces taken). ``picture(colour, size)`` is
    the picture of a player's colour; ``details(position)`` the details line (None: the Go-like
    one); ``notation(record, node)`` the move list's text of a move (None: the move's own
    text). ``how_to_move`` is said as a game starts; ``searched`` names what the search counts
    while it thinks. Texts are English, marked for translation."""

    board_style: type[BoardStyle]
    counted: str
    count: Callable[[Any, Colour], int]
    how_to_move: str
    painter: Callable[[Any], Painter]
    trophies: Callable[[Any, Colour], list[int]] = no_trophies
    picture: Callable[[Colour, int], QPixmap] = stone_pixmap
    details: Callable[[Any], str] | None = None
    notation: Callable[[Any, Any], str] | None = None
    searched: str = QT_TR_NOOP("{count} games")

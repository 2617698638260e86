"""The Magnetic Chess family in the window: a piece moved by click or drag; a card shows the
pieces taken, the details line the material and the move list SAN."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from magnetdesk.engine.chess.moves import KING, piece_of
from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.gui import chess_panel
from magnetdesk.gui.board.family import FamilyView
from magnetdesk.gui.chess_board import ChessStyle
from magnetdesk.gui.chess_pieces import piece_pixmap
from magnetdesk.translation import QT_TR_NOOP


def king_picture(colour: Colour, size: int) -> QPixmap:
    return piece_pixmap(piece_of(colour, KING), size)


VIEW = FamilyView(
    ChessStyle,
    counted=QT_TR_NOOP("captured"),
    count=chess_panel.capture_count,
    trophies=chess_panel.captured,
    picture=king_picture,
    details=chess_panel.chess_details,
    notation=chess_panel.san_of_node,
    how_to_move=QT_TR_NOOP("Click a piece, then its square (or drag it)"),
    searched=QT_TR_NOOP("{count} positions"),
)

"""The Magnetic Chess family in the window: a piece moved by click or drag; a card shows the
pieces taken, the details line the material and the move list SAN (a move of each side under one
number); the field code stands beside the game's name, and the ``code`` option has its editor."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from magnetdesk.engine.chess.moves import KING, piece_of
from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.gui.board.chess import panel
from magnetdesk.gui.board.chess.code_editor import code_editor
from magnetdesk.gui.board.chess.pieces import piece_pixmap
from magnetdesk.gui.board.chess.rules_page import rules_page
from magnetdesk.gui.board.chess.style import ChessStyle
from magnetdesk.gui.board.chess.typed import chess_move
from magnetdesk.gui.board.chess.words import CHESS_WORDS
from magnetdesk.gui.board.family import FamilyView
from magnetdesk.gui.board.painters.chess import ChessPainter
from magnetdesk.record.families.chess_text import chess_text_of
from magnetdesk.translation import QT_TR_NOOP


def king_picture(colour: Colour, size: int) -> QPixmap:
    return piece_pixmap(piece_of(colour, KING), size)


VIEW = FamilyView(
    ChessStyle,
    counted=QT_TR_NOOP("captured"),
    count=None,
    trophies=panel.captured,
    picture=king_picture,
    details=panel.chess_details,
    notation=panel.san_of_node,
    how_to_move=QT_TR_NOOP("Click a piece, then its square (or drag it)"),
    searched=QT_TR_NOOP("{count} positions"),
    painter=ChessPainter,
    move_pairs=True,
    trophy=piece_pixmap,
    badge=panel.code_badge,
    badge_tip=QT_TR_NOOP("The field code of the next move: wXw wXb bXw bXb, "
                         "R repel, A attract, N none"),
    option_editors={"code": code_editor},
    rules_page=rules_page,
    move_cells=lambda position, move: (move.start, move.end),
    move_words=lambda position, move: position.san(move),
    words=CHESS_WORDS,
    typed_example=QT_TR_NOOP("e2e4, Nf3, O-O"),
    read_typed=chess_move,
    print_moves=chess_text_of,
)

"""Setting up a chess position by hand: the twelve pieces on the squares, the side to move and
the castling rights. The setup is a whole board, a FEN line (:mod:`magnetdesk.engine.chess.fen`,
which refuses two kings of a side, a pawn on its own last rank and a castling right whose king
or rook is not at home). Beyond that, :func:`check` refuses a side without its king (the game is
won by taking it) and a position in which the side to move could take the king at once.
There is no en passant in Magnetic Chess, so none is set up.

>>> from magnetdesk.engine.variants import new_position
>>> start = new_position("magnetic-chess")
>>> print(check(start.with_board("4k3/8/8/8/8/8/8/R7 w -")).message)
White has no king
>>> print(check(start.with_board("4k3/8/8/8/8/8/8/4RK2 w -")).message)
White could take the black king at once
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.chess.fen import fen_text
from magnetdesk.engine.chess.moves import (
    CASTLES,
    CASTLING_LETTERS,
    KING,
    LETTER_PIECES,
    ROOK,
    piece_of,
)
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.setup import Arrangement, Setup, SetupKit, SetupPiece
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Reason, opponent
from magnetdesk.translation import QT_TR_NOOP, tr

# the palette: each piece by its FEN letter, which is also the key that picks it
NAMES = {
    "K": QT_TR_NOOP("White king"), "Q": QT_TR_NOOP("White queen"),
    "R": QT_TR_NOOP("White rook"), "B": QT_TR_NOOP("White bishop"),
    "N": QT_TR_NOOP("White knight"), "P": QT_TR_NOOP("White pawn"),
    "k": QT_TR_NOOP("Black king"), "q": QT_TR_NOOP("Black queen"),
    "r": QT_TR_NOOP("Black rook"), "b": QT_TR_NOOP("Black bishop"),
    "n": QT_TR_NOOP("Black knight"), "p": QT_TR_NOOP("Black pawn"),
}
PIECES = tuple(SetupPiece(LETTER_PIECES[letter], name, letter) for letter, name in NAMES.items())
# the castling rights, in FEN's order KQkq: each an option whose key is its letter
CASTLING = (
    Option("K", QT_TR_NOOP("White may castle short"), "bool", False),
    Option("Q", QT_TR_NOOP("White may castle long"), "bool", False),
    Option("k", QT_TR_NOOP("Black may castle short"), "bool", False),
    Option("q", QT_TR_NOOP("Black may castle long"), "bool", False),
)
KING_WORDS = {
    WHITE: QT_TR_NOOP("White has no king"), BLACK: QT_TR_NOOP("Black has no king"),
}
TAKES_KING = {
    WHITE: QT_TR_NOOP("White could take the black king at once"),
    BLACK: QT_TR_NOOP("Black could take the white king at once"),
}


def check(position: ChessPosition) -> Illegal | None:
    """Why a set-up position cannot be played (a side without its king, a king the side to
    move could take at once), or None."""
    board = position.board
    for colour in (WHITE, BLACK):
        if piece_of(colour, KING) not in board:
            return Illegal(Reason.ILLEGAL, tr(KING_WORDS[colour]))
    king = board.index(piece_of(opponent(position.to_move), KING))
    if any(move.end == king for move in position.candidate_moves()):
        return Illegal(Reason.ILLEGAL, tr(TAKES_KING[position.to_move]))
    return None


def arrangement(position: ChessPosition) -> Arrangement:
    cells = {square: piece for square, piece in enumerate(position.board) if piece}
    rights = {letter: bool(position.castling >> i & 1) for i, letter in enumerate(CASTLING_LETTERS)}
    return Arrangement(cells, position.to_move, rights)


def empty(position: Any) -> Arrangement:
    return Arrangement({}, WHITE, dict.fromkeys(CASTLING_LETTERS, False))


def _board(wanted: Arrangement) -> tuple[int, ...]:
    return tuple(wanted.cells.get(square, 0) for square in range(64))


def _rights(wanted: Arrangement) -> int:
    return sum(1 << i for i, letter in enumerate(CASTLING_LETTERS) if wanted.extras.get(letter))


def change(before: ChessPosition, wanted: Arrangement) -> Setup:
    """The whole board as a FEN line (and the side to move when it changes)."""
    to_move = wanted.to_move if wanted.to_move != before.to_move else None
    return Setup(to_move=to_move, board=fen_text(_board(wanted), wanted.to_move, _rights(wanted)))


def draft(position: ChessPosition, wanted: Arrangement) -> ChessPosition:
    """The arrangement as a position to draw (not checked; only the rights whose king and
    rook are at home)."""
    board = _board(wanted)
    rights = 0
    for colour in (WHITE, BLACK):
        for castle in CASTLES[colour]:
            king, rook = board[castle.king[0]], board[castle.rook[0]]
            if king == piece_of(colour, KING) and rook == piece_of(colour, ROOK):
                rights |= castle.right
    return ChessPosition(position.rules, board, wanted.to_move, rights & _rights(wanted))


SETUP = SetupKit(PIECES, CASTLING, arrangement, empty, draft, change, check,
                 QT_TR_NOOP("Castling rights"))

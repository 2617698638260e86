"""A whole chess position as one line of text, FEN's first three fields: the placement (rank 8
first, ``/`` between ranks, a digit for that many empty squares, ``KQRBNP`` white and
``kqrbnp`` black), the side to move (``w`` or ``b``) and the castling rights (``KQkq`` or
``-``). A problem's or a lesson's diagram is stored so in a file (the ``FEN`` setup property,
docs/file-format.md); a full FEN is accepted too (no en passant square: ``-``; the clocks are
ignored).

>>> read_fen("4k3/8/8/8/8/8/8/R3K3 w Q").castling, normal_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1")
(2, '4k3/8/8/8/8/8/8/4K3 b -')
>>> print(fen_error("4k3/8/8/8/8/8/8/4K3 w Kq"))
the castling right K needs the king and the rook on their first squares
>>> print(fen_error("4k3/8/8/8/8/8/8 w -"))
a chess position has 8 ranks separated by /, not 7
"""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.engine.chess.moves import (
    CASTLES,
    CASTLING_LETTERS,
    KING,
    LAST_RANK,
    LETTER_PIECES,
    PAWN,
    PIECE_LETTERS,
    ROOK,
    piece_of,
)
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.translation import tr

SIDES = {"w": WHITE, "b": BLACK}


@dataclass(frozen=True)
class FenPosition:
    """What a FEN line says: the board (64 pieces, a1 first), who moves, the castling bits."""

    board: tuple[int, ...]
    to_move: int
    castling: int


class FenError(ValueError):
    """A FEN line that is not a position; the message (translated) says why."""


def read_fen(text: str) -> FenPosition:
    """The position ``text`` holds (FenError with the reason)."""
    fields = text.split()
    if not 1 <= len(fields) <= 6:
        raise FenError(tr("a position is the placement, the side to move and the castling "
                          "rights, e.g. 4k3/8/8/8/8/8/8/R3K3 w Q"))
    board = _placement(fields[0])
    side = fields[1] if len(fields) > 1 else "w"
    if side not in SIDES:
        raise FenError(tr("the side to move is w or b, not {side}").format(side=repr(side)))
    if len(fields) > 3 and fields[3] != "-":
        raise FenError(tr("there is no en passant in Magnetic Chess: write - for the square"))
    castling = _castling(board, fields[2] if len(fields) > 2 else "-")
    return FenPosition(tuple(board), SIDES[side], castling)


def fen_error(text: str) -> str | None:
    """Why ``text`` is not a position (None: it is one)."""
    try:
        read_fen(text)
    except FenError as error:
        return str(error)
    return None


def fen_text(board: tuple[int, ...], to_move: int, castling: int) -> str:
    """The normal form: placement, side to move, castling rights."""
    rows = []
    for rank in range(7, -1, -1):
        row, empty = "", 0
        for square in range(rank * 8, rank * 8 + 8):
            piece = board[square]
            if not piece:
                empty += 1
                continue
            row += (str(empty) if empty else "") + PIECE_LETTERS[piece]
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    rights = "".join(letter for i, letter in enumerate(CASTLING_LETTERS) if castling >> i & 1)
    side = "w" if to_move == WHITE else "b"
    return f"{'/'.join(rows)} {side} {rights or '-'}"


def normal_fen(text: str) -> str:
    """``text`` in the normal form (FenError when it is not a position)."""
    fen = read_fen(text)
    return fen_text(fen.board, fen.to_move, fen.castling)


def _placement(text: str) -> list[int]:
    rows = text.split("/")
    if len(rows) != 8:
        message = tr("a chess position has 8 ranks separated by /, not {count}")
        raise FenError(message.format(count=len(rows)))
    board = [0] * 64
    for i, row in enumerate(rows):
        rank = 7 - i
        file = 0
        for letter in row:
            if letter in "12345678":
                file += int(letter)
                continue
            piece = LETTER_PIECES.get(letter) if letter != "." else None
            if piece is None or file > 7:
                message = tr("rank {rank} of the position is not 8 squares of KQRBNP kqrbnp "
                             "or digits: {row}")
                raise FenError(message.format(rank=rank + 1, row=repr(row)))
            board[rank * 8 + file] = piece
            file += 1
        if file != 8:
            message = tr("rank {rank} of the position is not 8 squares of KQRBNP kqrbnp or "
                         "digits: {row}")
            raise FenError(message.format(rank=rank + 1, row=repr(row)))
    for colour in (WHITE, BLACK):
        if board.count(piece_of(colour, KING)) > 1:
            raise FenError(tr("a side has two kings"))
        last = LAST_RANK[colour]
        if any(board[last * 8 + f] == piece_of(colour, PAWN) for f in range(8)):
            raise FenError(tr("a pawn cannot stand on its own last rank"))
    return board


def _castling(board: list[int], text: str) -> int:
    if text == "-":
        return 0
    rights = 0
    for letter in text:
        if letter not in CASTLING_LETTERS:
            raise FenError(tr("the castling rights are letters of KQkq, or -, not {text}")
                           .format(text=repr(text)))
        index = CASTLING_LETTERS.index(letter)
        colour = WHITE if index < 2 else BLACK
        castle = CASTLES[colour][index % 2]
        home = (board[castle.king[0]] == piece_of(colour, KING)
                and board[castle.rook[0]] == piece_of(colour, ROOK))
        if not home:
            message = tr("the castling right {letter} needs the king and the rook on their "
                         "first squares")
            raise FenError(message.format(letter=letter))
        rights |= castle.right
    return rights

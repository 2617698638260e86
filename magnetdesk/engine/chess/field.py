"""A move on the board and the magnetic field it emits, with the effects it reports.

The moved piece emits from its destination square only (castling: from the rook's new
square; a king's own move emits nothing; a move that takes the king ends the game before any
field). On each of the four lines from the emitting square the **first piece at any
distance** is the one the field reaches: a king there blocks the line; otherwise the code's
letter for (mover's colour, that piece's colour) applies — attract: the piece slides up to
the square next to the emitter; repel: it slides away to the edge or to the square before the
next piece; none: it stays. Displaced pieces emit nothing (no cascade), and the four lines
are disjoint, so their order does not matter. A pawn the field puts on its own last rank is
at once a queen of its own colour.

With origin-square fields the vacated square (castling: the rook's corner) emits next, under
the origin code, with the moved piece's colour; the moved piece itself and every piece the
destination field reached block its lines, so they are moved by the destination field only.

>>> from magnetdesk.engine.chess.moves import board_from_text, board_text, ChessMove, square
>>> from magnetdesk.engine.chess.rules import parse_code
>>> board = board_from_text("3b4/8/3K4/q1R2rP1/3Q4/8/3b4/8")   # rule 5's example
>>> effects = make_move(board, ChessMove(square("d4"), square("d5")), parse_code("RAAR"))
>>> board_text(board).splitlines()[3:5]    # Rc5 pushed to b5, rf5 pulled to e5, bd2 to d4
['qR.Qr.P.', '...b....']
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from magnetdesk.engine.chess.codes import ATTRACT, REPEL, FieldCode
from magnetdesk.engine.chess.moves import (
    CASTLE_BY_KING_MOVE,
    KING,
    LAST_RANK,
    LINES,
    PAWN,
    QUEEN,
    ChessMove,
    piece_of,
)
from magnetdesk.engine.core.vocabulary import Shift, Taking

# --- effects, in the order they happen ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PieceMoved(Shift):
    """The player moved ``piece`` (castling reports the king, then the rook)."""

    start: int
    end: int
    piece: int


@dataclass(frozen=True, slots=True)
class PieceCaptured(Taking):
    """``piece`` was taken on ``square`` (before the capturer arrived); as every
    :class:`~magnetdesk.engine.core.vocabulary.Taking`, it empties ``cells`` of ``colour``."""

    square: int
    piece: int
    cells: tuple[int, ...] = field(init=False, repr=False, compare=False)
    colour: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", (self.square,))
        object.__setattr__(self, "colour", self.piece >> 3)


@dataclass(frozen=True, slots=True)
class Attracted(Shift):
    """The field pulled ``piece`` from ``start`` to ``end``, next to the emitting square."""

    start: int
    end: int
    piece: int


@dataclass(frozen=True, slots=True)
class Repelled(Shift):
    """The field pushed ``piece`` from ``start`` away to ``end``."""

    start: int
    end: int
    piece: int


@dataclass(frozen=True, slots=True)
class Promoted:
    """The pawn on ``square`` became ``after``: by the player's choice, or (``magnetic``) at
    once when the field put it on its own last rank (a queen of the pawn's colour)."""

    square: int
    before: int
    after: int
    magnetic: bool = False


ChessEffect = PieceMoved | PieceCaptured | Attracted | Repelled | Promoted
Slide = Attracted | Repelled


def make_move(board: list[int], move: ChessMove, code: FieldCode) -> list[ChessEffect]:
    """Play ``move`` on ``board`` in place, field included; the effects in order."""
    start, end = move.start, move.end
    piece = board[start]
    colour = piece >> 3
    effects: list[ChessEffect] = []
    castle = CASTLE_BY_KING_MOVE.get((start, end)) if piece & 7 == KING else None
    if castle is not None:
        rook_start, rook_end = castle.rook
        rook = board[rook_start]
        board[start], board[end] = 0, piece
        board[rook_start], board[rook_end] = 0, rook
        effects += (PieceMoved(start, end, piece), PieceMoved(rook_start, rook_end, rook))
        source, origin = rook_end, rook_start
    else:
        taken = board[end]
        if taken:
            effects.append(PieceCaptured(end, taken))
        arrived = piece_of(colour, move.promotion) if move.promotion else piece
        board[start], board[end] = 0, arrived
        effects.append(PieceMoved(start, end, piece))
        if move.promotion:
            effects.append(Promoted(end, piece, arrived))
        if taken & 7 == KING or piece & 7 == KING:
            return effects
        source, origin = end, start
    reached = emit_field(board, source, colour, code.table, effects, (source,))
    if code.origin_table is not None:
        emit_field(board, origin, colour, code.origin_table, effects, {source, *reached})
    return effects


def emit_field(
    board: list[int],
    source: int,
    colour: int,
    table: tuple[tuple[int, ...], ...],
    effects: list[ChessEffect],
    shielded: Collection[int],
) -> list[int]:
    """The field of a ``colour`` piece from ``source``, applied in place. Pieces on
    ``shielded`` squares (and kings) block their line. Returns where the reached pieces
    stand afterwards."""
    reached = []
    for line in LINES[source]:
        at = 0
        for sq in line:
            piece = board[sq]
            if piece:
                break
            at += 1
        else:
            continue
        if piece & 7 == KING or sq in shielded:
            continue
        effect = table[colour][piece >> 3]
        to = sq
        if effect == ATTRACT:
            to = line[0]
        elif effect == REPEL:
            last = len(line) - 1
            while at < last and not board[line[at + 1]]:
                at += 1
            to = line[at]
        if to != sq:
            board[sq], board[to] = 0, piece
            effects.append((Attracted if effect == ATTRACT else Repelled)(sq, to, piece))
            if piece & 7 == PAWN and to >> 3 == LAST_RANK[piece >> 3]:
                queen = piece_of(piece >> 3, QUEEN)
                board[to] = queen
                effects.append(Promoted(to, piece, queen, magnetic=True))
        reached.append(to)
    return reached


def attracted(piece_effects: list[ChessEffect]) -> int:
    """How many pieces the field attracted (the ``+`` of an Anti-magnetic sign group)."""
    return sum(1 for e in piece_effects if isinstance(e, Attracted))


def repelled(piece_effects: list[ChessEffect]) -> int:
    """How many pieces the field repelled (the ``-`` of a sign group)."""
    return sum(1 for e in piece_effects if isinstance(e, Repelled))

"""The Magnetic Chess family in words: the pieces by colour and kind, a move as its SAN, what it
took, and what the field pulled, pushed or promoted; the count is the material.

>>> from magnetdesk.engine.chess.field import Attracted
>>> from magnetdesk.engine.chess.moves import BISHOP, WHITE, piece_of, square
>>> from magnetdesk.engine.variants import new_position
>>> p = new_position("magnetic-chess")
>>> CHESS_WORDS.content(p, square("e1")), CHESS_WORDS.content(p, square("e4"))
('white king', 'empty')
>>> CHESS_WORDS.phrase(p, None, Attracted(square("d1"), square("d3"), piece_of(WHITE, BISHOP)))
'the field pulls the white bishop from d1 to d3'
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.chess.field import Attracted, PieceCaptured, PieceMoved, Promoted, Repelled
from magnetdesk.engine.chess.moves import (
    BISHOP,
    KING,
    KNIGHT,
    PAWN,
    PIECE_VALUES,
    QUEEN,
    ROOK,
)
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Colour
from magnetdesk.gui.board.words import STONE_PHRASES, Words, side
from magnetdesk.translation import QT_TR_NOOP, tr

# Whole phrases, not colour + kind: other languages bend the words (weißer Läufer, weiße Dame),
# and the object of a sentence bends them again (den weißen Läufer).
PIECES = {
    (WHITE, KING): QT_TR_NOOP("white king"), (WHITE, QUEEN): QT_TR_NOOP("white queen"),
    (WHITE, ROOK): QT_TR_NOOP("white rook"), (WHITE, BISHOP): QT_TR_NOOP("white bishop"),
    (WHITE, KNIGHT): QT_TR_NOOP("white knight"), (WHITE, PAWN): QT_TR_NOOP("white pawn"),
    (BLACK, KING): QT_TR_NOOP("black king"), (BLACK, QUEEN): QT_TR_NOOP("black queen"),
    (BLACK, ROOK): QT_TR_NOOP("black rook"), (BLACK, BISHOP): QT_TR_NOOP("black bishop"),
    (BLACK, KNIGHT): QT_TR_NOOP("black knight"), (BLACK, PAWN): QT_TR_NOOP("black pawn"),
}
OBJECTS = {
    (WHITE, KING): QT_TR_NOOP("the white king"), (WHITE, QUEEN): QT_TR_NOOP("the white queen"),
    (WHITE, ROOK): QT_TR_NOOP("the white rook"), (WHITE, BISHOP): QT_TR_NOOP("the white bishop"),
    (WHITE, KNIGHT): QT_TR_NOOP("the white knight"), (WHITE, PAWN): QT_TR_NOOP("the white pawn"),
    (BLACK, KING): QT_TR_NOOP("the black king"), (BLACK, QUEEN): QT_TR_NOOP("the black queen"),
    (BLACK, ROOK): QT_TR_NOOP("the black rook"), (BLACK, BISHOP): QT_TR_NOOP("the black bishop"),
    (BLACK, KNIGHT): QT_TR_NOOP("the black knight"), (BLACK, PAWN): QT_TR_NOOP("the black pawn"),
}
KINDS = {
    KING: QT_TR_NOOP("king"), QUEEN: QT_TR_NOOP("queen"), ROOK: QT_TR_NOOP("rook"),
    BISHOP: QT_TR_NOOP("bishop"), KNIGHT: QT_TR_NOOP("knight"), PAWN: QT_TR_NOOP("pawn"),
}
LISTED = (KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN)


def piece_words(piece: int) -> str:
    return tr(PIECES[piece >> 3, piece & 7])


def _the(piece: int) -> str:
    return tr(OBJECTS[piece >> 3, piece & 7])


def chess_content(position: Any, cell: int) -> str:
    piece = position.board[cell]
    return piece_words(piece) if piece else tr("empty")


def material(position: Any, colour: Colour) -> int:
    """The pieces' value (pawn 1, knight and bishop 3, rook 5, queen 9)."""
    return sum(PIECE_VALUES[p & 7] for p in position.board if p and p >> 3 == colour)


def chess_count(position: Any, colour: Colour) -> str:
    return tr("material %n", None, material(position, colour))


def chess_listing(position: Any, colour: Colour) -> str:
    """``White: king e1, queen d1, rook a1, rook h1, ...``, the most valuable first."""
    board, names = position.board, position.topology.name
    pieces = [
        f"{tr(KINDS[kind])} {names(cell)}"
        for kind in LISTED
        for cell, piece in enumerate(board)
        if piece and piece >> 3 == colour and piece & 7 == kind
    ]
    return tr("{side}: {pieces}").format(side=side(colour), pieces=", ".join(pieces))


def _moved(before: Any, transition: Any, effect: PieceMoved) -> str | None:
    """The first piece moved is the move, said in SAN, with the piece it took (castling's
    rook is in the SAN too)."""
    effects = () if transition is None else transition.effects
    first = next(e for e in effects if isinstance(e, PieceMoved)) if effects else effect
    if first is not effect:
        return None
    said = [str(before.san(transition.move))] if transition is not None else []
    said += [
        tr("takes {piece}").format(piece=_the(taken.piece))
        for taken in effects if isinstance(taken, PieceCaptured)
    ]
    return ", ".join(said)


def _pulled(before: Any, transition: Any, effect: Attracted) -> str:
    names = before.topology.name
    return tr("the field pulls {piece} from {start} to {end}").format(
        piece=_the(effect.piece), start=names(effect.start), end=names(effect.end)
    )


def _pushed(before: Any, transition: Any, effect: Repelled) -> str:
    names = before.topology.name
    return tr("the field pushes {piece} from {start} to {end}").format(
        piece=_the(effect.piece), start=names(effect.start), end=names(effect.end)
    )


def _promoted(before: Any, transition: Any, effect: Promoted) -> str | None:
    """A magnetic promotion (the SAN says a chosen one)."""
    if not effect.magnetic:
        return None
    return tr("the field makes {piece} on {square} a queen").format(
        piece=_the(effect.before), square=before.topology.name(effect.square)
    )


CHESS_WORDS = Words(
    content=chess_content,
    phrases={
        **STONE_PHRASES, PieceMoved: _moved, PieceCaptured: lambda *said: None,
        Attracted: _pulled, Repelled: _pushed, Promoted: _promoted,
    },
    count=chess_count,
    listing=chess_listing,
    lines=(QT_TR_NOOP("Rank {name}"), QT_TR_NOOP("File {name}")),
)

"""Magnetic Chess notation out of the engine: long algebraic for the text protocol and files,
SAN for people (the move list), with magnetic promotions marked ``=Q`` after the move.

>>> from magnetdesk.engine.chess.variants import new_chess_position as new_position
>>> p = new_position("magnetic-chess")
>>> parse_long("e2e4", False).uci(), parse_long("c7d8Q", False).uci()
('e2e4', 'c7d8q')
>>> parse_long("e2e4 arra", True).code.text
'ARRA'
>>> p.san(p.parse_move("g1f3")), p.san(p.parse_move("e2e4"))
('Nf3', 'e4')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

from magnetdesk.engine.chess.codes import code_error, parse_code
from magnetdesk.engine.chess.field import Promoted
from magnetdesk.engine.chess.moves import (
    CASTLE_BY_KING_MOVE,
    KIND_LETTERS,
    PAWN,
    ChessMove,
    square,
    square_name,
)
from magnetdesk.engine.core.vocabulary import Illegal, Reason, Transition
from magnetdesk.translation import tr


class ChessBoard(Protocol):
    """What SAN reads of a position (:class:`magnetdesk.engine.chess.position.ChessPosition`, which
    calls :func:`san`: typed by this, so that this module does not import it)."""

    @property
    def board(self) -> Sequence[int]: ...

    def legal_moves(self) -> list[ChessMove]: ...

    def attempt(self, move: ChessMove) -> Transition[Any] | Illegal: ...


_LONG = re.compile(r"([a-h][1-8])[-x:]?([a-h][1-8])=?([qrbn])?")


def parse_long(text: str, names_code: bool) -> ChessMove | Illegal:
    """``e2e4``, ``e7e8q`` (also ``e2-e4``, ``e7e8=Q``), then the code when the players name
    codes (``e2e4 RAAR``); why not, as an Illegal."""
    words = text.split()
    match = _LONG.fullmatch(words[0].lower()) if words else None
    if match is None or len(words) > 2:
        if names_code:
            message = tr("{text} is not a move such as e2e4 RAAR")
        else:
            message = tr("{text} is not a move such as e2e4 or c7c8q")
        return Illegal(Reason.SYNTAX, message.format(text=repr(text.strip())))
    start, end, promotion = match.groups()
    code = None
    if len(words) == 2:
        code = parse_code(words[1])
        if code is None:
            return Illegal(Reason.SYNTAX, code_error(words[1]))
    kind = KIND_LETTERS.index(promotion.upper()) if promotion else 0
    return ChessMove(square(start), square(end), kind, code)


def san(position: ChessBoard, move: ChessMove) -> str:
    """``move`` (legal in ``position``) in SAN; a magnetic promotion adds ``=Q`` after the
    move, a named code follows after a space. No check signs: there is no check."""
    board = position.board
    piece = board[move.start]
    kind = piece & 7
    castle = CASTLE_BY_KING_MOVE.get((move.start, move.end)) if KIND_LETTERS[kind] == "K" else None
    if castle is not None:
        text = "O-O" if move.end % 8 == 6 else "O-O-O"
    else:
        to = square_name(move.end)
        capture = "x" if board[move.end] else ""
        if kind == PAWN:
            text = (square_name(move.start)[0] + capture if capture else "") + to
        else:
            text = KIND_LETTERS[kind] + _disambiguation(position, move, piece) + capture + to
        if move.promotion:
            text += "=" + KIND_LETTERS[move.promotion]
    outcome = position.attempt(move)
    if not isinstance(outcome, Illegal) and any(
        isinstance(e, Promoted) and e.magnetic for e in outcome.effects
    ):
        text += "=Q"
    return text if move.code is None else f"{text} {move.code.text}"


def _disambiguation(position: ChessBoard, move: ChessMove, piece: int) -> str:
    """The file, rank or square of ``move.start`` when another such piece reaches the square."""
    others = [
        m.start
        for m in position.legal_moves()
        if m.end == move.end and m.start != move.start and position.board[m.start] == piece
    ]
    if not others:
        return ""
    name = square_name(move.start)
    if all(s % 8 != move.start % 8 for s in others):
        return name[0]
    if all(s // 8 != move.start // 8 for s in others):
        return name[1]
    return name

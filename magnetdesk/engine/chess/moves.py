"""Pieces, squares and the moves the pieces make (FIDE moves, without check).

A board is a flat sequence of 64 ints indexed by square: ``a1`` is 0, ``h1`` 7, ``a8`` 56
(the cells of :func:`~magnetdesk.engine.chess.rules.chess_board`). A piece is
``colour << 3 | kind``, so ``piece >> 3`` is its colour (BLACK 1, WHITE 2) and ``piece & 7``
its kind; an empty square is 0, whose "colour" 0 is nobody's.

>>> from magnetdesk.engine.core.vocabulary import WHITE
>>> start = board_from_text(START_TEXT)
>>> len(pseudo_moves(start, WHITE, ALL_CASTLING))
20
>>> PIECE_LETTERS[start[square("e1")]], PIECE_LETTERS[start[square("d8")]]
('K', 'q')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from magnetdesk.engine.core.vocabulary import BLACK, WHITE

if TYPE_CHECKING:
    from magnetdesk.engine.chess.codes import FieldCode

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
KIND_LETTERS = " PNBRQK"
PROMOTION_KINDS = (QUEEN, ROOK, BISHOP, KNIGHT)
PIECE_VALUES = {PAWN: 1, KNIGHT: 3, BISHOP: 3, ROOK: 5, QUEEN: 9, KING: 0}  # the material count
PIECE_LETTERS = {0: "."} | {
    colour << 3 | kind: letter if colour == WHITE else letter.lower()
    for colour in (BLACK, WHITE)
    for kind, letter in enumerate(KIND_LETTERS)
    if kind
}
LETTER_PIECES = {letter: piece for piece, letter in PIECE_LETTERS.items()}
FILES = "abcdefgh"
START_TEXT = "\n".join(
    ("rnbqkbnr", "pppppppp", "........", "........", "........", "........", "PPPPPPPP",
     "RNBQKBNR")
)

# Castling rights: one bit per king and side; a bit is lost for good once the king's square
# or that rook's corner is left, entered or emptied by anything (a move, a capture, the field).
WHITE_SHORT, WHITE_LONG, BLACK_SHORT, BLACK_LONG = 1, 2, 4, 8
ALL_CASTLING = 15
CASTLING_LETTERS = "KQkq"


def piece_of(colour: int, kind: int) -> int:
    return colour << 3 | kind


def square(name: str) -> int:
    """``e4`` → 28."""
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def square_name(sq: int) -> str:
    return FILES[sq & 7] + str((sq >> 3) + 1)


def _walk(sq: int, df: int, dr: int) -> tuple[int, ...]:
    f, r = sq & 7, sq >> 3
    out = []
    f, r = f + df, r + dr
    while 0 <= f < 8 and 0 <= r < 8:
        out.append(r * 8 + f)
        f, r = f + df, r + dr
    return tuple(out)


def _steps(sq: int, offsets: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    return tuple(ray[0] for ray in (_walk(sq, df, dr) for df, dr in offsets) if ray)


ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (-1, 1), (1, -1), (-1, -1))
KNIGHT_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
LINES = tuple(tuple(r for r in (_walk(s, *d) for d in ORTHOGONAL) if r) for s in range(64))
DIAGONALS = tuple(tuple(r for r in (_walk(s, *d) for d in DIAGONAL) if r) for s in range(64))
QUEEN_LINES = tuple(a + b for a, b in zip(LINES, DIAGONALS, strict=True))
SLIDES = {ROOK: LINES, BISHOP: DIAGONALS, QUEEN: QUEEN_LINES}
LEAPS = {
    KNIGHT: tuple(_steps(s, KNIGHT_JUMPS) for s in range(64)),
    KING: tuple(_steps(s, ORTHOGONAL + DIAGONAL) for s in range(64)),
}
FORWARD = {WHITE: 8, BLACK: -8}
LAST_RANK = {WHITE: 7, BLACK: 0}
DOUBLE_STEP_RANKS = {WHITE: (0, 1), BLACK: (7, 6)}
PAWN_CAPTURES = {
    colour: tuple(_steps(s, ((-1, d), (1, d))) for s in range(64))
    for colour, d in ((WHITE, 1), (BLACK, -1))
}


@dataclass(frozen=True)
class Castle:
    """A castling: the king's move (the move's squares), the rook's, and the right it needs."""

    right: int
    king: tuple[int, int]
    rook: tuple[int, int]
    between: tuple[int, ...]


CASTLES = {
    WHITE: (
        Castle(WHITE_SHORT, (4, 6), (7, 5), (5, 6)),
        Castle(WHITE_LONG, (4, 2), (0, 3), (1, 2, 3)),
    ),
    BLACK: (
        Castle(BLACK_SHORT, (60, 62), (63, 61), (61, 62)),
        Castle(BLACK_LONG, (60, 58), (56, 59), (57, 58, 59)),
    ),
}
CASTLE_BY_KING_MOVE = {c.king: c for castles in CASTLES.values() for c in castles}
# The rights lost when something leaves, enters or is taken from a square.
RIGHTS_TOUCHED = {4: WHITE_SHORT | WHITE_LONG, 7: WHITE_SHORT, 0: WHITE_LONG,
                  60: BLACK_SHORT | BLACK_LONG, 63: BLACK_SHORT, 56: BLACK_LONG}


@dataclass(frozen=True, slots=True)
class ChessMove:
    """A move: from ``start`` to ``end`` (castling is the king's move, ``e1g1``), the kind a
    pawn promotes to on the last rank (0 otherwise), and the field code the move names when
    the players choose codes (None otherwise)."""

    start: int
    end: int
    promotion: int = 0
    code: FieldCode | None = None

    def uci(self) -> str:
        """Long algebraic without the code: ``e2e4``, ``c7d8q``."""
        promotion = KIND_LETTERS[self.promotion].lower() if self.promotion else ""
        return square_name(self.start) + square_name(self.end) + promotion


# Every move a piece can make, made once: a generated move is one of these values, never a new
# one (making a move value costs more than finding the move). By square: the rays of a slider
# (each square on a ray with its move) and the squares of a leaper with their moves.
MOVES = tuple(tuple(ChessMove(s, to) for to in range(64)) for s in range(64))
PROMOTIONS = {
    (s, to): tuple(ChessMove(s, to, kind) for kind in PROMOTION_KINDS)
    for colour in (WHITE, BLACK)
    for s in range(64)
    if (s >> 3) + (1 if colour == WHITE else -1) == LAST_RANK[colour]
    for to in range(64)
    if to >> 3 == LAST_RANK[colour] and abs((to & 7) - (s & 7)) <= 1
}
Ray = tuple[tuple[int, ChessMove], ...]
SLIDE_MOVES: dict[int, tuple[tuple[Ray, ...], ...]] = {
    kind: tuple(
        tuple(tuple((to, MOVES[s][to]) for to in ray) for ray in rays[s]) for s in range(64)
    )
    for kind, rays in SLIDES.items()
}
LEAP_MOVES: dict[int, tuple[Ray, ...]] = {
    kind: tuple(tuple((to, MOVES[s][to]) for to in steps[s]) for s in range(64))
    for kind, steps in LEAPS.items()
}


def pseudo_moves(board: Sequence[int], colour: int, castling: int) -> list[ChessMove]:
    """Every move the pieces of ``colour`` can make: FIDE moves without check, two-square
    pawn steps from the first two ranks, castling without check, no en passant."""
    moves: list[ChessMove] = []
    add = moves.append
    for sq, piece in enumerate(board):
        if piece >> 3 != colour:
            continue
        kind = piece & 7
        if kind == PAWN:
            _pawn_moves(board, colour, sq, moves)
        elif kind in LEAP_MOVES:
            for to, move in LEAP_MOVES[kind][sq]:
                if board[to] >> 3 != colour:
                    add(move)
            if kind == KING and castling:
                moves += castling_moves(board, colour, castling)
        else:
            for ray in SLIDE_MOVES[kind][sq]:
                for to, move in ray:
                    target = board[to]
                    if target:
                        if target >> 3 != colour:
                            add(move)
                        break
                    add(move)
    return moves


def _pawn_moves(board: Sequence[int], colour: int, sq: int, moves: list[ChessMove]) -> None:
    ahead = sq + FORWARD[colour]
    froms = MOVES[sq]
    if ahead >> 3 == LAST_RANK[colour]:
        if not board[ahead]:
            moves += PROMOTIONS[sq, ahead]
        enemy = 3 - colour
        for to in PAWN_CAPTURES[colour][sq]:
            if board[to] >> 3 == enemy:
                moves += PROMOTIONS[sq, to]
        return
    if 0 <= ahead < 64 and not board[ahead]:
        moves.append(froms[ahead])
        if sq >> 3 in DOUBLE_STEP_RANKS[colour]:
            two = ahead + FORWARD[colour]
            if not board[two]:
                moves.append(froms[two])
    enemy = 3 - colour
    for to in PAWN_CAPTURES[colour][sq]:
        if board[to] >> 3 == enemy:
            moves.append(froms[to])


def castling_moves(board: Sequence[int], colour: int, castling: int) -> list[ChessMove]:
    """The castlings ``colour`` has the right to and room for (check is never considered)."""
    king, rook = piece_of(colour, KING), piece_of(colour, ROOK)
    return [
        MOVES[c.king[0]][c.king[1]]
        for c in CASTLES[colour]
        if castling & c.right
        and board[c.king[0]] == king
        and board[c.rook[0]] == rook
        and not any(board[s] for s in c.between)
    ]


def board_from_text(text: str) -> list[int]:
    """FEN letters, one line per rank from rank 8, ``.`` (or a FEN digit) for empty squares.
    ValueError says what is wrong."""
    rows = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if len(rows) == 1 and "/" in rows[0]:
        rows = rows[0].split("/")
    if len(rows) != 8:
        raise ValueError(f"a chess board has 8 ranks, not {len(rows)}")
    board = [0] * 64
    for i, row in enumerate(rows):
        expanded = "".join("." * int(c) if c.isdigit() else c for c in row)
        if len(expanded) != 8:
            raise ValueError(f"rank {8 - i} has {len(expanded)} squares, not 8: {row!r}")
        for f, letter in enumerate(expanded):
            if letter not in LETTER_PIECES:
                raise ValueError(f"{letter!r} is not a piece (KQRBNP white, kqrbnp black, .)")
            board[(7 - i) * 8 + f] = LETTER_PIECES[letter]
    return board


def board_text(board: Sequence[int]) -> str:
    """FEN letters, rank 8 first, ``.`` for empty squares."""
    return "\n".join(
        "".join(PIECE_LETTERS[board[r * 8 + f]] for f in range(8)) for r in range(7, -1, -1)
    )

"""What the chess-family search knows about a position: attacks on a king, and a score.

Nothing here decides a rule: moves and their fields are the engine's
(:mod:`magnetdesk.engine.chess.moves`, :mod:`magnetdesk.engine.chess.field`). :func:`attacked`
answers "could ``colour`` take on this square next move" from the engine's own move tables
(a test compares it with the engine's move generator on random positions); the search uses
it for "my king can be taken": no stand-pat in quiescence then, and a move that sets up such a
threat counts as forcing.

:func:`evaluate` scores a position for the side to move, in centipawns:

* **material** (a king is not counted: taking it ends the game);
* **pawn advancement**, more for a pawn next to promotion, and a bonus for a pawn whose file is
  clear up to its last rank when the field code repels that pawn (a piece landing behind it
  pushes it to the edge: a magnetic promotion);
* **king safety against attraction**: for each empty square S next to a king, and each line
  from S on which the first piece is an enemy piece X, a piece landing on the square just
  behind S can pull X onto S, next to the king, where X may take it. Counted when the code
  attracts X for one of the movers (more when the enemy is the one who can do it);
* **mobility**: the squares the knights, bishops, rooks and queens reach;
* a small bonus for centralised minor pieces.

>>> from magnetdesk.engine.chess.variants import new_chess_position
>>> evaluate(new_chess_position("magnetic-chess"))   # the start is symmetric
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.engine.chess.moves import (
    BISHOP,
    DIAGONALS,
    KING,
    KNIGHT,
    LAST_RANK,
    LEAPS,
    LINES,
    PAWN,
    PAWN_CAPTURES,
    QUEEN,
    ROOK,
    SLIDES,
)
from magnetdesk.engine.chess.rules import ATTRACT, REPEL
from magnetdesk.engine.core.vocabulary import BLACK, WHITE

if TYPE_CHECKING:
    from magnetdesk.engine.chess.position import ChessPosition

CodeTable: TypeAlias = tuple[tuple[int, ...], ...]
"""A field code's ``table[mover][target]`` (:class:`~magnetdesk.engine.chess.codes.FieldCode`)."""

VALUES = (0, 100, 310, 330, 490, 920, 0)  # by kind: -, P, N, B, R, Q, K (the king: no material)
ORDER_VALUES = (0, 100, 310, 330, 490, 920, 20000)  # for MVV-LVA: taking the king is best
# A pawn's bonus by the ranks it has advanced from its side's second rank (0..6 steps; a pawn
# pushed back to its first rank counts as not advanced).
ADVANCE = (0, 0, 8, 18, 35, 60, 110, 0)
CLEAR_FILE = 45  # a pawn with a clear file when its own side's move repels it ...
CLEAR_FILE_ENEMY = 15  # ... or when only the enemy's move would
ATTRACTION_BY_ENEMY = 35  # the enemy can pull a piece of its own next to my king
ATTRACTION_BY_ME = 12  # my own move could pull an enemy piece next to my king
OPEN_KING_SQUARE = 3  # each empty square around a king
MOBILITY = 3  # per square a piece reaches
CENTRE = tuple(  # 3 on the four centre squares down to 0 on the edge
    3 - (max(abs(2 * (sq & 7) - 7), abs(2 * (sq >> 3) - 7)) - 1) // 2 for sq in range(64)
)

# Which lines pass from an emitting square E through S: for S and each orthogonal direction,
# (E, the squares beyond S away from E). E is next to S on the other side.
_DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _pull_lines() -> tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]:
    table = []
    for sq in range(64):
        f, r = sq & 7, sq >> 3
        found = []
        for df, dr in _DIRECTIONS:
            ef, er = f - df, r - dr
            if not (0 <= ef < 8 and 0 <= er < 8):
                continue
            beyond = []
            nf, nr = f + df, r + dr
            while 0 <= nf < 8 and 0 <= nr < 8:
                beyond.append(nr * 8 + nf)
                nf, nr = nf + df, nr + dr
            if beyond:
                found.append((er * 8 + ef, tuple(beyond)))
        table.append(tuple(found))
    return tuple(table)


PULL_LINES = _pull_lines()
ORTHOGONAL_NEIGHBOURS = tuple(frozenset(line[0] for line in LINES[sq]) for sq in range(64))


def attacked(board: Sequence[int], sq: int, colour: int) -> bool:
    """Could a piece of ``colour`` move to ``sq`` next move (taking what stands there)?"""
    other = 3 - colour
    for frm in PAWN_CAPTURES[other][sq]:  # a pawn of ``colour`` that takes on ``sq`` stands here
        if board[frm] == colour << 3 | PAWN:
            return True
    knight, king = colour << 3 | KNIGHT, colour << 3 | KING
    for frm in LEAPS[KNIGHT][sq]:
        if board[frm] == knight:
            return True
    for frm in LEAPS[KING][sq]:
        if board[frm] == king:
            return True
    rook, bishop, queen = colour << 3 | ROOK, colour << 3 | BISHOP, colour << 3 | QUEEN
    for ray in LINES[sq]:
        for frm in ray:
            piece = board[frm]
            if piece:
                if piece in (rook, queen):
                    return True
                break
    for ray in DIAGONALS[sq]:
        for frm in ray:
            piece = board[frm]
            if piece:
                if piece in (bishop, queen):
                    return True
                break
    return False


def king_square(board: Sequence[int], colour: int) -> int:
    """The square of ``colour``'s king (-1 when it has none: a set-up position)."""
    try:
        return board.index(colour << 3 | KING)
    except ValueError:
        return -1


def _reaches(kind: int, frm: int, to: int, colour: int) -> bool:
    """Could a ``kind`` piece standing next to ``to`` on ``frm`` take on ``to``?"""
    if kind == QUEEN:
        return True
    orthogonal = to in ORTHOGONAL_NEIGHBOURS[frm]
    if kind == ROOK:
        return orthogonal
    if kind == BISHOP:
        return not orthogonal
    if kind == PAWN:
        return to in PAWN_CAPTURES[colour][frm]
    return False


def king_exposure(board: Sequence[int], colour: int, table: CodeTable | None) -> int:
    """The attraction danger around ``colour``'s king (see the module docstring); ``table``
    is the code's ``table[mover][target]``, or None when the mover names the code (then
    any attraction is possible)."""
    king = king_square(board, colour)
    if king < 0:
        return 0
    enemy = 3 - colour
    by_enemy = table is None or table[enemy][enemy] == ATTRACT
    by_me = table is None or table[colour][enemy] == ATTRACT
    danger = 0
    for near in LEAPS[KING][king]:
        if board[near]:
            continue
        danger += OPEN_KING_SQUARE
        if not (by_enemy or by_me):
            continue
        for emitter, beyond in PULL_LINES[near]:
            if emitter == king:
                continue
            for sq in beyond:
                piece = board[sq]
                if piece:
                    if piece >> 3 == enemy and _reaches(piece & 7, near, king, enemy):
                        danger += ATTRACTION_BY_ENEMY if by_enemy else ATTRACTION_BY_ME
                    break
    return danger


def _clear_file(board: Sequence[int], sq: int, colour: int) -> bool:
    step = 8 if colour == WHITE else -8
    last = LAST_RANK[colour]
    sq += step
    while 0 <= sq < 64:
        if board[sq]:
            return False
        if sq >> 3 == last:
            return True
        sq += step
    return False


def material_and_shape(board: Sequence[int], table: CodeTable | None) -> int:
    """White's lead in material, pawn advancement, promotion chances, mobility and centre."""
    score = 0
    for sq, piece in enumerate(board):
        if not piece:
            continue
        colour, kind = piece >> 3, piece & 7
        value = VALUES[kind]
        if kind == PAWN:
            steps = (sq >> 3) - 1 if colour == WHITE else 6 - (sq >> 3)
            value += ADVANCE[max(steps, 0)]
            if _clear_file(board, sq, colour):
                if table is None or table[colour][colour] == REPEL:
                    value += CLEAR_FILE
                elif table[3 - colour][colour] == REPEL:
                    value += CLEAR_FILE_ENEMY
        elif kind == KNIGHT:
            value += CENTRE[sq] * 4
            for to in LEAPS[KNIGHT][sq]:
                if board[to] >> 3 != colour:
                    value += MOBILITY
        elif kind != KING:
            if kind == BISHOP:
                value += CENTRE[sq] * 3
            for ray in SLIDES[kind][sq]:
                for to in ray:
                    target = board[to]
                    if target >> 3 != colour:
                        value += MOBILITY
                    if target:
                        break
        score += value if colour == WHITE else -value
    return score


def evaluate(position: ChessPosition) -> int:
    """The position's score for its side to move, in centipawns (see the module docstring)."""
    board = position.board
    code = position.code
    table = code.table if code is not None else None
    score = material_and_shape(board, table)
    score += king_exposure(board, BLACK, table) - king_exposure(board, WHITE, table)
    return score if position.to_move == WHITE else -score

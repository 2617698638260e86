"""Ladders in Go, for the Strongest level's playouts and priors (as MoGo, michi and Pachi read
them): a chain in atari that runs only to be ataried again until the edge takes it.

Random playouts without this let a chain caught in a ladder run across the board and live, so
the search thinks it lives too; and the atari that starts a ladder looks like any other move.
With ``ladders`` on (:data:`LADDER_SIGHT`), the playout policy no longer runs with a chain
into a ladder, and the priors give no escape bonus to such a run but a capture's bonus to the
atari that starts a working ladder. A chain *gets away* when it can take a neighbour in atari
(michi's rule: any such capture counts), or runs to three liberties, or to two of which
neither atari takes it; it is read to :data:`LADDER_DEPTH` plies and taken to get away beyond.

The compiled core reads the same (``playcore/ladder.c``: ``go_ladder_escapes``,
``go_ladder_atari``); tests/ai/go/test_go_ladder.py compares the two.

>>> from magnetdesk.engine.go.playout import PlayoutBoard
>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("go", '''
...     . . . . . . . . .
...     . . . . . . . O .
...     . . . . . . . . .
...     . . . . X . . . .
...     . . . X O . . . .
...     . . . . . X . . .
...     . . . . . . . . .
...     . . . . . . . . .
...     . . . . . . . . .
... ''', to_move="black")
>>> p.move_text(ladder_atari(PlayoutBoard.from_position(p), p.parse_move("E5")))
'F5'
>>> after = p.attempt(p.parse_move("F5")).position   # White runs to E4: two liberties ...
>>> escapes(PlayoutBoard.from_position(after), p.parse_move("E5"))   # ... and the edge takes it
False
>>> after = p.attempt(p.parse_move("E4")).position   # to F5, the other way: H8 breaks it
>>> escapes(PlayoutBoard.from_position(after), p.parse_move("E5"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magnetdesk.ai.core.search_types import FULL_SIGHT
from magnetdesk.engine.core.vocabulary import EMPTY

if TYPE_CHECKING:
    from magnetdesk.engine.go.playout import PlayoutBoard

LADDER_SIGHT = FULL_SIGHT  # the foresight (the Strongest) that reads Go's ladders
LADDER_DEPTH = 48  # plies read: the compiled core's stack of boards (READ_LEVELS)


def reads_ladders(foresight: int) -> bool:
    """Whether a search with this foresight reads Go's ladders."""
    return foresight >= LADDER_SIGHT


def can_read(b: PlayoutBoard) -> bool:
    """Whether the reading plays these rules: no seen positions (the repetition rule) and no
    first capture that wins (Atari-Go reads its own ladders, :mod:`ladder`)."""
    return b.repetition is None and not b.first_capture_wins


def _neighbour_in_atari(b: PlayoutBoard, cell: int) -> bool:
    """Whether an opponent chain next to the chain at ``cell`` is in atari."""
    board, head, libs = b.board, b.head, b.libs
    other = 3 - board[cell]
    return any(
        board[n] == other and len(libs[head[n]]) == 1
        for stone in b.members[head[cell]] for n in b.neighbours[stone]
    )


def escapes(b: PlayoutBoard, cell: int, level: int = 0) -> bool:
    """Whether the side to move's chain at ``cell``, in atari, gets away (module docstring)."""
    if _neighbour_in_atari(b, cell):
        return True
    if level >= LADDER_DEPTH:
        return True
    (liberty,) = b.libs[b.head[cell]]
    twin = b.copy()
    if not twin.play(liberty):
        return False
    count = len(twin.libs[twin.head[cell]])
    if count != 2:
        return count >= 3
    return ladder_atari(twin, cell, level + 1) is None


def ladder_atari(b: PlayoutBoard, cell: int, level: int = 0) -> int | None:
    """The atari with which the side to move takes the opponent chain at ``cell``, with two
    liberties, in a ladder; None when neither does (the lower point is tried first)."""
    chain_libs = b.libs[b.head[cell]]
    if len(chain_libs) != 2 or level >= LADDER_DEPTH:
        return None
    for liberty in sorted(chain_libs):
        twin = b.copy()
        if not twin.play(liberty) or twin.board[cell] == EMPTY:
            continue
        if len(twin.libs[twin.head[cell]]) == 1 and not escapes(twin, cell, level + 1):
            return liberty
    return None


"""Finding a position in the library: the games in which the same stones or pieces stand on
the same board (in a symmetric family, on any of the board's turned or mirrored copies), by
one lookup of the position's canonical key (:mod:`magnetdesk.library.keys`) in the index.

>>> from magnetdesk.library.index import LibraryIndex
>>> from magnetdesk.library.reading import entry_of
>>> from magnetdesk.record import Game, game_from_sgf_text
>>> index = LibraryIndex(":memory:")
>>> index.store("/g.sgf", 1, 1, entry_of(game_from_sgf_text("(;GM[1]SZ[9];B[aa];W[ii])")[0]))
>>> game = Game.new("go", size=9); _ = game.play("J1"); _ = game.play("A9")  # turned round
>>> find_position(index, game.position)
{1: 2}
>>> index.store("/h.sgf", 1, 1, entry_of(game_from_sgf_text("(;GM[1]SZ[9];B[ee];W[ec])")[0]))
>>> swapped = Game.new("go", size=9); _ = swapped.play("E7"); _ = swapped.play("E5")
>>> find_position(index, swapped.position), find_position(index, swapped.position, True)
({}, {2: 2})
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Position
from magnetdesk.library.index import LibraryIndex
from magnetdesk.library.keys import BoardKeys


def position_key(position: Position[Any]) -> int:
    """The canonical key of ``position``'s board."""
    return BoardKeys.for_position(position).key(position.board)


def position_keys(position: Position[Any], either_colour: bool = False) -> frozenset[int]:
    """The keys a search looks up: the position's; with ``either_colour`` also the key of
    the board with Black's and White's stones swapped, on a board of stones (where every
    cell is empty, black or white: Go, Medusa; not chess, whose pieces are more than a
    colour)."""
    keys = BoardKeys.for_position(position)
    board = position.board
    found = {keys.key(board)}
    if either_colour and set(board) <= {EMPTY, BLACK, WHITE}:
        found.add(keys.key([SWAPPED[content] for content in board]))
    return frozenset(found)


def find_position(index: LibraryIndex, position: Position[Any], either_colour: bool = False
                  ) -> dict[int, int]:
    """The games of ``index`` in which ``position`` (with ``either_colour``, or its colours
    swapped) occurs on the main line: game id -> the first ply at which it stands there."""
    return index.plies(position_keys(position, either_colour))


SWAPPED = {EMPTY: EMPTY, BLACK: WHITE, WHITE: BLACK}

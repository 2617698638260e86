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
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Position
from magnetdesk.library.index import LibraryIndex
from magnetdesk.library.keys import BoardKeys


def position_key(position: Position[Any]) -> int:
    """The canonical key of ``position``'s board."""
    return BoardKeys.for_position(position).key(position.board)


def find_position(index: LibraryIndex, position: Position[Any]) -> dict[int, int]:
    """The games of ``index`` in which ``position`` occurs on the main line: game id -> the
    first ply at which it stands there."""
    return index.plies(position_key(position))

"""What every family's position remembers of its past: the Zobrist keys of the stones or
pieces on a board (:data:`ZOBRIST`, :func:`board_hash`) and the chain of positions a game
went through (:class:`History`), which superko, repetition and draw rules walk."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator

MAX_ZOBRIST_CELLS = 1024

_rng = random.Random(20261122)
ZOBRIST = (
    (),
    tuple(_rng.getrandbits(64) for _ in range(MAX_ZOBRIST_CELLS)),
    tuple(_rng.getrandbits(64) for _ in range(MAX_ZOBRIST_CELLS)),
)
WHITE_TO_MOVE_KEY = _rng.getrandbits(64)


def board_hash(board: Iterable[int]) -> int:
    """The Zobrist hash of a board (board contents only, not the side to move)."""
    h = 0
    for cell, stone in enumerate(board):
        if stone:
            h ^= ZOBRIST[stone][cell]
    return h


class History:
    """The positions a game went through, newest first, as a chain shared between positions.

    Each link holds the board hash, the side to move and the ply count; superko and Stoical
    repetition walk it (a few hundred links in a real game)."""

    __slots__ = ("board_hash", "is_move", "parent", "ply", "to_move")

    def __init__(
        self,
        board_hash: int,
        to_move: int,
        ply: int,
        parent: History | None,
        is_move: bool = True,
    ) -> None:
        self.board_hash = board_hash
        self.to_move = to_move
        self.ply = ply
        self.parent = parent
        self.is_move = is_move  # False for the start and for setup stones

    def __iter__(self) -> Iterator[History]:
        link: History | None = self
        while link is not None:
            yield link
            link = link.parent

    def __reduce__(self) -> tuple[Callable[..., History | None], tuple[object, ...]]:
        # Flat, oldest first: pickling the chain link by link would recurse once per move.
        links = [(h.board_hash, h.to_move, h.ply, h.is_move) for h in self]
        return (_history_from_links, (tuple(reversed(links)),))


def _history_from_links(links: tuple[tuple[int, int, int, bool], ...]) -> History | None:
    link = None
    for board_hash, to_move, ply, is_move in links:
        link = History(board_hash, to_move, ply, link, is_move)
    return link



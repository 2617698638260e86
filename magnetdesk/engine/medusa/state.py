"""Medusa's effects (what an action did, for animation and the record) and the record of
states at turn boundaries that the repetition ban compares with.

Effects, in the order they happen: :class:`~magnetdesk.engine.core.vocabulary.Placed`,
:class:`Moved` (a group movement: one stone jumps), :class:`Reversed` (stones turned over by a
capture or a suicide), :class:`MarkerMoved` (a turn without placement),
:class:`~magnetdesk.engine.core.vocabulary.Passed` (a complete pass).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Passed, Placed, Shift
from magnetdesk.engine.medusa.settings import MARKER_END

_rng = random.Random(1981)
MARKER_KEYS = {m: _rng.getrandbits(64) for m in range(-MARKER_END, MARKER_END + 1)}
WHITE_KEY = _rng.getrandbits(64)


# --- effects ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Moved(Shift):
    """A group movement: the stone on ``start`` jumped to ``end`` (a core
    :class:`~magnetdesk.engine.core.vocabulary.Shift`, as a slide or a chess move is)."""

    start: int
    end: int
    colour: int


@dataclass(frozen=True)
class Reversed:
    """Stones turned over to show ``colour``: captured by ``colour``, or (``suicide``) the
    mover's own breathless group, handed to ``colour``, the opponent."""

    cells: tuple[int, ...]
    colour: int
    suicide: bool = False


@dataclass(frozen=True)
class MarkerMoved:
    """No stone was placed this turn: the marker moved one point toward ``colour``."""

    start: int
    end: int
    colour: int


MedusaEffect = Placed | Moved | Reversed | MarkerMoved | Passed


def state_key(board_key: int, marker: int, to_move: int) -> int:
    """The Zobrist key of a whole state: board, marker, side to move."""
    return board_key ^ MARKER_KEYS[marker] ^ (WHITE_KEY if to_move == WHITE else 0)


def marker_toward(marker: int, colour: int) -> int:
    """The marker one point toward ``colour`` (Black's end is +9), staying put at the end."""
    step = 1 if colour == BLACK else -1
    return max(-MARKER_END, min(MARKER_END, marker + step))


class StateLink:
    """The states at the turn boundaries of a game, newest first, shared between positions:
    ``key`` is the :func:`state_key`; ``is_turn`` is False for the start and setup."""

    __slots__ = ("is_turn", "key", "parent", "ply")

    def __init__(self, key: int, ply: int, parent: StateLink | None, is_turn: bool = True):
        self.key = key
        self.ply = ply
        self.parent = parent
        self.is_turn = is_turn

    def __iter__(self) -> Iterator[StateLink]:
        link: StateLink | None = self
        while link is not None:
            yield link
            link = link.parent

    def __reduce__(self) -> tuple[Callable[..., StateLink | None], tuple[object, ...]]:
        # Flat, oldest first: pickling the chain link by link would recurse once per turn.
        links = [(h.key, h.ply, h.is_turn) for h in self]
        return (_links_from, (tuple(reversed(links)),))


def _links_from(links: tuple[tuple[int, int, bool], ...]) -> StateLink | None:
    link = None
    for key, ply, is_turn in links:
        link = StateLink(key, ply, link, is_turn)
    return link

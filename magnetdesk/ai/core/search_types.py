"""The values every searching player shares: how long to think, progress and the answer.

The app's worker, the text protocol's ``genmove``, the worker processes and the arena all
speak in these, whatever the search behind them (Monte-Carlo tree search for the Go family,
alpha-beta for the chess family later).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Move

FULL_SIGHT = 4  # the most a Budget's foresight sees
CANDIDATES = 10  # the most candidates a progress report names
PV_LENGTH = 10  # the most moves of a candidate's principal variation


@dataclass(frozen=True)
class Budget:
    """How long to think: at most ``playouts`` random games and at most ``seconds``; and how
    far to look ahead, ``foresight`` from 0 (blind) to :data:`FULL_SIGHT`. Each game says
    what it sees: in Magnetgo the opponent's magnet capture on the next move
    (:func:`magnetdesk.ai.go.magnet_threat.smallest_seen`), in Atari-Go the ladders
    (:func:`magnetdesk.ai.go.ladder.reading_depth`). The lower levels see less
    (:mod:`magnetdesk.ai.levels`)."""

    playouts: int = 10**9
    seconds: float = math.inf
    foresight: int = FULL_SIGHT
    # start from the last search's tree where it holds this position (ai/core/reuse.py)
    reuse: bool = False


@dataclass(frozen=True)
class Candidate:
    """A move the search weighs at the root, for analysis: how often it went first
    (``visits``; for alpha-beta the depth its score is exact to), its win rate for the mover,
    the principal variation that starts with it (``pv[0]`` is ``move``), and ``prior``, the
    share (0..1) of the root's prior knowledge that went to it (0 when the search has none)."""

    move: Move
    visits: int
    win_rate: float
    pv: tuple[Move, ...]
    prior: float = 0.0


@dataclass(frozen=True)
class SearchProgress:
    """A report while thinking: the move that leads so far and its win rate for the mover;
    for analysis the best ``candidates`` (most visited first, at most :data:`CANDIDATES`) and
    the ``ownership`` so far (every cell -1..1, +1 Black's; None when the search has none);
    ``lead``, the points the mover leads by when the search says so (an outside engine's
    ``scoreLead``; None: the window reckons it from the ownership)."""

    playouts: int
    best_move: Move
    win_rate: float
    elapsed: float
    candidates: tuple[Candidate, ...] = ()
    ownership: tuple[float, ...] | None = None
    lead: float | None = None


@dataclass(frozen=True)
class SearchResult:
    """The chosen move, how many random games were played, and the move's win rate.

    ``ownership`` (when the search has one) holds for every cell a value in -1..1: +1 where
    Black ended every playout owning the cell, -1 where White did. ``resign`` is True when the
    searching side judged the game hopeless (``move`` is then still its best try). ``value``
    is the mover's chance over all the root's moves as searched (their win rates weighted by
    their visits: :meth:`RootStats.value`), less optimistic than the best move's win rate after
    a short search (the game review compares it from move to move); None without statistics.
    ``lead`` as :class:`SearchProgress`'s.
    """

    move: Move
    playouts: int
    win_rate: float
    stopped: bool = False
    ownership: tuple[float, ...] | None = None
    resign: bool = False
    elapsed: float = 0.0
    value: float | None = None
    lead: float | None = None


KeyT = TypeVar("KeyT", bound=Hashable)
"""What a search's root statistics are keyed by: the root's move (``RootStats[int]`` for the Go
family, ``RootStats[ChessMove]``), or the actions of the root's turn so far (Medusa)."""


@dataclass
class RootStats(Generic[KeyT]):
    """What one search learnt at the root, in a form several searches can add up (the worker
    processes of a root-parallel search each send one).

    ``moves[move] = (visits, wins)``: how often the root's mover tried ``move`` first and the
    sum of those games' rewards for the root's mover (0..1 each). ``ownership[cell]`` sums,
    over ``playouts`` games, +1 where Black owned the cell at the end and -1 where White did.
    """

    playouts: int = 0
    moves: dict[KeyT, tuple[int, float]] = field(default_factory=dict)
    ownership: list[float] | None = None
    stopped: bool = False

    def value(self) -> float | None:
        """The mover's win rate over the root's first moves, weighted by their visits (the
        keys of a turn of several actions: its first actions); None without a visit."""
        firsts = [vw for key, vw in self.moves.items()
                  if not isinstance(key, tuple) or len(key) == 1]
        visits = sum(v for v, _ in firsts)
        return sum(w for _, w in firsts) / visits if visits else None

    def add(self, other: RootStats[KeyT]) -> None:
        """Add ``other``'s games to these (same root position)."""
        self.playouts += other.playouts
        self.stopped = self.stopped or other.stopped
        for move, (visits, wins) in other.moves.items():
            mine = self.moves.get(move, (0, 0.0))
            self.moves[move] = (mine[0] + visits, mine[1] + wins)
        if other.ownership is not None:
            if self.ownership is None:
                self.ownership = list(other.ownership)
            else:
                pairs = zip(self.ownership, other.ownership, strict=True)
                self.ownership = [a + b for a, b in pairs]

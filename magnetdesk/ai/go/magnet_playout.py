"""Magnetgo's fast playouts: a mutable board that plays the magnets exactly, and its policy.

:class:`MagnetBoard` plays a move in the engine's stages (:mod:`magnetdesk.engine.go.position`):
place, the magnet stage (along each ray the nearest stone slides: the mover's own away, as far as it
can; the opponent's up next to the placed stone), take off the opponent's chains without
liberties next to the placed or slid stones, then the mover's own; refuse a move that leaves
the board as it was, and the ko rule (``basic``: not the position after the mover's own
previous move; ``positional``: no earlier position). It keeps no chains (magnets tear them
apart), only the board, the Zobrist hash and what the ko rule needs, and it can take a move
back (:meth:`MagnetBoard.save` / :meth:`MagnetBoard.restore`), so a policy can try a move and
look at what it did. ``tests/test_magnet_playout.py`` checks it against the engine move by move.

The policy (:func:`magnet_step`): of a few random legal points that are not the mover's own
eye, the one that captures most and loses fewest own stones.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.engine.core.history import ZOBRIST
from magnetdesk.engine.core.vocabulary import EMPTY
from magnetdesk.engine.go.playout import geometry_of
from magnetdesk.engine.go.position import PASS, breathless_chain

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Cell, Colour
    from magnetdesk.engine.go.position import GoPosition, Neighbours
    from magnetdesk.engine.go.settings import GoSettings

SAMPLES = 3  # random legal points compared per playout move
STOP_CHECK_EVERY = 16  # playout moves between two calls of ``stop``

Saved: TypeAlias = "tuple[list[Colour], Colour, list[int], int, int | None, int]"
"""A :class:`MagnetBoard`'s state before a move (:meth:`MagnetBoard.save`): the board, the side
to move, the prisoners, the hash, the hash before the last move and the passes in a row."""


class MagnetBoard:
    """A Magnetgo board that changes in place; see the module docstring.

    ``play(cell_or_PASS)`` answers None for an illegal move (nothing changes), else the
    number of stones it captured and the number of the mover's own stones it lost.
    """

    __slots__ = (
        "board", "diagonals", "edge", "hash", "neighbours", "over", "parent_hash", "passes",
        "positional", "prisoners", "rays", "seen", "to_move", "winner",
    )  # fmt: skip

    def __init__(self, position: GoPosition) -> None:
        rules = position.rules
        grid = rules.grid
        self.board = list(position.board)
        self.neighbours = grid.neighbours
        self.rays = grid.rays
        self.to_move = position.to_move
        self.prisoners = list(position.prisoners)
        self.hash = position.hash
        parent = position.history.parent
        self.parent_hash = parent.board_hash if parent is not None else None
        self.positional = rules.ko == "positional"
        self.seen: set[int] | None = (
            {link.board_hash for link in position.history} if self.positional else None
        )
        self.passes = 0
        self.over = False  # Magnetgo has no ending but the two passes
        self.winner: Colour | None = None
        shape = geometry_of(grid)  # the fast board's eye shapes
        self.diagonals, self.edge = shape.diagonals, shape.edge

    @staticmethod
    def exact_for(rules: GoSettings) -> bool:
        """Whether this board plays these rules exactly: Magnetgo's, with either ko rule."""
        return (
            rules.magnetism
            and rules.suicide == "if-changed"
            and rules.ko in ("basic", "positional")
            and not (rules.stoical or rules.first_capture_wins or rules.repetition)
        )

    @property
    def finished(self) -> bool:
        return self.passes >= 2

    @property
    def empties(self) -> list[int]:
        return [c for c, s in enumerate(self.board) if s == EMPTY]

    def save(self) -> Saved:
        """Everything a move changes, to take it back with :meth:`restore` (only back: a
        state saved before one move, restored right after it)."""
        return (self.board[:], self.to_move, self.prisoners[:], self.hash, self.parent_hash,
                self.passes)

    def restore(self, state: Saved) -> None:
        board, self.to_move, prisoners, hash_, self.parent_hash, self.passes = state
        if self.seen is not None and hash_ != self.hash:
            self.seen.discard(self.hash)  # a move taken back: its position never happened
        self.hash = hash_
        self.board[:] = board
        self.prisoners[:] = prisoners

    def play(self, cell: Cell) -> tuple[int, int] | None:
        """Play ``cell`` or PASS for the side to move (see the class docstring)."""
        colour = self.to_move
        if cell == PASS:
            self.passes += 1
            self.parent_hash = self.hash
            self.to_move = 3 - colour
            return 0, 0
        board = self.board
        if board[cell] != EMPTY:
            return None
        before = board[:]
        h = self.hash ^ ZOBRIST[colour][cell]
        board[cell] = colour
        touched = [cell]
        for ray in self.rays[cell]:  # the magnet stage
            i, length = 0, len(ray)
            while i < length and board[ray[i]] == EMPTY:
                i += 1
            if i == length:
                continue
            point = ray[i]
            stone = board[point]
            target = 0
            if stone == colour:  # repelled: as far out as it can go
                target, last = i, length - 1
                while target < last and board[ray[target + 1]] == EMPTY:
                    target += 1
            if target != i:
                end = ray[target]
                board[point] = EMPTY
                board[end] = stone
                keys = ZOBRIST[stone]
                h ^= keys[point] ^ keys[end]
                touched.append(end)
        neighbours = self.neighbours
        near = set(touched)
        for t in touched:
            near.update(neighbours[t])
        other = 3 - colour
        taken, h = _remove_breathless(board, neighbours, other, near, h)
        lost, h = _remove_breathless(board, neighbours, colour, near, h)
        # basic ko: not the position after the mover's previous move; positional: no earlier one
        # (``seen`` is kept exactly when the ko rule is positional)
        seen = self.seen
        repeated = h in seen if seen is not None else h == self.parent_hash
        if repeated or (h == self.hash and board == before):  # or the board did not change
            board[:] = before
            return None
        self.prisoners[colour] += taken
        self.prisoners[other] += lost
        self.parent_hash, self.hash = self.hash, h
        if seen is not None:
            seen.add(h)
        self.passes = 0
        self.to_move = other
        return taken, lost

    def is_own_eye(self, cell: int, colour: int) -> bool:
        """The player's own-eye rule of the fast board (every side ``colour``'s, not false)."""
        board = self.board
        for n in self.neighbours[cell]:
            if board[n] != colour:
                return False
        bad = self.edge[cell]
        for d in self.diagonals[cell]:
            if board[d] == 3 - colour:
                bad += 1
        return bad < 2


def _remove_breathless(
    board: list[Colour], neighbours: Neighbours, colour: Colour, near: set[Cell], h: int
) -> tuple[int, int]:
    """Take off ``colour``'s chains through ``near`` that have no liberty: (stones, hash)."""
    removed = 0
    keys = ZOBRIST[colour]
    for start in near:
        if board[start] != colour:
            continue
        for n in neighbours[start]:
            if board[n] == EMPTY:
                break
        else:  # no liberty next to this stone: look at its whole chain
            chain = breathless_chain(board, neighbours, start)
            if not chain:
                continue
            removed += len(chain)
            for c in chain:
                board[c] = EMPTY
                h ^= keys[c]
    return removed, h


def magnet_step(b: MagnetBoard, rng: random.Random) -> int:
    """Play one playout move (see the module docstring); answers it."""
    me = b.to_move
    empties = [c for c, s in enumerate(b.board) if s == EMPTY]
    best_worth: int | None
    best, best_worth = PASS, None
    tried = 0
    start = b.save()
    while empties and tried < SAMPLES:
        i = int(rng.random() * len(empties))
        cell = empties[i]
        empties[i] = empties[-1]
        empties.pop()
        if b.is_own_eye(cell, me):
            continue
        outcome = b.play(cell)
        if outcome is None:
            continue
        tried += 1
        worth = 2 * outcome[0] - 3 * outcome[1]
        better = best_worth is None or worth > best_worth
        if better:
            best, best_worth = cell, worth
        if better and (tried == SAMPLES or not empties):
            return cell  # the last one tried is the best: keep it
        b.restore(start)
    b.play(best)
    return best


def magnet_playout(
    b: MagnetBoard,
    rng: random.Random,
    max_moves: int,
    moves: list[int],
    stop: Callable[[], bool] | None = None,
) -> bool:
    """Policy moves until two passes or ``max_moves``, appending each move to ``moves``;
    False if ``stop`` (polled every few moves) ended it first."""
    for i in range(max_moves):
        if b.passes >= 2:
            break
        if stop is not None and i % STOP_CHECK_EVERY == 0 and stop():
            return False
        moves.append(magnet_step(b, rng))
    return True

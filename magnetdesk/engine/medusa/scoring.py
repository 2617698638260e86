"""Counting a finished Medusa game, and the dead-group proposal of the scoring phase.

Dead groups are *reversed* (stones never leave the board), then each colour scores its stones
on the board + the empty cells surrounded only by its stones + the marker's points if the
marker stands on its side. Empty cells touching both colours (a seki) count for nobody.

>>> from magnetdesk.engine.medusa.diagram import medusa_from_text
>>> p = medusa_from_text('''
...    X # . # . # . # . # .
...     . X . . . . . . . O
... ''', top_row=2)
>>> s = score(p)                    # a1 is Black's; the rest touches both colours
>>> s.black.stones, s.black.territory, s.white.stones, s.white.komi
(2, 1, 1, 3)
>>> s.result_text
'W+1'

The proposal (:func:`estimate_dead`) comes from random playouts that place stones by the
rules (no movements, no marker); a group that contains a rosette is never proposed dead. The
user corrects it with :func:`toggle_group`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from magnetdesk.engine.core.counting import (
    DEAD_OWNERSHIP,
    DeadStoneEstimate,
    Score,
    SideScore,
    area_owner,
    empty_regions,
    toggle_group,  # a click toggles the dead groups of one region, as in Go
)
from magnetdesk.engine.core.geometry import MedusaHex
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, opponent
from magnetdesk.engine.medusa.groups import group_at, has_rosette, reverse_breathless

if TYPE_CHECKING:
    from magnetdesk.engine.medusa.position import MedusaPosition

__all__ = [
    "estimate_dead", "marker_points", "playout_ownership", "random_fill", "reversed_board",
    "score", "toggle_group",
]


def marker_points(marker: int, colour: int) -> int:
    """The marker's points for ``colour``: Black's side is positive, White's negative."""
    return max(marker, 0) if colour == BLACK else max(-marker, 0)


def reversed_board(board: Sequence[int], dead: Iterable[int]) -> list[int]:
    """The board with the ``dead`` stones turned over (ValueError for an empty cell)."""
    after = list(board)
    for cell in dead:
        if after[cell] == EMPTY:
            raise ValueError(f"cell {cell} is empty: only stones can be dead")
        after[cell] = opponent(after[cell])
    return after


def score(position: MedusaPosition, dead: Iterable[int] = frozenset()) -> Score:
    """Count ``position`` with the ``dead`` stones reversed.

    The answer is the shared :class:`~magnetdesk.engine.core.counting.Score` (method ``area``):
    ``stones`` and ``territory`` per colour, the marker's points in ``komi``, and ``owner`` of
    every cell (its stone, the colour of a region it alone surrounds, or EMPTY)."""
    grid = position.topology
    board = reversed_board(position.board, dead)
    owner = list(board)
    territory = [0, 0, 0]
    for region, colour in empty_regions(board, grid.neighbours):
        if colour != EMPTY:
            territory[colour] += len(region)
            for cell in region:
                owner[cell] = colour

    def side(colour: int) -> SideScore:
        return SideScore(
            territory=territory[colour],
            stones=board.count(colour),
            komi=marker_points(position.marker, colour),
        )

    return Score("area", side(BLACK), side(WHITE), tuple(owner))


# --- the dead-group proposal -----------------------------------------------------------------


def estimate_dead(
    position: MedusaPosition,
    playouts: int = 64,
    rng: random.Random | None = None,
    ownership: Sequence[float] | None = None,
) -> DeadStoneEstimate:
    """The groups whose cells random playouts give to the opponent by more than
    :data:`~magnetdesk.engine.core.counting.DEAD_OWNERSHIP` on average, rosette groups excepted
    (seeded from the position when ``rng`` is None, so one position gets one estimate). A
    given ``ownership`` (the computer's search of this board) replaces the playouts."""
    grid = position.topology
    if ownership is None:
        rng = rng if rng is not None else random.Random(position.hash)
        ownership = playout_ownership(position.board, grid, position.to_move, playouts, rng)
    ownership = tuple(ownership)
    board = position.board
    dead: set[int] = set()
    seen: set[int] = set()
    for cell, stone in enumerate(board):
        if stone == EMPTY or cell in seen:
            continue
        group = group_at(board, grid.neighbours, cell)
        seen.update(group)
        if has_rosette(board, grid, group):
            continue
        sign = 1 if stone == BLACK else -1
        if sign * sum(ownership[c] for c in group) / len(group) < -DEAD_OWNERSHIP:
            dead.update(group)
    return DeadStoneEstimate(frozenset(dead), frozenset(), ownership)


def playout_ownership(
    board: Sequence[int], grid: MedusaHex, to_move: int, playouts: int, rng: random.Random
) -> tuple[float, ...]:
    """Who owns each cell after random playouts, from -1 (White in all) to +1 (Black in all);
    every other playout starts with the other side to move."""
    if playouts <= 0:
        return (0.0,) * len(board)
    totals = [0] * len(board)
    for i in range(playouts):
        side = to_move if i % 2 == 0 else opponent(to_move)
        final = random_fill(list(board), grid, side, rng)
        for cell, colour in enumerate(area_owner(final, grid.neighbours)):
            if colour == BLACK:
                totals[cell] += 1
            elif colour == WHITE:
                totals[cell] -= 1
    return tuple(t / playouts for t in totals)


def random_fill(board: list[int], grid: MedusaHex, to_move: int, rng: random.Random) -> list[int]:
    """Players place stones on random empty cells by the rules (reversals included) until
    neither has a cell left that is not its own eye (an empty cell whose neighbours are all
    its stones). Filling the opponent's eye is allowed: that is how groups without a rosette
    die in Medusa. Changes and answers ``board``."""
    neighbours = grid.neighbours
    passes = 0
    side = to_move
    for _ in range(3 * len(board)):
        empty = [c for c, s in enumerate(board) if s == EMPTY]
        rng.shuffle(empty)
        cell = next((c for c in empty if any(board[n] != side for n in neighbours[c])), None)
        if cell is None:
            passes += 1
            if passes >= 2:
                break
        else:
            passes = 0
            board[cell] = side
            reverse_breathless(board, grid, cell)
        side = opponent(side)
    return board

"""Medusa's board mechanics on a flat board list: groups, liberties, rosettes, reversal, jumps.

These are plain functions over ``board`` (a list or tuple of EMPTY/BLACK/WHITE indexed by cell)
and the :class:`~magnetdesk.engine.core.geometry.MedusaHex` topology, shared by the position, the
scoring and the playouts, so every rule lives here once:

* :func:`group_at`: the connected stones of one colour through a cell (a single stone is a
  group for capture; only groups of two or more can move);
* :func:`has_rosette`: does the group own six stones around a hole (then it never dies);
* :func:`reverse_breathless`: the reversal that follows every placement and every movement;
* :func:`jump_landings`: where a stone may jump over its friends.
"""

from __future__ import annotations

from collections.abc import Sequence

from magnetdesk.engine.core.geometry import MedusaHex
from magnetdesk.engine.core.vocabulary import EMPTY, opponent

Board = Sequence[int]


def group_at(board: Board, neighbours: Sequence[Sequence[int]], cell: int) -> list[int]:
    """The stones connected to the stone on ``cell`` through stones of its colour."""
    colour = board[cell]
    group = [cell]
    seen = {cell}
    for stone in group:  # grows while we walk it
        for n in neighbours[stone]:
            if n not in seen and board[n] == colour:
                seen.add(n)
                group.append(n)
    return group


def groups(board: Board, neighbours: Sequence[Sequence[int]]) -> list[list[int]]:
    """Every group on the board, each as its list of cells."""
    seen: set[int] = set()
    found = []
    for cell, stone in enumerate(board):
        if stone != EMPTY and cell not in seen:
            group = group_at(board, neighbours, cell)
            seen.update(group)
            found.append(group)
    return found


def liberties(board: Board, neighbours: Sequence[Sequence[int]], group: Sequence[int]) -> set[int]:
    """The empty cells next to a group."""
    return {n for stone in group for n in neighbours[stone] if board[n] == EMPTY}


def has_liberty(board: Board, neighbours: Sequence[Sequence[int]], group: Sequence[int]) -> bool:
    return any(board[n] == EMPTY for stone in group for n in neighbours[stone])


def rosette_rings(board: Board, grid: MedusaHex, group: Sequence[int]) -> list[int]:
    """The indices of the complete rosettes (rings of ``grid.rosettes``) inside the group."""
    colour = board[group[0]]
    found: set[int] = set()
    for stone in group:
        for ring in grid.rings_of[stone]:
            if ring not in found and all(board[c] == colour for c in grid.rosettes[ring]):
                found.add(ring)
    return sorted(found)


def has_rosette(board: Board, grid: MedusaHex, group: Sequence[int]) -> bool:
    """Does the group contain six stones of its colour around one hole? (A ring of one colour
    is connected, so a ring touching the group with the group's colour lies inside it.)"""
    colour = board[group[0]]
    rosettes = grid.rosettes
    return any(
        all(board[c] == colour for c in rosettes[ring])
        for stone in group
        for ring in grid.rings_of[stone]
    )


def is_capturable(board: Board, grid: MedusaHex, group: Sequence[int]) -> bool:
    """No liberty and no rosette: the group is reversed when it is checked."""
    return not has_liberty(board, grid.neighbours, group) and not has_rosette(board, grid, group)


def reverse_breathless(board: list[int], grid: MedusaHex, cell: int) -> tuple[list[int], list[int]]:
    """The reversals after a stone arrived on ``cell`` (placed there, or landed by a jump).

    First every opponent group next to ``cell`` with no liberty and no rosette is reversed to
    the mover's colour (a capture, whether or not the arriving stone has a liberty). If none
    was, the arriving stone's own group, if it has no liberty and no rosette, is reversed to the
    opponent's colour (legal suicide). Only groups touching ``cell`` can have lost a liberty.
    Changes ``board``; answers (captured cells, suicided cells).
    """
    colour = board[cell]
    other = opponent(colour)
    neighbours = grid.neighbours
    captured: list[int] = []
    for n in neighbours[cell]:
        if board[n] != other:
            continue
        group = group_at(board, neighbours, n)
        if is_capturable(board, grid, group):
            for stone in group:
                board[stone] = colour
            captured.extend(group)
    if captured:
        return captured, []
    own = group_at(board, neighbours, cell)
    if not is_capturable(board, grid, own):
        return [], []
    for stone in own:
        board[stone] = other
    return [], own


def jump_landings(board: Board, grid: MedusaHex, cell: int) -> list[int]:
    """The cells the stone on ``cell`` can jump to: along each straight line, over one or more
    stones of its colour in an unbroken row, to the first empty cell beyond (not past an
    opponent stone, a hole or the edge). A single stone has no friend to jump over."""
    colour = board[cell]
    landings = []
    for ray in grid.rays[cell]:
        if board[ray[0]] != colour:
            continue
        for step in ray[1:]:
            stone = board[step]
            if stone == EMPTY:
                landings.append(step)
            if stone != colour:
                break
    return landings

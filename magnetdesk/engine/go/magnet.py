"""Magnetgo's magnet stage: a placed stone repels its own colour and attracts the other.

Along each of the four rays from the placed stone only the nearest stone (at any distance)
is affected, and it must move if it can: a stone of the mover's colour slides away as far as
it can (to the edge, a blocking point or the next stone); an opponent stone slides toward the
placed stone until it is next to it. Single stones move, never chains, so chains can be torn
apart. The rays are disjoint, so their order does not matter, and nothing leaves the board.
"""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import EMPTY, Slid


def magnetise(
    board: list[int], rays_from_placed: tuple[tuple[int, ...], ...], colour: int
) -> list[Slid]:
    """Apply the magnet stage in place on ``board``; returns the slides, one per moved stone."""
    slides: list[Slid] = []
    for ray in rays_from_placed:
        nearest = _nearest_stone(board, ray)
        if nearest is None:
            continue
        stone = board[ray[nearest]]
        if stone == colour:
            target = _repelled_to(board, ray, nearest)
        else:
            target = 0  # attracted: next to the placed stone
        if target != nearest:
            start, end = ray[nearest], ray[target]
            board[start] = EMPTY
            board[end] = stone
            slides.append(Slid(start, end, stone, attracted=stone != colour))
    return slides


def _nearest_stone(board: list[int], ray: tuple[int, ...]) -> int | None:
    for i, cell in enumerate(ray):
        if board[cell] != EMPTY:
            return i
    return None


def _repelled_to(board: list[int], ray: tuple[int, ...], at: int) -> int:
    """How far out a repelled stone at ``ray[at]`` slides: up to the edge or the next stone."""
    i = at
    while i + 1 < len(ray) and board[ray[i + 1]] == EMPTY:
        i += 1
    return i

"""Benson's algorithm: chains that stay alive whatever the opponent plays, even if their owner
passes every move (unconditional life, "pass-alive").

A *region* of ``colour`` is a connected set of points that are not ``colour``'s (empty points
and opponent stones). A region is *vital* to a chain that borders it when every empty point of
the region is a liberty of that chain: the opponent cannot play inside it without a stone that
touches the chain. Then repeat until nothing changes:

1. drop every chain with fewer than two vital regions among the regions still kept;
2. drop every region that borders a dropped chain.

The chains left are unconditionally alive. Works on any topology (only ``neighbours`` is used).

Standard Go only: it relies on stones never moving once placed. In Magnetgo a stone placed
anywhere on a line can pull or push stones far away, eyes can be pulled open and "pass-alive"
groups torn apart, so Benson's test proves nothing there and callers must not use it.

>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("go", '''
...     . X . X O
...     X X X X O
...     O O O O O
...     . . . . .
...     . . . . .
... ''')
>>> len(unconditionally_alive(p.board, p.rules.grid.neighbours, 1))
6
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from magnetdesk.engine.core.vocabulary import EMPTY


def unconditionally_alive(
    board: Sequence[int], neighbours: Sequence[Sequence[int]], colour: int
) -> set[int]:
    """The cells of ``colour``'s unconditionally alive chains (see the module docstring)."""
    chain_of, chains = _components(board, neighbours, lambda s: s == colour)
    _, regions = _components(board, neighbours, lambda s: s != colour)

    borders: list[set[int]] = [set() for _ in regions]  # chains next to each region
    for r, cells in enumerate(regions):
        for c in cells:
            for n in neighbours[c]:
                if board[n] == colour:
                    borders[r].add(chain_of[n])
    vital_to: list[set[int]] = []  # chains to which each region is vital
    for r, cells in enumerate(regions):
        empties = [c for c in cells if board[c] == EMPTY]
        vital_to.append({
            chain for chain in borders[r]
            if all(any(chain_of.get(n) == chain for n in neighbours[e]) for e in empties)
        })

    alive = set(range(len(chains)))
    kept = set(range(len(regions)))
    changed = True
    while changed:
        changed = False
        for chain in list(alive):
            if sum(1 for r in kept if chain in vital_to[r]) < 2:
                alive.discard(chain)
                changed = True
        for r in list(kept):
            if not borders[r] <= alive:
                kept.discard(r)
                changed = True
    return {cell for chain in alive for cell in chains[chain]}


def _components(
    board: Sequence[int], neighbours: Sequence[Sequence[int]], member: Callable[[int], bool]
) -> tuple[dict[int, int], list[list[int]]]:
    """Connected sets of the cells whose content satisfies ``member``: (index by cell, sets)."""
    index: dict[int, int] = {}
    groups: list[list[int]] = []
    for start, stone in enumerate(board):
        if start in index or not member(stone):
            continue
        number = len(groups)
        group = [start]
        index[start] = number
        for cell in group:  # grows while we walk it
            for n in neighbours[cell]:
                if n not in index and member(board[n]):
                    index[n] = number
                    group.append(n)
        groups.append(group)
    return index, groups

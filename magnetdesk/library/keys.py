"""Position keys: one number per board, the same for the same stones or pieces on the same
board, and (in a family whose rules keep the board's symmetries) for every turned or mirrored
copy of it, so that finding a position in 10,000 games is one indexed lookup.

A key is Zobrist's: every (cell, content) pair has a fixed 63-bit number, and a board's key
is the XOR of the numbers of its occupied cells. The numbers come from a hash of the board's
kind (the family and the topology), the cell and the content, so they are the same in every
run and an index written today is read tomorrow. For a symmetric family the key is the
smallest of the keys of the board's images under its symmetries (the *canonical* key): the
8 of a square Go board, the 12 of Medusa's hexagon. The symmetries are found from the
topology itself (the maps of the cells' coordinates around the centre that keep the cells
and their neighbours), so no family is named here.

A game's keys are kept up to date move by move (:meth:`BoardKeys.line`): only the cells that
changed are looked at, for every symmetry at once.

>>> from magnetdesk.engine.variants import new_position
>>> keys = BoardKeys.for_position(new_position("go", size=9))
>>> len(keys.symmetries)
8
>>> corner = [0] * 81; corner[0] = 1           # a black stone on A1
>>> other = [0] * 81; other[80] = 1            # one on J9: the board turned half round
>>> keys.key(corner) == keys.key(other) != keys.key([0] * 81)
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import compress, product
from operator import ne
from typing import Any

from magnetdesk.engine.core.geometry import Topology
from magnetdesk.engine.variants import position_family

MASK = (1 << 63) - 1  # SQLite's INTEGER is a signed 64-bit number: keys stay positive

Permutation = tuple[int, ...]


@cache
def symmetries(topology: Topology) -> tuple[Permutation, ...]:
    """The board's symmetries as permutations of its cells (``perm[cell]`` is the cell's
    image), the identity first: every map of the coordinates around the board's centre by an
    integer matrix of determinant ±1 whose entries are -1, 0 or 1 that takes cells to cells
    and neighbours to neighbours (a square grid's 8, the hexagon's 12)."""
    coords: Sequence[tuple[int, int]] = topology.coords  # type: ignore[attr-defined]
    index = {xy: cell for cell, xy in enumerate(coords)}
    neighbours = [frozenset(cells) for cells in topology.neighbours]
    centre_x = min(x for x, _ in coords) + max(x for x, _ in coords)  # twice the centre
    centre_y = min(y for _, y in coords) + max(y for _, y in coords)
    found: list[Permutation] = []
    for a, b, c, d in product((1, 0, -1), repeat=4):
        if abs(a * d - b * c) != 1:
            continue
        image = []
        for x, y in coords:
            dx, dy = 2 * x - centre_x, 2 * y - centre_y
            nx, ny = a * dx + b * dy + centre_x, c * dx + d * dy + centre_y
            cell = index.get((nx // 2, ny // 2)) if nx % 2 == 0 and ny % 2 == 0 else None
            if cell is None:
                break
            image.append(cell)
        else:
            perm = tuple(image)
            keeps = all(frozenset(perm[n] for n in neighbours[cell]) == neighbours[perm[cell]]
                        for cell in range(len(perm)))
            if keeps and perm not in found:
                found.append(perm)
    identity = tuple(range(len(coords)))
    return (identity, *(perm for perm in found if perm != identity))


def _number(kind: str, cell: int, content: int) -> int:
    digest = hashlib.blake2b(f"{kind}/{cell}/{content}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & MASK


class BoardKeys:
    """The keys of one kind of board (a family on a topology), with or without its
    symmetries."""

    def __init__(self, kind: str, perms: tuple[Permutation, ...]) -> None:
        self.kind = kind
        self.symmetries = perms
        self._numbers: dict[tuple[int, int], tuple[int, ...]] = {}

    @classmethod
    def for_position(cls, position: Any) -> BoardKeys:
        """The keys of ``position``'s kind of board (shared by every game of that kind)."""
        family = position_family(position)
        return _board_keys(family.id, position.topology, family.symmetric)

    def numbers(self, cell: int, content: int) -> tuple[int, ...]:
        """What ``content`` on ``cell`` adds to the key of each of the board's images."""
        found = self._numbers.get((cell, content))
        if found is None:
            found = tuple(_number(self.kind, perm[cell], content) for perm in self.symmetries)
            self._numbers[(cell, content)] = found
        return found

    def key(self, board: Sequence[int]) -> int:
        """The canonical key of a board (each cell's content, 0 for empty)."""
        hashes = [0] * len(self.symmetries)
        for cell, content in enumerate(board):
            if content:
                for s, number in enumerate(self.numbers(cell, content)):
                    hashes[s] ^= number
        return min(hashes)

    def line(self, boards: Iterable[Sequence[int]]) -> list[int]:
        """The canonical key of each board of a line of play, each from the one before."""
        count = len(self.symmetries)
        hashes = [0] * count
        before: Sequence[int] | None = None
        keys = []
        for board in boards:
            if before is None:
                changed: Iterable[int] = (cell for cell, content in enumerate(board) if content)
                before = [0] * len(board)
            else:
                # the cells whose content changed, compared in C (most of a scan's time else)
                changed = list(compress(range(len(board)), map(ne, before, board)))
            for cell in changed:
                old, new = before[cell], board[cell]
                if old:
                    for s, number in enumerate(self.numbers(cell, old)):
                        hashes[s] ^= number
                if new:
                    for s, number in enumerate(self.numbers(cell, new)):
                        hashes[s] ^= number
            before = board
            keys.append(min(hashes))
        return keys


@cache
def _board_keys(family_id: str, topology: Topology, symmetric: bool) -> BoardKeys:
    kind = f"{family_id}:{topology!r}"
    identity = (tuple(range(topology.cell_count)),)
    return BoardKeys(kind, symmetries(topology) if symmetric else identity)

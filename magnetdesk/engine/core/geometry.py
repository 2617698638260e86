"""Board topologies: which cells exist, who neighbours whom, the straight rays, names and drawing.

A cell is a small int. Every topology numbers its cells ``0 .. cell_count-1`` (cells that are
not part of the board, such as blocking points and Medusa's holes, simply have no number), so
engines can keep a board as a flat list indexed by cell.

Each topology gives:

* ``neighbours[cell]``: the adjacent cells (chains, liberties, groups);
* ``rays[cell]``: for each straight direction, the cells outward from ``cell`` in order, ending
  at the board's edge or at the first non-cell (a blocking point or a hole). Magnetism, sliding
  pieces and Medusa's group jumps all walk these rays;
* ``name(cell)`` / ``parse(text)``: the cell's name in the variant's notation;
* ``centre(cell)``: drawing coordinates (x to the right, y downward, one unit = one cell step),
  which is all the GUI needs to draw any layout;
* ``rows()``: the cells row by row, highest row first, for the board text.

>>> grid = SquareGrid(9)
>>> grid.name(grid.parse("D4"))
'D4'
>>> len(grid.neighbours[grid.parse("A1")])
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from magnetdesk.engine.core.numbers import whole_number

GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP columns: the letter I is skipped
MAX_SQUARE_SIZE = len(GTP_LETTERS)  # 25
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))


class Topology:
    """What every board layout offers; see the module docstring."""

    kind: str
    cell_count: int
    neighbours: tuple[tuple[int, ...], ...]
    rays: tuple[tuple[tuple[int, ...], ...], ...]

    def cells(self) -> range:
        return range(self.cell_count)

    def name(self, cell: int) -> str:
        raise NotImplementedError

    def parse(self, text: str) -> int | None:
        """The cell named ``text``, or None if no such cell is on this board."""
        raise NotImplementedError

    def centre(self, cell: int) -> tuple[float, float]:
        raise NotImplementedError

    def rows(self) -> list[list[int | None]]:
        """Rows from the highest down; None marks a place in the row that is not a cell."""
        raise NotImplementedError


def _build_rays(
    coords: Sequence[tuple[int, int]],
    index: dict[tuple[int, int], int],
    directions: Iterable[tuple[int, int]],
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    directions = tuple(directions)
    rays = []
    for x, y in coords:
        cell_rays = []
        for dx, dy in directions:
            ray = []
            cx, cy = x + dx, y + dy
            while (cx, cy) in index:
                ray.append(index[(cx, cy)])
                cx, cy = cx + dx, cy + dy
            if ray:
                cell_rays.append(tuple(ray))
        rays.append(tuple(cell_rays))
    return tuple(rays)


@dataclass(frozen=True)
class SquareGrid(Topology):
    """An N×N grid of points (Go) or squares (chess), with optional blocking points.

    Blocking points are neutral places that are not part of the board: no stone may stand on
    them, they have no neighbours, and they end every ray. Names are GTP style (columns A..Z
    without I, rows 1..N from the bottom); ``style="algebraic"`` names a1..h8 instead.
    """

    size: int
    blocked: frozenset[tuple[int, int]] = frozenset()
    style: str = "gtp"
    kind: str = field(default="square", init=False)

    def __post_init__(self) -> None:
        if not 2 <= self.size <= MAX_SQUARE_SIZE:
            raise ValueError(f"board size must be 2..{MAX_SQUARE_SIZE}, not {self.size}")
        for x, y in self.blocked:
            if not (0 <= x < self.size and 0 <= y < self.size):
                raise ValueError(f"blocking point {(x, y)} is off the board")
        coords = [
            (x, y)
            for y in range(self.size)
            for x in range(self.size)
            if (x, y) not in self.blocked
        ]
        index = {xy: i for i, xy in enumerate(coords)}
        neighbours = tuple(
            tuple(index[(x + dx, y + dy)] for dx, dy in ORTHOGONAL if (x + dx, y + dy) in index)
            for x, y in coords
        )
        set_ = object.__setattr__
        set_(self, "coords", tuple(coords))
        set_(self, "index", index)
        set_(self, "cell_count", len(coords))
        set_(self, "neighbours", neighbours)
        set_(self, "rays", _build_rays(coords, index, ORTHOGONAL))

    coords: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    index: dict[tuple[int, int], int] = field(init=False, repr=False, compare=False)
    cell_count: int = field(init=False, repr=False, compare=False)
    neighbours: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    rays: tuple[tuple[tuple[int, ...], ...], ...] = field(init=False, repr=False, compare=False)

    def cell_at(self, x: int, y: int) -> int | None:
        """The cell at column ``x``, row ``y`` (0-based, row 0 at the bottom), if it is one."""
        return self.index.get((x, y))

    def name(self, cell: int) -> str:
        return self.place_name(*self.coords[cell])

    def place_name(self, x: int, y: int) -> str:
        """The name of column ``x``, row ``y``, a cell or not (a blocking point)."""
        if self.style == "algebraic":
            return f"{chr(ord('a') + x)}{y + 1}"
        return f"{GTP_LETTERS[x]}{y + 1}"

    def parse(self, text: str) -> int | None:
        text = text.strip()
        row = whole_number(text[1:])
        if len(text) < 2 or row is None:
            return None
        letter = text[0].upper() if self.style == "gtp" else text[0].lower()
        if self.style == "algebraic":
            x = ord(letter) - ord("a")
        else:
            x = GTP_LETTERS.find(letter)
        y = row - 1
        if x < 0:
            return None
        return self.index.get((x, y))

    def centre(self, cell: int) -> tuple[float, float]:
        x, y = self.coords[cell]
        return float(x), float(self.size - 1 - y)

    def rows(self) -> list[list[int | None]]:
        return [
            [self.index.get((x, y)) for x in range(self.size)]
            for y in range(self.size - 1, -1, -1)
        ]

    def star_points(self) -> list[int]:
        """The hoshi drawn on a Go board (as on 9×9, 13×13 and 19×19 boards)."""
        if self.size < 7:
            return []
        edge = 2 if self.size < 13 else 3
        lo, hi, mid = edge, self.size - 1 - edge, self.size // 2
        spots = [(lo, lo), (lo, hi), (hi, lo), (hi, hi)]
        if self.size % 2 == 1:
            spots.append((mid, mid))
            if self.size >= 19:
                spots += [(lo, mid), (hi, mid), (mid, lo), (mid, hi)]
        return [c for c in (self.index.get(xy) for xy in spots) if c is not None]


MEDUSA_BASE = 10


@dataclass(frozen=True)
class MedusaHex(Topology):
    """Medusa's base-10 hexhex board with its 61 dark holes: 210 light cells.

    Columns a..s (c = 1..19), rows 1..19 from the bottom; cell (c, n) exists iff |c − n| ≤ 9 and
    is a dark hole iff c and n are both even. Neighbours: (c±1, n), (c, n±1), (c+1, n+1),
    (c−1, n−1). Holes are not cells: they end rays and are listed in ``holes`` for drawing and
    for the rosette rings: ``rosettes[i]`` is the ring of six light cells around ``holes[i]``,
    and ``rings_of[cell]`` the indices of the (one or two) rings a cell belongs to.

    Every light cell lies on two straight all-light lines (the other direction through it meets
    a hole next to it), so ``rays[cell]`` holds at most four rays and its four neighbours are
    the first cells of those rays.

    >>> board = MedusaHex()
    >>> board.cell_count, len(board.holes)
    (210, 61)
    >>> sorted(board.name(n) for n in board.neighbours[board.parse("c3")])
    ['b3', 'c2', 'c4', 'd3']
    """

    kind: str = field(default="hex", init=False)

    def __post_init__(self) -> None:
        last = 2 * MEDUSA_BASE - 1
        places = [
            (c, n)
            for n in range(1, last + 1)
            for c in range(1, last + 1)
            if abs(c - n) <= MEDUSA_BASE - 1
        ]
        coords = [(c, n) for c, n in places if not (c % 2 == 0 and n % 2 == 0)]
        holes = tuple((c, n) for c, n in places if c % 2 == 0 and n % 2 == 0)
        index = {cn: i for i, cn in enumerate(coords)}
        steps = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1))
        neighbours = tuple(
            tuple(index[(c + dc, n + dn)] for dc, dn in steps if (c + dc, n + dn) in index)
            for c, n in coords
        )
        rosettes = tuple(tuple(index[(c + dc, n + dn)] for dc, dn in steps) for c, n in holes)
        rings_of = tuple(
            tuple(i for i, ring in enumerate(rosettes) if cell in ring)
            for cell in range(len(coords))
        )
        set_ = object.__setattr__
        set_(self, "coords", tuple(coords))
        set_(self, "holes", holes)
        set_(self, "rosettes", rosettes)
        set_(self, "rings_of", rings_of)
        set_(self, "index", index)
        set_(self, "cell_count", len(coords))
        set_(self, "neighbours", neighbours)
        set_(self, "rays", _build_rays(coords, index, steps))

    coords: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    holes: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    rosettes: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    rings_of: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    index: dict[tuple[int, int], int] = field(init=False, repr=False, compare=False)
    cell_count: int = field(init=False, repr=False, compare=False)
    neighbours: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    rays: tuple[tuple[tuple[int, ...], ...], ...] = field(init=False, repr=False, compare=False)

    def hole_name(self, hole: int) -> str:
        """The name of ``holes[hole]`` as if it were a cell (``j10`` is the centre hole)."""
        c, n = self.holes[hole]
        return f"{chr(ord('a') + c - 1)}{n}"

    def name(self, cell: int) -> str:
        c, n = self.coords[cell]
        return f"{chr(ord('a') + c - 1)}{n}"

    def parse(self, text: str) -> int | None:
        text = text.strip().lower()
        row = whole_number(text[1:])
        if len(text) < 2 or row is None or not "a" <= text[0] <= "z":
            return None
        return self.index.get((ord(text[0]) - ord("a") + 1, row))

    def centre(self, cell: int) -> tuple[float, float]:
        return self.place_centre(*self.coords[cell])

    @staticmethod
    def place_centre(c: int, n: int) -> tuple[float, float]:
        """Drawing coordinates of column c, row n (cells and holes alike): flat rows, y down."""
        return c - 0.5 * n, (2 * MEDUSA_BASE - 1 - n) * 0.8660254037844386

    def rows(self) -> list[list[int | None]]:
        last = 2 * MEDUSA_BASE - 1
        return [
            [
                self.index.get((c, n))
                for c in range(1, last + 1)
                if abs(c - n) <= MEDUSA_BASE - 1
            ]
            for n in range(last, 0, -1)
        ]

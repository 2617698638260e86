"""How alike two problems are (near-duplicates), for every family (issue 41).

A problem's *shape* is what stands round its focus: the marked cells (the stones to take, the
chain to save, the piece to win), or, when nothing is marked, the cells the answer changes
(Atari-Go's "capture first": the stone played and what it takes), or else the whole board.
Measured from the centroid of the focus (``position.topology.centre``, so square boards and
Medusa's hex board alike), the shape is

* the *stones*: a set of ``(dx, dy, token)`` for every occupied cell within :data:`RADIUS`
  of the centroid, the token the solver's own colour or the opponent's in the Go family and
  Medusa (so a problem with the colours exchanged is the same problem), the piece code as it
  is in chess;
* the *frame*: the same for every point of the board's lattice within the radius that is off
  the board, a hole (Medusa) or a wall (a course's blocked point): where the edges are. It
  makes a corner shape differ from the same stones in the centre; inside the centre of a big
  board (no edge within the radius) a shape is the same wherever it stands.

:func:`likeness` is the best Jaccard similarity ``|A & B| / |A | B|`` of the two stone sets
over the board's symmetries (:func:`symmetries`: the 8 of the square in the Go family, the
file mirror in chess, the 12 of the hexagon on Medusa's board), counting only the symmetries
under which the frames are equal; 0 when none is. Two problems are *near-duplicates*
(:func:`near_duplicates`) when their variants are the same, their goals are of the same kind
and their likeness is at least :data:`THRESHOLD`.

Why 0.75: with ``n`` stones in the window, one stone added to a shape gives ``n / (n + 1)``,
one stone moved ``(n - 1) / (n + 1)``: with eight stones or more both stay at or above 0.78,
so a copy with one stone changed is caught; two stones moved give ``(n - 2) / (n + 2)``,
below 0.75 for every ``n`` under 14, which on these small boards is a different position. A
smaller shape (five stones) is caught only as a copy with one stone more or less (0.83).

>>> round(jaccard({(0, 0, "own"), (1, 0, "their")}, {(0, 0, "own")}), 2)
0.5
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from magnetdesk.engine.core.geometry import MedusaHex, SquareGrid
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal, Position
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.learn.problems import Problem, solution

RADIUS = 3.0  # the window round the centroid: the local fight on 7x7 to 13x13 boards
THRESHOLD = 0.75
SCALE = 1000  # coordinates are kept as whole thousandths (exact for halves and the hex rows)

Token = tuple[int, int, Any]
Shape = tuple[frozenset[Token], frozenset[Token]]  # the stones and the frame
Matrix = tuple[tuple[float, float], tuple[float, float]]  # a symmetry: the rows of a 2x2 map


def jaccard(first: frozenset[Token] | set[Token], second: frozenset[Token] | set[Token]
            ) -> float:
    """``|first & second| / |first | second|`` (1 for two empty sets)."""
    union = len(first | second)
    return 1.0 if not union else len(first & second) / union


def symmetries(problem: Problem) -> list[Matrix]:
    """The board's symmetries as linear maps of the offsets (the rows of a 2x2 matrix): the
    8 of the square in the Go family, identity and the file mirror in chess, the 6 rotations
    and 6 mirrors of the hexagon on Medusa's board."""
    family = VARIANTS[problem.variant].family
    if problem.start.topology.kind == "hex":
        maps = []
        for step in range(6):
            angle = step * math.pi / 3
            cos, sin = math.cos(angle), math.sin(angle)
            maps.append(((cos, -sin), (sin, cos)))
            maps.append(((-cos, sin), (sin, cos)))  # then the mirror x -> -x
        return maps
    if family == "chess":
        return [((1, 0), (0, 1)), ((-1, 0), (0, 1))]
    return [((a, b), (c, d)) for a, b, c, d in (
        (1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0),
        (-1, 0, 0, 1), (1, 0, 0, -1), (0, 1, 1, 0), (0, -1, -1, 0))]


def focus_cells(problem: Problem) -> list[int]:
    """The marked cells, else the cells the first answer changes, else none (whole board)."""
    start = problem.start
    cells = [cell for cell in map(start.topology.parse, problem.marked) if cell is not None]
    if cells:
        return cells
    line = solution(problem)
    if line:
        move = start.parse_move(line[0])
        after = move if isinstance(move, Illegal) else start.attempt(move)
        if not isinstance(after, Illegal):
            board = after.position.board
            return [cell for cell in start.topology.cells() if board[cell] != start.board[cell]]
    return []


def shape(problem: Problem) -> Shape:
    """The stones and the frame round the problem's focus (module docstring)."""
    start = problem.start
    topology = start.topology
    focus = focus_cells(problem)
    whole = not focus
    centres = [topology.centre(cell) for cell in (focus or list(topology.cells()))]
    cx = sum(x for x, _ in centres) / len(centres)
    cy = sum(y for _, y in centres) / len(centres)
    family = VARIANTS[problem.variant].family

    def near(x: float, y: float) -> bool:
        return whole or math.hypot(x - cx, y - cy) <= RADIUS + 1e-9

    def key(x: float, y: float, token: Any) -> Token:
        return round((x - cx) * SCALE), round((y - cy) * SCALE), token

    stones = set()
    for cell in topology.cells():
        value = start.board[cell]
        x, y = topology.centre(cell)
        if value != EMPTY and near(x, y):
            if family == "chess":
                stones.add(key(x, y, value))
            else:
                stones.add(key(x, y, "own" if value == problem.solver else "their"))
    frame = set() if whole else {key(x, y, kind) for x, y, kind in _frame(start) if near(x, y)}
    return frozenset(stones), frozenset(frame)


def _frame(position: Position[Any]) -> Iterable[tuple[float, float, str]]:
    """The lattice points round and inside the board that hold no cell: off the board, a
    hole (Medusa), a wall (a blocked point), with a margin of the window's radius; at the
    drawing centres ``topology.centre`` gives the cells."""
    topology = position.topology
    margin = int(RADIUS) + 1
    if isinstance(topology, MedusaHex):
        holes = set(topology.holes)
        columns = [c for c, _ in topology.coords]
        low, high = min(columns) - margin, max(columns) + margin
        for c in range(low, high + 1):
            for n in range(low, high + 1):
                if (c, n) not in topology.index:
                    x, y = topology.place_centre(c, n)
                    yield x, y, "hole" if (c, n) in holes else "off"
    elif isinstance(topology, SquareGrid):
        size = topology.size
        for x in range(-margin, size + margin):
            for y in range(-margin, size + margin):
                if topology.cell_at(x, y) is None:
                    yield float(x), float(size - 1 - y), "off"  # as SquareGrid.centre


def _mapped(tokens: frozenset[Token], matrix: Matrix) -> frozenset[Token]:
    (a, b), (c, d) = matrix
    return frozenset((round(a * x + b * y), round(c * x + d * y), token)
                     for x, y, token in tokens)


def likeness(first: Problem, second: Problem) -> float:
    """The best Jaccard similarity of the two shapes' stones over the board's symmetries
    under which the frames agree (0 when the frames never agree)."""
    return shape_likeness(shape(first), shape(second), symmetries(first))


def shape_likeness(first: Shape, second: Shape, matrices: Sequence[Matrix]) -> float:
    """:func:`likeness` of two shapes already taken."""
    stones_a, frame_a = first
    stones_b, frame_b = second
    best = 0.0
    for matrix in matrices:
        if _near_equal(_mapped(frame_b, matrix), frame_a):
            best = max(best, jaccard(stones_a, _snap(_mapped(stones_b, matrix), stones_a)))
    return best


def _near_equal(first: frozenset[Token], second: frozenset[Token]) -> bool:
    return len(first) == len(second) and _snap(first, second) == second


def _snap(tokens: frozenset[Token], reference: frozenset[Token]) -> frozenset[Token]:
    """``tokens`` with each offset moved onto a reference offset a rounding error away (a
    rotation of the hex lattice in floating point)."""
    places = {(x, y) for x, y, _ in reference}
    snapped = set()
    for x, y, token in tokens:
        if (x, y) not in places:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (x + dx, y + dy) in places:
                        x, y = x + dx, y + dy
                        break
                else:
                    continue
                break
        snapped.add((x, y, token))
    return frozenset(snapped)


def near_duplicate(first: Problem, second: Problem, threshold: float = THRESHOLD) -> bool:
    """Whether the two problems are near-duplicates (module docstring)."""
    return (first.variant == second.variant and first.aim.kind == second.aim.kind
            and likeness(first, second) >= threshold)


def near_duplicates(problems: Sequence[Problem], threshold: float = THRESHOLD
                    ) -> list[tuple[str, str, float]]:
    """Every pair of near-duplicates among ``problems``, as (id, id, likeness)."""
    shapes = [shape(problem) for problem in problems]
    pairs = []
    for i, first in enumerate(problems):
        for j in range(i + 1, len(problems)):
            second = problems[j]
            if first.variant != second.variant or first.aim.kind != second.aim.kind:
                continue
            if len(shapes[i][0]) and len(shapes[j][0]) and not _sizes_allow(
                    len(shapes[i][0]), len(shapes[j][0]), threshold):
                continue
            value = shape_likeness(shapes[i], shapes[j], symmetries(first))
            if value >= threshold:
                pairs.append((first.id, second.id, round(value, 3)))
    return pairs


def _sizes_allow(size_a: int, size_b: int, threshold: float) -> bool:
    """Whether two stone sets of these sizes can reach ``threshold`` at all."""
    return min(size_a, size_b) / max(size_a, size_b) >= threshold

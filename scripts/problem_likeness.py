"""A minimal near-duplicate measure for the chess and Medusa generators, until the shared one
(``magnetdesk/learn/likeness.py``, issue 41) is there.

Two problems are near-duplicates when they ask the same kind of goal and their pictures
differ in at most :data:`CLOSE` cells (the same answer), or :data:`SAME` cells (any answer):
the picture is the whole board in chess, and in Medusa the cells within :data:`NEAR` steps of
the marked cells (the corner the problem is drawn in; the rest of the board does not change
the problem). The same answer to the same goal on nearly the same picture teaches nothing new.
"""

from __future__ import annotations

from typing import Any

from magnetdesk.learn.collection import Spec, problem_record

CLOSE = 6  # cells that may differ between two problems with the same answer
SAME = 2  # cells that may differ between two problems with any answers
NEAR = 3  # steps round a Medusa problem's marked cells that make its picture


def picture(spec: Spec) -> dict[int, int]:
    """The cells of the problem's picture with what is on them (the side to move as the
    solver: colours as they are, the solver named by the spec)."""
    record = problem_record(spec)
    start: Any = record.position(record.root)
    board = start.board
    if spec.variant != "medusa":
        return dict(enumerate(board))
    topology = start.topology
    zone = {cell for cell in map(topology.parse, spec.marked) if cell is not None}
    ring = set(zone)
    for _ in range(NEAR):
        ring = {n for cell in ring for n in topology.neighbours[cell]} - zone
        zone |= ring
    return {cell: board[cell] for cell in zone}


def distance(a: dict[int, int], b: dict[int, int]) -> int:
    """The cells where two pictures differ (a cell in only one picture counts when it holds
    a stone or a piece)."""
    cells = set(a) | set(b)
    return sum(1 for cell in cells if a.get(cell, 0) != b.get(cell, 0))


def similar(a: Spec, b: Spec) -> bool:
    """Whether ``a`` and ``b`` are near-duplicates (module docstring)."""
    if a.variant != b.variant or a.kind != b.kind:
        return False
    apart = distance(picture(a), picture(b))
    return apart <= SAME or (a.right[:1] == b.right[:1] and apart <= CLOSE)

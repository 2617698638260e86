"""The region of a problem: the cells its fight is about, for drawing it zoomed to its corner
(Medusa's problems on the 210-cell board, issue 41).

The region is the ``marked`` cells, the cells within the problem's ``reach`` steps of them
(the search's limit; :data:`STEPS` when the problem has none), and every cell its stored lines
place a stone on or move one from or to (the answer, the wrong tries, the refutations). It is
derived from the file alone: no property of its own (docs/file-format.md, 7.1).

>>> from magnetdesk.learn.problems import load_problems
>>> problem = load_problems("medusa")[0]
>>> set(map(problem.start.topology.parse, problem.marked)) <= region(problem)
True
"""

from __future__ import annotations

from magnetdesk.learn.problems import Problem
from magnetdesk.record import Node

STEPS = 2  # the steps round the marked cells of a problem without a reach


def region(problem: Problem) -> frozenset[int]:
    """The cells of ``problem``'s region (module docstring)."""
    topology = problem.start.topology
    cells = {cell for cell in map(topology.parse, problem.marked) if cell is not None}
    ring = set(cells)
    for _ in range(problem.reach if problem.reach is not None else STEPS):
        ring = {n for cell in ring for n in topology.neighbours[cell]} - cells
        cells |= ring
    if problem.record is not None:
        for text in _texts(problem.record.root):
            for word in text.replace("-", " ").split():
                cell = topology.parse(word)
                if cell is not None:
                    cells.add(cell)
    return frozenset(cells)


def _texts(node: Node) -> list[str]:
    found = []
    for child in node.children:
        if child.play is not None:
            found.append(child.play.text)
        found += _texts(child)
    return found

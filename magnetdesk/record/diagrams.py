"""A game cut into numbered diagrams, as a printed game record shows it: which moves go into
which diagram, the stones each diagram numbers, its "12 = 4" notes and the comments under it.

A line of moves is cut every ``span`` moves (and where a setup node changes the board). Two
kinds of diagram, chosen for the whole game by what its moves do:

- **numbered** (a game whose moves only place stones and take them: Go, Atari-Go, Stoical
  Go, a Magnetgo game without a slide): the board as it was before the diagram's first move,
  and each move's stone on its point with its number. A move played on a point the diagram
  already shows a stone on (a stone taken in the meantime) is a note under the diagram:
  ``12 = 4`` (on move 4's point) or ``12 at D4`` (on a stone from before the diagram); a pass
  is ``15 pass``.
- **positions** (every other game: chess, Medusa, Magnetgo's slides): the position after the
  diagram's last move, and the moves as a list under it in the game's notation.

Pure: no Qt. The window draws what :func:`layout` answers (``gui/share/print_document.py``).

>>> from magnetdesk.record.game import Game
>>> from magnetdesk.record.tree import GameRecord
>>> game = Game(GameRecord("go", {"size": 9}))
>>> for move in ("E5", "D5", "D4", "A1", "C5", "A2", "D6", "A3", "D5"):  # 7 takes 2
...     _ = game.play(move)
>>> diagram = layout(game.record, game.record.main_line(), span=10)[0]
>>> diagram.stones[1], [str(note) for note in diagram.notes]
((2, 2, 'D5'), ['9 = 2'])
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from magnetdesk.engine.core.vocabulary import (
    BLACK,
    WHITE,
    Captured,
    Illegal,
    Passed,
    Placed,
    Removed,
)
from magnetdesk.record.nodes import Node
from magnetdesk.record.positions import apply_play
from magnetdesk.record.tree import GameRecord

MIN_SPAN, MAX_SPAN = 1, 500
NUMBERED_EFFECTS = (Placed, Captured, Removed, Passed)  # what a numbered diagram can show


@dataclass(frozen=True)
class Note:
    """A move a numbered diagram cannot show on its point: ``number`` was played where move
    ``earlier`` of the diagram stands (``12 = 4``), or on ``point`` where a stone from before
    the diagram stands (``12 at D4``), or it was a pass (``15 pass``). ``str`` gives the
    English text; the window words it in the reader's language."""

    number: int
    colour: int
    earlier: int | None = None
    point: str | None = None

    @property
    def passed(self) -> bool:
        return self.earlier is None and self.point is None

    def __str__(self) -> str:
        if self.earlier is not None:
            return f"{self.number} = {self.earlier}"
        return f"{self.number} at {self.point}" if self.point is not None else f"{self.number} pass"


@dataclass(frozen=True)
class Comment:
    """A node's comment under a diagram: ``number`` is its move's (None: a node without a move,
    the game's first comment or a setup's)."""

    number: int | None
    text: str


@dataclass(frozen=True)
class Diagram:
    """One diagram: moves ``first`` to ``last`` of the line (``first`` > ``last``: no move,
    a game without moves), ``moves`` their nodes. ``board`` is the position drawn: for a
    numbered diagram (``numbered``) the position before the first move with every numbered
    stone on it, else the position at ``end``. ``stones`` lists (number, colour, point name)
    of the stones that carry a number, ``cells`` maps their cells to the numbers; ``notes`` the
    moves that could not be numbered on their point; ``comments`` the comments of the nodes
    in the diagram."""

    index: int
    first: int
    last: int
    start: Node
    end: Node
    moves: tuple[Node, ...]
    board: Any
    numbered: bool
    stones: tuple[tuple[int, int, str], ...]
    cells: dict[int, int]
    notes: tuple[Note, ...]
    comments: tuple[Comment, ...]


def default_span(cells: int, pairs: bool = False) -> int:
    """A sensible number of moves a diagram: about 2.6 per row of the board, in tens (50 on
    19×19, 30 on 13×13, 20 on 9×9); ``pairs`` (chess): counted in moves of both sides."""
    side = math.sqrt(max(cells, 1))
    span = max(10, round(side * 2.6 / 10) * 10)
    return span // 2 if pairs else span


def is_numbered(record: GameRecord, line: Sequence[Node]) -> bool:
    """Can the game's diagrams number its stones: do its moves only place stones and take
    them (no slide, no piece moved, no stone turned over)?"""
    for node in line[1:]:
        if node.play is None or node.parent is None:
            continue
        outcome = apply_play(record.position(node.parent), node.play)
        if isinstance(outcome, Illegal):
            return False
        if not all(isinstance(effect, NUMBERED_EFFECTS) for effect in outcome.effects):
            return False
    return True


def layout(record: GameRecord, line: Sequence[Node], span: int) -> list[Diagram]:
    """The diagrams of ``line`` (nodes from the root), ``span`` moves each (ValueError for a
    span out of 1..500)."""
    if not MIN_SPAN <= span <= MAX_SPAN:
        raise ValueError(f"a diagram holds {MIN_SPAN} to {MAX_SPAN} moves, not {span}")
    numbered = is_numbered(record, line)
    groups: list[list[Node]] = [[]]
    for node in line[1:]:
        current = groups[-1]
        moves = sum(1 for n in current if n.play is not None)
        if current and (moves >= span or (node.setup is not None and moves > 0)):
            groups.append([])
        groups[-1].append(node)
    diagrams = []
    start = line[0]
    for index, group in enumerate(groups, 1):
        diagrams.append(_diagram(record, index, start, group, numbered))
        if group:
            start = group[-1]
    return diagrams


def _diagram(
    record: GameRecord, index: int, start: Node, group: list[Node], numbered: bool
) -> Diagram:
    comments = []
    if index == 1 and start.comment.strip():  # the game's own comment opens the first diagram
        comments.append(Comment(None, start.comment.strip()))
    comments += [
        Comment(node.move_number if node.play is not None else None, node.comment.strip())
        for node in group if node.comment.strip()
    ]
    group = list(group)
    while group and group[0].play is None:
        start = group.pop(0)  # a setup opening the diagram: part of the board drawn
    moves = tuple(node for node in group if node.play is not None)
    end = group[-1] if group else start
    first = moves[0].move_number if moves else start.move_number + 1
    last = moves[-1].move_number if moves else start.move_number
    before = record.position(start)
    if not numbered:
        return Diagram(index, first, last, start, end, moves, record.position(end), False,
                       (), {}, (), tuple(comments))
    cells: dict[int, int] = {}
    stones: dict[int, list[int]] = {BLACK: [], WHITE: []}
    shown = {cell for cell, stone in enumerate(before.board) if stone != 0}
    numbers: list[tuple[int, int, str]] = []
    notes: list[Note] = []
    topology = before.topology
    for node in moves:
        play = node.play
        assert play is not None and node.parent is not None
        outcome = apply_play(record.position(node.parent), play)
        cell = None
        if not isinstance(outcome, Illegal):
            cell = next((e.cell for e in outcome.effects if isinstance(e, Placed)), None)
        if cell is None:
            notes.append(Note(node.move_number, play.colour))
        elif cell in cells:
            notes.append(Note(node.move_number, play.colour, earlier=cells[cell]))
        elif cell in shown:
            notes.append(Note(node.move_number, play.colour, point=topology.name(cell)))
        else:
            cells[cell] = node.move_number
            shown.add(cell)
            stones[play.colour].append(cell)
            numbers.append((node.move_number, play.colour, topology.name(cell)))
    board = cast(Any, before).with_stones(stones[BLACK], stones[WHITE])
    return Diagram(index, first, last, start, end, moves, board, True, tuple(numbers), cells,
                   tuple(notes), tuple(comments))

"""The Medusa search tree's nodes and the cheap knowledge their children start with.

A node is one single action of a turn (a placement, a group movement, or "done"), so the same
player keeps choosing until "done"; each node counts its games for ``mover``, the player who
made its action. The node and its counts are those of :mod:`magnetdesk.ai.go.priors`
(``visits``/``wins``, the virtual ``prior_*`` games of the knowledge below, RAVE's ``amaf_*``
for placements) and :func:`magnetdesk.ai.core.node.select` chooses among them.

The priors (virtual wins and losses, as in the Go tree):

* a placement that **captures by reversal** (an opponent group next to it loses its last
  liberty), one that **completes a rosette** (unconditional life), blocks an opponent ring that
  lacks one stone, builds toward a ring, saves an own group in atari or puts an opponent group
  in atari: wins;
* a placement that leaves its own group **one liberty** (the opponent would reverse it) or
  commits **suicide**: losses (filling an eye of an opponent group is not suicide in spirit:
  the stone turns over and the group has one eye fewer); the mover's own eye is left out unless
  it completes a rosette;
* a movement only when useful: it captures, saves a group in atari or makes a rosette (wins);
  otherwise, and all the more when it leaves its group short of liberties, losses;
* a complete pass: losses, tried when nothing else is any good (it still earns a marker
  point); "done" after a placement: wins (most turns end there).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from magnetdesk.ai.core.node import Node as TreeNode
from magnetdesk.ai.medusa.playout import MedusaBoard
from magnetdesk.engine.core.vocabulary import EMPTY
from magnetdesk.engine.medusa.notation import DONE, Action, Movement, Placement

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Cell, Colour
    from magnetdesk.engine.medusa.position import MedusaPosition

PRIOR_CAPTURE = 15  # virtual wins per captured stone, up to PRIOR_CAPTURE_CAP
PRIOR_CAPTURE_CAP = 45
PRIOR_ROSETTE = 60  # completing a rosette
PRIOR_BLOCK = 30  # taking the last point of an opponent ring
PRIOR_RING = 6  # per own stone already in a ring with at most two gaps (building a rosette)
PRIOR_ESCAPE = 15  # per stone of an own group in atari that gets two liberties, up to 3 stones
PRIOR_ATARI = 6  # putting an opponent group in atari
PRIOR_SELF_ATARI = 10  # virtual losses per stone left with one liberty (up to 3 stones)
PRIOR_SUICIDE = 30  # virtual losses for a suicide that is not an eye filling
PRIOR_PASS = 15  # virtual losses for a complete pass
PRIOR_DONE = 15  # virtual wins for ending a turn after a placement or movement
PRIOR_IDLE_MOVEMENT = 20  # virtual losses for a movement that does nothing useful


class Node(TreeNode[Action, "MedusaPosition"]):
    """One action of the tree (see the module docstring): ``move`` is the action, ``mover``
    the player who made it (the root's is the :data:`DONE` that ended the turn before)."""

    __slots__ = ("mover", "placed")

    def __init__(
        self, action: Action, mover: Colour, position: MedusaPosition | None = None
    ) -> None:
        super().__init__(action, position)
        self.mover = mover
        # the placement children as (cell, child), made by the RAVE update when first needed
        self.placed: tuple[tuple[Cell, Node], ...] | None = None


def group_liberties(board: MedusaBoard) -> dict[Cell, tuple[int, int]]:
    """For every stone: (liberties of its group counted up to 3, stones in the group)."""
    found: dict[int, tuple[int, int]] = {}
    cells, neighbours = board.board, board.neighbours
    for start, colour in enumerate(cells):
        if colour == EMPTY or start in found:
            continue
        group = board.grid_group(start)
        libs = {n for s in group for n in neighbours[s] if cells[n] == EMPTY}
        value = (min(len(libs), 3), len(group))
        for stone in group:
            found[stone] = value
    return found


def children_of(position: MedusaPosition, rng: random.Random) -> list[Node]:
    """The actions of ``position`` with their priors, shuffled (movements are the board's
    candidates: the engine checks the repetition ban when one is first visited)."""
    me = position.to_move
    board = MedusaBoard(position.topology, position.board, me, position.marker)
    libs = group_liberties(board)
    children: list[Node] = []
    if not position.in_turn:
        for cell in board.empties:
            child = placement_node(board, cell, libs)
            if child is not None:
                children.append(child)
        done = Node(DONE, me)
        done.prior(PRIOR_PASS, 0)
    else:
        done = Node(DONE, me)
        done.prior(PRIOR_DONE, PRIOR_DONE)
    children.append(done)
    for movement in position.movement_candidates():
        children.append(movement_node(board, movement, libs))
    rng.shuffle(children)
    return children


def ring_gaps(board: MedusaBoard, cell: int, colour: int) -> list[tuple[int, int]]:
    """For each ring through the empty ``cell`` that holds no opponent stone of ``colour``:
    (stones of ``colour`` in it, other empty cells in it)."""
    cells = board.board
    found = []
    for ring in board.rings_of[cell]:
        own = gaps = 0
        for c in board.rosettes[ring]:
            s = cells[c]
            if s == colour:
                own += 1
            elif s == EMPTY:
                gaps += c != cell
            else:
                break
        else:
            found.append((own, gaps))
    return found


def placement_node(
    board: MedusaBoard, cell: Cell, libs: dict[Cell, tuple[int, int]]
) -> Node | None:
    """The placement on ``cell`` with its priors; None for the mover's own eye (unless it
    completes a rosette)."""
    me = board.to_move
    other = 3 - me
    rings = ring_gaps(board, cell, me)
    rosette = any(own == 5 for own, _ in rings)
    if board.is_eye(cell, me) and not rosette:
        return None
    node = Node(Placement(cell), me)
    if rosette:
        node.prior(PRIOR_ROSETTE, PRIOR_ROSETTE)
    elif any(own == 5 for own, _ in ring_gaps(board, cell, other)):
        node.prior(PRIOR_BLOCK, PRIOR_BLOCK)
    else:
        ring = max((own for own, gaps in rings if gaps <= 1 and own >= 3), default=0)
        if ring:
            node.prior(PRIOR_RING * ring, PRIOR_RING * ring)
    captured, after, size = board.liberties_after(cell, me)
    if captured:
        wins = min(PRIOR_CAPTURE * captured, PRIOR_CAPTURE_CAP)
        node.prior(wins, wins)
        return node
    if after == 0 and not rosette:
        if not board.is_eye(cell, other):
            node.prior(PRIOR_SUICIDE, 0)
        return node
    if after == 1 and not rosette:
        node.prior(PRIOR_SELF_ATARI * min(size, 3), 0)
        return node
    for n in board.neighbours[cell]:
        stone = board.board[n]
        if stone == EMPTY:
            continue
        count, stones = libs[n]
        if stone == me and count == 1:
            node.prior(PRIOR_ESCAPE * min(stones, 3), PRIOR_ESCAPE * min(stones, 3))
            break
        if stone == other and count == 2:
            node.prior(PRIOR_ATARI, PRIOR_ATARI)
            break
    return node


def movement_node(
    board: MedusaBoard, movement: Movement, libs: dict[Cell, tuple[int, int]]
) -> Node:
    """The movement with its priors: useful (a capture, an escape, a rosette) or not."""
    me = board.to_move
    node = Node(movement, me)
    before_libs, _ = libs[movement.start]
    trial = board.copy()
    had_rosette = trial.has_rosette(trial.grid_group(movement.start))
    gained = trial.jump(movement.start, movement.end)
    if gained > 0:
        wins = min(PRIOR_CAPTURE * gained, PRIOR_CAPTURE_CAP)
        node.prior(wins, wins)
        return node
    if gained < 0:
        node.prior(PRIOR_SUICIDE, 0)
        return node
    group = trial.grid_group(movement.end)
    if not had_rosette and trial.has_rosette(group):
        node.prior(PRIOR_ROSETTE, PRIOR_ROSETTE)
        return node
    after = len(trial.group_liberties(movement.end, 2))
    if before_libs == 1 and after >= 2:
        node.prior(PRIOR_ESCAPE * min(len(group), 3), PRIOR_ESCAPE * min(len(group), 3))
    elif after < 2:
        node.prior(PRIOR_IDLE_MOVEMENT + PRIOR_SELF_ATARI * min(len(group), 3), 0)
    else:
        node.prior(PRIOR_IDLE_MOVEMENT, 0)
    return node

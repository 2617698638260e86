"""Positions of the game tree's nodes: how a node's position follows from its parent's, and a
cache that answers any node's position without replaying the game from the start.

Every node's position is computed once when the node is made (a move played, a file loaded).
The cache keeps it for good only at *checkpoints*, the nodes whose depth is a multiple of
:data:`CHECKPOINT_EVERY`, plus the :data:`RECENT_POSITIONS` most recently used ones. Any other
node is at most ``CHECKPOINT_EVERY - 1`` moves below a checkpoint, so its position is a short
replay away; stepping back and forth hits the recent ones. A 100,000-move game keeps about
3,000 positions instead of 100,000.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any, cast

from magnetdesk.engine.core.vocabulary import Colour, Illegal, Position, Reason, Transition
from magnetdesk.translation import tr

if TYPE_CHECKING:
    from magnetdesk.record.nodes import Node, Play, Setup

CHECKPOINT_EVERY = 32
RECENT_POSITIONS = 512


def apply_setup(position: Position[Any], setup: Setup) -> Position[Any] | Illegal:
    """The position after a whole board (a chess diagram's ``FEN``), setup stones (SGF
    AB/AW/AE), the family's state (Medusa's marker, ``MK``) and a side to move (PL), in
    this order."""
    if setup.board:
        # with_board is not in the Position Protocol: only a family whose pieces cannot be
        # set up as stones (chess) has it
        with_board = getattr(position, "with_board", None)
        if with_board is None:
            return Illegal(Reason.SYNTAX, tr("this game's board cannot be set up as a whole"))
        boarded: Position[Any] | Illegal = with_board(setup.board)
        if isinstance(boarded, Illegal):
            return boarded
        position = boarded
    if not (setup.black or setup.white or setup.empty):
        return _with_state(position, setup.state, setup.to_move)
    topology = position.topology
    cells = []
    for names in (setup.black, setup.white, setup.empty):
        group = []
        for name in names:
            cell = topology.parse(name)
            if cell is None:
                message = tr("{point} is not a point of this board").format(point=name)
                return Illegal(Reason.OFF_BOARD, message)
            group.append(cell)
        cells.append(group)
    # with_stones is not in the Position Protocol (every family has it, for setup stones)
    stoned: Position[Any] = cast(Any, position).with_stones(*cells, to_move=setup.to_move)
    return _with_state(stoned, setup.state, None)


def _with_state(
    position: Position[Any], state: str, to_move: Colour | None
) -> Position[Any] | Illegal:
    """The family's state set by hand (Medusa's marker), then the side to move."""
    if state:
        # with_state is not in the Position Protocol: only a family with a state beyond its
        # board has it (Medusa)
        with_state = getattr(position, "with_state", None)
        if with_state is None:
            return Illegal(Reason.SYNTAX, tr("this game has nothing to set up beyond its board"))
        stated: Position[Any] | Illegal = with_state(state)
        if isinstance(stated, Illegal):
            return stated
        position = stated
    return position if to_move is None else position.with_to_move(to_move)


def apply_play(position: Position[Any], play: Play) -> Transition[Position[Any]] | Illegal:
    """``play.colour`` plays ``play.text`` (the variant's notation) from ``position``."""
    ready = position.ready_for(play.colour)
    if isinstance(ready, Illegal):
        return ready
    move = ready.parse_move(play.text)
    if isinstance(move, Illegal):
        return move
    return ready.attempt(move)


def advance(
    position: Position[Any], setup: Setup | None, play: Play | None
) -> Position[Any] | Illegal:
    """The position after a node with this setup (first) and this move (then)."""
    if setup is not None:
        set_up = apply_setup(position, setup)
        if isinstance(set_up, Illegal):
            return set_up
        position = set_up
    if play is not None:
        outcome = apply_play(position, play)
        if isinstance(outcome, Illegal):
            return outcome
        position = outcome.position
    return position


class PositionCache:
    """Positions by node: checkpoints kept on the nodes, the recent ones in a small LRU."""

    def __init__(self, every: int = CHECKPOINT_EVERY, recent: int = RECENT_POSITIONS) -> None:
        self.every = every
        self.size = recent
        self._recent: OrderedDict[Node, Position[Any]] = OrderedDict()

    def store(self, node: Node, position: Position[Any]) -> None:
        """Remember the position of a node just made (or just recomputed)."""
        if node.depth % self.every == 0:
            node.checkpoint = position
            return
        recent = self._recent
        recent[node] = position
        recent.move_to_end(node)
        if len(recent) > self.size:
            recent.popitem(last=False)

    def get(self, node: Node) -> Position[Any]:
        """The position at ``node``: cached, or replayed from the nearest cached ancestor."""
        recent = self._recent
        path = []
        here = node
        while True:
            position = here.checkpoint
            if position is None:
                position = recent.get(here)
                if position is not None:
                    recent.move_to_end(here)
            if position is not None:
                break
            path.append(here)
            here = cast("Node", here.parent)  # the root always has a checkpoint
        for step in reversed(path):
            after = advance(position, step.setup, step.play)
            if isinstance(after, Illegal):
                raise AssertionError(f"a node of the tree became illegal: {after.message}")
            self.store(step, after)
            position = after
        return position

    def clear(self) -> None:
        self._recent.clear()

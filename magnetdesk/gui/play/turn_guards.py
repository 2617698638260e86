"""Guards of a person's turn against the computer and against haste: where Undo takes a
person back to (their own last turn, not the computer's) and Redo on to (their next turn,
what Undo took), and whether a pass comes while much of the board is still open, dead stones
aside (then the window asks once whether it is meant).

>>> from magnetdesk.engine.core.vocabulary import BLACK, WHITE
>>> from magnetdesk.record import Game
>>> game = Game.new("go", size=9)
>>> for move in ("E5", "D5", "E4"):
...     _ = game.play(move)
>>> own_turn_before(game.record, game.node, {BLACK}).play.text  # Black's last turn: after D5
'D5'
>>> own_turn_before(game.record, game.node, {WHITE}).play.text
'E5'
>>> round(open_share(game.position), 2)  # one open area touches both colours
0.96
>>> game.first()
True
>>> own_turn_after(game.record, game.node, {BLACK}).play.text  # on past White's D5
'D5'
"""

from __future__ import annotations

from collections.abc import Collection

from magnetdesk.engine.core.counting import unsettled_points
from magnetdesk.gui.board.families import position_family

OPEN_SHARE = 0.2  # a pass with more than this share of the points still open is asked about


def own_turn_before(record, node, people: Collection[int]):
    """The nearest node above ``node`` where one of ``people`` (colours) is to move: where
    Undo goes in a game against the computer, taking back the person's move and the
    computer's reply together. None when there is none (the computer moved first)."""
    node = node.parent
    while node is not None:
        if record.position(node).to_move in people:
            return node
        node = node.parent
    return None


def own_turn_after(record, node, people: Collection[int]):
    """The nearest node along the redo way below ``node`` where one of ``people`` is to move:
    where Redo goes in a game against the computer, bringing back what Undo took (the
    person's move and the computer's reply). None when the line ends before."""
    node = node.forward()
    while node is not None:
        if record.position(node).to_move in people:
            return node
        node = node.forward()
    return None


def open_share(position, dead: Collection[int] = (), seki: Collection[int] = ()) -> float:
    """The share of the board's points that are not yet anyone's once the ``dead`` stones are
    off: in an empty region that both colours (or neither) border (the shared liberties of a
    ``seki`` are settled). Near 1 on an opening board, near 0 once the borders are closed.
    Cells with no neighbours (blocking points, holes) don't count."""
    neighbours = position.topology.neighbours
    points = sum(1 for cell in range(len(position.board)) if neighbours[cell])
    if not points:
        return 0.0
    return len(unsettled_points(position.board, neighbours, dead, seki)) / points


def hasty_pass(position, ownership=None) -> bool:
    """Whether a pass here ends the game early: much of the board is still open, even with the
    stones the family's dead-stone estimate (from the computer's search ``ownership`` of this
    board, as the scoring phase proposes them) calls dead taken off. A finished board whose
    territories hold dead stones is not open."""
    if open_share(position) <= OPEN_SHARE:
        return False
    family = position_family(position)
    if family.engine.counting is None:
        return True
    estimate = family.estimate(position, ownership)
    return open_share(position, estimate.dead, estimate.seki) > OPEN_SHARE

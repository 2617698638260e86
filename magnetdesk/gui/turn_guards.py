"""Guards of a person's turn against the computer and against haste: where Undo takes a
person back to (their own last turn, not the computer's) and Redo on to (their next turn,
what Undo took), and whether a pass comes while much of the board is still open (then the
window asks once whether it is meant).

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

from magnetdesk.engine.core.counting import empty_regions
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE

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


def open_share(position) -> float:
    """The share of the board's points that are empty and not yet anyone's: in an empty
    region that both colours (or neither) border. Near 1 on an opening board, near 0 once
    the borders are closed. Cells with no neighbours (blocking points, holes) don't count."""
    neighbours = position.topology.neighbours
    board = position.board
    points = [cell for cell in range(len(board)) if neighbours[cell]]
    if not points:
        return 0.0
    neutral = 0
    for region, colour in empty_regions(board, neighbours):
        if colour not in (BLACK, WHITE):
            neutral += sum(1 for cell in region if neighbours[cell])
    return neutral / len(points) if any(board[c] != EMPTY for c in points) else 1.0


def hasty_pass(position) -> bool:
    """Whether a pass here ends the game early: much of the board is still open."""
    return open_share(position) > OPEN_SHARE

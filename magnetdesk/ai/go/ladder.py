"""Reading forced captures in Atari-Go: ladders, and the ataris that win by force.

In Atari-Go the first capture wins, so the game is about chains of two liberties: the opponent
ataris one, it runs, is ataried again, and when it runs out of room it is taken. Random
playouts do not see this (every move looks about even until someone blunders), so the tree
gets it read: a chain is *taken by force* when its attacker can atari it, and every way out
(running, or capturing anything anywhere, which wins at once) leads to another such atari,
until it is captured. The reading is exact for Atari-Go but for its depth (a ladder longer
than ``depth`` plies is taken to escape) and for captures that start without an atari (nets).

The tree (:func:`magnetdesk.ai.go.priors.expand_fast`) gives wins to the ataris that take a chain
by force, wins to the moves that save an own chain the opponent could take so, and losses to
moves that leave an own chain to be taken so (:func:`atari_go_priors`). How far a level reads
is its :attr:`Budget.foresight` (:func:`reading_depth`). The Strong levels also reward the
moves that set a chain up to be taken (two at once: a double threat; :data:`SETUP_SIGHT`),
and the Strongest scores a playout whose first position is a forced win (:func:`wins_now`)
as that win without playing it out: the priors alone fade as the noisy playouts pile up, and
at its thousands of playouts the Strongest otherwise played no better than the Strong level.

>>> from magnetdesk.engine.go.playout import PlayoutBoard
>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("atari-go", '''
...     . . . . . . .
...     . . . . . . .
...     . . . . X . .
...     . . X O . . .
...     . . . X . . .
...     . . . . . . .
...     . . . . . . .
... ''', to_move="black")
>>> b = PlayoutBoard.from_position(p)
>>> sorted(p.move_text(m) for m in winning_ataris(b))  # either atari starts a ladder
['D5', 'E4']
>>> sorted(p.move_text(m) for m in winning_ataris(b, depth=SHORT_DEPTH))  # too long to see
[]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from magnetdesk.engine.core.vocabulary import EMPTY
from magnetdesk.engine.go.playout import NO_POINT, PlayoutBoard

if TYPE_CHECKING:
    from magnetdesk.ai.core.node import Node
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.go.position import GoPosition

READ_DEPTH = 40  # plies of a ladder read before the chain is taken to escape
SHORT_DEPTH = 4  # two ataris: a short reading that misses the ladders across the board
READING = (0, 2, 10, READ_DEPTH, READ_DEPTH)  # plies read, by Budget.foresight
PRIOR_TAKES = 100  # virtual wins for an atari that takes a chain by force (it wins the game)
PRIOR_SAVES = 40  # virtual wins for a move that saves an own chain the opponent could take
PRIOR_LOSES = 40  # virtual losses for a move that leaves an own chain to be taken by force
PRIOR_SETUP = 20  # virtual wins for a move that leaves an opponent chain to be taken so
SETUP_SIGHT = 3  # the foresight (Strong and up) that also looks for such set-ups
WON_LEAF_SIGHT = 4  # the foresight (the Strongest) that scores a won ladder without playing it


def reading_depth(foresight: int) -> int:
    """How many plies a search with this :attr:`Budget.foresight` reads forced captures:
    the Beginner (0) not at all, Casual (1) one atari, Club (2) five, Strong and Strongest
    to :data:`READ_DEPTH` (they also look for set-ups, :data:`SETUP_SIGHT`).

    >>> [reading_depth(f) for f in range(5)]
    [0, 2, 10, 40, 40]
    """
    return READING[min(max(foresight, 0), len(READING) - 1)]


def _chains(b: PlayoutBoard, colour: Colour) -> Iterator[tuple[int, set[int]]]:
    """``colour``'s chains on ``b``: (head, liberties) pairs."""
    board, head = b.board, b.head
    return (
        (h, libs) for h, libs in enumerate(b.libs)
        if libs is not None and head[h] == h and board[h] == colour
    )


def any_capture(b: PlayoutBoard) -> bool:
    """Whether the side to move can capture something (in Atari-Go: win at once)."""
    return any(
        len(libs) == 1 and b.legal(next(iter(libs))) for _, libs in _chains(b, 3 - b.to_move)
    )


def taken_by_force(b: PlayoutBoard, cell: int, depth: int = READ_DEPTH) -> bool:
    """Whether the side to move can capture the opponent chain at ``cell`` by ataris (or win
    by capturing anything first)."""
    chain_libs = b.libs[b.head[cell]]
    if any_capture(b):
        return True
    if len(chain_libs) != 2 or depth <= 0:
        return False
    return any(_atari_wins(b, cell, liberty, depth) for liberty in chain_libs)


def _atari_wins(b: PlayoutBoard, cell: int, liberty: int, depth: int) -> bool:
    """Whether the atari at ``liberty`` (the side to move's) takes the chain at ``cell``."""
    twin = b.copy()
    if not twin.play(liberty):
        return False
    if twin.over:
        return twin.winner == b.to_move
    if twin.board[cell] == EMPTY or len(twin.libs[twin.head[cell]]) != 1:
        return False
    return not escapes(twin, cell, depth - 1)


def escapes(b: PlayoutBoard, cell: int, depth: int) -> bool:
    """Whether the side to move's chain at ``cell``, in atari, gets away: by capturing
    anything (which wins), or by running to three liberties, or to two that cannot be
    ataried to death."""
    if any_capture(b):
        return True
    (liberty,) = b.libs[b.head[cell]]
    twin = b.copy()
    if not twin.play(liberty):
        return False
    if twin.over:
        return twin.winner == b.to_move
    count = len(twin.libs[twin.head[cell]])
    if count >= 3:
        return True
    if count <= 1:
        return False
    return not taken_by_force(twin, cell, depth - 1)


def wins_now(b: PlayoutBoard, depth: int = READ_DEPTH) -> bool:
    """Whether the side to move wins by force: a capture, or an atari that takes a chain."""
    return any_capture(b) or bool(winning_ataris(b, depth))


def winning_ataris(b: PlayoutBoard, depth: int = READ_DEPTH) -> set[int]:
    """The ataris with which the side to move takes an opponent chain by force."""
    found: set[int] = set()
    for h, chain_libs in _chains(b, 3 - b.to_move):
        if len(chain_libs) != 2:
            continue
        found.update(
            lib for lib in chain_libs if lib not in found and _atari_wins(b, h, lib, depth)
        )
    return found


def threatened_chains(b: PlayoutBoard, depth: int = READ_DEPTH) -> list[int]:
    """The side to move's chains the opponent could take by force if it were its move."""
    turned = _turned(b)
    return [
        h for h, chain_libs in _chains(b, b.to_move)
        if len(chain_libs) <= 2 and taken_by_force(turned, h, depth)
    ]


def _turned(b: PlayoutBoard) -> PlayoutBoard:
    """A copy of ``b`` with the other side to move (not a pass: two passes end Atari-Go)."""
    twin = b.copy()
    twin.to_move = 3 - b.to_move
    twin.ko = NO_POINT
    return twin


def atari_go_priors(
    children: dict[int, Node[int, GoPosition]],
    b: PlayoutBoard,
    depth: int = READ_DEPTH,
    setups: bool = False,
) -> None:
    """Priors for the children (point → :class:`magnetdesk.ai.go.priors.Node`) of the Atari-Go
    position ``b``: wins for the ataris that take a chain by force; when an own chain could be
    taken so, wins for the moves that save it and losses for the rest; losses for moves
    that leave an own chain to be taken by force; and with ``setups`` wins for the moves that
    leave an opponent chain to be taken so (as many as a winning atari for two at once: a
    double threat). Nothing when the side to move can capture: that wins now."""
    if any_capture(b):
        return
    winning = winning_ataris(b, depth)
    for cell in winning:
        child = children.get(cell)
        if child is not None:
            child.prior(PRIOR_TAKES, PRIOR_TAKES)
    threatened = threatened_chains(b, depth)
    rescues = _rescues(b, threatened)
    targets, near = _setup_targets(b) if setups and not threatened else ([], set())
    for cell, child in children.items():
        if cell in winning:
            continue
        if threatened and cell not in rescues:
            child.prior(PRIOR_LOSES, 0)
            continue
        if threatened or _liberties_if_played(b, cell) <= 2:
            if _leaves_chain_to_take(b, cell, depth):
                child.prior(PRIOR_LOSES, 0)
                continue
            if threatened:
                child.prior(PRIOR_SAVES, PRIOR_SAVES)
                continue
        if setups and cell in near:
            made = _threats_made(b, cell, depth, targets)
            if made:
                bonus = PRIOR_TAKES if made >= 2 else PRIOR_SETUP
                child.prior(bonus, bonus)


def _threats_made(b: PlayoutBoard, cell: int, depth: int, targets: list[int]) -> int:
    """How many of the opponent chains ``targets`` (a stone of each) the side to move could
    take by force after playing ``cell`` and moving again."""
    twin = b.copy()
    if not twin.play(cell) or twin.over:
        return 0
    again = _turned(twin)
    if any_capture(again):  # an atari: winning_ataris judges those
        return 0
    return sum(1 for h in targets if again.board[h] != EMPTY and taken_by_force(again, h, depth))


def _setup_targets(b: PlayoutBoard) -> tuple[list[int], set[int]]:
    """The opponent chains a move might set up to be taken (two or three liberties), and the
    points near them where such a move can be: their liberties and the points next to
    those."""
    board, libs, neighbours = b.board, b.libs, b.neighbours
    targets = [h for h, chain_libs in _chains(b, 3 - b.to_move) if 2 <= len(chain_libs) <= 3]
    near: set[int] = set()
    for h in targets:
        for liberty in libs[h]:
            near.add(liberty)
            near.update(n for n in neighbours[liberty] if board[n] == EMPTY)
    return targets, near


def _rescues(b: PlayoutBoard, threatened: list[int]) -> set[int]:
    """The moves that might save the ``threatened`` chains: their liberties, and the
    liberties of the opponent chains of two liberties or fewer next to them. (A ladder
    breaker on the ladder's path, further away, saves too but is not looked for: reading
    every point of the board would cost tens of milliseconds a node.)"""
    board, head, libs, members, neighbours = b.board, b.head, b.libs, b.members, b.neighbours
    other = 3 - b.to_move
    found: set[int] = set()
    for h in threatened:
        found |= libs[h]
        for stone in members[h]:
            for n in neighbours[stone]:
                if board[n] == other and len(libs[head[n]]) <= 2:
                    found |= libs[head[n]]
    return found


def _liberties_if_played(b: PlayoutBoard, cell: int) -> int:
    """The liberties the side to move's chain would have after playing ``cell`` (a capture
    counts as many: it wins)."""
    board, head, libs = b.board, b.head, b.libs
    colour = b.to_move
    found: set[int] = set()
    for n in b.neighbours[cell]:
        s = board[n]
        if s == EMPTY:
            found.add(n)
        elif s == colour:
            found |= libs[head[n]]
        elif len(libs[head[n]]) == 1:
            return len(board)
    found.discard(cell)
    return len(found)


def _leaves_chain_to_take(b: PlayoutBoard, cell: int, depth: int) -> bool:
    """Whether after the side to move plays ``cell`` the opponent takes one of its chains
    by force."""
    twin = b.copy()
    if not twin.play(cell) or twin.over:
        return False
    return any(
        len(chain_libs) <= 2 and taken_by_force(twin, h, depth)
        for h, chain_libs in _chains(twin, b.to_move)
    )


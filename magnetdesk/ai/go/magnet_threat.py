"""Magnetgo's one-move threats: what the opponent's magnets can take right after our move.

A Magnetgo move can capture a chain far from where it is played: its magnets pull an
opponent stone next to it or push an own stone onto a chain's last liberty. The tree's
priors (:func:`magnetdesk.ai.go.priors.expand_engine`) see what a move captures itself; this
module adds what it lets the opponent capture next, which a few thousand random playouts
do not find often enough (the 1-ply greedy player, which takes every such capture, won 4
of 10 games against the strongest level before it).

:func:`best_capture` tries every reply on the fast Magnetgo board
(:mod:`magnetdesk.ai.go.magnet_playout`, exact for Magnetgo's rules) and answers the most
stones one move takes, net of the mover's own stones lost; :func:`threat_priors` turns the
replies' threats into virtual losses for the moves (and the pass) that leave more of them
than the safest move does. The search's choice (:func:`magnetdesk.ai.go.mcts.choose`) does not
pass, unless the pass ends the game, while the opponent could capture at once or build a
capture of two stones or more with the free move (:func:`pass_is_dangerous`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from magnetdesk.ai.go.magnet_playout import MagnetBoard
from magnetdesk.engine.core.vocabulary import EMPTY
from magnetdesk.engine.go.position import PASS

if TYPE_CHECKING:
    from magnetdesk.ai.core.node import Node
    from magnetdesk.engine.go.position import GoPosition
    from magnetdesk.engine.go.settings import GoSettings

PRIOR_THREAT = 12  # virtual losses per stone the opponent can take next, beyond the least
THREAT_CAP = 4  # ... counting at most this many stones
TWO_MOVE_DANGER = 2  # stones two opponent moves in a row capture: the pass is not played
MAX_CELLS = 13 * 13  # larger boards: no threat priors (19x19 would cost over a second)


def best_capture(b: MagnetBoard) -> int:
    """The most stones the side to move captures with one move, net of its own stones the
    move loses (0 when no move gains anything); ``b`` is left as it was."""
    start = b.save()
    board = b.board
    best = 0
    for cell in range(len(board)):
        if board[cell] != EMPTY:
            continue
        outcome = b.play(cell)
        if outcome is None:
            continue
        b.restore(start)
        gain = outcome[0] - outcome[1]
        if gain > best:
            best = gain
    return best


def reply_threat(position: GoPosition) -> int:
    """:func:`best_capture` for the side to move of an engine ``position`` (Magnetgo's rules,
    see :meth:`MagnetBoard.exact_for`)."""
    return best_capture(MagnetBoard(position))


def pass_threat(position: GoPosition) -> int:
    """What the opponent's next move captures if the side to move of ``position`` passes."""
    b = MagnetBoard(position)
    b.play(PASS)
    return best_capture(b)


def two_move_threat(position: GoPosition) -> int:
    """If the side to move of ``position`` passes: the most the opponent's second move in a
    row captures (any first move, then :func:`best_capture`). A big one means the pass hands
    the opponent a free move that builds a capture no answer may stop."""
    b = MagnetBoard(position)
    b.play(PASS)
    start = b.save()
    worst = 0
    for cell in range(len(b.board)):
        if b.board[cell] != EMPTY or b.play(cell) is None:
            continue
        b.play(PASS)
        worst = max(worst, best_capture(b))
        b.restore(start)
    return worst


def pass_is_dangerous(position: GoPosition) -> bool:
    """Whether a pass (one that does not end the game) lets the opponent's magnets capture
    next move, or :data:`TWO_MOVE_DANGER` stones with two moves in a row; False for every
    variant without Magnetgo's magnets."""
    if position.passes or not applies(position.rules):
        return False
    return pass_threat(position) > 0 or two_move_threat(position) >= TWO_MOVE_DANGER


def safest_move(position: GoPosition) -> int:
    """The move (not into the mover's own eye) with the best balance of what it captures
    and what the opponent's next move then captures; the pass when there is none."""
    b = MagnetBoard(position)
    me = b.to_move
    start = b.save()
    best_worth: int | None
    best, best_worth = PASS, None
    for cell in range(len(b.board)):
        if b.board[cell] != EMPTY or b.is_own_eye(cell, me):
            continue
        outcome = b.play(cell)
        if outcome is None:
            continue
        worth = outcome[0] - outcome[1] - best_capture(b)
        b.restore(start)
        if best_worth is None or worth > best_worth:
            best, best_worth = cell, worth
    return best


def threat_priors(
    children: dict[int, Node[int, GoPosition]],
    passing: Node[int, GoPosition],
    position: GoPosition,
    stop: Callable[[], bool] | None = None,
    smallest: int = 1,
) -> bool:
    """Virtual losses for every child (a tree node with its engine ``position`` made), and
    for ``passing`` (the pass from ``position``), that gives the opponent a bigger one-move
    capture than the safest child does: :data:`PRIOR_THREAT` per stone of the difference,
    up to :data:`THREAT_CAP` stones. Captures of fewer than ``smallest`` stones go unseen
    (a lower level's blind spot). ``stop`` is polled between children: False (and no
    priors given) when it answered True."""
    threats: dict[int, int] = {}
    for cell, child in children.items():
        if stop is not None and cell % 8 == 0 and stop():
            return False
        # expand_engine made every child's position (a node's is None until it is made)
        threats[cell] = _seen(reply_threat(child.position), smallest)  # type: ignore[arg-type]
    if not threats:
        return True
    least = min(threats.values())
    for cell, threat in threats.items():
        excess = threat - least
        if excess > 0:
            children[cell].prior(PRIOR_THREAT * min(excess, THREAT_CAP), 0)
    if position.passes:  # the pass ends the game: nothing to capture after it
        return True
    excess = _seen(pass_threat(position), smallest) - least
    if excess > 0:
        passing.prior(PRIOR_THREAT * min(excess, THREAT_CAP), 0)
    return True


def smallest_seen(foresight: int) -> int:
    """The smallest magnet capture a search with this :attr:`Budget.foresight` sees coming
    (0: none): the Casual level (1) only captures of two stones or more, Club and up all.

    >>> [smallest_seen(f) for f in range(4)]
    [0, 2, 1, 1]
    """
    return 0 if foresight <= 0 else 2 if foresight == 1 else 1


def _seen(threat: int, smallest: int) -> int:
    return threat if threat >= smallest else 0


def applies(rules: GoSettings) -> bool:
    """Whether the threats are looked at for these rules: Magnetgo's (the fast board's
    exact rules); never plain Go and the other variants without magnets."""
    return bool(rules.magnetism) and MagnetBoard.exact_for(rules)


def priors_apply(position: GoPosition) -> bool:
    """Whether the tree gives threat priors here: :func:`applies`, on boards of at most
    :data:`MAX_CELLS` points (every reply to every move costs the square of the board)."""
    return applies(position.rules) and len(position.board) <= MAX_CELLS

"""Magnetgo's one-move threats: what the opponent's magnets can take right after our move.

A Magnetgo move can capture a chain far from where it is played: its magnets pull an
opponent stone next to it or push an own stone onto a chain's last liberty. The tree's
priors (:func:`magnetdesk.ai.tree.expand_engine`) see what a move captures itself; this
module adds what it lets the opponent capture next, which a few thousand random playouts
do not find often enough (the 1-ply greedy player, which takes every such capture, won 4
of 10 games against the strongest level before it).

:func:`best_capture` tries every reply on the fast Magnetgo board
(:mod:`magnetdesk.ai.magnet_playout`, exact for Magnetgo's rules) and answers the most
stones one move takes, net of the mover's own stones lost; :func:`threat_priors` turns the
replies' threats into virtual losses for the moves that leave more of them than the safest
move does.
"""

from __future__ import annotations

from magnetdesk.ai.magnet_playout import MagnetBoard
from magnetdesk.engine.core import EMPTY

PRIOR_THREAT = 12  # virtual losses per stone the opponent can take next, beyond the least
THREAT_CAP = 4  # ... counting at most this many stones


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


def reply_threat(position) -> int:
    """:func:`best_capture` for the side to move of an engine ``position`` (Magnetgo's rules,
    see :meth:`MagnetBoard.exact_for`)."""
    return best_capture(MagnetBoard(position))


def threat_priors(children: dict) -> None:
    """Virtual losses for every child (a tree node with its engine ``position`` made) whose
    position gives the opponent a bigger one-move capture than the safest child's does:
    :data:`PRIOR_THREAT` per stone of the difference, up to :data:`THREAT_CAP` stones."""
    threats = {cell: reply_threat(child.position) for cell, child in children.items()}
    if not threats:
        return
    least = min(threats.values())
    for cell, threat in threats.items():
        excess = threat - least
        if excess > 0:
            children[cell].prior(PRIOR_THREAT * min(excess, THREAT_CAP), 0)


def applies(rules) -> bool:
    """Whether the threat priors are used for these rules: Magnetgo's (the fast board's
    exact rules); never plain Go and the other variants without magnets."""
    return bool(rules.magnetism) and MagnetBoard.exact_for(rules)

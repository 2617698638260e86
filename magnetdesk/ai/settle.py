"""Is the game settled in the mover's favour? The pass decisions of the search.

The search's ownership (who owned each point at the end of its playouts) says which stones
are dead, exactly as the scoring phase's proposal does (:func:`magnetdesk.engine.scoring.
dead_chains`); the position is then counted by its rules with those stones taken off.
"""

from __future__ import annotations

from collections.abc import Sequence

from magnetdesk.engine.core import BLACK, Illegal
from magnetdesk.engine.go import PASS
from magnetdesk.engine.scoring import dead_chains, score, seki_chains


def settled_winner(position, ownership: Sequence[float]) -> int | None:
    """Who wins if the game ended now, dead stones as ``ownership`` shows (None: a draw)."""
    dead = dead_chains(position, ownership)
    seki = seki_chains(position.board, position.rules.grid.neighbours, dead)
    return score(position, dead, seki).winner


def pass_is_safe(position, ownership: Sequence[float]) -> bool:
    """Whether the mover still wins, by the count with the dead stones, if it passes now."""
    outcome = position.attempt(PASS)
    if isinstance(outcome, Illegal):
        return False
    end = outcome.position.end
    if end is not None and not end.needs_scoring:
        return end.winner == position.to_move
    return settled_winner(position, ownership) == position.to_move


def passing_wins(position, ownership: Sequence[float]) -> bool:
    """After the opponent's pass: does the mover's pass end the game with a win?"""
    outcome = position.attempt(PASS)
    if isinstance(outcome, Illegal) or outcome.position.end is None:
        return False
    return pass_is_safe(position, ownership)


SURE = 0.9  # ownership beyond which a point counts as settled


def fills_own_territory(position, move: int, ownership: Sequence[float]) -> bool:
    """Whether ``move`` is a point the mover surely owns, among points and stones it surely
    owns too: under territory scoring such a move only costs a point."""
    if move == PASS:
        return False
    sign = 1.0 if position.to_move == BLACK else -1.0
    neighbours = position.rules.grid.neighbours[move]
    return all(sign * ownership[c] > SURE for c in (move, *neighbours))

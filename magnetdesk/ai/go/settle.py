"""Is the game settled in the mover's favour? The pass decisions of the search.

The search's ownership (who owned each point at the end of its playouts) says which stones
are dead, exactly as the scoring phase's proposal does (:func:`magnetdesk.engine.go.scoring.
dead_chains`); the position is then counted by its rules with those stones taken off.
A pass also needs the engine's own dead-stone estimate to agree (:func:`magnetdesk.engine.
scoring.estimate_dead`, which the text protocol's ``final_score`` and the arena's referee
count with): early in a game the ownership of a lone stone is a guess, and a pass that
counts the opponent's stones as dead when the count after two passes will not is a lost
game (Magnetgo, level 3 over 4, game 1: Black passed back after White's pass at move 4,
sure that White's one stone was dead, and lost by the komi).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from magnetdesk.engine.core.counting import unsettled_points
from magnetdesk.engine.core.vocabulary import BLACK, Illegal
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.go.scoring import dead_chains, estimate_dead, score, seki_chains

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.go.position import GoPosition


def settled_winner(position: GoPosition, ownership: Sequence[float]) -> Colour | None:
    """Who wins if the game ended now, dead stones as ``ownership`` shows (None: a draw)."""
    dead = dead_chains(position, ownership)
    seki = seki_chains(position.board, position.rules.grid.neighbours, dead)
    return score(position, dead, seki).winner


def estimated_winner(position: GoPosition) -> Colour | None:
    """Who wins if the game ended now, dead stones as the engine's own estimate shows (seeded
    from the position, so it is the count the referee will make)."""
    estimate = estimate_dead(position)
    return score(position, estimate.dead, estimate.seki).winner


def pass_is_safe(position: GoPosition, ownership: Sequence[float]) -> bool:
    """Whether the mover still wins if it passes now: by the count with the dead stones the
    ownership shows, and by the engine's own estimate too."""
    outcome = position.attempt(PASS)
    if isinstance(outcome, Illegal):
        return False
    end = outcome.position.end
    if end is not None and not end.needs_scoring:
        return end.winner == position.to_move
    mover = position.to_move
    return settled_winner(position, ownership) == mover and estimated_winner(position) == mover


def passing_wins(position: GoPosition, ownership: Sequence[float]) -> bool:
    """After the opponent's pass: does the mover's pass end the game with a win?"""
    outcome = position.attempt(PASS)
    if isinstance(outcome, Illegal) or outcome.position.end is None:
        return False
    return pass_is_safe(position, ownership)


def board_settled(position: GoPosition, ownership: Sequence[float]) -> bool:
    """Whether every point has its owner: no region is open (an open board, a border not yet
    closed, a neutral point) once the dead stones are off, by the dead stones ``ownership``
    shows and by the engine's own estimate too. A computer that plays a person passes only
    then: a person who passes early is not beaten by the komi (issue 39: White passed back
    on an open 9x9 board at move 14 and won)."""
    neighbours = position.rules.grid.neighbours
    for estimate in (estimate_dead(position, ownership=ownership), estimate_dead(position)):
        if unsettled_points(position.board, neighbours, estimate.dead, estimate.seki):
            return False
    return True


SURE = 0.9  # ownership beyond which a point counts as settled


def fills_own_territory(position: GoPosition, move: int, ownership: Sequence[float]) -> bool:
    """Whether ``move`` is a point the mover surely owns, among points and stones it surely
    owns too: under territory scoring such a move only costs a point."""
    if move == PASS:
        return False
    sign = 1.0 if position.to_move == BLACK else -1.0
    neighbours = position.rules.grid.neighbours[move]
    return all(sign * ownership[c] > SURE for c in (move, *neighbours))

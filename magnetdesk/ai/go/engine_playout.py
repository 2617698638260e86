"""Playouts through the engine, for the rules the fast playout board does not play (Magnetgo).

Every move goes through ``position.attempt``, so the magnets, the capture order and the ko
rule are exactly the engine's. The cheap knowledge is the move's own effects: of a few random
legal points that are not the mover's own eye, the one that captures most and loses fewest
of the mover's own stones (a magnet can pull an opponent stone into a capture, or push the
mover's own stones away from their liberties) is played.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from magnetdesk.ai.go.outcome import margin_of
from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.engine.core.counting import area_owner
from magnetdesk.engine.core.vocabulary import EMPTY, Captured, Illegal, Removed
from magnetdesk.engine.go.position import PASS

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Colour, Transition
    from magnetdesk.engine.go.position import GoPosition

SAMPLES = 3  # random legal points compared per move
STOP_CHECK_EVERY = 8  # moves between two calls of ``stop``


def engine_playout(
    position: GoPosition,
    rng: random.Random,
    stop: Callable[[], bool],
    moves: list[int],
    max_moves: int,
) -> tuple[float, list[Colour]] | None:
    """Play to the end (or ``max_moves``) from ``position``, appending the moves to ``moves``;
    Black's margin and the final owner of every point, or None if ``stop`` said so."""
    for i in range(max_moves):
        if position.end is not None:
            break
        if i % STOP_CHECK_EVERY == 0 and stop():
            return None
        transition = engine_step(position, rng)
        moves.append(transition.move)  # type: ignore[arg-type]  # a Go move: a cell or PASS
        position = transition.position
    return margin_of(position), area_owner(position.board, position.rules.grid.neighbours)


def engine_step(position: GoPosition, rng: random.Random) -> Transition[GoPosition]:
    """The playout move of ``position``'s mover (see the module docstring); the pass when no
    point is legal and sensible."""
    me = position.to_move
    empties = [c for c, s in enumerate(position.board) if s == EMPTY]
    best: Transition[GoPosition] | None
    best, best_worth = None, -(10**9)
    tried = 0
    while empties and tried < SAMPLES:
        i = int(rng.random() * len(empties))
        cell = empties[i]
        empties[i] = empties[-1]
        empties.pop()
        if is_own_eye(position, cell, me):
            continue
        outcome = position.attempt(cell)
        if isinstance(outcome, Illegal):
            continue
        tried += 1
        worth = 0
        for effect in outcome.effects:
            if isinstance(effect, Captured):
                worth += 2 * len(effect.cells)
            elif isinstance(effect, Removed):
                worth -= 3 * len(effect.cells)
        if worth > best_worth:
            best, best_worth = outcome, worth
    return best if best is not None else position.play(PASS)  # legal: the game goes on

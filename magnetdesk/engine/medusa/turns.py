"""Whole Medusa turns for the computer and the tests: every legal turn, or a random one.

A turn is many single actions, so the number of whole turns grows fast (every placement times
every order of the group movements). :func:`legal_turns` walks them lazily and, by default,
answers each resulting state once; :func:`random_turn` draws one legal turn action by action.

>>> import random
>>> from magnetdesk.engine.medusa.rules import new_medusa_position
>>> p = new_medusa_position()
>>> sum(1 for _ in legal_turns(p))        # 210 placements and the pass
211
>>> t = random_turn(p, random.Random(1))
>>> t.position.to_move != p.to_move and not t.position.in_turn
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from magnetdesk.engine.core.vocabulary import Illegal, Transition
from magnetdesk.engine.medusa.notation import DONE, Movement, Placement, Turn
from magnetdesk.engine.medusa.position import MedusaPosition


def legal_turns(
    position: MedusaPosition, distinct: bool = True
) -> Iterator[Transition[MedusaPosition]]:
    """Every legal whole turn from ``position`` (a turn boundary) as the Transition it makes
    (``transition.move`` is the :class:`Turn`). With ``distinct`` each resulting state comes
    once (the first turn found that reaches it), and movement orders that pass through the
    same intermediate state are walked once."""
    if position.in_turn:
        raise ValueError("whole turns start at a turn boundary")
    if position.end is not None:
        return
    finals: set[int] | None = set() if distinct else None
    middles: set[tuple[int, frozenset[int], bool]] | None = set() if distinct else None
    yield from _movements(position, (), finals, middles)
    for cell, stone in enumerate(position.board):
        if stone == 0:
            placed = position.play(Placement(cell))
            yield from _movements(placed.position, placed.effects, finals, middles)


def _movements(
    position: MedusaPosition,
    effects: tuple[object, ...],
    finals: set[int] | None,
    middles: set[tuple[int, frozenset[int], bool]] | None,
) -> Iterator[Transition[MedusaPosition]]:
    if middles is not None:
        key = (position.board_key, position.spent, position.placed)
        if key in middles:
            return
        middles.add(key)
    done = position.attempt(DONE)
    if not isinstance(done, Illegal) and (finals is None or done.position.hash not in finals):
        if finals is not None:
            finals.add(done.position.hash)
        turn = position.turn_so_far
        yield Transition(done.position, turn, (*effects, *done.effects))
    for movement in position.movement_candidates():
        outcome = position.attempt(movement)
        if not isinstance(outcome, Illegal):
            yield from _movements(
                outcome.position, (*effects, *outcome.effects), finals, middles
            )


def random_turn(
    position: MedusaPosition,
    rng: random.Random,
    place: float = 0.9,
    move_on: float = 0.5,
) -> Transition[MedusaPosition]:
    """A random legal turn: a placement on a random empty cell with probability ``place``,
    then, while movements are legal, another random movement with probability ``move_on``."""
    if position.in_turn:
        raise ValueError("whole turns start at a turn boundary")
    effects: list[object] = []
    current = position
    empty = [c for c, s in enumerate(position.board) if s == 0]
    if empty and rng.random() < place:
        placed = current.play(Placement(rng.choice(empty)))
        effects += placed.effects
        current = placed.position
    while True:
        actions = current.legal_actions()
        movements = [a for a in actions if isinstance(a, Movement)]
        if DONE in actions and (not movements or rng.random() >= move_on):
            break
        step = current.play(rng.choice(movements))
        effects += step.effects
        current = step.position
    turn: Turn = current.turn_so_far
    done = current.play(DONE)
    return Transition(done.position, turn, (*effects, *done.effects))

"""The arena's measuring sticks for Medusa: a random player and a 1-ply greedy player.

Both answer whole turns (``choose(position, rng) -> Turn``) through the engine, like the Go
family's :mod:`magnetdesk.arena.go.baseline`:

* :func:`random_turn`: the engine's random turn (:func:`~magnetdesk.engine.medusa.turns.
  random_turn`), with few movements;
* :func:`greedy_turn`: tries every placement that is not its own eye (unless it completes a
  rosette) followed by "done", every single group movement alone, and the complete pass, and
  keeps the turn whose position :func:`evaluate` likes best (ties at random). After the
  opponent's pass it passes when the count (with the engine's dead-group proposal) wins.

>>> import random
>>> from magnetdesk.engine.medusa.diagram import medusa_from_text
>>> p = medusa_from_text('''
...    . # X # . # . # . # .
...     . X O O X . . . . .
... ''', top_row=2)
>>> p.move_text(greedy_turn(p, random.Random(1)))  # reverses the White pair
'e2'
"""

from __future__ import annotations

import random

from magnetdesk.ai.medusa.search import passing_wins
from magnetdesk.arena.go.baseline import influence_count
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal
from magnetdesk.engine.medusa import turns as medusa_turns
from magnetdesk.engine.medusa.groups import group_at, has_rosette, liberties
from magnetdesk.engine.medusa.notation import PASS_TURN, Movement, Turn
from magnetdesk.engine.medusa.scoring import marker_points

OWN_ATARI = 6.0  # per stone of an own group the opponent can reverse at once
ENEMY_ATARI = 1.0  # per stone of an opponent group in atari
SHORT_OF_BREATH = 0.3  # per stone of a group with two liberties
ROSETTE = 8.0  # per group that owns a rosette (it can never be reversed)
STONE = 3.0  # per stone more than the opponent, on top of the count (a reversal swings two)


def random_turn(position, rng: random.Random) -> Turn:
    """A random legal turn (a pass when the game is over)."""
    if position.end is not None:
        return PASS_TURN
    return medusa_turns.random_turn(position, rng, place=0.95, move_on=0.2).move


def candidates(position) -> list[Turn]:
    """The greedy player's turns: placements (not into its own eye, unless that completes a
    rosette), single movements, and the pass."""
    board, grid = position.board, position.topology
    me = position.to_move
    turns = [PASS_TURN]
    for cell, stone in enumerate(board):
        if stone != EMPTY:
            continue
        own_eye = all(board[n] == me for n in grid.neighbours[cell])
        rosette = any(
            all(board[c] == me for c in grid.rosettes[ring] if c != cell)
            for ring in grid.rings_of[cell]
        )
        if not own_eye or rosette:
            turns.append(Turn(cell))
    turns += [Turn(None, (m,)) for m in position.legal_actions() if isinstance(m, Movement)]
    return turns


def greedy_turn(position, rng: random.Random) -> Turn:
    """The candidate turn whose position :func:`evaluate` likes best for the mover."""
    if position.end is not None:
        return PASS_TURN
    me = position.to_move
    if position.passes and passing_wins(position):
        return PASS_TURN
    best: list[Turn] = []
    best_value = float("-inf")
    for turn in candidates(position):
        outcome = position.attempt(turn)
        if isinstance(outcome, Illegal):
            continue
        value = evaluate(outcome.position, me)
        if value > best_value:
            best, best_value = [turn], value
        elif value == best_value:
            best.append(turn)
    return rng.choice(best) if best else PASS_TURN


def evaluate(position, me: int) -> float:
    """How good ``position`` is for ``me``, who has just moved: the stones and the empty
    cells each side holds by influence, the stones again (reversals matter more than open
    space), the marker, and the groups: an own group the opponent
    can reverse at once counts as lost, opponent groups in atari and groups short of
    liberties count a little, and a rosette much."""
    board, grid = position.board, position.topology
    other = 3 - me
    value = float(influence_count(board, grid, me))
    value += STONE * (board.count(me) - board.count(other))
    value += marker_points(position.marker, me) - marker_points(position.marker, other)
    seen: set[int] = set()
    for cell, colour in enumerate(board):
        if colour == EMPTY or cell in seen:
            continue
        group = group_at(board, grid.neighbours, cell)
        seen.update(group)
        side = 1.0 if colour == me else -1.0
        if has_rosette(board, grid, group):
            value += side * ROSETTE
            continue
        count = len(liberties(board, grid.neighbours, group))
        if count == 1:
            value += -OWN_ATARI * len(group) if colour == me else ENEMY_ATARI * len(group)
        elif count == 2:
            value -= side * SHORT_OF_BREATH * len(group)
    return value

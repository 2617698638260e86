"""The measuring sticks of the arena: a random player and a 1-ply greedy player.

Both have the call shape of every player in :mod:`magnetdesk.ai`, ``choose_move(position,
rng) -> move``, play every Go-family variant through the engine (``position.attempt``: the
rules live only there), never fill their own eye and pass only when nothing else is left (the
greedy player also passes after an opponent's pass when the count says it wins).

* :func:`random_move`: uniform over the legal moves that do not fill the mover's own eye;
* :func:`greedy_move`: tries every such move and keeps the one whose position scores best by
  :func:`evaluate` (prisoners, chains in atari, liberties, an influence count of the
  territory; a rule ending such as Atari-Go's first capture outweighs everything); ties are
  broken at random.

>>> import random
>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("atari-go", '''
...     . X . .
...     X O X .
...     . . . .
...     . . . .
... ''', to_move="white")
>>> p.move_text(greedy_move(p, random.Random(1)))  # runs before Black takes the stone
'B2'
"""

from __future__ import annotations

import random
from functools import lru_cache
from operator import itemgetter

from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.engine.core.geometry import Topology
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal, Transition, opponent
from magnetdesk.engine.go.position import PASS, GoPosition
from magnetdesk.engine.go.scoring import estimate_dead, score

WIN = 1_000_000.0  # a position the rules decided
# A stone on an open board claims several points of influence; a capture must count more.
PRISONER = 5.0  # each prisoner (captured stone) held, on top of what the board shows
OWN_ATARI = 6.0  # per stone of an own chain the opponent can take at once
ENEMY_ATARI = 1.0  # per stone of an opponent chain in atari (it may still run away)
ENEMY_ATARI_BASE = 0.5  # per opponent chain in atari, so a one-stone atari counts too
SHORT_OF_BREATH = 0.3  # per stone of a chain with two liberties
LIBERTY = 0.1  # per liberty of a chain, up to LIBERTY_CAP (the other side's count negatively)
LIBERTY_CAP = 4
ATARI_GO_LIBERTY = 0.5  # where the first capture wins, liberties are the whole game
ESTIMATE_PLAYOUTS = 64  # the dead-stone estimate behind the greedy player's decision to pass


def random_move(position: GoPosition, rng: random.Random) -> int:
    """A legal move chosen uniformly among those that do not fill the mover's own eye;
    ``PASS`` when there is none (or the game is over)."""
    if position.end is not None:
        return PASS
    me = position.to_move
    empties = [c for c, s in enumerate(position.board) if s == EMPTY]
    while empties:
        i = rng.randrange(len(empties))
        cell = empties[i]
        empties[i] = empties[-1]
        empties.pop()
        if not is_own_eye(position, cell, me) and position.is_legal(cell):
            return cell
    return PASS


def greedy_move(position: GoPosition, rng: random.Random) -> int:
    """The legal move (not filling an own eye) whose position :func:`evaluate` likes best for
    the mover, a random one among equals; ``PASS`` when there is none, or when the opponent
    just passed and passing wins the game."""
    if position.end is not None:
        return PASS
    me = position.to_move
    best: list[int] = []
    best_value = -2 * WIN
    for cell, transition in candidates(position):
        value = evaluate(transition.position, me)
        if value > best_value:
            best, best_value = [cell], value
        elif value == best_value:
            best.append(cell)
    if not best:
        return PASS
    if position.passes and best_value < WIN and _passing_wins(position, me):
        return PASS
    return rng.choice(best)


def candidates(position: GoPosition) -> list[tuple[int, Transition]]:
    """Every legal move that does not fill the mover's own eye, with where it leads."""
    me = position.to_move
    found = []
    for cell, stone in enumerate(position.board):
        if stone != EMPTY or is_own_eye(position, cell, me):
            continue
        outcome = position.attempt(cell)
        if not isinstance(outcome, Illegal):
            found.append((cell, outcome))
    return found


def evaluate(position: GoPosition, me: int) -> float:
    """How good ``position`` is for ``me``, who has just moved (the opponent is to move).

    A game the rules ended is worth ``WIN`` (or ``-WIN``, 0 for a draw). Otherwise: the
    points each side holds by :func:`influence_count`, prisoners, and the chains: an own chain
    the opponent may take at once counts as lost (where the first capture wins, as the lost
    game: ``WIN / 2`` each), opponent chains in atari and in short of liberties count for
    ``me``, and every chain's liberties (up to four) a little."""
    end = position.end
    if end is not None and not end.needs_scoring:
        return 0.0 if end.winner is None else WIN if end.winner == me else -WIN
    rules = position.rules
    board = position.board
    other = opponent(me)
    value = influence_count(board, rules.grid, me)
    value += PRISONER * (position.prisoners[me] - position.prisoners[other])
    liberty = ATARI_GO_LIBERTY if rules.first_capture_wins else LIBERTY
    for colour, size, breath in chain_liberties(board, rules.grid.neighbours):
        count = len(breath)
        side = 1.0 if colour == me else -1.0
        value += side * liberty * min(count, LIBERTY_CAP)
        if count == 2:
            value -= side * SHORT_OF_BREATH * size
        elif count == 1 and colour == other:
            value += ENEMY_ATARI * size + ENEMY_ATARI_BASE
        elif count == 1 and position.is_legal(next(iter(breath))):
            value -= WIN / 2 if rules.first_capture_wins else OWN_ATARI * size
    return value


def influence_count(board: tuple[int, ...], grid: Topology, me: int) -> int:
    """``me``'s points minus the opponent's, area style: every stone, and every empty point
    where that side's stones within two steps outweigh the other's (those one step away
    count twice)."""
    other = opponent(me)
    value = board.count(me) - board.count(other)
    for cell, near in _zones(grid):
        if board[cell] == EMPTY:
            stones = near(board)
            lead = stones.count(me) - stones.count(other)
            if lead:
                value += 1 if lead > 0 else -1
    return value


def chain_liberties(board: tuple[int, ...], neighbours) -> list[tuple[int, int, set[int]]]:
    """Every chain on the board as (colour, number of stones, its liberties)."""
    seen = [False] * len(board)
    found = []
    for start, colour in enumerate(board):
        if colour == EMPTY or seen[start]:
            continue
        seen[start] = True
        chain = [start]
        breath: set[int] = set()
        for cell in chain:  # grows while we walk it
            for n in neighbours[cell]:
                stone = board[n]
                if stone == EMPTY:
                    breath.add(n)
                elif stone == colour and not seen[n]:
                    seen[n] = True
                    chain.append(n)
        found.append((colour, len(chain), breath))
    return found


@lru_cache(maxsize=16)
def _zones(grid: Topology) -> tuple[tuple[int, itemgetter], ...]:
    """Per cell with any neighbour: a getter of the stones within two steps, the cells one
    step away listed twice (their weight)."""
    zones = []
    for cell in grid.cells():
        first = grid.neighbours[cell]
        second = {m for n in first for m in grid.neighbours[n]} - set(first) - {cell}
        near = (*first, *first, *sorted(second))
        if near:  # at least two entries, so the getter answers a tuple
            zones.append((cell, itemgetter(*near)))
    return tuple(zones)


def _passing_wins(position: GoPosition, me: int) -> bool:
    """After the opponent's pass: would our pass end the game with ``me`` ahead (the board
    counted by the rules, with the engine's dead-stone estimate)?"""
    after = position.attempt(PASS)
    if isinstance(after, Illegal) or after.position.end is None:
        return False
    final = after.position
    if not final.end.needs_scoring:
        return final.end.winner == me
    estimate = estimate_dead(final, ESTIMATE_PLAYOUTS)
    return score(final, estimate.dead, estimate.seki).winner == me

"""A simple but honest player for the Go family (Go, Atari-Go, Stoical Go, Magnetgo).

It never plays an illegal move and never fills its own eye. In order of preference it

1. captures (the largest capture among the liberties of opponent chains in atari);
2. saves its own chain in atari by extending it to two or more liberties;
3. plays a random legal move that is not self-atari;

and passes when nothing sensible is left. Every candidate goes through ``position.attempt``,
so the rules live only in the engine; candidates are tried in random order until one fits,
rather than listing every legal move first.

>>> import random
>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("go", '''
...     . X O .
...     . . X .
...     . . . .
...     . . . .
... ''')
>>> p.move_text(choose_move(p, random.Random(1)))  # the white stone's last liberty
'D4'
"""

from __future__ import annotations

import random
from functools import lru_cache

from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal, Removed, Transition, opponent
from magnetdesk.engine.go.position import PASS, GoPosition, chain_at, liberties


def choose_move(position: GoPosition, rng: random.Random) -> int:
    """A legal move for the side to move (``PASS`` when the game is over or nothing fits)."""
    if position.end is not None:
        return PASS
    chains = _chains_in_atari(position)
    me = position.to_move
    capture = _best_capture(position, [c for c in chains if c[0] != me])
    if capture is not None:
        return capture
    rescue = _best_rescue(position, [c for c in chains if c[0] == me])
    if rescue is not None:
        return rescue
    return _random_sensible_move(position, rng)


def is_own_eye(position: GoPosition, cell: int, colour: int) -> bool:
    """Is the empty ``cell`` an eye of ``colour``: every neighbour is ``colour``'s stone, and the
    diagonals do not make it false (at most one opponent diagonal in the middle of the board,
    none on the edge or in the corner; a blocking point counts as the edge)."""
    board = position.board
    grid = position.rules.grid
    if any(board[n] != colour for n in grid.neighbours[cell]):
        return False
    diagonals, on_edge = eye_shape(grid)[cell]
    enemy = opponent(colour)
    hostile = sum(1 for d in diagonals if board[d] == enemy)
    return hostile <= (0 if on_edge else 1)


@lru_cache(maxsize=16)
def eye_shape(grid: SquareGrid) -> tuple[tuple[tuple[int, ...], bool], ...]:
    """Per cell: its diagonal cells, and whether any of its 8 surrounding places is off the
    board or blocked (then the edge rule applies)."""
    shapes = []
    for cell, (x, y) in enumerate(grid.coords):
        diagonals = tuple(
            c
            for c in (grid.cell_at(x + dx, y + dy) for dx in (-1, 1) for dy in (-1, 1))
            if c is not None
        )
        shapes.append((diagonals, len(diagonals) < 4 or len(grid.neighbours[cell]) < 4))
    return tuple(shapes)


def _chains_in_atari(position: GoPosition) -> list[tuple[int, list[int], int]]:
    """Every chain with one liberty: (colour, stones, the liberty)."""
    board = position.board
    neighbours = position.rules.grid.neighbours
    seen: set[int] = set()
    found = []
    for cell, stone in enumerate(board):
        if stone == EMPTY or cell in seen:
            continue
        chain, _ = chain_at(board, neighbours, cell)
        seen.update(chain)
        libs = liberties(board, neighbours, chain)
        if len(libs) == 1:
            found.append((stone, chain, next(iter(libs))))
    return found


def _best_capture(position: GoPosition, targets: list[tuple[int, list[int], int]]) -> int | None:
    best, best_taken = None, 0
    for _, _, liberty in targets:
        outcome = position.attempt(liberty)
        if isinstance(outcome, Transition) and outcome.captured() > best_taken:
            best, best_taken = liberty, outcome.captured()
    return best


def _best_rescue(position: GoPosition, chains: list[tuple[int, list[int], int]]) -> int | None:
    """The extension that gives one of our chains in atari the most liberties (two at least);
    between equals, the bigger chain is saved."""
    best, best_liberties = None, 1
    for _, _, liberty in sorted(chains, key=lambda c: -len(c[1])):
        outcome = position.attempt(liberty)
        if isinstance(outcome, Illegal):
            continue
        count = _placed_chain_liberties(outcome, liberty)
        if count > best_liberties:
            best, best_liberties = liberty, count
    return best


def _random_sensible_move(position: GoPosition, rng: random.Random) -> int:
    me = position.to_move
    empties = [c for c, s in enumerate(position.board) if s == EMPTY]
    rng.shuffle(empties)
    for cell in empties:
        if is_own_eye(position, cell, me):
            continue
        outcome = position.attempt(cell)
        if isinstance(outcome, Illegal):
            continue
        if outcome.captured() == 0 and _placed_chain_liberties(outcome, cell) < 2:
            continue  # self-atari (or, in Magnetgo, a stone that removes itself)
        return cell
    return PASS


def _placed_chain_liberties(outcome: Transition[GoPosition], cell: int) -> int:
    """Liberties of the chain of the stone placed on ``cell`` after the move (``outcome``;
    0 if the mover lost stones)."""
    if any(isinstance(e, Removed) for e in outcome.effects):
        return 0
    after = outcome.position
    neighbours = after.rules.grid.neighbours
    chain, _ = chain_at(after.board, neighbours, cell)
    return len(liberties(after.board, neighbours, chain))

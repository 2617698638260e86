"""The search tree: nodes with RAVE statistics, and the priors a new node's children start with.

Each node holds the move that led to it, its engine position (made when the node is first
visited, so every move in the tree is checked by the engine's rules), and three counts, all
for the player who made the move:

* ``visits`` / ``wins``: the playouts through this node and their rewards;
* ``prior_visits`` / ``prior_wins``: virtual games from cheap knowledge (captures, atari
  escapes, 3×3 shapes, nearness to the last move, self-atari, the empty first and second
  lines), as in Pachi, Fuego and michi: they steer the first visits and fade as real ones come;
* ``amaf_visits`` / ``amaf_wins``: RAVE's "all moves as first": playouts in which this move
  was played later by the same player. Its weight fades as the node's own visits grow.

Children are chosen by :func:`select`: the win rate with the priors blended with the RAVE
win rate, and no exploration term (the priors and RAVE do the exploring, as in michi).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.ai.core.node import Node
from magnetdesk.ai.go import go_ladder, ladder, magnet_threat
from magnetdesk.ai.go.patterns import EYE, PATTERN
from magnetdesk.ai.go.playout_policy import liberties_after
from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.history import ZOBRIST
from magnetdesk.engine.core.vocabulary import EMPTY, Captured, Illegal, Removed, Slid
from magnetdesk.engine.go.playout import NO_POINT, PlayoutBoard
from magnetdesk.engine.go.position import PASS, chain_at, liberties

if TYPE_CHECKING:
    from magnetdesk.engine.core.history import History
    from magnetdesk.engine.core.vocabulary import Cell, Colour
    from magnetdesk.engine.go.position import GoPosition, Neighbours

EXPAND_VISITS = 8  # a leaf's playouts before it gets children
PRIOR_SELF_ATARI = 10  # virtual losses for a move that puts its own chain in atari
PRIOR_CAPTURE_ONE = 15  # virtual wins for capturing (or saving) one stone ...
PRIOR_CAPTURE_MANY = 30  # ... or more
PRIOR_PATTERN = 10  # virtual wins for a 3×3 shape
PRIOR_ATARI = 10  # virtual wins for putting an opponent chain in atari (engine priors)
PRIOR_NEAR = (24, 22, 8)  # virtual wins by distance 1, 2, 3 from the last move
PRIOR_EMPTY_AREA = 10  # first/second line with nothing near: losses; third line: wins
PRIOR_PASS = 10  # virtual losses for passing (it is tried when nothing else is any good)


Found: TypeAlias = tuple[list[int], list[float], list[float]]  # points, virtual games, wins


@lru_cache(maxsize=16)
def board_shape(grid: SquareGrid) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Per cell: its line (0 = the edge), and the cells within three steps of it."""
    size = grid.size
    lines = tuple(min(x, y, size - 1 - x, size - 1 - y) for x, y in grid.coords)
    around = tuple(
        tuple(
            c for dx in range(-3, 4) for dy in range(-3, 4)
            if 0 < abs(dx) + abs(dy) <= 3 and (c := grid.cell_at(x + dx, y + dy)) is not None
        )
        for x, y in grid.coords
    )  # fmt: skip
    return lines, around


def distances_from(
    board: Sequence[Colour], neighbours: Neighbours, start: Cell, limit: int = 3
) -> dict[Cell, int]:
    """Steps from ``start`` to the points near it, a chain counting as one point (the common
    fate graph distance), up to ``limit``."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        d = found[cell]
        stone = board[cell]
        for n in neighbours[cell]:
            step = 0 if stone != EMPTY and board[n] == stone else 1
            nd = d + step
            if nd <= limit and found.get(n, limit + 1) > nd:
                found[n] = nd
                if step:
                    queue.append(n)
                else:
                    queue.appendleft(n)
    return found


def expand_fast(
    node: Node[int, GoPosition], b: PlayoutBoard, grid: SquareGrid, rng: random.Random,
    reading: int = 0, setups: bool = False, ladders: bool = False,
) -> list[Node[int, GoPosition]]:
    """Give ``node`` its children from the playout board ``b`` at its position: every legal
    point that is not the mover's own eye, and the pass, each with its priors; in Atari-Go
    with ``reading`` (plies) also the forced captures read so far, and with ``setups`` the
    moves that prepare one (:mod:`ladder`); with ``ladders`` Go's ladders read
    (:func:`_urgent_points`). Answers the children."""
    colour = b.to_move
    code, eye = b.code, EYE[colour]
    children: dict[int, Node[int, GoPosition]] = {}
    child: Node[int, GoPosition] | None
    for cell in b.empties:
        if not eye[code[cell]] and b.legal(cell):
            children[cell] = child = Node(cell)
            libs, size = liberties_after(b, cell, colour)
            if libs < 2:
                child.prior(PRIOR_SELF_ATARI * min(size, 3), 0)
            if PATTERN[code[cell]]:
                child.prior(PRIOR_PATTERN, PRIOR_PATTERN)
    for cell, stones in _urgent_points(b, ladders and go_ladder.can_read(b)):
        child = children.get(cell)
        if child is not None:
            bonus = PRIOR_CAPTURE_ONE if stones == 1 else PRIOR_CAPTURE_MANY
            child.prior(bonus, bonus)
    _near_and_empty_priors(children, b.board, b.neighbours, b.last, grid)
    if reading and b.first_capture_wins:
        ladder.atari_go_priors(children, b, reading, setups)
    return _finish(node, children, rng)


def expand_found(
    node: Node[int, GoPosition], found: Found, rng: random.Random
) -> list[Node[int, GoPosition]]:
    """Give ``node`` the children the compiled core found, with their priors
    (:meth:`magnetdesk.ai.go.fast_playout.FastPlayouts.children`); answers them."""
    children: dict[int, Node[int, GoPosition]] = {}
    for cell, visits, wins in zip(*found, strict=True):
        child: Node[int, GoPosition] = Node(cell)
        children[cell] = child
        if visits or wins:
            child.prior(visits, wins)
    return _finish(node, children, rng)


def expand_engine(
    node: Node[int, GoPosition],
    last: int,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
    threats: int = 0,
) -> list[Node[int, GoPosition]] | None:
    """Give ``node`` its children through the engine (every variant, Magnetgo's magnets
    included): each legal point that is not the mover's own eye, with its position made and
    priors from what the move did: captures, own stones lost or left in atari, opponent
    chains put in atari, own chains saved from atari; with ``threats`` (Magnetgo only) also
    what the opponent's next move can capture, when it takes at least ``threats`` stones
    (:mod:`magnetdesk.ai.go.magnet_threat`).
    Answers the children; ``stop`` is polled now and then: when it answers True the node is
    left as it was and the answer is None."""
    position: GoPosition = node.position  # type: ignore[assignment]  # made: it was visited
    colour = position.to_move
    grid = position.rules.grid
    neighbours = grid.neighbours
    in_danger = _stones_in_atari(position.board, neighbours, colour)
    children: dict[int, Node[int, GoPosition]] = {}
    for cell, stone in enumerate(position.board):
        if stone != EMPTY or is_own_eye(position, cell, colour):
            continue
        if stop is not None and cell % 16 == 0 and stop():
            return None
        outcome = position.attempt(cell)
        if isinstance(outcome, Illegal):
            continue
        children[cell] = child = Node(cell, outcome.position)
        taken = lost = 0
        touched = [cell]
        for effect in outcome.effects:
            if isinstance(effect, Captured):
                taken += len(effect.cells)
            elif isinstance(effect, Removed):
                lost += len(effect.cells)
            elif isinstance(effect, Slid):
                touched.append(effect.end)
        mine, theirs = _ataris_near(outcome.position.board, neighbours, touched, colour)
        after = outcome.position.board
        saved = sum(1 for c in in_danger if after[c] == colour) - mine
        counted_priors(child, taken, lost, mine, theirs, saved)
    _near_and_empty_priors(children, position.board, neighbours, last, grid)
    found = _finish(node, children, rng)
    threatened = threats and magnet_threat.priors_apply(position)
    if threatened and not magnet_threat.threat_priors(
        children, found[-1], position, stop, smallest=threats
    ):
        node.children = None  # stopped: left as it was
        return None
    return found


def expand_counted(
    node: Node[int, GoPosition], counts: Iterable[tuple[int, int, int, int, int, int]],
    last: int, rng: random.Random,
) -> list[Node[int, GoPosition]]:
    """Give ``node`` its children from the counts the compiled Magnetgo core made of its
    position (:meth:`magnetdesk.ai.go.fast_playout.MagnetPlayouts.counts`): the priors of
    :func:`expand_engine` without the opponent's threats; each child's position is made when
    the search first walks to it."""
    position: GoPosition = node.position  # type: ignore[assignment]  # made: it was visited
    children: dict[int, Node[int, GoPosition]] = {}
    for cell, taken, lost, mine, theirs, saved in counts:
        child: Node[int, GoPosition] = Node(cell)
        children[cell] = child
        counted_priors(child, taken, lost, mine, theirs, saved)
    grid = position.rules.grid
    _near_and_empty_priors(children, position.board, grid.neighbours, last, grid)
    return _finish(node, children, rng)


def counted_priors(
    child: Node[int, GoPosition], taken: int, lost: int, mine: int, theirs: int, saved: int
) -> None:
    """A new child's priors from what its move did: the stones it ``taken``, the mover's
    stones ``lost``, the mover's (``mine``) and the opponent's (``theirs``) stones in atari
    next to what moved, and the mover's stones it ``saved`` from atari."""
    if taken:
        bonus = PRIOR_CAPTURE_ONE if taken == 1 else PRIOR_CAPTURE_MANY
        child.prior(bonus, bonus)
    if lost or mine:
        child.prior(PRIOR_SELF_ATARI * min(lost + mine, 3), 0)
    if theirs:
        child.prior(PRIOR_ATARI, PRIOR_ATARI)
    if saved > 0:
        bonus = PRIOR_CAPTURE_ONE if saved == 1 else PRIOR_CAPTURE_MANY
        child.prior(bonus, bonus)


def _stones_in_atari(board: Sequence[Colour], neighbours: Neighbours, colour: Colour) -> list[Cell]:
    """The stones of ``colour``'s chains that have one liberty."""
    found: list[int] = []
    seen: set[int] = set()
    for cell, stone in enumerate(board):
        if stone == colour and cell not in seen:
            chain, _ = chain_at(board, neighbours, cell)
            seen.update(chain)
            if len(liberties(board, neighbours, chain)) == 1:
                found.extend(chain)
    return found


def _ataris_near(
    board: Sequence[Colour], neighbours: Neighbours, touched: list[Cell], colour: Colour
) -> tuple[int, int]:
    """Stones in atari among the chains at or next to the ``touched`` points: (the mover's,
    the opponent's)."""
    counts = [0, 0, 0]
    seen: set[int] = set()
    for t in touched:
        for c in (t, *neighbours[t]):
            if board[c] == EMPTY or c in seen:
                continue
            chain, _ = chain_at(board, neighbours, c)
            seen.update(chain)
            if len(liberties(board, neighbours, chain)) == 1:
                counts[board[c]] += len(chain)
    return counts[colour], counts[3 - colour]


def _finish(
    node: Node[int, GoPosition], children: dict[int, Node[int, GoPosition]], rng: random.Random
) -> list[Node[int, GoPosition]]:
    """Shuffle the children into ``node``, the pass last; answers them."""
    found = list(children.values())
    rng.shuffle(found)
    passing: Node[int, GoPosition] = Node(PASS)
    passing.prior(PRIOR_PASS, 0)
    found.append(passing)
    node.children = found
    return found


def _urgent_points(b: PlayoutBoard, ladders: bool = False) -> list[tuple[int, int]]:
    """Every capture and every escape from atari on the board: (point, stones at stake);
    with ``ladders`` no escape that runs into a ladder, and the atari that starts one."""
    board, head, libs, members, neighbours = b.board, b.head, b.libs, b.members, b.neighbours
    colour = b.to_move
    found = []
    seen = set()
    for cell, stone in enumerate(board):
        if stone == EMPTY or head[cell] in seen:
            continue
        h = head[cell]
        seen.add(h)
        stones = len(members[h])
        if len(libs[h]) != 1:
            atari = go_ladder.ladder_atari(b, h) if ladders and stone != colour else None
            if atari is not None:
                found.append((atari, stones))
            continue
        (liberty,) = libs[h]
        if stone != colour:
            found.append((liberty, stones))
            continue
        if liberties_after(b, liberty, colour)[0] >= 2 and (
            not ladders or go_ladder.escapes(b, h)
        ):
            found.append((liberty, stones))
        for s in members[h]:
            for m in neighbours[s]:
                if board[m] != EMPTY and board[m] != colour and len(libs[head[m]]) == 1:
                    found.append((next(iter(libs[head[m]])), stones))
    return found


def _near_and_empty_priors(
    children: dict[int, Node[int, GoPosition]],
    board: Sequence[Colour],
    neighbours: Neighbours,
    last: int,
    grid: SquareGrid,
) -> None:
    """Wins for points near the last move; losses for the empty first and second lines,
    wins for the empty third line."""
    lines, around = board_shape(grid)
    if last >= 0:
        for cell, d in distances_from(board, neighbours, last).items():
            child = children.get(cell)
            if child is not None and d > 0:
                child.prior(PRIOR_NEAR[d - 1], PRIOR_NEAR[d - 1])
    for cell, child in children.items():
        line = lines[cell]
        if line <= 2 and all(board[c] == EMPTY for c in around[cell]):
            child.prior(PRIOR_EMPTY_AREA, PRIOR_EMPTY_AREA if line == 2 else 0)


def last_moves(position: GoPosition) -> tuple[int, int]:
    """The points of the last two moves, as far as the position's history tells (the engine
    keeps board hashes, not moves): a stone placed without captures or slides is found by its
    hash; anything else (a pass, a capture, a magnet move, a set-up) is NO_POINT."""
    found = []
    link: History | None = position.history
    mover = 3 - position.to_move
    for _ in range(2):
        parent = None
        move = NO_POINT
        if link is not None:
            parent = link.parent
            if parent is not None and link.is_move:
                diff = link.board_hash ^ parent.board_hash
                keys = ZOBRIST[mover]
                for cell, stone in enumerate(position.board):
                    if stone == mover and keys[cell] == diff:
                        move = cell
                        break
        found.append(move)
        link, mover = parent, 3 - mover
    return found[0], found[1]

"""Counting a finished Go-family game: area, territory or stones, and the dead-stone estimate.

The three methods of :mod:`magnetdesk.engine.go.rules` (``rules.scoring``):

* ``area`` (Chinese, Tromp–Taylor): stones on the board + empty regions bordered only by that
  colour;
* ``territory`` (Japanese): empty regions bordered only by that colour + prisoners. Dead stones
  are prisoners for the opponent and their points become the opponent's territory; empty points
  next to a chain marked seki count for nobody;
* ``stones`` (règle strasbourgeoise): stones on the board only.

Dead stones are taken off before counting under every method; komi goes to White.

>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("go", '''
...     . X O .
...     . X O .
...     . X O .
...     . X O .
... ''', komi=0.5)
>>> score(p).result_text
'W+0.5'

The scoring phase starts from :func:`estimate_dead` (random playouts decide who owns each
point; Benson-alive chains are never dead) and the user corrects it with :func:`toggle_group`
(a click takes the dead stones of one region, see :data:`REGION_LEAN`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from magnetdesk.engine.core.counting import (
    DEAD_OWNERSHIP,
    DeadStoneEstimate,
    Score,
    SideScore,
    area_owner,
    empty_regions,
)
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, opponent
from magnetdesk.engine.go.benson import unconditionally_alive
from magnetdesk.engine.go.playout import PlayoutBoard
from magnetdesk.engine.go.position import GoPosition, Neighbours, chain_at, liberties


def score(
    position: GoPosition, dead: Iterable[int] = frozenset(), seki: Iterable[int] = frozenset()
) -> Score:
    """Count ``position`` by its rules' scoring method, with ``dead`` stones taken off and, under
    territory scoring, the empty points next to the ``seki`` stones counting for nobody.

    Raises ValueError if a cell in ``dead`` holds no stone (a caller's bug)."""
    rules = position.rules
    grid = rules.grid
    method = rules.scoring
    board = list(position.board)
    taken = [0, 0, 0]  # dead stones by colour
    for cell in dead:
        if board[cell] == EMPTY:
            raise ValueError(f"{grid.name(cell)} is empty: only stones can be dead")
        taken[board[cell]] += 1
        board[cell] = EMPTY
    seki_cells = frozenset(seki) if method == "territory" else frozenset()

    owner = [EMPTY] * len(board)
    territory = [0, 0, 0]
    for region, colour in empty_regions(board, grid.neighbours, seki_cells):
        if colour != EMPTY:
            territory[colour] += len(region)
            for cell in region:
                owner[cell] = colour
    stones = [0, board.count(BLACK), board.count(WHITE)]
    if method == "stones":
        owner = board
    elif method == "area":
        owner = [stone or colour for stone, colour in zip(board, owner, strict=True)]

    def side(colour: int) -> SideScore:
        komi = rules.komi if colour == WHITE else 0.0
        if method == "area":
            return SideScore(territory=territory[colour], stones=stones[colour], komi=komi)
        if method == "territory":
            prisoners = position.prisoners[colour] + taken[opponent(colour)]
            return SideScore(territory=territory[colour], prisoners=prisoners, komi=komi)
        return SideScore(stones=stones[colour], komi=komi)

    return Score(method, side(BLACK), side(WHITE), tuple(owner))


# --- the dead-stone estimate ---------------------------------------------------------------


def estimate_dead(
    position: GoPosition,
    playouts: int = 200,
    rng: random.Random | None = None,
    ownership: Sequence[float] | None = None,
) -> DeadStoneEstimate:
    """Which stones are dead, which chains are in seki, and who owns each point: the
    proposal of the scoring phase, from :func:`playout_ownership`, :func:`dead_chains` and
    :func:`seki_chains`. Without ``rng`` the playouts are seeded from the position, so one
    position always gets the same estimate. A given ``ownership`` (the computer's search
    of this board, whose playouts play far better than random ones) replaces the playouts.
    """
    if ownership is None:
        rng = rng if rng is not None else random.Random(position.hash)
        ownership = playout_ownership(position, playouts, rng)
    ownership = tuple(ownership)
    dead = dead_chains(position, ownership)
    seki = frozenset(seki_chains(position.board, position.rules.grid.neighbours, dead))
    return DeadStoneEstimate(dead - seki, seki, ownership)


def playout_ownership(position: GoPosition, playouts: int, rng: random.Random) -> tuple[float, ...]:
    """Who owns each point at the end of random playouts (counted by area), from -1 (White
    in every playout) to +1 (Black in every playout).

    Every other playout starts with the other side to move: after two passes neither side has
    the move, and in a seki whoever moves first in a random playout loses. The playouts play
    standard Go moves for every variant (no magnets, simple ko): for Magnetgo that is a rough
    guide the user corrects.
    """
    neighbours = position.rules.grid.neighbours
    cells = len(position.board)
    if playouts <= 0:
        return (0.0,) * cells
    roots = (
        PlayoutBoard.from_position(position),
        PlayoutBoard.from_position(position.with_to_move(opponent(position.to_move))),
    )
    totals = [0] * cells
    for i in range(playouts):
        final = roots[i % 2].copy().random_playout(rng, 3 * cells)
        for cell, colour in enumerate(area_owner(final, neighbours)):
            if colour == BLACK:
                totals[cell] += 1
            elif colour == WHITE:
                totals[cell] -= 1
    return tuple(t / playouts for t in totals)


def dead_chains(position: GoPosition, ownership: Sequence[float]) -> frozenset[int]:
    """The stones of the chains whose points ``ownership`` gives to the opponent by more than
    :data:`DEAD_OWNERSHIP` on average, except unconditionally alive chains (Benson; not in
    Magnetgo, where magnets can pull any group apart)."""
    board = position.board
    neighbours = position.rules.grid.neighbours
    safe: set[int] = set()
    if not position.rules.magnetism:
        safe = unconditionally_alive(board, neighbours, BLACK)
        safe |= unconditionally_alive(board, neighbours, WHITE)
    dead: set[int] = set()
    for chain in chains(board, neighbours):
        if chain[0] in safe:
            continue
        sign = 1 if board[chain[0]] == BLACK else -1
        own = sign * sum(ownership[c] for c in chain) / len(chain)
        if own < -DEAD_OWNERSHIP:
            dead.update(chain)
    return frozenset(dead)


def chains(board: Sequence[int], neighbours: Sequence[Sequence[int]]) -> list[list[int]]:
    """Every chain on the board, each as its list of cells."""
    seen: set[int] = set()
    found = []
    for cell, stone in enumerate(board):
        if stone != EMPTY and cell not in seen:
            chain, _ = chain_at(board, neighbours, cell)
            seen.update(chain)
            found.append(chain)
    return found


def seki_chains(
    board: Sequence[int], neighbours: Sequence[Sequence[int]], dead: Iterable[int] = ()
) -> set[int]:
    """The cells of the chains in seki, on the board with the ``dead`` stones taken off.

    An empty point next to a black and a white chain where either colour's move would put its
    own chain in atari (or take its last liberty) marks the chains next to it seki, when each
    of those chains is settled: the opponent cannot play on any of its liberties without
    putting its own stones in atari (so a capturing race, where one side can still approach
    from outside, is not a seki).

    A dead chain next to such a point is tried too, put back on the board, as long as a live
    chain shares the point: random playouts cannot pass, so in a seki whoever runs out of other
    moves first loses, and the playouts call a seki chain dead. Such a chain comes back as seki.
    """
    dead = frozenset(dead)
    live = [EMPTY if cell in dead else stone for cell, stone in enumerate(board)]
    seki: set[int] = set()
    for point, stone in enumerate(board):
        if stone != EMPTY:
            continue
        near = [n for n in neighbours[point] if board[n] != EMPTY]
        if {board[n] for n in near} != {BLACK, WHITE} or all(n in dead for n in near):
            continue
        trial = live
        if any(n in dead for n in near):
            trial = list(live)
            for n in near:
                for cell in chain_at(board, neighbours, n)[0]:
                    trial[cell] = board[cell]
        if not all(_self_atari(trial, neighbours, point, colour) for colour in (BLACK, WHITE)):
            continue
        group = {tuple(sorted(chain_at(trial, neighbours, n)[0])) for n in near}
        if all(_settled(trial, neighbours, chain) for chain in group):
            for chain in group:
                seki.update(chain)
    return seki


def _settled(board: Sequence[int], neighbours: Neighbours, chain: Sequence[int]) -> bool:
    """Would every opponent move on a liberty of ``chain`` be self-atari (or suicide)?"""
    other = opponent(board[chain[0]])
    return all(
        _self_atari(board, neighbours, point, other)
        for point in liberties(board, neighbours, chain)
    )


def _self_atari(board: Sequence[int], neighbours: Neighbours, point: int, colour: int) -> bool:
    """Would ``colour`` playing ``point`` leave its own chain with at most one liberty (after
    taking off any opponent chain the move captures)?"""
    after = list(board)
    after[point] = colour
    for n in neighbours[point]:
        if after[n] == opponent(colour):
            chain, free = chain_at(after, neighbours, n)
            if not free:
                for c in chain:
                    after[c] = EMPTY
    own, _ = chain_at(after, neighbours, point)
    return len(liberties(after, neighbours, own)) <= 1

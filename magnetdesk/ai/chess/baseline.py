"""The arena's measuring sticks for the chess family: a random, a 1-ply greedy and a flat
Monte-Carlo player with random playouts (:func:`playout_move`). They stay in the shipped AI
(the other families' are in :mod:`magnetdesk.arena`) because the chess search falls back on
:func:`greedy_move` when it has no statistics to choose from.

Both have the call shape ``choose_move(position, rng) -> move`` and play every move through the
engine. The greedy player takes the king when it can and otherwise the move after which
:func:`magnetdesk.ai.chess.evaluation.evaluate` likes its position best (a random one among equals);
it does not look at the reply, so it walks into every threat.

>>> import random
>>> from magnetdesk.engine.chess.position import ChessPosition
>>> from magnetdesk.engine.chess.variants import new_chess_position
>>> start = new_chess_position("chess-NNNN")
>>> p = ChessPosition.setup(start.rules, "4k3/8/8/8/8/8/3q4/R3K3")
>>> p.move_text(greedy_move(p, random.Random(1)))   # the king takes the free queen
'e1d2'
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING

from magnetdesk.ai.chess.evaluation import evaluate, material_and_shape
from magnetdesk.engine.core.vocabulary import WHITE

if TYPE_CHECKING:
    from magnetdesk.engine.chess.moves import ChessMove
    from magnetdesk.engine.chess.position import ChessPosition
    from magnetdesk.engine.core.vocabulary import Colour

WIN = 1_000_000


def random_move(position: ChessPosition, rng: random.Random) -> ChessMove:
    """A legal move chosen uniformly."""
    return rng.choice(position.legal_moves())


def _one_ply(position: ChessPosition, me: Colour) -> list[tuple[ChessMove, int, ChessPosition]]:
    """Every legal move with ``me``'s score one ply later (a won, lost or drawn game, or
    :func:`evaluate` seen from ``me``'s side) and the position it leads to."""
    scored = []
    for move in position.legal_moves():
        after = position.play(move).position
        end = after.end
        if end is not None:
            value = 0 if end.winner is None else WIN if end.winner == me else -WIN
        else:
            value = evaluate(after) if after.to_move == me else -evaluate(after)
        scored.append((move, value, after))
    return scored


def greedy_move(position: ChessPosition, rng: random.Random) -> ChessMove:
    """The move whose position scores best for the mover one ply ahead (see above)."""
    scored = _one_ply(position, position.to_move)
    best = max(value for _, value, _ in scored)
    return rng.choice([move for move, value, _ in scored if value == best])


OPENING_MARGIN = 30  # centipawns: how far below the best an arena opening move may look


def opening_move(position: ChessPosition, rng: random.Random) -> ChessMove:
    """A move for the arena's varied openings: a random one among those within
    :data:`OPENING_MARGIN` of the best by a two-ply look (the mover's move, then the reply
    that scores best for the opponent), so an opening varies the game without giving a piece
    away. Played by both sides of a pair of games with the colours swapped, it is fair."""
    me = position.to_move
    scored = []
    for move, value, after in _one_ply(position, me):
        if after.end is None:
            value = min((v for _, v, _ in _one_ply(after, me)), default=WIN)
        scored.append((move, value))
    best = max(value for _, value in scored)
    return rng.choice([move for move, value in scored if value >= best - OPENING_MARGIN])


PLAYOUT_PLIES = 40  # a random playout's length at most; then material decides half the reward


def playout_move(position: ChessPosition, rng: random.Random, seconds: float = 1.0) -> ChessMove:
    """Flat Monte-Carlo with random playouts (the arena's measure of "random playouts"
    against alpha-beta): UCB1 over the root moves, each playout random legal moves through
    the engine until a king falls or :data:`PLAYOUT_PLIES`; the most tried move."""
    me = position.to_move
    moves = position.legal_moves()
    children = [position.play(m).position for m in moves]
    visits = [0] * len(moves)
    wins = [0.0] * len(moves)
    deadline = time.monotonic() + seconds
    total = 0
    while time.monotonic() < deadline or total < len(moves):
        if total < len(moves):
            i = total
        else:
            log = math.log(total)
            i = max(range(len(moves)),
                    key=lambda k: wins[k] / visits[k] + math.sqrt(2 * log / visits[k]))
        wins[i] += _playout(children[i], me, rng)
        visits[i] += 1
        total += 1
    return moves[max(range(len(moves)), key=lambda k: (visits[k], wins[k]))]


def _playout(position: ChessPosition, me: Colour, rng: random.Random) -> float:
    for _ in range(PLAYOUT_PLIES):
        if position.end is not None:
            break
        position = position.play(rng.choice(position.legal_moves())).position
    end = position.end
    if end is not None:
        return 0.5 if end.winner is None else 1.0 if end.winner == me else 0.0
    lead = material_and_shape(position.board, None) * (1 if me == WHITE else -1)
    return 0.5 + 0.25 * math.tanh(lead / 500)

"""The arena's measuring sticks for the chess family: a random and a 1-ply greedy player.

Both have the call shape of :mod:`magnetdesk.ai.baseline` (``choose_move(position, rng) ->
move``) and play every move through the engine. The greedy player takes the king when it can
and otherwise the move after which :func:`magnetdesk.ai.chess_eval.evaluate` likes its
position best (a random one among equals); it does not look at the reply, so it walks into
every threat.

>>> import random
>>> from magnetdesk.engine.chess import ChessPosition
>>> from magnetdesk.engine.chess_variants import new_chess_position
>>> start = new_chess_position("chess-NNNN")
>>> p = ChessPosition.setup(start.rules, "4k3/8/8/8/8/8/3q4/R3K3")
>>> p.move_text(greedy_move(p, random.Random(1)))   # the king takes the free queen
'e1d2'
"""

from __future__ import annotations

import random

from magnetdesk.ai.chess_eval import evaluate

WIN = 1_000_000


def random_move(position, rng: random.Random):
    """A legal move chosen uniformly."""
    return rng.choice(position.legal_moves())


def greedy_move(position, rng: random.Random):
    """The move whose position scores best for the mover one ply ahead (see above)."""
    me = position.to_move
    best: list = []
    best_value = -2 * WIN
    for move in position.legal_moves():
        after = position.play(move).position
        end = after.end
        if end is not None:
            value = 0 if end.winner is None else WIN if end.winner == me else -WIN
        else:
            value = -evaluate(after)
        if value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)

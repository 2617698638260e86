"""The Magnetic Chess family's baselines."""

from magnetdesk.ai.chess.baseline import greedy_move, opening_move, playout_move, random_move
from magnetdesk.arena.baselines import Baselines

BASELINES = Baselines(
    random=random_move, greedy=greedy_move, opening=opening_move, playouts=playout_move
)

"""The Go family's baselines: random and greedy moves that never fill an own eye."""

from magnetdesk.arena.baselines import Baselines
from magnetdesk.arena.go.baseline import greedy_move, random_move

BASELINES = Baselines(random=random_move, greedy=greedy_move, opening=random_move)

"""Medusa's baselines: random and greedy whole turns."""

from magnetdesk.arena.baselines import Baselines
from magnetdesk.arena.medusa.baseline import greedy_turn, random_turn

BASELINES = Baselines(random=random_turn, greedy=greedy_turn, opening=random_turn)

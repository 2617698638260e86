"""Games to print in the tests: played by the arena's greedy baselines from a fixed seed, with
comments on some moves and the players' names."""

from __future__ import annotations

import random
from typing import Any

from magnetdesk.arena.baselines import by_family
from magnetdesk.record.game import Game
from magnetdesk.record.tree import GameRecord

COMMENTED = {3: "A calm start.", 12: "The first fight.", 27: "Here the game turns."}


def played_game(variant: str, moves: int, seed: int = 7, **options: Any) -> GameRecord:
    """``moves`` moves of ``variant`` (fewer if the game ends), comments on moves 3, 12 and
    27, players Ann (Black) and Bob (White)."""
    game = Game.new(variant, **options)
    game.record.info.update({"PB": "Ann", "PW": "Bob", "DT": "2026-12-06", "RE": "B+R"})
    choose = by_family("greedy")
    rng = random.Random(seed)
    for _ in range(moves):
        position = game.position
        if position.end is not None:
            break
        outcome = game.play(choose(position, rng))
        assert not hasattr(outcome, "reason"), outcome
        if game.move_number in COMMENTED:
            game.set_comment(COMMENTED[game.move_number])
    game.record.root.comment = "A game for the printer."
    return game.record

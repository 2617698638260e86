"""The self-play the problem generators take their positions from (``make_problems.py`` for the
Go family, ``problems_chess.py``): the computer at level 1 against itself, a seed per game, so
the same command writes the same files."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from magnetdesk.ai.player import think
from magnetdesk.engine.core.vocabulary import Position
from magnetdesk.engine.variants import new_position


def self_play(variant: str, options: dict[str, Any], seed: int, *, first: int, last: int,
              playouts: int) -> Iterator[Position[Any]]:
    """The positions of one game from ply ``first`` to before ply ``last``."""
    position = new_position(variant, **options)
    for ply in range(last):
        if position.end is not None:
            return
        if ply >= first:
            yield position
        result = think(position, 1, playouts=playouts, workers=1, seed=seed * 1000 + ply)
        position = position.play(result.move).position

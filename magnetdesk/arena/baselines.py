"""The measuring sticks of a family (:class:`Baselines`), declared in
``magnetdesk/arena/<id>/family.py`` and found by the family's id."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.families import parts
from magnetdesk.engine.variants import position_family

Chooser = Callable[[Any, random.Random], Any]  # (position, rng) -> a move


@dataclass(frozen=True)
class Baselines:
    """A family's baseline players: a random one, a one-ply greedy one, and the random moves
    that vary the openings of a match (a move that gives nothing away, where the random one
    would)."""

    random: Chooser
    greedy: Chooser
    opening: Chooser


def baselines_of(position: Any) -> Baselines:
    """The baselines of the family ``position``'s game belongs to."""
    found: dict[str, Baselines] = parts("magnetdesk.arena.{id}.family", "BASELINES")
    return found[position_family(position).id]


def by_family(kind: str) -> Chooser:
    """A ``choose_move(position, rng)`` that asks the baseline ``kind`` (``random``,
    ``greedy``, ``opening``) of the position's family."""

    def choose(position: Any, rng: random.Random) -> Any:
        chooser: Chooser = getattr(baselines_of(position), kind)
        return chooser(position, rng)

    return choose

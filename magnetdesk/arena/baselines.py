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
Playouts = Callable[[Any, random.Random, float], Any]  # (position, rng, seconds) -> a move


@dataclass(frozen=True)
class Baselines:
    """A family's baseline players: a random one, a one-ply greedy one, and the random moves
    that vary the openings of a match (a move that gives nothing away, where the random one
    would); ``playouts(position, rng, seconds)`` is flat Monte-Carlo with random playouts
    (the arena's ``chess-mc``; None: the family has none)."""

    random: Chooser
    greedy: Chooser
    opening: Chooser
    playouts: Playouts | None = None


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


def flat_monte_carlo(seconds: float) -> Chooser:
    """A ``choose_move(position, rng)`` that asks the flat Monte-Carlo baseline of the
    position's family for a move after ``seconds`` of playouts (ValueError: it has none)."""

    def choose(position: Any, rng: random.Random) -> Any:
        playouts = baselines_of(position).playouts
        if playouts is None:
            family = position_family(position).id
            raise ValueError(f"the {family} family has no flat Monte-Carlo player")
        return playouts(position, rng, seconds)

    return choose

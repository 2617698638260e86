"""Small helpers the rule tests share: play moves by name, expect a refusal, read stones."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import Captured, Illegal, Removed, Transition


def play(p, *moves: str) -> Transition:
    """Play the moves in turn (each must be legal); the last move's transition."""
    transition = None
    for move in moves:
        transition = p.play(p.parse_move(move))
        p = transition.position
    assert transition is not None
    return transition


def refused(p, move: str) -> Illegal:
    """The engine's refusal of ``move`` (it must be illegal)."""
    outcome = p.attempt(p.parse_move(move))
    assert isinstance(outcome, Illegal), f"{move} should be illegal"
    return outcome


def names(p, colour: int) -> set[str]:
    """The names of the points ``colour`` has stones on."""
    return {p.rules.grid.name(c) for c in p.stones(colour)}


def group(p, points: str) -> tuple[int, ...]:
    """The cells of space-separated point names, sorted as :func:`tidy` sorts captures."""
    return tuple(sorted(p.rules.grid.parse(name) for name in points.split()))


def tidy(effects) -> tuple:
    """Effects with the cells of each capture sorted (their order within a capture is free)."""
    return tuple(
        type(e)(tuple(sorted(e.cells)), e.colour) if isinstance(e, Captured | Removed) else e
        for e in effects
    )

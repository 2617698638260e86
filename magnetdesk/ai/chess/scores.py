"""A chess-family score (centipawns for the player to move; ``WIN - n``: the king taken in n
plies) as the win rate every search reports, and back."""

from __future__ import annotations

import math

WIN = 100_000  # the score of taking the king now; WIN - n: in n plies
MATE_BOUND = WIN - 1000  # scores beyond this are forced wins or losses
VALUE_SCALE = 400.0  # win_rate(score) = logistic(score / VALUE_SCALE) ...
VALUE_CLAMP = 3600  # ... for scores within this; mate scores just inside 0 and 1
MATE_STEP = 1e-7


def win_rate(score: float) -> float:
    """A score as a win rate in (0, 1): logistic for ordinary scores, forced wins above
    1 - 1e-4 (sooner is higher), forced losses below 1e-4 (later is higher)."""
    if score >= MATE_BOUND:
        return 1.0 - (WIN - score + 1) * MATE_STEP
    if score <= -MATE_BOUND:
        return (score + WIN + 1) * MATE_STEP
    clamped = max(-VALUE_CLAMP, min(VALUE_CLAMP, score))
    return 1.0 / (1.0 + math.exp(-clamped / VALUE_SCALE))


def score_of(rate: float) -> float:
    """The inverse of :func:`win_rate` (up to the clamp)."""
    if rate >= 1.0 - (WIN - MATE_BOUND + 1) * MATE_STEP:
        return WIN + 1 - (1.0 - rate) / MATE_STEP
    if rate <= (WIN - MATE_BOUND + 1) * MATE_STEP:
        return rate / MATE_STEP - WIN - 1
    return VALUE_SCALE * math.log(rate / (1.0 - rate))


def to_table(score: int, ply: int) -> int:
    """A score as the transposition table keeps it: a forced win or loss counted from the
    node, not the root."""
    if score >= MATE_BOUND:
        return score + ply
    if score <= -MATE_BOUND:
        return score - ply
    return score


def from_table(score: int, ply: int) -> int:
    """The inverse of :func:`to_table` at ``ply``."""
    if score >= MATE_BOUND:
        return score - ply
    if score <= -MATE_BOUND:
        return score + ply
    return score

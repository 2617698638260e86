"""A level that follows the player: per game, the computer's level the person plays against
moves up one after a win and down one after a loss (a draw leaves it), between the lowest and
the highest level. The new-game dialog shows it and, when the person lets it (the opponent's
``follows``), takes it as the computer's level. Kept in the settings under ``"levels"``.
A win on time does not count: the computer's time is the machine's (a busy one, a computer
kept waiting), not a measure of the person's play; a loss on time counts as any loss.

>>> after_game(2, "win"), after_game(5, "win"), after_game(1, "loss"), after_game(3, "draw")
(3, 5, 1, 3)
>>> outcome_for("B+R", BLACK), outcome_for("W+3.5", BLACK), outcome_for("0", WHITE)
('win', 'loss', 'draw')
>>> outcome_for("B+T", BLACK), outcome_for("W+Time", BLACK)
(None, 'loss')
"""

from __future__ import annotations

from typing import Any

from magnetdesk.ai.levels import MAX_LEVEL, MIN_LEVEL
from magnetdesk.engine.core.vocabulary import BLACK, WHITE

SETTINGS_KEY = "levels"
START_LEVEL = 2  # Casual: where a player who has not played a game yet starts


def after_game(level: int, outcome: str) -> int:
    """The level after a game the person ended with ``outcome`` (win, loss, draw)."""
    step = {"win": 1, "loss": -1}.get(outcome, 0)
    return min(MAX_LEVEL, max(MIN_LEVEL, level + step))


def outcome_for(result: str, person: int) -> str | None:
    """``win``, ``loss`` or ``draw`` for ``person`` in a result like ``B+R`` or ``0``
    (None: no result, one that names no winner: ``Void``, ``?``, or the person's win on
    time, which does not count)."""
    if result in ("0", "Draw", "Jigo"):
        return "draw"
    winner = {"B": BLACK, "W": WHITE}.get(result[:1]) if result[1:2] == "+" else None
    if winner is None:
        return None
    if winner != person:
        return "loss"
    return None if result[2:3].upper() == "T" else "win"


def personal_level(settings: Any, variant: str) -> int:
    """The person's level in ``variant`` (the start level before the first game)."""
    levels = settings.get(SETTINGS_KEY, {}, dict) if settings is not None else {}
    level = levels.get(variant, START_LEVEL)
    return level if type(level) is int and MIN_LEVEL <= level <= MAX_LEVEL else START_LEVEL


def note_game(settings: Any, variant: str, outcome: str) -> tuple[int, int]:
    """Move the person's level in ``variant`` after a game; the level before and after."""
    before = personal_level(settings, variant)
    after = after_game(before, outcome)
    if settings is not None:
        levels = dict(settings.get(SETTINGS_KEY, {}, dict))
        levels[variant] = after
        settings.set(SETTINGS_KEY, levels)
    return before, after

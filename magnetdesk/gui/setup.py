"""What a game is set up as, without widgets: the variant, its options and who plays each colour
(a person, or the computer at a level). The new-game dialog answers a :class:`GameSetup`; the
autosave keeps the players so a restored game goes on against the same opponent.

>>> players_from_json(players_to_json({BLACK: PlayerSetup(), WHITE: PlayerSetup(True, 2)}))[WHITE]
PlayerSetup(computer=True, level=2)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from magnetdesk.ai.levels import MAX_LEVEL, MIN_LEVEL
from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.engine.variants import VARIANTS

DEFAULT_LEVEL = 3
COLOUR_KEYS = {BLACK: "black", WHITE: "white"}


@dataclass(frozen=True)
class PlayerSetup:
    """Who plays one colour: a person, or the computer at ``level`` (1 quick .. 5 strongest)."""

    computer: bool = False
    level: int = DEFAULT_LEVEL


def two_people() -> dict[int, PlayerSetup]:
    return {BLACK: PlayerSetup(), WHITE: PlayerSetup()}


@dataclass(frozen=True)
class GameSetup:
    """What the new-game dialog answers: the variant, its option values, and the two players."""

    variant: str = "go"
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[int, PlayerSetup] = field(default_factory=two_people)

    def start(self):
        """The first position of this game (OptionError if the options are wrong)."""
        return VARIANTS[self.variant].start(**self.options)


def players_to_json(players: dict[int, PlayerSetup]) -> dict[str, dict[str, Any]]:
    """``{"black": {"computer": false, "level": 3}, "white": ...}``."""
    return {
        COLOUR_KEYS[colour]: {"computer": player.computer, "level": player.level}
        for colour, player in players.items()
    }


def players_from_json(data: Any) -> dict[int, PlayerSetup] | None:
    """The players :func:`players_to_json` wrote, or None when ``data`` does not hold both
    (an older or hand-edited file)."""
    if not isinstance(data, dict):
        return None
    players = {}
    for colour, key in COLOUR_KEYS.items():
        entry = data.get(key)
        if not isinstance(entry, dict):
            return None
        computer, level = entry.get("computer"), entry.get("level")
        if not isinstance(computer, bool) or type(level) is not int:
            return None
        if not MIN_LEVEL <= level <= MAX_LEVEL:
            return None
        players[colour] = PlayerSetup(computer, level)
    return players

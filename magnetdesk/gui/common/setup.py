"""What a game is set up as, without widgets: the variant, its options and who plays each colour
(a person, or the computer at a level). The new-game dialog answers a :class:`GameSetup`; the
autosave keeps the players so a restored game goes on against the same opponent.

The person at the computer chooses an :class:`Opponent` (the computer at a level, taking the
first move, the second or a random one; or a friend), not a player per colour: so the choice
means the same in Go, where Black moves first, and in chess, where White does.

>>> players_from_json(players_to_json({BLACK: PlayerSetup(), WHITE: PlayerSetup(True, 2)}))[WHITE]
PlayerSetup(computer=True, level=2, engine='')
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any

from magnetdesk.ai.levels import MAX_LEVEL, MIN_LEVEL
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, opponent
from magnetdesk.engine.variants import VARIANTS, family_of

DEFAULT_LEVEL = 3
FIRST, SECOND, RANDOM = "first", "second", "random"  # the sides a person may take
COLOUR_KEYS = {BLACK: "black", WHITE: "white"}

TIME_FIELDS = {f.name for f in dataclasses.fields(TimeControl)}


@dataclass(frozen=True)
class PlayerSetup:
    """Who plays one colour: a person, or the computer at ``level`` (1 quick .. 5 strongest);
    with an ``engine`` name, the computer is that outside engine (Engines ▸ Engines…)."""

    computer: bool = False
    level: int = DEFAULT_LEVEL
    engine: str = ""  # an outside engine's name when the computer is one


def two_people() -> dict[int, PlayerSetup]:
    return {BLACK: PlayerSetup(), WHITE: PlayerSetup()}


def first_mover(variant_id: str) -> int:
    """Who moves first in a game of ``variant_id`` (without handicap): White in chess."""
    return family_of(variant_id).first_player


@dataclass(frozen=True)
class Opponent:
    """Whom the person at the computer plays: the computer at ``level`` while they take the
    ``side`` that moves first, second, or one drawn at random; or (``computer`` False) a
    friend on the same computer. In a ``teaching`` game the computer says when the person's
    move lost that many percent of their chances or more, and offers to take it back."""

    computer: bool = True
    level: int = 2  # Casual: a newcomer's first opponent
    side: str = FIRST
    teaching: int = 0  # a teaching game: the share of win rate (%) a move may lose unsaid
    follows: bool = False  # the level follows the person's results (gui/common/personal_level.py)
    engine: str = ""  # an outside engine plays instead of ours at a level

    def players(self, variant_id: str, rng: random.Random | None = None) -> dict[int, PlayerSetup]:
        """Who plays each colour of ``variant_id`` (a random side is drawn now)."""
        if not self.computer:
            return two_people()
        side = self.side
        if side == RANDOM:
            side = (rng or random).choice((FIRST, SECOND))
        first = first_mover(variant_id)
        person = first if side == FIRST else opponent(first)
        return {
            colour: PlayerSetup() if colour == person
            else PlayerSetup(True, self.level, self.engine)
            for colour in (BLACK, WHITE)
        }


def opponent_of(players: dict[int, PlayerSetup], variant_id: str) -> Opponent:
    """The :class:`Opponent` that ``players`` look like (a game set up by colour: a restored
    or remembered one); two computers count as the computer, the person taking Black's side."""
    computers = [colour for colour, player in players.items() if player.computer]
    if not computers:
        return Opponent(computer=False)
    person = BLACK if len(computers) == 2 else opponent(computers[0])
    side = FIRST if person == first_mover(variant_id) else SECOND
    computer = players[opponent(person)]
    return Opponent(True, computer.level, side, engine=computer.engine)


@dataclass(frozen=True)
class GameSetup:
    """What the new-game dialog answers: the variant, its option values, the two players and
    the opponent they were made from (None: set up by colour, see :func:`opponent_of`)."""

    variant: str = "go"
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[int, PlayerSetup] = field(default_factory=two_people)
    opponent: Opponent | None = field(default=None, compare=False)
    clock: TimeControl = field(default_factory=TimeControl)  # no clock unless chosen
    clock_mains: dict[int, float] = field(default_factory=dict)  # a time handicap: a side's
    # main time instead of the clock's

    def chosen_opponent(self) -> Opponent:
        """The opponent chosen for this game, or the one its players look like."""
        return self.opponent or opponent_of(self.players, self.variant)

    def start(self):
        """The first position of this game (OptionError if the options are wrong)."""
        return VARIANTS[self.variant].start(**self.options)


def opponent_to_json(chosen: Opponent) -> dict[str, Any]:
    """``{"computer": true, "level": 2, "side": "random", "teaching": 10, "follows": false}``
    (and ``"engine": NAME`` for an outside engine)."""
    data = {"computer": chosen.computer, "level": chosen.level, "side": chosen.side,
            "teaching": chosen.teaching, "follows": chosen.follows}
    if chosen.engine:
        data["engine"] = chosen.engine
    return data


def clock_to_json(control: TimeControl) -> dict[str, Any]:
    """``{"kind": "byoyomi", "main": 600.0, ...}``: the fields of the control."""
    return dataclasses.asdict(control)


def clock_from_json(data: Any) -> TimeControl:
    """The control :func:`clock_to_json` wrote; no clock for anything else."""
    if not isinstance(data, dict):
        return TimeControl()
    try:
        return TimeControl(**{key: data[key] for key in data if key in TIME_FIELDS})
    except (TypeError, ValueError):
        return TimeControl()


def opponent_from_json(data: Any) -> Opponent | None:
    """The opponent :func:`opponent_to_json` wrote, or None for anything else."""
    if not isinstance(data, dict):
        return None
    computer, level, side = data.get("computer"), data.get("level"), data.get("side")
    if not isinstance(computer, bool) or type(level) is not int or side not in (
        FIRST, SECOND, RANDOM
    ):
        return None
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        return None
    teaching, follows = data.get("teaching", 0), data.get("follows", False)
    teaching = teaching if type(teaching) is int and 0 <= teaching <= 100 else 0
    return Opponent(computer, level, side, teaching, follows is True, _engine(data))


def players_to_json(players: dict[int, PlayerSetup]) -> dict[str, dict[str, Any]]:
    """``{"black": {"computer": false, "level": 3}, "white": ...}`` (and ``"engine": NAME``
    for an outside engine)."""
    return {
        COLOUR_KEYS[colour]: {"computer": player.computer, "level": player.level,
                              **({"engine": player.engine} if player.engine else {})}
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
        players[colour] = PlayerSetup(computer, level, _engine(entry) if computer else "")
    return players


def _engine(data: dict[str, Any]) -> str:
    engine = data.get("engine", "")
    return engine if isinstance(engine, str) else ""

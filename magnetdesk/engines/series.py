"""A series of games between two players, as GoGui's twogtp plays one: the first player takes
the first move in the first game, the second in the second, and so on; each game's result is
kept with its winner, and the score so far is counted. No Qt: the window's part is
:mod:`magnetdesk.gui.engines.series_part`.

>>> series = Series(("GNU Go", "magnetdesk Beginner (1)"), games=3)
>>> series.first_of(0), series.first_of(1)
(0, 1)
>>> series.add("B+3.5", {BLACK: 0, WHITE: 1})
>>> series.add("B+R", {BLACK: 1, WHITE: 0})
>>> series.wins(), series.played, series.over
((1, 1), 2, False)
>>> series.add("Void", {BLACK: 0, WHITE: 1})
>>> series.wins(), series.undecided(), series.over
((1, 1), 1, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from magnetdesk.engine.core.vocabulary import BLACK, WHITE

VOID = "Void"  # SGF's "no result": a game stopped at the move limit
WINNER_COLOURS = {"B": BLACK, "W": WHITE}


def winner_colour(result: str) -> int | None:
    """The colour a result text (``B+3.5``, ``W+R``) names as the winner; None for a draw
    (``0``, ``Draw``), ``Void`` or what is no result."""
    colour, plus, _ = result.strip().partition("+")
    return WINNER_COLOURS.get(colour.upper()) if plus else None


@dataclass
class Game:
    """One finished game of the series: its result, the player (0 or 1) who won it (None: a
    draw, no result), and the file it was kept in ('' when none)."""

    result: str
    winner: int | None
    file: str = ""


@dataclass
class Series:
    """``names`` of the two players, ``games`` to play; :meth:`add` each finished game."""

    names: tuple[str, str]
    games: int
    finished: list[Game] = field(default_factory=list)

    @property
    def played(self) -> int:
        return len(self.finished)

    @property
    def over(self) -> bool:
        return self.played >= self.games

    def first_of(self, game: int) -> int:
        """The player (0 or 1) who takes the first move in game number ``game`` (from 0)."""
        return game % 2

    def add(self, result: str, players: Mapping[int, int], file: str = "") -> None:
        """A finished game: ``result`` as a file writes it, ``players`` the player (0, 1) of
        each colour in it."""
        colour = winner_colour(result)
        self.finished.append(Game(result, None if colour is None else players[colour], file))

    def wins(self) -> tuple[int, int]:
        """The games each player has won so far."""
        return (sum(1 for game in self.finished if game.winner == 0),
                sum(1 for game in self.finished if game.winner == 1))

    def undecided(self) -> int:
        """The games with no winner so far (draws, no result)."""
        return sum(1 for game in self.finished if game.winner is None)

"""The vocabulary every variant shares: colours, what a move did, why a move is illegal, how a
game ended.

A position is a value (never changed after it is made). ``position.attempt(move)`` answers
either a :class:`Transition` (the next position and the list of :data:`Effect` values that say
what happened, in order, for animation and for the record) or an :class:`Illegal` with a
reason the user can read. ``position.play(move)`` is the same for callers that already know
the move is legal; it raises :class:`IllegalMove` (a bug in the caller) otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from magnetdesk.translation import tr

EMPTY, BLACK, WHITE = 0, 1, 2
COLOUR_NAMES = {BLACK: "black", WHITE: "white"}


def opponent(colour: int) -> int:
    return 3 - colour


def parse_colour(text: str) -> int | None:
    """``b``/``black`` or ``w``/``white`` (any case), as in GTP."""
    return {"b": BLACK, "black": BLACK, "w": WHITE, "white": WHITE}.get(text.strip().lower())


class Reason(Enum):
    """Why a move is refused. The value is the short word the text protocol answers."""

    OCCUPIED = "occupied"
    SUICIDE = "suicide"
    KO = "ko"
    SUPERKO = "superko"
    STOICAL = "stoical restriction"
    NOT_YOUR_TURN = "not your turn"
    OFF_BOARD = "off the board"
    GAME_OVER = "game over"
    SYNTAX = "syntax error"
    ILLEGAL = "illegal move"


@dataclass(frozen=True)
class Illegal:
    """A refused move: ``reason`` for programs, ``message`` for people (in their language:
    made with :func:`magnetdesk.translation.tr`)."""

    reason: Reason
    message: str

    def __str__(self) -> str:
        return self.message


class IllegalMove(ValueError):
    """Raised by ``play`` when the caller passed a move it should have checked."""

    def __init__(self, illegal: Illegal) -> None:
        super().__init__(illegal.message)
        self.illegal = illegal


# --- Effects: what a move did, in the order it happened -------------------------------------


@dataclass(frozen=True)
class Placed:
    cell: int
    colour: int


@dataclass(frozen=True)
class Slid:
    """A stone moved along a ray by magnetism (``attracted`` or repelled)."""

    start: int
    end: int
    colour: int
    attracted: bool


@dataclass(frozen=True)
class Captured:
    """Opponent stones taken off by the mover; they are the mover's prisoners."""

    cells: tuple[int, ...]
    colour: int


@dataclass(frozen=True)
class Removed:
    """The mover's own stones without liberties taken off (suicide, Magnetgo's stage 3c);
    they are prisoners for the opponent."""

    cells: tuple[int, ...]
    colour: int


@dataclass(frozen=True)
class Passed:
    colour: int


Effect = Placed | Slid | Captured | Removed | Passed


@dataclass(frozen=True)
class GameEnd:
    """How a game ended. ``winner`` is BLACK, WHITE, or None (a draw, or the score decides:
    ``needs_scoring``). ``reason`` is English, the text protocol's word and marked for
    translation where it is made (``GameEnd(QT_TR_NOOP("resignation"))``): people see
    ``tr(reason)``."""

    reason: str
    winner: int | None = None
    needs_scoring: bool = False

    @property
    def result_text(self) -> str:
        """SGF style result when it is already known: ``B+R``, ``W+``, ``0`` (draw), or ''."""
        if self.needs_scoring:
            return ""
        if self.winner is None:
            return "0"
        side = "B" if self.winner == BLACK else "W"
        return f"{side}+R" if self.reason == "resignation" else f"{side}+"


def game_over(end: GameEnd) -> Illegal:
    """The refusal of any move once ``end`` has ended the game: ``the game is over
    (resignation)``."""
    return Illegal(
        Reason.GAME_OVER, tr("the game is over ({reason})").format(reason=tr(end.reason))
    )


@dataclass(frozen=True)
class Transition:
    """The result of a legal move: where it leads and what it did."""

    position: Any
    move: Any
    effects: tuple[Effect, ...]

    def captured(self) -> int:
        return sum(len(e.cells) for e in self.effects if isinstance(e, Captured))

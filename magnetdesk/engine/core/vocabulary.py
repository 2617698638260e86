"""The vocabulary every variant shares: colours, what a move did, why a move is illegal, how a
game ended.

A position is a value (never changed after it is made). ``position.attempt(move)`` answers
either a :class:`Transition` (the next position and the list of :data:`Effect` values that say
what happened, in order, for animation and for the record) or an :class:`Illegal` with a
reason the user can read. ``position.play(move)`` is the same for callers that already know
the move is legal; it raises :class:`IllegalMove` (a bug in the caller) otherwise.

The vocabulary has names (as python-chess names its ``Color`` and ``Square``): a
:data:`Colour` (EMPTY, BLACK, WHITE), a :data:`Cell` (an index into ``position.board``), a
:data:`Move` (a family's move value), and :class:`Position`, the calls every variant answers.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Generic, Protocol, Self, TypeAlias, TypeVar

from magnetdesk.translation import tr

if TYPE_CHECKING:
    from magnetdesk.engine.core.geometry import Topology

# Type aliases, not NewType: a colour and a cell are the plain ints the boards, the Zobrist
# tables and the files hold (``board[cell]`` is a colour), so every existing int stays one
# without a cast or a wrapping call in the hot paths; the names say what an int means.
Colour: TypeAlias = int
"""EMPTY, BLACK or WHITE (0, 1, 2)."""
Cell: TypeAlias = int
"""An index into ``position.board`` (a point, a hex cell, a square)."""
Move: TypeAlias = Hashable
"""A family's move: a Go cell or PASS (an int), a Medusa ``Turn`` or ``Action``, a
``ChessMove``. Every move is a hashable value (a record's children are keyed by it)."""

EMPTY, BLACK, WHITE = 0, 1, 2
COLOUR_NAMES = {BLACK: "black", WHITE: "white"}


def opponent(colour: Colour) -> Colour:
    return 3 - colour


def parse_colour(text: str) -> Colour | None:
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
class Jumped:
    """A stone on the board went from ``start`` to ``end`` by the family's own movement
    (Medusa's group movement, ``magnetdesk.engine.medusa.state.Moved``, is one): what follows
    a stone for the goals of the lessons and problems."""

    start: int
    end: int
    colour: int


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


MoveT = TypeVar("MoveT", bound=Move)


class Position(Protocol[MoveT]):
    """What every variant's position answers (GoPosition, MedusaPosition, ChessPosition):
    the interface of docs/architecture.md. ``Position[int]`` is a Go-family position;
    ``Position[Any]`` any position. A position is a value: the data members are read-only."""

    @property
    def rules(self) -> Any:
        """The variant's rules value (``GoRules``, ``MedusaRules``, ``ChessRules``: each
        family's own fields)."""

    @property
    def board(self) -> tuple[Colour, ...]:
        """What stands on each cell (a colour; for chess a piece, 0 on an empty square)."""

    @property
    def to_move(self) -> Colour: ...
    @property
    def end(self) -> GameEnd | None: ...
    @property
    def hash(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def topology(self) -> Topology: ...

    def parse_move(self, text: str) -> MoveT | Illegal: ...
    def move_text(self, move: MoveT) -> str: ...
    def legal_moves(self) -> Sequence[MoveT]: ...
    def is_legal(self, move: MoveT) -> bool: ...
    def attempt(self, move: MoveT, colour: Colour | None = None) -> Transition[Self] | Illegal: ...
    def play(self, move: MoveT) -> Transition[Self]: ...
    def board_text(self) -> str: ...
    def stones(self, colour: Colour) -> list[Cell]: ...
    def with_to_move(self, colour: Colour) -> Self: ...
    def ready_for(self, colour: Colour) -> Self | Illegal: ...
    def resign(self, colour: Colour) -> Self: ...


PositionT = TypeVar("PositionT", bound="Position[Any]")


@dataclass(frozen=True)
class Transition(Generic[PositionT]):
    """The result of a legal move: where it leads and what it did (``Transition[GoPosition]``
    from a GoPosition; ``position`` is a :class:`Position`). ``effects`` are the
    family's own values: :data:`Effect` for the Go family, ``MedusaEffect``
    (:mod:`~magnetdesk.engine.medusa.state`), ``ChessEffect``
    (:mod:`~magnetdesk.engine.chess.field`)."""

    position: PositionT
    move: Move
    effects: tuple[object, ...]

    def captured(self) -> int:
        return sum(len(e.cells) for e in self.effects if isinstance(e, Captured))

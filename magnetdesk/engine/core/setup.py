"""Setting up a position by hand (Edit ▸ Set up position): what a family's :class:`SetupKit`
offers the editor and how an arrangement becomes a setup of the game tree.

An :class:`Arrangement` is what the editor holds while a person sets up: what stands on each
cell, the side to move and the family's extras (chess: the castling rights; Medusa: the
marker), by option key. The family's kit turns it into a :class:`SetupChange` from the
position before (the stones put on and taken off, a whole board in the family's text, the
extras' text), which the record writes as SGF setup and replays; then the kit's ``check``
says why the position reached is impossible (a Go chain without liberties, two white kings),
or None.

>>> from magnetdesk.engine.variants import family_of, new_position
>>> kit = family_of("go").setup
>>> before = new_position("go", size=9)
>>> change = kit.change(before, Arrangement({40: BLACK}, WHITE, {}))
>>> sorted(change.black), change.to_move
([40], 2)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Cell, Colour, Illegal


@dataclass(frozen=True)
class SetupPiece:
    """A choice of the editor's palette: ``value`` is what it puts on a cell (a stone's
    colour, a chess piece), ``name`` its name (English, marked for translation), ``key`` the
    key that picks it (``b``, ``K``...)."""

    value: int
    name: str
    key: str


@dataclass(frozen=True)
class Arrangement:
    """A position as the editor holds it: ``cells`` what stands where (a cell left out is
    empty), ``to_move`` the side to move, ``extras`` the family's extras by option key."""

    cells: Mapping[Cell, int]
    to_move: Colour
    extras: Mapping[str, Any] = field(default_factory=dict)

    def placed(self, cell: Cell, value: int) -> Arrangement:
        """The same with ``value`` on ``cell`` (0: the cell emptied)."""
        cells = dict(self.cells)
        if value:
            cells[cell] = value
        else:
            cells.pop(cell, None)
        return Arrangement(cells, self.to_move, self.extras)


@dataclass(frozen=True)
class SetupChange:
    """What a setup does to the position before it: stones put on (``black``, ``white``) and
    taken off (``empty``), ``board`` a whole board in the family's text put there first (a
    chess FEN line; "" none), ``state`` the family's extras as text (Medusa's marker; ""
    none), then ``to_move`` (None: unchanged)."""

    black: frozenset[Cell] = frozenset()
    white: frozenset[Cell] = frozenset()
    empty: frozenset[Cell] = frozenset()
    to_move: Colour | None = None
    board: str = ""
    state: str = ""


@dataclass(frozen=True)
class SetupKit:
    """A family's part of the position editor.

    ``pieces`` are the palette's choices; ``extras`` the options beside the board (the
    castling rights, the marker); ``arrangement(position)`` what a position holds;
    ``empty(position)`` the cleared board (with the extras that make sense there);
    ``draft(position, arrangement)`` a position to draw while editing (never refused: an
    arrangement may be impossible until it is done); ``change(before, arrangement)`` the
    setup that makes it from ``before``; ``check(position)`` why the position a setup
    reached is impossible (None: fine). ``extras_title`` names the extras (English, marked
    for translation)."""

    pieces: tuple[SetupPiece, ...]
    extras: tuple[Option, ...]
    arrangement: Callable[[Any], Arrangement]
    empty: Callable[[Any], Arrangement]
    draft: Callable[[Any, Arrangement], Any]
    change: Callable[[Any, Arrangement], SetupChange]
    check: Callable[[Any], Illegal | None]
    extras_title: str = ""


def stone_change(before: Any, arrangement: Arrangement) -> SetupChange:
    """The setup stones that make ``arrangement`` from ``before`` (families whose cells hold
    stones of two colours), and the side to move if it changes."""
    black = frozenset(before.stones(BLACK))
    white = frozenset(before.stones(WHITE))
    wanted = {colour: frozenset(c for c, v in arrangement.cells.items() if v == colour)
              for colour in (BLACK, WHITE)}
    to_move = arrangement.to_move if arrangement.to_move != before.to_move else None
    return SetupChange(
        wanted[BLACK] - black, wanted[WHITE] - white,
        (black | white) - wanted[BLACK] - wanted[WHITE], to_move,
    )


def stone_arrangement(position: Any, extras: Mapping[str, Any] | None = None) -> Arrangement:
    """The stones of ``position`` as an arrangement."""
    cells = {cell: colour for colour in (BLACK, WHITE) for cell in position.stones(colour)}
    return Arrangement(cells, position.to_move, dict(extras or {}))

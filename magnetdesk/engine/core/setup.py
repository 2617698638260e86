"""Setting up a position by hand (Edit ▸ Set up position): what a family's :class:`SetupKit`
offers the editor and how an arrangement becomes a setup of the game tree.

An :class:`Arrangement` is what the editor holds while a person sets up: what stands on each
cell, the side to move and the family's extras (chess: the castling rights; Medusa: the
marker), by option key. The family's kit turns it into a :class:`Setup` from the
position before (the stones put on and taken off, a whole board in the family's text, the
extras' text), which the record keeps on a node, writes as SGF setup and replays; then the
kit's ``check`` says why the position reached is impossible (a Go chain without liberties,
two white kings), or None.

>>> from magnetdesk.engine.variants import family_of, new_position
>>> kit = family_of("go").setup
>>> before = new_position("go", size=9)
>>> change = kit.change(before, Arrangement({40: BLACK}, WHITE, {}))
>>> sorted(change.black), change.to_move
(['E5'], 2)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Cell, Colour, Illegal
from magnetdesk.translation import QT_TR_NOOP


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
class Setup:
    """Stones put on (``black``, ``white``) or taken off (``empty``) the board by hand, named
    in the variant's notation, and the side to move afterwards (None: unchanged). ``board``
    is a whole board in the family's own text, put there first in place of the board before
    (a chess diagram: a FEN line, the ``FEN`` property; "" for none). ``state`` is the
    family's state set by hand beyond the board, in its own text, put there after the stones
    (Medusa's marker: ``-3``, the ``MK`` property; "" for none). The record keeps it on a
    node (SGF's setup properties)."""

    black: frozenset[str] = frozenset()
    white: frozenset[str] = frozenset()
    empty: frozenset[str] = frozenset()
    to_move: Colour | None = None
    board: str = ""
    state: str = ""

    def is_empty(self) -> bool:
        return (not (self.black or self.white or self.empty or self.board or self.state)
                and self.to_move is None)


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
    change: Callable[[Any, Arrangement], Setup]
    check: Callable[[Any], Illegal | None]
    extras_title: str = ""


STONES = (
    SetupPiece(BLACK, QT_TR_NOOP("Black stone"), "b"),
    SetupPiece(WHITE, QT_TR_NOOP("White stone"), "w"),
)  # the palette of the families that set up stones


def stone_change(before: Any, arrangement: Arrangement) -> Setup:
    """The setup stones that make ``arrangement`` from ``before`` (families whose cells hold
    stones of two colours), and the side to move if it changes."""
    black = frozenset(before.stones(BLACK))
    white = frozenset(before.stones(WHITE))
    wanted = {colour: frozenset(c for c, v in arrangement.cells.items() if v == colour)
              for colour in (BLACK, WHITE)}
    to_move = arrangement.to_move if arrangement.to_move != before.to_move else None
    name = before.topology.name
    return Setup(
        frozenset(map(name, wanted[BLACK] - black)), frozenset(map(name, wanted[WHITE] - white)),
        frozenset(map(name, (black | white) - wanted[BLACK] - wanted[WHITE])), to_move,
    )


def stone_draft(position: Any, arrangement: Arrangement) -> Any:
    """The arrangement's stones drawn on ``position``'s board (not checked)."""
    stones = stone_change(position, arrangement)
    parse = position.topology.parse
    cells = [[parse(name) for name in names] for names in (stones.black, stones.white,
                                                          stones.empty)]
    return position.with_stones(*cells, to_move=stones.to_move)


def stone_arrangement(position: Any, extras: Mapping[str, Any] | None = None) -> Arrangement:
    """The stones of ``position`` as an arrangement."""
    cells = {cell: colour for colour in (BLACK, WHITE) for cell in position.stones(colour)}
    return Arrangement(cells, position.to_move, dict(extras or {}))

"""Medusa positions drawn as text, and drawn from text: for tests, puzzles and debugging.

A diagram is the board text of DESIGN.md (one line per row, the highest first, one character
per place of the row: ``X`` black, ``O`` white, ``.`` empty, ``#`` a hole) with any spaces
added; :func:`diagram` indents the rows so the hexagon shows. A diagram may show only some rows:
``top_row`` says which row its first line is, and the rows it leaves out are empty.

>>> p = medusa_from_text('''
...    . # . # . # . # . # .
...     X X . . . . . . . O
... ''', top_row=2)
>>> p.board_text().splitlines()[-2:]
['.#.#.#.#.#.', 'XX.......O']
>>> print(diagram(p, rows=range(2, 0, -1)))
        . # . # . # . # . # .
         X X . . . . . . . O
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from magnetdesk.engine.core.geometry import MEDUSA_BASE
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, parse_colour

if TYPE_CHECKING:
    from magnetdesk.engine.medusa.position import MedusaPosition

LAST_ROW = 2 * MEDUSA_BASE - 1  # 19


def row_places(n: int) -> list[int]:
    """The column numbers (1 = a) of the places (cells and holes) of row ``n``."""
    return [c for c in range(1, LAST_ROW + 1) if abs(c - n) <= MEDUSA_BASE - 1]


def medusa_from_text(
    text: str,
    to_move: str = "black",
    top_row: int = LAST_ROW,
    marker: int | None = None,
    **options: Any,
) -> MedusaPosition:
    """A Medusa position with the stones drawn in ``text`` (its first line is ``top_row``).

    ``marker`` sets the marker (default: where the komi puts it). Raises OptionError for a
    diagram that does not fit the board."""
    from magnetdesk.engine.medusa.rules import new_medusa_position

    lines = ["".join(line.split()) for line in text.strip("\n").splitlines() if line.strip()]
    if not 1 <= top_row <= LAST_ROW or len(lines) > top_row:
        raise OptionError(f"{len(lines)} rows from row {top_row} do not fit the board")
    empty = new_medusa_position(**options)
    board = empty.topology
    black: list[int] = []
    white: list[int] = []
    for i, line in enumerate(lines):
        n = top_row - i
        places = row_places(n)
        if len(line) != len(places):
            raise OptionError(f"row {n} has {len(places)} places, not {len(line)}: {line!r}")
        for c, ch in zip(places, line, strict=True):
            cell = board.index.get((c, n))
            if ch == "#" and cell is None:
                continue
            if cell is None or ch == "#":
                raise OptionError(f"row {n}, column {chr(96 + c)}: '#' marks exactly the holes")
            if ch in "XO":
                (black if ch == "X" else white).append(cell)
            elif ch != ".":
                raise OptionError(f"unknown diagram character {ch!r}")
    side = parse_colour(to_move)
    if side is None:
        raise OptionError(f"unknown colour {to_move!r}")
    position = empty.with_stones(black, white, to_move=BLACK if side == BLACK else WHITE)
    return position if marker is None else position.with_marker(marker)


def diagram(position: MedusaPosition, rows: Iterable[int] | None = None) -> str:
    """The board text with a space between places and each row indented by half a place per
    row away from the middle row, so the hexagon shows; ``rows`` picks rows (highest first)."""
    board = position.topology
    chars = ".XO"
    lines = []
    for n in rows if rows is not None else range(LAST_ROW, 0, -1):
        places = []
        for c in row_places(n):
            cell = board.index.get((c, n))
            places.append("#" if cell is None else chars[position.board[cell]])
        lines.append(" " * abs(n - MEDUSA_BASE) + " ".join(places))
    return "\n".join(lines)

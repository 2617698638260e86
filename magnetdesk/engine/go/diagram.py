"""Positions from board text, the inverse of ``board_text()``: for tests, puzzles and the
text protocol's examples.

>>> p = position_from_text("go", '''
...     . X .
...     X O X
...     . . .
... ''', to_move="black")
>>> p.board_text()
'.X.\\nXOX\\n...'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, parse_colour
from magnetdesk.engine.variants import new_position

if TYPE_CHECKING:
    from magnetdesk.engine.go.position import GoPosition


def position_from_text(
    variant: str, text: str, to_move: str = "black", **options: Any
) -> GoPosition:
    """A position of ``variant`` with the stones drawn in ``text``.

    One line per row, highest row first; ``X`` black, ``O`` white, ``.`` empty, ``#`` a
    blocking point (added to the ``blocked`` option); spaces are ignored. The board size is
    the number of rows (it must be square).
    """
    rows = ["".join(line.split()) for line in text.strip().splitlines() if line.strip()]
    size = len(rows)
    if any(len(row) != size for row in rows):
        raise OptionError(f"a {size}-row diagram needs {size} points in every row")
    blocked: list[tuple[int, int]] = []
    black: list[tuple[int, int]] = []
    white: list[tuple[int, int]] = []
    for r, row in enumerate(rows):
        y = size - 1 - r
        for x, ch in enumerate(row):
            if ch == "#":
                blocked.append((x, y))
            elif ch in "XO":
                (black if ch == "X" else white).append((x, y))
            elif ch != ".":
                raise OptionError(f"unknown diagram character {ch!r}")
    if blocked:
        from magnetdesk.engine.core.geometry import GTP_LETTERS

        options["blocked"] = " ".join(f"{GTP_LETTERS[x]}{y + 1}" for x, y in blocked)
    options.setdefault("size", size)
    if variant == "atari-go":
        options.setdefault("start", "empty")
    empty = cast("GoPosition", new_position(variant, **options))  # a Go-family variant
    grid = empty.rules.grid
    side = parse_colour(to_move)
    if side is None:
        raise OptionError(f"unknown colour {to_move!r}")
    return empty.with_stones(
        black=cast("list[int]", [grid.cell_at(*xy) for xy in black]),  # all on the board
        white=cast("list[int]", [grid.cell_at(*xy) for xy in white]),
        to_move=BLACK if side == BLACK else WHITE,
    )

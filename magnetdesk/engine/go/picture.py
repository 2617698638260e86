"""The Go family's ``showboard`` picture, as GNU Go draws it. Text protocol words stay English."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.geometry import GTP_LETTERS
from magnetdesk.engine.core.picture import status_line
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE


def board_picture(position: Any) -> str:
    """The board as GNU Go draws it: lettered columns, numbered rows, the captures beside."""
    grid = position.rules.grid
    size = grid.size
    stars = set(grid.star_points())
    letters = "   " + " ".join(GTP_LETTERS[:size])
    beside = {
        1: f"WHITE (O) has captured {position.prisoners[WHITE]} stones",
        0: f"BLACK (X) has captured {position.prisoners[BLACK]} stones",
    }
    lines = [letters]
    for y in range(size - 1, -1, -1):
        marks = []
        for x in range(size):
            cell = grid.cell_at(x, y)
            if cell is None:
                marks.append("#")
            elif position.board[cell] != EMPTY:
                marks.append("XO"[position.board[cell] - 1])
            else:
                marks.append("+" if cell in stars else ".")
        row = f"{y + 1:2d} {' '.join(marks)} {y + 1}"
        if y in beside:
            row = f"{row:<{len(letters) + 6}}{beside[y]}"
        lines.append(row)
    lines.append(letters)
    lines.append(status_line(position))
    return "\n".join(lines)

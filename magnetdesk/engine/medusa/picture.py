"""Medusa's ``showboard`` picture: the hexagon with numbered rows, each row's first and last cell
beside it. Text protocol words stay English."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.picture import status_line
from magnetdesk.engine.medusa.diagram import LAST_ROW, diagram, row_places


def medusa_picture(position: Any) -> str:
    """The hex rows, indented so the hexagon shows (``#`` the holes), the marker, the side
    to move and the turn so far."""
    rows = diagram(position).splitlines()
    width = max(len(row) for row in rows)
    lines = []
    for row, n in zip(rows, range(LAST_ROW, 0, -1), strict=True):
        columns = row_places(n)
        span = f"{chr(96 + columns[0])}{n}-{chr(96 + columns[-1])}{n}"
        lines.append(f"{n:2d}  {row:<{width}}  {span}")
    marker = position.marker
    toward = "Black" if marker > 0 else "White"
    lines.append(f"marker {marker:+d}" + (f" ({abs(marker)} toward {toward})" if marker else ""))
    status = status_line(position)
    if position.in_turn:
        status += f", turn so far: {position.move_text(position.turn_so_far)}"
    lines.append(status)
    return "\n".join(lines)

"""The Magnetic Chess family's ``showboard`` picture: the FEN letters inside files and ranks.
Text protocol words stay English."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.picture import status_line


def chess_picture(position: Any) -> str:
    """The FEN letters with files and ranks around them, the code of the next move, and the
    side to move::

          a b c d e f g h
        8 r n b q k b n r 8   ...
    """
    letters = "  " + " ".join("abcdefgh")
    lines = [letters]
    for rank, row in zip(range(8, 0, -1), position.board_text().splitlines(), strict=True):
        lines.append(f"{rank} {' '.join(row)} {rank}")
    lines.append(letters)
    code = position.code
    rules = position.rules
    if code is not None:
        how = "" if rules.code_rule == "fixed" else f" ({rules.code_rule})"
        lines.append(f"field code {code.text}{how}")
    else:
        lines.append(f"the player names the code: one of {' '.join(c.text for c in rules.codes)}")
    lines.append(status_line(position))
    return "\n".join(lines)

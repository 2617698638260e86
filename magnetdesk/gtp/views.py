"""Commands that show the board: ``showboard`` (for people), ``list_stones``, and the
magnetdesk extensions ``magnetdesk-board`` (the board text contract) and ``magnetdesk-legal``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magnetdesk.engine.core import BLACK, EMPTY, WHITE
from magnetdesk.engine.geometry import GTP_LETTERS
from magnetdesk.gtp.commands import Handler, colour_of, need

if TYPE_CHECKING:
    from magnetdesk.gtp.session import GtpSession


def showboard(session: GtpSession, args: tuple[str, ...]) -> str:
    """The board as GNU Go draws it: lettered columns, numbered rows, the captures beside."""
    return "\n" + board_picture(session.game.position)


def board_picture(position) -> str:
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
    lines.append(_status(position))
    return "\n".join(lines)


def _status(position) -> str:
    if position.end is not None:
        return f"game over: {position.end.reason}"
    return ("black" if position.to_move == BLACK else "white") + " to move"


def list_stones(session: GtpSession, args: tuple[str, ...]) -> str:
    need(args, 1)
    position = session.game.position
    return " ".join(position.move_text(c) for c in position.stones(colour_of(args[0])))


def magnetdesk_board(session: GtpSession, args: tuple[str, ...]) -> str:
    """The board text: one line per row, highest first (``X`` ``O`` ``.`` ``#``)."""
    return session.game.position.board_text()


def magnetdesk_legal(session: GtpSession, args: tuple[str, ...]) -> str:
    """The legal moves of the side to move, pass included (after two passes: as play
    resumes); nothing when the game is over."""
    position = session.game.position
    if position.end is not None and position.end.needs_scoring:
        position = position.resumed()
    return " ".join(position.move_text(m) for m in position.legal_moves())


COMMANDS: dict[str, Handler] = {
    "showboard": showboard,
    "list_stones": list_stones,
    "magnetdesk-board": magnetdesk_board,
    "magnetdesk-legal": magnetdesk_legal,
}

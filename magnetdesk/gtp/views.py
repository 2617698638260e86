"""Commands that show the board: ``showboard`` (for people), ``list_stones``, and the
magnetdesk extensions ``magnetdesk-board`` (the board text contract) and ``magnetdesk-legal``."""

from __future__ import annotations

from magnetdesk.engine.core import BLACK, EMPTY, WHITE
from magnetdesk.engine.geometry import GTP_LETTERS
from magnetdesk.engine.medusa_diagram import LAST_ROW, diagram, row_places
from magnetdesk.gtp.commands import colour_of, need
from magnetdesk.gtp.host import Handler, Session


def showboard(session: Session, args: tuple[str, ...]) -> str:
    """The board as GNU Go draws it: lettered columns, numbered rows, the captures beside;
    Medusa's hexagon with numbered rows, each row's first and last cell beside it."""
    position = session.game.position
    family = session.game.variant.family
    if family == "medusa":
        return "\n" + medusa_picture(position)
    if family == "chess":
        return "\n" + chess_picture(position)
    return "\n" + board_picture(position)


def chess_picture(position) -> str:
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
    lines.append(_status(position))
    return "\n".join(lines)


def medusa_picture(position) -> str:
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
    status = _status(position)
    if position.in_turn:
        status += f", turn so far: {position.move_text(position.turn_so_far)}"
    lines.append(status)
    return "\n".join(lines)


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
        winner = position.end.winner
        won = "" if winner is None else f", {'black' if winner == BLACK else 'white'} wins"
        return f"game over: {position.end.reason}{won}"
    return ("black" if position.to_move == BLACK else "white") + " to move"


def list_stones(session: Session, args: tuple[str, ...]) -> str:
    need(args, 1)
    position = session.game.position
    grid = position.topology
    return " ".join(grid.name(c) for c in position.stones(colour_of(args[0])))


def magnetdesk_board(session: Session, args: tuple[str, ...]) -> str:
    """The board text: one line per row, highest first (``X`` ``O`` ``.`` ``#``); Medusa's
    rows list only their own places (DESIGN.md)."""
    return session.game.position.board_text()


def magnetdesk_legal(session: Session, args: tuple[str, ...]) -> str:
    """The legal moves of the side to move, pass included (after two passes: as play
    resumes); nothing when the game is over. Medusa: the legal single actions (placements at
    a turn's start, movements, then ``pass`` or, once the turn has begun, ``done``). Moves
    whose text has a space (a chess move with the code its player names: ``e2e4 RAAR``) come
    one per line."""
    position = session.game.position
    if position.end is not None and position.end.needs_scoring:
        position = position.resumed()
    moves = [position.move_text(m) for m in position.legal_moves()]
    return ("\n" if any(" " in m for m in moves) else " ").join(moves)


COMMANDS: dict[str, Handler] = {
    "showboard": showboard,
    "list_stones": list_stones,
    "magnetdesk-board": magnetdesk_board,
    "magnetdesk-legal": magnetdesk_legal,
}

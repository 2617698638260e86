"""Commands that show the board: ``showboard`` (for people), ``list_stones``, and the
magnetdesk extensions ``magnetdesk-board`` (the board text contract) and ``magnetdesk-legal``."""

from __future__ import annotations

from magnetdesk.gtp.commands import colour_of, need
from magnetdesk.gtp.host import Handler, Session


def showboard(session: Session, args: tuple[str, ...]) -> str:
    """The board as GNU Go draws it: lettered columns, numbered rows, the captures beside;
    Medusa's hexagon with numbered rows, each row's first and last cell beside it."""
    return "\n" + session.game.family.picture(session.game.position)


def list_stones(session: Session, args: tuple[str, ...]) -> str:
    need(args, 1)
    position = session.game.position
    grid = position.topology
    return " ".join(grid.name(c) for c in position.stones(colour_of(args[0])))


def magnetdesk_board(session: Session, args: tuple[str, ...]) -> str:
    """The board text: one line per row, highest first (``X`` ``O`` ``.`` ``#``); Medusa's
    rows list only their own places (DESIGN.md)."""
    text: str = session.game.position.board_text()
    return text


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

"""The GTP handicap commands. Handicap stones are setup, not moves: ``undo`` keeps them, and
they need an empty board."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.numbers import whole_number
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.gtp.commands import need
from magnetdesk.gtp.game import Handicap
from magnetdesk.gtp.host import Handler, Session
from magnetdesk.gtp.protocol import CommandFailed


def fixed_handicap(session: Session, args: tuple[str, ...]) -> str:
    """GNU Go's placement on the star points (2..9 stones on odd boards from 9×9)."""
    stones = _stone_count(args)
    grid = _empty_board(session).rules.grid
    try:
        points = _fixed_points(session)(grid.size, stones)
    except ValueError:
        raise CommandFailed("invalid number of stones") from None
    cells = [grid.cell_at(x, y) for x, y in points]
    if None in cells:
        raise CommandFailed("invalid number of stones (a handicap point is blocked)")
    return _place(session, cells)


def place_free_handicap(session: Session, args: tuple[str, ...]) -> str:
    """The engine's own placement: the fixed points where they fit, then points spread out."""
    stones = _stone_count(args)
    grid = _empty_board(session).rules.grid
    if stones >= grid.cell_count:
        raise CommandFailed("invalid number of stones")
    return _place(session, _spread_points(grid, stones, _fixed_points(session)))


def set_free_handicap(session: Session, args: tuple[str, ...]) -> str:
    """The controller's placement (vertices: a ``pass`` is none)."""
    need(args, 1)
    position = _empty_board(session)
    cells = [position.parse_move(word) for word in args]
    if (
        any(isinstance(c, Illegal) for c in cells)
        or any(word.strip().lower() == "pass" for word in args)  # as parse_move reads a pass
        or len(set(cells)) != len(cells)
        or not 2 <= len(cells) < position.rules.grid.cell_count
    ):
        raise CommandFailed("bad vertex list")
    _place(session, cells)
    return ""


def _stone_count(args: tuple[str, ...]) -> int:
    need(args, 1)
    stones = whole_number(args[0])
    if stones is None:
        raise CommandFailed("syntax error: the number of stones is a whole number")
    if stones < 2:
        raise CommandFailed("invalid number of stones")
    return stones


def _fixed_points(session: Session) -> Callable[[int, int], list[tuple[int, int]]]:
    """The family's fixed handicap points (CommandFailed for a family without handicap)."""
    points = session.game.family.handicap
    if points is None:
        raise CommandFailed(f"{session.game.variant.name} has no handicap stones")
    return points


def _empty_board(session: Session) -> Any:
    _fixed_points(session)
    position = session.game.position
    if position.stones(BLACK) or position.stones(WHITE):
        raise CommandFailed("board not empty")
    return position


def _place(session: Session, cells: list[int]) -> str:
    """Put the stones down; answer where Black's stones stand (magnetic handicap may move
    them), in the order given."""
    refused = session.game.take(Handicap(tuple(cells)))
    if refused is not None:
        raise CommandFailed(refused.message)
    position = session.game.position
    black = position.stones(BLACK)
    ordered = [c for c in cells if c in black] + [c for c in black if c not in cells]
    return " ".join(position.move_text(c) for c in ordered)


def _spread_points(
    grid: SquareGrid, stones: int, fixed: Callable[[int, int], list[tuple[int, int]]]
) -> list[int]:
    """The largest fixed placement that fits, then free points as far as possible from the
    stones already chosen (off the first line when the board has room)."""
    chosen: list[int] = []
    for count in range(min(stones, 9), 1, -1):
        try:
            points = fixed(grid.size, count)
        except ValueError:
            continue
        chosen = [c for c in (grid.cell_at(x, y) for x, y in points) if c is not None]
        break
    inner = [c for c in grid.cells() if len(grid.neighbours[c]) == 4]
    while len(chosen) < stones:
        pool = [c for c in inner if c not in chosen] or [c for c in grid.cells() if c not in chosen]
        chosen.append(max(pool, key=lambda c: _distance_to(grid, c, chosen)))
    return chosen


def _distance_to(grid: SquareGrid, cell: int, chosen: list[int]) -> int:
    x, y = grid.coords[cell]
    return min(
        (abs(x - grid.coords[c][0]) + abs(y - grid.coords[c][1]) for c in chosen),
        default=0,
    )


COMMANDS: dict[str, Handler] = {
    "fixed_handicap": fixed_handicap,
    "place_free_handicap": place_free_handicap,
    "set_free_handicap": set_free_handicap,
}

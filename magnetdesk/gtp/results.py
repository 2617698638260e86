"""``final_score`` and ``final_status_list``: the family's count (its
:class:`~magnetdesk.engine.core.family.Counting`: Go's dead stones taken off, Medusa's dead groups
reversed) with its dead-stone and seki estimate, as a controller asks for them after two passes
(or at any time)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from magnetdesk.engine.core.counting import DeadStoneEstimate
from magnetdesk.engine.core.family import Counting
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Cell
from magnetdesk.engine.variants import position_family
from magnetdesk.gtp.commands import need
from magnetdesk.gtp.host import Handler, Session
from magnetdesk.gtp.protocol import CommandFailed


def counting(position: Any) -> Counting | None:
    return position_family(position).counting


@lru_cache(maxsize=4)
def estimate(position: Any) -> DeadStoneEstimate:
    """The estimate for a position (controllers ask for the score and the status lists of
    the same position one after the other; the estimate is the same each time). Medusa's
    dead groups are the ones its playouts reverse; it has no seki to mark."""
    count = counting(position)
    assert count is not None
    return count.estimate(position)


def final_score(session: Session, args: tuple[str, ...]) -> str:
    """``B+3.5``, ``W+1``, ``0``; a game the rules decided answers its result (``B+`` for
    Atari-Go's first capture, ``0`` for a Stoical draw by repetition)."""
    position = session.game.position
    end = position.end
    if end is not None and not end.needs_scoring:
        result: str = end.result_text
        return result
    count = counting(position)
    if count is None:
        raise CommandFailed("the game is not over: a chess game ends when a king is taken, a "
                            "player cannot move, or by a draw")
    guess = estimate(position)
    return count.score(position, guess.dead, guess.seki).result_text


def final_status_list(session: Session, args: tuple[str, ...]) -> str:
    """``dead``, ``alive`` or ``seki``: the stones of that status, one chain per line."""
    need(args, 1)
    status = args[0].lower()
    if status not in ("dead", "alive", "seki"):
        raise CommandFailed(f"syntax error: unknown status {args[0]!r}")
    position = session.game.position
    if counting(position) is None:
        raise CommandFailed("chess pieces are never dead or alive: there is nothing to list")
    guess = estimate(position)
    stones = {*position.stones(BLACK), *position.stones(WHITE)}
    listed = {
        "dead": set(guess.dead),
        "seki": set(guess.seki),
        "alive": stones - guess.dead - guess.seki,
    }[status]
    name = position.topology.name
    return "\n".join(" ".join(name(c) for c in chain) for chain in _chains(position, listed))


def _chains(position: Any, cells: set[Cell]) -> list[list[Cell]]:
    """``cells`` grouped into chains (connected stones of one colour), in board order."""
    neighbours = position.rules.grid.neighbours
    board = position.board
    seen: set[int] = set()
    chains = []
    for start in sorted(cells):
        if start in seen:
            continue
        chain, todo = [], [start]
        seen.add(start)
        while todo:
            cell = todo.pop()
            chain.append(cell)
            for n in neighbours[cell]:
                if n in cells and n not in seen and board[n] == board[start]:
                    seen.add(n)
                    todo.append(n)
        chains.append(sorted(chain))
    return chains


COMMANDS: dict[str, Handler] = {
    "final_score": final_score,
    "final_status_list": final_status_list,
}

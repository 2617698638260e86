"""``final_score`` and ``final_status_list``: the engine's count
(:func:`magnetdesk.engine.scoring.score`; Medusa's :func:`magnetdesk.engine.medusa_scoring.score`,
dead groups reversed) with its dead-stone and seki estimate, as a controller asks for them after
two passes (or at any time)."""

from __future__ import annotations

from functools import lru_cache

from magnetdesk.engine import medusa_scoring
from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.engine.go import GoPosition
from magnetdesk.engine.medusa import MedusaPosition
from magnetdesk.engine.scoring import DeadStoneEstimate, estimate_dead, score
from magnetdesk.gtp.commands import need
from magnetdesk.gtp.host import Handler, Session
from magnetdesk.gtp.protocol import CommandFailed


@lru_cache(maxsize=4)
def estimate(position: GoPosition | MedusaPosition) -> DeadStoneEstimate:
    """The estimate for a position (controllers ask for the score and the status lists of
    the same position one after the other; the estimate is the same each time). Medusa's
    dead groups are the ones its playouts reverse; it has no seki to mark."""
    if isinstance(position, MedusaPosition):
        return medusa_scoring.estimate_dead(position)
    return estimate_dead(position)


def final_score(session: Session, args: tuple[str, ...]) -> str:
    """``B+3.5``, ``W+1``, ``0``; a game the rules decided answers its result (``B+`` for
    Atari-Go's first capture, ``0`` for a Stoical draw by repetition)."""
    position = session.game.position
    end = position.end
    if end is not None and not end.needs_scoring:
        return end.result_text
    if session.game.variant.family == "chess":
        raise CommandFailed("the game is not over: a chess game ends when a king is taken, a "
                            "player cannot move, or by a draw")
    guess = estimate(position)
    if isinstance(position, MedusaPosition):
        return medusa_scoring.score(position, dead=guess.dead).result_text
    return score(position, dead=guess.dead, seki=guess.seki).result_text


def final_status_list(session: Session, args: tuple[str, ...]) -> str:
    """``dead``, ``alive`` or ``seki``: the stones of that status, one chain per line."""
    need(args, 1)
    status = args[0].lower()
    if status not in ("dead", "alive", "seki"):
        raise CommandFailed(f"syntax error: unknown status {args[0]!r}")
    if session.game.variant.family == "chess":
        raise CommandFailed("chess pieces are never dead or alive: there is nothing to list")
    position = session.game.position
    guess = estimate(position)
    stones = {*position.stones(BLACK), *position.stones(WHITE)}
    listed = {
        "dead": set(guess.dead),
        "seki": set(guess.seki),
        "alive": stones - guess.dead - guess.seki,
    }[status]
    name = position.topology.name
    return "\n".join(" ".join(name(c) for c in chain) for chain in _chains(position, listed))


def _chains(position: GoPosition | MedusaPosition, cells: set[int]) -> list[list[int]]:
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

"""The reply a wrong try is shown: the opponent's best reply, one that really refutes it.

A reply *refutes* a try when after it the solver can no longer force the goal with the turns
left (with the solver's turns spent: not even with one more turn; ``keep``: a marked stone is
turned over). The search (:mod:`magnetdesk.learn.goals`) finds the first such reply in its
order, often a quiet move that shows nothing. :func:`best_refutation` takes the collection's
stored reply when it refutes (the collections store the judges' best reply), else among the
refuting replies the one that does the most, by :func:`weight`: it wins the game, else it takes
the most (stones, reversed stones, the pieces' value), else it frees the opponent's chain most
(the liberties gained), presses the solver's chain most (the liberties taken) or takes a marked
stone or piece away, else it moves the most of the solver's stones or pieces; a tie goes to
the reply the search tries first (the nearest to the marked stones). :func:`notation` writes a
reply as the family does for people: SAN in chess, the Go family's points, Medusa's turn
text.

>>> from magnetdesk.learn.problems import load_problems, reading_of
>>> problem = load_problems("go")[0]
>>> reading = reading_of(problem)
>>> after = problem.start.play(problem.start.parse_move("C2")).position
>>> reply = best_refutation(reading, after, problem.moves - 1, problem.aim.tally())
>>> notation(after, reply.turn), reply.refutes
('C3', True)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.chess.field import PieceCaptured
from magnetdesk.engine.chess.moves import PIECE_VALUES
from magnetdesk.engine.core.vocabulary import (
    EMPTY,
    Cell,
    Colour,
    Illegal,
    Move,
    Placed,
    Position,
    Shift,
    Taking,
    opponent,
)
from magnetdesk.engine.medusa.state import Reversed
from magnetdesk.engine.variants import position_family
from magnetdesk.learn.goals import CHAINS, Reading, Tally, Turn, chain_of, turn_text

KING_VALUE = 100  # a king taken outweighs everything (the game ends with it)


@dataclass(frozen=True)
class Reply:
    """The opponent's ``turn`` from ``before``: where it leads (``after``), what it did
    (``effects``, of all its actions in order), the solver's tally before and after it, and
    whether it refutes the try (:func:`best_refutation`)."""

    turn: Turn
    before: Position[Any]
    after: Position[Any]
    effects: tuple[object, ...]
    tally_before: Tally
    tally: Tally
    refutes: bool = True


def notation(position: Position[Any], turn: Turn) -> str:
    """``turn`` from ``position`` as the family writes it for people: SAN in chess (``Qxd8``),
    the Go family's points, Medusa's turn text (``c2 b1-d3``)."""
    san = getattr(position, "san", None)
    if len(turn) == 1 and san is not None:
        return str(san(turn[0]))
    return turn_text(position, turn)


def reply_of(position: Position[Any], turn: Turn, tally: Tally, solver: Colour) -> Reply | None:
    """``turn`` played from ``position`` as a :class:`Reply` (None if it is not legal)."""
    effects: list[object] = []
    after = position
    total = tally
    for move in turn:
        outcome = after.attempt(move)
        if isinstance(outcome, Illegal):
            return None
        effects += outcome.effects
        total = total.after(outcome, solver)
        after = outcome.position
    return Reply(turn, position, after, tuple(effects), tally, total)


def best_refutation(
    reading: Reading, position: Position[Any], left: int, tally: Tally,
    stored: Move | None = None,
) -> Reply | None:
    """The best reply in ``position`` (the opponent to move, after the solver's try) that
    refutes the try, with ``left`` solver turns to go; ``stored`` the collection's reply, taken
    when it refutes. None when no reply refutes (with the turns spent: none to show)."""
    solver = reading.solver
    kind = reading.goal.kind
    if left <= 0 and (kind == "count" or reading.spoilt(tally)):
        return None  # a count lost as it stands, a stone placed where none may be: no reply
    shown = None
    if left <= 0 and kind in CHAINS:  # the kind's own search finds the attack at once
        turn = reading.final_refutation(position, tally)
        shown = None if turn is None else reply_of(position, turn, tally, solver)
        if stored is None or turn == (stored,):
            return shown
    if stored is not None:
        reply = reply_of(position, (stored,), tally, solver)
        if reply is not None and _refutes(reading, reply, left):
            return reply
    if shown is not None:
        return shown
    replies = sorted(_replies(reading, position, tally), key=lambda r: weight(reading, r),
                     reverse=True)  # stable: a tie keeps the search's order
    return next((reply for reply in replies if _refutes(reading, reply, left)), None)


def _replies(reading: Reading, position: Position[Any], tally: Tally) -> Iterator[Reply]:
    for turn, _after, _total in reading.turns(position, tally):
        reply = reply_of(position, turn, tally, reading.solver)
        if reply is not None:
            yield reply


def _refutes(reading: Reading, reply: Reply, left: int) -> bool:
    after = reply.after
    if after.end is not None:
        return after.end.winner != reading.solver
    if reading.goal.kind == "keep" and left <= 0:
        return any(after.board[cell] != reading.solver for cell in reply.tally.left)
    return not reading.winning_turns(after, max(left, 1), reply.tally)


def weight(reading: Reading, reply: Reply) -> tuple[bool, int, int, int]:
    """How much ``reply`` does, for the opponent: (wins the game, what it takes, the
    liberties it frees or takes, the solver's stones or pieces it moves)."""
    solver = reading.solver
    end = reply.after.end
    won = end is not None and end.winner == opponent(solver)
    taken = moved = 0
    for effect in reply.effects:
        if isinstance(effect, PieceCaptured) and effect.colour == solver:
            taken += PIECE_VALUES[effect.piece & 7] or KING_VALUE
        elif isinstance(effect, Taking | Reversed) and _takes(effect, solver):
            taken += len(effect.cells)
        elif isinstance(effect, Shift) and owner(effect) == solver:
            moved += 1
    rescued = max(freed(reply), pressed(reading, reply)) + len(escaped(reply))
    return won, taken, rescued, moved


def _takes(effect: object, solver: Colour) -> bool:
    """Whether ``effect`` took the solver's stones: off the board, or turned over (Medusa)."""
    if isinstance(effect, Taking):
        return effect.colour == solver
    return isinstance(effect, Reversed) and effect.colour != solver and not effect.suicide


def escaped(reply: Reply) -> list[Shift]:
    """The moves that took a marked stone or piece of the opponent's elsewhere (a jump, a
    piece moved away, pulled or pushed), each from where it stood."""
    mover = reply.before.to_move
    return [effect for effect in reply.effects if isinstance(effect, Shift)
            and effect.start in reply.tally_before.left and owner(effect) == mover]


def owner(effect: object) -> Colour | None:
    """Whose stone or piece an effect moved or placed (None: it says no colour)."""
    colour = getattr(effect, "colour", None)
    if colour is not None:
        return int(colour)
    piece = getattr(effect, "piece", None)
    return None if piece is None else int(piece) >> 3


def freed(reply: Reply) -> int:
    """In the Go family, when the reply's stone joins a chain of two liberties or fewer (an
    escape, a connection out of atari): 1 and the liberties it gains over the fewest of the
    chains it joined; 0 for any other reply."""
    shortest = joined_liberties(reply)
    if shortest is None or shortest > 2:
        return 0
    return 1 + max(0, liberties_now(reply) - shortest)


def joined_liberties(reply: Reply) -> int | None:
    """The fewest liberties of the mover's chains the reply's stone joined (None: it joined
    none, or the family has no chains)."""
    placed = _placed(reply)
    if placed is None:
        return None
    before = reply.before
    if reply.after.board[placed] != before.to_move:
        return None
    joined = [len(chain_of(before, cell)[1]) for cell in before.topology.neighbours[placed]
              if before.board[cell] == before.to_move]
    return min(joined) if joined else None


def liberties_now(reply: Reply) -> int:
    """The liberties of the chain the reply's stone stands in (0: no stone placed)."""
    placed = _placed(reply)
    return 0 if placed is None else len(chain_of(reply.after, placed)[1])


def pressed(reading: Reading, reply: Reply) -> int:
    """The liberties the reply takes from the solver's chain the goal names (``save``,
    ``live``), while the chain stands: 0 otherwise."""
    target = reading.goal.target
    if reading.goal.kind not in CHAINS or target is None or not _stones(reply.before):
        return 0
    before = chain_liberties(reply.before, target, reading.solver)
    after = chain_liberties(reply.after, target, reading.solver)
    return 0 if before is None or after is None else max(0, before - after)


def chain_liberties(position: Position[Any], cell: Cell, colour: Colour) -> int | None:
    """The liberties of ``colour``'s chain through ``cell`` (None: no such chain there)."""
    if position.board[cell] != colour:
        return None
    return len(chain_of(position, cell)[1])


def _placed(reply: Reply) -> Cell | None:
    """The cell a Go-family reply placed its stone on (None: a pass, or another family)."""
    if not _stones(reply.before):
        return None
    return next((e.cell for e in reply.effects if isinstance(e, Placed)
                 and reply.after.board[e.cell] != EMPTY), None)


def _stones(position: Position[Any]) -> bool:
    """Whether the position is the Go family's (chains and liberties)."""
    return position_family(position).placed_chains

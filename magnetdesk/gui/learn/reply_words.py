"""What the refutation of a wrong try does, in words, as the solver reads it beside the move:
``White takes 3 stones``, ``the field pulls your queen to d8``, ``White reverses 2 stones``,
``White escapes: the chain now has 3 liberties``.

The words come from the reply's effects (each family's own: the Go family's captures and
slides, the chess family's captures and the field's pulls, pushes and promotions, Medusa's
reversals and jumps) and from what they mean for the goal (the marked stones, the chain to
save), as :mod:`magnetdesk.learn.refutations` weighs them. No Qt here.

>>> from magnetdesk.learn.problems import judge, load_problems
>>> problem = load_problems("stoical-go")[0]
>>> refutation_words(problem, judge(problem, ["B7"]).refutation)
['White takes 3 stones']
"""

from __future__ import annotations

from magnetdesk.engine.chess.field import Attracted, PieceCaptured, PieceMoved, Promoted, Repelled
from magnetdesk.engine.chess.moves import BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK
from magnetdesk.engine.core.vocabulary import Captured, Colour, Slid, opponent
from magnetdesk.engine.medusa.state import Moved, Reversed
from magnetdesk.gui.board.words import side
from magnetdesk.learn.goals import rosettes
from magnetdesk.learn.problems import Problem, reading_of
from magnetdesk.learn.refutations import (
    Reply,
    chain_liberties,
    escaped,
    freed,
    liberties_now,
    pressed,
)
from magnetdesk.translation import QT_TR_NOOP, tr

# the solver's pieces as the object of a sentence ("Black takes your queen")
YOURS = {
    KING: QT_TR_NOOP("your king"), QUEEN: QT_TR_NOOP("your queen"),
    ROOK: QT_TR_NOOP("your rook"), BISHOP: QT_TR_NOOP("your bishop"),
    KNIGHT: QT_TR_NOOP("your knight"), PAWN: QT_TR_NOOP("your pawn"),
}
# where the goal's marked stone or piece went, by the effect that took it there
ESCAPES = {
    PieceMoved: QT_TR_NOOP("the marked piece moves to {square}"),
    Attracted: QT_TR_NOOP("the field pulls the marked piece to {square}"),
    Repelled: QT_TR_NOOP("the field pushes the marked piece to {square}"),
    Moved: QT_TR_NOOP("the marked stone jumps to {square}"),
    Slid: QT_TR_NOOP("the marked stone slides to {square}"),
}


def refutation_words(problem: Problem, reply: Reply) -> list[str]:
    """What ``reply`` does against ``problem``'s solver, one clause a thing (none when it
    does nothing that words can show: a quiet move that the search proves)."""
    solver = problem.solver
    them = opponent(solver)
    name = side(them)
    names = reply.before.topology.name
    end = reply.after.end
    won = end is not None and end.winner == them
    clauses: list[str] = []
    stones = sum(len(e.cells) for e in reply.effects
                 if isinstance(e, Captured) and e.colour == solver)
    if stones:
        taking = tr("{side} takes %n stone(s) and wins", None, stones) if won else tr(
            "{side} takes %n stone(s)", None, stones)
        clauses.append(taking.format(side=name))
    clauses += [tr("{side} takes {piece}").format(side=name, piece=tr(YOURS[e.piece & 7]))
                for e in reply.effects if isinstance(e, PieceCaptured) and e.colour == solver]
    turned = sum(len(e.cells) for e in reply.effects
                 if isinstance(e, Reversed) and e.colour == them and not e.suicide)
    if turned:
        clauses.append(tr("{side} reverses %n stone(s)", None, turned).format(side=name))
    if won and not clauses:
        clauses.append(tr("{side} wins").format(side=name))
    clauses += _chains(problem, reply, name)
    clauses += _moved(reply, solver)
    if not won:  # (a marked piece that took the king went there to win)
        clauses += [tr(ESCAPES[type(e)]).format(square=names(e.end))
                    for e in escaped(reply) if type(e) in ESCAPES]
    clauses += [tr("the field makes {side}'s pawn on {square} a queen").format(
        side=name, square=names(e.square))
        for e in reply.effects if isinstance(e, Promoted) and e.magnetic and e.before >> 3 == them]
    made = _new_rosettes(reply, them)
    if made:
        clauses.append(tr("{side} completes %n rosette(s)", None, made).format(side=name))
    return clauses


def _chains(problem: Problem, reply: Reply, name: str) -> list[str]:
    """The Go family's chains: the opponent's chain the reply freed, the solver's chain (the
    one to save or make live) the reply pressed."""
    said = []
    if freed(reply):
        said.append(tr("{side} escapes: the chain now has %n liberty(ies)", None,
                       liberties_now(reply)).format(side=name))
    target = problem.aim.target
    if target is not None and pressed(reading_of(problem), reply):
        left = chain_liberties(reply.after, target, problem.solver)
        if left is not None:
            said.append(tr("your chain has %n liberty(ies) left", None, left))
    return said


def _moved(reply: Reply, solver: Colour) -> list[str]:
    """The solver's stones a magnet pulled (Magnetgo), the solver's pieces the field pulled
    or pushed (the chess family)."""
    names = reply.before.topology.name
    pulled = sum(1 for e in reply.effects
                 if isinstance(e, Slid) and e.colour == solver and e.attracted)
    said = [tr("the new stone pulls %n stone(s) of yours", None, pulled)] if pulled else []
    for effect in reply.effects:
        if isinstance(effect, Attracted | Repelled) and effect.piece >> 3 == solver:
            text = QT_TR_NOOP("the field pulls {piece} to {square}") if isinstance(
                effect, Attracted) else QT_TR_NOOP("the field pushes {piece} to {square}")
            said.append(tr(text).format(piece=tr(YOURS[effect.piece & 7]),
                                        square=names(effect.end)))
    return said


def _new_rosettes(reply: Reply, colour: Colour) -> int:
    """How many rosettes of ``colour`` the reply completed (Medusa; 0 elsewhere)."""
    had = set(rosettes(reply.before))
    return sum(1 for found in rosettes(reply.after) if found not in had and found[1] == colour)

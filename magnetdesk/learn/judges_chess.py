"""The chess family's judges past the goal search (issue 41, docs/problems.md).

* :func:`worst_gain` -- a "win the marked piece" answer (and a pawn brought to its last rank,
  the field's promotion) must gain material against *every*
  reply of the opponent, not only the stored one: after the answer each reply is met by the
  solver's best finishing move (the goal search's winning moves), and the material is then
  settled by :func:`magnetdesk.learn.judges.settled_material` (the opponent's replies full
  width, the field applied, then the captures to quiet). The least of those over the replies
  is the answer's gain.
* :func:`refutation_errors` -- a stored wrong try's refutation must refute it (the goal is no
  longer forced after it) and be the opponent's best reply by the same material count: no
  other refuting reply leaves the opponent more.

>>> from magnetdesk.learn.problems import load_problems
>>> problem = load_problems("magnetic-chess")[0]
>>> worst_gain(problem) > 0
True
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Illegal, Position, opponent
from magnetdesk.learn.goals import Reading, Tally
from magnetdesk.learn.material import KING_TAKEN, material, settled_material
from magnetdesk.learn.problems import Problem, reading_of, solution, wrong_lines


def _played(position: Position[Any], text: str, reading: Reading, tally: Tally
            ) -> tuple[Position[Any], Tally]:
    move = position.parse_move(text)
    outcome = move if isinstance(move, Illegal) else position.attempt(move)
    if isinstance(outcome, Illegal):
        raise ValueError(f"{text}: {outcome.message}")
    return outcome.position, tally.after(outcome, reading.solver)


def finished_value(reading: Reading, position: Position[Any], tally: Tally) -> int:
    """The solver's material in ``position`` (the solver to move, one move left) after its
    best finishing move and the settling replies; -:data:`KING_TAKEN` when nothing finishes."""
    solver = reading.solver
    if position.end is not None:
        return KING_TAKEN if position.end.winner == solver else -KING_TAKEN
    if reading.reached(position, tally):
        return settled_material(position, solver)
    best = -KING_TAKEN
    for move in reading.winning_moves(position, 1, tally, every=True):
        after = position.play(move).position
        best = max(best, settled_material(after, solver))
    return best


def worst_gain(problem: Problem) -> int:
    """What the answer of a "win the marked piece" problem gains in material against the
    opponent's every reply (module docstring); a problem of one move reads every reply in
    :func:`settled_material` itself."""
    reading = reading_of(problem)
    start, solver = problem.start, problem.solver
    line = solution(problem)
    position, tally = _played(start, line[0], reading, problem.aim.tally())
    if problem.moves == 1 or reading.reached(position, tally) or position.end is not None:
        return settled_material(position, solver) - material(start, solver)
    worst = KING_TAKEN
    for reply in position.legal_moves():
        outcome = position.attempt(reply)
        if isinstance(outcome, Illegal):
            continue
        value = finished_value(reading, outcome.position, tally.after(outcome, solver))
        worst = min(worst, value)
    return worst - material(start, solver)


def _refutes(reading: Reading, position: Position[Any], tally: Tally, left: int) -> bool:
    """Whether the goal is no longer forced in ``position`` (after the opponent's reply)."""
    if position.end is not None:
        return position.end.winner != reading.solver
    return not reading.winning_turns(position, max(left, 1), tally)


def refutations(problem: Problem, try_text: str) -> dict[str, int]:
    """The opponent's replies to the wrong try ``try_text`` that refute it, with the
    opponent's settled material after each (the best refutation has the most)."""
    reading = reading_of(problem)
    solver = problem.solver
    position, tally = _played(problem.start, try_text, reading, problem.aim.tally())
    values: dict[str, int] = {}
    for reply in position.legal_moves():
        outcome = position.attempt(reply)
        if isinstance(outcome, Illegal):
            continue
        after = outcome.position
        if _refutes(reading, after, tally.after(outcome, solver), problem.moves - 1):
            values[position.move_text(reply)] = settled_material(after, opponent(solver))
    return values


def best_refutation(problem: Problem, try_text: str) -> str | None:
    """The refutation of ``try_text`` that leaves the opponent the most (None: none)."""
    values = refutations(problem, try_text)
    return max(values, key=lambda text: values[text]) if values else None


def refutation_errors(problem: Problem) -> list[str]:
    """The stored wrong tries whose refutation does not refute them, or is not the
    opponent's best reply by the material (module docstring)."""

    errors = []
    for try_text, stored in wrong_lines(problem):
        if not stored:
            continue
        values = refutations(problem, try_text)
        if stored not in values:
            errors.append(f"{problem.id}: {stored} does not refute {try_text}")
        elif values[stored] < max(values.values()):
            best = max(values, key=lambda text: values[text])
            errors.append(f"{problem.id}: after {try_text} the best refutation is {best}, "
                          f"not {stored}")
    return errors


def chess_errors(problem: Problem) -> list[str]:
    """What the chess judges find wrong with ``problem``."""
    errors = []
    if problem.aim.kind in ("piece", "reach"):  # a piece won, a pawn promoted
        gain = worst_gain(problem)
        if gain <= 0:
            errors.append(f"{problem.id}: {solution(problem)[0]} does not gain material "
                          f"against every reply (the balance changes by {gain})")
    return errors + refutation_errors(problem)

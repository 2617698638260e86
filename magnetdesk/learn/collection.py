"""Writing problem collections and checking problems (scripts/make_problems.py, the tests).

:func:`problem_record` makes one problem's game (setup, ``PL``, ``GN``, the goal in ``C`` and
``MP``, the right line ending in ``RIGHT``, wrong tries with their refutations);
:func:`check_problem` says what is wrong with a problem: an illegal or unfinished right line,
a goal the engine does not see forced, a second first move that also forces it (a turn of
several actions counts once: with a superfluous action it is the same answer).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Colour, Illegal
from magnetdesk.learn.goals import minimal, turn_text
from magnetdesk.learn.problems import (
    PROBLEM_PROPERTY,
    RIGHT,
    Problem,
    goal_text,
    judge,
    problem_from_record,
    reading_of,
    solution,
)
from magnetdesk.record import Game, GameRecord, Setup
from magnetdesk.record.markup import CROSS, Markup


@dataclass(frozen=True)
class Spec:
    """What a problem is made of, before it is a record."""

    id: str
    variant: str
    options: tuple[tuple[str, Any], ...]
    black: tuple[str, ...]
    white: tuple[str, ...]
    solver: Colour
    kind: str
    moves: int
    grade: str
    marked: tuple[str, ...]
    count: int
    right: tuple[str, ...]  # the main right line
    wrong: tuple[tuple[str, str], ...] = ()  # (wrong try, refutation or "")
    board: str = ""  # a whole board in the family's text, before the stones (a chess FEN)
    reach: int | None = None  # the search's limit (learn.goals), written to MP when given
    theme: str = ""  # a theme id of magnetdesk.learn.themes, written to MP when given


def problem_record(spec: Spec) -> GameRecord:
    """The game of one problem (ValueError when the spec's moves are not legal)."""
    record = GameRecord(spec.variant, dict(spec.options), {"GN": spec.id})
    game = Game(record)
    refused = game.add_setup(spec.black, spec.white, to_move=spec.solver, board=spec.board)
    if refused is not None:
        raise ValueError(f"{spec.id}: {refused.message}")
    dress(record, spec)
    return record


def dress(record: GameRecord, spec: Spec) -> None:
    """Make ``record`` (its start set up already) the problem ``spec`` states: ``PL``, the goal
    in ``C`` and ``MP``, the crosses, the right line and the wrong tries (ValueError when a
    move is not legal). :mod:`magnetdesk.learn.authoring` dresses a person's position so."""
    game = Game(record)
    # PL is written even when the solver is the side that moves first (Go problems say it).
    record.root.setup = dataclasses.replace(record.root.setup or Setup(), to_move=spec.solver)
    goal = goal_text(spec.kind, spec.solver, spec.moves, len(spec.marked))
    if goal is None:
        raise ValueError(f"{spec.id}: no goal sentence for {spec.kind}")
    record.root.comment = goal
    values = [f"goal={spec.kind}", f"moves={spec.moves}", f"grade={spec.grade}",
              f"count={spec.count}", f"marked={' '.join(spec.marked)}"]
    if spec.reach is not None:
        values.append(f"reach={spec.reach}")
    if spec.theme:
        values.append(f"theme={spec.theme}")
    other: list[tuple[str, tuple[str, ...]]] = [(PROBLEM_PROPERTY, tuple(values))]
    record.root.other = tuple(other)
    if spec.marked and record.start.topology.kind == "square":  # crosses, in the family's points
        record.root.markup = Markup(shapes=tuple((name, CROSS) for name in spec.marked))
    _line(game, spec.right, RIGHT)
    for try_text, refutation in spec.wrong:  # no refutation: the goal is simply missed
        game.go_to(record.root)
        if refutation:
            _line(game, (try_text, refutation), f"Wrong: {refutation} refutes it.")
        else:
            _line(game, (try_text,), "Wrong: the goal is not reached.")


def _line(game: Game, texts: Sequence[str], comment: str) -> None:
    for text in texts:
        outcome = game.play(text)
        if isinstance(outcome, Illegal):
            raise ValueError(f"{text}: {outcome.message}")
    game.set_comment(comment)


@dataclass(frozen=True)
class Finding:
    """One thing wrong with a problem: ``what`` is ``line`` (the right line ``moves`` is judged
    ``verdict``, not what it should be), ``answers`` (the first moves that force the goal are
    ``moves``, not the stated answer), ``try`` (the wrong try ``moves`` is judged ``verdict``),
    ``no line`` or ``no try``."""

    what: str
    moves: tuple[str, ...] = ()
    verdict: str = ""


def findings(problem: Problem) -> list[Finding]:
    """What is wrong with ``problem``, as :class:`Finding` (none: nothing)."""
    line = solution(problem)
    if not line:
        return [Finding("no line")]
    for index in range(0, len(line), 2):
        answer = judge(problem, line[: index + 1])
        wanted = "right" if index + 1 >= len(line) else "go on"
        if answer.verdict != wanted:
            return [Finding("line", tuple(line[: index + 1]), answer.verdict)]
    found: list[Finding] = []
    reading = reading_of(problem)
    first = [turn_text(problem.start, turn) for turn in
             minimal(reading.winning_turns(problem.start, problem.moves, every=True))]
    if first != line[:1]:
        found.append(Finding("answers", tuple(first)))
    record = problem.record
    wrong_tries = 0
    for child in record.root.children[1:] if record is not None else []:
        if child.play is not None:
            verdict = judge(problem, [child.play.text]).verdict
            wrong_tries += verdict == "wrong"
            if verdict != "wrong":
                found.append(Finding("try", (child.play.text,), verdict))
    if not wrong_tries:
        found.append(Finding("no try"))
    return found


def check_problem(problem: Problem) -> list[str]:
    """What is wrong with ``problem`` (an empty list: nothing), in the scripts' words."""
    errors = []
    for finding in findings(problem):
        moves = list(finding.moves)
        errors.append(f"{problem.id}: " + {
            "no line": "no right line",
            "line": f"{moves} is {finding.verdict}, not "
                    f"{'right' if len(moves) >= len(solution(problem)) else 'go on'}",
            "answers": f"the first moves that force the goal are {moves}",
            "try": f"the wrong try {''.join(moves)} is {finding.verdict}",
            "no try": "no wrong try",
        }[finding.what])
    return errors


def check_record(record: GameRecord, number: int = 1) -> list[str]:
    return check_problem(problem_from_record(record, number))


def swapped(black: Sequence[str], white: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The stones with the colours exchanged (a Go-family problem made with Black to play)."""
    return tuple(white), tuple(black)


__all__ = ["BLACK", "WHITE", "Finding", "Spec", "check_problem", "check_record", "dress",
           "findings", "problem_record"]

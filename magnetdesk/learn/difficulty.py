"""How hard a problem's answer is to find: its grade (issue 41).

A grade follows the idea, not the length of the line. Two things make an answer hard to find:

* the *depth* of the reading it needs (:func:`reading_depth`, in plies): to see that the
  answer works, the solver reads the shortest line with which it forces the goal
  (``2m - 1`` plies for ``m`` turns of the solver: a capture in one is 1, a capture the
  answer forces in two is 3, however many moves the problem allows); to save or make a group
  live the answer itself is one move, but to see why the natural moves fail the solver reads
  the opponent's capture after them: ``1 + 2k - 1`` plies when the opponent needs ``k`` moves
  (a ladder, a net) after the most deceptive of the plausible tries, :data:`DEEP` when it
  needs more than :data:`MOST_ATTACKS` (the capture read by the fight of
  :mod:`magnetdesk.learn.judges`, the moves a ladder and a net need);
* the *plausible tries* (:func:`plausible_tries`): the first moves that look right and fail:
  in the Go family a move that captures, puts a chain in atari, or places its stone on a
  liberty of a marked chain or of any chain with two liberties or fewer (either colour's);
  in the other families an action that takes something or changes a marked cell or a cell
  next to one.
  The problem's answer is unique (the check proves it), so every plausible first move but
  the answer fails.

:func:`grade_for` turns the two into easy, medium or hard: ``score = depth + tries / 2``
(tries counted up to :data:`MOST_TRIES`), easy up to 2.5 (a capture in one with up to three
plausible tries), hard from 5 (a line of three turns, a line of two turns among four plausible
tries or more, a save whose natural tries fall to a ladder read three moves deep).

>>> grade_for(1, 0), grade_for(3, 2), grade_for(5, 1)
('easy', 'medium', 'hard')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.vocabulary import (
    EMPTY,
    Illegal,
    Move,
    Placed,
    Position,
    Taking,
    opponent,
)
from magnetdesk.engine.variants import position_family
from magnetdesk.learn.goals import CHAINS, chain_of
from magnetdesk.learn.judges import Fight
from magnetdesk.learn.problems import Problem, reading_of, solution

MOST_TRIES = 8  # more plausible tries than this add nothing: the solver stops counting
MOST_ATTACKS = 4  # the opponent's moves read after a plausible try (save, live)
DEEP = 2 * MOST_ATTACKS + 2  # plies: a wrong try that falls only beyond that reading
BUDGET = 20_000  # positions per reading of a try
EASY, HARD = 2.5, 5.0


@dataclass(frozen=True)
class Difficulty:
    depth: int  # plies of reading the answer needs
    tries: int  # plausible first moves that fail

    @property
    def grade(self) -> str:
        return grade_for(self.depth, self.tries)


def grade_for(depth: int, tries: int) -> str:
    """The grade of a problem read ``depth`` plies deep among ``tries`` plausible tries."""
    score = depth + min(tries, MOST_TRIES) / 2
    return "easy" if score <= EASY else "hard" if score >= HARD else "medium"


def grade_of(problem: Problem) -> str:
    """The grade the problem's difficulty gives (module docstring)."""
    return difficulty(problem).grade


def difficulty(problem: Problem) -> Difficulty:
    tries = plausible_tries(problem)
    return Difficulty(reading_depth(problem, tries), len(tries))


def _first_turn(problem: Problem) -> tuple[list[Move], Position[Any] | None]:
    """The answer's actions (the solver's first turn) and the position after them."""
    position = problem.start
    moves: list[Move] = []
    for text in solution(problem):
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            return moves, None
        moves.append(move)
        position = outcome.position
        if position.to_move != problem.solver or position.end is not None:
            return moves, position
    return moves, position


def plausible_tries(problem: Problem) -> list[Move]:
    """The first actions other than the answer's that look right (module docstring)."""
    start = problem.start
    answer, _ = _first_turn(problem)
    hot = _hot_cells(problem)
    go_family = _placed_chains(problem)
    tries = []
    for move in start.legal_moves():
        if answer and move == answer[0]:
            continue
        after = start.attempt(move)
        if isinstance(after, Illegal):
            continue
        text = start.move_text(move)
        if text == "pass":
            continue
        if go_family:  # where the stone goes, not where a magnet slides others
            changed = {effect.cell for effect in after.effects if isinstance(effect, Placed)}
        else:
            changed = {cell for cell in start.topology.cells()
                       if after.position.board[cell] != start.board[cell]}
        takes = any(isinstance(effect, Taking) for effect in after.effects)
        if takes or changed & hot or (go_family and _ataris(start, after.position)):
            tries.append(move)
    return tries


def _hot_cells(problem: Problem) -> set[int]:
    """Where a plausible try plays: in the Go family the liberties of the marked chains and of
    every chain with two liberties or fewer; elsewhere the marked cells and their
    neighbours."""
    start = problem.start
    topology = start.topology
    marked = {cell for cell in map(topology.parse, problem.marked) if cell is not None}
    if not _placed_chains(problem):
        return marked | {near for cell in marked for near in topology.neighbours[cell]}
    hot: set[int] = set()
    for cell in topology.cells():
        if start.board[cell] == EMPTY:
            continue
        _, liberties = chain_of(start, cell)
        if cell in marked or len(liberties) <= 2:
            hot |= liberties
    return hot


def _ataris(before: Position[Any], after: Position[Any]) -> bool:
    """Whether the move put an opponent chain (of the side that moved) in atari."""
    mover = before.to_move
    for cell in after.topology.cells():
        if after.board[cell] == opponent(mover):
            _, liberties = chain_of(after, cell)
            if len(liberties) == 1:
                _, before_liberties = chain_of(before, cell)
                if len(before_liberties) != 1 or before.board[cell] != after.board[cell]:
                    return True
    return False


def reading_depth(problem: Problem, tries: list[Move] | None = None) -> int:
    """The plies of reading the answer needs (module docstring)."""
    if problem.aim.kind in CHAINS:
        return _chain_depth(problem, plausible_tries(problem) if tries is None else tries)
    answer, after = _first_turn(problem)
    if after is None or not answer:
        return 2 * problem.moves - 1
    reading = reading_of(problem)
    tally = problem.aim.tally()
    position = problem.start
    for move in answer:
        outcome = position.attempt(move)
        assert not isinstance(outcome, Illegal)
        tally = tally.after(outcome, problem.solver)
        position = outcome.position
    if reading.reached(position, tally):
        return 1
    for left in range(1, problem.moves):
        if reading.refuting_turn(position, left, tally) is None:
            return 2 * left + 1
    return 2 * problem.moves - 1


def _chain_depth(problem: Problem, tries: list[Move]) -> int:
    """Save and live: one move, plus the opponent's capture after the most deceptive
    plausible try (the one whose capture takes the longest to read), read by the fight of
    :mod:`magnetdesk.learn.judges` with its horizon at ``2k - 1`` plies for ``k`` attacks."""
    start = problem.start
    target = problem.aim.target
    deepest = 0
    for move in tries:
        after = start.attempt(move)
        if isinstance(after, Illegal) or target is None:
            continue
        position = after.position
        if position.board[target] != problem.solver:
            continue
        for attacks in range(1, MOST_ATTACKS + 1):
            fight = Fight(target, problem.solver, group=problem.aim.kind == "live",
                          horizon=2 * attacks - 1, budget=BUDGET)
            if fight.falls(position):
                deepest = max(deepest, 2 * attacks - 1)
                break
        else:
            deepest = DEEP - 1
        if deepest >= DEEP - 1:
            break
    return 1 + deepest


def _placed_chains(problem: Problem) -> bool:
    """Whether a move places one stone into a chain with liberties (the Go family)."""
    return position_family(problem.start).placed_chains

"""Medusa's judges past the goal search (issue 41, docs/problems.md).

The goal search proves a Medusa problem within its turns; these judges read on:

* :func:`hold` -- after the right line, the stones the goal is about (the reversed stones,
  the saved group, the rosette's ring) must stay the solver's against every turn of the
  opponent, the solver answering between them, for :data:`TURNS_PAST` of the opponent's
  turns: a reversal the opponent undoes at once, or a save that falls a turn later, is
  refused. The turns read are those that change a cell within :data:`REACH` steps of the
  solver's groups holding those stones (the goal search's limit, drawn round the fight as it
  now stands); a group holding a rosette is never captured, so it holds. The search is
  exhaustive over those turns and gives up after :data:`BUDGET` actions: a fight not read
  out counts as not held.
* :func:`refutation_errors` -- a stored wrong try's refutation must refute it (the goal is
  no longer forced after it), and be the opponent's best reply: no other refuting turn
  reverses more of the solver's stones; a try that misses the goal by itself (a placement
  where the goal forbids one) has none.
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Illegal, Move, Position, Transition, opponent
from magnetdesk.learn.goals import Goal, Reading, Tally, chain_of, rosettes, turn_text
from magnetdesk.learn.problems import Problem, reading_of, solution, wrong_lines

TURNS_PAST = 2  # the opponent's turns read after the right line
REACH = 2  # steps from the solver's groups round the goal's stones
BUDGET = 50_000  # actions played before a fight counts as not read out
HOLDS, FALLS, OPEN = "holds", "falls", "open"


class OverBudget(Exception):
    """The fight was not read out within :data:`BUDGET` actions."""


class _Counted(Reading):
    def __init__(self, goal: Goal, solver: int, focus: list[int], budget: int) -> None:
        super().__init__(goal, solver, focus, REACH)
        self.budget = budget

    def play(self, position: Position[Any], move: Move) -> Transition[Any] | None:
        if self.nodes >= self.budget:
            raise OverBudget
        return super().play(position, move)


def replayed(problem: Problem, texts: list[str]) -> tuple[Position[Any], Tally]:
    """The position and the goal's tally after ``texts`` (whole turns) from the start."""
    reading = reading_of(problem)
    position, tally = problem.start, problem.aim.tally()
    for text in texts:
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            raise ValueError(f"{text}: {outcome.message}")
        tally = tally.after(outcome, reading.solver)
        position = outcome.position
    return position, tally


def goal_stones(problem: Problem, tally: Tally) -> frozenset[int]:
    """The stones the goal is about after the right line: the marked stones where they went
    (reversed, saved), or the rosette's ring."""
    if problem.aim.kind == "rosette":
        return problem.aim.marked
    return tally.left


class Hold:
    """The fight for the solver's ``stones`` read :data:`TURNS_PAST` opponent turns on."""

    def __init__(self, position: Position[Any], stones: frozenset[int], solver: int,
                 budget: int = BUDGET) -> None:
        focus: set[int] = set()
        for cell in stones:
            focus |= chain_of(position, cell)[0]
        self.solver = solver
        self.reading = _Counted(Goal("keep", len(stones), None, stones), solver, sorted(focus),
                                budget)
        self._seen: dict[tuple[int, frozenset[int], int], bool] = {}

    def result(self, position: Position[Any], tally: Tally, turns: int = TURNS_PAST) -> str:
        """:data:`HOLDS`, :data:`FALLS` or :data:`OPEN` (the budget spent), the opponent to
        move in ``position``."""
        try:
            return HOLDS if self._opponent_fails(position, tally, turns) else FALLS
        except OverBudget:
            return OPEN

    def _ours(self, position: Position[Any], tally: Tally) -> bool:
        return bool(tally.left) and all(position.board[c] == self.solver for c in tally.left)

    def _living(self, position: Position[Any], tally: Tally) -> bool:
        """Every stone in a group that holds a rosette of the solver's: never captured."""
        groups = [chain_of(position, cell)[0] for cell in tally.left]
        rings = [set(ring) for ring, colour in rosettes(position) if colour == self.solver]
        return all(any(ring <= group for ring in rings) for group in groups)

    def _opponent_fails(self, position: Position[Any], tally: Tally, turns: int) -> bool:
        if position.end is not None or self._living(position, tally):
            return self._ours(position, tally)
        key = (position.hash, tally.left, turns)
        if key not in self._seen:
            self._seen[key] = all(
                self._ours(after, total) and (turns <= 1 or self._solver_keeps(after, total,
                                                                               turns - 1))
                for _, after, total in self.reading.turns(position, tally))
        return self._seen[key]

    def _solver_keeps(self, position: Position[Any], tally: Tally, turns: int) -> bool:
        if position.end is not None or self._living(position, tally):
            return self._ours(position, tally)
        return any(self._ours(after, total) and self._opponent_fails(after, total, turns)
                   for _, after, total in self.reading.turns(position, tally))


def hold(problem: Problem, budget: int = BUDGET) -> str:
    """Whether the goal's stones stay the solver's after the right line (module docstring)."""
    line = solution(problem)
    position, tally = replayed(problem, line)
    stones = goal_stones(problem, tally)
    if not stones:
        return HOLDS  # a goal about no stones (the count)
    tally = Tally(tally.taken, stones, tally.placed)
    return Hold(position, stones, problem.solver, budget).result(position, tally)


def reversed_count(before: Position[Any], after: Position[Any], colour: int) -> int:
    """How many of ``colour``'s stones in ``before`` show the other colour in ``after``."""
    return sum(1 for cell, stone in enumerate(before.board)
               if stone == colour and after.board[cell] == opponent(colour))


def refutations(problem: Problem, try_text: str) -> dict[str, int]:
    """The opponent's turns after the wrong try ``try_text`` that refute it, with how many
    of the solver's stones each reverses (the best refutation reverses the most)."""
    reading = reading_of(problem)
    left = max(problem.moves - 1, 1)
    position, tally = replayed(problem, [try_text])
    keep = problem.aim.kind == "keep" and problem.moves == 1
    found: dict[str, int] = {}
    if reading.spoilt(tally):  # the try misses the goal by itself (refrain: it placed)
        return found
    for turn, after, total in reading.turns(position, tally):
        if keep:  # the refutation reverses a saved stone
            refutes = not all(after.board[c] == problem.solver for c in total.left)
        else:
            refutes = after.end is not None or not reading.winning_turns(after, left, total)
        if refutes:
            found[turn_text(position, turn)] = reversed_count(position, after, problem.solver)
    return found


def best_refutation(problem: Problem, try_text: str) -> str | None:
    """The refuting turn that reverses the most of the solver's stones (None: none)."""
    found = refutations(problem, try_text)
    return max(found, key=lambda text: found[text]) if found else None


def refutation_errors(problem: Problem) -> list[str]:
    """The stored refutations that do not refute their wrong try, or are not the best
    refuting turn (module docstring)."""

    errors = []
    for try_text, stored in wrong_lines(problem):
        if not stored:
            continue
        found = refutations(problem, try_text)
        if reading_of(problem).spoilt(replayed(problem, [try_text])[1]):
            errors.append(f"{problem.id}: {try_text} misses the goal by itself: {stored} "
                          f"refutes nothing")
        elif stored not in found:
            errors.append(f"{problem.id}: {stored} does not refute {try_text}")
        elif found[stored] < max(found.values()):
            better = max(found, key=lambda text: found[text])
            errors.append(f"{problem.id}: after {try_text} {better} refutes it better than "
                          f"{stored}")
    return errors


def medusa_errors(problem: Problem) -> list[str]:
    """What Medusa's judges find wrong with ``problem``."""
    errors = []
    outcome = hold(problem)
    if outcome != HOLDS:
        how = "is not read out" if outcome == OPEN else "is undone"
        errors.append(f"{problem.id}: after the right line the {problem.aim.kind} {how} "
                      f"within {TURNS_PAST} turns of the opponent's")
    return errors + refutation_errors(problem)

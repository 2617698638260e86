"""Judges of a problem that are not the goal search of :mod:`magnetdesk.learn.goals`.

The goal search proves a problem within its stated length; a judge looks past it, to the end
of the fight (docs/problems.md says how each one decides):

* :class:`Fight` -- a chain's or a group's fight read to its end, for ``save`` and ``live``
  in every Go-family variant. A chain is safe once it has :data:`SAFE` liberties or more; the
  attacker plays on the chain's liberties, next to them (a net, a ladder's blocking stone) and
  on the liberties of its own stones beside the chain that are short of liberties; the
  defender on the chain's liberties, on the liberties of the attacker's stones beside it that
  it can take or put in atari, or passes. A group (``live``) is read with every empty point
  within two steps of it, and passes, for both sides. The search is exhaustive over those
  moves to :data:`HORIZON` plies (a ladder to the edge, a ko fought out); a line still open
  there counts as not proven, so an answer passes only when every defence was read out.
* :func:`recapture` -- a Go-family capture that loses at least as many stones back at once
  (a snapback).
* :func:`material_gain` -- a chess "win the piece" answer must gain material once the
  opponent has recaptured and the field has acted: a negamax over the family's own moves
  (the field applied), :data:`PAST_CAPTURE` plies full width past the capture and then the
  captures to quiet, counting :data:`VALUES`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from magnetdesk.engine.core.vocabulary import (
    BLACK,
    EMPTY,
    WHITE,
    Cell,
    Colour,
    Illegal,
    Move,
    Position,
    Taking,
    opponent,
)
from magnetdesk.learn.goals import CHAINS, chain_of, taken
from magnetdesk.learn.judges_chess import chess_errors
from magnetdesk.learn.judges_medusa import medusa_errors
from magnetdesk.learn.material import (  # the chess judge's reading, named here for the tests
    KING_TAKEN,
    PAST_CAPTURE,
    QUIET,
    VALUES,
    material,
    material_gain,
    settled_material,
)
from magnetdesk.learn.problems import Problem, solution, wrong_lines

SAFE = 4  # liberties: a chain with this many is out of reach of a ladder or a net
HORIZON = 24  # plies: far past any problem's length on the boards the collections use
BUDGET = 500_000  # positions a fight may play before it is called open
HOLDS, FALLS, OPEN = "holds", "falls", "open"


class Fight:
    """The fight for the solver's chain (``group`` False) or group through ``target``, read
    to its end (module docstring). :meth:`holds` and :meth:`falls` answer only what the
    search proves: a line still open at the horizon (or when the budget is spent) counts
    against the side that would need it."""

    def __init__(self, target: Cell, solver: Colour, group: bool = False,
                 horizon: int = HORIZON, budget: int = BUDGET) -> None:
        self.target, self.solver, self.group = target, solver, group
        self.horizon, self.budget = horizon, budget
        self.nodes = 0
        self._open_falls = True
        self._seen: dict[tuple[int, int, bool, bool], bool] = {}

    def holds(self, position: Position[Any], attacker_first: bool = True) -> bool:
        """Whether the chain is proven to survive every attack the search reads."""
        return not self._falls(position, attacker_first, open_falls=True)

    def falls(self, position: Position[Any], attacker_first: bool = True) -> bool:
        """Whether the chain is proven lost against every defence the search reads."""
        return self._falls(position, attacker_first, open_falls=False)

    def result(self, position: Position[Any], attacker_first: bool = True) -> str:
        """:data:`HOLDS`, :data:`FALLS` or :data:`OPEN` (neither proven)."""
        if self.holds(position, attacker_first):
            return HOLDS
        return FALLS if self.falls(position, attacker_first) else OPEN

    def _falls(self, position: Position[Any], attacker_first: bool, open_falls: bool) -> bool:
        mover = opponent(self.solver) if attacker_first else self.solver
        position = position.with_to_move(mover) if position.to_move != mover else position
        self._open_falls, self.nodes = open_falls, 0
        if attacker_first:
            return self._attacker_wins(position, self.horizon)
        return not self._defender_holds(position, self.horizon)

    # --- the end of the fight ---------------------------------------------------------

    def _settled(self, position: Position[Any], depth: int) -> bool | None:
        """True when the chain is lost, False when it is safe, None while the fight goes
        on; at the horizon (or out of budget) an open line counts as :attr:`_open_falls`."""
        end = position.end
        if end is not None:
            return end.winner != self.solver and not self.group
        if position.board[self.target] != self.solver:
            return True
        if not self.group and len(chain_of(position, self.target)[1]) >= SAFE:
            return False
        if depth <= 0 or self.nodes >= self.budget:
            return self._open_falls
        return None

    def _attacker_wins(self, position: Position[Any], depth: int) -> bool:
        settled = self._settled(position, depth)
        if settled is not None:
            return settled
        return self._cached(position, depth, True, lambda: any(
            not self._defender_holds(after, depth - 1)
            for after in self._replies(position, self._attacks(position))))

    def _defender_holds(self, position: Position[Any], depth: int) -> bool:
        settled = self._settled(position, depth)
        if settled is not None:
            return not settled
        return self._cached(position, depth, False, lambda: any(
            not self._attacker_wins(after, depth - 1)
            for after in self._replies(position, self._defences(position))))

    def _cached(self, position: Position[Any], depth: int, attacker: bool,
                read: Callable[[], bool]) -> bool:
        key = (position.hash, depth, attacker, self._open_falls)
        if key not in self._seen:
            self._seen[key] = read()
        return self._seen[key]

    def _replies(self, position: Position[Any], moves: Sequence[Move]) -> list[Position[Any]]:
        found = []
        for move in moves:
            self.nodes += 1
            outcome = position.attempt(move)
            if not isinstance(outcome, Illegal):
                found.append(outcome.position)
        return found

    # --- the moves read ------------------------------------------------------------------

    def _attacks(self, position: Position[Any]) -> Sequence[Move]:
        if self.group:
            return self._near_group(position)  # the attacker never passes: it cannot win so
        chain, liberties = chain_of(position, self.target)
        if len(liberties) == 1:
            return sorted(liberties)
        moves = set(liberties) | _short_neighbours(position, chain, opponent(self.solver), 1)
        if len(liberties) == 2:  # a net, a ladder's blocking stone
            moves |= _empty_next_to(position, liberties)
        return sorted(moves)

    def _defences(self, position: Position[Any]) -> Sequence[Move]:
        if self.group:
            return [*self._near_group(position), *_pass(position)]
        chain, liberties = chain_of(position, self.target)
        short = _short_neighbours(position, chain, opponent(self.solver), len(liberties))
        moves = sorted(liberties | short)
        return [*moves, *_pass(position)] if len(liberties) >= SAFE - 1 else moves

    def _near_group(self, position: Position[Any]) -> Sequence[Move]:
        chain, liberties = chain_of(position, self.target)
        near = liberties | _empty_next_to(position, liberties)
        return sorted(near | _short_neighbours(position, chain, opponent(self.solver), 2))


def _empty_next_to(position: Position[Any], cells: set[Cell]) -> set[Cell]:
    neighbours, board = position.topology.neighbours, position.board
    return {n for cell in cells for n in neighbours[cell] if board[n] == EMPTY} - cells


def _short_neighbours(position: Position[Any], chain: set[Cell], colour: Colour,
                      most: int) -> set[Cell]:
    """The liberties of ``colour``'s chains beside ``chain`` that have at most ``most``."""
    neighbours, board = position.topology.neighbours, position.board
    found: set[Cell] = set()
    seen: set[Cell] = set()
    for cell in chain:
        for next_cell in neighbours[cell]:
            if board[next_cell] == colour and next_cell not in seen:
                enemy, liberties = chain_of(position, next_cell)
                seen |= enemy
                if len(liberties) <= most:
                    found |= liberties
    return found


def _pass(position: Position[Any]) -> list[Move]:
    move = position.parse_move("pass")
    return [] if isinstance(move, Illegal) else [move]


def recapture(before: Position[Any], after: Position[Any], solver: Colour,
              took: int) -> str | None:
    """After the solver's capturing move (``before`` to ``after``, ``took`` stones taken in
    the whole line): the opponent's move that takes back as many stones or more at once,
    among them stones beside the taken points or the stone just played (a snapback); None
    when there is none."""
    if after.end is not None or took <= 0:
        return None
    near = {cell for cell in range(len(after.board))
            if before.board[cell] == opponent(solver) and after.board[cell] == EMPTY}
    near |= {cell for cell in range(len(after.board))
             if before.board[cell] == EMPTY and after.board[cell] == solver}
    neighbours = after.topology.neighbours
    near |= {n for cell in set(near) for n in neighbours[cell]}
    for move in after.legal_moves():
        outcome = after.attempt(move)
        if isinstance(outcome, Illegal):
            continue
        lost = taken(outcome, solver)
        cells = {c for e in outcome.effects if isinstance(e, Taking) and e.colour == solver
                 for c in e.cells}
        if lost >= took and cells & near:
            return after.move_text(move)
    return None


__all__ = ["BLACK", "FALLS", "HOLDS", "KING_TAKEN", "OPEN", "PAST_CAPTURE", "QUIET", "VALUES",
           "WHITE", "Fight", "material", "material_gain", "recapture", "settled_material"]


# --- a problem judged ----------------------------------------------------------------------

GO_FAMILY = ("go", "atari-go", "stoical-go", "magnetgo")
CHESS_FAMILY = ("magnetic-chess", "anti-magnetic-chess", "gravity-chess",
                "anti-gravity-chess", "chess-custom")
ALIVE_FIRST = ("go", "stoical-go")  # capture problems whose marked chains are followed as is


def judge_errors(problem: Problem, lesson: bool = False) -> list[str]:
    """What the judges of this module find wrong with ``problem`` (docs/problems.md); a
    lesson is not asked for its marked stones to be alive to start with."""
    kind, family = problem.aim.kind, problem.variant
    line = solution(problem)
    if not line:
        return [f"{problem.id}: no right line"]
    if family in GO_FAMILY and kind in CHAINS:
        return _fight_errors(problem, line)
    if family in GO_FAMILY and kind == "capture":
        errors = _recapture_errors(problem, line)
        if not lesson and family in ALIVE_FIRST and problem.marked:
            errors += _dead_already(problem)
        return errors
    if family in CHESS_FAMILY and not lesson:  # every reply, the refutations too
        return chess_errors(problem)
    if family == "medusa" and not lesson:  # the goal read two turns on, the refutations
        return medusa_errors(problem)
    if family in CHESS_FAMILY and kind == "piece":
        gain = material_gain(problem.start, line, problem.solver)
        if gain <= 0:
            return [f"{problem.id}: {line[0]} does not gain material once the opponent has "
                    f"replied (the balance changes by {gain})"]
    return []


def _fight_errors(problem: Problem, line: list[str]) -> list[str]:
    start, solver = problem.start, problem.solver
    target = start.topology.parse(problem.marked[0])
    assert target is not None
    group = problem.aim.kind == "live"

    def fight() -> Fight:
        return Fight(target, solver, group)

    errors = []
    if fight().holds(start):
        errors.append(f"{problem.id}: the marked stones are not in danger")
    outcome = fight().result(_after(start, line[:1]))
    if outcome != HOLDS:
        how = "is not read out" if outcome == OPEN else "is lost"
        errors.append(f"{problem.id}: after {line[0]} the fight {how} ({problem.aim.kind})")
    for try_text, refutation in wrong_lines(problem):
        after = _after(start, [try_text])
        if not fight().falls(after):
            errors.append(f"{problem.id}: the wrong try {try_text} is not refuted")
        elif refutation and not fight().falls(_after(after, [refutation]), False):
            errors.append(f"{problem.id}: {refutation} does not refute {try_text}")
    return errors


def _dead_already(problem: Problem) -> list[str]:
    start = problem.start
    defender = opponent(problem.solver)
    errors = []
    seen: set[Cell] = set()
    for point in problem.marked:
        cell = start.topology.parse(point)
        if cell is None or cell in seen or start.board[cell] != defender:
            continue
        seen |= chain_of(start, cell)[0]
        if Fight(cell, defender).falls(start, attacker_first=False):
            errors.append(f"{problem.id}: the marked stones at {point} are dead already "
                          f"(they fall even with their side to move)")
    return errors


def _recapture_errors(problem: Problem, line: list[str]) -> list[str]:
    position, tally = problem.start, problem.aim.tally()
    for text in line:
        before = position
        outcome = position.attempt(position.parse_move(text))
        assert not isinstance(outcome, Illegal)
        tally = tally.after(outcome, problem.solver)
        position = outcome.position
    back = recapture(before, position, problem.solver, tally.taken)
    if back is None:
        return []
    return [f"{problem.id}: after the right line {back} takes back as many stones at once"]


def _after(position: Position[Any], texts: list[str]) -> Position[Any]:
    for text in texts:
        outcome = position.attempt(position.parse_move(text))
        if isinstance(outcome, Illegal):
            raise ValueError(f"{text}: {outcome.message}")
        position = outcome.position
    return position



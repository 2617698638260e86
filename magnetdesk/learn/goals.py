"""A problem's goal, checked by the engine: what the solver must reach, and a small exact search
that says whether the goal is forced.

The kinds are the same for every family (they ask only the core vocabulary: the board, the
topology's neighbours, the effects that take something off the board
(:class:`~magnetdesk.engine.core.vocabulary.Taking`: Go's ``Captured`` and ``Removed``, a
chess piece taken) or move it (:class:`~magnetdesk.engine.core.vocabulary.Shift`: a magnet's
slide, a chess piece's move, the field's pull and push), the game's end):

* ``capture``: the solver takes every ``marked`` stone off the board (followed through
  Magnetgo's slides and every move: :class:`Tally`), or without marks ``count`` of the
  opponent's stones (``Captured`` by the solver or ``Removed`` as the opponent's own suicide),
  or wins the game outright (Atari-Go: the first capture wins). ``piece`` is the same goal
  said of chess pieces ("win the marked piece").
* ``win``: the game ends with the solver winning (Atari-Go's first capture); ``king`` is the
  same goal said as chess says it: take the king.
* ``reach``: the piece on the first marked square (either side's, followed as it moves,
  is pulled or pushed) stands on the second one (``target``) after a solver's move: a move
  through the field, a promotion, castling.
* ``count``: after the solver's move the game, counted as it stands (the family's count with
  no dead stones, komi included), goes to the solver: for finished positions, where the
  points still open decide (a neutral point, a prisoner, a stone in one's own territory).
* ``live``: after the solver's move the chain through ``target`` cannot be captured: the
  exact capture search from the opponent's side finds no capture within :data:`LIVE_DEPTH`
  of the opponent's moves (life and death on small boards, a seki included: a bound, not a
  proof of life for ever).
* ``save``: after the solver's move the chain through ``target`` cannot be captured: the
  opponent plays on its liberties (and, against two liberties, next to them: a net), the
  solver answers on them or takes a neighbouring chain short of liberties, up to
  :data:`SAVE_DEPTH` opponent moves; a chain with :data:`SAFE_LIBERTIES` liberties counts as
  safe (the reading depth of a ladder reader).

>>> from magnetdesk.record import Game
>>> from magnetdesk.engine.core.vocabulary import BLACK
>>> game = Game.new("go", size=5)
>>> game.add_setup(black=["B1"], white=["A1"], to_move=BLACK)
>>> p = game.position
>>> [p.move_text(m) for m in Reading(Goal("capture", 1), BLACK).winning_moves(p, 1, every=True)]
['A2']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.counting import Score
from magnetdesk.engine.core.vocabulary import (
    EMPTY,
    Cell,
    Colour,
    Illegal,
    Move,
    Position,
    Shift,
    Taking,
    Transition,
    opponent,
)
from magnetdesk.engine.variants import position_family

KINDS = ("capture", "win", "save", "count", "live", "piece", "king", "reach")
CAPTURES = ("capture", "piece")  # the kinds that take the marked stones or pieces
WINS = ("win", "king")  # the kinds won by winning the game
# the kinds whose marked stones or pieces the tally follows (the king: for the board's ring)
FOLLOWED = (*CAPTURES, "reach", "king")
CHAINS = ("save", "live")  # the kinds that name one chain of the solver's
SAVE_DEPTH = 4
LIVE_DEPTH = 4
SAFE_LIBERTIES = 3


@dataclass(frozen=True)
class Goal:
    """``kind`` (see the module docstring), ``count`` the stones to capture, ``target`` the
    chain to save or the square to reach (a cell), ``marked`` the stones to capture (all of
    them, when given) or the piece to bring to ``target``."""

    kind: str
    count: int = 0
    target: Cell | None = None
    marked: frozenset[Cell] = frozenset()

    def tally(self) -> Tally:
        """The tally at the start: nothing taken, the marked stones to take (or the piece to
        bring to the target)."""
        return Tally(0, self.marked if self.kind in FOLLOWED else frozenset())


def goal_of(kind: str, count: int, cells: Sequence[Cell]) -> Goal | None:
    """The goal of a problem's ``MP``: its kind, the count, and the cells it marks in order
    (None when the marks do not fit the kind: ``save`` needs its chain, ``reach`` the piece
    and the square)."""
    if kind not in KINDS:
        return None
    if kind in CHAINS:
        return Goal(kind, count, cells[0]) if cells else None
    if kind == "reach":
        return Goal(kind, count, cells[1], frozenset(cells[:1])) if len(cells) == 2 else None
    return Goal(kind, count, None, frozenset(cells) if kind in FOLLOWED else frozenset())


@dataclass(frozen=True)
class Tally:
    """What the solver's line has taken so far: ``taken`` opponent stones, and the marked
    stones ``left`` on the board (followed through Magnetgo's slides and a chess piece's
    moves)."""

    taken: int = 0
    left: frozenset[Cell] = frozenset()

    def after(self, transition: Transition[Any], solver: Colour) -> Tally:
        left, count = set(self.left), self.taken
        for effect in transition.effects:
            if isinstance(effect, Shift) and effect.start in left:
                left.discard(effect.start)
                left.add(effect.end)
            elif isinstance(effect, Taking):
                left.difference_update(effect.cells)
                if effect.colour == opponent(solver):
                    count += len(effect.cells)
        return Tally(count, frozenset(left))


def taken(transition: Transition[Any], colour: Colour) -> int:
    """How many stones of ``colour`` ``transition``'s move took off the board."""
    return sum(
        len(effect.cells) for effect in transition.effects
        if isinstance(effect, Taking) and effect.colour == colour
    )


def count(position: Position[Any]) -> Score | None:
    """The count of ``position`` as it stands (no dead stones), None in a family that does not
    count (its games end on the board)."""
    counting = position_family(position).counting
    return None if counting is None else counting.score(position, (), ())


def chain_of(position: Position[Any], cell: Cell) -> tuple[set[Cell], set[Cell]]:
    """The chain through ``cell`` and its liberties (empty sets on an empty cell)."""
    board = position.board
    colour = board[cell]
    if colour == EMPTY:
        return set(), set()
    neighbours = position.topology.neighbours
    chain, liberties, stack = {cell}, set(), [cell]
    while stack:
        for next_cell in neighbours[stack.pop()]:
            if board[next_cell] == EMPTY:
                liberties.add(next_cell)
            elif board[next_cell] == colour and next_cell not in chain:
                chain.add(next_cell)
                stack.append(next_cell)
    return chain, liberties


class Reading:
    """The exact search of one goal for ``solver``. ``nodes`` counts the positions played."""

    def __init__(
        self, goal: Goal, solver: Colour, focus: Sequence[Cell] = ()
    ) -> None:
        self.goal = goal
        self.solver = solver
        self.nodes = 0
        self.focus = tuple(focus)

    def moves(self, position: Position[Any]) -> list[Move]:
        """The legal moves, those nearest the ``focus`` cells first (the search finds the
        natural refutations and defences first, and sooner); a pass last."""
        moves = list(position.legal_moves())
        if not self.focus:
            return moves
        topology = position.topology
        centres = [topology.centre(cell) for cell in self.focus]

        def distance(move: Move) -> float:
            if not isinstance(move, int) or not 0 <= move < topology.cell_count:
                return float("inf")
            x, y = topology.centre(move)
            return min((x - a) ** 2 + (y - b) ** 2 for a, b in centres)

        return sorted(moves, key=distance)

    def play(self, position: Position[Any], move: Move) -> Transition[Any] | None:
        self.nodes += 1
        outcome = position.attempt(move)
        return None if isinstance(outcome, Illegal) else outcome

    def reached(self, position: Position[Any], tally: Tally) -> bool:
        """Whether the goal is reached in ``position`` (after a solver's move) with ``tally``
        taken so far."""
        end = position.end
        won = end is not None and end.winner == self.solver
        kind = self.goal.kind
        if kind in WINS:
            return won
        if kind in CAPTURES:
            if self.goal.marked:
                return won or not tally.left
            return won or tally.taken >= self.goal.count
        if kind == "count":
            counted = count(position)
            return won or (counted is not None and counted.winner == self.solver)
        if kind == "live":
            return self.live_refutation(position) is None
        if kind == "reach":
            return self.goal.target in tally.left
        return self.goal.target is not None and self.safe(position, SAVE_DEPTH)

    def lost(self, position: Position[Any]) -> bool:
        end = position.end
        return end is not None and end.winner != self.solver

    def winning_moves(
        self, position: Position[Any], moves: int, tally: Tally | None = None,
        every: bool = False,
    ) -> list[Move]:
        """The solver's moves in ``position`` that force the goal within ``moves`` moves of
        the solver (all of them with ``every``, else the first one found)."""
        tally = self.goal.tally() if tally is None else tally
        found: list[Move] = []
        for move in self.moves(position):
            if self._wins_with(position, move, moves, tally):
                found.append(move)
                if not every:
                    break
        return found

    def _wins_with(self, position: Position[Any], move: Move, moves: int, tally: Tally) -> bool:
        after = self.play(position, move)
        if after is None:
            return False
        total = tally.after(after, self.solver)
        if self.reached(after.position, total):
            return True
        if moves <= 1 or after.position.end is not None:
            return False
        return self.refutation(after.position, moves - 1, total) is None

    def refutation(self, position: Position[Any], moves: int, tally: Tally) -> Move | None:
        """The opponent's answer in ``position`` after which the solver cannot force the goal
        with ``moves`` more moves, or None when every answer loses."""
        for reply in self.moves(position):
            after = self.play(position, reply)
            if after is None:
                continue
            if self.lost(after.position) or after.position.end is not None:
                return reply
            if not self.winning_moves(after.position, moves, tally.after(after, self.solver)):
                return reply
        return None

    def forced(self, position: Position[Any], moves: int, tally: Tally) -> Move | None:
        """With the opponent to move in ``position``: None when the solver forces the goal
        within ``moves`` more moves whatever the opponent does, else the refuting answer.
        With no moves left, the goal must already be reached (``save``: the chain safe)."""
        if moves <= 0:
            return None if self.reached(position, tally) else _any_move(position)
        return self.refutation(position, moves, tally)

    def final_refutation(self, position: Position[Any], tally: Tally) -> Move | None:
        """With the opponent to move after the solver's last move and the goal not reached:
        the opponent's answer that shows it (None when there is none to show: a count is lost
        as it stands, or the opponent has no move)."""
        if self.goal.kind == "save":
            return self.save_refutation(position, SAVE_DEPTH)
        if self.goal.kind == "live":
            return self.live_refutation(position)
        if self.goal.kind == "count":
            return None
        return self.refutation(position, 1, tally)

    # --- live ------------------------------------------------------------------------------

    def live_refutation(self, position: Position[Any]) -> Move | None:
        """With the opponent to move: the opponent's first move of a capture of the solver's
        chain through the target within :data:`LIVE_DEPTH` moves, None when there is none."""
        target = self.goal.target
        assert target is not None
        if position.board[target] != self.solver:
            return _any_move(position)
        chain, _ = chain_of(position, target)
        attack = Reading(Goal("capture", len(chain), None, frozenset(chain)),
                         opponent(self.solver), sorted(chain))
        kills = attack.winning_moves(position, LIVE_DEPTH)
        self.nodes += attack.nodes
        return kills[0] if kills else None

    # --- save ------------------------------------------------------------------------------

    def safe(self, position: Position[Any], depth: int) -> bool:
        """With the opponent to move: the solver's chain through the target survives."""
        return self.save_refutation(position, depth) is None

    def save_refutation(self, position: Position[Any], depth: int) -> Move | None:
        target = self.goal.target
        assert target is not None
        if position.board[target] != self.solver:
            return _any_move(position)
        chain, liberties = chain_of(position, target)
        if len(liberties) >= SAFE_LIBERTIES:
            return None
        attacks = sorted(liberties)
        if len(liberties) == 2:  # a net: the points next to the liberties
            neighbours = position.topology.neighbours
            attacks += sorted({
                cell for liberty in liberties for cell in neighbours[liberty]
                if position.board[cell] == EMPTY and cell not in liberties
            })
        for attack in attacks:
            after = self.play(position, attack)
            if after is None:
                continue
            if after.position.board[target] != self.solver or self.lost(after.position):
                return attack
            if depth <= 1:
                continue
            if not any(
                self._defends(after.position, answer, depth - 1)
                for answer in self._defences(after.position, chain)
            ):
                return attack
        return None

    def _defends(self, position: Position[Any], answer: Cell, depth: int) -> bool:
        after = self.play(position, answer)
        return after is not None and (
            (after.position.end is not None and not self.lost(after.position))
            or self.safe(after.position, depth)
        )

    def _defences(self, position: Position[Any], chain: set[Cell]) -> list[Cell]:
        target = self.goal.target
        assert target is not None
        chain, liberties = chain_of(position, target)
        answers = set(liberties)
        neighbours = position.topology.neighbours
        seen: set[Cell] = set()
        for cell in chain:
            for next_cell in neighbours[cell]:
                if position.board[next_cell] == opponent(self.solver) and next_cell not in seen:
                    enemy, enemy_liberties = chain_of(position, next_cell)
                    seen |= enemy
                    if len(enemy_liberties) <= 2:
                        answers |= enemy_liberties
        return sorted(answers)


def _any_move(position: Position[Any]) -> Move | None:
    moves: Sequence[Move] = position.legal_moves()
    return moves[0] if moves else None

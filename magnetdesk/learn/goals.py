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
* ``reverse``: every ``marked`` cell holds a stone of the solver's colour (a family whose
  captures turn the stones over, Medusa: the marked stones are reversed).
* ``rosette``: the solver owns a complete rosette (the family record's ``rosettes``: six
  stones round a hole) that holds every ``marked`` cell.
* ``refrain``: as ``reverse``, without the solver placing a stone (a turn without placement:
  Medusa's marker moves).
* ``lead``: after the solver's turn the family's count (no stone dead) puts the solver
  ``count`` points or more ahead.
* ``keep``: after the solver's turn no turn of the opponent's (that the search tries) turns
  a ``marked`` stone of the solver's over (Medusa's "save the group").

A move of the search is one *action*. In a family whose turn is several actions (Medusa: a
placement, group movements, Done) the side to move stays the same until its turn ends, and the
search follows that: the solver goes on while ``to_move`` is the solver, the opponent answers
only when the turn passes, and ``moves`` counts the solver's *turns* (a *turn* here is the
tuple of actions, :func:`turn_text` its notation). With ``reach`` the search tries only the
actions that change a cell within ``reach`` steps of the ``focus`` cells (and the actions that
change no cell: Done, a pass): a limit that keeps whole turns on a big board tractable, so a
problem read this way is forced "against every defence the search tries".

>>> from magnetdesk.record import Game
>>> from magnetdesk.engine.core.vocabulary import BLACK
>>> game = Game.new("go", size=5)
>>> game.add_setup(black=["B1"], white=["A1"], to_move=BLACK)
>>> p = game.position
>>> [p.move_text(m) for m in Reading(Goal("capture", 1), BLACK).winning_moves(p, 1, every=True)]
['A2']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.counting import Score
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
    Transition,
    opponent,
)
from magnetdesk.engine.variants import position_family

KINDS = ("capture", "win", "save", "count", "live", "piece", "king", "reach",
         "reverse", "rosette", "refrain", "lead", "keep")
CAPTURES = ("capture", "piece")  # the kinds that take the marked stones or pieces
WINS = ("win", "king")  # the kinds won by winning the game
# the kinds whose marked stones or pieces the tally follows (the king: for the board's ring)
FOLLOWED = (*CAPTURES, "reach", "king", "reverse", "refrain", "keep")
CHAINS = ("save", "live")  # the kinds that name one chain of the solver's
Turn = tuple[Move, ...]
"""The actions of one side's turn (one move in a family whose move is one action)."""
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
    named = kind in FOLLOWED or kind == "rosette"  # the rosette's cells: named, not followed
    return Goal(kind, count, None, frozenset(cells) if named else frozenset())


@dataclass(frozen=True)
class Tally:
    """What the solver's line has taken so far: ``taken`` opponent stones, and the marked
    stones ``left`` on the board (followed through Magnetgo's slides, a chess piece's moves
    and Medusa's jumps; a reversed stone stays), ``placed`` whether the solver placed a
    stone."""

    taken: int = 0
    left: frozenset[Cell] = frozenset()
    placed: bool = False  # the solver placed a stone

    def after(self, transition: Transition[Any], solver: Colour) -> Tally:
        left, count, placed = set(self.left), self.taken, self.placed
        for effect in transition.effects:
            if isinstance(effect, Shift) and effect.start in left:
                left.discard(effect.start)
                left.add(effect.end)
            elif isinstance(effect, Taking):
                left.difference_update(effect.cells)
                if effect.colour == opponent(solver):
                    count += len(effect.cells)
            elif isinstance(effect, Placed) and effect.colour == solver:
                placed = True
        return Tally(count, frozenset(left), placed)


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
    """The exact search of one goal for ``solver``. ``nodes`` counts the positions played;
    ``reach`` limits the actions tried to those near the ``focus`` (module docstring)."""

    def __init__(
        self, goal: Goal, solver: Colour, focus: Sequence[Cell] = (), reach: int | None = None
    ) -> None:
        self.goal = goal
        self.solver = solver
        self.nodes = 0
        self.focus = tuple(focus)
        self.reach = reach
        self._zone: frozenset[Cell] | None = None

    # --- the actions tried ------------------------------------------------------------------

    def moves(self, position: Position[Any]) -> list[Move]:
        """The legal actions (within ``reach`` of the focus, when given), those nearest the
        ``focus`` cells first (the search finds the natural refutations and defences first,
        and sooner); a pass last."""
        moves = list(position.legal_moves())
        if self.reach is not None and self.focus:
            zone = self.zone(position)
            moves = [move for move in moves if self._touches(position, move, zone)]
        if not self.focus:
            return moves
        topology = position.topology
        centres = [topology.centre(cell) for cell in self.focus]

        def distance(move: Move) -> float:
            cell = _cell_of(position, move)
            if cell is None:
                return float("inf")
            x, y = topology.centre(cell)
            return min((x - a) ** 2 + (y - b) ** 2 for a, b in centres)

        return sorted(moves, key=distance)

    def zone(self, position: Position[Any]) -> frozenset[Cell]:
        """The cells within ``reach`` steps of a focus cell."""
        if self._zone is None:
            neighbours = position.topology.neighbours
            zone, ring = set(self.focus), set(self.focus)
            for _ in range(self.reach or 0):
                ring = {n for cell in ring for n in neighbours[cell]} - zone
                zone |= ring
            self._zone = frozenset(zone)
        return self._zone

    def _touches(self, position: Position[Any], move: Move, zone: frozenset[Cell]) -> bool:
        cell = _cell_of(position, move)
        if cell is not None:
            return cell in zone
        after = position.attempt(move)
        if isinstance(after, Illegal):
            return False
        board = after.position.board
        changed = [c for c, stone in enumerate(position.board) if board[c] != stone]
        return not changed or any(c in zone for c in changed)

    def play(self, position: Position[Any], move: Move) -> Transition[Any] | None:
        self.nodes += 1
        outcome = position.attempt(move)
        return None if isinstance(outcome, Illegal) else outcome

    # --- the goal ---------------------------------------------------------------------------

    def reached(self, position: Position[Any], tally: Tally) -> bool:
        """Whether the goal is reached in ``position`` (after a solver's action) with
        ``tally`` taken so far."""
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
        if kind in ("reverse", "refrain"):  # the marked stones, where they went, are ours
            board = position.board
            return (bool(self.goal.marked) and all(board[c] == self.solver for c in tally.left)
                    and not (kind == "refrain" and tally.placed))
        if kind == "rosette":
            return any(colour == self.solver and self.goal.marked <= set(ring)
                       for ring, colour in rosettes(position))
        if kind == "keep":
            return position.to_move != self.solver and not self.breaks(position, tally)
        if kind == "lead":
            return position.to_move != self.solver and lead(position, self.solver) >= \
                self.goal.count
        return self.goal.target is not None and self.safe(position, SAVE_DEPTH)

    def breaks(self, position: Position[Any], tally: Tally) -> Turn | None:
        """The opponent's turn in ``position`` that turns a marked stone over (``keep``)."""
        if position.end is not None:
            return None
        for turn, after, total in self.turns(position, tally):
            if any(after.board[cell] != self.solver for cell in total.left):
                return turn
        return None

    def spoilt(self, tally: Tally) -> bool:
        """Whether the line can no longer reach the goal, whatever follows (``refrain``
        after the solver placed a stone)."""
        return self.goal.kind == "refrain" and tally.placed

    def lost(self, position: Position[Any]) -> bool:
        end = position.end
        return end is not None and end.winner != self.solver

    # --- the search -------------------------------------------------------------------------

    def winning_moves(
        self, position: Position[Any], moves: int, tally: Tally | None = None,
        every: bool = False,
    ) -> list[Move]:
        """The first actions of :meth:`winning_turns` (the solver's moves in a family whose
        move is one action)."""
        found: list[Move] = []
        for turn in self.winning_turns(position, moves, tally, every):
            if turn[0] not in found:
                found.append(turn[0])
        return found

    def winning_turns(
        self, position: Position[Any], moves: int, tally: Tally | None = None,
        every: bool = False,
    ) -> list[Turn]:
        """The solver's turns from ``position`` (its turn, begun or not) that force the goal
        within ``moves`` turns of the solver (all of them with ``every``, else the first one
        found). A turn ends where the goal is reached, or with the action that passes the
        turn."""
        tally = self.goal.tally() if tally is None else tally
        found: list[Turn] = []
        if self.spoilt(tally):
            return found
        for move in self.moves(position):
            after = self.play(position, move)
            if after is None:
                continue
            total = tally.after(after, self.solver)
            nxt = after.position
            if self.reached(nxt, total):
                found.append((move,))
            elif nxt.end is not None:
                continue
            elif nxt.to_move == self.solver:  # the turn goes on
                found += [(move, *rest) for rest in
                          self.winning_turns(nxt, moves, total, every)]
            elif moves > 1 and self.refuting_turn(nxt, moves - 1, total) is None:
                found.append((move,))
            if found and not every:
                break
        return found

    def turns(
        self, position: Position[Any], tally: Tally
    ) -> Iterator[tuple[Turn, Position[Any], Tally]]:
        """Every turn of the side to move (the actions tried, to the end of the turn), once per
        position it leads to, with that position and the tally."""
        seen: set[tuple[int, Tally]] = set()
        for turn, after, total in self._turn_tails(position, tally, position.to_move):
            key = (after.hash, total)
            if key not in seen:
                seen.add(key)
                yield turn, after, total

    def _turn_tails(
        self, position: Position[Any], tally: Tally, mover: Colour
    ) -> Iterator[tuple[Turn, Position[Any], Tally]]:
        for move in self.moves(position):
            after = self.play(position, move)
            if after is None:
                continue
            total = tally.after(after, self.solver)
            nxt = after.position
            if nxt.to_move != mover or nxt.end is not None:
                yield (move,), nxt, total
            else:
                for rest, last, final in self._turn_tails(nxt, total, mover):
                    yield (move, *rest), last, final

    def refuting_turn(self, position: Position[Any], moves: int, tally: Tally) -> Turn | None:
        """The opponent's turn in ``position`` after which the solver cannot force the goal
        with ``moves`` more turns, or None when every turn the search tries loses."""
        for turn, after, total in self.turns(position, tally):
            if after.end is not None or not self.winning_turns(after, moves, total):
                return turn
        return None

    def refutation(self, position: Position[Any], moves: int, tally: Tally) -> Move | None:
        """The first action of :meth:`refuting_turn` (the opponent's answer in a family whose
        move is one action)."""
        turn = self.refuting_turn(position, moves, tally)
        return None if turn is None else turn[0]

    def forced(self, position: Position[Any], moves: int, tally: Tally) -> Move | None:
        """With the opponent to move in ``position``: None when the solver forces the goal
        within ``moves`` more moves whatever the opponent does, else the refuting answer.
        With no moves left, the goal must already be reached (``save``: the chain safe)."""
        if moves <= 0:
            return None if self.reached(position, tally) else _any_move(position)
        return self.refutation(position, moves, tally)

    def final_refutation(self, position: Position[Any], tally: Tally) -> Turn | None:
        """With the solver's moves spent and the goal not reached: the opponent's answer that
        shows it (None when there is none to show: a count lost as it stands, a stone placed
        where none may be, or no move left)."""
        kind = self.goal.kind
        if kind in CHAINS:
            move = (self.save_refutation(position, SAVE_DEPTH) if kind == "save"
                    else self.live_refutation(position))
            return None if move is None else (move,)
        if kind == "count" or self.spoilt(tally):
            return None
        if kind == "keep":
            return self.breaks(position, tally)
        return self.refuting_turn(position, 1, tally)

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


def _cell_of(position: Position[Any], move: Move) -> Cell | None:
    """The cell a move is played on (a Go-family move, a placement), None for any other."""
    if isinstance(move, int):
        return move if 0 <= move < position.topology.cell_count else None
    text = position.move_text(move)
    return position.topology.parse(text) if text else None


def minimal(turns: Sequence[Turn]) -> list[Turn]:
    """The turns none of whose actions can be left out: a turn that holds another of
    ``turns`` (the same actions in order, and more) is that one with something superfluous
    (a jump before the one that reverses), not another answer."""
    return [turn for turn in turns
            if not any(other != turn and _within(other, turn) for other in turns)]


def _within(short: Turn, long: Turn) -> bool:
    actions = iter(long)
    return len(short) < len(long) and all(action in actions for action in short)


def turn_text(position: Position[Any], turn: Turn) -> str:
    """A turn's actions from ``position`` in the notation of a whole move: the move's own text
    for a single action, else the actions' texts without the closing Done (``k11 q15-s15``)."""
    if len(turn) == 1:
        return position.move_text(turn[0])
    actions = position_family(position).turn_actions
    done = actions.done if actions is not None else None
    texts = []
    for move in turn:
        if move != done:
            texts.append(position.move_text(move))
        position = position.play(move).position
    return " ".join(texts) if texts else position.move_text(turn[-1])


def rosettes(position: Position[Any]) -> list[tuple[tuple[Cell, ...], Colour]]:
    """The complete rosettes on the board (the family's own notion): each ring's cells and
    colour; none in a family without rosettes."""
    found = position_family(position).rosettes
    return [] if found is None else list(found(position))


def lead(position: Position[Any], colour: Colour) -> float:
    """``colour``'s lead by the family's count with no stone dead (-inf without a count)."""
    counting = position_family(position).counting
    if counting is None:
        return float("-inf")
    score = counting.score(position, (), ())
    return score.side(colour).total - score.side(opponent(colour)).total

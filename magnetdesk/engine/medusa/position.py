"""The Medusa machine: placement, group movement, rosettes, reversal, the marker.

A position is a value. A turn is played either action by action (the app: a click places, a
drag moves a group, "Done" ends the turn) or whole (files, the text protocol, the computer):

>>> from magnetdesk.engine.medusa.rules import new_medusa_position
>>> p = new_medusa_position()
>>> t = p.play(p.parse_action("k11"))          # the placement; the movement phase follows
>>> t.position.in_turn, t.position.to_move == p.to_move
(True, True)
>>> p2 = t.position.play(DONE).position          # done: White's turn
>>> p2.move_text(p2.parse_move("k9"))
'k9'
>>> p3 = p2.play(p2.parse_move("pass")).position  # no placement: the marker moves toward White
>>> p3.marker
-4

Between the actions of a turn the position is *in the turn*: ``to_move`` is still the mover,
``turn_so_far`` says what was done and ``spent`` which stones may no longer move. Every
action answers a :class:`~magnetdesk.engine.core.vocabulary.Transition` whose effects say, in order,
what happened (:class:`~magnetdesk.engine.core.vocabulary.Placed`, :class:`Moved`,
:class:`Reversed`, :class:`MarkerMoved`, :class:`~magnetdesk.engine.core.vocabulary.Passed`), or an
:class:`~magnetdesk.engine.core.vocabulary.Illegal` with the reason.

Repetition: a turn may not end in an earlier state (board, marker, side to move); a complete
pass always may. A movement that could only lead to such a state is refused at once, so a
turn in progress can always be finished.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from magnetdesk.engine.core.geometry import MedusaHex
from magnetdesk.engine.core.history import ZOBRIST, board_hash
from magnetdesk.engine.core.numbers import whole_number
from magnetdesk.engine.core.vocabulary import (
    BLACK,
    EMPTY,
    WHITE,
    GameEnd,
    Illegal,
    IllegalMove,
    Passed,
    Placed,
    Position,
    Reason,
    Transition,
    game_over,
    opponent,
)
from magnetdesk.engine.medusa.groups import group_at, jump_landings, reverse_breathless
from magnetdesk.engine.medusa.notation import (
    DONE,
    Action,
    Done,
    Movement,
    Placement,
    Turn,
    action_text,
    parse_action,
    parse_turn,
    turn_text,
)
from magnetdesk.engine.medusa.settings import MARKER_END, MedusaSettings
from magnetdesk.engine.medusa.state import (
    MarkerMoved,
    MedusaEffect,
    Moved,
    Reversed,
    StateLink,
    marker_toward,
    state_key,
)
from magnetdesk.translation import QT_TR_NOOP, tr


@dataclass(frozen=True)
class TurnProgress:
    """What the side to move has done so far this turn, and the stones that may not move."""

    start: MedusaPosition
    placement: int | None
    movements: tuple[Movement, ...]
    spent: frozenset[int]


class MedusaPosition:
    """A Medusa position (a value). ``board[cell]`` is EMPTY, BLACK or WHITE; ``marker`` runs
    from -9 (White's end) to +9 (Black's end); ``progress`` is None at a turn boundary."""

    __slots__ = (
        "board", "board_key", "end", "hash", "history", "marker", "passes", "progress",
        "rules", "to_move",
    )

    def __init__(
        self,
        rules: MedusaSettings,
        board: tuple[int, ...],
        to_move: int,
        marker: int,
        passes: int = 0,
        history: StateLink | None = None,
        end: GameEnd | None = None,
        progress: TurnProgress | None = None,
        board_key: int | None = None,
    ) -> None:
        self.rules = rules
        self.board = board
        self.to_move = to_move
        self.marker = marker
        self.passes = passes
        self.end = end
        self.progress = progress
        self.board_key = board_hash(board) if board_key is None else board_key
        self.hash = state_key(self.board_key, marker, to_move)
        self.history = history or StateLink(self.hash, 0, None, is_turn=False)

    # --- making positions ---------------------------------------------------------------

    @classmethod
    def initial(cls, rules: MedusaSettings) -> MedusaPosition:
        return cls(rules, (EMPTY,) * rules.grid.cell_count, BLACK, -rules.komi)

    def _boundary(self, board: tuple[int, ...], to_move: int, marker: int) -> MedusaPosition:
        """A setup state at a turn boundary (it counts for the repetition ban)."""
        if self.progress is not None:
            raise ValueError("setup is only possible between turns")
        key = board_hash(board)
        link = StateLink(state_key(key, marker, to_move), self.ply + 1, self.history, False)
        return MedusaPosition(self.rules, board, to_move, marker, 0, link, None, None, key)

    def with_stones(
        self,
        black: Iterable[int] = (),
        white: Iterable[int] = (),
        empty: Iterable[int] = (),
        to_move: int | None = None,
    ) -> MedusaPosition:
        """Setup stones (a diagram, a file's AB/AW/AE): placed as given, nothing reversed."""
        board = list(self.board)
        for colour, cells in ((BLACK, black), (WHITE, white), (EMPTY, empty)):
            for cell in cells:
                board[cell] = colour
        side = self.to_move if to_move is None else to_move
        return self._boundary(tuple(board), side, self.marker)

    def with_marker(self, marker: int) -> MedusaPosition:
        """The same board with the marker at ``marker`` (-9..9, positive toward Black)."""
        if not -MARKER_END <= marker <= MARKER_END:
            raise ValueError(f"the marker runs from -{MARKER_END} to {MARKER_END}")
        return self._boundary(self.board, self.to_move, marker)

    def with_state(self, text: str) -> MedusaPosition | Illegal:
        """The same board with the marker where a setup's state ``text`` puts it (a whole
        number from -9 to 9: the marker setup property, docs/file-format.md)."""
        marker = whole_number(text.strip(), signed=True)
        if marker is None or not -MARKER_END <= marker <= MARKER_END:
            message = tr("the marker stands on its track from -{end} to {end}, not at {text}")
            return Illegal(Reason.SYNTAX, message.format(end=MARKER_END, text=repr(text)))
        return self.with_marker(marker)

    def with_to_move(self, colour: int) -> MedusaPosition:
        """The same state with ``colour`` to move (between turns only)."""
        if colour == self.to_move:
            return self
        if self.progress is not None:
            raise ValueError("the side to move can only change between turns")
        h = self.history
        key = state_key(self.board_key, self.marker, colour)
        link = StateLink(key, h.ply, h.parent, h.is_turn)
        return MedusaPosition(
            self.rules, self.board, colour, self.marker, self.passes, link, self.end, None,
            self.board_key,
        )

    def resumed(self) -> MedusaPosition:
        """After two passes, play on (a text-protocol controller or a scoring dispute)."""
        if self.end is None or not self.end.needs_scoring:
            return self
        return MedusaPosition(
            self.rules, self.board, self.to_move, self.marker, 0, self.history, None, None,
            self.board_key,
        )

    def ready_for(self, colour: int) -> MedusaPosition | Illegal:
        """This position with ``colour`` to move at a turn boundary, as a file or the text
        protocol may ask; after two passes play resumes, after a resignation it does not."""
        position: MedusaPosition = self.turn_start
        if position.end is not None:
            if not position.end.needs_scoring:
                return game_over(position.end)
            position = position.resumed()
        return position.with_to_move(colour)

    def resign(self, colour: int) -> MedusaPosition:
        """``colour`` resigns: the game is over and the opponent wins."""
        return MedusaPosition(
            self.rules, self.board, self.to_move, self.marker, self.passes, self.history,
            GameEnd(QT_TR_NOOP("resignation"), winner=opponent(colour)), self.progress,
            self.board_key,
        )

    # --- what the position is -----------------------------------------------------------

    @property
    def topology(self) -> MedusaHex:
        return self.rules.grid

    @property
    def ply(self) -> int:
        return self.history.ply

    @property
    def in_turn(self) -> bool:
        """Has the side to move begun its turn (placed or moved) without ending it?"""
        return self.progress is not None

    @property
    def turn_start(self) -> MedusaPosition:
        """The position this turn started from (this one between turns)."""
        return self if self.progress is None else self.progress.start

    @property
    def turn_so_far(self) -> Turn:
        """The placement and movements played so far this turn."""
        if self.progress is None:
            return Turn()
        return Turn(self.progress.placement, self.progress.movements)

    @property
    def spent(self) -> frozenset[int]:
        """Stones that may not move again this turn (their group moved, or touched one)."""
        return frozenset() if self.progress is None else self.progress.spent

    @property
    def placed(self) -> bool:
        return self.progress is not None and self.progress.placement is not None

    def stones(self, colour: int) -> list[int]:
        return [c for c, s in enumerate(self.board) if s == colour]

    def rosettes(self) -> list[tuple[int, int]]:
        """Every complete rosette on the board: (index into ``topology.holes``, colour)."""
        board = self.board
        found = []
        for hole, ring in enumerate(self.rules.grid.rosettes):
            colour = board[ring[0]]
            if colour != EMPTY and all(board[c] == colour for c in ring):
                found.append((hole, colour))
        return found

    def board_text(self) -> str:
        """One line per row, the highest first, only the places of that row: ``X`` black,
        ``O`` white, ``.`` empty, ``#`` a hole."""
        chars = ".XO"
        return "\n".join(
            "".join("#" if c is None else chars[self.board[c]] for c in row)
            for row in self.rules.grid.rows()
        )

    # --- notation -----------------------------------------------------------------------

    def parse_move(self, text: str) -> Turn | Illegal:
        """A whole turn: ``k11 q15-s15 e1-c1``, ``qs15``, ``pass`` (any case)."""
        return parse_turn(self.rules.grid, text)

    def parse_action(self, text: str) -> Action | Illegal:
        """One action: a cell, ``q15-s15`` / ``qs15``, or ``done`` / ``pass``."""
        return parse_action(self.rules.grid, text)

    def move_text(self, move: Turn | Action) -> str:
        """A turn or a single action in notation (``done`` is ``pass`` at a turn's start)."""
        if isinstance(move, Turn):
            return turn_text(self.rules.grid, move)
        return action_text(self.rules.grid, move, turn_start=self.progress is None)

    # --- playing ------------------------------------------------------------------------

    def play(self, move: Turn | Action) -> Transition[MedusaPosition]:
        outcome = self.attempt(move)
        if isinstance(outcome, Illegal):
            raise IllegalMove(outcome)
        return outcome

    def is_legal(self, move: Turn | Action) -> bool:
        return not isinstance(self.attempt(move), Illegal)

    def attempt(
        self, move: Turn | Action, colour: int | None = None
    ) -> Transition[MedusaPosition] | Illegal:
        """Play a single action, or a whole turn from a turn boundary, for the side to move
        (or check that ``colour`` is that side)."""
        if self.end is not None:
            return game_over(self.end)
        if colour is not None and colour != self.to_move:
            return Illegal(Reason.NOT_YOUR_TURN, tr("it is not your turn"))
        if isinstance(move, Turn):
            return self._turn(move)
        if isinstance(move, Placement):
            return self._place(move)
        if isinstance(move, Movement):
            return self._move(move)
        if isinstance(move, Done):
            return self._done()
        return Illegal(
            Reason.SYNTAX, tr("{text} is not a Medusa action").format(text=repr(move))
        )

    def legal_actions(self) -> list[Action]:
        """Every legal single action: placements (at a turn's start), movements, DONE last."""
        if self.end is not None:
            return []
        actions: list[Action] = []
        if self.progress is None:
            actions += [Placement(c) for c, s in enumerate(self.board) if s == EMPTY]
        for movement in self.movement_candidates():
            after = self._apply_movement(movement).position
            if self.placed or after._finishable():
                actions.append(movement)
        if self._done_allowed():
            actions.append(DONE)
        return actions

    legal_moves = legal_actions

    def movement_targets(self, cell: int) -> list[int]:
        """Where the stone on ``cell`` may legally jump now (for highlighting a drag)."""
        return [
            a.end for a in self.legal_actions() if isinstance(a, Movement) and a.start == cell
        ]

    def movement_candidates(self) -> list[Movement]:
        """The movements the board allows now (groups of two or more stones, no spent stone),
        before the repetition ban is considered."""
        if self.end is not None:
            return []
        board = self.board
        grid = self.rules.grid
        colour = self.to_move
        spent = self.spent
        seen: set[int] = set()
        found = []
        for cell, stone in enumerate(board):
            if stone != colour or cell in seen:
                continue
            group = group_at(board, grid.neighbours, cell)
            seen.update(group)
            if len(group) < 2 or not spent.isdisjoint(group):
                continue
            for start in sorted(group):
                found += [Movement(start, end) for end in jump_landings(board, grid, start)]
        return found

    # --- the actions --------------------------------------------------------------------

    def _progress(self) -> TurnProgress:
        return self.progress or TurnProgress(self, None, (), frozenset())

    def _turn(self, turn: Turn) -> Transition[MedusaPosition] | Illegal:
        if self.progress is not None:
            return Illegal(
                Reason.ILLEGAL, tr("a whole turn can only be played from a turn's start")
            )
        position = self
        effects: list[object] = []
        for action in turn.actions():
            outcome = position.attempt(action)
            if isinstance(outcome, Illegal):
                message = tr("{where}: {message}").format(
                    where=position.move_text(action), message=outcome.message
                )
                return Illegal(outcome.reason, message)
            effects += outcome.effects
            position = outcome.position
        return Transition(position, turn, tuple(effects))

    def _place(self, placement: Placement) -> Transition[MedusaPosition] | Illegal:
        cell = placement.cell
        if not 0 <= cell < len(self.board):
            return Illegal(Reason.OFF_BOARD, tr("that cell is not on the board"))
        if self.progress is not None:
            return Illegal(
                Reason.ILLEGAL, tr("a stone may only be placed at the start of a turn, once")
            )
        if self.board[cell] != EMPTY:
            message = tr("{move} is occupied").format(move=self.move_text(placement))
            return Illegal(Reason.OCCUPIED, message)
        colour = self.to_move
        board = list(self.board)
        board[cell] = colour
        effects: list[MedusaEffect] = [Placed(cell, colour)]
        key = self.board_key ^ ZOBRIST[colour][cell]
        key = _reverse(board, self.rules, cell, effects, key)
        progress = TurnProgress(self, cell, (), frozenset())
        return Transition(self._mid_turn(board, key, progress), placement, tuple(effects))

    def _move(self, movement: Movement) -> Transition[MedusaPosition] | Illegal:
        why = self._movement_refusal(movement)
        if why is not None:
            return Illegal(Reason.ILLEGAL, why)
        outcome = self._apply_movement(movement)
        if not self.placed and not outcome.position._finishable():
            return Illegal(
                Reason.SUPERKO,
                tr("repetition: after this movement the turn can only end in an earlier position"),
            )
        return outcome

    def _movement_refusal(self, movement: Movement) -> str | None:
        """Why the board does not allow this movement now, or None if it does."""
        board, grid = self.board, self.rules.grid
        start, end = movement.start, movement.end
        if not (0 <= start < len(board) and 0 <= end < len(board)):
            return tr("that cell is not on the board")
        name = grid.name(start)
        if board[start] != self.to_move:
            return tr("{cell} holds no stone of yours").format(cell=name)
        group = group_at(board, grid.neighbours, start)
        if len(group) < 2:
            return tr(
                "{cell} is a single stone: only groups of two or more stones move"
            ).format(cell=name)
        if not self.spent.isdisjoint(group):
            return tr(
                "the group of {cell} has already moved this turn, or a moved group touched it"
            ).format(cell=name)
        if end not in jump_landings(board, grid, start):
            return tr(
                "{cell} cannot reach {target}: a stone jumps over an unbroken row of its own "
                "stones to the first empty cell beyond"
            ).format(cell=name, target=grid.name(end))
        return None

    def _apply_movement(self, movement: Movement) -> Transition[MedusaPosition]:
        """The movement, already known to be allowed by the board: the stone jumps, then the
        reversals; every stone of the group as it stood, and the jumped stone, are spent."""
        start, end = movement.start, movement.end
        colour = self.to_move
        grid = self.rules.grid
        group = group_at(self.board, grid.neighbours, start)
        board = list(self.board)
        board[start] = EMPTY
        board[end] = colour
        keys = ZOBRIST[colour]
        key = self.board_key ^ keys[start] ^ keys[end]
        effects: list[MedusaEffect] = [Moved(start, end, colour)]
        key = _reverse(board, self.rules, end, effects, key)
        before = self._progress()
        spent = (before.spent | set(group) | {end}) - {start}
        progress = TurnProgress(
            before.start,
            before.placement,
            (*before.movements, movement),
            frozenset(c for c in spent if board[c] == colour),
        )
        return Transition(self._mid_turn(board, key, progress), movement, tuple(effects))

    def _mid_turn(self, board: list[int], key: int, progress: TurnProgress) -> MedusaPosition:
        return MedusaPosition(
            self.rules, tuple(board), self.to_move, self.marker, self.passes, self.history,
            None, progress, key,
        )

    def _done(self) -> Transition[MedusaPosition] | Illegal:
        colour = self.to_move
        complete_pass = self.progress is None
        marker = self.marker if self.placed else marker_toward(self.marker, colour)
        key = state_key(self.board_key, marker, opponent(colour))
        if not complete_pass and self._repeats(key):
            return Illegal(
                Reason.SUPERKO,
                tr("repetition: the turn would recreate an earlier position (board, marker and "
                   "player to move)"),
            )
        effects: list[MedusaEffect] = [Passed(colour)] if complete_pass else []
        if marker != self.marker:
            effects.append(MarkerMoved(self.marker, marker, colour))
        passes = self.passes + 1 if complete_pass else 0
        end = GameEnd(QT_TR_NOOP("two passes"), needs_scoring=True) if passes >= 2 else None
        link = StateLink(key, self.history.ply + 1, self.history)
        nxt = MedusaPosition(
            self.rules, self.board, opponent(colour), marker, passes, link, end, None,
            self.board_key,
        )
        return Transition(nxt, DONE, tuple(effects))

    # --- the repetition ban -------------------------------------------------------------

    def _repeats(self, key: int) -> bool:
        return any(link.key == key for link in self.history)

    def _done_allowed(self) -> bool:
        if self.progress is None or self.placed:
            return True  # a complete pass is exempt; a placement makes a new stone count
        marker = marker_toward(self.marker, self.to_move)
        return not self._repeats(state_key(self.board_key, marker, opponent(self.to_move)))

    def _finishable(self) -> bool:
        """Can this turn in progress still end legally (now, or after more movements)?"""
        if self._done_allowed():
            return True
        return any(
            self._apply_movement(m).position._finishable() for m in self.movement_candidates()
        )

    # --- values -------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, MedusaPosition)
            and self.board == other.board
            and self.to_move == other.to_move
            and self.marker == other.marker
            and self.passes == other.passes
            and self.end == other.end
            and self.progress == other.progress
            and self.rules == other.rules
        )

    def __hash__(self) -> int:
        return self.hash

    def __repr__(self) -> str:
        side = "black" if self.to_move == BLACK else "white"
        state = " in turn" if self.progress is not None else ""
        return f"<MedusaPosition {side} to move{state}, marker {self.marker:+d}>"


def _reverse(
    board: list[int], rules: MedusaSettings, cell: int, effects: list[MedusaEffect], key: int
) -> int:
    """Apply the reversals after a stone arrived on ``cell``; add their effects; the new board
    key."""
    captured, suicided = reverse_breathless(board, rules.grid, cell)
    for cells, suicide in ((captured, False), (suicided, True)):
        if cells:
            colour = board[cells[0]]
            effects.append(Reversed(tuple(cells), colour, suicide))
            flip = ZOBRIST[BLACK], ZOBRIST[WHITE]
            for c in cells:
                key ^= flip[0][c] ^ flip[1][c]
    return key


if TYPE_CHECKING:  # the static check that MedusaPosition answers the Position contract
    _CONTRACT: type[Position[Turn | Action]] = MedusaPosition

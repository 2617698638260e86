"""Medusa's actions and turns as values, and their notation.

A turn is an optional :class:`Placement`, then any number of :class:`Movement` values (one per
group), then :data:`DONE`. Single actions are what the app plays one click or drag at a time;
a :class:`Turn` is what files, the text protocol and the move list write:

* a cell: ``k11``; a movement ``from-to``: ``q15-s15``; the compact row form ``qs15`` (same
  row, from column q to column s) is read too;
* a whole turn: the placement first, then the movements, space separated: ``k11 q15-s15
  e1-c1``; a turn with neither: ``pass``. ``done`` ends a turn's actions; ``pass`` is the same
  action at the start of a turn.

>>> from magnetdesk.engine.medusa.rules import medusa_board
>>> board = medusa_board()
>>> turn = parse_turn(board, "K11 qs15 e1-c1")
>>> turn_text(board, turn)
'k11 q15-s15 e1-c1'
>>> turn_text(board, parse_turn(board, "pass"))
'pass'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from magnetdesk.engine.core.geometry import MedusaHex
from magnetdesk.engine.core.vocabulary import Illegal, Reason
from magnetdesk.translation import tr


@dataclass(frozen=True)
class Placement:
    """Put a stone of the side to move on an empty cell (first action of a turn only)."""

    cell: int


@dataclass(frozen=True)
class Movement:
    """Move a group: its stone on ``start`` jumps over friendly stones to ``end``."""

    start: int
    end: int


@dataclass(frozen=True)
class Done:
    """End the turn (a complete pass when nothing was placed or moved)."""


DONE = Done()
Action = Placement | Movement | Done


@dataclass(frozen=True)
class Turn:
    """A whole turn: the placed cell (or None) and the movements in the order played."""

    placement: int | None = None
    movements: tuple[Movement, ...] = ()

    @property
    def is_pass(self) -> bool:
        """Neither placement nor movement: a complete pass."""
        return self.placement is None and not self.movements

    def actions(self) -> tuple[Action, ...]:
        """The single actions that play this turn, :data:`DONE` last."""
        head: tuple[Action, ...] = () if self.placement is None else (Placement(self.placement),)
        return (*head, *self.movements, DONE)


PASS_TURN = Turn()

_CELL = re.compile(r"^([a-z])([0-9]{1,2})$")
_MOVEMENT = re.compile(r"^([a-z][0-9]{1,2})-([a-z][0-9]{1,2})$")
_COMPACT = re.compile(r"^([a-z])([a-z])([0-9]{1,2})$")


def _cell(board: MedusaHex, word: str) -> int | Illegal:
    cell = board.parse(word)
    if cell is not None:
        return cell
    if (ord(word[0]) - ord("a") + 1, int(word[1:])) in board.holes:
        return Illegal(Reason.OFF_BOARD, tr("{cell} is a hole, not a cell").format(cell=word))
    message = tr("{cell} is not a cell of the Medusa board").format(cell=word)
    return Illegal(Reason.OFF_BOARD, message)


def parse_action(board: MedusaHex, text: str) -> Action | Illegal:
    """One action: ``done``/``pass``, a cell (placement), ``from-to`` or ``qs15`` (movement)."""
    word = text.strip().lower()
    if word in ("done", "pass"):
        return DONE
    if _CELL.match(word):
        cell = _cell(board, word)
        return cell if isinstance(cell, Illegal) else Placement(cell)
    ends = _movement_ends(word)
    if ends is None:
        message = tr("{text} is not a Medusa action").format(text=repr(text.strip()))
        return Illegal(Reason.SYNTAX, message)
    start, end = (_cell(board, w) for w in ends)
    if isinstance(start, Illegal):
        return start
    if isinstance(end, Illegal):
        return end
    return Movement(start, end)


def _movement_ends(word: str) -> tuple[str, str] | None:
    match = _MOVEMENT.match(word)
    if match:
        return match.group(1), match.group(2)
    match = _COMPACT.match(word)
    if match:
        row = match.group(3)
        return match.group(1) + row, match.group(2) + row
    return None


def action_text(board: MedusaHex, action: Action, turn_start: bool = False) -> str:
    """``k11``, ``q15-s15``, or ``done`` (``pass`` when ``turn_start``: nothing done yet)."""
    if isinstance(action, Placement):
        return board.name(action.cell)
    if isinstance(action, Movement):
        return f"{board.name(action.start)}-{board.name(action.end)}"
    return "pass" if turn_start else "done"


def parse_turn(board: MedusaHex, text: str) -> Turn | Illegal:
    """A whole turn: ``pass``, or an optional placement then movements (a final ``done`` may
    be written)."""
    words = text.lower().split()
    if not words:
        return Illegal(Reason.SYNTAX, tr("an empty turn"))
    if words[-1] == "done":
        words.pop()
    if not words or words == ["pass"]:
        return PASS_TURN
    placement = None
    movements: list[Movement] = []
    for i, word in enumerate(words):
        action = parse_action(board, word)
        if isinstance(action, Illegal):
            return action
        if isinstance(action, Placement):
            if i != 0:
                message = tr("the placement {cell} must come before the movements")
                return Illegal(Reason.SYNTAX, message.format(cell=word))
            placement = action.cell
        elif isinstance(action, Movement):
            movements.append(action)
        else:
            message = tr("{word} can only stand alone or end a turn").format(word=repr(word))
            return Illegal(Reason.SYNTAX, message)
    return Turn(placement, tuple(movements))


def turn_text(board: MedusaHex, turn: Turn) -> str:
    """``k11 q15-s15 e1-c1``, ``q15-s15``, ``k11`` or ``pass``."""
    if turn.is_pass:
        return "pass"
    words = [] if turn.placement is None else [board.name(turn.placement)]
    words += [action_text(board, m) for m in turn.movements]
    return " ".join(words)

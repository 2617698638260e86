"""The one press–drag–drop flow of the board styles that move a piece (the chess family's
moves, Medusa's group movements): a press on a piece the style lets the mouse hold keeps it
(:class:`~magnetdesk.gui.board.held_piece.HeldPiece`); if it may move, it follows the pointer
once the pointer has moved a little; let go over a cell it may go to, it makes the move, and
the move's animation starts where it was let go (:meth:`DragStyle.settle`); let go anywhere
else, it goes back to its cell. A press without moving is a click.

:class:`DragStyle` runs the flow and asks its subclass what differs: which pieces the mouse
holds (``holds``), which may move and where (``movable``, ``targets``), the marks
(``show_marks``), the preview of the move under the mouse (``hover``, also while dragging),
what a lifted piece shows (``lifted``), what a short press means (``pressed``), what a piece
put back on its cell or dropped off the board means (``put_back``), the move (``move``) and
the refusal (``refuse``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from magnetdesk.gui.board.animation import Slide
from magnetdesk.gui.board.held_piece import HeldPiece
from magnetdesk.gui.board.items import BoardPiece
from magnetdesk.gui.board.scene import BoardScene

DROP_MS = 90  # a dropped piece settles on its cell

Drop = tuple[int, int, QPointF]  # a move the mouse dropped: start, end, where it was let go


class DragStyle:
    """The grab, drag and drop of a :class:`~magnetdesk.gui.board.contracts.BoardStyle`;
    see the module docstring. ``selected`` is the piece picked up (clicked, or lifted by the
    mouse); the scene says ``pickedUp`` when there comes to be one or none any more."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self._selected: int | None = None
        self.held = HeldPiece(scene)
        self._dropped: Drop | None = None

    @property
    def selected(self) -> int | None:
        return self._selected

    @selected.setter
    def selected(self, cell: int | None) -> None:
        was, self._selected = self._selected, cell
        if (was is None) != (cell is None):
            self.scene.pickedUp.emit(cell is not None)

    def put_down(self) -> bool:
        """Esc: the piece picked up (by a click, the keys, or the mouse still dragging it) is
        back on its cell and nothing is picked up; False when nothing was."""
        _, moved = self.held.let_go()
        if self.selected is None and not moved:
            return False
        self.selected = None
        self.scene.show_preview(None)
        self.show_marks()
        return True

    # --- the flow -----------------------------------------------------------------------

    def grab(self, cell: int | None, screen: QPointF) -> bool:
        """A press on a piece the mouse may hold holds it (it follows the pointer once the
        pointer has moved a little, if it may move)."""
        if cell is None or not self.scene.playable() or not self.holds(cell):
            return False
        self.held.hold(cell, screen)
        return True

    def drag(self, point: QPointF, screen: QPointF) -> None:
        if self.held.cell not in self.movable():
            return
        if self.held.follow(point, screen):
            self.selected = self.held.cell
            self.lifted()
        self.hover(self.scene.cell_at(point))  # what a drop there would do

    def drop(self, cell: int | None, point: QPointF) -> None:
        """The held piece is let go over ``cell``: a move if it may go there, else it goes
        back with the reason (a press without moving is a click)."""
        start, moved = self.held.let_go()
        if start is None:
            return
        if moved:
            self.scene.show_preview(None)
        if not moved:
            self.pressed(start, cell)
            return
        if cell is None or cell == start:
            self.put_back(start)
            return
        self.selected = None
        self.show_marks()
        if cell in self.targets(start):
            self._dropped = (start, cell, point)
            self.move(start, cell)
        else:
            self.refuse(start, cell)

    def take_drop(self) -> Drop | None:
        """The move the mouse dropped last (None: none since the last time this was asked):
        a move's animation asks once, then asks :meth:`settle` about each piece it moves."""
        dropped, self._dropped = self._dropped, None
        return dropped

    def settle(self, drop: Drop | None, item: BoardPiece, start: int, end: int) -> Slide | None:
        """``item``'s move start→end if it is the one the mouse dropped (``drop``): a short
        slide from where it was let go (None: animate the move as the style does)."""
        if drop is None or drop[:2] != (start, end):
            return None
        return Slide(item, drop[2], self.scene.cell_point(end), DROP_MS)

    # --- what differs (the styles' part) ------------------------------------------------

    def holds(self, cell: int) -> bool:
        """The mouse may hold the piece on ``cell`` (a piece of the side to move)."""
        raise NotImplementedError

    def movable(self) -> set[int]:
        """The cells of the pieces that may move now."""
        raise NotImplementedError

    def hover(self, cell: int | None) -> None:
        """The mouse is over ``cell`` (also while a piece is held): show what the move there
        would do (the preview), or nothing."""
        raise NotImplementedError

    def targets(self, cell: int) -> list[int]:
        """The cells the piece on ``cell`` may go to now."""
        raise NotImplementedError

    def show_marks(self) -> None:
        """Draw the marks of the position, the piece picked up and its targets."""
        raise NotImplementedError

    def lifted(self) -> None:
        """The held piece has just left its cell (``selected`` is it now)."""
        raise NotImplementedError

    def pressed(self, start: int, cell: int | None) -> None:
        """A press on ``start`` let go over ``cell`` without the piece having moved."""
        raise NotImplementedError

    def put_back(self, start: int) -> None:
        """The lifted piece was let go on its own cell or off the board (it is back)."""
        raise NotImplementedError

    def move(self, start: int, end: int) -> None:
        """Play start→end (a target of ``start``)."""
        raise NotImplementedError

    def refuse(self, start: int, end: int) -> None:
        """start→end is not a move: say why."""
        raise NotImplementedError

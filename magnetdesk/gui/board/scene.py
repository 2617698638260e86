"""The board as a QGraphicsScene, drawn from the engine's geometry for any topology.

The scene shows one position: the board (drawn by the painter its family names), a stone
item per stone, the last move's mark or the move numbers, the marks of the last move
(magnet slides, Medusa's jumps and rosettes) and, fainter, of the move before it (so a player
who moved sees what their own move did after the computer's quick reply), a ghost stone where
a click would be legal with the preview of what the move under the mouse would do (its slides,
the stones it would turn over, a chess move's field: ``show_preview``), the scoring overlay
with the stones a click would change, and the coordinates of the cell under the mouse
highlighted. ``set_position`` updates only the items
that changed; ``show_effects`` animates a move that has just been played. A move given to
``set_position(..., animate=transition)`` while another one is still animating waits for it
to end: the reply is shown after the player's own move has been seen.

What depends on the rules is asked of the *board style* of the variant's family
(:mod:`magnetdesk.gui.board.families`; what the scene asks of it is
:class:`~magnetdesk.gui.board.contracts.BoardStyle`): :mod:`~magnetdesk.gui.board.go.style`
makes a click ``cellClicked(cell)`` when the engine accepts the move there;
:mod:`~magnetdesk.gui.board.medusa.style` makes clicks and drags ``actionChosen(action)``,
and :mod:`~magnetdesk.gui.board.chess.style` a chess move (a click on a piece, then on its
target, or a drag) ``actionChosen(move)``; the style also says which item draws a board
value (``item_class``: a stone, or a chess piece). A refusal is ``illegalClick(message)``
with the engine's reason; the scene never decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from magnetdesk.engine.core.vocabulary import EMPTY, Placed, Transition
from magnetdesk.gui.board.animation import EffectAnimation
from magnetdesk.gui.board.contracts import BoardStyle
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.items import (
    DEAD_OPACITY,
    EARLIER_OPACITY,
    PREVIEW_OPACITY,
    Z_EARLIER,
    Z_FLYING,
    Z_OVER,
    Z_OVERLAY,
    Z_STONES,
    Z_UNDER,
    BoardItem,
    BoardPiece,
    LabelHighlight,
    Marks,
    MarksItem,
    OverlayItem,
    StoneItem,
)
from magnetdesk.gui.board.markup_item import MarkupItem
from magnetdesk.gui.board.painters import Painter
from magnetdesk.gui.board.painters.common import nearest_cell, scene_point
from magnetdesk.gui.board.scene_readings import SceneReadings
from magnetdesk.record.markup import Markup

__all__ = ["DEAD_OPACITY", "BoardMode", "BoardScene"]

GHOST_OPACITY = 0.45

# what set_position shows: position, last transition, move numbers, earlier, animate
_Shown = tuple[
    Any, Transition | None, Mapping[int, int] | None, Transition | None, Transition | None
]


class BoardMode(Enum):
    """What clicks do: PLAY checks moves with the engine and shows the ghost stone; SELECT
    reports every cell (marking dead stones, setting up); LOCKED ignores the mouse (the
    computer is thinking, or the game is being replayed)."""

    PLAY = "play"
    SELECT = "select"
    LOCKED = "locked"


class BoardScene(SceneReadings, QGraphicsScene):
    """See the module docstring. Scene units: one cell step is ``UNIT``."""

    cellClicked = Signal(int)
    cellsDragged = Signal(int, int)  # SELECT mode: pressed on one cell, let go on another
    actionChosen = Signal(object)
    illegalClick = Signal(str)
    boardRectChanged = Signal()
    # the cell under the mouse (None: off the board) and whether Shift is held
    hovered = Signal(object, bool)
    moveShown = Signal(object)  # a move given to animate is shown now (its sound goes now)
    cursorMoved = Signal(int)  # the keyboard cursor (board/cursor.py) is on this cell now
    pickedUp = Signal(bool)  # a piece is picked up now (clicked or lifted), or none is any more

    stone_z = Z_STONES

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.position: Any = None
        self.topology: Any = None
        self.board_style: BoardStyle | None = None  # the board style of the position's family
        self.stones: dict[int, BoardPiece] = {}
        self._board: BoardItem | None = None
        self._stone_scale = 1.0
        self._points: list[QPointF] = []
        self._coordinates = True
        self._numbers_shown = False
        self._last: Transition | None = None
        self._numbers: Mapping[int, int] = {}
        self._dead: frozenset[int] = frozenset()
        self._mode = BoardMode.PLAY
        self._hover: int | None = None
        self._pointer: int | None = None  # the cell under the mouse, even while dragging
        self._shift = False
        self._pressed: int | None = None
        self._holding = False  # the style holds a stone the mouse pressed
        self._animation: EffectAnimation | None = None
        self._queue: list[_Shown] = []  # moves waiting for the running animation to end
        self._ghost = StoneItem(EMPTY, shadow=False)
        self._ghost.setOpacity(GHOST_OPACITY)
        self._ghost.setVisible(False)
        self._ghost.setZValue(Z_FLYING)
        self.addItem(self._ghost)
        self.under = MarksItem(Z_UNDER)  # slide arrows, rosettes
        self.over = MarksItem(Z_OVER)  # jumps, movement targets
        self._earlier = MarksItem(Z_EARLIER, EARLIER_OPACITY)  # the move before the last
        self._preview = MarksItem(Z_UNDER, PREVIEW_OPACITY, ahead=True)
        self._preview_over = MarksItem(Z_OVER)  # stones the move under the mouse would turn
        self._preview.setVisible(False)
        self._preview_over.setVisible(False)
        self._overlay = MarksItem(Z_OVERLAY)
        self._choice = MarksItem(Z_OVERLAY)  # the stones a scoring click would change
        self._labels = LabelHighlight()
        self._overlays: list[OverlayItem] = []  # drawn over the board by others (the coach)
        for item in self._marks_items():
            self.addItem(item)
        self.markup_item = MarkupItem()  # the node's markup, over the stones
        self.add_overlay(self.markup_item)

    def add_overlay(self, item: OverlayItem) -> None:
        """Show ``item`` over the whole board, its rect kept the board's from now on (an item
        whose rect is empty is never repainted when it changes)."""
        self._overlays.append(item)
        self.addItem(item)
        item.set_rect(self._board.boundingRect() if self._board is not None else QRectF())

    # --- what is shown ---------------------------------------------------------------------

    def set_position(
        self,
        position: Any,
        last_transition: Transition | None = None,
        move_numbers: Mapping[int, int] | None = None,
        earlier: Transition | None = None,
        animate: Transition | None = None,
    ) -> None:
        """Show ``position`` (a running animation jumps to its end first).

        ``last_transition`` is the move that led here: its stone gets the last-move mark and
        its slides or jumps stay drawn; ``earlier``'s (the move before) are drawn fainter.
        ``move_numbers`` maps cells to the move number shown on their stone when move
        numbers are switched on. ``animate`` (a move just played, or the part of it to
        animate) is shown with :meth:`show_effects`; while another move is animating, it
        all waits until that animation has ended."""
        state: _Shown = (position, last_transition, move_numbers, earlier, animate)
        if animate is not None and (self.animating or self._queue):
            self._queue.append(state)
            return
        self.finish_animations()
        self._show(*state)

    def _show(
        self,
        position: Any,
        last_transition: Transition | None,
        move_numbers: Mapping[int, int] | None,
        earlier: Transition | None,
        animate: Transition | None,
    ) -> None:
        family = position_family(position)
        if position.topology != self.topology:
            self._set_topology(position.topology, family.painter)
        style = self.board_style
        if not isinstance(style, family.board_style):
            style = self.board_style = family.board_style(self)
            for item in self.stones.values():
                self.removeItem(item)  # another family draws its pieces with other items
            self.stones.clear()
        if position is not self.position:
            self._dead = frozenset()
            self._overlay.set_marks()
            self._choice.set_marks()
        self.position = position
        self._last = last_transition
        self._numbers = move_numbers or {}
        for cell, stone in enumerate(position.board):
            shown = self.stones.get(cell)
            if stone == EMPTY:
                if shown is not None:
                    self.removeItem(self.stones.pop(cell))
                continue
            piece = shown
            if piece is None:
                piece = self.stones[cell] = style.item_class(stone, scale=self._stone_scale)
                self.addItem(piece)
            piece.set_colour(stone)
            piece.setPos(self._points[cell])
            piece.set_dead(cell in self._dead)
        self._decorate()
        style.shown(last_transition)
        marks: Marks = style.marks(earlier) if earlier is not None else {}
        self._earlier.set_marks(**marks)
        style.hover(self._hover)
        if animate is not None:
            self.show_effects(animate)
            self.moveShown.emit(animate)

    def show_effects(self, transition: Transition) -> None:
        """Animate the move that led to ``transition.position`` (slides and fading captures,
        or Medusa's appearing, jumping and turning stones). Shows that position first if it
        is not shown."""
        if transition.position is not self.position:
            self.set_position(transition.position, transition, self._numbers)
        self._finish_running()
        steps = [step for step in self._style().steps(transition) if step]
        if steps:
            self.over.hide()  # the jumps are drawn once the stones have landed
            self._animation = EffectAnimation(steps, self._drop_temporary, self)
            self._animation.start()

    def set_ownership(
        self, owner_per_cell: Sequence[int] | None, dead_cells: Iterable[int] = ()
    ) -> None:
        """The scoring overlay: a small square on every point ``owner_per_cell`` gives a colour
        (EMPTY: nobody), and the ``dead_cells`` stones drawn translucent. None clears it."""
        if owner_per_cell is not None:
            self.finish_animations()  # the overlay belongs to the position now current
        self._dead = frozenset(dead_cells) if owner_per_cell is not None else frozenset()
        owners = [
            (self._points[cell], colour)
            for cell, colour in enumerate(owner_per_cell or ())
            if colour != EMPTY and (cell not in self.stones or cell in self._dead)
        ]
        self._overlay.set_marks(owners=owners)
        for cell, item in self.stones.items():
            item.set_dead(cell in self._dead)
        self.show_choice()

    def show_choice(self, dying: Iterable[int] = (), reviving: Iterable[int] = ()) -> None:
        """Mark the stones a click would mark dead (``dying``) or bring back to life
        (``reviving``) in the scoring phase: a ring (and a cross) on each, the stone drawn
        halfway between its two looks."""
        dying, reviving = frozenset(dying), frozenset(reviving)
        marks = [
            (self._points[cell], cell in dying, self._stone_scale)
            for cell in sorted(dying | reviving)
            if cell in self.stones
        ]
        self._choice.set_marks(toggles=marks)
        for cell, item in self.stones.items():
            if cell in dying or cell in reviving:
                item.setOpacity((1.0 + DEAD_OPACITY) / 2)
            else:
                item.setOpacity(DEAD_OPACITY if cell in self._dead else 1.0)

    def choice_marks(self) -> dict[int, bool]:
        """The stones marked as a click would change them: cell → True if it would die."""
        return {self._cell_of(p): dying for p, dying, _ in self._choice.toggles}

    def set_coordinates_visible(self, shown: bool) -> None:
        if shown == self._coordinates:
            return
        self._coordinates = shown
        if self._board is not None:
            self._board.set_coordinates(shown)
            self._fit_scene_rect()
        pointer, self._pointer = self._pointer, None
        self._point_at(pointer)  # its labels lit, or not any more

    def coordinates_visible(self) -> bool:
        return self._coordinates

    def set_move_numbers_visible(self, shown: bool) -> None:
        self._numbers_shown = shown
        self._decorate()

    def move_numbers_visible(self) -> bool:
        return self._numbers_shown

    def set_markup(self, markup: Markup, dimmed: frozenset[str] = frozenset()) -> None:
        """The node's markup drawn over the board, and the points it leaves dimmed (a stone
        with a shape or a label shows it in place of its move number or last-move ring)."""
        self.markup_item.set_marks(markup, dimmed)
        if self.position is not None:
            self._decorate()

    def set_mode(self, mode: BoardMode) -> None:
        if mode != self._mode:
            self._mode = mode
            self._watch_shift(mode == BoardMode.SELECT)
            if self.board_style is not None:
                self.board_style.shown(self._last)
        if self.board_style is not None:
            self.board_style.hover(self._hover)

    def mode(self) -> BoardMode:
        return self._mode

    def playable(self) -> bool:
        """Clicks play moves now: PLAY mode on a game that is not over."""
        return (
            self._mode == BoardMode.PLAY
            and self.position is not None
            and self.position.end is None
            and not self._queue  # the position shown is not the one to play on yet
        )

    # --- for the board styles ---------------------------------------------------------------

    def show_ghost(
        self, cell: int | None, preview: list[tuple[QPointF, QPointF]] | None = None
    ) -> None:
        """The ghost stone of the side to move on ``cell`` (None hides it), and the slides
        the move would cause drawn faintly."""
        self.show_preview(cell, {"arrows": preview or []} if cell is not None else None)

    def show_preview(
        self, ghost: int | None, under: Marks | None = None, over: Marks | None = None
    ) -> None:
        """What the move under the mouse would do: the ghost stone of the side to move on
        ``ghost`` (None: no ghost), ``under`` the stones drawn faintly (its slides, ahead of
        the stones; tinted squares), ``over`` them (the stones it would turn over). All None
        hides the preview."""
        if ghost is not None:
            self._ghost.set_colour(self.position.to_move)
            self._ghost.setPos(self._points[ghost])
        self._ghost.setVisible(ghost is not None)
        for item, marks in ((self._preview, under), (self._preview_over, over)):
            item.set_marks(**(marks or {}))
            item.setVisible(marks is not None)

    def temporary_stone(self, colour: int, cell: int, z: float) -> BoardPiece:
        """A stone (or another family's piece, ``colour`` being its board value) drawn on
        ``cell`` for an animation (a captured one fading out)."""
        item = self._style().item_class(colour, scale=self._stone_scale)
        item.setZValue(z)
        item.setPos(self._points[cell])
        self.addItem(item)
        return item

    # --- questions (the view, the window and tests ask them) --------------------------------

    def board_rect(self) -> QRectF:
        """The wood, in scene units (the view fits this into the window)."""
        return self._board.wood_rect() if self._board is not None else QRectF()

    def cell_point(self, cell: int) -> QPointF:
        return QPointF(self._points[cell])

    def cell_at(self, point: QPointF) -> int | None:
        return nearest_cell(self.topology, point) if self.topology is not None else None

    def stone_at(self, cell: int) -> BoardPiece | None:
        return self.stones.get(cell)

    def ghost(self) -> StoneItem:
        return self._ghost

    @property
    def animation(self) -> EffectAnimation | None:
        """The animation of the last move shown, while it runs."""
        return self._animation if self.animating else None

    @property
    def animating(self) -> bool:
        """A move is animating, or waits for the one animating to end."""
        return bool(self._queue) or (self._animation is not None and self._animation.running)

    def finish_animations(self) -> None:
        """Jump to the end: the running animation, then every move waiting (shown at once,
        without animation)."""
        queued, self._queue = self._queue, []
        self._finish_running()
        if queued:
            self._show(*queued[-1][:4], None)

    def _finish_running(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.finish()

    # --- the mouse --------------------------------------------------------------------------

    def set_hover(self, cell: int | None) -> None:
        if cell != self._hover:
            self._hover = cell
            if self.board_style is not None:
                self.board_style.hover(cell)
        self._point_at(cell)

    def hovered_cell(self) -> int | None:
        """The cell under the mouse (also while a stone is dragged)."""
        return self._pointer

    def shift_held(self) -> bool:
        return self._shift

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._set_shift(event.modifiers())
        if self._holding:
            self._style().drag(event.scenePos(), QPointF(event.screenPos()))
            self._point_at(self.cell_at(event.scenePos()))
        else:
            self.set_hover(self.cell_at(event.scenePos()))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._set_shift(event.modifiers())
        self._pressed = self.cell_at(event.scenePos())
        self._point_at(self._pressed)
        event.accept()
        if self._mode == BoardMode.PLAY and self.board_style is not None:
            self.finish_animations()
            self._holding = self.board_style.grab(self._pressed, QPointF(event.screenPos()))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        pressed, self._pressed = self._pressed, None
        if self._holding:
            self._holding = False
            self._style().drop(cell, event.scenePos())
            return
        if cell is not None and cell == pressed:
            self.click(cell)
        elif cell is not None and pressed is not None and self._mode == BoardMode.SELECT:
            self.cellsDragged.emit(pressed, cell)
        elif cell is None and pressed is None and self.playable():
            self._missed(event.scenePos())

    def click(self, cell: int) -> None:
        """A click on ``cell`` (the mouse's, or Enter at the keyboard cursor)."""
        if self.position is None:
            return
        if self._mode == BoardMode.SELECT:
            self.cellClicked.emit(cell)
        elif self._mode == BoardMode.PLAY:
            self.finish_animations()  # as a press does: the position shown is the one played
            self._style().click(cell)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While marking dead stones, Shift pressed or let go changes what a click would
        mark at once, wherever the keyboard focus is."""
        kind = event.type()
        keys = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
        if kind in keys and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Shift:
            self._set_shift(
                Qt.KeyboardModifier.ShiftModifier if kind == QEvent.Type.KeyPress
                else Qt.KeyboardModifier.NoModifier
            )
        return False

    # --- inside -----------------------------------------------------------------------------

    def _style(self) -> BoardStyle:
        """The board style (there is one once a position has been shown)."""
        if self.board_style is None:
            raise AssertionError("no position shown yet")
        return self.board_style

    def _cell_of(self, point: QPointF) -> int:
        """The cell of a point the scene drew a mark on."""
        cell = self.cell_at(point)
        if cell is None:
            raise AssertionError(f"no cell at {point}")
        return cell

    def _marks_items(self) -> tuple[MarksItem | LabelHighlight, ...]:
        return (self.under, self.over, self._earlier, self._preview, self._preview_over,
                self._overlay, self._choice, self._labels)

    def _watch_shift(self, on: bool) -> None:
        app = QApplication.instance()
        if app is None:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def _set_shift(self, modifiers: Qt.KeyboardModifier) -> None:
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if shift != self._shift:
            self._shift = shift
            self.hovered.emit(self._pointer, shift)

    def _point_at(self, cell: int | None) -> None:
        """The mouse is over ``cell``: its coordinates are highlighted, and the window
        hears of it (the status bar names it; the scoring box previews a click)."""
        if cell == self._pointer:
            return
        self._pointer = cell
        labels, lines, size = [], [], 0.0
        if cell is not None and self._board is not None and self._coordinates:
            painter = self._board.board_painter
            labels, lines, size = painter.cell_labels(cell), painter.cell_lines(cell), (
                painter.label_size
            )
        self._labels.set_labels(labels, size, lines)
        self.hovered.emit(cell, self._shift)

    def _missed(self, point: QPointF) -> None:
        """A click on no cell: if it hit a hole of the board, the status bar says why it
        plays nothing (as for any other click that plays nothing)."""
        why = self._board.board_painter.hole_at(point) if self._board is not None else None
        if why is not None:
            self.illegalClick.emit(why)

    def _set_topology(self, topology: Any, painter_of: Callable[[Any], Painter]) -> None:
        """A new board, drawn by ``painter_of(topology)`` (the family's painter)."""
        for item in self.stones.values():
            self.removeItem(item)
        self.stones.clear()
        if self._board is not None:
            self.removeItem(self._board)
        self.topology = topology
        self._points = [scene_point(topology, c) for c in topology.cells()]
        self.markup_item.set_board(topology, self._points)
        painter = painter_of(topology)
        self._stone_scale = painter.stone_scale
        self._ghost.setScale(painter.stone_scale)
        self._board = BoardItem(painter, self._coordinates)
        self.addItem(self._board)
        self._hover = None
        self._point_at(None)
        self._fit_scene_rect()

    def _fit_scene_rect(self) -> None:
        if self._board is None:
            return
        rect = self._board.boundingRect()
        self.setSceneRect(rect)
        for item in (*self._marks_items(), *self._overlays):
            item.set_rect(rect)
        self.boardRectChanged.emit()

    def _decorate(self) -> None:
        last = None
        if self._last is not None:
            last = next((e.cell for e in self._last.effects if isinstance(e, Placed)), None)
        wood = self.board_style is None or self.board_style.item_class is StoneItem
        self.markup_item.place(self.stones, wood, self._stone_scale)
        marked = self.markup_item.marked_cells()
        for cell, item in self.stones.items():
            number = self._numbers.get(cell) if self._numbers_shown else None
            label = str(number) if number is not None and cell not in marked else None
            item.decorate(label, accent=cell == last, marked=(
                cell == last and label is None and cell not in marked))

    def _drop_temporary(self, items: list[QGraphicsItem]) -> None:
        """The animation has ended: its temporary items go, the marks over the stones
        come back, and the next move waiting (if any) is shown and animated."""
        self.over.show()
        for item in items:
            if item.scene() is self:
                self.removeItem(item)
        if self._queue:
            self._show(*self._queue.pop(0))

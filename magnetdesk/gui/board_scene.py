"""The board as a QGraphicsScene, drawn from the engine's geometry for any topology.

The scene shows one position: the board (a painter per layout kind, chosen by the topology),
a stone item per stone, the last move's mark or the move numbers, the marks of the last move
(magnet slides, Medusa's jumps and rosettes), a ghost stone where a click would be legal, and
the scoring overlay. ``set_position`` updates only the items that changed; ``show_effects``
animates a move that has just been played.

What depends on the rules is asked of the *board style* of the variant's family
(:mod:`magnetdesk.gui.families`): :mod:`~magnetdesk.gui.go_board` makes a click
``cellClicked(cell)`` when the engine accepts the move there;
:mod:`~magnetdesk.gui.medusa_board` makes clicks and drags ``actionChosen(action)``, and
:mod:`~magnetdesk.gui.chess_board` a chess move (a click on a piece, then on its target, or a
drag) ``actionChosen(move)``; the style also says which item draws a board value
(``item_class``: a stone, or a chess piece). A refusal
is ``illegalClick(message)`` with the engine's reason; the scene never decides a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from magnetdesk.engine.core import EMPTY, Placed, Transition
from magnetdesk.gui.animation import EffectAnimation
from magnetdesk.gui.board_items import (
    DEAD_OPACITY,
    Z_FLYING,
    Z_OVER,
    Z_OVERLAY,
    Z_STONES,
    Z_UNDER,
    BoardItem,
    MarksItem,
    StoneItem,
)
from magnetdesk.gui.families import position_family
from magnetdesk.gui.painters import painter_for
from magnetdesk.gui.painters.common import nearest_cell, scene_point

__all__ = ["DEAD_OPACITY", "BoardMode", "BoardScene"]

GHOST_OPACITY = 0.45


class BoardMode(Enum):
    """What clicks do: PLAY checks moves with the engine and shows the ghost stone; SELECT
    reports every cell (marking dead stones, setting up); LOCKED ignores the mouse (the
    computer is thinking, or the game is being replayed)."""

    PLAY = "play"
    SELECT = "select"
    LOCKED = "locked"


class BoardScene(QGraphicsScene):
    """See the module docstring. Scene units: one cell step is ``UNIT``."""

    cellClicked = Signal(int)
    actionChosen = Signal(object)
    illegalClick = Signal(str)
    boardRectChanged = Signal()

    stone_z = Z_STONES

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.position = None
        self.topology = None
        self.style = None  # the board style of the position's family
        self.stones: dict[int, StoneItem] = {}
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
        self._pressed: int | None = None
        self._holding = False  # the style holds a stone the mouse pressed
        self._animation: EffectAnimation | None = None
        self._ghost = StoneItem(EMPTY, shadow=False)
        self._ghost.setOpacity(GHOST_OPACITY)
        self._ghost.setVisible(False)
        self._ghost.setZValue(Z_FLYING)
        self.addItem(self._ghost)
        self.under = MarksItem(Z_UNDER)  # slide arrows, rosettes
        self.over = MarksItem(Z_OVER)  # jumps, movement targets
        self._preview = MarksItem(Z_UNDER, faint=True)
        self._overlay = MarksItem(Z_OVERLAY)
        for item in (self.under, self.over, self._preview, self._overlay):
            self.addItem(item)

    # --- what is shown ---------------------------------------------------------------------

    def set_position(
        self,
        position,
        last_transition: Transition | None = None,
        move_numbers: Mapping[int, int] | None = None,
    ) -> None:
        """Show ``position`` at once (a running animation jumps to its end first).

        ``last_transition`` is the move that led here: its stone gets the last-move mark and
        its slides or jumps stay drawn. ``move_numbers`` maps cells to the move number shown
        on their stone when move numbers are switched on."""
        self.finish_animations()
        if position.topology != self.topology:
            self._set_topology(position.topology)
        family = position_family(position)
        if not isinstance(self.style, family.board_style):
            self.style = family.board_style(self)
            for item in self.stones.values():
                self.removeItem(item)  # another family draws its pieces with other items
            self.stones.clear()
        if position is not self.position:
            self._dead = frozenset()
            self._overlay.set_marks()
        self.position = position
        self._last = last_transition
        self._numbers = move_numbers or {}
        for cell, stone in enumerate(position.board):
            item = self.stones.get(cell)
            if stone == EMPTY:
                if item is not None:
                    self.removeItem(self.stones.pop(cell))
                continue
            if item is None:
                item = self.stones[cell] = self.style.item_class(stone, scale=self._stone_scale)
                self.addItem(item)
            item.set_colour(stone)
            item.setPos(self._points[cell])
            item.set_dead(cell in self._dead)
        self._decorate()
        self.style.shown(last_transition)
        self.style.hover(self._hover)

    def show_effects(self, transition: Transition) -> None:
        """Animate the move that led to ``transition.position`` (slides and fading captures,
        or Medusa's appearing, jumping and turning stones). Shows that position first if it
        is not shown."""
        if transition.position is not self.position:
            self.set_position(transition.position, transition, self._numbers)
        self.finish_animations()
        steps = [step for step in self.style.steps(transition) if step]
        if steps:
            self.over.hide()  # the jumps are drawn once the stones have landed
            self._animation = EffectAnimation(steps, self._drop_temporary, self)
            self._animation.start()

    def set_ownership(
        self, owner_per_cell: Sequence[int] | None, dead_cells: Iterable[int] = ()
    ) -> None:
        """The scoring overlay: a small square on every point ``owner_per_cell`` gives a colour
        (EMPTY: nobody), and the ``dead_cells`` stones drawn translucent. None clears it."""
        self._dead = frozenset(dead_cells) if owner_per_cell is not None else frozenset()
        owners = [
            (self._points[cell], colour)
            for cell, colour in enumerate(owner_per_cell or ())
            if colour != EMPTY and (cell not in self.stones or cell in self._dead)
        ]
        self._overlay.set_marks(owners=owners)
        for cell, item in self.stones.items():
            item.set_dead(cell in self._dead)

    def set_coordinates_visible(self, shown: bool) -> None:
        if shown == self._coordinates:
            return
        self._coordinates = shown
        if self._board is not None:
            self._board.set_coordinates(shown)
            self._fit_scene_rect()

    def coordinates_visible(self) -> bool:
        return self._coordinates

    def set_move_numbers_visible(self, shown: bool) -> None:
        self._numbers_shown = shown
        self._decorate()

    def move_numbers_visible(self) -> bool:
        return self._numbers_shown

    def set_mode(self, mode: BoardMode) -> None:
        if mode != self._mode:
            self._mode = mode
            if self.style is not None:
                self.style.shown(self._last)
        if self.style is not None:
            self.style.hover(self._hover)

    def mode(self) -> BoardMode:
        return self._mode

    def playable(self) -> bool:
        """Clicks play moves now: PLAY mode on a game that is not over."""
        return (
            self._mode == BoardMode.PLAY
            and self.position is not None
            and self.position.end is None
        )

    # --- for the board styles ---------------------------------------------------------------

    def show_ghost(
        self, cell: int | None, preview: list[tuple[QPointF, QPointF]] | None = None
    ) -> None:
        """The ghost stone of the side to move on ``cell`` (None hides it), and the slides
        the move would cause drawn faintly."""
        shown = cell is not None
        if shown:
            self._ghost.set_colour(self.position.to_move)
            self._ghost.setPos(self._points[cell])
            self._preview.set_marks(arrows=preview or [])
        self._ghost.setVisible(shown)
        self._preview.setVisible(shown)

    def temporary_stone(self, colour: int, cell: int, z: float) -> StoneItem:
        """A stone (or another family's piece, ``colour`` being its board value) drawn on
        ``cell`` for an animation (a captured one fading out)."""
        item = self.style.item_class(colour, scale=self._stone_scale)
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

    def stone_at(self, cell: int) -> StoneItem | None:
        return self.stones.get(cell)

    def ghost(self) -> StoneItem:
        return self._ghost

    def slide_arrows(self) -> list[tuple[QPointF, QPointF]]:
        return list(self.under.arrows)

    def jump_arrows(self) -> list[tuple[QPointF, QPointF]]:
        """Medusa's movements of the turn shown (start, end), drawn as arcs (once the
        animation of the turn has ended)."""
        return list(self.over.jumps) if self.over.isVisible() else []

    def target_marks(self) -> list[QPointF]:
        """The cells marked as where the stone held (or clicked) may jump to."""
        return list(self.over.targets)

    def rosette_marks(self) -> list[tuple[QPointF, int]]:
        """The holes marked as complete rosettes (hole centre, colour)."""
        return list(self.under.rosettes)

    def preview_arrows(self) -> list[tuple[QPointF, QPointF]]:
        """The slides the move under the mouse would make (Magnetgo), drawn faintly."""
        return list(self._preview.arrows) if self._preview.isVisible() else []

    def owner_marks(self) -> list[tuple[QPointF, int]]:
        return list(self._overlay.owners)

    @property
    def animation(self) -> EffectAnimation | None:
        """The animation of the last move shown, while it runs."""
        return self._animation if self.animating else None

    @property
    def animating(self) -> bool:
        return self._animation is not None and self._animation.running

    def finish_animations(self) -> None:
        if self._animation is not None:
            self._animation.finish()
            self._animation = None

    # --- the mouse --------------------------------------------------------------------------

    def set_hover(self, cell: int | None) -> None:
        if cell != self._hover:
            self._hover = cell
            if self.style is not None:
                self.style.hover(cell)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._holding:
            self.style.drag(event.scenePos(), QPointF(event.screenPos()))
        else:
            self.set_hover(self.cell_at(event.scenePos()))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._pressed = self.cell_at(event.scenePos())
        event.accept()
        if self._mode == BoardMode.PLAY and self.style is not None:
            self.finish_animations()
            self._holding = self.style.grab(self._pressed, QPointF(event.screenPos()))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        pressed, self._pressed = self._pressed, None
        if self._holding:
            self._holding = False
            self.style.drop(cell, event.scenePos())
            return
        if cell is None or cell != pressed or self.position is None:
            return
        if self._mode == BoardMode.SELECT:
            self.cellClicked.emit(cell)
        elif self._mode == BoardMode.PLAY:
            self.style.click(cell)

    # --- inside -----------------------------------------------------------------------------

    def _set_topology(self, topology) -> None:
        for item in self.stones.values():
            self.removeItem(item)
        self.stones.clear()
        if self._board is not None:
            self.removeItem(self._board)
        self.topology = topology
        self._points = [scene_point(topology, c) for c in topology.cells()]
        painter = painter_for(topology)
        self._stone_scale = painter.stone_scale
        self._ghost.setScale(painter.stone_scale)
        self._board = BoardItem(painter, self._coordinates)
        self.addItem(self._board)
        self._hover = None
        self._fit_scene_rect()

    def _fit_scene_rect(self) -> None:
        rect = self._board.boundingRect()
        self.setSceneRect(rect)
        for item in (self.under, self.over, self._preview, self._overlay):
            item.set_rect(rect)
        self.boardRectChanged.emit()

    def _decorate(self) -> None:
        last = None
        if self._last is not None:
            last = next((e.cell for e in self._last.effects if isinstance(e, Placed)), None)
        for cell, item in self.stones.items():
            number = self._numbers.get(cell) if self._numbers_shown else None
            label = str(number) if number is not None else None
            item.decorate(label, accent=cell == last, marked=cell == last and label is None)

    def _drop_temporary(self, items: list[QGraphicsItem]) -> None:
        """The animation has ended: its temporary items go, the marks over the stones
        come back."""
        self.over.show()
        for item in items:
            if item.scene() is self:
                self.removeItem(item)

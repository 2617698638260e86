"""The board as a QGraphicsScene, drawn from the engine's geometry for any topology.

The scene shows one position: the board (a painter per layout kind), a stone item per stone,
the last move's mark or the move numbers, the last move's magnet slides as arrows, a ghost
stone where a click would be legal, and the scoring overlay. ``set_position`` updates only the
items that changed; ``show_effects`` animates a move that has just been played.

A click becomes ``cellClicked(cell)`` when the engine accepts the move there, or
``illegalClick(message)`` with the engine's reason; the scene never decides a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from magnetdesk.engine.core import EMPTY, Captured, Illegal, Placed, Removed, Slid, Transition
from magnetdesk.gui.animation import EffectAnimation, Fade, Slide
from magnetdesk.gui.painters import painter_for
from magnetdesk.gui.painters.common import (
    ACCENT,
    UNIT,
    contrast,
    nearest_cell,
    paint_last_move_mark,
    paint_owner_mark,
    paint_slide_arrow,
    paint_stone,
    paint_stone_label,
    paint_table_shadow,
    scene_point,
    stone_bounds,
)

SHADOW_MARGIN = 0.35 * UNIT  # room around the wood for the board's shadow
GHOST_OPACITY = 0.45
PREVIEW_OPACITY = 0.5
DEAD_OPACITY = 0.42

Z_BOARD, Z_ARROWS, Z_STONES, Z_FADING, Z_OVERLAY = 0, 5, 10, 11, 20


class BoardMode(Enum):
    """What clicks do: PLAY checks moves with the engine and shows the ghost stone; SELECT
    reports every cell (marking dead stones, setting up); LOCKED ignores the mouse (the
    computer is thinking, or the game is being replayed)."""

    PLAY = "play"
    SELECT = "select"
    LOCKED = "locked"


class BoardItem(QGraphicsItem):
    """The wood, lines and labels, drawn by the layout's painter."""

    def __init__(self, painter, coordinates: bool) -> None:
        super().__init__()
        self.board_painter = painter
        self.coordinates = coordinates
        self.setZValue(Z_BOARD)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_coordinates(self, shown: bool) -> None:
        self.prepareGeometryChange()
        self.coordinates = shown

    def wood_rect(self) -> QRectF:
        return self.board_painter.board_rect(self.coordinates)

    def boundingRect(self) -> QRectF:
        m = SHADOW_MARGIN
        return self.wood_rect().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        paint_table_shadow(painter, self.wood_rect())
        self.board_painter.paint(painter, self.coordinates)


class StoneItem(QGraphicsItem):
    """One stone; it carries its own last-move mark or number so the board redraws cheaply."""

    def __init__(self, colour: int, shadow: bool = True) -> None:
        super().__init__()
        self.colour = colour
        self.shadow = shadow
        self.label: str | None = None
        self.accent = False
        self.marked = False
        self.setZValue(Z_STONES)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_colour(self, colour: int) -> None:
        if colour != self.colour:
            self.colour = colour
            self.update()

    def set_dead(self, dead: bool) -> None:
        """Dead stones (the scoring overlay) are drawn translucent, without a shadow."""
        if dead == self.shadow:
            self.shadow = not dead
            self.setOpacity(DEAD_OPACITY if dead else 1.0)
            self.update()

    @property
    def dead(self) -> bool:
        return not self.shadow

    def decorate(self, label: str | None, accent: bool, marked: bool) -> None:
        """Show a number (``accent``: in the last move's colour) or the last-move ring."""
        if (label, accent, marked) != (self.label, self.accent, self.marked):
            self.label, self.accent, self.marked = label, accent, marked
            self.update()

    def boundingRect(self) -> QRectF:
        return stone_bounds()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        paint_stone(painter, self.colour, self.shadow)
        if self.label:
            paint_stone_label(painter, self.label, ACCENT if self.accent else contrast(self.colour))
        elif self.marked:
            paint_last_move_mark(painter, self.colour)


class MarksItem(QGraphicsItem):
    """Marks over the whole board drawn in one go: slide arrows, or the scoring squares.
    A ``faint`` item draws them half transparent (the preview of a move under the mouse)."""

    def __init__(self, z: float, faint: bool = False) -> None:
        super().__init__()
        self.faint = faint
        self.rect = QRectF()
        self.arrows: list[tuple[QPointF, QPointF]] = []
        self.owners: list[tuple[QPointF, int]] = []
        self.setZValue(z)

    def set_marks(
        self,
        arrows: list[tuple[QPointF, QPointF]] | None = None,
        owners: list[tuple[QPointF, int]] | None = None,
    ) -> None:
        self.arrows = arrows or []
        self.owners = owners or []
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.faint:
            painter.setOpacity(PREVIEW_OPACITY)
        for start, end in self.arrows:
            paint_slide_arrow(painter, start, end, ahead=self.faint)
        for centre, colour in self.owners:
            paint_owner_mark(painter, centre, colour)


class BoardScene(QGraphicsScene):
    """See the module docstring. Scene units: one cell step is ``UNIT``."""

    cellClicked = Signal(int)
    illegalClick = Signal(str)
    boardRectChanged = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.position = None
        self.topology = None
        self._board: BoardItem | None = None
        self._stones: dict[int, StoneItem] = {}
        self._points: list[QPointF] = []
        self._coordinates = True
        self._numbers_shown = False
        self._last: Transition | None = None
        self._numbers: Mapping[int, int] = {}
        self._dead: frozenset[int] = frozenset()
        self._mode = BoardMode.PLAY
        self._hover: int | None = None
        self._pressed: int | None = None
        self._outcomes: dict[int, Transition | Illegal] = {}
        self._animation: EffectAnimation | None = None
        self._ghost = StoneItem(EMPTY, shadow=False)
        self._ghost.setOpacity(GHOST_OPACITY)
        self._ghost.setVisible(False)
        self._ghost.setZValue(Z_FADING)
        self.addItem(self._ghost)
        self._arrows = MarksItem(Z_ARROWS)
        self._preview = MarksItem(Z_ARROWS, faint=True)
        self._overlay = MarksItem(Z_OVERLAY)
        for item in (self._arrows, self._preview, self._overlay):
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
        its slides stay drawn as arrows. ``move_numbers`` maps cells to the move number shown
        on their stone when move numbers are switched on."""
        self.finish_animations()
        if position.topology != self.topology:
            self._set_topology(position.topology)
        if position is not self.position:
            self._dead = frozenset()
            self._overlay.set_marks()
        self.position = position
        self._last = last_transition
        self._numbers = move_numbers or {}
        self._outcomes.clear()
        for cell, stone in enumerate(position.board):
            item = self._stones.get(cell)
            if stone == EMPTY:
                if item is not None:
                    self.removeItem(self._stones.pop(cell))
                continue
            if item is None:
                item = self._stones[cell] = StoneItem(stone)
                self.addItem(item)
            item.set_colour(stone)
            item.setPos(self._points[cell])
            item.set_dead(cell in self._dead)
        self._decorate()
        self._arrows.set_marks(arrows=[
            (self._points[e.start], self._points[e.end])
            for e in (last_transition.effects if last_transition else ())
            if isinstance(e, Slid)
        ])
        self._update_ghost()

    def show_effects(self, transition: Transition) -> None:
        """Animate the move that led to ``transition.position``: magnet slides, then captured
        (and self-removed) stones fading out. Shows that position first if it is not shown."""
        if transition.position is not self.position:
            self.set_position(transition.position, transition, self._numbers)
        self.finish_animations()
        gone = {
            cell: e.colour
            for e in transition.effects
            if isinstance(e, Captured | Removed)
            for cell in e.cells
        }
        slides: list[Slide] = []
        fades: list[Fade] = []
        slid_to: dict[int, int] = {}
        for e in transition.effects:
            if not isinstance(e, Slid):
                continue
            start, end = self._points[e.start], self._points[e.end]
            if e.end in gone:
                slid_to[e.end] = e.start
            elif e.end in self._stones:
                slides.append(Slide(self._stones[e.end], start, end))
        for cell, colour in gone.items():
            item = StoneItem(colour)
            item.setZValue(Z_FADING)
            item.setPos(self._points[cell])
            self.addItem(item)
            fades.append(Fade(item))
            if cell in slid_to:
                slides.append(Slide(item, self._points[slid_to[cell]], self._points[cell]))
        if not slides and not fades:
            return
        self._animation = EffectAnimation(slides, fades, self._drop_faded, self)
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
            if colour != EMPTY and (cell not in self._stones or cell in self._dead)
        ]
        self._overlay.set_marks(owners=owners)
        for cell, item in self._stones.items():
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
        self._mode = mode
        self._update_ghost()

    def mode(self) -> BoardMode:
        return self._mode

    # --- questions (the view, the window and tests ask them) --------------------------------

    def board_rect(self) -> QRectF:
        """The wood, in scene units (the view fits this into the window)."""
        return self._board.wood_rect() if self._board is not None else QRectF()

    def cell_point(self, cell: int) -> QPointF:
        return QPointF(self._points[cell])

    def cell_at(self, point: QPointF) -> int | None:
        return nearest_cell(self.topology, point) if self.topology is not None else None

    def stone_at(self, cell: int) -> StoneItem | None:
        return self._stones.get(cell)

    def ghost(self) -> StoneItem:
        return self._ghost

    def slide_arrows(self) -> list[tuple[QPointF, QPointF]]:
        return list(self._arrows.arrows)

    def preview_arrows(self) -> list[tuple[QPointF, QPointF]]:
        """The slides the move under the mouse would make (Magnetgo), drawn faintly."""
        return list(self._preview.arrows) if self._preview.isVisible() else []

    def owner_marks(self) -> list[tuple[QPointF, int]]:
        return list(self._overlay.owners)

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
            self._update_ghost()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.set_hover(self.cell_at(event.scenePos()))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = self.cell_at(event.scenePos())
            event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        pressed, self._pressed = self._pressed, None
        if cell is None or cell != pressed or self.position is None:
            return
        if self._mode == BoardMode.SELECT:
            self.cellClicked.emit(cell)
        elif self._mode == BoardMode.PLAY:
            outcome = self.position.attempt(cell)
            if isinstance(outcome, Illegal):
                self.illegalClick.emit(outcome.message)
            else:
                self.cellClicked.emit(cell)

    # --- inside -----------------------------------------------------------------------------

    def _set_topology(self, topology) -> None:
        for item in self._stones.values():
            self.removeItem(item)
        self._stones.clear()
        if self._board is not None:
            self.removeItem(self._board)
        self.topology = topology
        self._points = [scene_point(topology, c) for c in topology.cells()]
        self._board = BoardItem(painter_for(topology), self._coordinates)
        self.addItem(self._board)
        self._hover = None
        self._fit_scene_rect()

    def _fit_scene_rect(self) -> None:
        rect = self._board.boundingRect()
        self.setSceneRect(rect)
        for item in (self._arrows, self._preview, self._overlay):
            item.set_rect(rect)
        self.boardRectChanged.emit()

    def _decorate(self) -> None:
        last = None
        if self._last is not None:
            last = next((e.cell for e in self._last.effects if isinstance(e, Placed)), None)
        for cell, item in self._stones.items():
            number = self._numbers.get(cell) if self._numbers_shown else None
            label = str(number) if number is not None else None
            item.decorate(label, accent=cell == last, marked=cell == last and label is None)

    def _update_ghost(self) -> None:
        """The ghost stone where a click would play, with the slides it would cause."""
        cell = self._hover
        outcome = None
        if (
            cell is not None
            and self._mode == BoardMode.PLAY
            and self.position is not None
            and self.position.end is None
            and cell not in self._stones
        ):
            outcome = self._outcome(cell)
        show = isinstance(outcome, Transition)
        if show:
            self._ghost.set_colour(self.position.to_move)
            self._ghost.setPos(self._points[cell])
            self._preview.set_marks(arrows=[
                (self._points[e.start], self._points[e.end])
                for e in outcome.effects
                if isinstance(e, Slid)
            ])
        self._ghost.setVisible(show)
        self._preview.setVisible(show)

    def _outcome(self, cell: int) -> Transition | Illegal:
        if cell not in self._outcomes:
            self._outcomes[cell] = self.position.attempt(cell)
        return self._outcomes[cell]

    def _drop_faded(self, items: list[QGraphicsItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)


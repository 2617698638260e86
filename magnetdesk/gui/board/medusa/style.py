"""How the board plays Medusa: a click on an empty cell places a stone; a stone of a group that
may move is dragged to a cell it can jump to (or clicked, then the cell clicked), with the
cells it can reach marked while it is held; the actions so far this turn (or the last turn)
stay marked: the placed stone ringed, each movement an arc over the stones it jumped; every
complete rosette shows a golden flower in its hole. Before an action, the mouse over a cell
shows what it would do, from the engine's effects: the ghost stone of a placement (or of the
selected stone's landing) and a disc of the new colour on every stone it would turn over.

Actions are reported as ``actionChosen(Placement | Movement)`` once the engine has accepted
them (the window plays them into the turn in progress), refusals as ``illegalClick(reason)``.
Animations replay the effects in order: a placed stone appears, a moved stone jumps, captured
(or suicidal) groups turn over, and a rosette that was just formed glows.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from magnetdesk.engine.core.vocabulary import EMPTY, Illegal, Placed, Transition, opponent
from magnetdesk.engine.medusa.groups import group_at, jump_landings
from magnetdesk.engine.medusa.notation import Movement, Placement
from magnetdesk.engine.medusa.state import Moved, Reversed
from magnetdesk.gui.board.animation import Appear, Flip, Glow, Jump, Track
from magnetdesk.gui.board.drag import DragStyle
from magnetdesk.gui.board.items import Z_FLYING, Z_OVER, Marks, StoneItem
from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.gui.board.painters.hex import hexagon, jump_point
from magnetdesk.gui.board.painters.theme import board_theme
from magnetdesk.gui.board.scene import BoardScene
from magnetdesk.translation import tr

_Identity = int | tuple[str, int]  # a stone followed through a turn: where it stood, or placed


class MedusaStyle(DragStyle):
    """Medusa on the board; see the module docstring. Stones are dragged by
    :class:`~magnetdesk.gui.board.drag.DragStyle`'s flow."""

    item_class = StoneItem

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self._moves: dict[int, list[int]] | None = None
        self._last: Transition | None = None
        self._outcomes_of = None  # the position self._outcomes answer for
        self._outcomes: dict[Placement | Movement, Transition | Illegal] = {}

    # --- what is shown ------------------------------------------------------------------

    def shown(self, last: Transition | None) -> None:
        """A new position: the movements it allows are asked again when needed, the last
        actions' jumps and the rosettes are drawn, the movable stones get a hand cursor."""
        self._moves = None
        self._last = last
        self.selected = None
        self.held.release()
        self.show_marks()
        self.held.offer(self.movable() if self.scene.playable() else set())

    def movable(self) -> set[int]:
        """The stones that may move now (the mover's, in groups that may still move)."""
        return set(self._targets())

    def targets(self, cell: int) -> list[int]:
        """The cells the stone on ``cell`` may jump to now."""
        return self._targets().get(cell, [])

    def hover(self, cell: int | None) -> None:
        """What the action under the mouse would do: the ghost stone where a click would
        place (or land the selected stone), and the stones it would turn over (the
        opponent's it captures; the mover's own after a suicide). A dragged stone shows the
        stones its landing there would turn over."""
        scene = self.scene
        action: Placement | Movement | None = None
        if cell is not None and scene.playable() and scene.position.board[cell] == EMPTY:
            start = self.held.cell if self.held.moving else self.selected
            if start is not None:
                if cell in self.targets(start):
                    action = Movement(start, cell)
            elif self.held.cell is None and not scene.position.in_turn:
                action = Placement(cell)
        outcome = self._outcome(action) if action is not None else None
        if not isinstance(outcome, Transition):
            scene.show_preview(None)
            return
        turns = [
            (scene.cell_point(c), e.colour)
            for e in outcome.effects
            if isinstance(e, Reversed)
            for c in e.cells
        ]
        scene.show_preview(None if self.held.moving else cell, {}, {"turns": turns})

    def _outcome(self, action: Placement | Movement) -> Transition | Illegal:
        """The engine's answer to ``action`` on the position shown (kept until another one
        is shown)."""
        position = self.scene.position
        if self._outcomes_of is not position:
            self._outcomes_of, self._outcomes = position, {}
        if action not in self._outcomes:
            self._outcomes[action] = position.attempt(action)
        return self._outcomes[action]

    # --- the mouse ----------------------------------------------------------------------

    def holds(self, cell: int) -> bool:
        """A press on a stone of the side to move holds it: it moves with the pointer if its
        group may move (once the pointer has moved a little), and says why not otherwise."""
        position = self.scene.position
        return bool(position.board[cell] == position.to_move)

    def lifted(self) -> None:
        self.scene.show_ghost(None)
        self.show_marks()

    def pressed(self, start: int, cell: int | None) -> None:
        """A short press is a click; a stone that may not move, let go off its cell, says
        why it may not."""
        if start in self.movable() or cell == start:
            self.click(start)
        else:
            self.scene.illegalClick.emit(self._why_it_cannot_move(start))

    def put_back(self, start: int) -> None:
        self.selected = None
        self.show_marks()

    def move(self, start: int, end: int) -> None:
        self.scene.actionChosen.emit(Movement(start, end))

    def refuse(self, start: int, end: int) -> None:
        self._refuse(Movement(start, end))

    def click(self, cell: int) -> None:
        position = self.scene.position
        selected, self.selected = self.selected, None
        if selected is not None:
            self.show_marks()
            if cell == selected:
                return
            if position.board[cell] == EMPTY:
                movement = Movement(selected, cell)
                if cell in self.targets(selected):
                    self.scene.actionChosen.emit(movement)
                else:
                    self._refuse(movement)
                return
        if position.board[cell] == position.to_move and position.end is None:
            if cell in self.movable():
                self.selected = cell
                self.show_marks()
                self.hover(None)
            else:
                self.scene.illegalClick.emit(self._why_it_cannot_move(cell))
            return
        placement = Placement(cell)
        outcome = position.attempt(placement)
        if isinstance(outcome, Illegal):
            self.scene.illegalClick.emit(outcome.message)
        else:
            self.scene.actionChosen.emit(placement)

    # --- animations ---------------------------------------------------------------------

    def steps(self, transition: Transition) -> list[list[Track]]:
        """The effects in order, each a step: appear, jump, turn over; then new rosettes
        glow. Stones are followed from cell to cell, so a stone that lands on a cell another
        one left is still the right item."""
        scene = self.scene
        effects = transition.effects
        before = _board_before(scene.position.board, effects)
        at: dict[int, _Identity] = {c: c for c, stone in enumerate(before) if stone != EMPTY}
        moves: list[tuple[Placed | Moved | Reversed, list[_Identity]]] = []  # (effect, stones)
        for e in effects:
            if isinstance(e, Placed):
                at[e.cell] = ("placed", e.cell)
                moves.append((e, [at[e.cell]]))
            elif isinstance(e, Moved):
                at[e.end] = at.pop(e.start)
                moves.append((e, [at[e.end]]))
            elif isinstance(e, Reversed):
                moves.append((e, [at[c] for c in e.cells]))
        item_of = {
            identity: item
            for cell, identity in at.items()
            if (item := scene.stone_at(cell)) is not None
        }
        steps: list[list[Track]] = []
        dropped = self.take_drop()
        for e, who in moves:
            if isinstance(e, Placed):
                steps.append([Appear(item_of[who[0]])])
            elif isinstance(e, Moved):
                item = item_of[who[0]]
                start, end = scene.cell_point(e.start), scene.cell_point(e.end)
                settling = self.settle(dropped, item, e.start, e.end)
                steps.append([settling or Jump(item, start, end, jump_point, Z_FLYING)])
            else:
                steps.append([Flip(item_of[w], opponent(e.colour), e.colour) for w in who])
        fresh = set(scene.position.rosettes()) - set(_rosettes(scene.position, before))
        steps.append([Glow(self._glow(hole, colour)) for hole, colour in fresh])
        return steps

    # --- inside -------------------------------------------------------------------------

    def _targets(self) -> dict[int, list[int]]:
        if self._moves is None:
            self._moves = {}
            position = self.scene.position
            if position is not None and position.end is None:
                for action in position.legal_actions():
                    if isinstance(action, Movement):
                        self._moves.setdefault(action.start, []).append(action.end)
        return self._moves

    def show_marks(self) -> None:
        scene = self.scene
        position = scene.position
        grid = position.topology
        rosettes = [
            (_hole_point(grid, hole), colour) for hole, colour in position.rosettes()
        ]
        jumps = self.marks(self._last)["jumps"]
        held = self.selected
        targets = [scene.cell_point(c) for c in self.targets(held)] if held is not None else []
        rings = [scene.cell_point(held)] if held is not None and not self.held.moving else []
        scene.under.set_marks(rosettes=rosettes)
        scene.over.set_marks(jumps=jumps, targets=targets, rings=rings)

    def marks(self, transition: Transition | None) -> Marks:
        """The marks that stay drawn after ``transition``: its movements as arcs."""
        return {"jumps": [
            (self.scene.cell_point(e.start), self.scene.cell_point(e.end))
            for e in (transition.effects if transition is not None else ())
            if isinstance(e, Moved)
        ]}

    def _refuse(self, movement: Movement) -> None:
        outcome = self.scene.position.attempt(movement)
        if isinstance(outcome, Illegal):
            self.scene.illegalClick.emit(outcome.message)

    def _why_it_cannot_move(self, cell: int) -> str:
        """The engine's reason, asked with a movement the board allows if there is one (so a
        repetition says so), else with one it cannot allow."""
        position = self.scene.position
        tried = [m for m in position.movement_candidates() if m.start == cell]
        outcome = position.attempt(tried[0] if tried else Movement(cell, cell))
        if not isinstance(outcome, Illegal):
            return ""
        if not tried and _stuck_in_place(position, cell):
            return tr(
                "{cell} has nowhere to jump: a stone jumps over an unbroken row of its own "
                "stones to the first empty cell beyond"
            ).format(cell=position.topology.name(cell))
        return outcome.message

    def _glow(self, hole: int, colour: int) -> QGraphicsItem:
        item = _RosetteGlow()
        item.setPos(_hole_point(self.scene.position.topology, hole))
        item.setZValue(Z_OVER)
        self.scene.addItem(item)
        return item


class _RosetteGlow(QGraphicsItem):
    """A golden ring around a hole and its six cells (the glow of a new rosette)."""

    RADIUS = 1.75 * UNIT

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 0.1 * UNIT
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colour = QColor(board_theme().rosette)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((0.22, 70), (0.08, 230)):
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width * UNIT))
            painter.drawPolygon(hexagon(QPointF(0, 0), self.RADIUS, pointy=False))


def _hole_point(grid, hole: int) -> QPointF:
    x, y = grid.place_centre(*grid.holes[hole])
    return QPointF(x * UNIT, y * UNIT)


def _board_before(board, effects) -> list[int]:
    """The board before ``effects`` happened, worked back from the board after them."""
    before = list(board)
    for e in reversed(effects):
        if isinstance(e, Placed):
            before[e.cell] = EMPTY
        elif isinstance(e, Moved):
            before[e.start], before[e.end] = e.colour, EMPTY
        elif isinstance(e, Reversed):
            for cell in e.cells:
                before[cell] = opponent(e.colour)
    return before


def _rosettes(position, board: list[int]) -> list[tuple[int, int]]:
    """The rosettes the engine sees on ``board`` (a position of the same game)."""
    same_game = type(position)(position.rules, tuple(board), position.to_move, position.marker)
    return same_game.rosettes()


def _stuck_in_place(position, cell: int) -> bool:
    """``cell`` holds a stone of a group that may move this turn, but it has no landing."""
    board, grid = position.board, position.rules.grid
    group = group_at(board, grid.neighbours, cell)
    return (
        board[cell] == position.to_move
        and len(group) > 1
        and position.spent.isdisjoint(group)
        and not jump_landings(board, grid, cell)
    )

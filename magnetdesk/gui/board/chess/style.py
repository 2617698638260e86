"""How the board plays the Magnetic Chess family: click a piece of the side to move and then a
square it may go to (or drag it there); while a piece is picked up its square is tinted and
its legal targets are marked (a dot, or a ring round a piece it would take); a pawn the field
promoted stands on a golden square. A pawn that
reaches the last rank asks for its piece in a small menu of the four, and in a game where the
players name codes a second menu asks for the code. The last move's squares stay tinted and
the pieces its field moved keep an arrow from where they stood (the move before's, fainter).
Before the move, a square the piece picked up may go to shows under the mouse the field that
move would emit, from the engine's effects: faint arrows to where the pieces would land, and a
magnetic promotion's square on gold.

A move goes out as ``actionChosen(ChessMove)`` once the engine has accepted it; a refusal is
``illegalClick(reason)`` in the engine's words (``the knight on g1 cannot move to g4``).
The animation: the piece moves (a captured piece fades), then the field's pieces slide.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QIcon

from magnetdesk.engine.chess.field import (
    Attracted,
    PieceCaptured,
    PieceMoved,
    Promoted,
    Repelled,
)
from magnetdesk.engine.chess.moves import KIND_LETTERS, ChessMove, piece_of, square_name
from magnetdesk.engine.core.vocabulary import Illegal, Transition
from magnetdesk.gui.board.animation import Fade, Slide, Track
from magnetdesk.gui.board.chess.choice_popup import ChoicePopup
from magnetdesk.gui.board.chess.pieces import PieceItem, piece_pixmap
from magnetdesk.gui.board.drag import DragStyle
from magnetdesk.gui.board.items import Z_FLYING, Marks
from magnetdesk.gui.board.painters.chess import LAST_MOVE, PROMOTED, SELECTED
from magnetdesk.gui.board.painters.theme import Tint
from magnetdesk.gui.board.scene import BoardScene
from magnetdesk.translation import QT_TR_NOOP, tr

MENU_ICON = 56
PIECE_NAMES = {
    "Q": QT_TR_NOOP("Queen"), "R": QT_TR_NOOP("Rook"), "B": QT_TR_NOOP("Bishop"),
    "N": QT_TR_NOOP("Knight"),
}
KIND_NAMES = {
    "P": QT_TR_NOOP("pawn"), "N": QT_TR_NOOP("knight"), "B": QT_TR_NOOP("bishop"),
    "R": QT_TR_NOOP("rook"), "Q": QT_TR_NOOP("queen"), "K": QT_TR_NOOP("king"),
}


class ChessStyle(DragStyle):
    """The chess family on the board; see the module docstring. Pieces are dragged by
    :class:`~magnetdesk.gui.board.drag.DragStyle`'s flow."""

    item_class = PieceItem

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.menu: ChoicePopup | None = None  # the promotion or code choice, while open
        self._moves: dict[int, dict[int, list[ChessMove]]] | None = None
        self._last: Transition | None = None
        self._previews_of = None  # the position self._previews answer for
        self._previews: dict[tuple[int, int], Marks | None] = {}

    # --- what is shown ------------------------------------------------------------------

    def shown(self, last: Transition | None) -> None:
        """A new position: its moves are asked again when needed, the last move is marked,
        the pieces that may move get a hand cursor."""
        self._moves = None
        self._last = last
        self.selected = None
        self.held.release()
        self._close_menu()
        self.show_marks()
        self.held.offer(self.movable() if self.scene.playable() else set())

    def movable(self) -> set[int]:
        """The squares of the pieces that may move now."""
        return set(self._targets())

    def targets(self, cell: int) -> list[int]:
        """The squares the piece on ``cell`` may go to now."""
        return list(self._targets().get(cell, {}))

    def hover(self, cell: int | None) -> None:
        """While a piece is picked up (or dragged), a square it may go to under the mouse
        shows the field that move would emit: an arrow from each piece it would attract or
        repel to where it would land, and the square of a magnetic promotion on gold (not
        when the move's field depends on a code still to be chosen). Never a ghost."""
        scene = self.scene
        start = self.held.cell if self.held.moving else self.selected
        preview = None
        if start is not None and cell is not None and scene.playable():
            preview = self._preview(start, cell)
        scene.show_preview(None, preview)

    def _preview(self, start: int, end: int) -> Marks | None:
        """The marks of the field start→end would emit (kept until another position is
        shown); None if it is not a move, or its moves' fields differ."""
        position = self.scene.position
        if self._previews_of is not position:
            self._previews_of, self._previews = position, {}
        if (start, end) not in self._previews:
            fields = {
                _field(outcome.effects)
                for move in self._targets().get(start, {}).get(end, [])
                if isinstance(outcome := position.attempt(move), Transition)
            }
            self._previews[start, end] = None
            if len(fields) == 1:
                slides, promoted = next(iter(fields))
                point = self.scene.cell_point
                self._previews[start, end] = {
                    "arrows": [(point(a), point(b)) for a, b in slides],
                    "tints": [(point(square), PROMOTED) for square in promoted],
                }
        return self._previews[start, end]

    # --- the mouse ----------------------------------------------------------------------

    def holds(self, cell: int) -> bool:
        """A piece of the side to move is held by a press (it follows the pointer once the
        pointer has moved a little)."""
        position = self.scene.position
        return position.board[cell] >> 3 == position.to_move

    def lifted(self) -> None:
        self.show_marks()

    def pressed(self, start: int, cell: int | None) -> None:
        self.click(start)

    def put_back(self, start: int) -> None:
        pass  # put back where it was: still picked up

    def move(self, start: int, end: int) -> None:
        self._choose(start, end)

    def refuse(self, start: int, end: int) -> None:
        """Say why start→end is not a move, in the engine's words."""
        position = self.scene.position
        rules = position.rules
        code = rules.codes[0] if rules.chooses_code else None
        outcome = position.attempt(ChessMove(start, end, 0, code))
        if isinstance(outcome, Illegal):
            message = outcome.message
            if start == end and position.board[start] >> 3 == position.to_move:
                message = self._stuck(start)
            self._say(message)

    def click(self, cell: int) -> None:
        position = self.scene.position
        selected = self.selected
        own = position.board[cell] >> 3 == position.to_move
        if selected is not None and cell == selected:
            self.selected = None
            self.show_marks()
            return
        if selected is not None and cell in self.targets(selected):
            self.selected = None
            self.show_marks()
            self._choose(selected, cell)
            return
        if own:
            if cell in self.movable():
                self.selected = cell
            else:
                self.selected = None
                self._say(self._stuck(cell))
            self.show_marks()
            return
        self.selected = None
        self.show_marks()
        if selected is not None:
            self.refuse(selected, cell)
        else:
            self.refuse(cell, cell)

    # --- animations ---------------------------------------------------------------------

    def steps(self, transition: Transition) -> list[list[Track]]:
        """The move (its piece slides, a taken piece fades), then the field's slides."""
        scene = self.scene
        effects = transition.effects
        dropped = self.take_drop()
        move_step: list[Track] = []
        field_step: list[Track] = []
        for i, e in enumerate(effects):
            if isinstance(e, PieceCaptured):
                move_step.append(Fade(scene.temporary_stone(e.piece, e.square, Z_FLYING)))
                continue
            if not isinstance(e, PieceMoved | Attracted | Repelled):
                continue
            item = scene.stone_at(_final_square(effects, i))
            if item is None:
                continue
            start, end = scene.cell_point(e.start), scene.cell_point(e.end)
            if isinstance(e, PieceMoved):
                settling = self.settle(dropped, item, e.start, e.end)
                move_step.append(settling or Slide(item, start, end))
            else:
                field_step.append(Slide(item, start, end))
        return [move_step, field_step]

    # --- inside -------------------------------------------------------------------------

    def _targets(self) -> dict[int, dict[int, list[ChessMove]]]:
        """The legal moves by start square and target square (several for a promotion, or
        one per code when the players name codes)."""
        if self._moves is None:
            self._moves = {}
            position = self.scene.position
            if position is not None and position.end is None:
                for move in position.legal_moves():
                    self._moves.setdefault(move.start, {}).setdefault(move.end, []).append(move)
        return self._moves

    def marks(self, transition: Transition | None) -> Marks:
        """The marks that stay drawn after ``transition``: its squares tinted, a pawn the
        field promoted on gold, and an arrow for each piece its field moved."""
        scene = self.scene
        effects = transition.effects if transition is not None else ()
        played = next((e for e in effects if isinstance(e, PieceMoved)), None)
        tints: list[tuple[QPointF, Tint]] = []
        if played is not None:
            tints += [(scene.cell_point(played.start), LAST_MOVE),
                      (scene.cell_point(played.end), LAST_MOVE)]
        tints += [(scene.cell_point(e.square), PROMOTED)
                  for e in effects if isinstance(e, Promoted) and e.magnetic]
        arrows = [
            (scene.cell_point(e.start), scene.cell_point(e.end))
            for e in effects
            if isinstance(e, Attracted | Repelled)
        ]
        return {"tints": tints, "arrows": arrows}

    def show_marks(self) -> None:
        scene = self.scene
        marks = self.marks(self._last)
        moves = []
        held = self.selected
        if held is not None:
            marks["tints"].append((scene.cell_point(held), SELECTED))
            board = scene.position.board
            moves = [(scene.cell_point(c), bool(board[c])) for c in self.targets(held)]
        marks["moves"] = moves
        scene.under.set_marks(**marks)
        scene.over.set_marks()

    def _choose(self, start: int, end: int) -> None:
        """Play start→end; ask for the piece of a promotion and the code a player names."""
        moves = self._targets()[start][end]

        def then_code(chosen: list[ChessMove]) -> None:
            codes = {move.code for move in chosen}
            if len(chosen) == 1 or len(codes) < 2:
                self.scene.actionChosen.emit(chosen[0])
                return
            rule = self.scene.position.rules.code_rule
            title = (
                tr("Field code of this move") if rule == "mover" else tr("Code of the next move")
            )
            self._ask(end, title, [(_code_text(m), None, [m]) for m in chosen], then_code)

        kinds = sorted({m.promotion for m in moves}, key=lambda k: "QRBN".find(KIND_LETTERS[k]))
        if len(kinds) < 2:
            then_code(moves)
            return
        colour = self.scene.position.to_move
        options = [
            (tr(PIECE_NAMES[KIND_LETTERS[kind]]), QIcon(piece_pixmap(piece_of(colour, kind),
                                                                 MENU_ICON)),
             [m for m in moves if m.promotion == kind])
            for kind in kinds
        ]
        self._ask(end, tr("Promote to"), options, then_code)

    def _ask(self, cell: int, title: str, options: list, then: Callable[[list], None]) -> None:
        """A small popup beside ``cell`` offering ``options`` (label, icon, value); ``then``
        gets the value chosen. Closing it without a choice plays nothing."""
        self._close_menu()
        views = self.scene.views()
        view = views[0] if views else None
        choices = [
            (label, icon, lambda _=False, v=value: then(v)) for label, icon, value in options
        ]
        self.menu = ChoicePopup(title, choices, view)
        self.menu.destroyed.connect(self._menu_gone)
        if view is not None:
            spot = view.mapFromScene(self.scene.cell_point(cell))
            self.menu.show_at(view.viewport().mapToGlobal(spot))

    def _menu_gone(self) -> None:
        self.menu = None

    def _close_menu(self) -> None:
        if self.menu is not None:
            menu, self.menu = self.menu, None
            menu.destroyed.disconnect(self._menu_gone)
            menu.close()

    def _stuck(self, cell: int) -> str:
        kind = KIND_LETTERS[self.scene.position.board[cell] & 7]
        return tr("the {piece} on {square} has no legal move").format(
            piece=tr(KIND_NAMES[kind]), square=square_name(cell)
        )

    def _say(self, message: str) -> None:
        self.scene.illegalClick.emit(message)


def _code_text(move: ChessMove) -> str:
    """The field code a player names with ``move`` (the moves of a code choice have one)."""
    if move.code is None:
        raise AssertionError(f"{move} names no code")
    return move.code.text


def _field(effects) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """What a move's field does: its slides (start, end) and the squares of its magnetic
    promotions."""
    slides = tuple((e.start, e.end) for e in effects if isinstance(e, Attracted | Repelled))
    promoted = tuple(e.square for e in effects if isinstance(e, Promoted) and e.magnetic)
    return slides, promoted


def _final_square(effects, index: int) -> int:
    """Where the piece that effect ``index`` moved stands after all the effects (a piece the
    origin field moves after the destination field, or a rook that castles)."""
    at = effects[index].end
    for e in effects[index + 1:]:
        if isinstance(e, PieceMoved | Attracted | Repelled) and e.start == at:
            at = e.end
    return at

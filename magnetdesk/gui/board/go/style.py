"""How the board plays the Go family (Go, Atari-Go, Stoical Go, Magnetgo): a click places a
stone, the ghost stone shows where a click would be legal with the magnet slides it would
cause, the last move's slides stay drawn as arrows (the move before's fainter), and a move
animates its slides and then its captured stones fading out.

A *board style* (this one, :mod:`magnetdesk.gui.board.medusa.style` and
:mod:`magnetdesk.gui.board.chess.style`) is what the
:class:`~magnetdesk.gui.board.scene.BoardScene` asks about everything that depends on the
rules of the game on it (:class:`~magnetdesk.gui.board.contracts.BoardStyle`); the scene
chooses one by the variant's family. Nothing is dragged in Go: a press holds nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from magnetdesk.engine.core.vocabulary import Captured, Illegal, Removed, Slid, Transition
from magnetdesk.gui.board.animation import Fade, Slide, Track
from magnetdesk.gui.board.items import Z_FLYING, Marks, StoneItem
from magnetdesk.gui.board.scene import BoardScene


class GoStyle:
    """The Go family on the board; see the module docstring."""

    item_class = StoneItem

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self._outcomes: dict[int, Transition | Illegal] = {}

    def shown(self, last: Transition | None) -> None:
        """A new position is on the board: the last move's slides as arrows."""
        scene = self.scene
        self._outcomes.clear()
        scene.under.set_marks(**self.marks(last))
        scene.over.set_marks()

    def marks(self, transition: Transition | None) -> Marks:
        """The marks that stay drawn after ``transition``: its slides as arrows."""
        return {"arrows": _slides(self.scene, transition)}

    def hover(self, cell: int | None) -> None:
        """The ghost stone where a click would play, with the slides it would cause."""
        scene = self.scene
        outcome = None
        if cell is not None and scene.stone_at(cell) is None and scene.playable():
            if cell not in self._outcomes:
                self._outcomes[cell] = scene.position.attempt(cell)
            outcome = self._outcomes[cell]
        if isinstance(outcome, Transition):
            scene.show_ghost(cell, _slides(scene, outcome))
        else:
            scene.show_ghost(None)

    def grab(self, cell: int | None, screen: QPointF) -> bool:
        return False  # nothing is dragged in Go: a press and release on a point is a click

    def drag(self, point: QPointF, screen: QPointF) -> None:
        pass  # never asked: nothing is held

    def drop(self, cell: int | None, point: QPointF) -> None:
        pass  # never asked: nothing is held

    def click(self, cell: int) -> None:
        outcome = self.scene.position.attempt(cell)
        if isinstance(outcome, Illegal):
            self.scene.illegalClick.emit(outcome.message)
        else:
            self.scene.cellClicked.emit(cell)

    def steps(self, transition: Transition) -> list[list[Track]]:
        """Slides first, then captured (and self-removed) stones fade out."""
        scene = self.scene
        gone = {
            cell: e.colour
            for e in transition.effects
            if isinstance(e, Captured | Removed)
            for cell in e.cells
        }
        slides: list[Track] = []
        fades: list[Track] = []
        slid_to: dict[int, int] = {}
        for e in transition.effects:
            if not isinstance(e, Slid):
                continue
            start, end = scene.cell_point(e.start), scene.cell_point(e.end)
            if e.end in gone:
                slid_to[e.end] = e.start
            elif (item := scene.stone_at(e.end)) is not None:
                slides.append(Slide(item, start, end))
        for cell, colour in gone.items():
            item = scene.temporary_stone(colour, cell, Z_FLYING)
            fades.append(Fade(item))
            if cell in slid_to:
                slides.append(Slide(item, scene.cell_point(slid_to[cell]), scene.cell_point(cell)))
        return [slides, fades]


def _slides(scene: BoardScene, transition: Transition | None) -> list[tuple[QPointF, QPointF]]:
    if transition is None:
        return []
    return [
        (scene.cell_point(e.start), scene.cell_point(e.end))
        for e in transition.effects
        if isinstance(e, Slid)
    ]

"""What the board scene has drawn, read back: the marks of the last move, the one before, the
preview under the mouse, the highlighted coordinates, the scoring overlay. The window's status
texts, the screen reader and the tests ask these; the scene (:mod:`~magnetdesk.gui.board.scene`)
draws them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

if TYPE_CHECKING:
    from magnetdesk.gui.board.items import LabelHighlight, MarksItem


class SceneReadings:
    """A part of :class:`~magnetdesk.gui.board.scene.BoardScene`: the items it reads are the
    scene's."""

    under: MarksItem
    over: MarksItem
    _earlier: MarksItem
    _preview: MarksItem
    _preview_over: MarksItem
    _overlay: MarksItem
    _labels: LabelHighlight

    def _cell_of(self, point: QPointF) -> int:
        raise NotImplementedError

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

    def earlier_arrows(self) -> list[tuple[QPointF, QPointF]]:
        """The slides (Magnetgo, the chess field) of the move before the last, drawn
        fainter."""
        return list(self._earlier.arrows)

    def earlier_marks(self) -> MarksItem:
        """The faint marks of the move before the last (its tints, arrows, jumps)."""
        return self._earlier

    def highlighted_labels(self) -> list[str]:
        """The coordinate labels highlighted for the cell under the mouse."""
        return [text for _, text in self._labels.labels]

    def highlighted_lines(self) -> set[int]:
        """The cells tinted as the column and row of the cell under the mouse (hex)."""
        return {self._cell_of(polygon.boundingRect().center()) for polygon in self._labels.lines}

    def preview_arrows(self) -> list[tuple[QPointF, QPointF]]:
        """The slides the move under the mouse would make (Magnetgo), drawn faintly."""
        return list(self._preview.arrows) if self._preview.isVisible() else []

    def preview_marks(self) -> tuple[MarksItem, MarksItem] | None:
        """The preview of the move under the mouse (under the stones, over them), None when
        none is shown."""
        shown = self._preview.isVisible() or self._preview_over.isVisible()
        return (self._preview, self._preview_over) if shown else None

    def owner_marks(self) -> list[tuple[QPointF, int]]:
        return list(self._overlay.owners)

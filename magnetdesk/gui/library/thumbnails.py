"""The little pictures of the games' final positions in the library's table, drawn by the board
scene the window uses (:class:`~magnetdesk.gui.board.board_picture.BoardPicture`), without
coordinates.

A picture is asked for when its row is painted; it is drawn later, one per turn of the event
loop (a big board takes some tens of milliseconds), so scrolling through 10,000 games never
waits; ``drawn(row_id)`` says one is ready. The last few hundred are kept.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap

from magnetdesk.gui.board.board_picture import BoardPicture, PictureOptions
from magnetdesk.library import GameRow, rebuild

SIZE = 56  # pixels, the longer side
KEPT = 400


class Thumbnails(QObject):
    """See the module docstring."""

    drawn = Signal(int)  # the game id whose picture is ready

    def __init__(self, final_of: Callable[[int], str | None], parent: QObject | None = None,
                 size: int = SIZE) -> None:
        super().__init__(parent)
        self.final_of = final_of  # a game's final position by its id, as the index keeps it
        self.size = size
        self._pictures: OrderedDict[int, QPixmap | None] = OrderedDict()
        self._waiting: OrderedDict[int, GameRow] = OrderedDict()
        self._painter: BoardPicture | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._draw_next)

    def picture(self, row: GameRow) -> QPixmap | None:
        """The row's picture if it is drawn (else None, and it will be)."""
        if row.id in self._pictures:
            self._pictures.move_to_end(row.id)
            return self._pictures[row.id]
        if row.readable:
            self._waiting[row.id] = row
            self._waiting.move_to_end(row.id, last=False)  # the row just painted first
            self._timer.start()
        return None

    def forget(self) -> None:
        """Drop every picture (the games were read again)."""
        self._pictures.clear()
        self._waiting.clear()

    def _draw_next(self) -> None:
        if not self._waiting:
            self._timer.stop()
            return
        game_id, row = self._waiting.popitem(last=False)
        self._pictures[game_id] = self._draw(row)
        while len(self._pictures) > KEPT:
            self._pictures.popitem(last=False)
        self.drawn.emit(game_id)

    def _draw(self, row: GameRow) -> QPixmap | None:
        final = self.final_of(row.id)
        position = None if final is None else rebuild(row.header.variant, row.options, final)
        if position is None:
            return None
        if self._painter is None:
            self._painter = BoardPicture(PictureOptions(coordinates=False, size=self.size))
        self._painter.scene.set_position(position, None, {})
        image = self._painter.image()
        return QPixmap.fromImage(image).scaled(
            self.size, self.size, Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation)

"""The library's table: one row per game (a file that could not be read is a grey row with the
reason), its final position as a small picture, the game, the players, the date, the result,
the number of moves and the event. The rows are the index's answer to the window's filter
(:meth:`GameTable.show_rows`); sorting by a column is the table's own."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.common.words import number_text, result_words
from magnetdesk.gui.library.thumbnails import Thumbnails
from magnetdesk.library import GameRow
from magnetdesk.translation import QT_TR_NOOP, tr

Index = QModelIndex | QPersistentModelIndex

COLUMNS = (
    ("picture", QT_TR_NOOP("Position")),
    ("game", QT_TR_NOOP("Game")),
    ("black", QT_TR_NOOP("Black")),
    ("white", QT_TR_NOOP("White")),
    ("date", QT_TR_NOOP("Date")),
    ("result", QT_TR_NOOP("Result")),
    ("moves", QT_TR_NOOP("Moves")),
    ("event", QT_TR_NOOP("Event")),
)
UNREADABLE_COLOUR = QColor(140, 140, 140)


def game_name(row: GameRow) -> str:
    """The game in words: its variant's name, with the board's size where it has one."""
    if not row.readable:
        return tr("Unreadable")
    variant = VARIANTS.get(row.header.variant)
    name = tr(variant.name) if variant is not None else row.header.variant
    try:
        size = dict(json.loads(row.options)).get("size")
    except (ValueError, TypeError):
        size = None
    return f"{name} {size}×{size}" if isinstance(size, int) else name


class GameTable(QAbstractTableModel):
    """See the module docstring."""

    def __init__(self, thumbnails: Thumbnails, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[GameRow] = []
        self.plies: dict[int, int] = {}  # a position search's hits: game id -> its first ply
        self.thumbnails = thumbnails
        self._row_of: dict[int, int] = {}
        thumbnails.drawn.connect(self._picture_drawn)

    def show_rows(self, rows: list[GameRow], plies: dict[int, int] | None = None) -> None:
        self.beginResetModel()
        self.rows = rows
        self.plies = plies or {}
        self._row_of = {row.id: number for number, row in enumerate(rows)}
        self.endResetModel()

    def row_at(self, index: Index) -> GameRow | None:
        return self.rows[index.row()] if index.isValid() and index.row() < len(self.rows) else None

    # --- QAbstractTableModel ----------------------------------------------------------------

    def rowCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr(COLUMNS[section][1])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index)
        if row is None:
            return None
        column = COLUMNS[index.column()][0]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.DecorationRole and column == "picture":
            return self.thumbnails.picture(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(row, column)
        if role == Qt.ItemDataRole.ForegroundRole and not row.readable:
            return UNREADABLE_COLOUR
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "moves":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:  # what the column sorts by
            if column == "moves":
                return row.header.moves
            return (self._text(row, column) or "").lower()
        return None

    def _text(self, row: GameRow, column: str) -> str | None:
        if column == "picture":
            return None
        if column == "game":
            return game_name(row)
        if not row.readable:
            return row.reason if column == "event" else ""
        if column == "moves":
            ply = self.plies.get(row.id)
            moves = number_text(row.header.moves)
            return moves if ply is None else tr("{moves} (found at {ply})").format(
                moves=moves, ply=number_text(ply))
        if column == "result" and row.header.result in ("0", "Draw"):
            return tr("Draw")
        return str(getattr(row.header, column))

    def _tip(self, row: GameRow, column: str) -> str:
        if not row.readable:
            return tr("{file} could not be read: {reason}").format(file=row.path, reason=row.reason)
        if column == "result" and row.header.result:
            return result_words(row.header.result)
        return row.path

    def _picture_drawn(self, game_id: int) -> None:
        number = self._row_of.get(game_id)
        if number is not None:
            cell = self.index(number, 0)
            self.dataChanged.emit(cell, cell, [Qt.ItemDataRole.DecorationRole])

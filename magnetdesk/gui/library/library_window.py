"""File ▸ Library…: the games of the chosen folders (and, if wanted, the recent and autosaved
ones) as a table with the final positions as pictures, filtered by game, player, result and
date, searched for the main window's current position.

The games are read by a :class:`~magnetdesk.gui.library.scan_thread.ScanThread` into the index
(``library.sqlite`` in the data folder, :mod:`magnetdesk.library`), with a progress bar and
Cancel; the table follows the index while it fills. Opening the window shows what the index
held at once and brings it up to date in the background. A double-click opens a game through
the main window's own File ▸ Open path (the question about unsaved changes first), at the
position found when the table shows a position search's hits.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QModelIndex, QSize, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.gui.common.paths import data_dir
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.common.window_host import Files
from magnetdesk.gui.common.words import number_text
from magnetdesk.gui.library.filter_bar import FilterBar
from magnetdesk.gui.library.scan_thread import ScanThread
from magnetdesk.gui.library.table_model import COLUMNS, GameTable
from magnetdesk.gui.library.thumbnails import SIZE, Thumbnails
from magnetdesk.library import GameRow, LibraryIndex, ScanReport, position_keys
from magnetdesk.record import Game, Node
from magnetdesk.translation import tr

DATABASE = "library.sqlite"
FOLDERS_SETTING = "library/folders"
RECENT_SETTING = "library/recent"
FILTER_PAUSE_MS = 250  # the table follows the typing this long after it stops
REFRESH_MS = 2000  # the table follows a scan this often
PREFERRED_SIZE = QSize(1000, 640)
COLUMN_WIDTHS = (SIZE + 12, 150, 130, 130, 95, 80, 90)  # the last column (the event) stretches
MOVES_COLUMN = [name for name, _ in COLUMNS].index("moves")


class LibraryHost(Protocol):
    """What the library uses of the main window: its file commands (to open a game as File ▸
    Open does), the game and the position on the board, going to a node, the settings."""

    files: Files
    game: Game
    settings: Settings | None

    @property
    def position(self) -> Any: ...
    def go_to_node(self, node: Node) -> None: ...


def database_path() -> Path:
    return data_dir() / DATABASE


class LibraryWindow(QWidget):
    """See the module docstring."""

    def __init__(self, host: LibraryHost, parent: QWidget | None = None,
                 database: Path | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.host = host
        self.setWindowTitle(tr("Library"))
        self.resize(PREFERRED_SIZE)
        self.database = database if database is not None else database_path()
        self.index: LibraryIndex | None = None
        self.scan_thread: ScanThread | None = None
        self.searched: Any = None  # the position searched for (None: every game is shown)
        self._report: ScanReport | None = None  # the last scan's
        self._failure = ""  # why the last scan could not write the index
        self.folders: list[str] = self._setting(FOLDERS_SETTING, [], list)
        self.thumbnails = Thumbnails(self._final, self)
        self.model = GameTable(self.thumbnails, self)
        self._build()
        self._filter_timer = QTimer(self, singleShot=True, interval=FILTER_PAUSE_MS)
        self._filter_timer.timeout.connect(self.show_games)
        self._refresh_timer = QTimer(self, interval=REFRESH_MS)
        self._refresh_timer.timeout.connect(self.show_games)
        self.filters.changed.connect(self._filter_timer.start)
        self._open_index()
        self.show_games()
        self.scan()

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.folder_label = QLabel()
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        add = QPushButton(tr("Add folder…"))
        add.clicked.connect(self.choose_folder)
        self.remove_button = QToolButton()
        self.remove_button.setText(tr("Remove folder"))
        self.remove_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.remove_button.setMenu(QMenu(self.remove_button))
        self.recent = QCheckBox(tr("Recent and autosaved games"))
        self.recent.setChecked(bool(self._setting(RECENT_SETTING, True, bool)))
        self.recent.toggled.connect(self._recent_toggled)
        self.rescan_button = QPushButton(tr("Scan again"))
        self.rescan_button.clicked.connect(self.scan)
        folders = QHBoxLayout()
        folders.addWidget(QLabel(tr("Folders:")))
        folders.addWidget(self.folder_label, 1)
        for widget in (add, self.remove_button, self.recent, self.rescan_button):
            folders.addWidget(widget)

        self.filters = FilterBar()
        self.find_button = QPushButton(tr("Find this position"))
        self.find_button.setToolTip(tr("The games in which the position on the main window's "
                                       "board occurs (turned or mirrored too, in Go and Medusa)"))
        self.find_button.clicked.connect(self.find_position)
        self.either_colour = QCheckBox(tr("Either colour"))
        self.either_colour.setToolTip(tr("Also the position with Black's and White's stones "
                                         "swapped (Go and Medusa)"))
        self.either_colour.toggled.connect(self._colours_toggled)
        self.all_button = QPushButton(tr("Show all games"))
        self.all_button.clicked.connect(self.show_all)
        self.all_button.setVisible(False)
        filters = QHBoxLayout()
        filters.addWidget(self.filters, 1)
        filters.addWidget(self.find_button)
        filters.addWidget(self.either_colour)
        filters.addWidget(self.all_button)

        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the index's order: newest first
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setIconSize(QSize(SIZE, SIZE))
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(SIZE + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate(COLUMN_WIDTHS):
            self.table.setColumnWidth(column, width)
        self.table.doubleClicked.connect(self._double_clicked)
        self.table.setAccessibleName(tr("Games"))
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.table, self.open_selected)

        self.status = QLabel()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setMaximumWidth(260)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.cancel_scan)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.cancel_button)

        layout = QVBoxLayout(self)
        layout.addLayout(folders)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        self._show_folders()

    def _show_folders(self) -> None:
        shown = [_short(folder) for folder in self.folders]
        self.folder_label.setText(", ".join(shown) if shown else tr("none chosen yet"))
        self.folder_label.setToolTip("\n".join(self.folders))
        menu = self.remove_button.menu()
        menu.clear()
        for folder in self.folders:
            action = menu.addAction(_short(folder))
            action.triggered.connect(self._remover(folder))
        self.remove_button.setEnabled(bool(self.folders))

    def _remover(self, folder: str) -> Callable[[], None]:
        def remove() -> None:
            self.remove_folder(folder)
        return remove

    # --- the index --------------------------------------------------------------------------

    def _open_index(self) -> None:
        try:
            self.index = LibraryIndex(self.database)
        except Exception as error:  # sqlite3.Error, OSError: said, never a crash
            self.index = None
            self.status.setText(tr("The library cannot be kept in {file}: {error}").format(
                file=self.database, error=error))

    def _final(self, game: int) -> str | None:
        return self.index.final(game) if self.index is not None else None

    def sources(self) -> list[str]:
        """What the library shows: the folders, and the recent and autosaved games if
        chosen."""
        found = list(self.folders)
        if self.recent.isChecked():
            settings = self.host.settings
            if settings is not None:
                found += settings.recent.files()
            found += sorted(str(path) for path in data_dir().glob("autosave*.sgf"))
        return found

    def scan(self) -> None:
        """Bring the index up to date with the sources, in the background."""
        if self.index is None or self.scanning():
            return
        thread = ScanThread(self.database, self.sources())
        thread.progressed.connect(self._progressed)
        thread.scanned.connect(self._scanned)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._thread_finished)
        self.scan_thread = thread
        self._report = None
        self._failure = ""
        self.progress.setRange(0, 0)  # busy until the files are counted
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.rescan_button.setEnabled(False)
        self.status.setText(tr("Looking for games…"))
        self._refresh_timer.start()
        thread.begin()

    def scanning(self) -> bool:
        """Whether a scan is under way (until the window has heard that it ended)."""
        return self.scan_thread is not None

    def cancel_scan(self) -> None:
        if self.scan_thread is not None:
            self.scan_thread.cancel()

    def _progressed(self, done: int, total: int, path: str) -> None:
        if self.sender() is not self.scan_thread:
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.status.setText(tr("Reading {done} of {total} games…").format(
            done=number_text(done), total=number_text(total)))
        self.status.setToolTip(path)

    def _scanned(self, report: ScanReport) -> None:
        if self.sender() is self.scan_thread:
            self._report = report

    def _failed(self, message: str) -> None:
        if self.sender() is self.scan_thread:
            self._failure = message

    def _thread_finished(self) -> None:
        """A scan's thread ended (a bound method: never called once the window is gone)."""
        thread = self.sender()
        if thread is self.scan_thread:  # not a scan stopped and followed by another
            self._scan_ended()
        if thread is not None:
            thread.deleteLater()

    def _scan_ended(self) -> None:
        if self.scan_thread is not None:
            self.scan_thread.wait()
        self.scan_thread = None
        self.thumbnails.forget()
        self.show_games()
        if self._failure:
            self.status.setText(tr("The library could not be read: {error}").format(
                error=self._failure))
        elif self._report is not None and self._report.cancelled:
            self.status.setText(tr("Stopped: the games read so far are kept; Scan again reads "
                                   "the rest."))
        self._refresh_timer.stop()
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self.rescan_button.setEnabled(True)
        self.status.setToolTip("")

    # --- the table --------------------------------------------------------------------------

    def show_games(self) -> None:
        """Ask the index for the games the filters (and a position search) choose."""
        if self.index is None:
            return
        where = self.filters.current()
        plies: dict[int, int] = {}
        if self.searched is not None:
            keys = position_keys(self.searched, self.either_colour.isChecked())
            plies = self.index.plies(keys)
            where = replace(where, keys=keys)
        selected = self.selected()
        scrolled = self.table.verticalScrollBar().value()
        rows = self.index.games(where)
        self.model.show_rows(rows, plies)
        self.filters.set_variants(self.index.variants())
        if selected is not None:
            self._select(selected.path)
        self.table.verticalScrollBar().setValue(scrolled)  # a scan's refresh keeps the place
        if plies:  # "120 (found at 37)" in full
            self.table.resizeColumnToContents(MOVES_COLUMN)
        if not self.scanning():
            self._say_count(rows)

    def _say_count(self, rows: list[GameRow]) -> None:
        total, unreadable = self.index.count() if self.index is not None else (0, 0)
        if self.searched is not None:
            text = tr("The position occurs in %n game(s)", None, len(rows))
        elif not total:
            text = tr("No games yet: add a folder of game files")
        else:
            text = tr("%n game(s) shown", None, len(rows)) + " · " + tr(
                "%n file(s) in the library", None, total)
            if unreadable:
                text += " · " + tr("%n could not be read", None, unreadable)
        self.status.setText(text)

    def selected(self) -> GameRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(self.proxy.mapToSource(rows[0])) if rows else None

    def _select(self, path: str) -> None:
        for number, row in enumerate(self.model.rows):
            if row.path == path:
                self.table.selectRow(self.proxy.mapFromSource(self.model.index(number, 0)).row())
                return

    def _double_clicked(self, index: QModelIndex) -> None:
        row = self.model.row_at(self.proxy.mapToSource(index))
        if row is not None:
            self.open_game(row)

    def open_selected(self) -> None:
        row = self.selected()
        if row is not None:
            self.open_game(row)

    def open_game(self, row: GameRow) -> bool:
        """Open the row's game in the main window (as File ▸ Open does), at the position
        found if this is a position search's hit."""
        if not row.readable:
            self.status.setText(tr("{file} could not be read: {reason}").format(
                file=Path(row.path).name, reason=row.reason))
            return False
        if not self.host.files.open_path(Path(row.path)):
            return False
        ply = self.model.plies.get(row.id)
        line = self.host.game.record.main_line()
        if ply is not None and ply < len(line):
            self.host.go_to_node(line[ply])
        main = self.parentWidget()
        if main is not None:
            main.raise_()
            main.activateWindow()
        return True

    # --- commands ---------------------------------------------------------------------------

    def find_position(self) -> None:
        """Show the games in which the main window's position occurs."""
        self.searched = self.host.position
        self.all_button.setVisible(True)
        self.show_games()

    def _colours_toggled(self) -> None:
        if self.searched is not None:
            self.show_games()

    def show_all(self) -> None:
        self.searched = None
        self.all_button.setVisible(False)
        self.table.setColumnWidth(MOVES_COLUMN, COLUMN_WIDTHS[MOVES_COLUMN])
        self.show_games()

    def choose_folder(self) -> None:
        start = self.folders[-1] if self.folders else str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, tr("A folder of game files"), start)
        if folder:
            self.add_folder(folder)

    def add_folder(self, folder: str | os.PathLike[str]) -> None:
        path = os.path.abspath(os.fspath(folder))
        if path not in self.folders:
            self.folders.append(path)
            self._folders_changed()

    def remove_folder(self, folder: str) -> None:
        if folder in self.folders:
            self.folders.remove(folder)
            self._folders_changed()

    def _folders_changed(self) -> None:
        if self.host.settings is not None:
            self.host.settings.set(FOLDERS_SETTING, self.folders)
        self._show_folders()
        self._rescan()

    def _recent_toggled(self, checked: bool) -> None:
        if self.host.settings is not None:
            self.host.settings.set(RECENT_SETTING, checked)
        self._rescan()

    def _rescan(self) -> None:
        """Scan again with the new sources (after the running scan, which is stopped)."""
        if self.scan_thread is not None:
            self.scan_thread.cancel()
            self.scan_thread.wait()
            self._scan_ended()
        self.scan()

    def _setting(self, key: str, default: Any, kind: type) -> Any:
        settings = self.host.settings
        return settings.get(key, default, kind) if settings is not None else default

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.scan_thread is not None:
            self.scan_thread.cancel()
            self.scan_thread.wait()
            self.scan_thread = None
        if self.index is not None:
            self.index.close()
            self.index = None
        super().closeEvent(event)


def _short(folder: str) -> str:
    """A folder as shown: under the home folder with ``~``."""
    home = str(Path.home())
    inside = folder == home or folder.startswith(home + os.sep)
    return "~" + folder[len(home):] if inside else folder


def open_library(main: QWidget) -> LibraryWindow:
    """Show the main window's library (made the first time), in front."""
    shown = [w for w in main.findChildren(LibraryWindow) if w.index is not None]
    window = shown[0] if shown else LibraryWindow(main, main)  # type: ignore[arg-type]
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    window.raise_()
    window.activateWindow()
    return window

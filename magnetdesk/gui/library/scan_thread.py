"""A library scan on a thread of its own (:func:`magnetdesk.library.scan` with its own
connection to the index), so the window never waits for 10,000 files: it says how far it got
(at most every tenth of a second) and stops between two files when it is cancelled."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QThread, Signal

from magnetdesk.library import LibraryIndex, ScanReport, scan

PROGRESS_EVERY = 0.1  # seconds between two reports of progress


class ScanThread(QThread):
    """Scans ``sources`` into the index at ``database``; ``progressed(done, total, file)``
    while it reads, ``scanned(report)`` at the end (``failed(message)`` if the index itself
    cannot be written: a full disk, a folder that cannot be made)."""

    progressed = Signal(int, int, str)
    scanned = Signal(object)  # the ScanReport
    failed = Signal(str)

    def __init__(self, database: Path, sources: list[str], parent=None) -> None:
        super().__init__(parent)
        self.database = database
        self.sources = sources
        self._cancel = threading.Event()
        self._last = 0.0

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:
        try:
            index = LibraryIndex(self.database)
            try:
                report = scan(index, self.sources, self._progress, self._cancel.is_set)
            finally:
                index.close()
        except Exception as error:  # sqlite3.Error, OSError: said in the window, never a crash
            self.failed.emit(str(error) or type(error).__name__)
            return
        self.scanned.emit(report)

    def _progress(self, done: int, total: int, path: str) -> None:
        now = time.monotonic()
        if now - self._last >= PROGRESS_EVERY or done == total:
            self._last = now
            self.progressed.emit(done, total, path)


__all__ = ["ScanReport", "ScanThread"]

"""A library scan on a thread of its own (:func:`magnetdesk.library.scan` with its own
connection to the index), so the window never waits for 10,000 files: it says how far it got
(at most every tenth of a second) and stops between two files when it is cancelled.

A scan belongs to no window (the library's window may go with the main window while it
runs); every scan still running is cancelled and waited for when the application quits
(:func:`stop_all_scans`), so no thread outlives it."""

from __future__ import annotations

import atexit
import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QThread, Signal

from magnetdesk.library import LibraryIndex, ScanReport, scan

PROGRESS_EVERY = 0.1  # seconds between two reports of progress
_RUNNING: set[ScanThread] = set()  # the scans started and not yet ended
_installed = False


class ScanThread(QThread):
    """Scans ``sources`` into the index at ``database``; ``progressed(done, total, file)``
    while it reads, ``scanned(report)`` at the end (``failed(message)`` if the index itself
    cannot be written: a full disk, a folder that cannot be made)."""

    progressed = Signal(int, int, str)
    scanned = Signal(object)  # the ScanReport
    failed = Signal(str)

    def __init__(self, database: Path, sources: list[str]) -> None:
        super().__init__()
        self.database = database
        self.sources = sources
        self._cancel = threading.Event()
        self._last = 0.0

    def cancel(self) -> None:
        self._cancel.set()

    def begin(self) -> None:
        """Start the scan (kept until it ends, stopped when the application quits)."""
        _install()
        _RUNNING.add(self)
        self.start()

    def run(self) -> None:
        try:
            self._scan()
        finally:
            _RUNNING.discard(self)

    def _scan(self) -> None:
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


def _install() -> None:
    """Once per process: the scans stopped at quit and, for scripts that never run the event
    loop, at the interpreter's exit (as the search threads are, gui/common/ai_worker.py)."""
    global _installed
    if not _installed:
        _installed = True
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(stop_all_scans)
        atexit.register(stop_all_scans)


def stop_all_scans() -> None:
    """Cancel every scan still running and wait for it (the application is quitting)."""
    for thread in list(_RUNNING):
        thread.cancel()
        thread.wait()


__all__ = ["ScanReport", "ScanThread", "stop_all_scans"]

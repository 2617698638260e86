"""Which autosave a window writes when several run on one data folder: each running app holds
a lock on its own slot (``autosave.lock``: ``autosave.sgf`` and ``autosave.json``; the second
app's ``autosave-2.lock``: ``autosave-2.sgf`` and ``autosave-2.json``; and so on), so that two
apps never write over each other's game. The system drops a lock when its process ends, even by
a kill, so the next start takes the slot back and offers the game left in it.

>>> slot_names(1), slot_names(2)
(('autosave.sgf', 'autosave.json'), ('autosave-2.sgf', 'autosave-2.json'))
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

MAX_SLOTS = 32  # apps on one data folder at the same time, at most


def slot_names(slot: int) -> tuple[str, str]:
    """The game's and the notes' file names of autosave slot ``slot`` (from 1)."""
    stem = "autosave" if slot == 1 else f"autosave-{slot}"
    return f"{stem}.sgf", f"{stem}.json"


class SlotLock:
    """The lock on one slot, held while this object (and its process) lives."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: int | None = None

    def take(self) -> bool:
        """Take the lock if no other process holds it (never waits)."""
        try:
            handle = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
        except OSError:
            return False
        if not _lock(handle):
            os.close(handle)
            return False
        self._handle = handle
        return True

    def __del__(self) -> None:
        self.release()

    def release(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                os.close(self._handle)  # closing drops the lock
            self._handle = None


def claim_slot(folder: Path) -> tuple[int, SlotLock | None]:
    """The first slot in ``folder`` that no running app holds, and its lock (None when the
    folder takes no lock file: slot 1, unguarded, as before there were slots)."""
    for slot in range(1, MAX_SLOTS + 1):
        stem = slot_names(slot)[0].removesuffix(".sgf")
        lock = SlotLock(folder / f"{stem}.lock")
        if lock.take():
            return slot, lock
        if not (folder / f"{stem}.lock").exists():  # not writable: no locks at all here
            return 1, None
    return 1, None


def _lock(handle: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True

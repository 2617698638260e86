"""Bringing the index up to date with the folders (and single files) of the library.

The folders are walked (into their subfolders; links to folders are not followed, so a loop
of links ends) for game files (``.sgf``). A file whose modification time and size are what
the index holds is not read again; a new or changed one is read
(:func:`magnetdesk.library.reading.read_entry`), and a file the index holds that is no longer
found is dropped. A file that cannot be read is kept as unreadable with the reason, and the
scan goes on. The index is committed every so often, so a scan that is cancelled (or a
program that is closed) keeps what it read, and the next scan reads only the rest.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "a.sgf").write_text("(;GM[1]SZ[9];B[ee])")
>>> _ = (folder / "b.sgf").write_text("not a game")
>>> index = LibraryIndex(":memory:")
>>> report = scan(index, [folder])
>>> report.read, report.unreadable, report.unchanged
(2, 1, 0)
>>> scan(index, [folder]).unchanged
2
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from magnetdesk.library.index import LibraryIndex
from magnetdesk.library.reading import Unreadable, read_entry

SUFFIXES = (".sgf",)
COMMIT_SECONDS = 0.5  # the window sees a scan's progress this often

Progress = Callable[[int, int, str], None]  # files done, files to read, the file being read


@dataclass
class ScanReport:
    """What a scan did: files read (new or changed), of which unreadable, left as they
    were, dropped (gone), and whether it was cancelled before the end."""

    found: int = 0
    read: int = 0
    unreadable: int = 0
    unchanged: int = 0
    removed: int = 0
    cancelled: bool = False


def game_files(sources: Iterable[str | os.PathLike[str]]) -> Iterator[tuple[str, int, int]]:
    """Every game file under the folders of ``sources`` (and each source that is a file) as
    (path, modification time in ns, size); what cannot be listed is passed over."""
    for source in sources:
        path = os.path.abspath(os.fspath(source))
        try:
            if os.path.isdir(path):
                yield from _walk(path)
            elif os.path.isfile(path):
                status = os.stat(path)
                yield path, status.st_mtime_ns, status.st_size
        except (OSError, ValueError):
            continue


def _walk(folder: str) -> Iterator[tuple[str, int, int]]:
    stack = [folder]
    while stack:
        here = stack.pop()
        try:
            with os.scandir(here) as entries:
                listed = sorted(entries, key=lambda entry: entry.name)
        except OSError:
            continue
        for entry in listed:
            try:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(entry.path)
                elif entry.name.lower().endswith(SUFFIXES) and entry.is_file():
                    status = entry.stat()
                    yield entry.path, status.st_mtime_ns, status.st_size
            except OSError:
                continue


def scan(
    index: LibraryIndex,
    sources: Iterable[str | os.PathLike[str]],
    progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> ScanReport:
    """Bring ``index`` up to date with ``sources`` (folders and files): the index then holds
    exactly the game files found there. ``progress`` is told before each file that is read;
    ``cancelled`` is asked as often, and a scan it stops keeps what it read."""
    report = ScanReport()
    known = index.known()
    found: dict[str, tuple[int, int]] = {}
    for path, mtime, size in game_files(sources):
        found.setdefault(path, (mtime, size))
        if cancelled():
            report.cancelled = True
            return report
    report.found = len(found)
    gone = [path for path in known if path not in found]
    index.forget(gone)
    report.removed = len(gone)
    to_read = []
    for path, (mtime, size) in found.items():
        held = known.get(path)
        if held is not None and held[1:] == (mtime, size):
            report.unchanged += 1
        else:
            to_read.append((path, mtime, size))
    index.commit()
    last_commit = time.monotonic()
    for done, (path, mtime, size) in enumerate(to_read):
        if cancelled():
            report.cancelled = True
            break
        if progress is not None:
            progress(done, len(to_read), path)
        entry = read_entry(Path(path))
        report.read += 1
        report.unreadable += isinstance(entry, Unreadable)
        index.store(path, mtime, size, entry)
        if time.monotonic() - last_commit > COMMIT_SECONDS:
            index.commit()
            last_commit = time.monotonic()
    index.commit()
    if progress is not None and not report.cancelled:
        progress(len(to_read), len(to_read), "")
    return report

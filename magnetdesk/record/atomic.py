"""Writing a file so that it is either all old or all new, and only over a regular file.

:func:`write_atomically` writes a temporary file in the same folder, flushes it to the disk
and renames it over the old file. Its name, ``.NAME.<pid>.<12 hex digits>.tmp``, says which
process wrote it, so what a killed write left is removed at the next write of that file
(:func:`remove_stale_temporaries`: the writer no longer runs, or the file is a minute old),
and the app clears its own folders at the start.

A rename replaces whatever is at the path: a FIFO, a device (as root, ``/dev/null``), a
socket. So only a regular file, or a link to one (its target is written and the link stays),
is ever replaced; anything else raises :class:`NotRegularFile`, an OSError that says so.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time

from magnetdesk.translation import tr

TEMPORARY_NAME = re.compile(r"\.(?P<target>.+?)\.(?:(?P<pid>[0-9]{1,10})\.)?[0-9a-f]{12}\.tmp")
STALE_SECONDS = 60.0  # a temporary file this old belongs to a write that was killed


class NotRegularFile(OSError):
    """The path holds something else than a regular file (a folder, a FIFO, a device): a
    write would replace it, so it is refused."""

    def __init__(self, path: str) -> None:
        super().__init__(errno.EEXIST, tr(
            "Not a regular file (a folder, a device or a pipe): only a regular file is "
            "ever replaced"), path)


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at ``path`` by ``data`` so that it is either all old or all new.

    The data goes to a temporary file in the same folder (same file system, so the rename is
    atomic), is flushed to the disk, and then replaces the old file in one rename. An existing
    file keeps its permissions; a new one gets the usual ones (0o666 less the umask). A path
    that holds anything but a regular file raises :class:`NotRegularFile` and is left alone;
    a link is followed (its target is replaced).
    """
    path = os.path.realpath(os.fspath(path))
    try:
        mode: int | None = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        raise NotRegularFile(path)
    folder = os.path.dirname(path)
    remove_stale_temporaries(folder, os.path.basename(path))  # what killed writes of it left
    handle, temporary = _temporary_file(folder, os.path.basename(path))
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if mode is not None:
            os.chmod(temporary, mode & 0o7777)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def remove_stale_temporaries(
    folder: str | os.PathLike[str], target: str | None = None, age: float = STALE_SECONDS
) -> int:
    """Remove the temporary files that killed writes left in ``folder`` (named as
    :func:`write_atomically` names them): those whose writer no longer runs, and any that is
    ``age`` seconds old; all of them, or only those of the file named ``target``. Answers how
    many went; never raises."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    oldest_kept = time.time() - age
    removed = 0
    for entry in entries:
        match = TEMPORARY_NAME.fullmatch(entry.name)
        if match is None or (target is not None and match["target"] != target):
            continue
        with contextlib.suppress(OSError):
            if entry.is_file(follow_symlinks=False) and (
                _writer_gone(match["pid"])
                or entry.stat(follow_symlinks=False).st_mtime < oldest_kept
            ):
                os.unlink(entry.path)
                removed += 1
    return removed


def _writer_gone(pid_text: str | None) -> bool:
    """Has the process that wrote a temporary file ended? (Unknown, so no: a name without a
    pid, another user's process, or Windows, where signal 0 would end the process.)"""
    if pid_text is None or os.name != "posix":
        return False
    pid = int(pid_text)
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):
        return False
    return False


def _temporary_file(folder: str, name: str) -> tuple[int, str]:
    """A new file next to ``name``, created with the mode new files normally get."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        temporary = os.path.join(folder, f".{name}.{os.getpid()}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(temporary, flags, 0o666), temporary
        except FileExistsError:
            continue


def _sync_folder(folder: str) -> None:
    """Make the rename itself durable (POSIX; Windows has no folder handles to sync)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)

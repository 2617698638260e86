"""The one atomic write (issue 39): it replaces only a regular file (or a link's target), never
a FIFO or a folder, and what a killed write left is removed at the next write into its folder
(its writer's pid is in the temporary file's name). Not tested on /dev/null on purpose."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from magnetdesk.gtp import GtpSession
from magnetdesk.gui.common.state_files import remove_stale_temporaries
from magnetdesk.record.sgf import write_atomically

ROOT = Path(__file__).resolve().parents[2]


def leftovers(folder: Path) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".tmp"))


def dead_pid() -> int:
    """The pid of a process that has ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_fifo_is_not_replaced(tmp_path):
    fifo = tmp_path / "game.sgf"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="Not a regular file"):
        write_atomically(fifo, b"(;GM[1])")
    assert fifo.is_fifo() and leftovers(tmp_path) == []


def test_a_folder_is_not_replaced(tmp_path):
    folder = tmp_path / "game.sgf"
    folder.mkdir()
    (folder / "inside").write_text("kept")
    with pytest.raises(OSError, match="Not a regular file") as raised:
        write_atomically(folder, b"(;GM[1])")
    assert raised.value.strerror.startswith("Not a regular file")
    assert (folder / "inside").read_text() == "kept" and leftovers(tmp_path) == []


def test_a_link_to_a_regular_file_writes_its_target_and_stays_a_link(tmp_path):
    target = tmp_path / "real.sgf"
    target.write_bytes(b"old")
    link = tmp_path / "link.sgf"
    link.symlink_to(target)
    write_atomically(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"


def test_a_link_to_a_fifo_is_refused(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    (tmp_path / "link.sgf").symlink_to(fifo)
    with pytest.raises(OSError, match="Not a regular file"):
        write_atomically(tmp_path / "link.sgf", b"x")
    assert fifo.is_fifo()


def test_printsgf_refuses_a_fifo_with_a_reason(tmp_path):
    fifo = tmp_path / "out.sgf"
    os.mkfifo(fifo)
    answer = GtpSession("go", {"size": "9"}).handle(f"printsgf {fifo}")
    assert answer.startswith("? cannot save file: ") and "Not a regular file" in answer
    assert fifo.is_fifo()


def test_a_temporary_file_names_its_writer():
    import magnetdesk.record.atomic as atomic  # the cleaner reads what the writer names

    handle, name = atomic._temporary_file(os.getcwd(), "game.sgf")
    os.close(handle)
    try:
        match = atomic.TEMPORARY_NAME.fullmatch(os.path.basename(name))
        assert match and match["target"] == "game.sgf" and match["pid"] == str(os.getpid())
    finally:
        os.unlink(name)


def test_what_a_killed_write_left_goes_at_the_next_write_of_that_file(tmp_path):
    """A real writer killed (SIGKILL) between writing and renaming: its temporary file stays
    until the next write of that file, which removes it at once (not a minute later)."""
    stuck = (
        "import os, time\n"
        "from magnetdesk.record.atomic import write_atomically\n"
        "os.fsync = lambda handle: time.sleep(600)\n"
        f"write_atomically({str(tmp_path / 'out.png')!r}, b'x' * 2_000_000)\n"
    )
    child = subprocess.Popen([sys.executable, "-c", stuck], cwd=ROOT,
                             env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        deadline = time.monotonic() + 60
        while not leftovers(tmp_path) and time.monotonic() < deadline:
            time.sleep(0.05)
        [left] = leftovers(tmp_path)
        assert left.startswith(f".out.png.{child.pid}.")
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    write_atomically(tmp_path / "other.png", b"other")
    assert len(leftovers(tmp_path)) == 1  # another file's write leaves it be
    write_atomically(tmp_path / "out.png", b"new")
    assert leftovers(tmp_path) == [] and (tmp_path / "out.png").read_bytes() == b"new"


def test_a_running_writers_temporary_file_is_kept(tmp_path):
    ours = tmp_path / f".game.sgf.{os.getpid()}.0123456789ab.tmp"
    ours.write_bytes(b"being written")
    dead = tmp_path / f".game.sgf.{dead_pid()}.0123456789ab.tmp"
    dead.write_bytes(b"left by a kill")
    assert remove_stale_temporaries(tmp_path) == 1
    assert ours.exists() and not dead.exists()

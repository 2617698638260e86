"""``magnetdesk --export`` (issue 39): a time per move out of range is a wrong argument (exit 2,
no traceback), a path that holds a FIFO or a folder is refused and left as it was (exit 1),
and what a killed export left beside its picture goes at the next export there."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.gui.test_export_pictures import export, saved_game  # noqa: F401 (a fixture)


@pytest.mark.parametrize("delay", ["218454", "60001", "19", "99999999999999999999"])
def test_a_delay_out_of_range_is_a_wrong_argument(saved_game, tmp_path, delay):  # noqa: F811
    out = tmp_path / "game.gif"
    done = export(str(saved_game), str(out), "--delay", delay)
    assert done.returncode == 2, done.stderr
    assert "--delay" in done.stderr and "from 20 to 60000 milliseconds" in done.stderr
    assert "Traceback" not in done.stderr and not out.exists()


def test_the_longest_delay_is_written(saved_game, tmp_path):  # noqa: F811
    from PIL import Image

    out = tmp_path / "game.gif"
    done = export(str(saved_game), str(out), "--delay", "60000", "--size", "100")
    assert done.returncode == 0, done.stderr
    with Image.open(out) as frames:
        frames.seek(frames.n_frames - 1)
        assert frames.info["duration"] == 180_000


@pytest.mark.parametrize("make", [os.mkfifo, os.mkdir])
def test_a_fifo_or_a_folder_at_the_output_is_left_alone(saved_game, tmp_path, make):  # noqa: F811
    out = tmp_path / "board.png"
    make(out)
    done = export(str(saved_game), str(out))
    assert done.returncode == 1, done.stderr
    assert f"cannot write {out}: Not a regular file" in done.stderr
    assert "Traceback" not in done.stderr
    assert out.is_fifo() if make is os.mkfifo else out.is_dir()
    assert [name for name in os.listdir(tmp_path) if name.endswith(".tmp")] == []


def test_a_killed_exports_temporary_file_goes_at_the_next_export(saved_game, tmp_path):  # noqa: F811
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()  # a writer that no longer runs, as after a kill -9
    left = tmp_path / f".out.png.{child.pid}.0123456789ab.tmp"
    left.write_bytes(b"\0" * 2_000_000)
    done = export(str(saved_game), str(tmp_path / "out.png"))
    assert done.returncode == 0, done.stderr
    assert not left.exists() and (tmp_path / "out.png").exists()

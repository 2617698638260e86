"""State files that are there but cannot be read (issue 39): the settings are never written
over (recent files, theme, players and the last game come back once the file can be read
again), and an unreadable autosave is moved to a game file of its own that the status bar
names. The tests run as root, where chmod 000 does not stop reading: the permission error is
simulated, and also made real in a process that runs as nobody."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from magnetdesk.gui.common import storage
from magnetdesk.gui.common.storage import Autosave, Settings
from magnetdesk.record import load_game
from tests.gui.test_broken_state import GAME, put, questions, status  # noqa: F401 (a fixture)
from tests.gui.test_startup import home_folder, started  # noqa: F401 (the home fixture)

ROOT = Path(__file__).resolve().parents[2]
KEPT = {"recent_files": ["/games/a.sgf"], "theme": "dark", "last_variant": "go",
        "last_options": {"size": 13}}


def denied(unreadable: Path):
    """A reader that meets a permission error at ``unreadable``, as a user without the
    right to read it does."""
    real = storage.read_state_file

    def read(path: Path) -> bytes:
        if Path(path) == unreadable:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    return read


def test_unreadable_settings_are_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(KEPT))
    monkeypatch.setattr(storage, "read_state_file", denied(path))
    monkeypatch.setattr(storage, "read_json_file",
                        lambda file: json.loads(storage.read_state_file(file)))
    settings = Settings(path)
    assert settings.get("theme") is None  # the defaults, this run
    assert str(path) in settings.problem and "Permission denied" in settings.problem
    assert "kept as it is" in settings.problem
    settings.set("theme", "light")
    settings.recent.add(tmp_path / "b.sgf")
    settings.set_toggle("coordinates", False)
    assert settings.get("theme") == "light"  # in memory for this run
    assert json.loads(path.read_text()) == KEPT
    assert [name for name in os.listdir(tmp_path) if name != "settings.json"] == []
    monkeypatch.undo()  # the permission mended: everything is back
    assert Settings(path).get("recent_files") == KEPT["recent_files"]


def test_an_unreadable_autosave_is_kept_as_a_game_file_the_status_bar_names(
        qtbot, home, questions, monkeypatch):  # noqa: F811
    game = home / "data" / "autosave.sgf"
    put(game, GAME.encode())
    put(home / "data" / "autosave.json", b'{"node_path": [0, 0]}')
    monkeypatch.setattr(storage, "read_state_file", denied(game))
    window = started(qtbot)
    assert not questions  # nothing offered: it could not be read
    [kept] = (home / "data").glob("autosave-unread-*.sgf")
    assert f"It was moved to {kept}" in status(window)
    assert "File ▸ Open" in status(window)
    assert not game.exists() and kept.read_text() == GAME
    window.close()
    monkeypatch.undo()
    record, _ = load_game(kept)  # as File ▸ Open reads it once it can be read
    assert [node.play.text for node in record.main_line()[1:]] == ["E5", "C7"]


def test_a_broken_autosave_is_still_moved_aside_as_broken(tmp_path):
    (tmp_path / "autosave.sgf").write_bytes(b"\xff\xfe not utf-8")
    autosave = Autosave(tmp_path)
    assert autosave.pending() is None
    assert (tmp_path / "autosave.sgf.broken").exists()


AS_NO_OVERRIDE = """
import json, sys
from pathlib import Path
from magnetdesk.gui.common.storage import Autosave, Settings
folder = Path(sys.argv[1])
settings = Settings(folder / "settings.json")
settings.set("theme", "light")
autosave = Autosave(folder)
print(json.dumps({"settings": settings.problem, "pending": autosave.pending() is not None,
                  "autosave": autosave.problem}))
"""


def without_override() -> None:
    """In the child before it runs Python: drop root's power to read any file
    (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH), so that mode 000 stops it as it stops a user."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):
        if libc.prctl(24, capability, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux capabilities")
def test_for_real_without_the_right_to_read_them(tmp_path):
    settings, game = tmp_path / "settings.json", tmp_path / "autosave.sgf"
    settings.write_text(json.dumps(KEPT))
    game.write_text(GAME)
    settings.chmod(0o000)
    game.chmod(0o000)
    done = subprocess.run(
        [sys.executable, "-c", AS_NO_OVERRIDE, str(tmp_path)], capture_output=True, text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120, preexec_fn=without_override,
    )
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout)
    assert "Permission denied" in said["settings"] and not said["pending"]
    settings.chmod(0o600)
    assert json.loads(settings.read_text()) == KEPT  # unchanged
    [kept] = tmp_path.glob("autosave-unread-*.sgf")
    assert str(kept) in said["autosave"]
    kept.chmod(0o600)
    assert kept.read_text() == GAME

"""The board, the announcements and the thinking computer as a screen reader gets them, from
outside the process: the window runs under Xvfb in its own D-Bus session with Qt's AT-SPI
bridge on, and a second process reads it through libatspi (tests/helpers/atspi_reader.py).
Skipped where the AT-SPI tooling is missing; on Debian it needs ``apt-get install xvfb xauth
dbus at-spi2-core python3-gi gir1.2-atspi-2.0``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELPERS = ROOT / "tests" / "helpers"
SYSTEM_PYTHON = os.environ.get("MAGNETDESK_ATSPI_PYTHON", "/usr/bin/python3")
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
APP = "magnetdesk-atspi"

# Inside the D-Bus session: the window in the background, the reader in front, the window
# stopped when the reader is done (it prints what it read).
SESSION = """
"$APP_PYTHON" "$HELPERS/atspi_app.py" "$READY" &
window=$!
"$READER_PYTHON" "$HELPERS/atspi_reader.py" magnetdesk-atspi "Go board" "$READY"
status=$?
kill $window
exit $status
"""

THINKING_SESSION = """
"$APP_PYTHON" "$HELPERS/atspi_thinking_app.py" "$READY" &
window=$!
"$READER_PYTHON" "$HELPERS/atspi_name_counter.py" magnetdesk-atspi "$READY"
status=$?
kill $window
exit $status
"""


def atspi_missing() -> str:
    """What this machine lacks to run the test ('' when nothing)."""
    for program in ("xvfb-run", "dbus-run-session"):
        if shutil.which(program) is None:
            return f"{program} is not installed"
    if not any(Path(p).exists() for p in BUS_LAUNCHERS):
        return "at-spi2-core is not installed"
    probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    try:
        subprocess.run([SYSTEM_PYTHON, "-c", probe], check=True, capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return f"{SYSTEM_PYTHON} cannot import libatspi (python3-gi, gir1.2-atspi-2.0)"
    return ""


MISSING = atspi_missing()
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING)


def session_env(tmp_path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "QT_ACCESSIBILITY": "1",
        "PYTHONPATH": str(ROOT),
        "APP_PYTHON": sys.executable,
        "READER_PYTHON": SYSTEM_PYTHON,
        "HELPERS": str(HELPERS),
        "READY": str(tmp_path / "ready"),
        "MAGNETDESK_LANGUAGE": "en",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }


def run_session(tmp_path, session: str) -> dict:
    """``session`` under Xvfb in a D-Bus session of its own; what the reader printed."""
    done = subprocess.run(
        ["xvfb-run", "-a", "dbus-run-session", "--", "bash", "-c", session],
        env=session_env(tmp_path), capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_screen_reader_reads_the_board_its_cells_and_hears_the_move(tmp_path):
    read = run_session(tmp_path, SESSION)
    assert read["name_before"] == "Go board, 9 by 9, Black to play"
    assert read["name"] == "Go board, 9 by 9, White to play"
    assert read["description"] == "Black D4"
    assert read["announcements"] == ["Black D4"]
    assert read["cells"] == 81 and read["taken"] == ["D4, black stone"]


def test_a_screen_reader_hears_the_thinking_computer_only_every_few_seconds(tmp_path):
    """Issue 39, item 17: 7 s of a search reported four times a second rename the thinking
    indicator for a screen reader at most every 5 s, not 28 times."""
    read = run_session(tmp_path, THINKING_SESSION)
    assert read["done"]
    names = read["names"]
    assert 1 <= len(names) <= 3, (len(names), names)
    assert names[0] == "White is thinking…"

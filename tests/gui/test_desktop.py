"""Desktop integration: the .desktop entry validates, ``--install-desktop`` puts the entry,
the file types and the icon in the user's data folder (and takes them out again), and the
window carries the application icon."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from magnetdesk import desktop
from magnetdesk.gui.app import APP_ICON

DESKTOP_FILE_VALIDATE = shutil.which("desktop-file-validate")


def test_the_installed_desktop_entry_validates(tmp_path):
    assert DESKTOP_FILE_VALIDATE, "install Debian's desktop-file-utils (scripts/test.sh does)"
    [entry, *_] = desktop.install(tmp_path, command=["/opt/magnet desk/magnetdesk"])
    done = subprocess.run([DESKTOP_FILE_VALIDATE, str(entry)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_install_writes_the_entry_the_file_types_and_the_icon(tmp_path):
    written = desktop.install(tmp_path, command=["/opt/magnetdesk/magnetdesk"])
    assert {p.relative_to(tmp_path).as_posix() for p in written} == {
        "applications/magnetdesk.desktop",
        "mime/packages/magnetdesk.xml",
        "icons/hicolor/scalable/apps/magnetdesk.svg",
    }
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(tmp_path / "applications/magnetdesk.desktop")
    group = entry["Desktop Entry"]
    assert group["Exec"] == "/opt/magnetdesk/magnetdesk %f"
    assert "application/x-go-sgf" in group["MimeType"].split(";")
    assert "application/x-magnetdesk-game" in group["MimeType"].split(";")
    mime = ET.parse(tmp_path / "mime/packages/magnetdesk.xml").getroot()
    types = {t.get("type") for t in mime}
    assert types == {"application/x-magnetdesk-game", "application/x-go-sgf"}


def test_uninstall_removes_what_install_wrote(tmp_path):
    written = desktop.install(tmp_path, command=["magnetdesk"])
    assert desktop.uninstall(tmp_path) == written
    assert not any(path.exists() for path in written)


def test_the_launch_command_of_a_source_install_runs_this_pythons_magnetdesk():
    command = desktop.launch_command()
    folder = str(Path(sys.executable).parent)
    assert command in ([f"{folder}/magnetdesk"], [sys.executable, "-m", "magnetdesk"])


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("/usr/bin/magnetdesk", "/usr/bin/magnetdesk"),
        ("/opt/magnet desk/run", '"/opt/magnet desk/run"'),
        ('/opt/a "b"/$x', '"/opt/a \\"b\\"/\\$x"'),
    ],
)
def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_says(arg, quoted):
    assert desktop.exec_quote(arg) == quoted


def test_the_window_icon_is_the_application_icon(qtbot):
    from PySide6.QtGui import QIcon

    icon = QIcon(str(APP_ICON))
    assert not icon.isNull()
    assert not icon.pixmap(32, 32).isNull()

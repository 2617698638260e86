"""``magnetdesk --install-desktop``: put magnetdesk in the Linux desktop's menus, with its icon
and the file types it opens (SGF, and our game files: a double-click opens the game).

It writes, for this user only (``$XDG_DATA_HOME``, usually ``~/.local/share``):

* ``applications/magnetdesk.desktop``, whose ``Exec`` is the command that is running now (the
  installed ``magnetdesk`` script, or the frozen app's executable wherever it was unpacked);
* ``mime/packages/magnetdesk.xml`` (``application/x-magnetdesk-game``, a kind of SGF);
* ``icons/hicolor/scalable/apps/magnetdesk.svg``;

then refreshes the desktop's caches with ``update-mime-database`` and
``update-desktop-database`` where they are installed. ``--uninstall-desktop`` removes the
three files again. No Qt here: it runs before (and without) the window.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

RESOURCES = files("magnetdesk") / "resources"
PLACES = {  # what we install -> where, below the data home
    "desktop/magnetdesk.desktop": "applications/magnetdesk.desktop",
    "desktop/magnetdesk-mime.xml": "mime/packages/magnetdesk.xml",
    "icons/magnetdesk.svg": "icons/hicolor/scalable/apps/magnetdesk.svg",
}


def data_home(environ=os.environ) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` (the XDG base directory default)."""
    home = environ.get("XDG_DATA_HOME")
    return Path(home) if home else Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """How the desktop should start this installation: the frozen executable, else the
    ``magnetdesk`` script next to this Python, else ``python -m magnetdesk``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).with_name("magnetdesk")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "magnetdesk"]


def exec_quote(arg: str) -> str:
    """One argument of a ``.desktop`` file's ``Exec`` line: in double quotes, with ``"``,
    `` ` ``, ``$`` and ``\\`` escaped, when it holds a space or a reserved character
    (the Desktop Entry Specification's rules, not the shell's)."""
    if arg and not any(ch in arg for ch in ' \t\n"\'\\><~|&;$*?#()`%='):
        return arg
    escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
    return f'"{escaped}"'


def desktop_entry(command: list[str]) -> str:
    """Our ``.desktop`` file with ``Exec`` set to ``command`` (plus the file to open)."""
    text = (RESOURCES / "desktop" / "magnetdesk.desktop").read_text(encoding="utf-8")
    exec_line = " ".join(exec_quote(arg) for arg in command)
    lines = [f"Exec={exec_line} %f" if line.startswith("Exec=") else line
             for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Install the three files (see the module docstring); the paths written."""
    home = home or data_home()
    written = []
    for source, target in PLACES.items():
        path = home / target
        path.parent.mkdir(parents=True, exist_ok=True)
        if source.endswith(".desktop"):
            path.write_text(desktop_entry(command or launch_command()), encoding="utf-8")
        else:
            path.write_bytes((RESOURCES / source).read_bytes())
        written.append(path)
    _refresh(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote; the paths removed."""
    home = home or data_home()
    removed = []
    for target in PLACES.values():
        path = home / target
        if path.exists():
            path.unlink()
            removed.append(path)
    _refresh(home)
    return removed


def _refresh(home: Path) -> None:
    """Let the desktop see the change (the tools are optional: without them it shows up at
    the next log-in)."""
    for tool, folder in (("update-mime-database", "mime"),
                         ("update-desktop-database", "applications")):
        if shutil.which(tool) and (home / folder).is_dir():
            subprocess.run([tool, str(home / folder)], capture_output=True, check=False)


def main(uninstalling: bool = False) -> int:
    """The command: say what was done."""
    if not sys.platform.startswith("linux"):
        print("--install-desktop is for Linux desktops; on Windows and macOS the installer "
              "registers the app.", file=sys.stderr)
        return 1
    paths = uninstall() if uninstalling else install()
    verb = "removed" if uninstalling else "installed"
    for path in paths:
        print(f"{verb} {path}")
    return 0

"""Before Qt starts: is there a screen, and can Qt's X11 plugin load?

Qt 6.5+ needs the system library libxcb-cursor for its X11 plugin, and PyPI's Qt does not bring
it; without it Qt aborts with a message about "platform plugins" that tells a person nothing.
On Linux we look first and say what to install (or use Wayland when it is there).

>>> print(problem_with_display({"DISPLAY": ":0"}, "linux", lambda name: None))
magnetdesk needs the system library libxcb-cursor for Qt on X11. Install it with
  sudo apt install libxcb-cursor0    (Debian, Ubuntu)
  sudo dnf install xcb-util-cursor   (Fedora)
and start magnetdesk again.
>>> problem_with_display({"DISPLAY": ":0"}, "linux", lambda name: "libxcb-cursor.so.0") is None
True
"""

from __future__ import annotations

import ctypes.util
import os
import sys
from collections.abc import Callable, MutableMapping

NO_SCREEN = (
    "magnetdesk is a desktop program and found no screen (neither DISPLAY nor WAYLAND_DISPLAY "
    "is set). Start it from your desktop, or under a virtual screen: xvfb-run -a magnetdesk"
)
NO_XCB_CURSOR = (
    "magnetdesk needs the system library libxcb-cursor for Qt on X11. Install it with\n"
    "  sudo apt install libxcb-cursor0    (Debian, Ubuntu)\n"
    "  sudo dnf install xcb-util-cursor   (Fedora)\n"
    "and start magnetdesk again."
)


def problem_with_display(
    environ: MutableMapping[str, str],
    platform: str = sys.platform,
    find_library: Callable[[str], str | None] = ctypes.util.find_library,
) -> str | None:
    """What stops Qt from opening a window here, in words for the user (None: nothing).

    Only Linux is checked, and only when the user has not chosen a Qt platform plugin. When
    Wayland is there and the X11 plugin cannot load, ``environ`` is set to use Wayland."""
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    wayland, x11 = environ.get("WAYLAND_DISPLAY"), environ.get("DISPLAY")
    if not wayland and not x11:
        return NO_SCREEN
    if find_library("xcb-cursor") is not None:
        return None
    if wayland:
        environ["QT_QPA_PLATFORM"] = "wayland"
        return None
    return NO_XCB_CURSOR


def check_display() -> bool:
    """Say what is missing on standard error; True when Qt can start."""
    problem = problem_with_display(os.environ)
    if problem is not None:
        print(problem, file=sys.stderr)
    return problem is None

"""Before Qt starts: a missing screen or a missing libxcb-cursor is said in words, and Wayland
is used when X11's plugin cannot load."""

from __future__ import annotations

import os
import subprocess
import sys

from magnetdesk.gui.display_check import NO_SCREEN, NO_XCB_CURSOR, problem_with_display


def present(name: str) -> str:
    return f"lib{name}.so.0"


def missing(name: str) -> None:
    return None


def test_no_screen_at_all_is_said_in_words():
    assert problem_with_display({}, "linux", present) == NO_SCREEN


def test_x11_without_libxcb_cursor_names_the_package_to_install():
    assert problem_with_display({"DISPLAY": ":0"}, "linux", missing) == NO_XCB_CURSOR


def test_wayland_is_used_when_the_x11_plugin_cannot_load():
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    assert problem_with_display(environ, "linux", missing) is None
    assert environ["QT_QPA_PLATFORM"] == "wayland"


def test_x11_with_libxcb_cursor_starts_as_usual():
    environ = {"DISPLAY": ":0"}
    assert problem_with_display(environ, "linux", present) is None
    assert "QT_QPA_PLATFORM" not in environ


def test_a_chosen_platform_plugin_and_other_systems_are_left_alone():
    assert problem_with_display({"QT_QPA_PLATFORM": "offscreen"}, "linux", missing) is None
    assert problem_with_display({}, "win32", missing) is None
    assert problem_with_display({}, "darwin", missing) is None


def test_the_command_without_a_screen_says_so_and_exits_1():
    environ = {k: v for k, v in os.environ.items()
               if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run(
        [sys.executable, "-m", "magnetdesk"], env=environ, capture_output=True, text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "found no screen" in done.stderr

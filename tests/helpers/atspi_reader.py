"""A screen reader's view of the window, from outside through AT-SPI (libatspi by GObject
introspection: Debian's python3-gi and gir1.2-atspi-2.0, so this runs under the system's
Python, not the project's). It finds the application named on the command line, the board
(the accessible whose name starts with the given words), listens for announcements, makes the
file ``ready`` (the window then plays a move), waits for the announcement, and prints as JSON
the board's name and description, the announcements heard, and its cells (its children):
how many, and the names of those a stone stands on."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = 30.0


def find_application(name: str):
    desktop = Atspi.get_desktop(0)
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_name() == name:
                return app
        time.sleep(0.2)
    raise SystemExit(f"no application {name!r} on the accessibility bus")


def find_board(root, words: str):
    """Depth first, through at most 3000 accessibles."""
    stack, seen = [root], 0
    while stack and seen < 3000:
        node = stack.pop()
        if node is None:
            continue
        seen += 1
        if (node.get_name() or "").startswith(words):
            return node
        count = node.get_child_count()
        stack.extend(node.get_child_at_index(i) for i in reversed(range(count)))
    return None


def main() -> None:
    app_name, words, ready = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    Atspi.init()
    app = find_application(app_name)
    deadline = time.monotonic() + TIMEOUT
    board = None
    while board is None and time.monotonic() < deadline:
        board = find_board(app, words)
        if board is None:
            time.sleep(0.2)
    if board is None:
        raise SystemExit(f"no accessible named {words!r}…")
    before = board.get_name()
    heard: list[str] = []
    loop = GLib.MainLoop()

    def on_event(event) -> None:
        text = event.any_data if isinstance(event.any_data, str) else ""
        heard.append(text)
        loop.quit()

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:announcement")
    ready.write_text("listening", encoding="utf-8")
    GLib.timeout_add_seconds(15, loop.quit)
    loop.run()
    time.sleep(0.5)  # the name and description changes go out with the move
    board.clear_cache()  # read them from the window again, not from libatspi's cache
    cells = [board.get_child_at_index(i) for i in range(board.get_child_count())]
    taken = [c.get_name() for c in cells if c is not None and not c.get_name().endswith("empty")]
    print(json.dumps({
        "name_before": before,
        "name": board.get_name(),
        "description": board.get_description(),
        "role": board.get_role_name(),
        "announcements": heard,
        "cells": len(cells),
        "taken": taken,
    }))


if __name__ == "__main__":
    main()

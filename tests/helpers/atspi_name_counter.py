"""A screen reader's ear on the thinking indicator, from outside through AT-SPI (libatspi
under the system's Python, as tests/helpers/atspi_reader.py): it finds the application named
on the command line, listens for accessible-name changes, makes the file ``ready`` (the window
then shows a search's progress), and once ``<ready>.done`` exists prints as JSON the names
the changes carried."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import gi

gi.require_version("Atspi", "2.0")
from atspi_reader import TIMEOUT, find_application  # noqa: E402  (beside this file)
from gi.repository import Atspi, GLib  # noqa: E402


def main() -> None:
    app_name, ready = sys.argv[1], Path(sys.argv[2])
    done = Path(f"{ready}.done")
    Atspi.init()
    find_application(app_name)
    names: list[str] = []
    loop = GLib.MainLoop()

    def on_event(event) -> None:
        source = event.source
        if source is not None and (source.get_name() or "").find("thinking") >= 0:
            names.append(source.get_name())

    def finished() -> bool:
        if done.exists() or time.monotonic() > deadline:
            GLib.timeout_add(500, loop.quit)  # the last events on their way
            return False
        return True

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:property-change:accessible-name")
    deadline = time.monotonic() + TIMEOUT
    ready.write_text("listening", encoding="utf-8")
    GLib.timeout_add(100, finished)
    loop.run()
    print(json.dumps({"names": names, "done": done.exists()}))


if __name__ == "__main__":
    main()

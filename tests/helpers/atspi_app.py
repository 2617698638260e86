"""The window a screen reader reads in tests/gui/test_atspi.py: a Go game on 9×9 between two
people; once the file named on the command line exists (the reader listens), Black plays D4.
Run under Xvfb and a D-Bus session with Qt's accessibility on."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.window.main_window import MainWindow


def main() -> None:
    ready = Path(sys.argv[1])
    app = QApplication(["magnetdesk-atspi"])
    app.setApplicationName("magnetdesk-atspi")
    window = MainWindow(GameSetup("go", {"size": 9}))
    window.show()
    timer = QTimer()

    def play_once_read() -> None:
        if ready.exists():
            timer.stop()
            window.play("D4")

    timer.timeout.connect(play_once_read)
    timer.start(100)
    app.exec()


if __name__ == "__main__":
    main()

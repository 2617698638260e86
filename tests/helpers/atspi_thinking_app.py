"""The window a screen reader listens to in tests/gui/test_atspi.py while the computer thinks:
once the file named on the command line exists (the reader listens), the thinking indicator
shows a search's progress four times a second for 7 seconds, as a long search does, then the
file ``<ready>.done`` is made. Run under Xvfb and a D-Bus session with Qt's accessibility on."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from magnetdesk.ai.core.search_types import SearchProgress
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.window.main_window import MainWindow

UPDATES = 28  # 7 s at four a second


def main() -> None:
    ready = Path(sys.argv[1])
    app = QApplication(["magnetdesk-atspi"])
    app.setApplicationName("magnetdesk-atspi")
    window = MainWindow(GameSetup("go", {"size": 9}))
    window.show()
    window.thinking.label.setObjectName("thinking")
    e5 = window.position.topology.parse("E5")
    sent = [0]
    timer = QTimer()

    def tick() -> None:
        if not sent[0]:
            if not ready.exists():
                return
            window.thinking.start("White", window.position)
        sent[0] += 1
        if sent[0] > UPDATES:
            timer.stop()
            Path(f"{ready}.done").write_text("done", encoding="utf-8")
            return
        progress = SearchProgress(100 * sent[0], e5, 0.5 + sent[0] / 100, sent[0] / 4)
        window.thinking.show_progress(progress)

    timer.timeout.connect(tick)
    timer.start(250)
    app.exec()


if __name__ == "__main__":
    main()

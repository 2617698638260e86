"""The GTP console (as Sabaki's): an outside engine's exchange as it happens, what we sent, what
it answered, its standard error in grey, and a line to type commands of one's own. In common/
because the coach (an outside analyst) and the engines (an outside player) both show one.

:class:`TrafficLog` is the client's per-line hook (``GtpClient(spec, traffic=log)``): it may
be called from the client's reader threads; it keeps the last lines (a console opened later
shows them) and hands each on as a queued signal. :class:`GtpConsole` is a dock per engine; a
typed command goes to ``send`` on a thread of its own (the answer comes back through the log),
so a slow engine never freezes the window.
"""

from __future__ import annotations

import collections
import html
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDockWidget,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.translation import tr

KEPT = 2000  # lines a log keeps for a console opened later
COLOURS = {"send": "#1f5fbf", "receive": "", "stderr": "#8a8a8a"}


class TrafficLog(QObject):
    """The exchange with one engine, line by line (``direction``: send, receive, stderr)."""

    line = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: collections.deque[tuple[str, str]] = collections.deque(maxlen=KEPT)
        self._lock = threading.Lock()

    def __call__(self, direction: str, text: str) -> None:
        with self._lock:
            self.lines.append((direction, text))
        self.line.emit(direction, text)

    def kept(self) -> list[tuple[str, str]]:
        with self._lock:
            return list(self.lines)


class GtpConsole(QDockWidget):
    """See the module docstring. ``send(text)`` sends a typed command (it may block)."""

    def __init__(self, name: str, log: TrafficLog, send: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(tr("GTP console: {name}").format(name=name), parent)
        self.setObjectName(f"gtp-console-{name}")
        self.log = log
        self.send = send
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.view = QPlainTextEdit()
        self.view.setReadOnly(True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.view.setMaximumBlockCount(KEPT)
        self.view.setAccessibleName(tr("The exchange with the engine"))
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(tr("A GTP command, then Enter"))
        self.entry.setAccessibleName(tr("GTP command"))
        layout.addWidget(self.view)
        layout.addWidget(self.entry)
        self.setWidget(body)
        for direction, text in log.kept():
            self.show_line(direction, text)
        log.line.connect(self.show_line, Qt.ConnectionType.QueuedConnection)
        self.entry.returnPressed.connect(self._typed)

    def show_line(self, direction: str, text: str) -> None:
        shown = html.escape(text) or "&nbsp;"
        if direction == "send":
            shown = f"&gt; {shown}"
        colour = COLOURS.get(direction, "")
        self.view.appendHtml(f'<span style="color:{colour}">{shown}</span>' if colour
                             else f"<span>{shown}</span>")

    def text(self) -> str:
        return self.view.toPlainText()

    def _typed(self) -> None:
        command = self.entry.text().strip()
        if not command:
            return
        self.entry.clear()

        def run() -> None:
            try:
                self.send(command)
            except Exception as error:  # the engine's failure: said in the console
                self.log("stderr", tr("(the command failed: {reason})").format(reason=error))

        threading.Thread(target=run, name="gtp-console", daemon=True).start()

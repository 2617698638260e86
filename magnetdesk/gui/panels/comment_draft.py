"""A comment being typed, kept apart from the record until the typing pauses.

Writing the record (and the autosave) on every keystroke is wasteful, so :meth:`edit` only
remembers the node and the text and restarts a short timer. When the timer runs out, or when
:meth:`commit` is called (the window does so before it moves to another node, saves, or
closes), ``committed(node, text)`` carries the text to the node it was typed at, even if the
window shows another node by then. Nothing typed is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

PAUSE_MS = 1000  # the typing pause after which a comment is written into the record


class CommentDraft(QObject):
    """See the module docstring."""

    committed = Signal(object, str)  # node, text

    def __init__(self, parent: QObject | None = None, pause_ms: int = PAUSE_MS) -> None:
        super().__init__(parent)
        self._node = None
        self._text = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(pause_ms)
        self._timer.timeout.connect(self.commit)

    def edit(self, node, text: str) -> None:
        """``text`` is now the comment typed at ``node`` (a draft typed at another node is
        committed first)."""
        if self._node is not None and self._node is not node:
            self.commit()
        self._node, self._text = node, text
        self._timer.start()

    @property
    def pending(self) -> bool:
        return self._node is not None

    def commit(self) -> None:
        """Hand the draft over now (nothing happens when there is none)."""
        self._timer.stop()
        node, self._node = self._node, None
        if node is not None:
            self.committed.emit(node, self._text)

    def discard(self) -> None:
        """Forget the draft (its game is gone)."""
        self._timer.stop()
        self._node = None

"""Saying things to a screen reader: the board widget's accessible name (the board as a whole,
``Go board, 9 by 9, Black to play``) and description (the last thing said), and announcements
(``QAccessibleAnnouncementEvent``: Orca, NVDA and VoiceOver speak them without moving the
focus). :attr:`Announcer.last` keeps the last announcement for the status bar and the tests."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


class Announcer(QObject):
    """Speaks for ``widget`` (the board view); ``announced(text)`` after each announcement."""

    announced = Signal(str)

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.last = ""

    def describe(self, name: str) -> None:
        """The widget's accessible name (Qt tells the screen reader when it changes)."""
        if self.widget.accessibleName() != name:
            self.widget.setAccessibleName(name)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` now (``assertive``: interrupting what is being said); the widget's
        description keeps it, for a screen reader that reads the board again."""
        if not text:
            return
        self.last = text
        self.widget.setAccessibleDescription(text)
        event = QAccessibleAnnouncementEvent(self.widget, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text)

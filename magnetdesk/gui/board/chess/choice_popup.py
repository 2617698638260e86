"""A small popup of buttons beside a square: the four pieces of a promotion (large pictures,
as chess programs show them) or the field codes a player may name (a grid of them). A choice
triggers its action; Esc or a click elsewhere closes it without one. By keyboard: the first
choice has the focus, the arrow keys move it to the previous or next one, Enter or Space
chooses; a letter that begins one choice's name alone (Q, R, B, N) chooses it at once.

``actions()`` lists the choices as QActions (tests trigger them as a click would)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QToolButton, QWidget

PIECE_BUTTON = 56
MAX_COLUMNS = 9


class ChoicePopup(QFrame):
    """See the module docstring. ``options`` are (label, icon or None, callback)."""

    def __init__(self, title: str, options: list, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 6)
        grid.setSpacing(3)
        pictures = bool(options) and options[0][1] is not None
        columns = len(options) if pictures else min(MAX_COLUMNS, math.ceil(len(options) ** 0.5))
        caption = QLabel(f"<b>{title}</b>")
        grid.addWidget(caption, 0, 0, 1, max(1, columns))
        self.buttons: list[QToolButton] = []
        for i, (label, icon, chosen) in enumerate(options):
            action = QAction(icon if icon is not None else QIcon(), label, self)
            action.triggered.connect(chosen)
            action.triggered.connect(self.close)
            self.addAction(action)
            button = QToolButton()
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            if pictures:
                button.setIconSize(QSize(PIECE_BUTTON, PIECE_BUTTON))
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            else:
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                button.setStyleSheet("font-family: monospace; font-weight: 600;")
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            grid.addWidget(button, 1 + i // columns, i % columns)
            self.buttons.append(button)

    def show_at(self, spot: QPoint) -> None:
        """Show with its top-left corner at ``spot`` (global), kept on the screen."""
        self.adjustSize()
        screen = self.screen().availableGeometry() if self.screen() else None
        x, y = spot.x(), spot.y()
        if screen is not None:
            x = max(screen.left(), min(x, screen.right() - self.width()))
            y = max(screen.top(), min(y, screen.bottom() - self.height()))
        self.move(x, y)
        self.show()
        if self.buttons:
            self.buttons[0].setFocus(Qt.FocusReason.PopupFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter takes the choice with the focus (the buttons' own arrows move the focus and
        Space presses them), a letter the one whose name alone begins with it; Esc closes
        (QWidget's)."""
        focused = self.focusWidget()
        named = [b for b in self.buttons if event.text() and
                 b.text().replace("&", "").lower().startswith(event.text().lower())]
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focused in self.buttons:
            self.buttons[self.buttons.index(focused)].defaultAction().trigger()
        elif len(named) == 1:
            named[0].defaultAction().trigger()
        else:
            super().keyPressEvent(event)

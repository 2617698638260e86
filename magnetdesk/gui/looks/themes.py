"""The app's look: light, dark or high contrast, or as the system (the default), chosen in
View ▸ Theme and kept in the settings (``"theme"``).

A theme is the window's palette (Qt's Fusion style, whose palettes every platform draws the
same) and the board's colours (:mod:`magnetdesk.gui.board.painters.theme`). "As the system"
follows the system's colour scheme (Qt's ``QStyleHints.colorScheme``), also when it changes
while the app runs; there the platform's own style and palette stay as long as they match the
scheme. :func:`apply_theme` puts a choice into effect for the whole app.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QStyleFactory, QWidget

from magnetdesk.gui.board.painters.theme import BOARD_THEMES, set_board_theme
from magnetdesk.gui.looks.choice_menu import choice_menu
from magnetdesk.translation import QT_TR_NOOP, tr

SYSTEM, LIGHT, DARK, HIGH_CONTRAST = "system", "light", "dark", "high-contrast"
THEME_NAMES = {  # the choices of View ▸ Theme, in order
    SYSTEM: QT_TR_NOOP("As the &system"),
    LIGHT: QT_TR_NOOP("&Light"),
    DARK: QT_TR_NOOP("&Dark"),
    HIGH_CONTRAST: QT_TR_NOOP("&High contrast"),
}
SETTING = "theme"
Role = QPalette.ColorRole

# (role, colour) of the dark and high-contrast palettes; disabled text is set apart
DARK_COLOURS = {
    Role.Window: "#2b2e31", Role.WindowText: "#e8e8e8", Role.Base: "#1f2224",
    Role.AlternateBase: "#272a2d", Role.ToolTipBase: "#2b2e31", Role.ToolTipText: "#e8e8e8",
    Role.PlaceholderText: "#9aa0a6", Role.Text: "#e8e8e8", Role.Button: "#35393d",
    Role.ButtonText: "#e8e8e8", Role.BrightText: "#ff7b6b", Role.Light: "#4a4f55",
    Role.Midlight: "#3d4146", Role.Mid: "#555b62", Role.Dark: "#1a1c1e", Role.Shadow: "#000000",
    Role.Highlight: "#3d7fd1", Role.HighlightedText: "#ffffff", Role.Link: "#7ab8ff",
    Role.LinkVisited: "#c39bff",
}
HIGH_CONTRAST_COLOURS = {
    Role.Window: "#000000", Role.WindowText: "#ffffff", Role.Base: "#000000",
    Role.AlternateBase: "#1c1c1c", Role.ToolTipBase: "#000000", Role.ToolTipText: "#ffffff",
    Role.PlaceholderText: "#e0e0e0", Role.Text: "#ffffff", Role.Button: "#000000",
    Role.ButtonText: "#ffffff", Role.BrightText: "#ffeb00", Role.Light: "#ffffff",
    Role.Midlight: "#ffffff", Role.Mid: "#ffffff", Role.Dark: "#ffffff", Role.Shadow: "#ffffff",
    Role.Highlight: "#ffeb00", Role.HighlightedText: "#000000", Role.Link: "#00e5ff",
    Role.LinkVisited: "#ff9aff",
}
DISABLED = {DARK: "#7d838a", HIGH_CONTRAST: "#a0a0a0"}
# Fusion draws a field's frame a shade darker than the window: none on high contrast's black,
# where only the focused field (framed in the highlight) would show. A white frame for all.
HIGH_CONTRAST_SHEET = """
QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox {
    border: 1px solid #ffffff; border-radius: 2px; padding: 2px; }
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus, QAbstractSpinBox:focus {
    border: 2px solid #ffeb00; padding: 1px; }
QLineEdit:disabled, QPlainTextEdit:disabled, QTextEdit:disabled, QAbstractSpinBox:disabled {
    border-color: #a0a0a0; }
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button { border: none; width: 14px; }
QAbstractSpinBox::up-arrow { width: 0; height: 0; border-left: 4px solid none;
    border-right: 4px solid none; border-bottom: 5px solid #ffffff; }
QAbstractSpinBox::down-arrow { width: 0; height: 0; border-left: 4px solid none;
    border-right: 4px solid none; border-top: 5px solid #ffffff; }
QAbstractSpinBox::up-arrow:disabled { border-bottom-color: #a0a0a0; }
QAbstractSpinBox::down-arrow:disabled { border-top-color: #a0a0a0; }
"""  # the spin box's arrows drawn as triangles: a sheet with its border loses Fusion's


def chosen_theme(setting: object) -> str:
    """The theme choice a setting holds (anything unknown: as the system)."""
    return setting if isinstance(setting, str) and setting in THEME_NAMES else SYSTEM


def window_palette(theme: str) -> QPalette:
    """The palette of the window in ``theme`` (light, dark or high contrast)."""
    if theme == LIGHT:
        fusion = QStyleFactory.create("Fusion")
        return fusion.standardPalette() if fusion is not None else QPalette()
    palette = QPalette()
    for role, colour in (DARK_COLOURS if theme == DARK else HIGH_CONTRAST_COLOURS).items():
        palette.setColor(role, QColor(colour))
    for role in (Role.Text, Role.WindowText, Role.ButtonText, Role.PlaceholderText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(DISABLED[theme]))
    return palette


def is_dark(palette: QPalette) -> bool:
    return palette.color(Role.Window).lightness() < 128


class ThemeKeeper(QObject):
    """The app's theme: the choice, the platform's own style and palette (to go back to), and
    the system's colour scheme followed while the choice is :data:`SYSTEM`."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.choice = SYSTEM
        self.shown = LIGHT  # the theme in effect
        self.platform_style = app.style().name()
        self.platform_palette = QPalette(app.palette())
        app.styleHints().colorSchemeChanged.connect(self._system_changed)

    def apply(self, choice: str, scheme: Qt.ColorScheme | None = None) -> None:
        """Put ``choice`` into effect (``scheme``: the system's, when it is known)."""
        self.choice = chosen_theme(choice)
        hints = self.app.styleHints()
        if self.choice == SYSTEM:
            hints.unsetColorScheme()  # the system's scheme, not one asked for before
            scheme = scheme if scheme is not None else hints.colorScheme()
            theme = DARK if scheme == Qt.ColorScheme.Dark else LIGHT
        else:
            theme = self.choice
            hints.setColorScheme(Qt.ColorScheme.Light if theme == LIGHT else Qt.ColorScheme.Dark)
        self.shown = theme
        sheet = HIGH_CONTRAST_SHEET if theme == HIGH_CONTRAST else ""
        if self.app.styleSheet() != sheet:
            self.app.setStyleSheet(sheet)
        if self.choice == SYSTEM and is_dark(self.platform_palette) == (theme == DARK):
            self._dress(self.platform_style, self.platform_palette)  # the platform's own look
        else:
            self._dress("fusion", window_palette(theme))
        set_board_theme(BOARD_THEMES[theme])

    def _dress(self, style: str, palette: QPalette) -> None:
        if self.app.style().name().lower() != style.lower():
            self.app.setStyle(style)
        self.app.setPalette(palette)

    def _system_changed(self, scheme: Qt.ColorScheme) -> None:
        if self.choice == SYSTEM:
            self.apply(SYSTEM, scheme)


_keeper: list[ThemeKeeper] = []


def theme_keeper() -> ThemeKeeper:
    """The app's :class:`ThemeKeeper` (made when first asked)."""
    app = cast(QApplication, QGuiApplication.instance())  # a widgets app
    if not _keeper or _keeper[0].app is not app:
        _keeper[:] = [ThemeKeeper(app)]
    return _keeper[0]


def apply_theme(choice: str) -> None:
    """Put the theme ``choice`` (a key of :data:`THEME_NAMES`) into effect for the app."""
    theme_keeper().apply(choice)


def theme_menu(window: QWidget, chosen: str, choose: Callable[[str], object]) -> QMenu:
    """View ▸ Theme: as the system, light, dark or high contrast, ``chosen`` checked; the
    choice goes to ``choose(choice)``."""
    choices = ((choice, tr(name)) for choice, name in THEME_NAMES.items())
    return choice_menu(tr("&Theme"), window, choices, chosen, choose)

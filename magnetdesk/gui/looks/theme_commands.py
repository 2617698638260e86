"""View ▸ Theme in the main window: the choice kept in the settings and put into effect at
once (:mod:`magnetdesk.gui.looks.themes`). A part the window holds (``window.theme``)."""

from __future__ import annotations

from typing import ClassVar

from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.looks.themes import SETTING, apply_theme, chosen_theme, theme_keeper


class ThemePart:
    """The window's theme: it needs only the settings (None: nothing is remembered)."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("theme_setting", "choose_theme")

    def __init__(self, settings: Settings | None) -> None:
        self.settings = settings

    def theme_setting(self) -> str:
        """The theme chosen in View ▸ Theme (a window without settings: the app's)."""
        if self.settings is None:
            return theme_keeper().choice
        return chosen_theme(self.settings.get(SETTING))

    def choose_theme(self, choice: str) -> None:
        """View ▸ Theme: remember ``choice`` and show the app in it."""
        if self.settings is not None:
            self.settings.set(SETTING, choice)
        apply_theme(choice)

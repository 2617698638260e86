"""A menu of exclusive choices (View ▸ Language, View ▸ Theme): one checkable entry per choice,
the current one checked, a click handing the chosen value on."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget


def choice_menu(
    title: str,
    parent: QWidget,
    choices: Iterable[tuple[str, str]],
    chosen: str,
    choose: Callable[[str], object],
) -> QMenu:
    """``title``'s menu of ``choices`` (value, translated text), ``chosen`` checked; a click
    calls ``choose(value)``."""
    menu = QMenu(title, parent)
    group = QActionGroup(menu)
    for value, text in choices:
        action = menu.addAction(text)
        action.setCheckable(True)
        action.setChecked(value == chosen)
        action.setData(value)
        group.addAction(action)
        action.triggered.connect(lambda _=False, value=value: choose(value))
    return menu

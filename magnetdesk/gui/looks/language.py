"""The window's language: English, or German from Qt's translation files.

The language is the one chosen in View ▸ Language (kept in the settings), else the
``MAGNETDESK_LANGUAGE`` environment variable, else the system's. Installing it loads our
``magnetdesk_de.qm`` and Qt's own ``qtbase_de.qm`` (the buttons of the standard dialogs) and
makes :func:`magnetdesk.translation.tr` ask Qt. It happens once at start-up, before the window
is built; a new choice takes effect at the next start.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from importlib.resources import files
from typing import cast

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QMenu, QWidget

from magnetdesk import translation
from magnetdesk.gui.common.words import set_number_language
from magnetdesk.gui.looks.choice_menu import choice_menu
from magnetdesk.translation import QT_TR_NOOP, tr

TRANSLATIONS = files("magnetdesk") / "resources" / "translations"
ENVIRONMENT = "MAGNETDESK_LANGUAGE"
# code: the language's name in itself (shown in the menu as it is, so anyone finds theirs)
LANGUAGES = {"en": "English", "de": "Deutsch"}
SYSTEM = ""  # the setting for "as the system"
SYSTEM_NAME = QT_TR_NOOP("As the system")

_installed: list[QTranslator] = []  # Qt keeps only a pointer: they must stay alive
_current = ["en"]


def chosen_language(setting: str | None) -> str:
    """The language code to use: the setting, the environment variable, else the system's
    (English for a language we do not have)."""
    if setting in LANGUAGES:
        return setting
    wish = os.environ.get(ENVIRONMENT) or QLocale.system().name()  # "de_CH", "C", "en-GB"
    code = wish.replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def install_language(code: str) -> bool:
    """Make ``code`` the language of the texts made from now on; False if its translation
    could not be loaded (the texts stay English)."""
    app = cast(QCoreApplication, QCoreApplication.instance())  # there is one to change
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    translation.install(None)
    _current[0] = "en"
    set_number_language("en")
    if code == "en":
        return True
    ours = QTranslator()
    if not ours.load(f"magnetdesk_{code}", str(TRANSLATIONS)):
        return False
    qt_own = QTranslator()
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        _installed.append(qt_own)
    _installed.append(ours)
    for translator in _installed:
        app.installTranslator(translator)
    translation.install(lambda text, n: QCoreApplication.translate("", text, None, n))
    _current[0] = code
    set_number_language(code)
    return True


def current_language() -> str:
    """The code of the installed language."""
    return _current[0]


def language_menu(window: QWidget, chosen: str, choose: Callable[[str], object]) -> QMenu:
    """View ▸ Language: as the system, or one of ours, ``chosen`` checked; the choice goes to
    ``choose(code)`` (``""`` for the system's)."""
    choices = ((SYSTEM, tr(SYSTEM_NAME)), *LANGUAGES.items())
    return choice_menu(tr("&Language"), window, choices, chosen, choose)



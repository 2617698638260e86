"""Where the app keeps its files: the user data folder (autosave, recent games) and the user
config folder (settings), from platformdirs, created on first use.

``MAGNETDESK_HOME`` overrides both (tests and portable installs): data and config then live
in ``$MAGNETDESK_HOME/data`` and ``$MAGNETDESK_HOME/config``.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

APP_NAME = "magnetdesk"
HOME_VARIABLE = "MAGNETDESK_HOME"


def data_dir() -> Path:
    """The user data folder (created if missing and possible)."""
    return _ensure(_home("data") or Path(user_data_dir(APP_NAME, appauthor=False)))


def config_dir() -> Path:
    """The user config folder (created if missing and possible)."""
    return _ensure(_home("config") or Path(user_config_dir(APP_NAME, appauthor=False)))


def autosave_path() -> Path:
    """The game saved after every move, offered back after a crash."""
    return data_dir() / "autosave.sgf"


def settings_path() -> Path:
    """The settings file (JSON, read and written by
    :class:`magnetdesk.gui.common.storage.Settings`)."""
    return config_dir() / "settings.json"


def _home(part: str) -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) / part if home else None


def _ensure(path: Path) -> Path:
    """``path``, created if missing; a folder that cannot be made is the caller's to report
    when it is used (the app says so; it never stops the start)."""
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path

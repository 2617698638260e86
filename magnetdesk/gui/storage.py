"""What the app keeps between runs, without widgets: the autosaved game (offered back after a
crash or a kill), the settings and the recent files.

Every write goes through :func:`magnetdesk.record.sgf.write_atomically` (temporary file, fsync,
one rename), so a kill at any moment leaves either the old file or the new one. Nothing here
raises for a broken or unwritable file: the autosave moves a broken game aside and answers
None; the settings fall back to their defaults and say what went wrong in ``problem``.

>>> import tempfile
>>> from magnetdesk.record import Game
>>> game = Game.new("go", size=9); _ = game.play("E5")
>>> autosave = Autosave(tempfile.mkdtemp())
>>> autosave.save(game.record, node_path(game.node), None)
True
>>> [node.play.text for node in autosave.pending().record.main_line()[1:]]
['E5']
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from magnetdesk.gui.setup import PlayerSetup, players_from_json, players_to_json
from magnetdesk.record import GameRecord, Node, game_from_sgf_text
from magnetdesk.record.sgf import write_atomically
from magnetdesk.translation import QT_TR_NOOP, tr

AUTOSAVE_GAME = "autosave.sgf"
AUTOSAVE_SIDECAR = "autosave.json"
BROKEN_SUFFIX = ".broken"
BROKEN_SETTINGS = QT_TR_NOOP("The settings file {file} is broken; defaults are used.")
UNSAVED_SETTINGS = QT_TR_NOOP("The settings could not be saved ({why}).")
MAX_RECENT_FILES = 10


def node_path(node: Node) -> list[int]:
    """``node`` as the child indices that lead to it from the root (the root is ``[]``)."""
    indices = []
    while node.parent is not None:
        indices.append(node.parent.children.index(node))
        node = node.parent
    indices.reverse()
    return indices


def node_at(record: GameRecord, path: Sequence[int]) -> Node:
    """The node ``path`` leads to, or the deepest node it still leads to when the tree has no
    such branch."""
    node = record.root
    for index in path:
        if not 0 <= index < len(node.children):
            break
        node = node.children[index]
    return node


@dataclass
class Restorable:
    """An autosaved game that can be offered back: the record, where the player was, the file
    the game belongs to (None: never saved), when it was autosaved (seconds since the epoch,
    None when unknown) and who played each colour (None when unknown: two people)."""

    record: GameRecord
    node_path: list[int]
    file_path: str | None
    saved_at: float | None
    players: dict[int, PlayerSetup] | None = None

    def node(self) -> Node:
        """The node the player was at."""
        return node_at(self.record, self.node_path)


class Autosave:
    """The game saved after every move in ``folder``: ``autosave.sgf`` and a JSON sidecar with
    the current node, the file the game belongs to, the players and the time.

    The game is written first and the sidecar second; the sidecar holds a hash of the game
    text, so after a kill between the two writes the newer game is still restored (at the
    node the older sidecar names, or the deepest one it still leads to).
    """

    def __init__(self, folder: str | os.PathLike) -> None:
        self.folder = Path(folder)
        self._problem: Words | None = None

    problem = property(lambda self: _said(self._problem), doc="What went wrong, in words.")

    def check(self) -> bool:
        """Can games be autosaved here? (Tried at start-up, so a read-only or missing
        folder is said at once rather than after the first move.) False sets ``problem``."""
        probe = self.folder / ".magnetdesk-write-test"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as error:
            self._problem = Words(
                QT_TR_NOOP("Games cannot be autosaved in {folder}: {why}. "
                           "Save your game with File ▸ Save."),
                {"folder": self.folder, "why": _why(error)},
            )
            return False
        return True

    @property
    def game_file(self) -> Path:
        return self.folder / AUTOSAVE_GAME

    @property
    def sidecar_file(self) -> Path:
        return self.folder / AUTOSAVE_SIDECAR

    def save(
        self,
        record: GameRecord,
        current_node_path: list[int],
        file_path: str | None,
        players: dict[int, PlayerSetup] | None = None,
    ) -> bool:
        """Save the game; True when it is on the disk. On failure the previous autosave stays
        as it was, the answer is False and ``problem`` says why."""
        text = record.to_sgf()
        sidecar = {
            "node_path": list(current_node_path),
            "file_path": file_path,
            "players": players_to_json(players) if players is not None else None,
            "saved_at": time.time(),
            "sgf_sha256": _digest(text),
        }
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self.game_file, text.encode("utf-8"))
            write_atomically(self.sidecar_file, json.dumps(sidecar).encode("utf-8"))
        except OSError as error:
            self._problem = Words(
                QT_TR_NOOP("The game could not be autosaved in {folder}: {why}"),
                {"folder": self.folder, "why": _why(error)},
            )
            return False
        self._problem = None
        return True

    def pending(self) -> Restorable | None:
        """The autosaved game, or None when there is none. A game that cannot be read is moved
        aside (``autosave.sgf.broken``) and answers None; this never raises."""
        try:
            text = self.game_file.read_bytes().decode("utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            self._move_aside(QT_TR_NOOP("the autosave could not be read: {why}"), _why(error))
            return None
        sidecar = self._sidecar()
        try:
            record, warnings = game_from_sgf_text(text)
        except Exception as error:  # any failure to read our own file means it is broken
            self._move_aside(QT_TR_NOOP("the autosave is broken: {why}"), error)
            return None
        if warnings and (sidecar is None or sidecar.get("sgf_sha256") != _digest(text)):
            self._move_aside(QT_TR_NOOP("the autosave is incomplete: {why}"), warnings[0])
            return None
        sidecar = sidecar or {}
        path = sidecar.get("node_path")
        if not (isinstance(path, list) and all(isinstance(i, int) for i in path)):
            path = [0] * (len(record.main_line()) - 1)
        file_path = sidecar.get("file_path")
        saved_at = sidecar.get("saved_at")
        return Restorable(
            record,
            node_path(node_at(record, path)),
            file_path if isinstance(file_path, str) else None,
            float(saved_at) if isinstance(saved_at, int | float) else None,
            players_from_json(sidecar.get("players")),
        )

    def clear(self) -> None:
        """Forget the autosave (the game was saved, closed or declined)."""
        for file in (self.game_file, self.sidecar_file):
            with contextlib.suppress(OSError):
                file.unlink()

    def _sidecar(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.sidecar_file.read_bytes().decode("utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def _move_aside(self, template: str, why: object) -> None:
        self._problem = Words(template, {"why": why})
        for file in (self.game_file, self.sidecar_file):
            with contextlib.suppress(OSError):
                os.replace(file, file.with_name(file.name + BROKEN_SUFFIX))


class Settings:
    """The settings, a JSON file at ``path``: window geometry and the side panel's layout,
    display toggles, the last variant and its options, its players and the recent files.

    Each change is written at once. A file that cannot be read or written never raises: the
    defaults (or the values in memory) are used and ``problem`` says what went wrong, for the
    window to show.
    """

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self._problem: Words | None = None
        self._values: dict[str, Any] = self._read()
        self.recent = RecentFiles(self)

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            return {}
        except OSError as error:
            self._problem = Words(
                QT_TR_NOOP("The settings could not be read ({why}); defaults are used."),
                {"why": _why(error)},
            )
            return {}
        except ValueError:
            self._problem = Words(BROKEN_SETTINGS, {"file": self.path})
            with contextlib.suppress(OSError):
                os.replace(self.path, self.path.with_name(self.path.name + BROKEN_SUFFIX))
            return {}
        if not isinstance(data, dict):
            self._problem = Words(BROKEN_SETTINGS, {"file": self.path})
            return {}
        return data

    problem = property(lambda self: _said(self._problem), doc="What went wrong, in words.")

    def save(self) -> bool:
        """Write the settings; False (and ``problem`` set) when they could not be written."""
        try:
            text = json.dumps(self._values, indent=1)
        except (TypeError, ValueError) as error:  # a value JSON cannot hold: a bug upstream
            self._problem = Words(UNSAVED_SETTINGS, {"why": error})
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, text.encode("utf-8"))
        except OSError as error:
            self._problem = Words(UNSAVED_SETTINGS, {"why": _why(error)})
            return False
        return True

    def get(self, key: str, default: Any = None, kind: type | tuple[type, ...] = object) -> Any:
        """The value of ``key`` if it is of ``kind``, else ``default`` (a hand-edited file may
        hold anything)."""
        value = self._values.get(key, default)
        if kind is not bool and isinstance(value, bool) and kind in (int, float):
            return default
        return value if isinstance(value, kind) else default

    def set(self, key: str, value: Any) -> None:
        """Set ``key`` (JSON values only) and write the settings."""
        self._values[key] = value
        self.save()

    # --- what the window keeps ------------------------------------------------------------

    def window_geometry(self) -> bytes | None:
        """The bytes of QWidget.saveGeometry (stored as base64 text)."""
        return self._bytes("window_geometry")

    def set_window_geometry(self, data: bytes) -> None:
        self.set("window_geometry", base64.b64encode(bytes(data)).decode("ascii"))

    def panel_layout(self) -> bytes | None:
        """The bytes of the side panel's QSplitter.saveState (the sections' heights)."""
        return self._bytes("panel_layout")

    def set_panel_layout(self, data: bytes) -> None:
        self.set("panel_layout", base64.b64encode(bytes(data)).decode("ascii"))

    def _bytes(self, key: str) -> bytes | None:
        text = self.get(key, None, str)
        if text is None:
            return None
        try:
            return base64.b64decode(text, validate=True)
        except ValueError:
            return None

    def toggle(self, name: str, default: bool = False) -> bool:
        """A display toggle (coordinates, move numbers ...)."""
        toggles = self.get("toggles", {}, dict)
        value = toggles.get(name, default)
        return value if isinstance(value, bool) else default

    def set_toggle(self, name: str, value: bool) -> None:
        toggles = dict(self.get("toggles", {}, dict))
        toggles[name] = bool(value)
        self.set("toggles", toggles)

    def last_variant(self) -> tuple[str | None, dict[str, Any]]:
        """The variant of the last new game and its options ({} when none)."""
        return self.get("last_variant", None, str), dict(self.get("last_options", {}, dict))

    def set_last_variant(self, variant: str, options: dict[str, Any]) -> None:
        self._values["last_variant"] = variant
        self.set("last_options", dict(options))

    def players(self) -> dict[int, PlayerSetup] | None:
        """Who played each colour in the last new game (None: not known)."""
        return players_from_json(self.get("players"))

    def set_players(self, players: dict[int, PlayerSetup]) -> None:
        self.set("players", players_to_json(players))


class RecentFiles:
    """The last files opened or saved, most recent first, at most ten, kept in
    :class:`Settings`."""

    KEY = "recent_files"

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def files(self) -> list[str]:
        files = self.settings.get(self.KEY, [], list)
        return [file for file in files if isinstance(file, str)][:MAX_RECENT_FILES]

    def add(self, path: str | os.PathLike) -> None:
        """Put ``path`` first (once)."""
        path = os.path.abspath(os.fspath(path))
        files = [path, *(file for file in self.files() if file != path)]
        self.settings.set(self.KEY, files[:MAX_RECENT_FILES])

    def remove(self, path: str | os.PathLike) -> None:
        """Drop ``path`` (a file that no longer opens)."""
        path = os.path.abspath(os.fspath(path))
        self.settings.set(self.KEY, [file for file in self.files() if file != path])

    def clear(self) -> None:
        self.settings.set(self.KEY, [])


class Words(NamedTuple):
    """A problem kept as its text and values, said in the window's language when asked (the
    settings are read before the language is known)."""

    template: str
    values: dict[str, Any]


def _said(words: Words | None) -> str | None:
    return tr(words.template).format(**words.values) if words is not None else None


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _why(error: OSError) -> str:
    return error.strerror or str(error)

"""What the app keeps between runs, without widgets: the autosaved game (offered back after a
crash or a kill), the settings and the recent files.

Every write goes through :func:`magnetdesk.record.sgf.write_atomically` (temporary file, fsync,
one rename), so a kill at any moment leaves either the old file or the new one (and perhaps a
temporary file, which :mod:`~magnetdesk.gui.common.state_files` clears up at the next start).
Nothing here raises for a broken, strange or unwritable file: whatever is in the folders, the app
starts. A state file that cannot be used (not a regular file, too big, not UTF-8, not JSON,
nested too deeply, a number that is not finite, a wrong value in the autosave's notes) is
moved aside (``NAME.broken``) and ``problem`` says so; the settings then fall back to their
defaults.

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
from typing import Any

from magnetdesk.engines.spec import EngineSpec, specs_from_data
from magnetdesk.gui.common.autosave_slots import SlotLock, claim_slot, slot_names
from magnetdesk.gui.common.setup import PlayerSetup, players_from_json, players_to_json
from magnetdesk.gui.common.state_files import (
    Unusable,
    Words,
    move_aside,
    read_json_file,
    read_state_file,
    said,
    why_words,
)
from magnetdesk.record import GameRecord, Node, game_from_sgf_text, game_to_sgf
from magnetdesk.record.sgf import write_atomically
from magnetdesk.translation import QT_TR_NOOP

AUTOSAVE_GAME, AUTOSAVE_SIDECAR = slot_names(1)
BROKEN_SETTINGS = QT_TR_NOOP(
    "The settings file {file} is broken ({why}): {moved}, and the defaults are used."
)
UNSAVED_SETTINGS = QT_TR_NOOP("The settings could not be saved ({why}).")
UNREADABLE_SETTINGS = QT_TR_NOOP(
    "The settings file {file} could not be read ({why}): the defaults are used, and the file "
    "is kept as it is, so this run's changes to the settings are not saved."
)
UNREADABLE_AUTOSAVE = QT_TR_NOOP("The autosaved game could not be read ({why}): {moved}.")
BROKEN_AUTOSAVE = QT_TR_NOOP("The autosaved game is broken ({why}): {moved}.")
INCOMPLETE_AUTOSAVE = QT_TR_NOOP("The autosaved game is incomplete ({why}): {moved}.")
BROKEN_SIDECAR = QT_TR_NOOP(
    "The autosave's notes are broken ({why}): {moved}; the game is offered at its last move."
)
FOREIGN_SIDECAR = QT_TR_NOOP(
    "The autosave's notes were written for another game; the game is offered at its last move."
)
UNREADABLE_AUTOSAVE_KEPT = QT_TR_NOOP(
    "The autosaved game could not be read ({why}). It was moved to {file}: once it can be "
    "read, open it with File ▸ Open."
)
SECOND_WINDOW = QT_TR_NOOP(
    "Another Magnetdesk uses this data folder: this one autosaves to {file}."
)
MAX_RECENT_FILES = 10
LATEST_TIMESTAMP = 253402300799  # 9999-12-31: a later "saved at" is not a time


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
    the current node, the node where the game ended (the file keeps only the result's text),
    the file the game belongs to, the players and the time.

    The game is written first and the sidecar second; the sidecar holds a hash of the game
    text, and notes whose hash is not the game's are not used (a kill between the two writes,
    or notes of another game): the game is offered at its last move.

    Several apps on one data folder each write a slot of their own (:meth:`claim`,
    :mod:`~magnetdesk.gui.common.autosave_slots`); without a claim, slot 1.
    """

    def __init__(self, folder: str | os.PathLike, slot: int = 1) -> None:
        self.folder = Path(folder)
        self.slot = slot
        self._lock: SlotLock | None = None
        self._problem: Words | None = None

    def claim(self) -> str | None:
        """Take the first slot no other running app holds (kept while this app runs); words
        for the person when it is not the first (another app uses the folder)."""
        self.slot, self._lock = claim_slot(self.folder)
        if self.slot == 1:
            return None
        return said(Words(SECOND_WINDOW, {"file": self.game_file}))

    problem = property(lambda self: said(self._problem), doc="What went wrong, in words.")

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
                {"folder": self.folder, "why": why_words(error)},
            )
            return False
        return True

    @property
    def game_file(self) -> Path:
        return self.folder / slot_names(self.slot)[0]

    @property
    def sidecar_file(self) -> Path:
        return self.folder / slot_names(self.slot)[1]

    def save(
        self,
        record: GameRecord,
        current_node_path: list[int],
        file_path: str | None,
        players: dict[int, PlayerSetup] | None = None,
    ) -> bool:
        """Save the game; True when it is on the disk. On failure the previous autosave stays
        as it was, the answer is False and ``problem`` says why."""
        text = game_to_sgf(record)
        ended = record.result_node()
        sidecar = {
            "node_path": list(current_node_path),
            "result_path": node_path(ended) if ended is not None else None,
            "result": record.info.get("RE", ""),  # the file has none for a variation's
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
                {"folder": self.folder, "why": why_words(error)},
            )
            return False
        self._problem = None
        return True

    def pending(self) -> Restorable | None:
        """The autosaved game, or None when there is none. A game that cannot be used is moved
        aside (``autosave.sgf.broken``) and answers None; broken notes are moved aside and the
        game is offered at its last move. This never raises; ``problem`` says what was moved."""
        self._problem = None
        try:
            text = read_state_file(self.game_file).decode("utf-8")
        except FileNotFoundError:
            return None
        except ValueError as error:  # not a regular file, too big, not UTF-8
            self._move_aside(UNREADABLE_AUTOSAVE, error, self.game_file, self.sidecar_file)
            return None
        except OSError as error:  # it may be fine once it can be read: kept, and said where
            self._keep_unreadable(error)
            return None
        sidecar = self._sidecar()
        try:
            record, warnings = game_from_sgf_text(text)
        except Exception as error:  # any failure to read our own file means it is broken
            self._move_aside(BROKEN_AUTOSAVE, error, self.game_file, self.sidecar_file)
            return None
        ours = sidecar is not None and sidecar.get("sgf_sha256") == _digest(text)
        if warnings and not ours:
            self._move_aside(INCOMPLETE_AUTOSAVE, warnings[0], self.game_file, self.sidecar_file)
            return None
        if sidecar is not None and not ours:
            self._problem = self._problem or Words(FOREIGN_SIDECAR, {})
            sidecar = None
        sidecar = sidecar or {}
        path = sidecar.get("node_path")
        if path is None:
            path = [0] * (len(record.main_line()) - 1)
        saved_at = sidecar.get("saved_at")
        ended = sidecar.get("result_path")
        result = sidecar.get("result") or record.info.get("RE")
        if ended is not None and result:  # where the game ended, not the file's
            record.set_result(node_at(record, ended), result)
        return Restorable(
            record,
            node_path(node_at(record, path)),
            sidecar.get("file_path"),
            float(saved_at) if saved_at is not None else None,
            players_from_json(sidecar.get("players")),
        )

    def clear(self) -> None:
        """Forget the autosave (the game was saved, closed or declined)."""
        for file in (self.game_file, self.sidecar_file):
            with contextlib.suppress(OSError):
                file.unlink()

    def _sidecar(self) -> dict[str, Any] | None:
        """The notes beside the game, every value checked (None: none, or moved aside)."""
        try:
            data = read_json_file(self.sidecar_file)
            _check_sidecar(data)
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as error:
            self._move_aside(BROKEN_SIDECAR, error, self.sidecar_file)
            return None
        return data

    def _move_aside(self, template: str, why: object, *files: Path) -> None:
        self._problem = Words(template, {"why": why_words(why), "moved": move_aside(*files)})

    def _keep_unreadable(self, error: OSError) -> None:
        """Move a game that could not be read (no permission) out of the autosave's way, to a
        game file of its own that File ▸ Open finds once it can be read."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = self.folder / f"{self.game_file.stem}-unread-{stamp}.sgf"
        try:
            os.replace(self.game_file, kept)
        except OSError:
            self._move_aside(UNREADABLE_AUTOSAVE, error, self.game_file, self.sidecar_file)
            return
        move_aside(self.sidecar_file)
        self._problem = Words(UNREADABLE_AUTOSAVE_KEPT, {"why": why_words(error), "file": kept})


class Settings:
    """The settings, a JSON file at ``path``: window geometry and the side panel's layout,
    display toggles, the last variant and its options, its players and the recent files.

    Each change is written at once. A file that cannot be read or written never raises: the
    defaults (or the values in memory) are used and ``problem`` says what went wrong, for the
    window to show. A file that is there but cannot be read (no permission) is never written
    over: this run's changes stay in memory (``kept`` is true), and the next start reads it.
    """

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self._problem: Words | None = None
        self.kept = False
        self._values: dict[str, Any] = self._read()
        self.recent = RecentFiles(self)

    def _read(self) -> dict[str, Any]:
        try:
            data = read_json_file(self.path)
            if not isinstance(data, dict):
                raise Unusable(QT_TR_NOOP("it does not hold settings"))
        except FileNotFoundError:
            return {}
        except OSError as error:
            self.kept = os.path.lexists(self.path)  # there, but not readable: never replaced
            template = UNREADABLE_SETTINGS if self.kept else QT_TR_NOOP(
                "The settings could not be read ({why}); defaults are used.")
            self._problem = Words(template, {"file": self.path, "why": why_words(error)})
            return {}
        except ValueError as error:
            moved = move_aside(self.path)
            self._problem = Words(
                BROKEN_SETTINGS, {"file": self.path, "why": why_words(error), "moved": moved}
            )
            return {}
        return data

    problem = property(lambda self: said(self._problem), doc="What went wrong, in words.")

    def save(self) -> bool:
        """Write the settings; False (and ``problem`` set) when they could not be written, or
        must not be: over a file that could not be read."""
        if self.kept:
            return False
        try:
            text = json.dumps(self._values, indent=1)
        except (TypeError, ValueError) as error:  # a value JSON cannot hold: a bug upstream
            self._problem = Words(UNSAVED_SETTINGS, {"why": error})
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, text.encode("utf-8"))
        except OSError as error:
            self._problem = Words(UNSAVED_SETTINGS, {"why": why_words(error)})
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

    def set_window_geometry(self, data: bytes | bytearray | memoryview) -> None:
        self.set("window_geometry", base64.b64encode(bytes(data)).decode("ascii"))

    def panel_layout(self) -> bytes | None:
        """The bytes of the side panel's QSplitter.saveState (the sections' heights)."""
        return self._bytes("panel_layout")

    def set_panel_layout(self, data: bytes | bytearray | memoryview) -> None:
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

    def engines(self) -> list[EngineSpec]:
        """The outside engines the person attached (Engines ▸ Engines…), in their order."""
        return specs_from_data(self.get("engines", [], list))

    def set_engines(self, specs: list[EngineSpec]) -> None:
        self.set("engines", [spec.to_json() for spec in specs])


class RecentFiles:
    """The last files opened or saved, most recent first, at most ten, kept in
    :class:`Settings`."""

    KEY = "recent_files"

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def files(self) -> list[str]:
        files = self.settings.get(self.KEY, [], list)
        return [file for file in files if _usable_path(file)][:MAX_RECENT_FILES]

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


def _check_sidecar(data: Any) -> None:
    """Raise :class:`Unusable` unless ``data`` is the autosave's notes as :meth:`Autosave.save`
    writes them (a missing value is fine: older versions wrote fewer)."""
    if not isinstance(data, dict):
        raise Unusable(QT_TR_NOOP("it holds no notes"))
    saved_at = data.get("saved_at")
    checks = {
        "node_path": _is_node_path(data.get("node_path")),
        "result_path": _is_node_path(data.get("result_path")),
        "result": isinstance(data.get("result", ""), str),
        "file_path": data.get("file_path") is None or _usable_path(data.get("file_path")),
        "saved_at": saved_at is None or (
            type(saved_at) in (int, float) and 0 <= saved_at <= LATEST_TIMESTAMP
        ),
        "players": data.get("players") is None or players_from_json(data["players"]) is not None,
        "sgf_sha256": isinstance(data.get("sgf_sha256", ""), str),
    }
    for key, good in checks.items():
        if not good:
            raise Unusable(QT_TR_NOOP("its {key} is wrong"), key=key)


def _is_node_path(path: Any) -> bool:
    """None, or child indices from the root (:func:`node_path`)."""
    return path is None or (
        isinstance(path, list) and all(type(index) is int and index >= 0 for index in path)
    )


def _usable_path(path: Any) -> bool:
    """A file path that can be opened: text without NUL bytes."""
    return isinstance(path, str) and bool(path) and "\0" not in path


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()

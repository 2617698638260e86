"""The window's file commands: open, save, save as, the recent files, and the question about
unsaved changes. A part the window holds (``window.files``); the window provides the game,
``show_record`` and the status line (:class:`~magnetdesk.gui.common.window_host.FileHost`);
here is only what touches files. Other parts use it as
:class:`~magnetdesk.gui.common.window_host.Files`."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any, ClassVar, cast

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from magnetdesk.gui.common.game_info import setup_of_file
from magnetdesk.gui.common.state_files import remove_stale_temporaries
from magnetdesk.gui.common.window_host import FileHost
from magnetdesk.gui.common.words import APP_NAME
from magnetdesk.record import GameRecord, SgfError, load_game, save_game
from magnetdesk.record.families.chess_text import text_variant as chess_text_variant
from magnetdesk.translation import QT_TR_NOOP, tr

SGF_FILTER = QT_TR_NOOP("SGF game records (*.sgf);;All files (*)")
OPEN_FILTER = QT_TR_NOOP("Game records (*.sgf *.txt);;SGF game records (*.sgf);;"
                         "Chess records as text (*.txt);;All files (*)")


class FilePart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("open_file", "save", "save_as")

    def __init__(self, host: FileHost) -> None:
        self.host = host
        self.recent: QAction | None = None  # File ▸ Open recent, once the menus are made

    def attach_recent(self, action: QAction) -> None:
        """File ▸ Open recent, filled from the settings."""
        self.recent = action
        self.fill_recent()

    def confirm_discard(self) -> bool:
        """True if there are no unsaved changes or the user lets them go (or saves them)."""
        self.host.commit_comment()
        if not self.host.dirty:
            return True
        answer = QMessageBox.question(
            self.host.window(), APP_NAME, tr("The game has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def open_file(self) -> None:
        if not self.confirm_discard():
            return
        name, _ = QFileDialog.getOpenFileName(
            self.host.window(), tr("Open a game"), self._folder(), tr(OPEN_FILTER)
        )
        if name:
            self.load(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open ``path`` as a file given from outside (a double-click on macOS): first the
        question about unsaved changes."""
        return self.confirm_discard() and self.load(path)

    def load(self, path: Path) -> bool:
        """Open ``path`` at its last move (see :meth:`open_record`); on an error say why and
        leave the current game as it was."""
        try:
            record, warnings = load_game(str(path), text_variant=self.text_variant())
        except (SgfError, OSError) as error:
            QMessageBox.critical(
                self.host.window(), APP_NAME,
                tr("Could not open {file}:\n{error}").format(file=path.name, error=error),
            )
            return False
        self.open_record(record, path)
        self._add_recent(path)
        self.host.say(
            tr("Opened {file}: %n move(s)", None, self.host.game.move_number).format(file=path.name)
        )
        if warnings:
            text = "\n".join(str(warning) for warning in warnings)
            QMessageBox.warning(
                self.host.window(), APP_NAME,
                tr("{file} was read with warnings:\n{warnings}").format(
                    file=path.name, warnings=text
                ),
            )
        return True

    def open_record(self, record: GameRecord, path: Path | None) -> None:
        """Show a game just read (a file's, a pasted one) at its last move. A game the computer
        played is offered to go on against it (PB/PW name its level); else two people play it
        (Game ▸ Players changes that)."""
        self.host.stop_thinking()
        # offers to go on against the computer:
        self.host.setup = setup_of_file(self.host.window(), record)
        self.host.show_record(record, path, record.main_line()[-1])

    def text_variant(self) -> tuple[str, dict[str, Any]]:
        """The chess variant a printed record is played in: the current game's if it is
        chess, else Magnetic Chess."""
        record = self.host.game.record
        return chess_text_variant(record.variant, dict(record.options))

    def save(self) -> bool:
        """Save to the game's file; when that fails (a folder gone, a NUL byte in a remembered
        path) the error says why and Save As asks for another file."""
        if self.host.path is None:
            return self.save_as()
        return self._write(self.host.path) or self.save_as()

    def save_as(self) -> bool:
        current = self.host.path
        name = (current.name if current is not None and _usable(current)
                else f"{self.host.game.record.variant}-{date.today()}.sgf")
        suggested = str(Path(self._folder()) / name)
        name, _ = QFileDialog.getSaveFileName(
            self.host.window(), tr("Save the game"), suggested, tr(SGF_FILTER)
        )
        if not name:
            return False
        path = Path(name)
        return self._write(path if path.suffix else path.with_suffix(".sgf"))

    def _write(self, path: Path) -> bool:
        self.host.commit_comment()
        try:
            save_game(self.host.game.record, str(path))
        except (OSError, ValueError) as error:  # ValueError: a NUL byte in the path
            file = _shown(path.name)
            self.host.say(tr("Could not save {file}").format(file=file))
            QMessageBox.critical(
                self.host.window(), APP_NAME,
                tr("Could not save {file}:\n{error}").format(file=file, error=error),
            )
            return False
        self.host.path = path
        self.host.dirty = False
        self.host.update_title()
        if self.host.autosave is not None:
            self.host.autosave.clear()
        remove_stale_temporaries(path.parent, path.name)  # left beside it by a killed save
        self._add_recent(path)
        self.host.say(tr("Saved {file}").format(file=path.name))
        return True

    def _folder(self) -> str:
        """Where the file dialogs open: the current game's folder, else the last file's."""
        if self.host.path is not None and _usable(self.host.path):
            return str(self.host.path.parent)
        files = self.host.settings.recent.files() if self.host.settings is not None else []
        return str(Path(files[0]).parent) if files else ""

    def _add_recent(self, path: Path) -> None:
        if self.host.settings is not None:
            self.host.settings.recent.add(path)
            self.fill_recent()

    def fill_recent(self) -> None:
        action = self.recent
        if action is None:
            return
        menu = cast(QMenu, action.menu())  # install_actions gave Open Recent its menu
        menu.clear()
        files = self.host.settings.recent.files() if self.host.settings is not None else []
        for number, file in enumerate(files, start=1):

            def open_it(file: str = file) -> None:  # the file of this entry
                self.open_recent(file)

            entry = menu.addAction(f"&{number % 10} {Path(file).name}", open_it)
            entry.setToolTip(file)
        action.setEnabled(bool(files))

    def open_recent(self, file: str) -> None:
        """Open a recent file; one that no longer opens leaves the list."""
        if self.confirm_discard() and not self.load(Path(file)) and self.host.settings is not None:
            self.host.settings.recent.remove(file)
            self.fill_recent()


def _usable(path: Path) -> bool:
    """Can ``path`` name a file at all? (A NUL byte cannot be in a file name.)"""
    return "\0" not in str(path)


def _shown(name: str) -> str:
    """A file name for a message, a NUL byte written as ``\\0`` (Qt would cut the text there)."""
    return name.replace("\0", "\\0")

"""Sharing a game: File ▸ Export (the position as a PNG or SVG picture, the game as an animated
GIF), File ▸ Game info…, Edit ▸ Copy game / Copy position as picture / Copy the moves as text
(chess) / Paste game, and a game file dropped on the window. A part the window holds
(``window.share``): it gets the window as a
:class:`~magnetdesk.gui.common.window_host.ShareHost`, the board (what a picture shows), the
file commands and the computer; a drop on the window comes to it through an event filter.

A pasted text and a dropped file take the way a file opened from the menu takes: what cannot
be read is refused with the reason and the game on the board stays; unsaved changes are asked
about first (for a paste, once the text has been read: a broken text asks nothing).
"""

from __future__ import annotations

import codecs
import dataclasses
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QEvent, QMimeData, QObject, QTimer
from PySide6.QtGui import QClipboard, QDragMoveEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from magnetdesk.engine.core.options import OptionError
from magnetdesk.gui.board.board_picture import (
    DEFAULT_DELAY_MS,
    DEFAULT_GIF_SIZE,
    DEFAULT_SIZE,
    GIF_BACKGROUND,
    BoardPicture,
    PictureOptions,
    write_gif,
    write_picture,
)
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.board.scene import BoardScene
from magnetdesk.gui.common.window_host import Computer, Files, ShareHost
from magnetdesk.gui.common.words import APP_NAME
from magnetdesk.gui.share.export_dialog import PictureDialog
from magnetdesk.gui.share.game_info_dialog import GameInfoDialog, apply_game_info
from magnetdesk.record import SgfError, game_to_sgf
from magnetdesk.record.sgf import game_from_sgf_bytes
from magnetdesk.translation import QT_TR_NOOP, tr

SGF_MIME = "application/x-go-sgf"
PICTURE_FILTER = QT_TR_NOOP("PNG pictures (*.png);;SVG pictures (*.svg)")
GIF_FILTER = QT_TR_NOOP("Animated GIF (*.gif)")
CLIPBOARD_SIZE = 600  # pixels: a position copied as a picture


class SharePart(QObject):
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = (
        "export_picture", "export_gif", "edit_game_info", "copy_game", "copy_picture",
        "copy_moves", "paste_game",
    )

    def __init__(
        self, host: ShareHost, board: BoardScene, files: Files, computer: Computer
    ) -> None:
        super().__init__(host.window())
        self.host = host
        self.board = board
        self.files = files
        self.computer = computer
        window = host.window()
        window.setAcceptDrops(True)  # a game file dropped anywhere on the window opens
        window.installEventFilter(self)

    def copies_moves(self) -> bool:
        """Only a family with a printed record (chess) copies its moves as text."""
        return family_of(self.host.game.record.variant).view.print_moves is not None

    # --- export ---------------------------------------------------------------------------

    def export_picture(self) -> None:
        """File ▸ Export ▸ Position as picture…: the position on the board as PNG or SVG."""
        path = self.export_path(
            tr("Export the position as a picture"), f"-{self.host.game.move_number}", PICTURE_FILTER
        )
        if path is None:
            return
        dialog = PictureDialog(self.host.window(), self._picture_options(DEFAULT_SIZE))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self._remember_export(dialog)
        self.write_export(path, lambda: write_picture(
            self.host.game.record, self.host.game.node, path, dialog.options()))

    def export_gif(self) -> None:
        """File ▸ Export ▸ Game as animated GIF…: a frame for each move of the current line
        (the one the move list shows), the last one held longer."""
        path = self.export_path(tr("Export the game as an animated GIF"), "", GIF_FILTER)
        if path is None:
            return
        delay = self._setting("export_delay", DEFAULT_DELAY_MS)
        options = self._picture_options(DEFAULT_GIF_SIZE, "gif_")
        dialog = PictureDialog(self.host.window(), options, delay)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self._remember_export(dialog, "gif_")
        if self.host.settings is not None:
            self.host.settings.set("export_delay", dialog.delay_ms())
        line = self.host.current_line()
        self.write_export(path, lambda: write_gif(
            self.host.game.record, line, path, dialog.options(), dialog.delay_ms()))

    def export_path(self, title: str, tail: str, filters: str) -> Path | None:
        """The file to export to, asked (None: cancelled); the suffix of the filter chosen
        when the name has none."""
        stem = self.host.path.stem if self.host.path is not None else self.host.game.record.variant
        first = tr(filters).split(";;")[0]
        suffix = first[first.index("*") + 1: first.index(")")]
        suggested = str(Path(self._export_folder()) / f"{stem}{tail}{suffix}")
        name, chosen = QFileDialog.getSaveFileName(
            self.host.window(), title, suggested, tr(filters))
        if not name:
            return None
        path = Path(name)
        if not path.suffix and "*." in chosen:
            path = path.with_suffix(chosen[chosen.index("*") + 1: chosen.index(")")])
        return path

    def _export_folder(self) -> str:
        folder = self._setting("export_folder", "")
        if folder:
            return str(folder)
        return str(self.host.path.parent) if self.host.path is not None else ""

    def write_export(self, path: Path, write) -> None:
        """Write the export, saying how it went."""
        try:
            write()
        except (OSError, ValueError) as error:
            QMessageBox.critical(
                self.host.window(), APP_NAME,
                tr("Could not export {file}:\n{error}").format(file=path.name, error=error),
            )
            return
        if self.host.settings is not None:
            self.host.settings.set("export_folder", str(path.parent))
        self.host.say(tr("Exported {file}").format(file=path.name))

    def _picture_options(self, size: int, kind: str = "") -> PictureOptions:
        """What the board shows now (coordinates, move numbers) at the size last chosen."""
        board = self.board
        return PictureOptions(board.coordinates_visible(), board.move_numbers_visible(),
                              self._setting(f"export_{kind}size", size))

    def _remember_export(self, dialog: PictureDialog, kind: str = "") -> None:
        if self.host.settings is not None:
            self.host.settings.set(f"export_{kind}size", dialog.options().size)

    def _setting(self, key: str, default):
        if self.host.settings is None:
            return default
        return self.host.settings.get(key, default, type(default))

    # --- the clipboard --------------------------------------------------------------------

    def copy_game(self) -> None:
        """Edit ▸ Copy game: the whole game (every variation) as SGF text."""
        self.host.commit_comment()
        text = game_to_sgf(self.host.game.record)
        data = QMimeData()
        data.setText(text)
        data.setData(SGF_MIME, text.encode("utf-8"))
        _clipboard().setMimeData(data)
        self.host.say(tr("Copied the game to the clipboard (SGF)"))

    def copy_moves(self) -> None:
        """Edit ▸ Copy the moves as text (chess): the current line as a printed record."""
        printer = family_of(self.host.game.record.variant).view.print_moves
        if printer is None:
            return
        try:
            text = printer(self.host.game.record, self.host.current_line())
        except ValueError as error:
            self.host.say(str(error))
            return
        _clipboard().setText(text)
        self.host.say(tr("Copied the moves to the clipboard"))

    def copy_picture(self) -> None:
        """Edit ▸ Copy position as picture: the board as it looks now, on white."""
        picture = BoardPicture(self._picture_options(CLIPBOARD_SIZE))
        picture.show(self.host.game.record, self.host.game.node)
        _clipboard().setImage(picture.image(GIF_BACKGROUND))
        self.host.say(tr("Copied the position to the clipboard as a picture"))

    def paste_game(self) -> None:
        """Edit ▸ Paste game: an SGF text (or a chess record printed as text) on the clipboard
        becomes the game on the board, after the question about unsaved changes. A pasted
        game is unsaved (Save asks for a file)."""
        data = _clipboard_game(_clipboard().mimeData())
        try:
            if not data.strip():
                raise SgfError(tr("the clipboard holds no text"))
            record, warnings = game_from_sgf_bytes(data, text_variant=self.files.text_variant())
        except SgfError as error:
            QMessageBox.critical(
                self.host.window(), APP_NAME,
                tr("Could not paste a game:\n{error}").format(error=error),
            )
            return
        if not self.files.confirm_discard():
            return
        self.files.open_record(record, None)
        self.host.mark_dirty()
        self.host.say(tr("Pasted a game: %n move(s)", None, self.host.game.move_number))
        if warnings:
            text = "\n".join(str(warning) for warning in warnings)
            QMessageBox.warning(
                self.host.window(), APP_NAME,
                tr("The pasted game was read with warnings:\n{warnings}").format(warnings=text),
            )

    # --- a file dropped on the window -----------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's drags and drops come here (the window installed this filter)."""
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            _take_files(event)  # type: ignore[arg-type]  # a QDragMoveEvent by its type
            return True
        if kind == QEvent.Type.Drop:
            self.drop(event)  # type: ignore[arg-type]  # a QDropEvent by its type
            return True
        return super().eventFilter(watched, event)

    def drop(self, event: QDropEvent) -> None:
        """Open the file dropped (the first, if several); the question about unsaved changes
        comes once the drop has ended (a dialog inside a drop holds the program dragged
        from)."""
        path = _dropped_file(event.mimeData())
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        QTimer.singleShot(0, lambda: self.files.open_path(path))

    # --- game info ------------------------------------------------------------------------

    def edit_game_info(self) -> None:
        """File ▸ Game info…: players, date, event, place, round, result, rules and (Go
        family) komi, written into the game (see :mod:`~magnetdesk.gui.share.game_info_dialog`)."""
        record = self.host.game.record
        dialog = GameInfoDialog(self.host.window(), record, self.host.game.node)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        komi = dialog.komi_value()
        if komi is not None and komi != record.start.rules.komi:
            self.computer.stop_thinking()  # the search counts with the komi it was given
        try:
            changed = apply_game_info(record, dialog.info(), komi, self.host.game.node)
        except (OptionError, ValueError) as error:
            QMessageBox.critical(
                self.host.window(), APP_NAME,
                tr("Could not change the komi:\n{error}").format(error=error),
            )
            self.computer.wake_computer()
            return
        if not changed:
            return
        self.host.setup = dataclasses.replace(self.host.setup, options=dict(record.options))
        self.computer.forget_search()
        self.host.mark_dirty()
        self.host.refresh()
        self.host.say(tr("The game info was changed"))
        self.computer.wake_computer()


def _clipboard() -> QClipboard:
    return QGuiApplication.clipboard()


def _clipboard_game(data: QMimeData | None) -> bytes:
    """The bytes of a game on the clipboard: SGF as such (its CA names the charset), else the
    text (as UTF-8, which the BOM says: a text's CA no longer applies)."""
    if data is None:
        return b""
    if data.hasFormat(SGF_MIME):
        return bytes(data.data(SGF_MIME).data())
    if not data.hasText() or not data.text().strip():
        return b""
    return codecs.BOM_UTF8 + data.text().encode("utf-8", "replace")


def _take_files(event: QDragMoveEvent) -> None:
    """A drag that brings a file is taken (the drop will open it); any other passes by."""
    if _dropped_file(event.mimeData()) is not None:
        event.acceptProposedAction()
    else:
        event.ignore()


def _dropped_file(data: QMimeData | None) -> Path | None:
    """The local file a drag brings (the first of several), None if it brings none."""
    if data is None or not data.hasUrls():
        return None
    files = [url.toLocalFile() for url in data.urls() if url.isLocalFile()]
    return Path(files[0]) if files else None

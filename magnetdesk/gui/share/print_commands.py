"""File ▸ Print… and File ▸ Export PDF…: the game on the board (the line the move list shows)
as numbered diagrams, or the position on the board alone, through Qt's printing
(:mod:`~magnetdesk.gui.share.print_document`). A part the window holds (``window.printing``):
it gets the window as a :class:`~magnetdesk.gui.common.window_host.ShareHost` and the share
part, whose file question and error message an export shares."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog

from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.window_host import ShareHost
from magnetdesk.gui.share.commands import SharePart
from magnetdesk.gui.share.print_dialog import PrintDialog
from magnetdesk.gui.share.print_document import (
    PrintOptions,
    header_lines,
    paint_game,
    span_for,
    write_pdf,
)
from magnetdesk.record import Node
from magnetdesk.translation import QT_TR_NOOP, tr

PDF_FILTER = QT_TR_NOOP("PDF documents (*.pdf)")


class PrintPart(QObject):
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("export_pdf", "print_game")

    def __init__(self, host: ShareHost, share: SharePart) -> None:
        super().__init__(host.window())
        self.host = host
        self.share = share
        self.options = PrintOptions()

    def export_pdf(self) -> None:
        """File ▸ Export PDF…: what to print asked, then the file."""
        options = self._ask(pdf=True)
        if options is None:
            return
        path = self.share.export_path(tr("Export the game as PDF"), "", PDF_FILTER)
        if path is None:
            return
        line = self._line(options)
        record = self.host.game.record
        with _busy():
            self.share.write_export(path, lambda: write_pdf(record, line, path, options))

    def print_game(self) -> None:
        """File ▸ Print…: what to print asked, then the printer (the system's dialog)."""
        options = self._ask(pdf=False)
        if options is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(header_lines(self.host.game.record)[0])
        dialog = QPrintDialog(printer, self.host.window())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        with _busy():
            pages = paint_game(printer, self.host.game.record, self._line(options), options)
        self.host.say(tr("Printed %n page(s)", None, pages))

    def _ask(self, pdf: bool) -> PrintOptions | None:
        self.host.commit_comment()  # a comment being typed is printed too
        record = self.host.game.record
        pairs = family_of(record.variant).view.move_pairs
        dialog = PrintDialog(self.host.window(), self.options,
                             span_for(record, self.options.span), pairs, pdf)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        self.options = dialog.options()
        return self.options

    def _line(self, options: PrintOptions) -> Sequence[Node]:
        """The game's line the move list shows, or the path to the node on the board."""
        return self.host.game.node.path() if options.position else self.host.current_line()


class _busy:
    """The wait cursor while a document is painted."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc: object) -> None:
        QGuiApplication.restoreOverrideCursor()

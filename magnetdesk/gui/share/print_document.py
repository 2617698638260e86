"""A game printed on paper or in a PDF: a header (the game, the players, the result, the date),
then its numbered diagrams (:mod:`magnetdesk.record.diagrams`) each with its notes (``12 = 4``),
its moves in the game's notation where the diagram does not number them (chess, Medusa) and
the comments of its moves; or a single position with its markup. Drawn by the board scene the
window uses, in the light theme whatever the window's, as vectors on any paged device: a
``QPdfWriter`` (File ▸ Export PDF…, ``magnetdesk --export GAME OUT.pdf``) or a ``QPrinter``
(File ▸ Print…).

Sizes are in points (1/72 inch), turned into the device's pixels, so a page looks the same at
any resolution.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)
from PySide6.QtWidgets import QGraphicsItem

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.board_picture import BoardPicture, PictureOptions, last_transition
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.board.painters.theme import LIGHT, drawn_in
from magnetdesk.gui.common.words import COLOUR_NAMES, result_words
from magnetdesk.record import GameRecord, Node
from magnetdesk.record.diagrams import Diagram, Note, default_span, layout
from magnetdesk.record.sgf import write_atomically
from magnetdesk.translation import tr

MARGIN_MM = 15.0
PDF_RESOLUTION = 1200  # dots per inch: Qt's own for PDF, where text and lines are vectors
TEXT = QColor(20, 20, 20)
FAINT = QColor(90, 90, 90)
NO_BREAK = "\u00a0"  # between a move's number and the move: a line never ends between them
SIZES = {"title": 16.0, "heading": 11.5, "body": 9.5, "small": 8.0}  # points (small: the foot)
FOOTER = 14.0  # points at the foot of a page: its number


@dataclass(frozen=True)
class PrintOptions:
    """What is printed: the game as diagrams of ``span`` moves each (plies; ``0``: the
    default for the board), or only the position at the end of the line (``position``);
    the coordinates around the boards."""

    span: int = 0
    position: bool = False
    coordinates: bool = True


def span_for(record: GameRecord, span: int) -> int:
    """``span`` plies a diagram, or the default for the game's board when 0."""
    if span > 0:
        return span
    pairs = family_of(record.variant).view.move_pairs
    cells = len(record.start.board)
    return default_span(cells, pairs) * (2 if pairs else 1)


def move_label(record: GameRecord, node: Node, first: bool) -> str:
    """``12.`` before a move; where a number counts a move of each side (chess) ``12.`` before
    the first side's and ``12...`` before the other's when it opens a list (else nothing)."""
    if not family_of(record.variant).view.move_pairs or node.play is None:
        return f"{node.move_number}."
    number = full_move(record, node.move_number)
    if node.play.colour == record.start.to_move:
        return f"{number}."
    return f"{number}..." if first else ""


def full_move(record: GameRecord, ply: int) -> int:
    """The number of the ``ply``-th move (1: the first) where a number counts a move of each
    side, the first side's first: a game set up with the other side to move (a chess diagram
    with Black to move) opens with ``1...``."""
    first = next((node.play for node in record.main_line() if node.play is not None), None)
    late = first is not None and first.colour != record.start.to_move
    return (ply - 1 + late) // 2 + 1


def move_text(record: GameRecord, node: Node) -> str:
    """A move in the words the game's record uses (SAN in chess), without its number."""
    if node.play is None or node.parent is None:
        return ""
    before = record.position(node.parent).ready_for(node.play.colour)
    if isinstance(before, Illegal):
        return node.play.text
    move = before.parse_move(node.play.text)
    if isinstance(move, Illegal):
        return node.play.text
    return family_of(record.variant).view.move_words(before, move)


def note_text(note: Note) -> str:
    if note.earlier is not None:
        return tr("{move} = {earlier}").format(move=note.number, earlier=note.earlier)
    if note.point is not None:
        return tr("{move} at {point}").format(move=note.number, point=note.point)
    return tr("{move} pass").format(move=note.number)


def header_lines(record: GameRecord) -> tuple[str, list[str]]:
    """The title (the game, its event or name) and the lines under it."""
    info = record.info
    title = tr(VARIANTS[record.variant].name)
    named = " · ".join(part for part in (info.get("GN", ""), info.get("EV", "")) if part)
    if named:
        title = f"{title} — {named}"
    lines = []
    players = []
    sides = [(BLACK, "PB", "BR"), (WHITE, "PW", "WR")]
    if record.start.to_move == WHITE:  # the first to move first (chess: White)
        sides.reverse()
    for colour, name, rank in sides:
        player = info.get(name, "").strip() or "?"
        if info.get(rank, "").strip():
            player += f" ({info[rank].strip()})"
        players.append(f"{tr(COLOUR_NAMES[colour])}: {player}")
    if info.get("PB", "").strip() or info.get("PW", "").strip():
        lines.append("    ".join(players))
    if record.info.get("RE"):
        lines.append(tr("Result: {result}").format(result=result_words(record.info["RE"])))
    facts = [info.get(key, "").strip() for key in ("DT", "PC", "RO")]
    if any(facts):
        lines.append(" · ".join(fact for fact in facts if fact))
    return title, lines


class PageWriter:
    """Paints blocks of text and boards down the pages of ``device``, a new page when the
    next block does not fit."""

    def __init__(self, device: QPagedPaintDevice, painter: QPainter) -> None:
        self.device = device
        self.painter = painter
        self.unit = device.logicalDpiY() / 72.0  # device pixels a point
        self.width = device.width()
        self.height = device.height() - self.points(FOOTER)
        self.y = 0.0
        self.page = 1

    def points(self, value: float) -> float:
        return value * self.unit

    def font(self, kind: str, bold: bool = False) -> QFont:
        font = QFont()
        font.setPointSizeF(SIZES[kind])
        font.setBold(bold)
        return font

    def new_page(self) -> None:
        self.end_page()
        self.device.newPage()
        self.page += 1
        self.y = 0.0

    def end_page(self) -> None:
        """The page's number at its foot."""
        self.painter.setFont(self.font("small"))
        self.painter.setPen(FAINT)
        foot = QRectF(0, self.height, self.width, self.points(FOOTER))
        where = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
        self.painter.drawText(foot, int(where), str(self.page))

    def room(self) -> float:
        return self.height - self.y

    def text_height(self, text: str, font: QFont, indent: float = 0.0) -> float:
        self.painter.setFont(font)
        box = QRectF(indent, 0, self.width - indent, 1e9)
        flags = int(Qt.TextFlag.TextWordWrap)
        return self.painter.boundingRect(box, flags, text).height()

    def text(self, text: str, font: QFont, colour: QColor = TEXT, indent: float = 0.0,
             after: float = 4.0, keep: float = 0.0) -> None:
        """A paragraph (wrapped); on a new page unless it and ``keep`` more fit here."""
        height = self.text_height(text, font, indent)
        if height + keep > self.room() and self.y > 0:
            self.new_page()
        self.painter.setFont(font)
        self.painter.setPen(colour)
        box = QRectF(indent, self.y, self.width - indent, height)
        self.painter.drawText(box, int(Qt.TextFlag.TextWordWrap), text)
        self.y += height + self.points(after)

    def board_rect(self, picture: BoardPicture, cells: int) -> QRectF:
        """Where the board of ``picture`` goes: centred, at the top of what is left, as large
        as :func:`board_box` lets it be."""
        source = picture.source()
        width, height = board_box(self, cells)
        scale = min(width / source.width(), height / source.height())
        width, height = source.width() * scale, source.height() * scale
        return QRectF((self.width - width) / 2, self.y, width, height)

    def board(self, picture: BoardPicture, cells: int) -> None:
        target = self.board_rect(picture, cells)
        for item in picture.scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        picture.scene.render(self.painter, target, picture.source())
        self.y += target.height() + self.points(6)


def board_box(writer: PageWriter, cells: int) -> tuple[float, float]:
    """The most a board may take of the page, width and height: more for a board of more
    cells (two 9×9 diagrams a page, one 19×19 at half the page's height)."""
    side = math.sqrt(cells)
    return (writer.width * min(0.92, 0.45 + side / 40),
            writer.height * min(0.5, 0.3 + side / 100))


def paint_game(
    device: QPagedPaintDevice, record: GameRecord, line: Sequence[Node], options: PrintOptions
) -> int:
    """Paint the game (or the position at the end of ``line``) on ``device``; the pages."""
    painter = QPainter(device)
    try:
        writer = PageWriter(device, painter)
        with drawn_in(LIGHT):
            _header(writer, record)
            picture = BoardPicture(PictureOptions(options.coordinates, True))
            if options.position:
                _position(writer, picture, record, line[-1])
            else:
                for diagram in layout(record, line, span_for(record, options.span)):
                    _diagram(writer, picture, record, diagram)
            writer.end_page()
        return writer.page
    finally:
        painter.end()


def _header(writer: PageWriter, record: GameRecord) -> None:
    title, lines = header_lines(record)
    writer.text(title, writer.font("title", bold=True), after=6)
    for line in lines:
        writer.text(line, writer.font("body"), after=2)
    writer.y += writer.points(10)


def _position(writer: PageWriter, picture: BoardPicture, record: GameRecord, node: Node) -> None:
    picture.scene.set_move_numbers_visible(False)
    picture.show(record, node)
    heading = tr("The position after move {number}").format(number=node.move_number)
    if node.move_number == 0:
        heading = tr("The position at the start")
    _heading_and_board(writer, picture, len(record.start.board), heading)
    if node.comment.strip():
        _comment(writer, node.comment.strip())


def _heading_and_board(writer: PageWriter, picture: BoardPicture, cells: int, heading: str,
                       keep: float = 0.0) -> None:
    """A diagram's heading and board, on a new page unless they and ``keep`` more fit."""
    font = writer.font("heading", bold=True)
    board = writer.board_rect(picture, cells).height() + writer.points(6)
    writer.text(heading, font, keep=board + keep)
    writer.board(picture, cells)


def _diagram(writer: PageWriter, picture: BoardPicture, record: GameRecord,
             diagram: Diagram) -> None:
    numbered = diagram.numbered
    if numbered:
        picture.scene.set_position(diagram.board, None, diagram.cells)
    else:
        picture.scene.set_position(diagram.board, last_transition(record, diagram.end), {})
    if diagram.last >= diagram.first:
        heading = tr("Diagram {index} (moves {first}–{last})").format(
            index=diagram.index, first=_number(record, diagram.first),
            last=_number(record, diagram.last))
    else:
        heading = tr("Diagram {index}").format(index=diagram.index)
    body = writer.font("body")
    under = []  # the notes, or the moves listed: kept on the page of their board
    if diagram.notes:  # a note is never cut at the end of a line
        under.append(", ".join(note_text(note).replace(" ", NO_BREAK) for note in diagram.notes))
    if not numbered and diagram.moves:
        under.append(_move_list(record, diagram.moves))
    _heading_and_board(writer, picture, len(record.start.board), heading,
                       sum(writer.text_height(text, body) for text in under))
    for text in under:
        writer.text(text, body)
    for comment in diagram.comments:
        label = "" if comment.number is None else _comment_label(record, diagram, comment.number)
        _comment(writer, f"{label} {comment.text}".strip())
    writer.y += writer.points(12)


def _comment(writer: PageWriter, text: str) -> None:
    """A comment, a paragraph for each of its lines (a long one goes on over the pages)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for index, line in enumerate(lines):
        indent = writer.points(8 if index == 0 else 16)
        writer.text(line, writer.font("body"), FAINT, indent=indent, after=1.5)
    writer.y += writer.points(2)


def _number(record: GameRecord, ply: int) -> str:
    """A move's number as the game counts: chess counts a move of each side as one."""
    if family_of(record.variant).view.move_pairs:
        return str(full_move(record, ply))
    return str(ply)


def _move_list(record: GameRecord, moves: Sequence[Node]) -> str:
    words = []
    for index, node in enumerate(moves):
        label = move_label(record, node, index == 0)
        words.append(f"{label}{NO_BREAK}{move_text(record, node)}".strip(NO_BREAK))
    return " ".join(words)


def _comment_label(record: GameRecord, diagram: Diagram, number: int) -> str:
    node = next((n for n in diagram.moves if n.move_number == number), None)
    if node is None:
        return f"{number}."
    return f"{move_label(record, node, True)} {move_text(record, node)}:"


def pdf_bytes(record: GameRecord, line: Sequence[Node], options: PrintOptions) -> bytes:
    """The PDF file of :func:`paint_game` on A4 paper (Letter where the system measures in
    inches)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(QPageLayout(
        QPageSize(paper()), QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
    writer.setTitle(header_lines(record)[0])
    writer.setCreator("magnetdesk")
    paint_game(writer, record, line, options)
    del writer  # ends the PDF
    return bytes(buffer.data().data())


def paper() -> QPageSize.PageSizeId:
    """A4, or Letter where the system measures in inches (the United States)."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return QPageSize.PageSizeId.Letter
    return QPageSize.PageSizeId.A4


def write_pdf(record: GameRecord, line: Sequence[Node], path: Path, options: PrintOptions,
              ) -> None:
    """Write the PDF to ``path`` (replaced in one rename; OSError when it cannot be)."""
    write_atomically(path, pdf_bytes(record, line, options))


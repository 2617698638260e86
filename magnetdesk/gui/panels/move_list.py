"""The moves of the current line, one row per move (and one per setup node: stones or pieces
put on the board by hand), with the current move selected and always in view: when the list
is filled, when the current move changes, and whenever the list changes size (the scoring box
appearing above it, the window or a splitter resized).

Walking along the same line only moves the selection (a 1,000-move game steps instantly);
a different line (another branch, a new move, a loaded game) fills the rows again.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.board.painters.theme import board_theme, theme_changes
from magnetdesk.gui.common.words import GRADE_COLOURS, cost_words
from magnetdesk.record.analysis import verdict
from magnetdesk.translation import QT_TR_NOOP, tr

STONE_ICON = 12
CONTEXT_ROWS = 2  # rows kept in view before and after the current move
COMMENT_MARK = "✎"
BRANCH_TIP = QT_TR_NOOP("Other moves were tried here: ↑/↓ or the game tree switch to them")

GRADE_TIPS = {
    "mistake": QT_TR_NOOP("A mistake: this move lost {cost}"),
    "blunder": QT_TR_NOOP("A blunder: this move lost {cost}"),
}


def is_setup_row(node) -> bool:
    """A node of the line that sets up stones or pieces by hand (not the root: the start)."""
    return node.play is None and node.setup is not None and not node.setup.is_empty()


def setup_row_text(node) -> str:
    """``"  Set up: 3 black stones, 1 white stone"``; a whole board (a chess diagram) or the
    family's state is "position set up"; ``✎`` when the node has a comment."""
    setup = node.setup
    parts = []
    if setup.board or setup.state:
        parts.append(tr("position set up"))
    if setup.black:
        parts.append(tr("%n black stone(s)", None, len(setup.black)))
    if setup.white:
        parts.append(tr("%n white stone(s)", None, len(setup.white)))
    if setup.empty:
        parts.append(tr("%n point(s) cleared", None, len(setup.empty)))
    if setup.to_move is not None:
        parts.append(tr("Black to play") if setup.to_move == BLACK else tr("White to play"))
    mark = f"  {COMMENT_MARK}" if node.comment else ""
    return "  " + tr("Set up: {parts}").format(parts=", ".join(parts)) + mark


def move_row_text(node, text: str | None = None) -> str:
    """``" 21  D4"`` (the stone is the row's icon); ``✎`` when the move has a comment.
    ``text`` is the move numbered in the family's notation (``8… Nxd4``), which replaces the
    number and the record's text."""
    mark = f"  {COMMENT_MARK}" if node.comment else ""
    if text:
        return f"  {text}{mark}"
    move = tr("pass") if node.play.text == "pass" else node.play.text
    return f"{node.move_number:>4}   {move}{mark}"


class MoveList(QListWidget):
    """See the module docstring. ``nodeActivated(node)`` asks to go to a row's node."""

    nodeActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setIconSize(QSize(STONE_ICON, STONE_ICON))
        self.setAutoScroll(False)  # the list scrolls itself, with context: keep_current_in_view
        self._nodes: list = []
        self._icons: dict[int, QIcon] = {}  # colour -> the row's icon
        self._notation = None  # node -> the move's text (chess: SAN), None: the record's text
        self._picture = stone_pixmap  # (colour, size) -> the row's icon
        self._texts: dict = {}  # node -> its text in the notation (positions are not free)
        self._root = None
        self.itemClicked.connect(self._clicked)
        self.itemActivated.connect(self._clicked)
        theme_changes().changed.connect(self.restyle)

    def restyle(self) -> None:
        """The rows' stones and colours in the new board theme."""
        self._icons = {}
        for row, node in enumerate(self._nodes[1:], start=1):
            item = self.item(row)
            if node.play is not None:
                item.setIcon(self._icon(node.play.colour))
            item.setForeground(self._text_colour(node))

    def show_line(self, line: list, current, notation=None, picture=stone_pixmap) -> None:
        """The moves of ``line`` (record nodes from the root), ``current`` selected and shown;
        ``notation(node)`` writes a move (default: as the record does), ``picture(colour,
        size)`` draws a row's icon."""
        nodes = [line[0], *(node for node in line[1:]
                            if node.play is not None or is_setup_row(node))]
        self.blockSignals(True)
        restyled = line[0] is not self._root or picture is not self._picture
        if restyled:
            self._root, self._picture, self._texts, self._icons = line[0], picture, {}, {}
            self._nodes = []
        self._notation = notation
        if [id(n) for n in nodes] != [id(n) for n in self._nodes]:
            self._fill(nodes)
        else:
            for row, node in enumerate(nodes[1:], start=1):
                self._describe(self.item(row), node)
        row = 0
        for index, node in enumerate(nodes):  # the last row at or before the current node
            if node.depth <= current.depth:
                row = index
        self.setCurrentRow(row)
        self.blockSignals(False)
        self.keep_current_in_view()
        QTimer.singleShot(0, self.keep_current_in_view)  # once the layout has settled

    def keep_current_in_view(self) -> None:
        """Scroll as little as needed to show the selected row with ``CONTEXT_ROWS`` rows
        before and after it (the selected row itself wins when the list is very short)."""
        row = self.currentRow()
        if row < 0:
            return
        ensure = QAbstractItemView.ScrollHint.EnsureVisible
        for near in (row + CONTEXT_ROWS, row - CONTEXT_ROWS, row):
            item = self.item(min(max(near, 0), self.count() - 1))
            self.scrollToItem(item, ensure)

    def is_current_in_view(self) -> bool:
        """Whether the selected row is wholly inside the visible part of the list."""
        item = self.currentItem()
        if item is None:
            return False
        return self.viewport().rect().contains(self.visualItemRect(item))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.keep_current_in_view()

    def _fill(self, nodes: list) -> None:
        self.clear()
        self._nodes = nodes
        start = QListWidgetItem("   " + tr("Start"))
        font = QFont(start.font())
        font.setItalic(True)
        start.setFont(font)
        self.addItem(start)
        for node in nodes[1:]:
            if node.play is None:  # a setup row, in italics as the start
                item = QListWidgetItem()
                item.setFont(font)
            else:
                item = QListWidgetItem(self._icon(node.play.colour), "")
            self._describe(item, node)
            self.addItem(item)
        self.doItemsLayout()

    def _describe(self, item: QListWidgetItem, node) -> None:
        """The row's text, and its colour and tooltip when other moves were tried there."""
        text = (setup_row_text(node) if node.play is None
                else move_row_text(node, self._move_text(node)))
        if item.text() != text:
            item.setText(text)
        branched = len(node.parent.children) > 1
        tip = tr(BRANCH_TIP) if branched else ""
        if node.play is None:  # a setup row is often wider than the list
            tip = "\n".join(filter(None, [text.strip(), tip]))
        graded = verdict(node)
        if graded is not None:  # the review found the move costly
            tip = "\n".join(filter(None, [tr(GRADE_TIPS[graded]).format(
                cost=cost_words(node)), tip]))
        if item.toolTip() != tip:
            item.setToolTip(tip)
            item.setForeground(self._text_colour(node))
        shade = QColor(GRADE_COLOURS[graded]) if graded else None
        if shade is not None:
            shade.setAlpha(70)
        item.setBackground(QBrush(shade) if shade is not None else QBrush())

    @staticmethod
    def _text_colour(node) -> QBrush:
        """A move with alternatives (a branch starts here) in the theme's colour."""
        branched = len(node.parent.children) > 1
        return QBrush(board_theme().variation_text) if branched else QBrush()

    def _move_text(self, node) -> str | None:
        if self._notation is None or node.play is None:
            return None
        if node not in self._texts:
            self._texts[node] = self._notation(node)
        return self._texts[node]

    def _icon(self, colour: int) -> QIcon:
        if colour not in self._icons:
            self._icons[colour] = QIcon(self._picture(colour, STONE_ICON))
        return self._icons[colour]

    def _clicked(self, item: QListWidgetItem) -> None:
        row = self.row(item)
        if 0 <= row < len(self._nodes):
            self.nodeActivated.emit(self._nodes[row])


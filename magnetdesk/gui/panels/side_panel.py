"""The panel beside the board: the game (variant, board, komi), a card per player (who plays
it, prisoners or stones on the board, the side to move lit up), the family's own section
(Medusa's marker track: :attr:`~magnetdesk.gui.board.family.FamilyView.panel`), the state of
play, then the moves of the current line, the comment of the current node and the game tree,
which share the height in a splitter."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from string import Template

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, opponent
from magnetdesk.gui.board.families import position_family, views
from magnetdesk.gui.board.family import FamilyPanel
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.board.painters.theme import board_theme, theme_changes
from magnetdesk.gui.common.details import board_details
from magnetdesk.gui.common.setup import first_mover
from magnetdesk.gui.common.words import COLOUR_NAMES, computer_text
from magnetdesk.gui.panels.move_list import MoveList
from magnetdesk.gui.panels.panel_scroll import PanelScroll
from magnetdesk.translation import QT_TR_NOOP, tr

PANEL_WIDTH = 330  # at first; the window's splitter lets the user make it narrower or hide it
MIN_PANEL_WIDTH = 220
COMPACT_HEIGHT = 560  # below this the panel leaves out the details line to keep the moves
CARD_STONE = 26
TROPHY = 20  # a captured piece on a card
SECTION_SHARES = [34, 18, 30, 18]  # moves, comment, game tree, win rate: first shares


PANEL_STYLE = Template("""
PlayerCard { border: 1px solid palette(mid); border-radius: 6px; background: palette(window); }
PlayerCard[active="true"] { border: 2px solid $accent; background: palette(base); }
QLabel#who { color: palette(placeholder-text); }
QLabel#count { font-size: 15pt; font-weight: 600; }
QLabel#countCaption { color: palette(placeholder-text); font-size: 8pt; }
QLabel#badge { font-family: monospace; font-size: 12pt; font-weight: 700; color: $accent; }
QLabel#variant { font-size: 13pt; font-weight: 600; }
QLabel#details { color: palette(placeholder-text); }
QLabel#turn { font-weight: 600; padding: 2px 0; }
""")  # $accent: the board theme's


def named_label(name: str, text: str = "") -> QLabel:
    """A label with an object name, by which the panel's style sheet styles it."""
    label = QLabel(text)
    label.setObjectName(name)
    return label


def player_text(computer_level: int | None, name: str = "") -> str:
    """``Human``, ``Computer · Casual (2)``, or the player's name from the game file."""
    if computer_level is not None:
        return computer_text(computer_level)
    return name or tr("Human")


def game_details(position) -> str:
    """``19×19 · komi 7.5 · area scoring``: the family's details line, else the board's."""
    return (position_family(position).details or board_details)(position)


class PlayerCard(QFrame):
    """One colour: its stone (or king), who plays it, its prisoners (or stones on the board,
    or the pieces it captured, shown in a row); lit up while it is to move."""

    def __init__(self, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.stone = stone = QLabel()
        stone.setPixmap(stone_pixmap(colour, CARD_STONE))
        self._picture = stone_pixmap
        self._trophies: tuple[list[int], Callable[[int, int, float], QPixmap] | None] = ([], None)
        theme_changes().changed.connect(self.restyle)
        self.trophies = named_label("trophies")
        self.trophies.hide()
        self.name = QLabel(f"<b>{tr(COLOUR_NAMES[colour])}</b>")
        self.who = named_label("who")
        self.count = named_label("count", "0")
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.caption = caption = named_label("countCaption", tr("prisoners"))
        caption.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(0)
        grid.addWidget(stone, 0, 0, 2, 1)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.who, 1, 1)
        grid.addWidget(self.count, 0, 2)
        grid.addWidget(caption, 1, 2)
        grid.addWidget(self.trophies, 2, 1, 1, 2)
        self.clock = named_label("clock")  # the player's time, when the game has a clock
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.clock.hide()
        self.clock_low = False
        grid.addWidget(self.clock, 3, 1, 1, 2)
        grid.setColumnStretch(1, 1)
        self.setProperty("active", False)

    def show_player(
        self, who: str, count: int, active: bool, counted: str = QT_TR_NOOP("prisoners"),
        family=None,
        trophies: list[int] | None = None,
    ) -> None:
        """The card's texts; with the game's ``family``, its picture and the ``trophies``, the
        pieces the player captured."""
        if family is not None and family.picture is not self._picture:
            self._picture = family.picture
            self.stone.setPixmap(family.picture(self.colour, CARD_STONE))
        if family is not None and trophies is not None:
            self._trophies = (trophies, family.view.trophy)
            show_trophies(self.trophies, *self._trophies)
        self.who.setText(who)
        self.count.setText(str(count))
        self.caption.setText(tr(counted))
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)
        self._name_card()

    def restyle(self) -> None:
        """The card's pictures in the new board theme."""
        self.stone.setPixmap(self._picture(self.colour, CARD_STONE))
        show_trophies(self.trophies, *self._trophies)

    def is_active(self) -> bool:
        return bool(self.property("active"))

    def _name_card(self) -> None:
        """The card's accessible name, what its labels show: ``Black, Human, 3 prisoners,
        to play`` (a screen reader reads the card as one). Not the clock, whose every second
        would be spoken: its label says it, and so does the whose-turn key."""
        name = tr("{colour}, {who}, {count} {counted}").format(
            colour=tr(COLOUR_NAMES[self.colour]), who=self.who.text(),
            count=self.count.text(), counted=self.caption.text(),
        )
        if self.is_active():
            name = tr("{card}, to play").format(card=name)
        if self.accessibleName() != name:
            self.setAccessibleName(name)

    def show_clock(self, text: str, low: bool) -> None:
        """The player's time (empty: no clock), red and bold when it runs low."""
        self.clock.setVisible(bool(text))
        self.clock.setText(text)
        self.clock_low = low
        style = "color: #c0392b; font-weight: bold;" if low else "font-weight: bold;"
        if self.clock.styleSheet() != style:
            self.clock.setStyleSheet(style)


def show_trophies(
    label: QLabel, pieces: list[int], picture: Callable[[int, int, float], QPixmap] | None
) -> None:
    """The captured ``pieces`` side by side in one small picture (hidden when none), each
    drawn by ``picture(piece, size, ratio)`` (the family's
    :attr:`~magnetdesk.gui.board.family.FamilyView.trophy`)."""
    label.setVisible(bool(pieces))
    label.setProperty("pieces", pieces)
    if not pieces:
        return
    assert picture is not None  # a family with trophies has their picture
    step = TROPHY - 5 if len(pieces) > 8 else TROPHY - 2  # many pieces overlap a little
    ratio = label.devicePixelRatioF() or 1.0
    width = step * (len(pieces) - 1) + TROPHY
    strip = QPixmap(round(width * ratio), round(TROPHY * ratio))
    strip.setDevicePixelRatio(ratio)
    strip.fill(Qt.GlobalColor.transparent)
    painter = QPainter(strip)
    for i, piece in enumerate(pieces):
        painter.drawPixmap(i * step, 0, picture(piece, TROPHY, ratio))
    painter.end()
    label.setPixmap(strip)


class BoardAndPanel(QSplitter):
    """The board beside the side panel. The board comes first: the panel takes at most
    :data:`PANEL_SHARE` of a narrow window (not less than its minimum width), the user may
    drag the handle, and dragging the panel shut folds it away."""

    PANEL_SHARE = 0.4

    def __init__(self, board: QWidget, panel: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.setObjectName("board-panel-splitter")
        self.addWidget(board)
        self.panel_area = PanelScroll(panel)  # a window lower than the panel scrolls it
        self.addWidget(self.panel_area)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setCollapsible(0, False)
        self.wanted = PANEL_WIDTH  # the panel's width when there is room: as last dragged
        self.splitterMoved.connect(self._dragged)

    def _dragged(self) -> None:
        panel = self.sizes()[1]
        if panel > 0:
            self.wanted = panel

    def show_panel(self, shown: bool) -> None:
        """Fold the panel away (F9), or bring it back."""
        self.panel_area.setVisible(shown)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        board, panel = self.sizes()
        if panel == 0:
            return  # folded away
        most = max(MIN_PANEL_WIDTH, int((board + panel) * self.PANEL_SHARE))
        width = min(self.wanted, most)
        if panel != width:
            self.setSizes([board + panel - width, width])


class FoldingBox(QGroupBox):
    """A titled section of the panel's splitter. A foldable one (comment, tree) may be
    squeezed to its title on a low window: then its content hides rather than showing a
    sliver of itself."""

    FOLD_BELOW = 3  # lines of text: less room than this and the content folds away

    def __init__(self, title: str, content: QWidget, foldable: bool) -> None:
        super().__init__(title)
        self.content = content
        self.foldable = foldable
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(content)
        if foldable:
            content.setMinimumHeight(0)
            self.setMinimumHeight(self.fontMetrics().height() + 12)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.foldable:
            room = self.height() - self.fontMetrics().height() - 12
            self.content.setVisible(room >= self.FOLD_BELOW * self.fontMetrics().height())


class SidePanel(QWidget):
    """See the module docstring. ``nodeActivated(node)`` asks to go to a node of the current
    line (a row of the move list); ``commentEdited(text)`` reports the comment as it is
    typed."""

    nodeActivated = Signal(object)
    commentEdited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(MIN_PANEL_WIDTH)
        self.restyle()
        theme_changes().changed.connect(self.restyle)
        self.variant = named_label("variant")
        self.badge = named_label("badge")  # beside the name: a chess game's field code
        self.badge.hide()
        self.details = named_label("details")
        self.details.setWordWrap(True)
        self.cards = {colour: PlayerCard(colour) for colour in (BLACK, WHITE)}
        self.turn = named_label("turn")
        self.turn.setWordWrap(True)
        self.family_panels: dict[str, FamilyPanel] = {}  # by family id: shown for its games
        for family_id, view in views().items():
            if view.panel is not None:
                self.family_panels[family_id] = family_panel = view.panel()
                family_panel.hide()

        self.extra = QVBoxLayout()  # the scoring box goes here while scoring

        self.moves = MoveList()
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keep the arrow keys for the game
        self.moves.nodeActivated.connect(self.nodeActivated)
        self.comment = QPlainTextEdit()
        self.comment.setPlaceholderText(tr("A note on this move…"))
        self.comment.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # not the arrow keys' target
        self.comment.textChanged.connect(self._comment_changed)
        self._showing = False

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("panel-splitter")
        self._shared_out = False  # the sections got their first shares of the height
        self._add_box(tr("Moves"), self.moves, 3)
        self.splitter.setCollapsible(0, False)  # the moves stay; comment and tree may fold
        self._add_box(tr("Comment"), self.comment, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        title = QHBoxLayout()
        title.setSpacing(10)
        title.addWidget(self.variant)
        title.addWidget(self.badge)
        title.addStretch(1)
        layout.addLayout(title)
        layout.addWidget(self.details)
        for card in self.cards.values():
            layout.addWidget(card)
        self._layout = layout
        for family_panel in self.family_panels.values():
            layout.addWidget(family_panel)
        layout.addWidget(self.turn)
        layout.addLayout(self.extra)
        layout.addWidget(self.splitter, 1)

    def restyle(self) -> None:
        """The style sheet in the board theme's accent."""
        self.setStyleSheet(PANEL_STYLE.substitute(accent=board_theme().panel_accent.name()))

    def _add_box(self, title: str, widget: QWidget, stretch: int) -> None:
        box = FoldingBox(title, widget, foldable=bool(self.splitter.count()))
        self.splitter.addWidget(box)
        self.splitter.setStretchFactor(self.splitter.count() - 1, stretch)

    def add_section(self, title: str, widget: QWidget, stretch: int = 0) -> None:
        """Another box at the bottom of the panel's splitter (the game tree)."""
        self._add_box(title, widget, stretch)

    def sizeHint(self) -> QSize:
        return QSize(PANEL_WIDTH, super().sizeHint().height())

    def resizeEvent(self, event) -> None:
        """On a low window the details line goes, so that the move list keeps its rows."""
        super().resizeEvent(event)
        self.details.setVisible(self.height() >= COMPACT_HEIGHT)

    def restore_layout(self, state: bytes) -> None:
        """The sections' heights as the user left them (``QSplitter.saveState``)."""
        self._shared_out = self.splitter.restoreState(state)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shared_out:
            self._shared_out = True
            total = sum(self.splitter.sizes())
            shares = SECTION_SHARES[: self.splitter.count()]
            self.splitter.setSizes([total * share // sum(shares) for share in shares])

    def show_game(
        self,
        variant_name: str,
        position,
        levels: dict[int, int | None],
        state: str = "",
        names: dict[int, str] | None = None,
        move_number: int = 0,
        record=None,
        node=None,
    ) -> None:
        """The header: variant, players (``levels[colour]`` None for a person, ``names`` from
        the game file), prisoners or stones (or the pieces taken in the ``record`` up to
        ``node``), the family's section, and ``state`` (the result) or whose turn it is after
        ``move_number`` moves."""
        family = position_family(position)
        self._first_on_top(first_mover(position.rules.variant))
        self.variant.setText(variant_name)
        badge = family.view.badge(position, variant_name)
        self.badge.setText(badge)
        self.badge.setToolTip(tr(family.view.badge_tip) if family.view.badge_tip else "")
        self.badge.setVisible(bool(badge))
        self.details.setText(game_details(position))
        names = names or {}
        for colour, card in self.cards.items():
            taken = [] if record is None else family.trophies(record, node, colour)
            card.show_player(
                player_text(levels.get(colour), names.get(colour, "")),
                family.count(position, colour, taken),
                not state and position.to_move == colour,
                family.counted,
                family,
                taken,
            )
        self._show_family_panel(family.id, position)
        played = (
            tr("after move {number}").format(number=move_number) if move_number
            else tr("first move")
        )
        if family.view.move_pairs:  # a number counts a move of each side
            played = tr("move {number}").format(number=position.ply // 2 + 1)
        mover = tr(COLOUR_NAMES[position.to_move])
        self.turn.setText(
            state or tr("{colour} to play · {played}").format(colour=mover, played=played)
        )

    def _first_on_top(self, first: int) -> None:
        """The card of the colour that moves first above the other (White's in chess)."""
        top, below = self.cards[first], self.cards[opponent(first)]
        at = self._layout.indexOf(below)
        if self._layout.indexOf(top) > at:
            self._layout.removeWidget(top)
            self._layout.insertWidget(at, top)

    def _show_family_panel(self, family_id: str, position) -> None:
        """The section of the game's family (Medusa's marker track), the others hidden."""
        for shown_id, family_panel in self.family_panels.items():
            family_panel.setVisible(shown_id == family_id)
            if shown_id == family_id:
                family_panel.show_position(position)

    def show_line(self, line: list, current, family=None, record=None) -> None:
        """The moves of ``line`` (record nodes from the root), ``current`` selected; in the
        notation and with the colour pictures of the game's ``family`` when given."""
        notation = None
        if family is not None and family.notation is not None and record is not None:
            notation = partial(family.notation, record)
        picture = family.picture if family is not None else stone_pixmap
        self.moves.show_line(line, current, notation, picture)

    def show_comment(self, text: str) -> None:
        if text != self.comment.toPlainText():
            self._showing = True
            self.comment.setPlainText(text)
            self._showing = False

    def _comment_changed(self) -> None:
        if not self._showing:
            self.commentEdited.emit(self.comment.toPlainText())

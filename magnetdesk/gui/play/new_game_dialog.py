"""The new-game dialog, which is also the variant selector, and the first thing a newcomer
sees: the two choices they have, in one place, and one click to play.

On the left every game the app plays, its name over its one-line description, all in view;
on the right the chosen game's rules (a chess variant's name its field code), a preview of the
start position (handicap stones, blocking points, Atari-Go's crosscut), whom you play in plain
words (:class:`~magnetdesk.gui.play.opponent_choice.OpponentChoice`: the computer at a level taking
a side, or a friend), and the options, the common ones shown and the rest folded (a form
generated from the option schema). The engine validates the choice
(``VARIANTS[id].start(**options)``): its message is shown under the form and Play stays
disabled while the options are invalid.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.variants import VARIANTS, rules_text
from magnetdesk.gui.board.families import app_variants, family_of
from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.common.personal_level import personal_level
from magnetdesk.gui.common.setup import GameSetup, Opponent
from magnetdesk.gui.play.clock_choice import ClockChoice
from magnetdesk.gui.play.opponent_choice import OpponentChoice
from magnetdesk.gui.play.option_form import OptionForm
from magnetdesk.gui.play.players_dialog import computer_note
from magnetdesk.translation import tr

ERROR_COLOUR = "#b03a2e"
LIST_WIDTH = 250
PREVIEW = 170  # pixels; hidden on a screen too low for it
LOW_SCREEN = 620  # pixels of height: below this the preview makes way
PREFERRED_SIZE = QSize(880, 560)
MINIMUM_SIZE = QSize(600, 400)
PLAY_STYLE = """
QPushButton#play { background: palette(highlight); color: palette(highlighted-text);
                   border: 1px solid palette(dark); border-radius: 4px; padding: 4px 18px; }
QPushButton#play:hover { border-color: palette(shadow); }
QPushButton#play:disabled { background: palette(button); color: palette(mid); }
"""
COMMON_OPTIONS = frozenset({"size", "handicap", "start", "code"})  # the rest are folded
FIRST_START = GameSetup("go", {"size": 9}, opponent=Opponent())  # a newcomer's first game
WELCOME_STYLE = """
QLabel#welcome { border: 1px solid palette(mid); border-radius: 6px; padding: 8px 10px;
                 background: palette(base); }
"""
LEARN = 2  # the dialog's result when the person asks for the course of the chosen game


class VariantDelegate(QStyledItemDelegate):
    """A variant in the list: its name in bold over its one-line description."""

    PAD = 8

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        name = QFont(option.font)
        name.setBold(True)
        name.setPointSizeF(option.font.pointSizeF() * 1.08)
        return name, QFont(option.font)

    def _text_rect(self, option: QStyleOptionViewItem) -> QRect:
        return option.rect.adjusted(self.PAD, self.PAD // 2, -self.PAD, -self.PAD // 2)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """Two lines: the name, and the description cut to one line (the whole of it is the
        tooltip and stands under the title on the right), so every game is in view."""
        name_font, text_font = self._fonts(option)
        width = max(120, (option.rect.width() or LIST_WIDTH) - 2 * self.PAD - 4)
        height = QFontMetrics(name_font).height() + QFontMetrics(text_font).height()
        return QSize(width, height + self.PAD + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        style = option.widget.style() if option.widget else None
        plain = QStyleOptionViewItem(option)
        self.initStyleOption(plain, index)
        plain.text = ""
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, plain, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        roles = option.palette.ColorRole
        role = roles.HighlightedText if selected else roles.Text
        name_font, text_font = self._fonts(option)
        rect = self._text_rect(option)
        painter.save()
        painter.setPen(option.palette.color(role))
        painter.setFont(name_font)
        name_height = QFontMetrics(name_font).height()
        painter.drawText(rect.adjusted(0, 0, 0, 0), Qt.AlignmentFlag.AlignTop, index.data())
        painter.setFont(text_font)
        if not selected:
            painter.setPen(option.palette.color(option.palette.ColorRole.PlaceholderText))
        metrics = QFontMetrics(text_font)
        description = metrics.elidedText(
            index.data(Qt.ItemDataRole.ToolTipRole) or "", Qt.TextElideMode.ElideRight,
            rect.width(),
        )
        painter.drawText(rect.adjusted(0, name_height + 1, 0, 0), Qt.AlignmentFlag.AlignTop,
                         description)
        painter.restore()


class NewGameDialog(QDialog):
    """See the module docstring. ``setup()`` is the choice once the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None, setup: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        setup = setup or GameSetup()
        self._values: dict[str, dict[str, Any]] = {setup.variant: dict(setup.options)}
        self._rules = None  # the rules value of the options as they are, if they make a game

        self.variants = QListWidget()
        self.variants.setItemDelegate(VariantDelegate(self.variants))
        self.variants.setFixedWidth(LIST_WIDTH)
        self.variants.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        for variant in app_variants():
            item = QListWidgetItem(tr(variant.name))
            item.setData(Qt.ItemDataRole.UserRole, variant.id)
            item.setData(Qt.ItemDataRole.ToolTipRole, tr(variant.description))
            self.variants.addItem(item)
        self.variants.itemDoubleClicked.connect(lambda _: self._play_now())

        self.title = QLabel()
        title_font = self.title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.5)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.description = QLabel()
        self.description.setObjectName("description")
        self.description.setWordWrap(True)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        self.rules.setMargin(8)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rules_area = QScrollArea()
        self.rules_area.setWidget(self.rules)
        self.rules_area.setWidgetResizable(True)
        self.rules_area.setMinimumHeight(60)
        self.rules_area.setFrameShape(QFrame.Shape.StyledPanel)
        self.rules_area.viewport().setBackgroundRole(self.palette().ColorRole.AlternateBase)
        self.preview = BoardView()
        self.preview.setFixedSize(PREVIEW, PREVIEW)
        self.preview.board.set_coordinates_visible(False)
        self.preview.board.set_mode(BoardMode.LOCKED)
        self.preview.setToolTip(tr("The board this game starts from"))
        self.preview.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a picture: Tab passes it by
        self.preview.setBackgroundBrush(self.palette().window())
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules_area, 1)
        rules_row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)

        self.opponent = OpponentChoice(setup.chosen_opponent())
        engines = getattr(parent, "engines", None)  # the window's outside engines
        if engines is not None:
            self.opponent.set_engines(engines.names())
            self.opponent.choose(setup.chosen_opponent())
        self.computer_note = QLabel()
        self.computer_note.setObjectName("computerNote")
        self.computer_note.setWordWrap(True)
        opponent_box = QGroupBox(tr("Whom you play"))
        opponent_layout = QVBoxLayout(opponent_box)
        opponent_layout.addWidget(self.opponent)
        opponent_layout.addWidget(self.computer_note)
        self.clock = ClockChoice(setup.clock)
        self.clock.choose_mains(setup.clock_mains)
        self.clock_box = QGroupBox(tr("Clock"))
        QVBoxLayout(self.clock_box).addWidget(self.clock)
        self.clock_summary = QPushButton()  # the clock chosen, always in view (see _show_clock)
        self.clock_summary.setObjectName("clockSummary")
        self.clock_summary.setFlat(True)
        self.clock_summary.setAutoDefault(False)
        self.clock_summary.setToolTip(tr("Show the clock's settings"))
        self.clock_summary.clicked.connect(self._show_clock)

        self.form = OptionForm()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {ERROR_COLOUR};")
        options_box = QGroupBox(tr("Options"))
        options_layout = QVBoxLayout(options_box)
        options_layout.addWidget(self.form)
        options_layout.addWidget(self.error)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self._play_button()
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.learn_button = QPushButton(tr("Learn to play…"))
        self.learn_button.setToolTip(tr("A short course in the chosen game: one rule at a "
                                        "time, on a small board"))
        self.learn_button.setAutoDefault(False)
        self.learn_button.clicked.connect(lambda: self.done(LEARN))
        self.welcome = QLabel(tr("Welcome to magnetdesk! Choose a game and whom to play. New to "
                                 "the game? <b>Learn to play…</b> teaches it one rule at a "
                                 "time."))
        self.welcome.setObjectName("welcome")
        self.welcome.setStyleSheet(WELCOME_STYLE)
        self.welcome.setWordWrap(True)
        self.welcome.setVisible(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        right_side = QWidget()
        right = QVBoxLayout(right_side)
        right.setContentsMargins(0, 0, 4, 0)
        right.addWidget(self.title)
        right.addWidget(self.description)
        right.addLayout(rules_row, 1)
        right.addWidget(opponent_box)
        right.addWidget(self.clock_box)
        right.addWidget(options_box)
        self.right_area = QScrollArea()  # on a low screen the right side scrolls, never squeezes
        self.right_area.setWidget(right_side)
        self.right_area.setWidgetResizable(True)
        self.right_area.setFrameShape(QFrame.Shape.NoFrame)
        self.right_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QHBoxLayout()
        body.addWidget(self.variants)
        body.addWidget(self.right_area, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.welcome)
        layout.addLayout(body, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.learn_button)  # on the left, apart from Play and Cancel
        bottom.addStretch(1)
        bottom.addWidget(self.clock_summary)  # a clock left from the last game is seen here
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.setMinimumSize(MINIMUM_SIZE)

        self.form.changed.connect(self._validate)
        self.clock.changed.connect(self._validate)
        self.clock.changed.connect(self._say_clock)
        self._say_clock()
        self.form.more_button.toggled.connect(self._grow)
        self.variants.currentItemChanged.connect(self._variant_changed)
        shown = {variant.id for variant in app_variants()}
        self.select_variant(setup.variant if setup.variant in shown else "go")
        self._fit_to_screen()

    def _play_button(self) -> QPushButton:
        """The prominent button: larger, bold, the default one."""
        button = QPushButton(tr("Play"))
        button.setObjectName("play")
        button.setStyleSheet(PLAY_STYLE)
        button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        font = button.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        button.setFont(font)
        button.setMinimumSize(140, 38)
        return button

    def _fit_to_screen(self) -> None:
        """The preferred size, room for every game in the list, within the screen (on a low
        one without the preview)."""
        area = self.screen().availableGeometry() if self.screen() else None
        list_height = sum(
            self.variants.sizeHintForRow(row) + 2 * self.variants.spacing()
            for row in range(self.variants.count())
        ) + 2 * self.variants.frameWidth()
        width, height = PREFERRED_SIZE.width(), max(PREFERRED_SIZE.height(), list_height + 90)
        if area is not None:
            self.preview.setVisible(area.height() >= LOW_SCREEN)
            width, height = min(width, area.width()), min(height, area.height() - 40)
        self.variants.setMinimumHeight(min(list_height, height - 90))
        self.resize(width, height)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.start_button.setDefault(True)  # Enter plays (the button box picks Cancel on show)

    def _say_clock(self) -> None:
        """The clock chosen, in bold when there is one (a clock from the last game is seen)."""
        self.clock_summary.setText(self.clock.summary())
        font = self.clock_summary.font()
        font.setBold(self.clock.kind.currentData() != "none")
        self.clock_summary.setFont(font)

    def _show_clock(self) -> None:
        """The summary clicked: the clock's fields scrolled into view, its choice focused."""
        self.right_area.ensureWidgetVisible(self.clock_box)
        self.clock.kind.setFocus()

    def _grow(self) -> None:
        """Opened options make the dialog taller, as far as the screen allows."""
        right_side = self.right_area.widget()
        assert right_side is not None  # set in __init__
        wanted = right_side.sizeHint().height() + self.height() \
            - self.right_area.viewport().height()
        area = self.screen().availableGeometry() if self.screen() else None
        limit = area.height() - 40 if area is not None else wanted
        if wanted > self.height():
            self.resize(self.width(), min(wanted, limit))

    # --- the public face ---------------------------------------------------------------------

    def select_variant(self, variant_id: str) -> None:
        for row in range(self.variants.count()):
            if self.variants.item(row).data(Qt.ItemDataRole.UserRole) == variant_id:
                self.variants.setCurrentRow(row)
                return
        raise KeyError(variant_id)

    def variant_id(self) -> str:
        item = self.variants.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else "go"

    def is_valid(self) -> bool:
        return self.start_button.isEnabled()

    def error_text(self) -> str:
        return self.error.text()

    def setup(self) -> GameSetup:
        """The variant, options and players as chosen (check :meth:`is_valid` first); a
        random side is drawn here."""
        opponent = self.opponent.opponent()
        variant = self.variant_id()
        return GameSetup(variant, self.form.values(), opponent.players(variant), opponent,
                         self.clock.control(), self.clock.mains())

    # --- inside ------------------------------------------------------------------------------

    def _play_now(self) -> None:
        """A double-click on a game: play it as set up."""
        if self.is_valid():
            self.accept()

    def _variant_changed(self, current: QListWidgetItem | None, previous) -> None:
        if previous is not None and not self.form.errors():
            self._values[previous.data(Qt.ItemDataRole.UserRole)] = self.form.values()
        if current is None:
            return
        variant = VARIANTS[current.data(Qt.ItemDataRole.UserRole)]
        self.title.setText(tr(variant.name))
        self.description.setText(tr(variant.description))
        self._rules = None
        family = family_of(variant.id)
        self.opponent.set_variant(variant.id, family.picture, family.computer)
        settings = getattr(self.parent(), "settings", None)  # the window's, None in a test
        self.opponent.set_personal_level(personal_level(settings, variant.id))
        self.computer_note.setText("" if family.computer else computer_note(tr(variant.name)))
        self.computer_note.setVisible(not family.computer)
        self.form.set_options(variant.options, self._values.get(variant.id), COMMON_OPTIONS)

    def _validate(self) -> None:
        """Ask the engine whether these options make a game; say why not."""
        errors = self.form.errors()
        message = next(iter(errors.values()), "")
        rules = None
        if not errors:
            values = self.form.values()
            try:
                rules = VARIANTS[self.variant_id()].rules(**values)
                rules.start()
            except (OptionError, ValueError) as exc:
                message, rules = str(exc), None
            else:
                self._show_standard_values(values, rules)
                self.preview.board.set_position(rules.start())
        if rules is not None or self._rules is None:
            self.rules.setText(rules_text(self.variant_id(), rules))
            self._rules = rules
        if not message:
            try:
                self.clock.control()
            except ValueError:
                message = tr("The clock gives no time: set a main time or a period")
        self.form.mark_invalid(set(errors))
        self.error.setText(message)
        self.error.setVisible(bool(message))
        self.start_button.setEnabled(not message)

    def _show_standard_values(self, values: dict[str, Any], rules) -> None:
        """An option left at "standard" (komi) shows the value the rules give it."""
        for option in self.form.options():
            if option.default is None and values.get(option.key) is None:
                actual = getattr(rules, option.key, None)
                hint = (
                    tr("standard ({value})").format(value=option.text(actual))
                    if actual is not None else tr("standard")
                )
                self.form.set_placeholder(option.key, hint)


def first_start(window) -> None:
    """The app's first start: the new-game dialog, opened on a 9×9 game of Go against the
    computer at Casual, the person moving first (``window`` is the MainWindow), with a welcome
    that points at the course."""
    previous = window.setup
    window.setup = FIRST_START
    window.new_game(welcome=True)
    if window.setup is FIRST_START:  # cancelled: the game on the board stays as it was
        window.setup = previous

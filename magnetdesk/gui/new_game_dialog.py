"""The new-game dialog, which is also the variant selector.

On the left the variants of the registry with their one-line descriptions and a preview of the
start position (handicap stones, blocking points, Atari-Go's crosscut); on the right the
chosen variant's rules summary, its options (a form generated from the option schema) and, for
each colour, a human or the computer at a strength level (only people for a game the computer
does not play yet, with a note that says so). The engine validates the choice
(``VARIANTS[id].start(**options)``): its message is shown under the form and the start button
stays disabled while the options are invalid.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.options import OptionError
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board_scene import BoardMode
from magnetdesk.gui.board_view import BoardView
from magnetdesk.gui.families import app_variants, family_of
from magnetdesk.gui.option_form import OptionForm
from magnetdesk.gui.players_dialog import computer_note, first_mover, order_rows, player_rows
from magnetdesk.gui.setup import GameSetup
from magnetdesk.translation import tr

ERROR_COLOUR = "#b03a2e"
LIST_WIDTH = 250
MINIMUM_SIZE = QSize(780, 600)


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

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        name_font, text_font = self._fonts(option)
        width = max(120, (option.rect.width() or LIST_WIDTH) - 2 * self.PAD - 4)
        description = index.data(Qt.ItemDataRole.ToolTipRole) or ""
        text = QFontMetrics(text_font).boundingRect(
            QRect(0, 0, width, 1000), Qt.TextFlag.TextWordWrap, description
        )
        return QSize(width, QFontMetrics(name_font).height() + text.height() + 2 * self.PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
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
        painter.drawText(
            rect.adjusted(0, name_height + 2, 0, 0),
            Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            index.data(Qt.ItemDataRole.ToolTipRole) or "",
        )
        painter.restore()


class NewGameDialog(QDialog):
    """See the module docstring. ``setup()`` is the choice once the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None, setup: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        setup = setup or GameSetup()
        self._values: dict[str, dict[str, Any]] = {setup.variant: dict(setup.options)}

        self.variants = QListWidget()
        self.variants.setItemDelegate(VariantDelegate(self.variants))
        self.variants.setFixedWidth(LIST_WIDTH)
        self.variants.setWordWrap(True)
        self.variants.setSpacing(1)
        for variant in app_variants():
            item = QListWidgetItem(tr(variant.name))
            item.setData(Qt.ItemDataRole.UserRole, variant.id)
            item.setData(Qt.ItemDataRole.ToolTipRole, tr(variant.description))
            self.variants.addItem(item)

        self.title = QLabel()
        title_font = self.title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.5)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        self.rules.setMinimumWidth(380)
        self.rules.setFrameShape(QFrame.Shape.StyledPanel)
        self.rules.setMargin(8)
        self.rules.setAutoFillBackground(True)
        self.rules.setBackgroundRole(self.rules.palette().ColorRole.AlternateBase)

        self.form = OptionForm()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {ERROR_COLOUR};")
        options_box = QGroupBox(tr("Options"))
        options_layout = QVBoxLayout(options_box)
        options_layout.addWidget(self.form)
        options_layout.addWidget(self.error)

        players_box = QGroupBox(tr("Players"))
        players_grid = QGridLayout(players_box)
        self.players = player_rows(players_grid, setup.players)
        self.computer_note = QLabel()
        self.computer_note.setWordWrap(True)
        self.computer_note.setObjectName("computerNote")
        players_grid.addWidget(self.computer_note, len(self.players), 0, 1, 3)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.rules)
        right.addWidget(options_box)
        right.addWidget(players_box)
        right.addStretch(1)
        self.preview = BoardView()
        self.preview.setFixedSize(LIST_WIDTH, LIST_WIDTH)
        self.preview.board.set_coordinates_visible(False)
        self.preview.board.set_mode(BoardMode.LOCKED)
        self.preview.setToolTip(tr("The board this game starts from"))
        self.preview.setBackgroundBrush(self.palette().window())
        left = QVBoxLayout()
        left.addWidget(self.variants, 1)
        left.addWidget(self.preview)
        body = QHBoxLayout()
        body.addLayout(left)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)
        self.setMinimumSize(MINIMUM_SIZE)

        self.form.changed.connect(self._validate)
        self.variants.currentItemChanged.connect(self._variant_changed)
        shown = {variant.id for variant in app_variants()}
        self.select_variant(setup.variant if setup.variant in shown else "go")

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
        """The variant, options and players as chosen (check :meth:`is_valid` first)."""
        return GameSetup(
            self.variant_id(),
            self.form.values(),
            {colour: row.setup() for colour, row in self.players.items()},
        )

    # --- inside ------------------------------------------------------------------------------

    def _variant_changed(self, current: QListWidgetItem | None, previous) -> None:
        if previous is not None and not self.form.errors():
            self._values[previous.data(Qt.ItemDataRole.UserRole)] = self.form.values()
        if current is None:
            return
        variant = VARIANTS[current.data(Qt.ItemDataRole.UserRole)]
        self.title.setText(tr(variant.name))
        self.rules.setText(tr(variant.rules_summary))
        family = family_of(variant.id)
        computer = family.computer
        order_rows(self.players, first_mover(variant.id))
        for row in self.players.values():
            row.allow_computer(computer)
            row.show_picture(family.picture)
        self.computer_note.setText("" if computer else computer_note(tr(variant.name)))
        self.computer_note.setVisible(not computer)
        self.form.set_options(variant.options, self._values.get(variant.id))

    def _validate(self) -> None:
        """Ask the engine whether these options make a game; say why not."""
        errors = self.form.errors()
        message = next(iter(errors.values()), "")
        if not errors:
            values = self.form.values()
            try:
                rules = VARIANTS[self.variant_id()].rules(**values)
                rules.start()
            except (OptionError, ValueError) as exc:
                message = str(exc)
            else:
                self._show_standard_values(values, rules)
                self.preview.board.set_position(rules.start())
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

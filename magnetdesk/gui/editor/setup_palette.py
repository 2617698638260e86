"""The position editor's palette: what a click on the board puts there (a stone or piece of
the family's kit, or Erase), the side to move and the family's extras (chess: the castling
rights; Medusa: the marker), each as the family's :class:`~magnetdesk.engine.core.setup.SetupKit`
declares it. A letter key picks a piece (``b``/``w``; chess ``K Q R B N P`` white and
``k q r b n p`` black), ``e`` or Delete picks Erase."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.setup import Arrangement, SetupKit
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.family import FamilyView
from magnetdesk.gui.common.words import COLOUR_NAMES
from magnetdesk.translation import tr

ERASE = 0  # the palette's value that empties a cell
ERASE_KEYS = ("e",)
PICTURE = 32  # pixels: a palette button's picture
COLUMNS = 6


def button_ratio() -> float:
    """Device pixels per pixel of the screen the palette is on."""
    app = QGuiApplication.instance()
    return app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0


def piece_picture(view: FamilyView, value: int, size: int) -> QPixmap:
    """A palette value's picture: a chess piece (the family's trophy picture), else a stone
    of that colour."""
    if view.trophy is not None:
        return view.trophy(value, size, button_ratio())
    return view.picture(value, size)


class SetupPalette(QWidget):
    """See the module docstring. ``changed`` says the side to move or an extra changed."""

    changed = Signal()

    def __init__(self, kit: SetupKit, view: FamilyView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        pieces = QGroupBox(tr("Put on the board"))
        grid = QGridLayout(pieces)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[int, QToolButton] = {}
        self.keys: dict[str, int] = {}
        entries = [(piece.value, tr(piece.name), piece.key) for piece in kit.pieces]
        entries.append((ERASE, tr("Erase"), ERASE_KEYS[0]))
        for index, (value, name, key) in enumerate(entries):
            button = QToolButton()
            button.setCheckable(True)
            button.setAutoRaise(True)
            if value == ERASE:
                button.setText(tr("Erase"))
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            else:
                button.setIcon(QIcon(piece_picture(view, value, PICTURE)))
                button.setIconSize(QSize(PICTURE, PICTURE))
            button.setToolTip(tr("{name} (key {key})").format(name=name, key=key))
            button.setAccessibleName(name)
            self.group.addButton(button, value)
            self.buttons[value] = button
            self.keys[key] = value
            columns = COLUMNS if len(entries) > COLUMNS + 1 else len(entries)
            grid.addWidget(button, index // columns, index % columns)
        self.buttons[kit.pieces[0].value].setChecked(True)
        layout.addWidget(pieces)

        side = QGroupBox(tr("To move"))
        row = QHBoxLayout(side)
        self.sides: dict[int, QRadioButton] = {}
        for colour in (BLACK, WHITE):
            radio = QRadioButton(tr(COLOUR_NAMES[colour]))
            radio.toggled.connect(self._side_toggled)
            row.addWidget(radio)
            self.sides[colour] = radio
        layout.addWidget(side)

        self.extras: dict[str, QCheckBox | QSpinBox] = {}
        if kit.extras:
            box = QGroupBox(tr(kit.extras_title))
            form = QGridLayout(box)
            for index, option in enumerate(kit.extras):
                if option.kind == "bool":
                    check = QCheckBox(tr(option.label))
                    check.toggled.connect(self.changed)
                    form.addWidget(check, index, 0, 1, 2)
                    self.extras[option.key] = check
                else:
                    spin = QSpinBox()
                    spin.setRange(int(option.minimum or 0), int(option.maximum or 0))
                    spin.valueChanged.connect(self.changed)
                    label = QLabel(tr(option.label))
                    label.setBuddy(spin)
                    form.addWidget(label, index, 0)
                    form.addWidget(spin, index, 1)
                    self.extras[option.key] = spin
                if option.help:
                    self.extras[option.key].setToolTip(tr(option.help))
            layout.addWidget(box)
        # the family's own section of the side panel (Medusa's marker on its track)
        self.panel = view.panel() if view.panel is not None else None
        if self.panel is not None:
            layout.addWidget(self.panel)

    def _side_toggled(self, on: bool) -> None:
        if on:  # the other radio button's toggle off says nothing
            self.changed.emit()

    def show_position(self, position: Any) -> None:
        """The family's section shows what ``position`` says (the marker on its track)."""
        if self.panel is not None:
            self.panel.show_position(position)

    def chosen(self) -> int:
        """The value a click puts on a cell (:data:`ERASE`: it empties it)."""
        return self.group.checkedId()

    def choose_key(self, text: str) -> bool:
        """Pick the palette entry of a typed key; False if no entry has it."""
        value = self.keys.get(text)
        if value is None:
            return False
        self.buttons[value].setChecked(True)
        return True

    def choose_erase(self) -> None:
        self.buttons[ERASE].setChecked(True)

    def show_arrangement(self, arrangement: Arrangement) -> None:
        """Show the side to move and the extras of ``arrangement`` (without ``changed``)."""
        self.blockSignals(True)
        try:
            self.sides[arrangement.to_move].setChecked(True)
            for key, widget in self.extras.items():
                value: Any = arrangement.extras.get(key)
                if isinstance(widget, QCheckBox):
                    widget.setChecked(bool(value))
                else:
                    widget.setValue(int(value or 0))
        finally:
            self.blockSignals(False)

    def to_move(self) -> int:
        return BLACK if self.sides[BLACK].isChecked() else WHITE

    def extra_values(self) -> dict[str, Any]:
        return {key: widget.isChecked() if isinstance(widget, QCheckBox) else widget.value()
                for key, widget in self.extras.items()}

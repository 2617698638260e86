"""A form generated from a variant's option schema (:class:`magnetdesk.engine.core.options.Option`),
so a new rule option appears in the new-game dialog without GUI code.

One editor per option kind: ``int`` a spin box (with buttons for the presets), ``float`` and
``points`` a text field parsed by the option itself, ``choice`` a drop-down, ``bool`` a check
box; a kind that a family brings has the family's editor (``code``, a Magnetic Chess field
code: four R/A/N selectors beside the code's text; see :func:`~magnetdesk.gui.board.families.
option_editors`).
The option's help is the tooltip. :meth:`OptionForm.values` answers typed values and
:meth:`OptionForm.errors` the options whose text does not parse, with the engine's message.

Given the keys of the *common* options, the form shows those and folds the rest under a
"More options" button (which says how many of them differ from their defaults, and opens by
itself on an error there): a newcomer sees the board size, not the ko rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QWidget,
)

from magnetdesk.engine.core.options import Option, OptionError
from magnetdesk.gui.board.families import option_editors
from magnetdesk.gui.common.words import capital
from magnetdesk.translation import tr

INVALID_BASE = QColor("#fde3e0")
INVALID_TEXT = QColor("#4a0f08")  # dark on the pink, in a dark theme too
INT_LIMIT = 10_000
TEXT_WIDTH = 220  # pixels: a list of points or codes


class _Field:
    """One option's editor: ``widget`` to show, ``value()`` typed (or OptionError)."""

    # The kind's editor: a QSpinBox, QComboBox, QCheckBox or QLineEdit; value() and
    # set_value() use the one the option's kind made.
    editor: Any

    def __init__(self, option: Option, changed) -> None:
        self.option = option
        self.widget: QWidget = self._build(changed)
        self.widget.setToolTip(tr(option.help) if option.help else "")
        self._normal = QPalette(self.editor.palette())

    def _build(self, changed) -> QWidget:
        kind = self.option.kind
        if kind == "int":
            return self._build_int(changed)
        if kind == "choice":
            box = QComboBox()
            for choice in self.option.choices:
                box.addItem(capital(tr(choice)), choice)
            box.currentIndexChanged.connect(changed)
            self.editor = box
            return box
        if kind == "bool":
            check = QCheckBox()
            check.toggled.connect(changed)
            self.editor = check
            return check
        make_editor = option_editors().get(kind)
        if make_editor is not None:
            widget, text = make_editor()
            text.textChanged.connect(changed)
            self.editor = text
            return widget
        line = QLineEdit()
        if kind != "float":
            line.setMinimumWidth(TEXT_WIDTH)
        if kind == "float" and self.option.default is None:
            line.setPlaceholderText(tr("standard"))
        elif kind == "points":
            line.setPlaceholderText(tr("none (e.g. E5 C3)"))
        line.textChanged.connect(changed)
        self.editor = line
        return line

    def _build_int(self, changed) -> QWidget:
        spin = QSpinBox()
        low = self.option.minimum
        high = self.option.maximum
        spin.setRange(int(low) if low is not None else -INT_LIMIT,
                      int(high) if high is not None else INT_LIMIT)
        spin.valueChanged.connect(changed)
        self.editor = spin
        if not self.option.presets:
            return spin
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(spin, 1)
        for preset in self.option.presets:
            button = QToolButton()
            button.setText(str(preset))
            button.setToolTip(f"{tr(self.option.label)}: {preset}")
            button.clicked.connect(lambda _=False, v=preset: spin.setValue(int(v)))
            layout.addWidget(button)
        return row

    def value(self) -> Any:
        kind = self.option.kind
        if kind == "int":
            return self.option.check(self.editor.value())
        if kind == "choice":
            return self.option.check(self.editor.currentData())
        if kind == "bool":
            return self.editor.isChecked()
        return self.option.parse(self.editor.text())

    def set_value(self, value: Any) -> None:
        kind = self.option.kind
        if kind == "int":
            self.editor.setValue(int(value))
        elif kind == "choice":
            index = self.editor.findData(value)
            self.editor.setCurrentIndex(max(0, index))
        elif kind == "bool":
            self.editor.setChecked(bool(value))
        elif value is None or value == "":
            self.editor.setText("")
        else:
            self.editor.setText(self.option.text(value))

    def show_invalid(self, invalid: bool) -> None:
        palette = QPalette(self._normal)
        if invalid:
            palette.setColor(QPalette.ColorRole.Base, INVALID_BASE)
            palette.setColor(QPalette.ColorRole.Text, INVALID_TEXT)
        self.editor.setPalette(palette)


class OptionForm(QWidget):
    """See the module docstring; ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self._fields: dict[str, _Field] = {}
        self._options: tuple[Option, ...] = ()
        self._folded: list[str] = []  # the keys under "More options", in order
        self._building = False
        self.more_button = QToolButton()
        self.more_button.setCheckable(True)
        self.more_button.setAutoRaise(True)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.toggled.connect(self._fold)

    def set_options(
        self,
        options: tuple[Option, ...],
        values: Mapping[str, Any] | None = None,
        common: frozenset[str] | None = None,
    ) -> None:
        """Rebuild the form for ``options``, showing ``values`` (else the defaults); with
        ``common``, the other options are folded (see the module docstring)."""
        self._building = True
        if self._layout.indexOf(self.more_button) >= 0:
            self._layout.takeRow(self.more_button)
        while self._layout.rowCount():
            self._layout.removeRow(0)
        fields = {}
        values = values or {}
        ordered = sorted(options, key=lambda o: common is not None and o.key not in common)
        self._folded = [o.key for o in ordered if common is not None and o.key not in common]
        for option in ordered:
            if option.key in self._folded[:1]:
                self._layout.addRow(self.more_button)
            field = _Field(option, self._edited)
            field.set_value(values.get(option.key, option.default))
            label = QLabel(tr(option.label) + ":")
            label.setToolTip(tr(option.help) if option.help else "")
            label.setBuddy(field.editor)
            self._layout.addRow(label, field.widget)
            fields[option.key] = field
        self._options, self._fields = options, fields
        self._fold(self.more_button.isChecked())
        self._building = False
        self.changed.emit()

    def folded(self) -> list[str]:
        """The keys of the options under "More options" (shown or not)."""
        return list(self._folded)

    def is_shown(self, key: str) -> bool:
        """Whether option ``key``'s row is open (not folded away)."""
        return key not in self._folded or self.more_button.isChecked()

    def _fold(self, open_: bool) -> None:
        """Show or hide the folded rows; the button says how many differ from the default."""
        self.more_button.setArrowType(
            Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow
        )
        changed = 0
        for key in self._folded:
            field = self._fields.get(key)
            if field is None:
                continue
            self._layout.setRowVisible(field.widget, open_)
            try:
                changed += field.value() != field.option.default
            except OptionError:
                changed += 1
        text = tr("More options")
        if changed and not open_:
            text = tr("More options (%n changed)", None, changed)
        self.more_button.setText(text)

    def options(self) -> tuple[Option, ...]:
        return self._options

    def editor(self, key: str) -> QWidget:
        """The input widget of option ``key`` (a spin box, line edit, combo or check box)."""
        return self._fields[key].editor

    def values(self) -> dict[str, Any]:
        """Every option's typed value; OptionError for the first one that does not parse."""
        return {key: field.value() for key, field in self._fields.items()}

    def errors(self) -> dict[str, str]:
        """The options whose input is not a valid value, with the reason."""
        found = {}
        for key, field in self._fields.items():
            try:
                field.value()
            except OptionError as exc:
                found[key] = str(exc)
        return found

    def set_placeholder(self, key: str, text: str) -> None:
        """The grey hint in an empty text field (the dialog shows what "standard" means)."""
        editor = self._fields[key].editor
        if isinstance(editor, QLineEdit):
            editor.setPlaceholderText(text)

    def mark_invalid(self, keys: set[str]) -> None:
        """Colour the fields of ``keys``; a folded one opens the fold."""
        for key, field in self._fields.items():
            field.show_invalid(key in keys)
        if keys & set(self._folded):
            self.more_button.setChecked(True)

    def _edited(self, *_: object) -> None:
        if not self._building:
            self._fold(self.more_button.isChecked())
            self.changed.emit()



"""A form generated from a variant's option schema (:class:`magnetdesk.engine.options.Option`),
so a new rule option appears in the new-game dialog without GUI code.

One editor per option kind: ``int`` a spin box (with buttons for the presets), ``float`` and
``points`` a text field parsed by the option itself, ``choice`` a drop-down, ``bool`` a check
box, ``code`` (a Magnetic Chess field code) four R/A/N selectors beside the code's text.
The option's help is the tooltip. :meth:`OptionForm.values` answers typed values and
:meth:`OptionForm.errors` the options whose text does not parse, with the engine's message.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Signal
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

from magnetdesk.engine.options import Option, OptionError
from magnetdesk.gui.code_editor import FieldCodeEditor
from magnetdesk.translation import tr

INVALID_BASE = QColor("#fde3e0")
INT_LIMIT = 10_000


class _Field:
    """One option's editor: ``widget`` to show, ``value()`` typed (or OptionError)."""

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
        if kind == "code":
            editor = FieldCodeEditor()
            editor.line.textChanged.connect(changed)
            self.editor = editor.line
            return editor
        line = QLineEdit()
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
        self.editor.setPalette(palette)


class OptionForm(QWidget):
    """See the module docstring; ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._fields: dict[str, _Field] = {}
        self._options: tuple[Option, ...] = ()
        self._building = False

    def set_options(
        self, options: tuple[Option, ...], values: Mapping[str, Any] | None = None
    ) -> None:
        """Rebuild the form for ``options``, showing ``values`` (else the defaults)."""
        self._building = True
        while self._layout.rowCount():
            self._layout.removeRow(0)
        fields = {}
        values = values or {}
        for option in options:
            field = _Field(option, self._edited)
            field.set_value(values.get(option.key, option.default))
            label = QLabel(tr(option.label) + ":")
            label.setToolTip(tr(option.help) if option.help else "")
            label.setBuddy(field.editor)
            self._layout.addRow(label, field.widget)
            fields[option.key] = field
        self._options, self._fields = options, fields
        self._building = False
        self.changed.emit()

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
        for key, field in self._fields.items():
            field.show_invalid(key in keys)

    def _edited(self, *_: object) -> None:
        if not self._building:
            self.changed.emit()


def capital(text: str) -> str:
    """``text`` with a capital first letter and the rest as it is (``str.capitalize`` would
    lower "Tromp–Taylor")."""
    return text[:1].upper() + text[1:]

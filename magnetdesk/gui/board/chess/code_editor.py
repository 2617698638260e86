"""The editor of a Magnetic Chess field code (the ``code`` option kind): four selectors, one
per letter of ``wXw wXb bXw bXb`` (Repel, Attract, None), beside the code as text, which may
also be typed (eight letters ``DEST/ORIG`` for origin-square fields). Each side follows the
other; the text is what the form reads (:func:`code_editor`, the chess family's editor of the
option kind ``code``)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from magnetdesk.engine.chess.rules import parse_code
from magnetdesk.engine.chess.texts import LETTERS, PAIRS
from magnetdesk.translation import tr


class FieldCodeEditor(QWidget):
    """See the module docstring. ``line`` is the code's text field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit()
        self.line.setPlaceholderText(tr("e.g. RAAR"))
        self.line.setMaxLength(9)
        self.selectors: list[QComboBox] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        for i, (caption, help_text) in enumerate(PAIRS):
            label = QLabel(tr(caption))
            label.setToolTip(tr(help_text))
            box = QComboBox()
            for letter, name in LETTERS:
                box.addItem(f"{letter} · {tr(name)}", letter)
            box.setToolTip(tr(help_text))
            box.currentIndexChanged.connect(self._selected)
            self.selectors.append(box)
            grid.addWidget(label, i // 2 * 2, i % 2)
            grid.addWidget(box, i // 2 * 2 + 1, i % 2)
        grid.addWidget(QLabel(tr("Code")), 0, 2)
        grid.addWidget(self.line, 1, 2)
        self.line.textChanged.connect(self._typed)

    def _selected(self) -> None:
        letters = "".join(box.currentData() for box in self.selectors)
        text = self.line.text().strip().upper()
        origin = text.partition("/")[2]
        wanted = f"{letters}/{origin}" if origin else letters
        if text != wanted:
            self.line.setText(wanted)

    def _typed(self, text: str) -> None:
        code = parse_code(text)
        if code is None:
            return
        for box, letter in zip(self.selectors, code.dest, strict=True):
            index = box.findData(letter)
            if box.currentIndex() != index:
                box.blockSignals(True)
                box.setCurrentIndex(index)
                box.blockSignals(False)


def code_editor() -> tuple[QWidget, QLineEdit]:
    """A new field-code editor and its text field (an option form's editor of a ``code``)."""
    editor = FieldCodeEditor()
    return editor, editor.line

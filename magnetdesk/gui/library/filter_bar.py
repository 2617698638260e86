"""The library's filters: the game, a player's name (or part of it), the result and a range of
dates, as one :class:`~magnetdesk.library.GameFilter`; ``changed`` whenever one of them
changes (the window asks the index again a moment after the typing stops).

A date is typed as ``2024``, ``2024-05`` or ``2024-05-17`` (SGF's ``DT``); anything else is
marked and left out of the filter, with the reason in its tooltip."""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from magnetdesk.engine.variants import VARIANTS
from magnetdesk.library import GameFilter
from magnetdesk.translation import QT_TR_NOOP, tr

RESULTS = (
    ("", QT_TR_NOOP("Any result")),
    ("black", QT_TR_NOOP("Black won")),
    ("white", QT_TR_NOOP("White won")),
    ("draw", QT_TR_NOOP("Draw")),
    ("none", QT_TR_NOOP("No result")),
)
DATE = re.compile(r"\d{4}(-\d{2}(-\d{2})?)?")
BAD_DATE_STYLE = "QLineEdit { background: #f6d5d0; color: #3a0d08; }"


class FilterBar(QWidget):
    """See the module docstring."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.game = QComboBox()
        self.game.setAccessibleName(tr("Game"))
        self.game.setMinimumContentsLength(14)
        self.player = QLineEdit()
        self.player.setPlaceholderText(tr("Player"))
        self.player.setAccessibleName(tr("Player"))
        self.player.setClearButtonEnabled(True)
        self.result = QComboBox()
        self.result.setAccessibleName(tr("Result"))
        for value, words in RESULTS:
            self.result.addItem(tr(words), value)
        self.date_from = self._date_field(tr("From"))
        self.date_to = self._date_field(tr("To"))
        layout.addWidget(self.game)
        layout.addWidget(self.player, 2)
        layout.addWidget(self.result)
        layout.addWidget(QLabel(tr("Dates:")))
        layout.addWidget(self.date_from, 1)
        layout.addWidget(QLabel("–"))
        layout.addWidget(self.date_to, 1)
        self.set_variants([])
        self.game.currentIndexChanged.connect(self.changed)
        self.result.currentIndexChanged.connect(self.changed)
        for field in (self.player, self.date_from, self.date_to):
            field.textChanged.connect(self.changed)

    def _date_field(self, words: str) -> QLineEdit:
        field = QLineEdit()
        field.setPlaceholderText(tr("YYYY-MM-DD"))
        field.setAccessibleName(words)
        field.setMaxLength(10)
        field.setMinimumWidth(field.fontMetrics().horizontalAdvance("0000-00-00") + 24)
        field.textChanged.connect(lambda _text, field=field: self._check_date(field))
        return field

    def _check_date(self, field: QLineEdit) -> None:
        bad = bool(field.text().strip()) and not DATE.fullmatch(field.text().strip())
        field.setStyleSheet(BAD_DATE_STYLE if bad else "")
        field.setToolTip(tr("A date is written 2024, 2024-05 or 2024-05-17") if bad else "")

    def set_variants(self, variants: list[str]) -> None:
        """The games the index holds (the choice made is kept if it is still there)."""
        chosen = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        self.game.addItem(tr("All games"), "")
        named = sorted(((tr(VARIANTS[v].name) if v in VARIANTS else v), v) for v in variants)
        for words, variant in named:
            self.game.addItem(words, variant)
        found = self.game.findData(chosen)
        self.game.setCurrentIndex(max(found, 0))
        self.game.blockSignals(False)

    def current(self) -> GameFilter:
        """The filter as chosen (a date that is not one is left out)."""
        variant = self.game.currentData() or ""
        return GameFilter(
            variants=frozenset({variant}) if variant else frozenset(),
            player=self.player.text().strip(),
            result=self.result.currentData() or "",
            date_from=_date(self.date_from),
            date_to=_date(self.date_to),
        )


def _date(field: QLineEdit) -> str:
    text = field.text().strip()
    return text if DATE.fullmatch(text) else ""

"""The new-game dialog's clock: which time control, and its times, in one compact row.

    Clock  [Byo-yomi ▾]   10 min + 5 × 30 s
           [ ] time handicap: [Black ▾] gets [ 5 min]
           Each side's clock starts after its own first move.

The fields shown follow the choice (minutes of main time; Fischer's increment; byo-yomi's
periods and their seconds; Canadian stones and their seconds); a time handicap gives one side
another main time. :meth:`ClockChoice.summary` says the choice in one line (the dialog shows
it beside Play, where a clock left from the last game is seen)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.words import COLOUR_NAMES
from magnetdesk.translation import QT_TR_NOOP, tr

KIND_NAMES = {
    "none": QT_TR_NOOP("No clock"),
    "sudden": QT_TR_NOOP("Sudden death"),
    "fischer": QT_TR_NOOP("Fischer increment"),
    "byoyomi": QT_TR_NOOP("Byo-yomi"),
    "canadian": QT_TR_NOOP("Canadian byo-yomi"),
}
DEFAULTS = {  # what a kind starts from when chosen
    "sudden": TimeControl("sudden", main=600),
    "fischer": TimeControl("fischer", main=300, increment=5),
    "byoyomi": TimeControl("byoyomi", main=600, periods=5, period=30),
    "canadian": TimeControl("canadian", main=600, stones=25, period=300),
}


def spin(low: int, high: int, suffix: str, tip: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setSuffix(suffix)
    box.setToolTip(tip)
    return box


class ClockChoice(QWidget):
    """See the module docstring; :meth:`control` answers the choice."""

    changed = Signal()

    def __init__(self, chosen: TimeControl | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        for kind, name in KIND_NAMES.items():
            self.kind.addItem(tr(name), kind)
        self.main = QDoubleSpinBox()
        self.main.setRange(0, 600)
        self.main.setDecimals(1)
        self.main.setSuffix(tr(" min"))
        self.main.setToolTip(tr("Main time for each player"))
        self.increment = spin(0, 600, tr(" s"), tr("Seconds added after every move"))
        self.periods = spin(1, 60, "", tr("Byo-yomi periods"))
        self.times = QLabel("×")
        self.stones = spin(1, 200, "", tr("Moves to make in each period"))
        self.per = QLabel("/")
        self.period = spin(1, 3600, tr(" s"), tr("Seconds of each period"))
        self.plus = QLabel("+")
        self.handicap = QCheckBox(tr("time handicap:"))
        self.handicap.setToolTip(tr("One side gets another main time than the other"))
        self.side = QComboBox()
        for colour in (BLACK, WHITE):
            self.side.addItem(tr(COLOUR_NAMES[colour]), colour)
        self.gets = QLabel(tr("gets"))
        self.other_main = QDoubleSpinBox()
        self.other_main.setRange(0, 600)
        self.other_main.setDecimals(1)
        self.other_main.setSuffix(tr(" min"))
        self.note = QLabel(tr("Each side's clock starts after its own first move."))
        self.note.setWordWrap(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        column.addLayout(row)
        second = QHBoxLayout()
        column.addLayout(second)
        handicap: tuple[QWidget, ...] = (self.handicap, self.side, self.gets, self.other_main)
        for widget in handicap:
            second.addWidget(widget)
        second.addStretch(1)
        column.addWidget(self.note)
        times: tuple[QWidget, ...] = (self.kind, self.main, self.plus, self.increment,
                                      self.periods, self.times, self.stones, self.per,
                                      self.period)
        for widget in times:
            row.addWidget(widget)
        row.addStretch(1)
        self.choose(chosen or TimeControl())
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for box in (self.main, self.increment, self.periods, self.stones, self.period,
                    self.other_main):
            box.valueChanged.connect(lambda *_: self.changed.emit())
        self.handicap.toggled.connect(self._handicap_toggled)
        self.side.currentIndexChanged.connect(lambda *_: self.changed.emit())

    def choose(self, control: TimeControl) -> None:
        """Show ``control``."""
        self.kind.blockSignals(True)
        self.kind.setCurrentIndex(max(0, self.kind.findData(control.kind)))
        self.kind.blockSignals(False)
        self._fill(control)

    def control(self) -> TimeControl:
        """The control chosen (ValueError when its times make no clock)."""
        kind = self.kind.currentData()
        if kind == "none":
            return TimeControl()
        fields: dict[str, Any] = {"main": round(self.main.value() * 60, 1)}
        if kind == "fischer":
            fields["increment"] = self.increment.value()
        elif kind == "byoyomi":
            fields.update(periods=self.periods.value(), period=self.period.value())
        elif kind == "canadian":
            fields.update(stones=self.stones.value(), period=self.period.value())
        return TimeControl(kind, **fields)

    def summary(self) -> str:
        """The choice in one line: ``Clock: Byo-yomi 10 min + 5 × 30 s``."""
        kind = self.kind.currentData()
        words = tr(KIND_NAMES[kind])
        if kind != "none":
            words += " " + _minutes(self.main.value())
            if kind == "fischer":
                words += f" + {self.increment.value()}" + tr(" s")
            elif kind == "byoyomi":
                words += f" + {self.periods.value()} × {self.period.value()}" + tr(" s")
            elif kind == "canadian":
                words += f" + {self.stones.value()} / {self.period.value()}" + tr(" s")
            if self.mains():
                words += " · " + tr("time handicap")
        return tr("Clock: {choice}").format(choice=words)

    def mains(self) -> dict[int, float]:
        """The time handicap: the side that gets another main time, in seconds (none: {})."""
        if not self.handicap.isChecked() or self.kind.currentData() == "none":
            return {}
        return {self.side.currentData(): round(self.other_main.value() * 60, 1)}

    def choose_mains(self, mains: dict[int, float]) -> None:
        """Show a time handicap (``mains`` as :meth:`mains` answers it)."""
        self.handicap.setChecked(bool(mains))
        for colour, seconds in mains.items():
            self.side.setCurrentIndex(max(0, self.side.findData(colour)))
            self.other_main.setValue(seconds / 60)
        self._handicap_toggled()

    def _handicap_toggled(self) -> None:
        on = self.handicap.isChecked()
        for widget in (self.side, self.gets, self.other_main):
            widget.setEnabled(on)
        self.changed.emit()

    def _kind_changed(self) -> None:
        self._fill(DEFAULTS.get(self.kind.currentData(), TimeControl()))
        self.changed.emit()

    def _fill(self, control: TimeControl) -> None:
        kind = control.kind
        self.main.setValue(control.main / 60)
        self.increment.setValue(round(control.increment))
        self.periods.setValue(max(control.periods, 1))
        self.stones.setValue(max(control.stones, 1))
        self.period.setValue(max(round(control.period), 1))
        shown = {
            self.main: kind != "none",
            self.plus: kind in ("fischer", "byoyomi", "canadian"),
            self.increment: kind == "fischer",
            self.periods: kind == "byoyomi", self.times: kind == "byoyomi",
            self.stones: kind == "canadian", self.per: kind == "canadian",
            self.period: kind in ("byoyomi", "canadian"),
        }
        for widget, visible in shown.items():
            widget.setVisible(visible)
        for widget in (self.handicap, self.side, self.gets, self.other_main, self.note):
            widget.setVisible(kind != "none")
        if not self.handicap.isChecked():
            self.other_main.setValue(control.main / 60 / 2)
        for widget in (self.side, self.gets, self.other_main):
            widget.setEnabled(self.handicap.isChecked())


def _minutes(minutes: float) -> str:
    """``10 min``, ``2.5 min``, ``30 s`` (under a minute)."""
    if 0 < minutes < 1:
        return f"{minutes * 60:g}" + tr(" s")
    return f"{minutes:g}" + tr(" min")

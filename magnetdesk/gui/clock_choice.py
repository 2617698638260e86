"""The new-game dialog's clock: which time control, and its times, in one compact row.

    Clock  [Byo-yomi ▾]   10 min + 5 × 30 s

The fields shown follow the choice (minutes of main time; Fischer's increment; byo-yomi's
periods and their seconds; Canadian stones and their seconds)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from magnetdesk.clocks.controls import TimeControl
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
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.kind, self.main, self.plus, self.increment, self.periods, self.times,
                       self.stones, self.per, self.period):
            row.addWidget(widget)
        row.addStretch(1)
        self.choose(chosen or TimeControl())
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for box in (self.main, self.increment, self.periods, self.stones, self.period):
            box.valueChanged.connect(lambda *_: self.changed.emit())

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

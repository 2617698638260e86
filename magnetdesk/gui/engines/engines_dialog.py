"""Engines ▸ Engines…: the outside engines the person attached, kept in the settings. Add,
change, remove, and Test: the engine is started off the window's thread (the probe of
:mod:`magnetdesk.engines.probe`) and what it plays is shown under the list."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engines.check import sizes_text
from magnetdesk.engines.probe import EngineReport, probe
from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.common.engine_words import trouble_words
from magnetdesk.gui.engines.engine_form import EngineForm
from magnetdesk.translation import tr


class _Tester(QObject):
    """Carries a probe's report from its thread to the window's."""

    done = Signal(int, object)  # the test's number, EngineReport


class EnginesDialog(QDialog):
    """See the module docstring; :meth:`engines` is the list as the person left it."""

    def __init__(self, parent: QWidget | None, engines: list[EngineSpec]) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Engines"))
        self.list = QListWidget()
        self.list.setMinimumSize(420, 120)
        self.list.currentRowChanged.connect(self._chosen)
        self.list.itemDoubleClicked.connect(lambda _: self.edit())
        self.add_button = QPushButton(tr("&Add…"))
        self.edit_button = QPushButton(tr("&Change…"))
        self.remove_button = QPushButton(tr("&Remove"))
        self.test_button = QPushButton(tr("&Test"))
        self.add_button.clicked.connect(self.add)
        self.edit_button.clicked.connect(self.edit)
        self.remove_button.clicked.connect(self.remove)
        self.test_button.clicked.connect(self.test)
        side = QVBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button,
                       self.test_button):
            side.addWidget(button)
        side.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.list, 1)
        top.addLayout(side)
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer.setMinimumHeight(self.fontMetrics().lineSpacing() * 5)
        self.answer.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.answer.setFrameShape(QFrame.Shape.StyledPanel)  # the engine's answer, apart
        self.answer.setMargin(6)
        hint = QLabel(tr("An engine is any program that speaks GTP, such as GNU Go, Pachi, "
                         "KataGo or magnetdesk-gtp. Choose it as your opponent in the "
                         "new-game dialog."))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(top)
        layout.addWidget(self.answer)
        layout.addWidget(buttons)
        self._tester = _Tester(self)
        self._tester.done.connect(self._tested)
        self._tests = 0
        self._specs: list[EngineSpec] = []
        for spec in engines:
            self._append(spec)
        self.list.setCurrentRow(0 if engines else -1)
        self._chosen(self.list.currentRow())

    def engines(self) -> list[EngineSpec]:
        return list(self._specs)

    def _append(self, spec: EngineSpec) -> None:
        self._specs.append(spec)
        item = QListWidgetItem(spec.name)
        item.setToolTip(spec.command_line)
        self.list.addItem(item)

    def _current(self) -> EngineSpec | None:
        row = self.list.currentRow()
        return self._specs[row] if 0 <= row < len(self._specs) else None

    def _chosen(self, row: int) -> None:
        chosen = 0 <= row < len(self._specs)
        for button in (self.edit_button, self.remove_button, self.test_button):
            button.setEnabled(chosen)
        self._tests += 1  # a test still running answers for another engine: dropped
        self.answer.setText(self._specs[row].command_line if chosen else tr(
            "No engine yet: Add… one by its command line."))

    def add(self) -> None:
        form = EngineForm(self, None, tuple(self.names()))
        if form.exec() == QDialog.DialogCode.Accepted and (spec := form.spec()) is not None:
            self._append(spec)
            self.list.setCurrentRow(len(self._specs) - 1)
            self.test()

    def edit(self) -> None:
        row, spec = self.list.currentRow(), self._current()
        if spec is None:
            return
        others = tuple(name for name in self.names() if name != spec.name)
        form = EngineForm(self, spec, others)
        if form.exec() == QDialog.DialogCode.Accepted and (changed := form.spec()) is not None:
            self._specs[row] = changed
            item = self.list.item(row)
            item.setText(changed.name)
            item.setToolTip(changed.command_line)
            self._chosen(row)

    def remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self._specs):
            del self._specs[row]
            self.list.takeItem(row)
            self._chosen(self.list.currentRow())

    def names(self) -> list[str]:
        return [spec.name for spec in self._specs]

    def test(self) -> None:
        """Start the chosen engine off the window's thread and show what it plays."""
        spec = self._current()
        if spec is None:
            return
        self._tests += 1
        number = self._tests
        self.answer.setText(tr("Testing {engine}…").format(engine=spec.name))
        self.test_button.setEnabled(False)
        threading.Thread(target=lambda: self._tester.done.emit(number, probe(spec)),
                         name="engine test", daemon=True).start()

    def _tested(self, number: int, report: EngineReport) -> None:
        if number != self._tests:
            return
        spec = self._current()
        self.test_button.setEnabled(spec is not None)
        if spec is not None:
            self.answer.setText(report_words(spec.name, report))


def report_words(name: str, report: EngineReport) -> str:
    """What a test found, in lines for the dialog."""
    if not report.usable and not report.commands:
        return tr("{trouble}: {detail}").format(trouble=trouble_words(name, report.kind),
                                               detail=report.problem)
    lines = [tr("Engine: {name} {version}").format(name=report.name,
                                                   version=report.short_version).rstrip()]
    if report.plays_variants:
        lines.append(tr("Plays: {games}").format(games=", ".join(report.variants)))
    else:
        lines.append(tr("Plays: Go on {sizes}").format(sizes=sizes_text(report.sizes)))
        if report.unchecked:
            lines.append(tr("Not asked in time, tried when played: {sizes}").format(
                sizes=sizes_text(report.unchecked)))
    analysis = ", ".join(report.analysis) or tr("none")
    if report.ownership:
        analysis = tr("{commands} (with ownership)").format(commands=analysis)
    lines.append(tr("Analysis: {commands}").format(commands=analysis))
    lines.append(tr("Time: {commands}").format(commands=", ".join(report.time) or tr("none")))
    if report.usable:
        lines.append(tr("It can be used."))
    else:
        lines.append(tr("{trouble}: {detail}").format(trouble=trouble_words(name, report.kind),
                                                     detail=report.problem))
    return "\n".join(lines)

"""Adding or changing one engine: its name, the command line (program and arguments, split
as a shell splits them), the folder it runs in and the commands sent after its start."""

from __future__ import annotations

import shlex

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engines.spec import EngineSpec, default_name
from magnetdesk.translation import tr

ERROR_COLOUR = "#b03a2e"


class EngineForm(QDialog):
    """See the module docstring; :meth:`spec` once accepted. ``taken``: the names of the
    other engines (a name is chosen once)."""

    def __init__(self, parent: QWidget | None, spec: EngineSpec | None = None,
                 taken: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Engine") if spec else tr("Add an engine"))
        self.taken = taken
        self.name = QLineEdit(spec.name if spec else "")
        self.name.setPlaceholderText(tr("from the program's name"))
        self.command = QLineEdit(spec.command_line if spec else "")
        self.command.setPlaceholderText("/usr/games/gnugo --mode gtp --level 5")
        self.command.setMinimumWidth(380)
        browse = QPushButton(tr("&Browse…"))
        browse.clicked.connect(self._browse_program)
        self.folder = QLineEdit(spec.folder if spec else "")
        self.folder.setPlaceholderText(tr("the program's own"))
        browse_folder = QPushButton(tr("B&rowse…"))
        browse_folder.clicked.connect(self._browse_folder)
        self.commands = QPlainTextEdit("\n".join(spec.commands) if spec else "")
        self.commands.setPlaceholderText(tr("one GTP command a line, e.g. komi 6.5"))
        self.commands.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {ERROR_COLOUR}")
        self.error.setWordWrap(True)
        form = QFormLayout()
        for text, field, shown in (
            (tr("&Name:"), self.name, self.name),
            (tr("&Command:"), self.command, beside(self.command, browse)),
            (tr("&Working folder:"), self.folder, beside(self.folder, browse_folder)),
            (tr("Commands &after start:"), self.commands, self.commands),
        ):
            label = QLabel(text)
            label.setBuddy(field)
            form.addRow(label, shown)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._spec: EngineSpec | None = spec

    def spec(self) -> EngineSpec | None:
        return self._spec

    def _accept(self) -> None:
        try:
            words = shlex.split(self.command.text())
        except ValueError:
            self.error.setText(tr("The command has an unclosed quote."))
            return
        if not words:
            self.error.setText(tr("Give the program to start, and its arguments."))
            return
        name = self.name.text().strip() or default_name(words)
        if name in self.taken:
            self.error.setText(tr("Another engine is called {name}.").format(name=name))
            return
        commands = self.commands.toPlainText().splitlines()
        self._spec = EngineSpec.from_command_line(self.command.text(), name,
                                                  self.folder.text().strip(), commands)
        self.accept()

    def _browse_program(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("The engine's program"))
        if path:
            rest = shlex.split(self.command.text())[1:] if self._splits() else []
            self.command.setText(shlex.join([path, *rest]))

    def _browse_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, tr("The engine's working folder"))
        if path:
            self.folder.setText(path)

    def _splits(self) -> bool:
        try:
            shlex.split(self.command.text())
        except ValueError:
            return False
        return True


def beside(field: QWidget, button: QWidget) -> QWidget:
    """``field`` with ``button`` at its right, as one row of a form."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(field, 1)
    layout.addWidget(button)
    return row

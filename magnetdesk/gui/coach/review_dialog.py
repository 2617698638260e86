"""Game ▸ Review game…: how deep to search each position, and whether to write the verdicts
into the comments."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.gui.coach.review import BUDGET_NAMES, BUDGETS
from magnetdesk.translation import tr


class ReviewDialog(QDialog):
    """See the module docstring; ``seconds()`` and ``comment()`` once accepted."""

    def __init__(self, parent: QWidget | None, positions: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review game"))
        layout = QVBoxLayout(self)
        intro = QLabel(tr("The computer searches each of the %n position(s) of this line and "
                          "marks the moves that lost much. You can go on playing or looking "
                          "around meanwhile; Esc stops it.", None, positions))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.choice = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for key in BUDGETS:
            button = QRadioButton(tr(BUDGET_NAMES[key]))
            self.choice.addButton(button)
            self.buttons[key] = button
            layout.addWidget(button)
        self.buttons["quick"].setChecked(True)
        self.comments = QCheckBox(tr("Write the verdicts and better moves into the comments"))
        layout.addWidget(self.comments)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Review"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)

    def budget(self) -> str:
        return next(key for key, button in self.buttons.items() if button.isChecked())

    def seconds(self) -> float:
        return BUDGETS[self.budget()]

    def comment(self) -> bool:
        return self.comments.isChecked()

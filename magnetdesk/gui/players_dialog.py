"""Who plays each colour: a person or the computer at a level. The rows appear in the
new-game dialog, and on their own in Game ▸ Players… to change the players of the game on the
board (let the computer take over a side of a loaded game, or take a side back)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.gui.painters.common import stone_pixmap
from magnetdesk.gui.setup import PlayerSetup


class PlayerRow:
    """One colour's player on a row of ``grid``: a choice of Human or the computer at one of
    its levels (named, with what each level does as the tooltip)."""

    def __init__(
        self, grid: QGridLayout, row: int, colour: int, name: str, setup: PlayerSetup
    ) -> None:
        stone = QLabel()
        stone.setPixmap(stone_pixmap(colour, 18))
        grid.addWidget(stone, row, 0)
        grid.addWidget(QLabel(name), row, 1)
        self.choice = QComboBox()
        self.choice.addItem("Human", PlayerSetup(False, setup.level))
        self.choice.setItemData(0, "A person plays this colour", Qt.ItemDataRole.ToolTipRole)
        for number, level in LEVELS.items():
            self.choice.addItem(computer_text(number), PlayerSetup(True, number))
            self.choice.setItemData(
                self.choice.count() - 1, level.summary.capitalize(), Qt.ItemDataRole.ToolTipRole
            )
        self.choose(setup)
        grid.addWidget(self.choice, row, 2)

    def choose(self, setup: PlayerSetup) -> None:
        """Show ``setup`` as the choice (a person, or the computer at its level)."""
        wanted = setup if setup.computer else None
        for index in range(self.choice.count()):
            player = self.choice.itemData(index)
            if (player if player.computer else None) == wanted:
                self.choice.setCurrentIndex(index)
                return
        self.choice.setCurrentIndex(0)

    def setup(self) -> PlayerSetup:
        return self.choice.currentData()


def computer_text(level: int) -> str:
    """``Computer · Club (3)``."""
    return f"Computer · {LEVELS[level].name} ({level})" if level in LEVELS else "Computer"


def player_rows(grid: QGridLayout, players: dict[int, PlayerSetup]) -> dict[int, PlayerRow]:
    """A row for Black and one for White."""
    rows = {
        BLACK: PlayerRow(grid, 0, BLACK, "Black", players[BLACK]),
        WHITE: PlayerRow(grid, 1, WHITE, "White", players[WHITE]),
    }
    grid.setColumnStretch(2, 1)
    return rows


class PlayersDialog(QDialog):
    """Change the players of the current game; ``players()`` once accepted."""

    def __init__(self, parent: QWidget | None, players: dict[int, PlayerSetup]) -> None:
        super().__init__(parent)
        self.setWindowTitle("Players")
        body = QWidget()
        self.rows = player_rows(QGridLayout(body), players)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Who plays each colour from now on:"))
        layout.addWidget(body)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)

    def players(self) -> dict[int, PlayerSetup]:
        return {colour: row.setup() for colour, row in self.rows.items()}

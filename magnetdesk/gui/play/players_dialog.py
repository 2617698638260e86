"""Who plays each colour: a person or the computer at a level, in Game ▸ Players… to change
the players of the game on the board (let the computer take over a side of a loaded game, or
take a side back). The computer plays every family today; should a family come that it does
not play (``Family.computer`` False), its levels are greyed out and a note says so. (The
new-game dialog asks whom you play in plain words instead: :mod:`.opponent_choice`.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
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
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, opponent
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.gui.common.words import capital, computer_text
from magnetdesk.translation import tr

ROW_PICTURE = 18  # pixels


class PlayerRow:
    """One colour's player on a row of ``grid``: a choice of Human or the computer at one of
    its levels (named, with what each level does as the tooltip)."""

    def __init__(
        self, grid: QGridLayout, row: int, colour: int, name: str, setup: PlayerSetup,
        engines: Sequence[str] = (),
    ) -> None:
        self.grid = grid
        self.colour = colour
        self.stone = stone = QLabel()
        self.show_picture(stone_pixmap)
        self.name = QLabel(name)
        self.choice = QComboBox()
        self.choice.addItem(tr("Human"), PlayerSetup(False, setup.level))
        self.choice.setItemData(0, tr("A person plays this colour"), Qt.ItemDataRole.ToolTipRole)
        for number, level in LEVELS.items():
            self.choice.addItem(computer_text(number), PlayerSetup(True, number))
            self.choice.setItemData(
                self.choice.count() - 1, capital(tr(level.summary)), Qt.ItemDataRole.ToolTipRole
            )
        shown = [*engines, *([setup.engine] if setup.engine and setup.engine not in engines
                             else [])]
        for engine in shown:  # outside engines (Engines ▸ Engines…)
            self.choice.addItem(tr("{engine} (engine)").format(engine=engine),
                                PlayerSetup(True, setup.level, engine))
        self.choose(setup)
        self._wanted = setup  # chosen before the computer was ruled out
        self.widgets = (stone, self.name, self.choice)
        self.place(row)

    def show_picture(self, picture) -> None:
        """The colour's picture by the game's ``picture(colour, size)``: a stone, a king."""
        self.stone.setPixmap(picture(self.colour, ROW_PICTURE))

    def place(self, row: int) -> None:
        """Put this player's widgets on ``row`` of the grid (moving them if they were on
        another)."""
        for column, widget in enumerate(self.widgets):
            self.grid.addWidget(widget, row, column)

    def allow_computer(self, allowed: bool) -> None:
        """Offer the computer's levels or not; a computer player chosen earlier comes back
        when they are offered again."""
        model = cast(QStandardItemModel, self.choice.model())  # a combo box's own model
        if allowed == model.item(1).isEnabled():
            return
        if not allowed:
            self._wanted = self.setup()
        for index in range(1, self.choice.count()):
            model.item(index).setEnabled(allowed)
        self.choose(self._wanted if allowed else PlayerSetup(False, self._wanted.level))
    def choose(self, setup: PlayerSetup) -> None:
        """Show ``setup`` as the choice (a person, or the computer at its level)."""
        wanted = _key(setup)
        for index in range(self.choice.count()):
            if _key(self.choice.itemData(index)) == wanted:
                self.choice.setCurrentIndex(index)
                return
        self.choice.setCurrentIndex(0)

    def setup(self) -> PlayerSetup:
        return self.choice.currentData()


def _key(player: PlayerSetup) -> tuple[bool, int | str]:
    """What tells two choices apart: a person, a level of ours, an engine by its name."""
    if not player.computer:
        return False, 0
    return True, player.engine or player.level


def computer_note(variant_name: str) -> str:
    return tr(
        "The computer does not play {variant} yet: both colours are played by people."
    ).format(variant=variant_name)


def player_rows(
    grid: QGridLayout, players: dict[int, PlayerSetup], first: int = BLACK,
    engines: Sequence[str] = (),
) -> dict[int, PlayerRow]:
    """A row for Black and one for White, the colour that moves ``first`` on top."""
    rows = {
        BLACK: PlayerRow(grid, 0, BLACK, tr("Black"), players[BLACK], engines),
        WHITE: PlayerRow(grid, 1, WHITE, tr("White"), players[WHITE], engines),
    }
    order_rows(rows, first)
    grid.setColumnStretch(2, 1)
    return rows


def order_rows(rows: dict[int, PlayerRow], first: int) -> None:
    """The colour that moves first on the top row (Black in the Go family and Medusa, White
    in chess)."""
    rows[first].place(0)
    rows[opponent(first)].place(1)


class PlayersDialog(QDialog):
    """Change the players of the current game; ``players()`` once accepted."""

    def __init__(
        self,
        parent: QWidget | None,
        players: dict[int, PlayerSetup],
        computer_missing: str = "",
        first: int = BLACK,
        picture=stone_pixmap,
        engines: Sequence[str] = (),
    ) -> None:
        """``computer_missing``: the name of the game if the computer does not play it;
        ``first``: the colour that moves first (its row is on top); ``picture(colour, size)``
        draws a colour as the game shows it; ``engines``: the outside engines offered."""
        super().__init__(parent)
        self.setWindowTitle(tr("Players"))
        body = QWidget()
        self.rows = player_rows(QGridLayout(body), players, first, engines)
        for row in self.rows.values():
            row.allow_computer(not computer_missing)
            row.show_picture(picture)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Who plays each colour from now on:")))
        layout.addWidget(body)
        if computer_missing:
            note = QLabel(computer_note(computer_missing))
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)

    def players(self) -> dict[int, PlayerSetup]:
        return {colour: row.setup() for colour, row in self.rows.items()}

"""Engines ▸ Engine against engine…: the two players of a series (our computer at a level, or
an outside engine the person attached), how many games, and the folder each finished game is
kept in. The game is the one on the board (its variant and options: Game ▸ New game… chooses
them)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.ai.levels import LEVELS
from magnetdesk.gui.common.paths import data_dir
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.gui.engines.engine_form import beside
from magnetdesk.translation import tr

DEFAULT_GAMES = 10
MAX_GAMES = 1000


def player_words(player: PlayerSetup) -> str:
    """``GNU Go`` for an engine, ``magnetdesk Beginner (1)`` for ours at a level."""
    if player.engine:
        return player.engine
    return tr("magnetdesk {level} ({number})").format(level=tr(LEVELS[player.level].name),
                                                      number=player.level)


def default_folder() -> Path:
    """A new folder for a series' games, named by the time it starts."""
    return data_dir() / "series" / datetime.now().strftime("%Y-%m-%d %H-%M-%S")


class SeriesDialog(QDialog):
    """See the module docstring; :meth:`players`, :meth:`games` and :meth:`folder` once
    accepted."""

    def __init__(self, parent: QWidget | None, engines: Sequence[str], game: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Engine against engine"))
        choices = [PlayerSetup(True, level) for level in LEVELS]
        choices += [PlayerSetup(True, 1, name) for name in engines]
        self.first = QComboBox()
        self.second = QComboBox()
        for box in (self.first, self.second):
            for player in choices:
                box.addItem(player_words(player) if not player.engine else tr(
                    "{engine} (engine)").format(engine=player.engine), player)
        self.first.setCurrentIndex(len(LEVELS) if engines else 0)  # an engine, if any
        self.second.setCurrentIndex(0)
        self.count = QSpinBox()
        self.count.setRange(1, MAX_GAMES)
        self.count.setValue(DEFAULT_GAMES)
        self.count.setMaximumWidth(self.fontMetrics().horizontalAdvance("0000") * 3)
        self.place = QLineEdit(str(default_folder()))
        self.place.setMinimumWidth(360)
        browse = QPushButton(tr("&Browse…"))
        browse.clicked.connect(self._browse)
        form = QFormLayout()
        form.addRow(tr("&First player:"), self.first)
        form.addRow(tr("&Second player:"), self.second)
        form.addRow(tr("&Games:"), self.count)
        form.addRow(tr("&Keep the games in:"), beside(self.place, browse))
        note = QLabel(tr("The game: {game}, as on the board (Game ▸ New game… chooses "
                         "another). The players change colours from game to game.").format(
            game=game))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def players(self) -> tuple[PlayerSetup, PlayerSetup]:
        return self.first.currentData(), self.second.currentData()

    def games(self) -> int:
        return self.count.value()

    def folder(self) -> Path:
        text = self.place.text().strip()
        return Path(text).expanduser() if text else default_folder()

    def choose(self, first: PlayerSetup, second: PlayerSetup, games: int,
               folder: Path | None = None) -> None:
        """Set the choices as a person would (tests, and the last series' players)."""
        for box, player in ((self.first, first), (self.second, second)):
            for index in range(box.count()):
                if box.itemData(index) == player:
                    box.setCurrentIndex(index)
        self.count.setValue(games)
        if folder is not None:
            self.place.setText(str(folder))

    def _browse(self) -> None:
        path = QFileDialog.getExistingDirectory(self, tr("Keep the games in"))
        if path:
            self.place.setText(path)

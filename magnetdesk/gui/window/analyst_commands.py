"""Engines ▸ Analyst… and Engines ▸ GTP console: who feeds the coach (our own search or an
outside engine that streams its analysis, :mod:`magnetdesk.gui.coach.outside`), kept in the
settings and applied when the window starts; the console of the analysing engine. A part
the window holds (``window.analyst``); it lives with the window because it joins two
features, the engines the person attached and the coach."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout

from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.coach.analysis import Coach
from magnetdesk.gui.coach.analyst_choice import AnalystChoice, analyst_from
from magnetdesk.gui.common.window_host import GameHost
from magnetdesk.translation import tr


class AnalystPart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("choose_analyst", "show_console")

    def __init__(self, host: GameHost, coach: Coach,
                 engines: Callable[[], list[EngineSpec]],
                 players: Callable[[], int] = lambda: 0) -> None:
        self.host = host
        self.coach = coach
        self.engines = engines
        self.players = players  # shows the consoles of the engines that play; how many

    def apply(self) -> None:
        """The analyst the settings name (our search when they name none, or an engine that
        is no longer attached)."""
        self.coach.set_analyst(*analyst_from(self.host.settings, self.engines()))

    def choose_analyst(self) -> None:
        dialog = QDialog(self.host.window())
        dialog.setWindowTitle(tr("Analyst"))
        choice = AnalystChoice(self.engines(), self.host.settings, dialog)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(choice)
        layout.addWidget(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted or self.host.settings is None:
            return
        choice.keep(self.host.settings)
        self.apply()

    def show_console(self) -> None:
        """The consoles of the engines that play the game on the board and of the analyst."""
        playing = self.players()
        if self.coach.show_console() is None and not playing:
            self.host.say(tr("Our own search analyses: no engine's exchange to show "
                             "(Engines ▸ Analyst… chooses an engine)"))

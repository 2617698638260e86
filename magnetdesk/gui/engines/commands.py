"""The Engines menu's commands: Engines… (the list and its Test), and the GTP consoles of the
engines that play the game on the board."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from magnetdesk.gui.common.gtp_console import GtpConsole
from magnetdesk.gui.common.window_host import GameHost
from magnetdesk.gui.engines.engines_dialog import EnginesDialog
from magnetdesk.gui.engines.turns import EngineTurns


class EnginesPart:
    """Engines ▸ Engines…, over the window's :class:`EngineTurns`."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("manage_engines",)

    def __init__(self, host: GameHost, turns: EngineTurns) -> None:
        self.host = host
        self.turns = turns
        self.consoles: dict[str, GtpConsole] = {}

    def manage_engines(self) -> None:
        dialog = EnginesDialog(self.host.window(), self.turns.engines())
        dialog.exec()
        self.turns.set_engines(dialog.engines())

    def show_consoles(self) -> int:
        """A GTP console (a dock at the window's right) for each outside engine that plays a
        colour of the game on the board; how many."""
        names = sorted({player.engine for player in self.host.setup.players.values()
                        if player.computer and player.engine and self.turns.spec(player.engine)})
        window = self.host.window()
        for name in names:
            console = self.consoles.get(name)
            if console is None:
                console = GtpConsole(name, self.turns.log(name), self._sender(name), window)
                self.consoles[name] = console
                if isinstance(window, QMainWindow):
                    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, console)
            console.show()
        return len(names)

    def _sender(self, name: str) -> Callable[[str], object]:
        return lambda text: self.turns.send(name, text)

"""The Engines menu's commands: Engines… (the list and its Test)."""

from __future__ import annotations

from typing import ClassVar

from magnetdesk.gui.common.window_host import GameHost
from magnetdesk.gui.engines.engines_dialog import EnginesDialog
from magnetdesk.gui.engines.turns import EngineTurns


class EnginesPart:
    """Engines ▸ Engines…, over the window's :class:`EngineTurns`."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("manage_engines",)

    def __init__(self, host: GameHost, turns: EngineTurns) -> None:
        self.host = host
        self.turns = turns

    def manage_engines(self) -> None:
        dialog = EnginesDialog(self.host.window(), self.turns.engines())
        dialog.exec()
        self.turns.set_engines(dialog.engines())

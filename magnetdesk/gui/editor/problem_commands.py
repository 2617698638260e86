"""Edit ▸ Make a problem… in the window (:class:`ProblemPart`): the problem dialog
(:mod:`.problem_dialog`) on the current node; the collection it saved to is remembered for the
next problem and for the Problems window ("My problems" in the data folder at first)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from magnetdesk.gui.common.paths import data_dir
from magnetdesk.gui.common.window_host import Computer, GameHost
from magnetdesk.gui.editor.problem_dialog import ProblemDialog
from magnetdesk.learn.own_collections import OWN_FILE
from magnetdesk.translation import tr


def own_collection() -> Path:
    """The default collection of one's own problems."""
    return data_dir() / OWN_FILE


class ProblemPart:
    """The window's side of the problem dialog; see the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("make_problem",)

    def __init__(self, host: GameHost, computer: Computer) -> None:
        self.host = host
        self.computer = computer  # stopped while the dialog is open: the game stays as shown
        self.collection: Path | None = None  # the file saved to last
        self.dialog: ProblemDialog | None = None  # while it is open

    def make_problem(self) -> None:
        """Edit ▸ Make a problem…: the dialog on the current node."""
        game = self.host.game
        self.computer.stop_thinking()
        self.dialog = ProblemDialog(game.record, game.node,
                                    self.collection or own_collection(), self.host.window())
        try:
            self.dialog.exec()
            saved = self.dialog.saved
            if saved is not None:
                self.collection = saved
                self.host.say(tr("Problem {number} saved to {file}: Help ▸ Problems… opens "
                                 "it").format(number=self.dialog.count, file=saved.name))
        finally:
            self.dialog = None
            self.computer.wake_computer()

"""Edit ▸ Set up position… in the window (:class:`SetupPart`): the position editor
(:mod:`.setup_dialog`) opened on the position shown, and its setup put into the game as a node
of its own after the current one, as a move is: undone with Undo, followed by moves and
branches, saved as SGF setup (``AB``/``AW``/``AE``/``PL``; chess ``FEN``; Medusa's ``MK``)."""

from __future__ import annotations

from typing import ClassVar

from magnetdesk.engine.core.setup import Arrangement
from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.window_host import Computer, GameHost
from magnetdesk.gui.editor.setup_dialog import SetupDialog
from magnetdesk.translation import tr


class SetupPart:
    """The window's side of the position editor; see the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("set_up_position",)

    def __init__(self, host: GameHost, computer: Computer) -> None:
        self.host = host
        self.computer = computer
        self.dialog: SetupDialog | None = None  # while it is open

    def set_up_position(self) -> None:
        """Edit ▸ Set up position…: the editor on the current node's position."""
        game = self.host.game
        family = family_of(game.record.variant)
        kit = family.engine.setup
        if kit is None:
            self.host.say(tr("This game cannot be set up by hand"))
            return
        self.dialog = SetupDialog(
            kit, family.view, game.position, game.record.start, self._accept,
            self.host.window(),
        )
        try:
            self.dialog.exec()
        finally:
            self.dialog = None

    def _accept(self, arrangement: Arrangement) -> Illegal | None:
        """The dialog's Done: the setup goes into the game (or the reason why not)."""
        game = self.host.game
        before = game.node
        self.computer.stop_thinking()
        refused = game.set_up(arrangement)
        if refused is not None:
            return refused
        if game.node is not before:
            self.host.mark_dirty()
            self.host.refresh()
            self.host.say(tr("Position set up: Undo takes it back"))
            self.computer.wake_computer()
        return None

"""One text-protocol session: the game, the computer player (its level, seeds and clocks), and
the dispatch from a command line to its answer.

>>> session = GtpSession(variant="go", options={"size": "9"})
>>> session.handle("12 play b D4")
'=12\\n\\n'
>>> session.handle("play b D4")
'? illegal move: D4 is occupied\\n\\n'
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Mapping
from typing import Any

from magnetdesk.gtp import commands, computer, files, handicap, results, views
from magnetdesk.gtp.computer import Computer
from magnetdesk.gtp.game import Game
from magnetdesk.gtp.host import Handler, PlayerSettings
from magnetdesk.gtp.protocol import CommandFailed, answer, clean_line, parse_command

COMMANDS: dict[str, Handler] = {
    **commands.COMMANDS,
    **computer.COMMANDS,
    **handicap.COMMANDS,
    **views.COMMANDS,
    **results.COMMANDS,
    **files.COMMANDS,
}


class GtpSession:
    """Answers GTP command lines. ``finished`` turns true after ``quit``. ``player`` says
    how the computer plays (default: the strongest level); ``seed`` makes its choices repeat
    where the search allows (with ``workers=1`` and a playout budget, exactly).

    Raises OptionError at construction for an unknown variant or a wrong option.
    """

    def __init__(
        self,
        variant: str = "go",
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        player: PlayerSettings | None = None,
    ) -> None:
        self.game = Game.named(variant, options or {})
        self.computer = Computer(player or PlayerSettings(), seed)
        self.commands = COMMANDS
        self.finished = False

    def handle(self, line: str) -> str:
        """The answer to one input line, empty line included; '' for a blank or comment line."""
        command = parse_command(clean_line(line))
        if command is None:
            return ""
        handler = self.commands.get(command.name)
        if handler is None:
            return answer(command.id, "unknown command", ok=False)
        try:
            return answer(command.id, handler(self, command.args))
        except CommandFailed as exc:
            return answer(command.id, str(exc), ok=False)
        except Exception as exc:  # a bug: say so, and keep the controller's game alive
            traceback.print_exc(file=sys.stderr)
            return answer(command.id, f"internal error: {exc}", ok=False)

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

from magnetdesk.gtp import analysis, commands, computer, files, handicap, results, views
from magnetdesk.gtp.computer import Computer
from magnetdesk.gtp.game import Game
from magnetdesk.gtp.host import Handler, PlayerSettings, Stream
from magnetdesk.gtp.protocol import CommandFailed, answer, clean_line, parse_command

COMMANDS: dict[str, Handler] = {
    **commands.COMMANDS,
    **computer.COMMANDS,
    **handicap.COMMANDS,
    **views.COMMANDS,
    **results.COMMANDS,
    **files.COMMANDS,
}


def _streams_only(session: object, args: tuple[str, ...]) -> str:
    raise CommandFailed("this command streams: send it on magnetdesk-gtp's input")


# The streaming commands are known and listed like any (Sabaki looks for them there);
# :meth:`GtpSession.begin` answers them.
COMMANDS.update(dict.fromkeys(analysis.STREAMS, _streams_only))


def internal_error(command_id: str, exc: Exception) -> str:
    """The answer to a command that failed by a bug of ours: the traceback on stderr, the
    session goes on."""
    traceback.print_exc(file=sys.stderr)
    return answer(command_id, f"internal error: {exc}", ok=False)


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

    def begin(self, line: str) -> tuple[str, Stream | None]:
        """The start of the answer to one input line, and the stream that goes on with it:
        for a streaming command (:mod:`magnetdesk.gtp.analysis`) its first line ``=id``
        and its stream; for any other the whole answer (:meth:`handle`) and None."""
        command = parse_command(clean_line(line))
        start = analysis.STREAMS.get(command.name) if command is not None else None
        if command is None or start is None:
            return self.handle(line), None
        try:
            return f"={command.id}\n", start(self, command.args)
        except CommandFailed as exc:
            return answer(command.id, str(exc), ok=False), None
        except Exception as exc:  # a bug: say so, and keep serving
            return internal_error(command.id, exc), None

    def handle(self, line: str) -> str:
        """The answer to one input line, empty line included; '' for a blank or comment line.
        A streaming command that ends by itself is answered whole; one that runs until the
        next command is refused here (:func:`magnetdesk.gtp.serve` streams it)."""
        command = parse_command(clean_line(line))
        if command is None:
            return ""
        if command.name in analysis.STREAMS:
            return self._whole(line)
        handler = self.commands.get(command.name)
        if handler is None:
            return answer(command.id, "unknown command", ok=False)
        try:
            return answer(command.id, handler(self, command.args))
        except CommandFailed as exc:
            return answer(command.id, str(exc), ok=False)
        except Exception as exc:  # a bug: say so, and keep the controller's game alive
            return internal_error(command.id, exc)

    def _whole(self, line: str) -> str:
        head, stream = self.begin(line)
        if stream is None or stream.background:
            return head if stream is None else answer(
                head[1:].strip(), "this command streams: send it on magnetdesk-gtp's input",
                ok=False)
        lines: list[str] = []
        try:
            last = stream.run(lines.append, lambda: False)
        except Exception as exc:  # a bug: the answer says so instead
            return internal_error(head[1:].strip(), exc)
        return head + "".join(f"{text}\n" for text in [*lines, last] if text) + "\n"

"""An outside engine's failures in words (the status line, the Engines dialog's Test). The
technical detail (the command, the engine's last words) follows in English, as the engine
wrote it."""

from __future__ import annotations

from magnetdesk.engines import errors
from magnetdesk.translation import QT_TR_NOOP, tr

TROUBLE = {
    errors.NOT_FOUND: QT_TR_NOOP("{engine} cannot be started"),
    errors.SLOW_START: QT_TR_NOOP("{engine} did not answer after its start"),
    errors.DIED: QT_TR_NOOP("{engine} stopped working"),
    errors.HUNG: QT_TR_NOOP("{engine} did not answer in time"),
    errors.GARBAGE: QT_TR_NOOP("{engine} answered something that is not GTP"),
    errors.REFUSED: QT_TR_NOOP("{engine} refused a command"),
    errors.ILLEGAL: QT_TR_NOOP("{engine} proposed a move the rules forbid"),
    errors.UNSUPPORTED: QT_TR_NOOP("{engine} cannot play this game"),
}


def trouble_words(engine: str, kind: str) -> str:
    """``GNU Go stopped working``: what went wrong, without the detail."""
    return tr(TROUBLE.get(kind, TROUBLE[errors.REFUSED])).format(engine=engine)


def engine_failed_words(engine: str, kind: str, detail: str) -> str:
    """The status line after an engine failed mid-game: what, the detail, what one can do."""
    return tr("{trouble} ({detail}). The game is as it was: Ctrl+G asks the engine again, "
              "Game ▸ Players… lets a person take its side").format(
        trouble=trouble_words(engine, kind), detail=detail)

"""What a command handler may use of its session, as a contract: the game, the computer
player, the command table and the ``finished`` flag (:class:`magnetdesk.gtp.session.GtpSession`
is the one implementation). The command modules import this, never the session, so the
session can import them all without a cycle."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
from magnetdesk.gtp.clock import GameClocks
from magnetdesk.gtp.game import Game


@dataclass(frozen=True)
class PlayerSettings:
    """How the computer plays: its level 1..5, and optional overrides of the level's budget
    (``seconds`` per move, ``playouts`` per move), the worker processes it may use, and
    whether it may resign."""

    level: int = 5
    seconds: float | None = None
    playouts: int | None = None
    workers: int | None = None
    resign: bool = True


class Player(Protocol):
    """The session's computer player (:class:`magnetdesk.gtp.computer.Computer`)."""

    settings: PlayerSettings
    clocks: GameClocks

    def choose(self, colour: int, position: Any,
               progress: Callable[[SearchProgress], None] | None = None) -> SearchResult: ...


class Session(Protocol):
    """What a handler may read and change of the session it answers for."""

    game: Game
    finished: bool

    @property
    def computer(self) -> Player: ...

    @property
    def commands(self) -> Mapping[str, Handler]: ...


Handler = Callable[[Session, tuple[str, ...]], str]
"""A command: the session and the argument words in, the result text out (or CommandFailed)."""


@dataclass(frozen=True)
class Stream:
    """A command whose answer streams (:mod:`magnetdesk.gtp.analysis`): ``run(write, stop)``
    writes lines as it goes and returns the answer's last line ('' for none). A
    ``background`` stream runs until the next input line stops it (``lz-analyze``); the
    others end by themselves (``lz-genmove_analyze``)."""

    run: Callable[[Callable[[str], None], Callable[[], bool]], str]
    background: bool

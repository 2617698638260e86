"""The computer player of a text-protocol session and its commands: ``genmove``,
``reg_genmove``, ``time_settings`` and ``time_left``.

Moves come from :func:`magnetdesk.ai.player.think` at the session's level. The time for a move
is, in order: the share of the clock when the controller set a time control (capped by
``--time`` if given), else ``--time``, else the level's own. ``genmove`` answers ``resign``
when the search judges the game hopeless, unless resigning is switched off.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
from magnetdesk.ai.player import think
from magnetdesk.ai.searches import plays
from magnetdesk.engine.core.numbers import decimal_number, whole_number
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal
from magnetdesk.gtp.clock import GameClocks, TimeControl
from magnetdesk.gtp.commands import colour_of, need
from magnetdesk.gtp.game import Move, turn_in_progress
from magnetdesk.gtp.host import Handler, PlayerSettings, Session
from magnetdesk.gtp.protocol import CommandFailed


class Computer:
    """The session's player: its settings, its random seeds and the game clocks."""

    def __init__(self, settings: PlayerSettings, seed: int | None = None) -> None:
        self.settings = settings
        self.seeds = random.Random(seed) if seed is not None else None
        self.clocks = GameClocks()

    def move_seconds(self, colour: int, position: Any) -> float | None:
        """The time for ``colour``'s next move in ``position`` (None: the level's)."""
        empty = sum(1 for stone in position.board if stone == EMPTY)
        share = self.clocks.move_seconds(colour, empty)
        given = self.settings.seconds
        if share is None:
            return given
        return share if given is None else min(share, given)

    def choose(self, colour: int, position: Any,
               progress: Callable[[SearchProgress], None] | None = None) -> SearchResult:
        """Think about ``position`` for ``colour`` (its side to move), keeping the clock;
        ``progress`` gets the search's reports."""
        started = time.monotonic()
        settings = self.settings
        result = think(
            position,
            settings.level,
            seconds=self.move_seconds(colour, position),
            playouts=settings.playouts,
            seed=self.seeds.getrandbits(64) if self.seeds is not None else None,
            workers=settings.workers,
            progress=progress,
        )
        self.clocks.spend(colour, time.monotonic() - started)
        return result


def _chosen(session: Session, args: tuple[str, ...]) -> tuple[int, object, str, object]:
    """The colour, the position it moves in, the answer text and the move (None: resign)."""
    need(args, 1)
    colour = colour_of(args[0])
    variant = session.game.variant
    if not plays(variant.id):
        raise CommandFailed(f"genmove: the computer does not play {variant.id} yet")
    if getattr(session.game.position, "in_turn", False):
        raise CommandFailed(turn_in_progress(session.game.position))
    position = session.game.position.ready_for(colour)
    if isinstance(position, Illegal):
        raise CommandFailed(position.message)
    result = session.computer.choose(colour, position)
    if result.resign and session.computer.settings.resign:
        return colour, position, "resign", None
    return colour, position, position.move_text(result.move), result.move


def genmove(session: Session, args: tuple[str, ...]) -> str:
    """The computer's move, played on the board (``resign`` changes nothing)."""
    colour, _, text, move = _chosen(session, args)
    if move is not None:
        refused = session.game.take(Move(colour, move))
        if refused is not None:
            raise AssertionError(f"the player chose a refused move: {refused.message}")
    return text


def reg_genmove(session: Session, args: tuple[str, ...]) -> str:
    """The move ``genmove`` would choose, without playing it."""
    return _chosen(session, args)[2]


def _number(word: str, what: str) -> float:
    value = decimal_number(word)
    if value is None:
        raise CommandFailed(f"syntax error: {what} is a number")
    if not value >= 0 or value == float("inf"):
        raise CommandFailed(f"syntax error: {what} is a number of seconds from 0")
    return value


def _count(word: str, what: str) -> int:
    count = whole_number(word)
    if count is None:
        raise CommandFailed(f"syntax error: {what} is a whole number")
    return count


def time_settings(session: Session, args: tuple[str, ...]) -> str:
    """``time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES``: both clocks start afresh."""
    need(args, 3)
    control = TimeControl(
        _number(args[0], "main time"),
        _number(args[1], "byo-yomi time"),
        _count(args[2], "byo-yomi stones"),
    )
    clocks = session.computer.clocks
    clocks.settings = control
    clocks.reset()
    return ""


def kgs_time_settings(session: Session, args: tuple[str, ...]) -> str:
    """``kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN
    PERIOD STONES`` (KGS's form; with ``byoyomi`` the controller's ``time_left`` counts the
    periods left where it would count stones)."""
    need(args, 1)
    kind = args[0].lower()
    clocks = session.computer.clocks
    if kind == "none":
        clocks.settings = None
    elif kind == "absolute":
        need(args, 2)
        clocks.settings = TimeControl(_number(args[1], "main time"), 0, 0)
    elif kind in ("byoyomi", "canadian"):
        need(args, 4)
        main, period = _number(args[1], "main time"), _number(args[2], "period time")
        count = _count(args[3], "periods" if kind == "byoyomi" else "stones")
        if count == 0 or period == 0:
            raise CommandFailed(f"syntax error: {kind} needs a period and a count")
        clocks.settings = (TimeControl(main, period, 1, periods=count) if kind == "byoyomi"
                           else TimeControl(main, period, count))
    else:
        raise CommandFailed("syntax error: none, absolute, byoyomi or canadian")
    clocks.reset()
    return ""


def time_left(session: Session, args: tuple[str, ...]) -> str:
    """``time_left COLOUR SECONDS STONES``: the time left in the period, and the stones left in
    byo-yomi (0 in main time)."""
    need(args, 3)
    colour = colour_of(args[0])
    clocks = session.computer.clocks
    if clocks.settings is None:
        clocks.settings = TimeControl(0, 0, 0)  # a controller that only sends time_left
    clocks.time_left(colour, _number(args[1], "time left"), _count(args[2], "stones"))
    return ""


COMMANDS: dict[str, Handler] = {
    "genmove": genmove,
    "reg_genmove": reg_genmove,
    "time_settings": time_settings,
    "time_left": time_left,
    "kgs-time_settings": kgs_time_settings,
}

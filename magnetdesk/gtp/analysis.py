"""Live analysis over the text protocol, as Leela Zero and KataGo stream it (Sabaki and Lizzie
show it): ``lz-analyze`` and ``kata-analyze`` search the position until the next command (or a
bare newline) and write a line of candidates every interval; ``lz-genmove_analyze`` and
``kata-genmove_analyze`` do the same while choosing a move, then answer ``play MOVE``.

    lz-analyze [COLOUR] [INTERVAL] [interval N] [minmoves N] [maxmoves N]
    kata-analyze [COLOUR] [INTERVAL] [... ownership true]

``INTERVAL`` is in centiseconds (the search's reports come four times a second, so a shorter
interval writes as often as that). A line is ``info move D4 visits 120 winrate 5600 prior 900
lcb 5480 order 0 pv D4 E5 ...`` for each candidate (lz: win rates times 10000 as whole
numbers; kata: fractions, with ``scoreLead`` where the game counts points like Go), from the
point of view of the side analysed; kata's ``ownership`` follows with one value per point,
the top row first. Moves are in the variant's notation; a Medusa turn's actions are joined by
``+`` (``k10+q15-s15``) so that a move stays one word.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magnetdesk.ai.core.parallel import UNLIMITED
from magnetdesk.ai.core.search_types import Candidate, SearchProgress
from magnetdesk.ai.lead import black_lead
from magnetdesk.ai.levels import MAX_LEVEL
from magnetdesk.ai.player import think
from magnetdesk.ai.searches import plays
from magnetdesk.engine.core.numbers import decimal_number, whole_number
from magnetdesk.engine.core.vocabulary import BLACK, Illegal
from magnetdesk.gtp.commands import colour_of
from magnetdesk.gtp.game import Move, turn_in_progress
from magnetdesk.gtp.host import Session, Stream
from magnetdesk.gtp.protocol import CommandFailed

DEFAULT_INTERVAL = 1.0  # seconds between lines when the controller names none
Z_LCB = 1.96  # the lower confidence bound: this many standard errors below the win rate


@dataclass(frozen=True)
class Request:
    """What an analysis command asked: the side, seconds between lines, KataGo's format or
    Leela Zero's, the ownership, and how many candidates at least and at most."""

    colour: int
    interval: float = DEFAULT_INTERVAL
    kata: bool = False
    ownership: bool = False
    most: int = 10


def parse_request(session: Session, args: tuple[str, ...], kata: bool) -> Request:
    """The request in ``args`` (CommandFailed for a syntax error)."""
    words = list(args)
    colour = session.game.position.to_move
    if words and not _is_number(words[0]) and words[0] not in _KEYS:
        colour = colour_of(words.pop(0))
    interval = DEFAULT_INTERVAL
    if words and _is_number(words[0]):
        interval = _centiseconds(words.pop(0))
    ownership, most = False, 10
    while words:
        key = words.pop(0)
        if key not in _KEYS:
            raise CommandFailed(f"syntax error: unknown analysis key {key!r}")
        if not words:
            raise CommandFailed(f"syntax error: {key} needs a value")
        value = words.pop(0)
        if key == "interval":
            interval = _centiseconds(value)
        elif key == "ownership":
            if value not in ("true", "false"):
                raise CommandFailed("syntax error: ownership is true or false")
            ownership = kata and value == "true"
        elif key == "maxmoves":
            most = max(1, _whole(value, key))
        elif key == "minmoves":
            _whole(value, key)  # the search names what it visited; it never pads with more
    return Request(colour, interval, kata, ownership, most)


_KEYS = ("interval", "minmoves", "maxmoves", "ownership")


def _is_number(word: str) -> bool:
    """Does ``word`` look like the interval (digits, perhaps with a point)?"""
    return bool(word) and word.replace(".", "", 1).isdigit()


def _centiseconds(word: str) -> float:
    value = decimal_number(word)
    if value is None or not 0 <= value < math.inf:
        raise CommandFailed("syntax error: the interval is a number of centiseconds")
    return value / 100


def _whole(word: str, key: str) -> int:
    value = whole_number(word)
    if value is None:
        raise CommandFailed(f"syntax error: {key} is a whole number")
    return value


def analysed_position(session: Session, colour: int) -> Any:
    """The position to analyse for ``colour`` (CommandFailed when there is none)."""
    variant = session.game.variant
    if not plays(variant.id):
        raise CommandFailed(f"the computer does not play {variant.id} yet")
    position = session.game.position
    if getattr(position, "in_turn", False):
        raise CommandFailed(turn_in_progress(position))
    if position.end is not None:
        raise CommandFailed("the game is over")
    ready = position.ready_for(colour)
    if isinstance(ready, Illegal):
        raise CommandFailed(ready.message)
    return ready


# --- the lines ---------------------------------------------------------------------------------


def info_line(position: Any, report: SearchProgress, request: Request) -> str:
    """The candidates of ``report`` as one ``info ...`` line (and kata's ownership)."""
    parts = []
    lead = black_lead(position, report.ownership) if request.kata else None
    for order, candidate in enumerate(report.candidates[: request.most]):
        parts.append(_info(position, candidate, order, request, lead))
    line = " ".join(parts)
    if request.ownership and report.ownership is not None:
        sign = 1.0 if request.colour == BLACK else -1.0
        values = (f"{sign * report.ownership[cell]:.6f}" for cell in _reading_order(position))
        line = f"{line} ownership {' '.join(values)}".strip()
    return line


def _info(position: Any, candidate: Candidate, order: int, request: Request,
          lead: float | None) -> str:
    rate, visits = candidate.win_rate, candidate.visits
    lcb = max(0.0, rate - Z_LCB * math.sqrt(rate * (1 - rate) / max(visits, 1)))
    words = ["info", "move", word_of(position, candidate.move), "visits", str(visits)]
    if request.kata:
        words += ["winrate", f"{rate:.6f}"]
        if lead is not None:
            mine = lead if request.colour == BLACK else -lead
            words += ["scoreMean", f"{mine:.2f}", "scoreLead", f"{mine:.2f}"]
        words += ["prior", f"{candidate.prior:.6f}", "lcb", f"{lcb:.6f}"]
    else:
        words += ["winrate", str(round(rate * 10000)), "prior",
                  str(round(candidate.prior * 10000)), "lcb", str(round(lcb * 10000))]
    words += ["order", str(order), "pv", *line_words(position, candidate.pv)]
    return " ".join(words)


def word_of(position: Any, move: Any) -> str:
    """``move`` in the variant's notation as one word (a Medusa turn's actions joined by +)."""
    return "+".join(str(position.move_text(move)).split())


def line_words(position: Any, line: tuple[Any, ...]) -> list[str]:
    """The moves of ``line`` played from ``position``, as words (as far as they are legal)."""
    words = []
    for move in line:
        after = position.attempt(move)
        if isinstance(after, Illegal):
            break
        words.append(word_of(position, move))
        position = after.position
        if position.end is not None:
            break
    return words


def _reading_order(position: Any) -> list[int]:
    """The cells from the top row to the bottom, each row from left to right."""
    topology = position.topology
    cells = range(topology.cell_count)
    return sorted(cells, key=lambda cell: (topology.centre(cell)[1], topology.centre(cell)[0]))


# --- the commands ------------------------------------------------------------------------------


def _analyse(kata: bool) -> Callable[[Session, tuple[str, ...]], Stream]:
    def start(session: Session, args: tuple[str, ...]) -> Stream:
        request = parse_request(session, args, kata)
        position = analysed_position(session, request.colour)
        workers = session.computer.settings.workers

        def run(write: Callable[[str], None], stop: Callable[[], bool]) -> str:
            lines = _Lines(position, request, write)
            think(position, MAX_LEVEL, seconds=math.inf, playouts=UNLIMITED, stop=stop,
                  progress=lines.report, workers=workers)
            return ""

        return Stream(run, background=True)

    return start


def _genmove_analyse(kata: bool) -> Callable[[Session, tuple[str, ...]], Stream]:
    def start(session: Session, args: tuple[str, ...]) -> Stream:
        request = parse_request(session, args, kata)
        position = analysed_position(session, request.colour)

        def run(write: Callable[[str], None], stop: Callable[[], bool]) -> str:
            lines = _Lines(position, request, write)
            result = session.computer.choose(request.colour, position, progress=lines.report)
            if result.resign and session.computer.settings.resign:
                return "play resign"
            refused = session.game.take(Move(request.colour, result.move))
            if refused is not None:
                raise AssertionError(f"the player chose a refused move: {refused.message}")
            return f"play {word_of(position, result.move)}"

        return Stream(run, background=False)

    return start


class _Lines:
    """Writes a line for a report when the interval has passed since the last line."""

    def __init__(self, position: Any, request: Request, write: Callable[[str], None]) -> None:
        self.position = position
        self.request = request
        self.write = write
        self.last = -math.inf

    def report(self, report: SearchProgress) -> None:
        now = time.monotonic()
        if report.candidates and now - self.last >= self.request.interval:
            self.last = now
            self.write(info_line(self.position, report, self.request))


STREAMS: dict[str, Callable[[Session, tuple[str, ...]], Stream]] = {
    "lz-analyze": _analyse(kata=False),
    "kata-analyze": _analyse(kata=True),
    "lz-genmove_analyze": _genmove_analyse(kata=False),
    "kata-genmove_analyze": _genmove_analyse(kata=True),
}

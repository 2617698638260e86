"""The text protocol front: GTP version 2 over standard input and output.

    magnetdesk-gtp [--variant ID] [--option KEY=VALUE ...] [--level 1-5] [--time SECONDS]
                   [--playouts N] [--workers N] [--no-resign] [--seed N] [KEY=VALUE ...]

Attach it to GoGui or Sabaki as a Go engine; ``docs/gtp.md`` lists the commands and the
options of every variant.
"""

from __future__ import annotations

import argparse
import io
import sys
import threading
import traceback
from collections.abc import Callable
from typing import TextIO, TypeVar, cast

from magnetdesk.ai.core import parallel
from magnetdesk.ai.levels import LEVELS, MAX_LEVEL, MIN_LEVEL
from magnetdesk.ai.searches import plays, search_for
from magnetdesk.engine.core.options import OptionError
from magnetdesk.gtp.game import options_from_words
from magnetdesk.gtp.host import PlayerSettings, Stream
from magnetdesk.gtp.session import GtpSession

__all__ = ["GtpSession", "main", "serve"]


def serve(session: GtpSession, stdin: TextIO, stdout: TextIO) -> None:
    """Answer lines from ``stdin`` until ``quit`` or the end of input. A streaming command
    writes as it goes: ``lz-analyze`` searches in a thread until the next line arrives (a
    bare newline only stops it), and its answer ends before that line is answered."""
    lock = threading.Lock()

    def write(text: str) -> None:
        with lock:
            stdout.write(text)
            stdout.flush()

    running: _Running | None = None
    for line in iter(stdin.readline, ""):
        if running is not None:
            running.finish()
            running = None
            if not line.strip():
                continue
        head, stream = session.begin(line)
        if head:
            write(head)
        if stream is not None and stream.background:
            running = _Running(stream, write)
        elif stream is not None:
            try:
                last = stream.run(lambda text: write(text + "\n"), lambda: False)
            except Exception:  # a bug: say so on stderr, end the answer and keep serving
                traceback.print_exc(file=sys.stderr)
                last = ""
            write(f"{last}\n\n" if last else "\n")
        if session.finished:
            break
    if running is not None:
        running.finish()


class _Running:
    """A background stream in its thread, until :meth:`finish` stops it and ends its answer."""

    def __init__(self, stream: Stream, write: Callable[[str], None]) -> None:
        self.write = write
        self.stopped = threading.Event()
        self.thread = threading.Thread(
            target=self._run, args=(stream,), name="gtp-analysis", daemon=True)
        self.thread.start()

    def _run(self, stream: Stream) -> None:
        try:
            stream.run(lambda text: self.write(text + "\n"), self.stopped.is_set)
        except Exception:  # a bug: say so on stderr; the answer still ends when asked
            traceback.print_exc(file=sys.stderr)

    def finish(self) -> None:
        self.stopped.set()
        self.thread.join()
        self.write("\n")


_Number = TypeVar("_Number", int, float)


def _positive(kind: type[_Number]) -> Callable[[str], _Number]:
    def parse(text: str) -> _Number:
        value = kind(text)
        if not value > 0:
            raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
        return value

    parse.__name__ = kind.__name__  # argparse names the type in its messages
    return parse


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="magnetdesk-gtp",
        description="Play Go and its relatives over the Go Text Protocol (version 2).",
    )
    parser.add_argument("--variant", default="go", help="variant id (default: go)")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a variant option, e.g. --option size=9 (may be repeated)",
    )
    names = ", ".join(f"{n} {lv.name}" for n, lv in LEVELS.items())
    parser.add_argument(
        "--level", type=int, default=MAX_LEVEL, choices=range(MIN_LEVEL, MAX_LEVEL + 1),
        metavar="1-5", help=f"the computer's strength ({names}; default {MAX_LEVEL})",
    )
    parser.add_argument(
        "--time", type=_positive(float), metavar="SECONDS",
        help="seconds per move (default: the level's; a GTP time control may give less)",
    )
    parser.add_argument(
        "--playouts", type=_positive(int), metavar="N",
        help="random games per move (without --time, however long they take)",
    )
    parser.add_argument(
        "--workers", type=_positive(int), metavar="N",
        help="search processes (default: the cores, 2 to 4; 1 searches in this process)",
    )
    parser.add_argument(
        "--no-resign", dest="resign", action="store_false", help="never answer resign",
    )
    parser.add_argument("--seed", type=int, help="seed of the player's random choices")
    parser.add_argument("words", nargs="*", metavar="KEY=VALUE", help="more variant options")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    player = PlayerSettings(args.level, args.time, args.playouts, args.workers, args.resign)
    try:
        options: dict[str, str] = {}
        for word in args.option:
            options.update(options_from_words([word]))
        options.update(options_from_words(args.words))
        session = GtpSession(args.variant, options, seed=args.seed, player=player)
    except OptionError as exc:
        parser.error(str(exc))
    for stream in (sys.stdin, sys.stdout):
        cast(io.TextIOWrapper, stream).reconfigure(errors="replace")  # the console's streams
    if args.workers != 1:
        parallel.warm_up()  # the workers start while the controller sets up the game
    if plays(session.game.variant.id):
        search_for(session.game.position)  # its search module loaded before the first move
    try:
        serve(session, sys.stdin, sys.stdout)
    finally:
        parallel.shutdown()
    return 0

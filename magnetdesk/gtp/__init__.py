"""The text protocol front: GTP version 2 over standard input and output.

    magnetdesk-gtp [--variant ID] [--option KEY=VALUE ...] [--seed N] [KEY=VALUE ...]

Attach it to GoGui or Sabaki as a Go engine; ``docs/gtp.md`` lists the commands and the
options of every variant.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from magnetdesk.engine.options import OptionError
from magnetdesk.gtp.game import options_from_words
from magnetdesk.gtp.session import GtpSession

__all__ = ["GtpSession", "main", "serve"]


def serve(session: GtpSession, stdin: TextIO, stdout: TextIO) -> None:
    """Answer lines from ``stdin`` until ``quit`` or the end of input."""
    for line in iter(stdin.readline, ""):
        reply = session.handle(line)
        if reply:
            stdout.write(reply)
            stdout.flush()
        if session.finished:
            break


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="magnetdesk-gtp",
        description="Play Go and its relatives over the Go Text Protocol (version 2).",
    )
    parser.add_argument("--variant", default="go", help="variant id (default: go)")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a variant option, e.g. --option size=9 (may be repeated)",
    )
    parser.add_argument("--seed", type=int, help="seed of the player's random choices")
    parser.add_argument("words", nargs="*", metavar="KEY=VALUE", help="more variant options")
    args = parser.parse_args(argv)
    try:
        options: dict[str, str] = {}
        for word in args.option:
            options.update(options_from_words([word]))
        options.update(options_from_words(args.words))
        session = GtpSession(args.variant, options, seed=args.seed)
    except OptionError as exc:
        parser.error(str(exc))
    for stream in (sys.stdin, sys.stdout):
        stream.reconfigure(errors="replace")
    serve(session, sys.stdin, sys.stdout)
    return 0

"""What can go wrong when reading a game file: one error type for files we refuse, and warnings
for files we load with something left out.

A file is *refused* (:class:`SgfError`) when nothing sensible can be loaded: it is not SGF, it
is over the size limits below, its syntax is broken before the first game is complete, or it
asks for a variant or options this version does not know. Everything else loads, and the
caller gets a list of :class:`LoadWarning` values saying what was left out and why (an illegal
move stops its line; a guessed text encoding; a truncated file).
"""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.translation import tr

MAX_FILE_BYTES = 16 * 1024 * 1024
"""The largest file we open (a 100,000-move game with comments is well under 2 MB)."""

MAX_NODES = 250_000
"""The most nodes (moves, setups, empty nodes) in one file, all games and variations counted."""

MAX_VALUES = 1_000_000
"""The most property values (``[...]``) in one file."""

MAX_WARNINGS = 50
"""Warnings listed one by one; the rest are counted in a last summary warning."""


class SgfError(ValueError):
    """A file we cannot load, with a message for the user (it names the place in the file
    where that helps: ``line 3, column 17``)."""


@dataclass(frozen=True)
class LoadWarning:
    """Something a loaded file lost or that we had to guess.

    ``line`` is the file's line (1-based) and ``move_number`` the number of the move in its
    line of play, when the warning is about one node; ``property_text`` is that node's move as
    written in the file (``W[qq]``).
    """

    message: str
    line: int | None = None
    move_number: int | None = None
    property_text: str | None = None

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(tr("line {line}").format(line=self.line))
        if self.move_number is not None:
            where.append(tr("move {number}").format(number=self.move_number))
        if self.property_text is not None:
            where.append(self.property_text)
        if not where:
            return self.message
        return tr("{where}: {message}").format(where=", ".join(where), message=self.message)


def limit_warnings(warnings: list[LoadWarning]) -> list[LoadWarning]:
    """The first :data:`MAX_WARNINGS` warnings, and one more that counts the rest."""
    if len(warnings) <= MAX_WARNINGS:
        return warnings
    rest = len(warnings) - MAX_WARNINGS
    more = tr("... and %n more warning(s) like these", None, rest)
    return [*warnings[:MAX_WARNINGS], LoadWarning(more)]

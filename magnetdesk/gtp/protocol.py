"""GTP version 2 framing: cleaning an input line, splitting off the command id, and writing
the answer (``=id result`` or ``?id reason``, then an empty line)."""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.engine.core.numbers import is_whole_number


class CommandFailed(Exception):
    """A command refused with a reason (``? reason``). Raised by command handlers, turned into
    the answer by the session; it never leaves the session."""


@dataclass(frozen=True)
class Command:
    id: str  # the command id as typed, '' when there is none
    name: str
    args: tuple[str, ...]


def clean_line(line: str) -> str:
    """The spec's preprocessing: control characters other than tab and newline removed, the
    comment after ``#`` dropped, tabs turned into spaces, surrounding white space trimmed."""
    kept = "".join(ch for ch in line if ch in "\t\n" or not (ord(ch) < 32 or ord(ch) == 127))
    return kept.split("#", 1)[0].replace("\t", " ").strip()


def parse_command(text: str) -> Command | None:
    """A cleaned, non-empty line as a command; None when it holds only an id."""
    words = text.split()
    command_id = ""
    if words and is_whole_number(words[0]):
        command_id = words.pop(0)
    if not words:
        return None
    return Command(command_id, words[0], tuple(words[1:]))


def answer(command_id: str, result: str, ok: bool = True) -> str:
    """The full answer text, ending in the empty line that closes it. Empty lines inside a
    result would end it early, so they are dropped."""
    lines = result.split("\n")
    body = "\n".join([lines[0], *(line for line in lines[1:] if line.strip())])
    head = ("=" if ok else "?") + command_id
    return f"{head} {body}\n\n" if body else f"{head}\n\n"

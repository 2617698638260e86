"""Problem collections outside the app: a person's own ("My problems" in the data folder), a
friend's, any SGF collection file in the built-in problems' form (docs/file-format.md).

:func:`load_file` reads every game of the file as a problem (SgfError, in words, for a file
that is not one: unreadable, too big, not SGF, a game without the problem's ``MP``); each
problem's id is the file's path and its number (``/home/me/My problems.sgf#3``), so the
progress is kept per collection file, and its title is the game's ``GN``.
:func:`append` adds a problem at the end of a file (made when missing): the games already
there are kept as they are written, and the file is replaced at once (atomically), so a
failure leaves it as it was.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from magnetdesk.learn.problems import Problem, problem_from_record
from magnetdesk.record import GameRecord, SgfError
from magnetdesk.record.atomic import write_atomically
from magnetdesk.record.encoding import decode_file
from magnetdesk.record.sgf import games_from_sgf_bytes, read_file
from magnetdesk.record.sgf_write import collection_to_sgf
from magnetdesk.translation import tr

OWN_FILE = "My problems.sgf"  # the default collection, in the data folder


def load_file(path: str | os.PathLike[str]) -> list[Problem]:
    """The problems of the collection at ``path``, in order (SgfError when it is not one)."""
    path = Path(path)
    try:
        records, warnings = games_from_sgf_bytes(read_file(path))
    except (ValueError, RecursionError) as error:  # SgfError is a ValueError too
        raise SgfError(str(error) or type(error).__name__) from None
    if warnings:
        raise SgfError(warnings[0].message)
    if not records:
        raise SgfError(tr("the file holds no problem"))
    problems = []
    for number, record in enumerate(records, 1):
        try:
            problem = problem_from_record(record, number)
        except (SgfError, ValueError, IndexError) as error:
            raise SgfError(tr("game {number} is not a problem in magnetdesk's form "
                              "({why})").format(number=number, why=error)) from None
        problems.append(dataclasses.replace(
            problem, id=f"{path.resolve()}#{number}", title=record.info.get("GN", "")))
    return problems


def append(path: str | os.PathLike[str], record: GameRecord) -> int:
    """Add ``record`` at the end of the collection at ``path`` (made when missing); how many
    problems it holds now. SgfError when the file there is not a readable SGF collection
    (nothing is written then), OSError when it cannot be written."""
    path = Path(path)
    text = ""
    if path.exists():
        data = read_file(path)
        records, _ = games_from_sgf_bytes(data)
        if data.strip() and not records:
            raise SgfError(tr("{path} is not an SGF collection").format(path=path))
        text, _, _ = decode_file(data)
        count = len(records)
    else:
        count = 0
    kept = text.rstrip()
    added = collection_to_sgf([record])
    write_atomically(path, (f"{kept}\n{added}" if kept else added).encode("utf-8"))
    return count + 1

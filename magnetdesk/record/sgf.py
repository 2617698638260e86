"""Game files: load SGF games (one or a whole collection) and save them atomically.

>>> record, warnings = game_from_sgf_text("(;GM[1]SZ[9];B[ee];W[dc])")
>>> [node.play.text for node in record.main_line()[1:]], warnings
(['E5', 'D7'], [])

Loading raises :class:`SgfError` (a ValueError with a message for the user) for a file that
cannot be read at all, and answers warnings for what it had to leave out; see
:mod:`magnetdesk.record.errors` for the limits. Saving writes a temporary file in the same
folder, flushes it to disk and renames it over the old file, so a failure at any moment leaves
the old file as it was.
"""

from __future__ import annotations

import contextlib
import gc
import os
import stat
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from magnetdesk.record.atomic import write_atomically as write_atomically
from magnetdesk.record.encoding import binary_kind, decode_file
from magnetdesk.record.errors import MAX_FILE_BYTES, LoadWarning, SgfError, limit_warnings
from magnetdesk.record.families.chess_text import game_from_chess_text, looks_like_chess_text
from magnetdesk.record.sgf_read import read_game
from magnetdesk.record.sgf_syntax import has_game, parse_collection
from magnetdesk.record.sgf_write import collection_to_sgf
from magnetdesk.record.tree import GameRecord
from magnetdesk.translation import tr

TextVariant = tuple[str, Mapping[str, Any]]


def load_game(
    path: str | os.PathLike[str], index: int = 0, text_variant: TextVariant | None = None
) -> tuple[GameRecord, list[LoadWarning]]:
    """Game number ``index`` (0: the first) of the file at ``path``, and the warnings.

    With ``text_variant`` (a chess variant and its options) a file that is not SGF but a
    printed chess record (``1. d4 Nf6 ...``) is played in that variant
    (:mod:`magnetdesk.record.families.chess_text`)."""
    return game_from_sgf_bytes(read_file(path), index, text_variant)


def load_collection(path: str | os.PathLike[str]) -> tuple[list[GameRecord], list[LoadWarning]]:
    """Every game of the file at ``path``; each warning names its game when there are several."""
    return games_from_sgf_bytes(read_file(path))


def game_from_sgf_bytes(
    data: bytes, index: int = 0, text_variant: TextVariant | None = None
) -> tuple[GameRecord, list[LoadWarning]]:
    """Game number ``index`` of the file's bytes ``data``; ``text_variant`` as for
    :func:`load_game`."""
    _check_size(len(data))
    _check_text_file(data)
    text, _, warnings = decode_file(data)
    if text_variant is not None and looks_like_chess_text(text):
        record, more = game_from_chess_text(text, *text_variant)
    else:
        if text_variant is not None and text.strip() and not has_game(text):
            raise SgfError(tr(
                "this is neither an SGF game (none starts with '(;') nor a chess game "
                "printed as text (moves from '1.' on, as in '1. e4 e5 2. Nf3')"
            ))
        record, more = game_from_sgf_text(text, index)
    return record, limit_warnings(warnings + more)


def game_from_sgf_text(text: str, index: int = 0) -> tuple[GameRecord, list[LoadWarning]]:
    """Game number ``index`` of SGF ``text`` (already decoded), and the warnings."""
    _check_text_size(text)
    with _paused_gc():
        roots, warnings = parse_collection(text)
        if not 0 <= index < len(roots):
            message = tr("the file has %n game(s); there is no game {number}", None, len(roots))
            raise SgfError(message.format(number=index + 1))
        record, more = read_game(roots[index], text)
    return record, limit_warnings(warnings + more)


def games_from_sgf_bytes(data: bytes) -> tuple[list[GameRecord], list[LoadWarning]]:
    _check_size(len(data))
    _check_text_file(data)
    text, _, warnings = decode_file(data)
    records = []
    with _paused_gc():
        roots, more = parse_collection(text)
        warnings += more
        for number, root in enumerate(roots, 1):
            record, game_warnings = read_game(root, text)
            records.append(record)
            if len(roots) > 1:
                game_warnings = [_in_game(number, w) for w in game_warnings]
            warnings += game_warnings
    return records, limit_warnings(warnings)


def _check_text_file(data: bytes) -> None:
    """SgfError when ``data`` is plainly no game file (a picture, an archive, binary data),
    before a parser reports it as a game damaged at some odd line and column."""
    kind = binary_kind(data)
    if kind is not None:
        raise SgfError(tr("this is not a game file: it is {kind}").format(kind=kind))


@contextlib.contextmanager
def _paused_gc() -> Iterator[None]:
    """Loading makes hundreds of thousands of objects and no garbage cycles; Python's cycle
    collector would walk the growing tree again and again (it more than halves the load time
    of a 100,000-move game to pause it)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _in_game(number: int, warning: LoadWarning) -> LoadWarning:
    return LoadWarning(
        tr("game {number}: {message}").format(number=number, message=warning.message),
        warning.line, warning.move_number, warning.property_text,
    )


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a game file, or SgfError if it cannot be read, is too large, or is not a
    regular file.

    The file is opened without blocking and checked before it is read: a FIFO would wait for
    a writer for ever, and a device (``/dev/zero``) never ends.
    """
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                         | getattr(os, "O_BINARY", 0))
        try:
            status = os.fstat(handle)
            regular = stat.S_ISREG(status.st_mode)
            data = b""
            if regular and status.st_size <= MAX_FILE_BYTES:
                with open(handle, "rb", closefd=False) as file:
                    data = file.read(MAX_FILE_BYTES + 1)
        finally:
            os.close(handle)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        message = tr("cannot read {path}: {reason}")
        reason = getattr(exc, "strerror", None) or exc
        raise SgfError(message.format(path=os.fsdecode(path), reason=reason)) from None
    if not regular:
        message = tr("{path} is not a file that holds a game (it is a folder, a pipe or a device)")
        raise SgfError(message.format(path=os.fsdecode(path)))
    _check_size(max(status.st_size, len(data)))
    return data


def _check_size(size: int) -> None:
    """SgfError if a file of ``size`` bytes is over the limit (:data:`MAX_FILE_BYTES`)."""
    if size > MAX_FILE_BYTES:
        mb = 1024 * 1024
        message = tr("the file is {size} MB; magnetdesk opens game files up to {limit} MB")
        raise SgfError(message.format(size=f"{size / mb:.1f}", limit=MAX_FILE_BYTES // mb))


def _check_text_size(text: str) -> None:
    """The limit for text already decoded: its size in UTF-8, as it would be saved (measured
    only when it could be over: a character takes at most 4 bytes)."""
    if len(text) * 4 > MAX_FILE_BYTES:
        _check_size(len(text) if len(text) > MAX_FILE_BYTES
                    else len(text.encode("utf-8", "surrogatepass")))


def save_game(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write the game to ``path`` as UTF-8 SGF, atomically: if anything fails, the file that
    was there stays as it was. Raises OSError when the folder cannot be written."""
    save_games([record], path)


def save_games(records: Sequence[GameRecord], path: str | os.PathLike[str]) -> None:
    """Write the games to ``path`` as one UTF-8 SGF file (a collection if several)."""
    write_atomically(path, collection_to_sgf(list(records)).encode("utf-8"))

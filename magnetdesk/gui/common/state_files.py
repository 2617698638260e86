"""The app's own state files, read and kept so that whatever is in its folders, the app starts:
a file is read only when it is a regular file of a sane size (:func:`read_state_file`), JSON
only when it is UTF-8, not nested too deeply and all its numbers finite
(:func:`read_json_file`); a file that cannot be used is moved aside (:func:`move_aside`); the
temporary files of writes that were killed are removed
(:func:`~magnetdesk.record.atomic.remove_stale_temporaries`).

What went wrong is kept as :class:`Words`, said in the window's language when asked (the
settings are read before the language is known).

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "notes.json").write_text('{"at": NaN}')
>>> read_json_file(folder / "notes.json")
Traceback (most recent call last):
...
magnetdesk.gui.common.state_files.Unusable: it holds a number that is not finite: NaN
>>> said(move_aside(folder / "notes.json")) == f"it was moved to {folder / 'notes.json.broken'}"
True
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any, NamedTuple

from magnetdesk.record.atomic import remove_stale_temporaries as remove_stale_temporaries
from magnetdesk.record.errors import MAX_FILE_BYTES
from magnetdesk.translation import QT_TR_NOOP, tr

BROKEN_SUFFIX = ".broken"


class Words(NamedTuple):
    """A problem kept as its text and values, said in the window's language when asked (the
    settings are read before the language is known)."""

    template: str
    values: dict[str, Any]


def said(words: Words | None) -> str | None:
    """``words`` in the window's language (values that are words themselves too)."""
    if words is None:
        return None
    values = {
        key: said(value) if isinstance(value, Words) else value
        for key, value in words.values.items()
    }
    return tr(words.template).format(**values)


class Unusable(ValueError):
    """A state file that is there but cannot be used; ``words`` say why."""

    def __init__(self, template: str, **values: Any) -> None:
        super().__init__(template.format(**values))
        self.words = Words(template, values)


def read_state_file(path: Path) -> bytes:
    """The bytes of the state file at ``path``: FileNotFoundError when there is none, OSError
    when it cannot be read, :class:`Unusable` when it is no regular file (a FIFO would block
    the start for ever) or too big."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise Unusable(QT_TR_NOOP("it is not a regular file"))
    with os.fdopen(descriptor, "rb") as file:
        data = file.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise Unusable(QT_TR_NOOP("it is larger than {size} MB"), size=MAX_FILE_BYTES >> 20)
    return data


def read_json_file(path: Path) -> Any:
    """The JSON value in the state file at ``path`` (errors as :func:`read_state_file`; a
    ValueError when it is not UTF-8 JSON, nests too deeply or holds a number that is not
    finite, which no setting and no note can use)."""
    text = read_state_file(path).decode("utf-8")
    try:
        return json.loads(text, parse_constant=_not_finite, parse_float=_finite)
    except RecursionError:
        raise Unusable(QT_TR_NOOP("it is nested too deeply")) from None


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):  # 1e400
        _not_finite(text)
    return number


def _not_finite(text: str) -> float:
    raise Unusable(QT_TR_NOOP("it holds a number that is not finite: {number}"), number=text)


def move_aside(*files: Path) -> Words:
    """Rename each file to ``NAME.broken`` (replacing an older one), so that the next start
    does not trip on it again; words for where it went."""
    moved = []
    for file in files:
        target = file.with_name(file.name + BROKEN_SUFFIX)
        try:
            os.replace(file, target)
        except FileNotFoundError:
            continue
        except OSError as error:
            why = why_words(error)
            return Words(QT_TR_NOOP("it could not be moved aside ({why})"), {"why": why})
        moved.append(str(target))
    return Words(QT_TR_NOOP("it was moved to {file}"), {"file": ", ".join(moved)})


def why_words(error: object) -> object:
    """What went wrong, for a message: the system's reason, or words of our own."""
    if isinstance(error, Unusable):
        return error.words
    if isinstance(error, UnicodeDecodeError):
        return Words(QT_TR_NOOP("it is not UTF-8 text"), {})
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)

"""Words for people, in their language: the one translation layer of the engine, the searches
and the window. No Qt here: the window installs Qt's translator
(:mod:`magnetdesk.gui.looks.language`)
and every other program (the text protocol, the arena, the tests) speaks English.

Two marks, both read by Qt's ``pyside6-lupdate`` (``scripts/translations.py`` runs it):

- ``tr("text")`` translates when the text is made: messages, reasons, menu entries. A text with
  values is a template filled after translation, ``tr("{point} is occupied").format(point=p)``,
  never an f-string (lupdate would see the filled text, which no translation matches).
- ``QT_TR_NOOP("text")`` only marks a text that is data made at import time (a variant's name,
  an option's label); the window translates it where it shows it, ``tr(variant.name)``.

Texts that go into files or the text protocol stay English: they are never passed to ``tr``.

>>> tr("Go")
'Go'
>>> install(lambda text, n: {"Go": "Go", "Pass": "Passen"}.get(text, text))
>>> tr("Pass"), tr("{n} stones").format(n=3)
('Passen', '3 stones')
>>> install(None)
>>> tr("Pass")
'Pass'

A text with a count takes Qt's plural forms: ``%n`` in the text, the count as the third
argument (lupdate then asks the translator for every plural form of the language). The
English source writes the plural ending in brackets, which English (no translator) resolves:

>>> tr("%n move(s)", None, 1), tr("%n move(s)", None, 3)
('1 move', '3 moves')
>>> tr("%n liberty(ies)", None, 1), tr("%n liberty(ies)", None, 2)
('1 liberty', '2 liberties')
"""

from __future__ import annotations

from collections.abc import Callable

_lookup: Callable[[str, int], str] | None = None


def tr(text: str, disambiguation: None = None, n: int = -1) -> str:
    """``text`` in the window's language (unchanged when no translator is installed or it
    has no translation). With a count ``n`` (not negative), ``%n`` in the text becomes the
    count and the language's plural form for it is chosen. ``disambiguation`` is always None:
    it is there so that lupdate reads the count as Qt's third argument."""
    if _lookup is not None:
        return _lookup(text, n)
    if n < 0:
        return text
    one = n == 1
    return (text.replace("%n", str(n)).replace("y(ies)", "y" if one else "ies")
            .replace("(s)", "" if one else "s"))


def sentence(text: str) -> str:
    """``text`` shown on its own, as a sentence: its first letter in upper case. The engine's
    reasons start in lower case to fit into other sentences (``Illegal: {reason}``). A text
    that starts with a cell's name keeps it as the board writes it.

    >>> sentence("the knight on c3 cannot move to c6"), sentence("b1 has nowhere to jump")
    ('The knight on c3 cannot move to c6', 'b1 has nowhere to jump')
    >>> sentence("repetition: the turn would recreate an earlier position")
    'Repetition: the turn would recreate an earlier position'
    """
    first = text.split(" ", 1)[0].rstrip(":,;.!?")
    return text[:1].upper() + text[1:] if first.isalpha() else text


def sentences(*texts: str) -> str:
    """Messages shown one after the other in one line, each ended by a full stop (unless it
    has its own mark) and one space; empty ones left out.

    >>> sentences("Game over: White wins", "", "Your level in Go goes up to Club")
    'Game over: White wins. Your level in Go goes up to Club'
    >>> sentences("Saved.", "Autosaved")
    'Saved. Autosaved'
    """
    said = ""
    for text in (text.strip() for text in texts):
        if text:
            said += ("" if not said else " " if said[-1] in ".!?…" else ". ") + text
    return said


def QT_TR_NOOP(text: str) -> str:  # the name Qt's lupdate looks for
    """Mark ``text`` for translation without translating it (data made at import time)."""
    return text


def install(lookup: Callable[[str, int], str] | None) -> None:
    """Make ``lookup`` (a text and a count, -1 for none, to its translation) the translator
    of :func:`tr`; None for English again."""
    global _lookup
    _lookup = lookup

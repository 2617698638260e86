"""Numbers typed by a person or written in a file, read one way everywhere: ASCII digits only
(``str.isdigit`` and ``int`` also take ``²`` or ``٣``) and of a bounded length (``int`` refuses
more than 4,300 digits with a ValueError of its own, and nothing here needs more than a few).
Every reader answers None for text that is not such a number, so that its caller refuses it
with its own reason.

>>> whole_number("19"), whole_number("²"), whole_number("٣"), whole_number("9" * 5000)
(19, None, None, None)
>>> whole_number("-3", signed=True), whole_number("-3"), whole_number("1_0")
(-3, None, None)
>>> decimal_number("6.5"), decimal_number("-.5"), decimal_number("1e3"), decimal_number("1e400")
(6.5, -0.5, 1000.0, inf)
>>> decimal_number("³"), decimal_number("1_0"), decimal_number(" 7 ")
(None, None, None)
"""

from __future__ import annotations

import re

MOST_DIGITS = 18  # far more than any size, count, move number or second we read
_DIGITS = f"[0-9]{{1,{MOST_DIGITS}}}"
_WHOLE = re.compile(_DIGITS, re.ASCII)
_SIGNED = re.compile(f"[+-]?{_DIGITS}", re.ASCII)
_DECIMAL = re.compile(
    rf"[+-]?(?:{_DIGITS}(?:\.[0-9]{{0,{MOST_DIGITS}}})?|\.{_DIGITS})(?:[eE][+-]?[0-9]{{1,4}})?",
    re.ASCII,
)
_NOT_FINITE = re.compile(r"[+-]?(?:inf|infinity|nan)", re.ASCII | re.IGNORECASE)


def is_whole_number(text: str) -> bool:
    """Is ``text`` a whole number from 0 as :func:`whole_number` reads it?"""
    return _WHOLE.fullmatch(text) is not None


def whole_number(text: str, signed: bool = False) -> int | None:
    """``text`` as a whole number (a sign allowed when ``signed``), or None when it is not one
    of ASCII digits, at most :data:`MOST_DIGITS` of them."""
    return int(text) if (_SIGNED if signed else _WHOLE).fullmatch(text) else None


def decimal_number(text: str) -> float | None:
    """``text`` as a decimal number (``6.5``, ``-.5``, ``1e3``; ``inf`` and ``nan`` too, for
    the caller to refuse as not finite), or None when it is not one in ASCII."""
    if _DECIMAL.fullmatch(text) is None and _NOT_FINITE.fullmatch(text) is None:
        return None
    return float(text)

"""Time controls: what a game's clocks allow, as the new-game dialog, SGF and the text
protocol name them.

* ``none``: no clock.
* ``sudden``: sudden death, ``main`` seconds for the whole game.
* ``fischer``: ``main`` seconds, and ``increment`` seconds added after every move.
* ``byoyomi`` (Japanese): ``main`` seconds, then ``periods`` periods of ``period`` seconds; a move
  made within a period keeps it, a period that runs out is gone; the last one gone loses.
* ``canadian``: ``main`` seconds, then ``stones`` moves in every ``period`` seconds.

SGF writes the main time as ``TM`` and the rest as ``OT`` in the usual forms (``5x30
byo-yomi``, ``25/600 canadian``, ``fischer 10``); :func:`from_sgf` reads them back.

>>> control = TimeControl("byoyomi", main=600, periods=5, period=30)
>>> control.sgf_overtime(), from_sgf("600", "5x30 byo-yomi") == control
('5x30 byo-yomi', True)
>>> from_sgf("300", "25/600 canadian")
TimeControl(kind='canadian', main=300.0, increment=0.0, periods=0, period=600.0, stones=25)
>>> from_sgf("60", "").kind, from_sgf("60", "fischer 5").increment, from_sgf("x", "")
('sudden', 5.0, None)
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

KINDS = ("none", "sudden", "fischer", "byoyomi", "canadian")


@dataclass(frozen=True)
class TimeControl:
    """A time control; see the module docstring. Every time is in seconds."""

    kind: str = "none"
    main: float = 0.0
    increment: float = 0.0
    periods: int = 0
    period: float = 0.0
    stones: int = 0

    def __post_init__(self) -> None:
        for name in ("main", "increment", "period"):  # seconds are floats, however given
            object.__setattr__(self, name, float(getattr(self, name)))
        numbers = (self.main, self.increment, self.period)
        if self.kind not in KINDS or any(not math.isfinite(n) or n < 0 for n in numbers):
            raise ValueError(f"not a time control: {self}")
        if self.kind == "byoyomi" and (self.periods < 1 or self.period <= 0):
            raise ValueError("byo-yomi needs at least one period of some seconds")
        if self.kind == "canadian" and (self.stones < 1 or self.period <= 0):
            raise ValueError("Canadian byo-yomi needs stones and seconds for them")
        if self.kind in ("sudden", "fischer") and self.main <= 0 and self.increment <= 0:
            raise ValueError("a clock without any time")

    @property
    def timed(self) -> bool:
        return self.kind != "none"

    def sgf_overtime(self) -> str:
        """The ``OT`` value ('' when there is no overtime)."""
        if self.kind == "byoyomi":
            return f"{self.periods}x{_number(self.period)} byo-yomi"
        if self.kind == "canadian":
            return f"{self.stones}/{_number(self.period)} canadian"
        if self.kind == "fischer":
            return f"fischer {_number(self.increment)}"
        return ""


def from_sgf(main: str, overtime: str) -> TimeControl | None:
    """The control of ``TM[main]OT[overtime]`` (None when it does not read)."""
    try:
        seconds = float(main)
    except ValueError:
        return None
    if not math.isfinite(seconds) or seconds < 0:
        return None
    text = overtime.strip().lower()
    try:
        if not text:
            return TimeControl("sudden", seconds) if seconds > 0 else None
        if found := re.fullmatch(r"(\d+)\s*x\s*(\d+(?:\.\d+)?)\s*(byo-?yomi)?", text):
            return TimeControl("byoyomi", seconds, periods=int(found[1]),
                               period=float(found[2]))
        if found := re.fullmatch(r"(\d+)\s*/\s*(\d+(?:\.\d+)?)\s*(canadian)?", text):
            return TimeControl("canadian", seconds, stones=int(found[1]),
                               period=float(found[2]))
        if found := re.fullmatch(r"fischer\s*(\d+(?:\.\d+)?)", text):
            return TimeControl("fischer", seconds, increment=float(found[1]))
    except ValueError:
        return None
    return None


def _number(seconds: float) -> str:
    return str(int(seconds)) if seconds == int(seconds) else f"{seconds:g}"

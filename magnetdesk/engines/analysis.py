"""An outside engine's analysis stream, read: ``kata-analyze`` and ``lz-analyze`` lines.

KataGo and Leela Zero answer ``kata-analyze``/``lz-analyze`` with a line every interval, each
holding every candidate of the moment::

    info move D4 visits 12 winrate 0.53 scoreLead 1.2 prior 0.2 order 0 pv D4 Q16 ...
    info move Q16 ... rootInfo visits 30 winrate 0.52 ... ownership 0.1 -0.3 ...

What this module answers is exact about whose view a number is:

- a candidate's ``win_rate`` and ``score_lead`` are **for the side to move** (the player the
  analysis was asked for), whatever the engine reported them as: KataGo reports them for the
  side to move unless its configuration says ``reportAnalysisWinratesAs = BLACK`` (or
  ``WHITE``), which ``perspective`` names; ``lz-analyze`` gives win rates (and priors, and
  LCBs) in ten-thousandths, Leela Zero always for the side to move;
- ``ownership`` is **Black's**, +1 a point Black owns and -1 White's, in the engine's order:
  row by row from the top row (A19 on 19×19) to the bottom right, ``width × height`` values
  (KataGo sends it in the perspective's view; it is turned to Black's here).

Garbage never raises: a candidate with a missing or unreadable move, visit count or win rate is
left out, an ownership of the wrong length or with a bad number is dropped, a line that is no
analysis at all gives None. No Qt, no I/O.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Colour

Perspective = Literal["side", "black", "white"]
Dialect = Literal["kata", "lz"]

PERSPECTIVES: tuple[Perspective, ...] = ("side", "black", "white")
VERTEX = re.compile(r"^(?:[A-Za-z]{1,2}[0-9]{1,2}|pass|PASS|Pass)$")
SECTIONS = ("info", "rootInfo", "ownership", "ownershipStdev")
FLOAT_LISTS = ("ownership", "ownershipStdev", "movesOwnership", "movesOwnershipStdev")
INT_LISTS = ("pvVisits", "pvEdgeVisits")
LZ_SCALE = 10_000.0  # lz-analyze's win rates, priors and LCBs: ten-thousandths


@dataclass(frozen=True)
class EngineCandidate:
    """A move the engine weighs: ``move`` as the engine wrote it (a GTP vertex or ``pass``),
    its ``visits``, its ``win_rate`` for the side to move (0..1), the points the side to move
    leads by after it (``score_lead``, None when not sent: ``lz-analyze``), its ``prior``
    (0..1, None when not sent), its ``order`` (0: the engine's best) and the line the engine
    expects, ``pv`` (``pv[0]`` is ``move`` when the engine sent a line)."""

    move: str
    visits: int
    win_rate: float
    score_lead: float | None
    prior: float | None
    order: int
    pv: tuple[str, ...]

    def black_win_rate(self, to_move: Colour) -> float:
        """The win rate for Black, when ``to_move`` is to move."""
        return self.win_rate if to_move == BLACK else 1.0 - self.win_rate


@dataclass(frozen=True)
class EngineAnalysis:
    """One line of the stream: the ``candidates`` in the engine's order (its best first);
    ``visits``, the root's visits (``rootInfo`` when sent, else the candidates' sum);
    ``win_rate`` and ``score_lead`` of the root for the side to move (``rootInfo``; None when
    not sent); ``ownership`` Black's, row by row from the top (None when not sent)."""

    candidates: tuple[EngineCandidate, ...]
    visits: int
    win_rate: float | None = None
    score_lead: float | None = None
    ownership: tuple[float, ...] | None = None


def parse_analysis(
    line: str,
    to_move: Colour,
    *,
    perspective: Perspective = "side",
    dialect: Dialect = "kata",
    points: int | None = None,
) -> EngineAnalysis | None:
    """Read one line of a ``kata-analyze`` (``dialect="kata"``) or ``lz-analyze``
    (``"lz"``) stream asked for ``to_move``. ``perspective`` is whose view the engine reports
    in (KataGo's ``reportAnalysisWinratesAs``: ``side`` to move, ``black`` or ``white``);
    ``points`` is the board's number of points (the ownership's length; None: not checked).
    None when the line holds no candidate (a GTP ``=``, an empty line, garbage)."""
    tokens = line.split()
    if tokens and tokens[0].startswith("="):
        tokens = tokens[1:]  # the first line of the answer may carry the "=" of GTP
    flip = _flips(to_move, perspective)
    scale = LZ_SCALE if dialect == "lz" else 1.0
    candidates: list[EngineCandidate] = []
    root: dict[str, float] = {}
    ownership: tuple[float, ...] | None = None
    i = 0
    while i < len(tokens):
        word = tokens[i]
        if word == "info":
            end = _section_end(tokens, i + 1)
            candidate = _candidate(tokens[i + 1:end], len(candidates), flip, scale)
            if candidate is not None:
                candidates.append(candidate)
            i = end
        elif word == "rootInfo":
            end = _section_end(tokens, i + 1)
            root = _pairs(tokens[i + 1:end])
            i = end
        elif word in FLOAT_LISTS:
            end = _section_end(tokens, i + 1)
            if word == "ownership":
                ownership = _ownership(tokens[i + 1:end], points, flip, to_move)
            i = end
        else:
            i += 1  # garbage between sections
    if not candidates:
        return None
    candidates.sort(key=lambda c: c.order)
    visits = _count(root.get("visits"))
    win_rate = _rate(root.get("winrate"), 1.0)
    lead = root.get("scoreLead")
    return EngineAnalysis(
        tuple(candidates),
        visits if visits is not None else sum(c.visits for c in candidates),
        None if win_rate is None else _turn(win_rate, flip),
        None if lead is None else (-lead if flip else lead),
        ownership,
    )


def _flips(to_move: Colour, perspective: Perspective) -> bool:
    """Whether the engine's numbers are the other side's: Black's or White's view while the
    other one is to move."""
    if perspective == "black":
        return to_move != BLACK
    if perspective == "white":
        return to_move != WHITE
    return False


def _section_end(tokens: list[str], start: int) -> int:
    """Where the section opened before ``start`` ends: at the next top-level word."""
    i = start
    while i < len(tokens) and tokens[i] not in SECTIONS:
        i += 1
    return i


def _candidate(tokens: list[str], index: int, flip: bool,
               scale: float) -> EngineCandidate | None:
    fields: dict[str, float] = {}
    move: str | None = None
    pv: list[str] = []
    i = 0
    while i < len(tokens):
        key = tokens[i]
        if key == "pv":
            i += 1
            while i < len(tokens) and VERTEX.match(tokens[i]):
                pv.append(tokens[i])
                i += 1
        elif key in FLOAT_LISTS or key in INT_LISTS:
            i += 1
            while i < len(tokens) and _number(tokens[i]) is not None:
                i += 1
        elif key == "move" and i + 1 < len(tokens):
            move = tokens[i + 1] if VERTEX.match(tokens[i + 1]) else None
            if move is None:
                return None
            i += 2
        elif i + 1 < len(tokens):
            value = _number(tokens[i + 1])
            if value is not None:
                fields.setdefault(key, value)
            i += 2
        else:
            i += 1
    visits = _count(fields.get("visits"))
    win_rate = _rate(fields.get("winrate"), scale)
    if move is None or visits is None or win_rate is None:
        return None
    if pv and pv[0].lower() != move.lower():
        pv = []  # a line that does not start with its move is not its line
    prior = _rate(fields.get("prior"), scale)
    lead = fields.get("scoreLead", fields.get("scoreMean"))
    order = _count(fields.get("order"))
    return EngineCandidate(
        move, visits, _turn(win_rate, flip),
        None if lead is None else (-lead if flip else lead),
        prior, index if order is None else order, tuple(pv) or (move,),
    )


def _pairs(tokens: list[str]) -> dict[str, float]:
    fields: dict[str, float] = {}
    for key, value in zip(tokens[::2], tokens[1::2], strict=False):
        number = _number(value)
        if number is not None:
            fields.setdefault(key, number)
    return fields


def _ownership(tokens: list[str], points: int | None, flip: bool,
               to_move: Colour) -> tuple[float, ...] | None:
    values = [_number(t) for t in tokens]
    if not values or any(v is None or abs(v) > 1.0 for v in values):
        return None
    if points is not None and len(values) != points:
        return None
    mover = [-v if flip else v for v in values if v is not None]  # the side to move's view
    return tuple(mover if to_move == BLACK else [-v for v in mover])


def _number(token: str) -> float | None:
    try:
        value = float(token)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _count(value: float | None) -> int | None:
    if value is None or value < 0 or value != int(value) or value > 10**15:
        return None
    return int(value)


def _rate(value: float | None, scale: float) -> float | None:
    if value is None:
        return None
    rate = value / scale
    return rate if 0.0 <= rate <= 1.0 else None


def _turn(rate: float, flip: bool) -> float:
    return 1.0 - rate if flip else rate

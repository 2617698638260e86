"""The Magnetic Chess family's field codes and rules data, what a position and its moves read:
the effects (``NONE``, ``ATTRACT``, ``REPEL``), :class:`FieldCode` and its parsing, the board,
and :class:`ChessSettings` (the variant's code, code rule, codes, seed, repetition).

Kept apart from :mod:`magnetdesk.engine.chess.rules` (which re-exports these names, and whose
docstring explains the codes) so that the position and its moves can read the rules without
importing the module whose ``ChessRules.start()`` makes positions.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.options import OptionError
from magnetdesk.translation import QT_TR_NOOP, tr

NONE, ATTRACT, REPEL = 0, 1, 2
LETTERS = {"N": NONE, "A": ATTRACT, "R": REPEL}
ALL_CODES = tuple("".join(c) for c in itertools.product("RAN", repeat=4))
CODE_RULES = (  # choice values: the window shows tr(rule)
    QT_TR_NOOP("fixed"), QT_TR_NOOP("cycle"), QT_TR_NOOP("random"), QT_TR_NOOP("mover"),
    QT_TR_NOOP("opponent"),
)
CHOOSING_RULES = ("mover", "opponent")
NAMED_CODES = {
    "magnetic-chess": "RAAR",
    "anti-magnetic-chess": "ARRA",
    "gravity-chess": "AAAA",
    "anti-gravity-chess": "RRRR",
}
CYCLE_EXAMPLE = "AAAA ARRA RRRR RAAR"  # the rules page's example cycle
SEED_LIMIT = 2**31 - 1


def _table(letters: str) -> tuple[tuple[int, ...], ...]:
    """``table[mover][target]`` for colours BLACK=1, WHITE=2 (row and column 0 unused)."""
    w_w, w_b, b_w, b_b = (LETTERS[c] for c in letters)
    return ((NONE,) * 3, (NONE, b_b, b_w), (NONE, w_b, w_w))


@dataclass(frozen=True)
class FieldCode:
    """The destination code (4 letters) and, for origin-square fields, the origin code."""

    dest: str
    origin: str | None = None
    table: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    origin_table: tuple[tuple[int, ...], ...] | None = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "table", _table(self.dest))
        origin = None if self.origin is None else _table(self.origin)
        object.__setattr__(self, "origin_table", origin)

    @property
    def text(self) -> str:
        return self.dest if self.origin is None else f"{self.dest}/{self.origin}"

    def effect(self, mover: int, target: int) -> int:
        """NONE, ATTRACT or REPEL: what a moved ``mover`` piece does to a ``target`` piece."""
        return self.table[mover][target]

    def __str__(self) -> str:
        return self.text


@cache
def parse_code(text: str) -> FieldCode | None:
    """``RAAR`` or ``RAAR/NNNN`` (any case) as a code, or None if it is not one."""
    parts = text.strip().upper().split("/")
    if len(parts) > 2 or any(len(p) != 4 or set(p) - set(LETTERS) for p in parts):
        return None
    return FieldCode(parts[0], parts[1] if len(parts) == 2 else None)


def code_error(text: str) -> str:
    return tr(
        "{text} is not a field code: four letters R, A or N (wXw wXb bXw bXb, "
        "e.g. RAAR), or eight for origin-square fields (RAAR/NNNN)"
    ).format(text=repr(text.strip()))


def normal_code(text: str) -> str:
    code = parse_code(text)
    if code is None:
        raise OptionError(code_error(text))
    return code.text


def parse_codes(text: str) -> tuple[FieldCode, ...]:
    """A list of codes (``AAAA ARRA``), or ``all`` for the 81 four-letter codes."""
    words = text.replace(",", " ").split()
    if [w.lower() for w in words] == ["all"]:
        return tuple(FieldCode(c) for c in ALL_CODES)
    if not words:
        raise OptionError(tr("list at least one code, or 'all'"))
    codes = []
    for word in words:
        code = parse_code(word)
        if code is None:
            raise OptionError(code_error(word))
        codes.append(code)
    return tuple(codes)


def normal_codes(text: str) -> str:
    words = text.replace(",", " ").split()
    if [w.lower() for w in words] == ["all"]:
        return "all"
    return " ".join(code.text for code in parse_codes(text))


def drawn_code(codes: tuple[FieldCode, ...], seed: int, pair: int) -> FieldCode:
    """The random code of move pair ``pair`` (0 for the first two moves) for this seed."""
    return codes[random.Random(f"{seed}/{pair}").randrange(len(codes))]


@cache
def chess_board() -> SquareGrid:
    """The one 8×8 board (a1 is cell 0, h1 cell 7, a8 cell 56)."""
    return SquareGrid(8, style="algebraic")


@dataclass(frozen=True)
class ChessSettings:
    """A Magnetic Chess family game: the variant id, the base code, who decides each move's
    code, the pool of codes (cycle, draw, or choice), the seed of the random draws, and
    whether positions may repeat. What a position reads; the rules value the registry builds
    is its subclass :class:`magnetdesk.engine.chess.rules.ChessRules`, which adds ``start()``."""

    variant: str
    code: FieldCode
    code_rule: str = "fixed"
    codes: tuple[FieldCode, ...] = ()
    seed: int = 0
    no_repetition: bool = False
    options: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if self.code_rule not in CODE_RULES:
            raise ValueError(f"code rule must be one of {', '.join(CODE_RULES)}")
        if self.code_rule != "fixed" and not self.codes:
            raise ValueError(f"the {self.code_rule} code rule needs a list of codes")

    @property
    def grid(self) -> SquareGrid:
        return chess_board()

    @property
    def chooses_code(self) -> bool:
        """Does every move name a code (its own, or the opponent's next)?"""
        return self.code_rule in CHOOSING_RULES

    def code_at(self, ply: int, imposed: FieldCode | None) -> FieldCode | None:
        """The code of the move played at ``ply`` (0 = the first move), None when the mover
        names it; ``imposed`` is the code the previous move imposed (``opponent`` rule)."""
        rule = self.code_rule
        if rule == "fixed":
            return self.code
        if rule == "cycle":
            return self.codes[(ply // 2) % len(self.codes)]
        if rule == "random":
            return drawn_code(self.codes, self.seed, ply // 2)
        if rule == "opponent":
            return imposed or self.code
        return None

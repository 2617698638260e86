"""The Magnetic Chess family's settings: field codes, the rules value, the option schemas.

A **field code** says what a moved piece does to the first piece on each of the four lines
from its destination square. Four letters ``wXw wXb bXw bXb``, each R (repel), A (attract)
or N (none): the effect a moved piece of the first colour has on a piece of the second. With
*origin-square fields* the vacated square emits too, under a second code: ``DEST/ORIG``.

>>> from magnetdesk.engine.core import BLACK, WHITE
>>> code = parse_code("raar")
>>> code.text, code.effect(WHITE, BLACK) == ATTRACT, code.effect(BLACK, BLACK) == REPEL
('RAAR', True, True)
>>> parse_code("RAAR/NNAA").origin
'NNAA'
>>> len(ALL_CODES)
81

Who decides the code of a move is the ``code_rule``: ``fixed`` (the variant's code), ``cycle``
(the ``codes`` in turn, one per pair of moves), ``random`` (one drawn from ``codes`` per pair
of moves, from the stored ``seed``, so a replay is exact), ``mover`` (each move names its own
code from ``codes``) or ``opponent`` (each move names the code the opponent must use next).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from magnetdesk.engine.geometry import SquareGrid
from magnetdesk.engine.options import Option, OptionError
from magnetdesk.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from magnetdesk.engine.chess import ChessPosition

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
    return SquareGrid(8, style="chess")


@dataclass(frozen=True)
class ChessRules:
    """A Magnetic Chess family game: the variant id, the base code, who decides each move's
    code, the pool of codes (cycle, draw, or choice), the seed of the random draws, and
    whether positions may repeat."""

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

    def start(self) -> ChessPosition:
        from magnetdesk.engine.chess import ChessPosition

        return ChessPosition.initial(self)


# --- option schemas ----------------------------------------------------------------------------


def repetition_option(default: bool) -> Option:
    return Option(
        "no_repetition", QT_TR_NOOP("No repetition"), "bool", default,
        QT_TR_NOOP("no position (board and player to move) may occur twice (the ko rule of "
                   "Anti-gravity)"),
    )


CODE_OPTION = Option(
    "code", QT_TR_NOOP("Field code"), "code", "RAAR",
    QT_TR_NOOP("wXw wXb bXw bXb, each R repel, A attract, N none (RAAR is Magnetic Chess); "
               "eight letters DEST/ORIG make the vacated square emit too"),
    normalise=normal_code,
)
CUSTOM_OPTIONS: tuple[Option, ...] = (
    CODE_OPTION,
    Option(
        "code_rule", QT_TR_NOOP("Who sets the code"), "choice", "fixed",
        QT_TR_NOOP(
            "fixed: the field code; cycle: the codes in turn, one per pair of moves; random: "
            "one drawn per pair of moves; mover: each player names the code of each own move; "
            "opponent: each move names the code the opponent must use next"
        ),
        choices=CODE_RULES,
    ),
    Option(
        "codes", QT_TR_NOOP("Codes"), "text", CYCLE_EXAMPLE,
        QT_TR_NOOP("the cycle, the codes drawn from, or the codes a player may name "
                   "('all' = all 81)"),
        normalise=normal_codes,
    ),
    Option(
        "seed", QT_TR_NOOP("Random seed"), "int", 0,
        QT_TR_NOOP("the seed of the random codes; 0 draws a new one when the game starts"),
        minimum=0, maximum=SEED_LIMIT,
    ),
    repetition_option(False),
)


def build_chess(variant_id: str, values: dict[str, Any]) -> ChessRules:
    """The rules for resolved option values. Named variants and ``chess-XXXX`` take their
    code from the id; the custom game from its options."""
    fixed = code_of_variant(variant_id)
    if fixed is not None:
        return ChessRules(
            variant_id,
            FieldCode(fixed),
            no_repetition=values["no_repetition"],
            options=tuple(values.items()),
        )
    values = dict(values)
    if values["seed"] == 0 and values["code_rule"] == "random":
        values["seed"] = random.SystemRandom().randrange(1, SEED_LIMIT)
    return ChessRules(
        CUSTOM_ID,
        parse_code(values["code"]) or FieldCode("RAAR"),
        values["code_rule"],
        parse_codes(values["codes"]),
        values["seed"],
        values["no_repetition"],
        tuple(values.items()),
    )


CUSTOM_ID = "chess-custom"
CHESS_NAMES = {
    "magnetic-chess": QT_TR_NOOP("Magnetic Chess"),
    "anti-magnetic-chess": QT_TR_NOOP("Anti-magnetic Chess"),
    "gravity-chess": QT_TR_NOOP("Gravity Chess"),
    "anti-gravity-chess": QT_TR_NOOP("Anti-gravity Chess"),
    CUSTOM_ID: QT_TR_NOOP("Magnetic Chess: custom"),
}
CHESS_DESCRIPTIONS = {
    "magnetic-chess": QT_TR_NOOP(
        "Chess where a moved piece repels its own colour and attracts the other."
    ),
    "anti-magnetic-chess": QT_TR_NOOP(
        "Chess where a moved piece attracts its own colour and repels the other."
    ),
    "gravity-chess": QT_TR_NOOP("Chess where a moved piece attracts every piece."),
    "anti-gravity-chess": QT_TR_NOOP(
        "Chess where a moved piece repels every piece; no position repeats."
    ),
    CUSTOM_ID: QT_TR_NOOP(
        "Any of the 81 field codes, codes that cycle, random codes, or codes the players choose."
    ),
}
CHESS_SUMMARY = QT_TR_NOOP(
    "Chess without check: capturing the king wins (a player with no move loses). After a move "
    "the piece emits a field from its new square: along its rank and file the first piece at "
    "any distance is attracted to the square next to it or repelled as far as it can slide, "
    "as the field code says (kings are never moved and block the field; king moves emit "
    "nothing; in castling the rook emits). A pawn moved onto its last rank by the field "
    "becomes a queen of its own colour. Pawns on their first two ranks may step two squares; "
    "no en passant. Threefold repetition and fifty moves without a capture or a pawn move "
    "draw."
)


def code_of_variant(variant_id: str) -> str | None:
    """The code fixed by a variant id (``magnetic-chess`` → RAAR, ``chess-ranr`` → RANR)."""
    if variant_id in NAMED_CODES:
        return NAMED_CODES[variant_id]
    if variant_id.startswith("chess-"):
        code = parse_code(variant_id.removeprefix("chess-"))
        if code is not None and code.origin is None:
            return code.dest
    return None


"""The Magnetic Chess family's settings: field codes, the rules value, the option schemas.

A **field code** says what a moved piece does to the first piece on each of the four lines
from its destination square. Four letters ``wXw wXb bXw bXb``, each R (repel), A (attract)
or N (none): the effect a moved piece of the first colour has on a piece of the second. With
*origin-square fields* the vacated square emits too, under a second code: ``DEST/ORIG``.

>>> from magnetdesk.engine.core.vocabulary import BLACK, WHITE
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

import random
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.chess.codes import (
    ALL_CODES,
    ATTRACT,
    CHOOSING_RULES,
    CODE_RULES,
    CYCLE_EXAMPLE,
    LETTERS,
    NAMED_CODES,
    NONE,
    REPEL,
    SEED_LIMIT,
    ChessSettings,
    FieldCode,
    chess_board,
    code_error,
    drawn_code,
    normal_code,
    normal_codes,
    parse_code,
    parse_codes,
)
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.core.options import Option
from magnetdesk.translation import QT_TR_NOOP

__all__ = [
    "ALL_CODES",
    "ATTRACT",
    "CHESS_DESCRIPTIONS",
    "CHESS_NAMES",
    "CHESS_SUMMARY",
    "CHOOSING_RULES",
    "CODE_OPTION",
    "CODE_RULES",
    "CUSTOM_ID",
    "CUSTOM_OPTIONS",
    "CYCLE_EXAMPLE",
    "LETTERS",
    "NAMED_CODES",
    "NONE",
    "REPEL",
    "SEED_LIMIT",
    "ChessRules",
    "ChessSettings",
    "FieldCode",
    "build_chess",
    "chess_board",
    "code_error",
    "code_of_variant",
    "drawn_code",
    "normal_code",
    "normal_codes",
    "parse_code",
    "parse_codes",
    "repetition_option",
]


@dataclass(frozen=True)
class ChessRules(ChessSettings):
    """A Magnetic Chess family game (see :class:`ChessSettings`). Build one through the
    variant registry."""

    def start(self) -> ChessPosition:
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


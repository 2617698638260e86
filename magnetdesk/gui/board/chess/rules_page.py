"""The Magnetic Chess family's illustrated rules page, after ``../shared/rules/magnetic-chess.md``
and the rules text the engine makes (:func:`magnetdesk.engine.variants.rules_text`): each
diagram a position set up from board text under the game's own field code, and a move the
engine plays, so the picture shows what that code does."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.texts import chess_rules_text
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.rules_sections import Diagram, RuleSection
from magnetdesk.translation import tr

# Rule 8 of the rules page: the queen moves d4-d5; the king on d6 blocks the field upwards.
FIELD = """
...b....
........
...K....
..R..r..
...Q....
........
...b....
.......k
"""
KING = """
....k...
........
........
........
........
........
....R...
K.......
"""
CASTLING = """
....k...
.....p..
........
........
........
........
........
....K..R
"""
# A pawn on its file, and a rook that lands on the same file: (board, move, side to move),
# one for each letter of the code (wXw wXb bXw bXb) that repels.
PROMOTIONS = (
    ("k.......\n....P...\n........\n........\n........\n........\n........\nK......R\n",
     "h1e1", "w"),
    ("k......R\n........\n........\n........\n........\n........\n....p...\nK.......\n",
     "h8e8", "w"),
    ("k.......\n....P...\n........\n........\n........\n........\n........\nK......r\n",
     "h1e1", "b"),
    ("k......r\n........\n........\n........\n........\n........\n....p...\nK.......\n",
     "h8e8", "b"),
)


def fixed(rules: Any) -> Any:
    """The rules with one code for every move (the diagrams' moves name none)."""
    if rules.code_rule == "fixed":
        return rules
    return dataclasses.replace(rules, code_rule="fixed", codes=())


def setup(rules: Any, text: str, to_move: str = "w", castling: str = "-") -> Callable[[], Any]:
    colour = WHITE if to_move == "w" else BLACK
    return lambda: ChessPosition.setup(rules, text.strip(), colour, castling)


def promotion(rules: Any) -> RuleSection:
    title = tr("Magnetic promotion")
    text = tr("A pawn that the field moves onto its last rank becomes a queen of its own "
              "colour at once, even when the opponent's move put it there (a pawn moved onto "
              "its first rank stays a pawn). Only a repelling field can do this.")
    for letter, (board, move, side) in zip(rules.code.dest, PROMOTIONS, strict=True):
        if letter == "R":
            return RuleSection(title, text, Diagram(setup(rules, board, side), move))
    return RuleSection(title, text + " " + tr("This code never repels, so it never promotes."))


def rules_page(variant: str, rules: Any) -> list[RuleSection]:
    summary = chess_rules_text(rules).split("\n\n")
    rules = fixed(rules)
    return [
        RuleSection(tr("The field code"), "\n\n".join(summary[:-1])),
        RuleSection(
            tr("How to win"),
            tr("The pieces move as in chess, but there is no check: you may move into attack "
               "or stay in it. Whoever takes the king wins at once (a player with no move "
               "loses)."),
            Diagram(setup(rules, KING), "e2e8"),
        ),
        RuleSection(
            tr("The field"),
            tr("After every move the moved piece sends out a field from its new square "
               "(never from the square it left). On each of the four lines along its rank and "
               "file the first piece at any distance is attracted to the square next to the "
               "mover, or repelled as far as it can slide, as the code says; it never "
               "captures, jumps or pushes. A king there blocks: kings are never moved, and a "
               "king's own move sends out nothing. Here the queen moves from d4 to d5."),
            Diagram(setup(rules, FIELD), "d4d5"),
        ),
        promotion(rules),
        RuleSection(
            tr("Castling"),
            tr("King and rook must not have moved and the squares between them must be "
               "empty; check plays no part. The field comes from the rook's new square."),
            Diagram(setup(rules, CASTLING, castling="K"), "e1g1"),
        ),
        RuleSection(
            tr("Pawns and draws"),
            tr("A pawn on its first two ranks may step two squares, however often it has "
               "moved (the field can push pawns back); there is no en passant. Threefold "
               "repetition and fifty moves without a capture or a pawn move draw."),
        ),
        RuleSection(
            tr("The four named codes"),
            tr("Magnetic Chess RAAR: like colours repel, unlike attract. Anti-magnetic Chess "
               "ARRA: like colours attract, unlike repel. Gravity Chess AAAA: everything "
               "attracts. Anti-gravity Chess RRRR: everything repels, and no position may "
               "occur twice. The custom game plays any of the 81 codes."),
        ),
    ]

"""Helpers the Magnetic Chess tests share: positions from board text, moves by name
(``play`` is the rule tests' own: long algebraic here)."""

from __future__ import annotations

from magnetdesk.engine.chess.moves import square
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import chess_variant
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from tests.helpers.rules import play


def board(text: str, to_move: str = "w", code: str = "RAAR", castling: str = "-",
          **options) -> ChessPosition:
    """A position of ``chess-<code>`` (the custom game for an 8-letter code) from board
    text (rank 8 first, ``.`` empty)."""
    if "/" in code:
        options["code"] = code
    variant = chess_variant("chess-custom" if "/" in code else f"chess-{code}")
    assert variant is not None
    rules = variant.rules(**options)
    return ChessPosition.setup(rules, text, WHITE if to_move == "w" else BLACK, castling)


__all__ = ["after", "board", "play", "rows", "sq"]


def after(p: ChessPosition, *moves: str) -> str:
    """The board text after the moves."""
    return play(p, *moves).position.board_text()


def sq(name: str) -> int:
    return square(name)


def rows(*lines: str) -> str:
    return "\n".join(lines)

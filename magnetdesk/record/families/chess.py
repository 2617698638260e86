"""The Magnetic Chess family in files: long algebraic moves, and the code a move was played
under (``MC``) where the variant does not fix it."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.chess.fen import FenError, normal_fen
from magnetdesk.engine.chess.notation import parse_long
from magnetdesk.engine.chess.rules import code_of_variant
from magnetdesk.engine.core.vocabulary import Illegal, Reason
from magnetdesk.record.codec import MoveProperties
from magnetdesk.record.sgf_syntax import escape, simple_text_value
from magnetdesk.translation import tr


class ChessMoves(MoveProperties):
    """Magnetic Chess moves in long algebraic (``e2e4``, ``c7d8q``, ``e2e4 ARRA``); the code of
    a move that the variant does not fix in ``MC``. Pieces are not set up one by one
    (``AB``/``AW`` cannot name a piece): a diagram is a whole board, a FEN line in ``FEN``
    (placement, side to move, castling rights)."""

    properties = ("MC",)
    setup_points = False

    def rule_words(self, variant_id: str, options: dict[str, Any]) -> list[str]:
        code = code_of_variant(variant_id) or options.get("code")
        return [f"field code {code}"] if code else []

    def move_value(self, topology: Any, text: str) -> str:
        return escape(text)

    def read_move(self, topology: Any, raw: str) -> str | Illegal:
        value = simple_text_value(raw).strip()
        move = parse_long(value, len(value.split()) > 1)
        if isinstance(move, Illegal):
            return move
        return move.uci() if move.code is None else f"{move.uci()} {move.code.text}"

    def point_value(self, topology: Any, name: str) -> str:
        raise ValueError("chess pieces are not set up by hand")

    def read_points(self, topology: Any, raws: list[str]) -> tuple[list[str], list[str]]:
        return [], [simple_text_value(raw).strip() for raw in raws]

    def board_value(self, text: str) -> str:
        return escape(normal_fen(text))

    def read_board(self, raw: str) -> str | Illegal:
        value = " ".join(simple_text_value(raw).split())
        try:
            return normal_fen(value)
        except FenError as error:
            message = tr("FEN[{value}] is not a chess position: {reason}")
            return Illegal(Reason.SYNTAX, message.format(value=value, reason=error))

    def move_properties(self, before: Any) -> list[tuple[str, list[str]]]:
        code = before.code
        if before.rules.code_rule == "fixed" or code is None:
            return []
        return [("MC", [code.text])]

    def check_move_properties(self, before: Any, props: dict[str, list[str]]) -> str | None:
        if "MC" not in props or before.code is None:
            return None
        written = simple_text_value(props["MC"][0]).strip().upper()
        if written == before.code.text:
            return None
        return tr(
            "the file says this move was played under the code {written}, but the game's "
            "{rule} code here is {code}"
        ).format(written=written, rule=tr(before.rules.code_rule), code=before.code.text)


CODEC = ChessMoves()

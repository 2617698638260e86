"""The Magnetic Chess family's record: the four named codes, the custom game and ``chess-XXXX``
for any of the 81 codes. White moves first, nobody passes, a game ends on the board (no count),
and the rules text names the game's field code. ``GM[3]`` is SGF's number for chess; the pieces
of the start position are never written (SGF cannot name them)."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.chess.field import PieceCaptured
from magnetdesk.engine.chess.picture import chess_picture
from magnetdesk.engine.chess.setup import SETUP
from magnetdesk.engine.chess.texts import chess_rules_text
from magnetdesk.engine.chess.variants import CHESS_VARIANTS, chess_variant
from magnetdesk.engine.core.family import Family
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.core.vocabulary import WHITE


def _rules_text(variant: Variant, rules: Any) -> str:
    return chess_rules_text(rules)


FAMILY = Family(
    "chess",
    variants=tuple(CHESS_VARIANTS.values()),
    picture=chess_picture,
    game_number=3,
    first_player=WHITE,
    passes=False,
    rules_text=_rules_text,
    resolve=chess_variant,
    start_stones=False,
    captures=(PieceCaptured,),
    setup=SETUP,
)

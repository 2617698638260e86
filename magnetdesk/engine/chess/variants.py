"""The Magnetic Chess family as registry entries: the four named variants, the custom game
(every generalisation of the rules page as an option), and ``chess-XXXX`` for any code.

>>> p = new_chess_position("anti-gravity-chess")
>>> p.rules.code.text, p.rules.no_repetition
('RRRR', True)
>>> chess_variant("chess-ranr").id, chess_variant("chess-ranr").name
('chess-RANR', 'Chess RANR')
>>> [o.key for o in CHESS_VARIANTS["chess-custom"].options]
['code', 'code_rule', 'codes', 'seed', 'no_repetition']

:mod:`magnetdesk.engine.variants` registers these entries, and finds the ``chess-XXXX`` ids
through :func:`chess_variant`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, cast

from magnetdesk.engine.chess.rules import (
    CHESS_DESCRIPTIONS,
    CHESS_NAMES,
    CUSTOM_ID,
    CUSTOM_OPTIONS,
    NAMED_CODES,
    build_chess,
    code_of_variant,
    repetition_option,
)
from magnetdesk.engine.chess.texts import chess_rules_text
from magnetdesk.engine.core.options import Option, OptionError, resolve
from magnetdesk.engine.core.registry import Variant
from magnetdesk.translation import tr

if TYPE_CHECKING:
    from magnetdesk.engine.chess.position import ChessPosition

FAMILY = "chess"
LAYOUT = "square"


def _variant(
    variant_id: str, name: str, description: str, options: tuple[Option, ...]
) -> Variant:
    """A chess entry; its rules summary names its own code (the custom game's, the default
    one), in the language of now (English at import)."""
    build = partial(build_chess, variant_id)
    summary = chess_rules_text(build(resolve(options, {})))
    return Variant(variant_id, name, FAMILY, LAYOUT, description, summary, options, build)


CHESS_VARIANTS: dict[str, Variant] = {
    variant_id: _variant(
        variant_id,
        CHESS_NAMES[variant_id],
        CHESS_DESCRIPTIONS[variant_id],
        (repetition_option(code == "RRRR"),),
    )
    for variant_id, code in NAMED_CODES.items()
} | {
    CUSTOM_ID: _variant(
        CUSTOM_ID, CHESS_NAMES[CUSTOM_ID], CHESS_DESCRIPTIONS[CUSTOM_ID], CUSTOM_OPTIONS
    )
}


def chess_variant(variant_id: str) -> Variant | None:
    """The entry for a chess variant id, ``chess-XXXX`` (any case) included; None if the id
    is not a chess variant."""
    if variant_id in CHESS_VARIANTS:
        return CHESS_VARIANTS[variant_id]
    code = code_of_variant(variant_id)
    if code is None or variant_id in NAMED_CODES:
        return None
    return _variant(  # made on demand: the name and description in the language of now
        f"chess-{code}",
        tr("Chess {code}").format(code=code),
        tr("Chess with the field code {code} (wXw wXb bXw bXb).").format(code=code),
        (repetition_option(False),),
    )


def new_chess_position(variant_id: str = "magnetic-chess", **options: Any) -> ChessPosition:
    """The start position of a chess variant (OptionError for an unknown id or option)."""
    variant = chess_variant(variant_id)
    if variant is None:
        raise OptionError(tr("{variant} is not a Magnetic Chess variant").format(
            variant=repr(variant_id)))
    return cast("ChessPosition", variant.start(**options))

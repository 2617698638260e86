"""The variant registry: id -> name, description, rules summary, option schema, and how to start.

Every registered family (:mod:`magnetdesk.engine.families`) brings its entries, in order; a
family may also make entries on demand (``chess-RANR``).

>>> p = new_position("magnetgo")
>>> p.rules.size, p.rules.komi
(9, 5.0)
>>> VARIANTS["stoical-go"].option("repetition").choices
('draw', 'loss')
>>> family_of("magnetgo").id, family_of("medusa").turns, family_of("chess-ranr").passes
('go', True, False)
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.family import Family
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.registry import Registry
from magnetdesk.engine.core.vocabulary import Position
from magnetdesk.engine.families import families
from magnetdesk.translation import tr

VARIANTS: Registry = Registry()
for _family in families().values():
    for _variant in _family.variants:
        VARIANTS[_variant.id] = _variant
    if _family.resolve is not None:
        VARIANTS.resolvers.append(_family.resolve)


def family_of(variant_id: str) -> Family:
    """The family of the variant ``variant_id`` (KeyError for an unknown variant)."""
    return families()[VARIANTS[variant_id].family]


def position_family(position: Position[Any]) -> Family:
    """The family of the game ``position`` belongs to."""
    return family_of(position.rules.variant)


def new_position(variant_id: str, **options: Any) -> Position[Any]:
    """The start position of a variant with the given options (OptionError if one is wrong)."""
    try:
        variant = VARIANTS[variant_id]
    except KeyError:
        message = tr("unknown variant {variant} (known: {known})")
        known = ", ".join(VARIANTS)
        raise OptionError(message.format(variant=repr(variant_id), known=known)) from None
    return variant.start(**options)


def rules_text(variant_id: str, rules: Any = None) -> str:
    """The rules summary of a variant in the current language. A chess game's names its field
    code and spells out what each letter does; ``rules`` (the rules value of the chosen
    options) gives the custom game's code and code rule, else the defaults are described."""
    variant = VARIANTS[variant_id]
    family = families()[variant.family]
    if family.rules_text is not None:
        return family.rules_text(variant, rules if rules is not None else variant.rules())
    return tr(variant.rules_summary)

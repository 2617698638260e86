"""How each variant family writes its moves and points in a file, and the variant property.

The Go family (Go, Atari-Go, Stoical Go, Magnetgo) writes SGF's two-letter points: ``dd`` is
column d from the left and row d from the top; a pass is ``[]`` (``[tt]`` is read as a pass on
boards up to 19×19). A move is fully given by its point in every Go-family variant: Magnetgo's
slides and every capture follow from the rules, so the file never lists them.

Medusa (``GM[1981]``: SGF has no game number for it) writes its own notation: a move is a
whole turn as the text protocol takes it (``B[k11 q15-s15 e1-c1]``, ``W[pass]``), a setup
stone a cell name (``AB[k11]``). One node holds one whole turn, so a replay plays exactly the
turn that was played; what it does (reversals, the marker) follows from the rules.

The Magnetic Chess family (``GM[3]``, SGF's number for chess) writes each move in long
algebraic notation as the text protocol takes it (``W[e2e4]``, ``B[c7d8q]``, castling as the
king's move ``W[e1g1]``; ``W[e2e4 ARRA]`` when the players name codes). When the code of a move
is not fixed by the variant (a cycle, a random draw, a code the opponent named) the node also
says the code it was played under, ``MC[RAAR]``, so that anyone reading the file sees the draw
and a replay under another draw is refused instead of silently playing another game.

The variant property ``MV`` (see docs/file-format.md) names the variant, the version of this
format, and every option: ``MV[magnetgo:1][size=9][komi=auto]...``. Each option is its own
value, so only SGF's own escaping (``\\`` before ``]`` and ``\\``) applies to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.family import Family
from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.engine.families import parts
from magnetdesk.engine.variants import VARIANTS, family_of
from magnetdesk.record.codec import Codec
from magnetdesk.record.errors import SgfError
from magnetdesk.record.sgf_syntax import escape, simple_text_value, split_compose
from magnetdesk.translation import tr

VARIANT_PROPERTY = "MV"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class FamilyNotation:
    """How a variant family appears in files: its codec and the engine family's file facts
    (SGF's game number ``GM``; whether the Go properties ``SZ``, ``KM`` and ``HA`` are written
    and read, since other programs edit them in Go files while in other families ``MV`` alone
    says the rules; who moves first, ``PL`` being written when the start differs; whether the
    start position's stones are written as ``AB``/``AW`` for other programs)."""

    family: Family
    codec: Codec

    @property
    def game_number(self) -> int:
        return self.family.game_number

    @property
    def go_properties(self) -> bool:
        return self.family.go_properties

    @property
    def first_player(self) -> Colour:
        return self.family.first_player

    @property
    def start_stones(self) -> bool:
        return self.family.start_stones


def codecs() -> dict[str, Codec]:
    """Every family's codec by family id (``CODEC`` of ``magnetdesk/record/families/<id>.py``)."""
    found: dict[str, Codec] = parts("magnetdesk.record.families.{id}", "CODEC")
    return found


def notation_for(variant_id: str) -> FamilyNotation:
    family = family_of(variant_id)
    try:
        return FamilyNotation(family, codecs()[family.id])
    except KeyError:
        message = tr("files of {variant} games are not supported yet")
        raise SgfError(message.format(variant=tr(VARIANTS[variant_id].name))) from None


def variant_of_game(game_number: str) -> str | None:
    """The variant a file without ``MV`` plays for its ``GM`` value: the first registered
    variant of the family with that game number (None: a game we do not play)."""
    for variant in VARIANTS.values():
        if str(family_of(variant.id).game_number) == game_number:
            return variant.id
    return None


RULINGS = ("scoring", "ko", "suicide", "start", "repetition", "code_rule")  # what RU spells out


def rules_name(variant_id: str, options: dict[str, Any]) -> str:
    """The ``RU`` text: a known rule set's name when the options are one (for Go: Chinese,
    Japanese, AGA, NZ, Tromp-Taylor, what other programs and our reader understand), else the
    variant's English name with its rulings.

    >>> rules_name("go", {"scoring": "territory"}), rules_name("magnetic-chess", {})
    ('Japanese', 'Magnetic Chess (field code RAAR)')
    """
    variant = VARIANTS[variant_id]
    codec = notation_for(variant_id).codec
    named = codec.rule_set(variant_id, options)
    if named is not None:
        return named
    words = codec.rule_words(variant_id, options)
    words += [f"{key.replace('_', ' ')} {options[key]}" for key in RULINGS if key in options]
    return f"{variant.name} ({', '.join(words)})" if words else variant.name


def variant_values(variant_id: str, options: tuple[tuple[str, Any], ...]) -> list[str]:
    """The raw values of the variant property for these resolved options."""
    variant = VARIANTS[variant_id]
    pairs = [f"{key}={escape(variant.option(key).text(value))}" for key, value in options]
    return [f"{variant_id}:{FORMAT_VERSION}", *pairs]


def read_variant_property(raws: list[str]) -> tuple[str, dict[str, str]]:
    """The variant id and the options (as text) of a variant property's raw values."""
    head = split_compose(raws[0])
    variant_id, version_text = (raws[0], "1") if head is None else head
    variant_id = simple_text_value(variant_id).strip()
    try:
        version = int(simple_text_value(version_text))
    except ValueError:
        message = tr("the variant property {value} is damaged")
        raise SgfError(message.format(value=f"{VARIANT_PROPERTY}[{raws[0]}]")) from None
    if version > FORMAT_VERSION:
        raise SgfError(tr(
            "this file was written by a newer magnetdesk (variant format {version}); "
            "this version reads format {supported}"
        ).format(version=version, supported=FORMAT_VERSION))
    if variant_id not in VARIANTS:
        raise SgfError(tr(
            "this file is for the variant {variant}, which this version of magnetdesk does not "
            "know"
        ).format(variant=repr(variant_id)))
    variant_id = VARIANTS[variant_id].id  # chess-ranr: chess-RANR
    options: dict[str, str] = {}
    for raw in raws[1:]:
        key, equals, value = simple_text_value(raw).partition("=")
        if not equals or not key.strip():
            message = tr("the option {value} is not written key=value")
            raise SgfError(message.format(value=f"{VARIANT_PROPERTY}[{raw}]"))
        options[key.strip()] = value
    return variant_id, options

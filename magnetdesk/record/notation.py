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

from magnetdesk.engine.chess_notation import parse_long
from magnetdesk.engine.core import BLACK, WHITE, Cell, Colour, Illegal, Reason
from magnetdesk.engine.medusa_notation import parse_turn, turn_text
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.record.errors import SgfError
from magnetdesk.record.sgf_syntax import escape, simple_text_value, split_compose
from magnetdesk.translation import tr

VARIANT_PROPERTY = "MV"
FORMAT_VERSION = 1
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class MoveProperties:
    """What a family writes on a move's node besides the move (nothing, unless it says)."""

    properties: tuple[str, ...] = ()  # the identifiers it writes and reads

    def move_properties(self, before: Any) -> list[tuple[str, list[str]]]:
        """The properties of a move played from the position ``before``."""
        return []

    def check_move_properties(self, before: Any, props: dict[str, list[str]]) -> str | None:
        """Why a node's properties do not fit the move played from ``before`` (None: fine)."""
        return None


class GoPoints(MoveProperties):
    """Moves and setup points of a square board as SGF points (board sizes up to 26)."""

    game_number = 1

    def move_value(self, topology: Any, text: str) -> str:
        return "" if text == "pass" else self.point_value(topology, text)

    def read_move(self, topology: Any, raw: str) -> str | Illegal:
        """The move text (``D4``, ``pass``) of a B[] / W[] value, or why it is unreadable."""
        value = raw.strip()
        if value == "" or (value == "tt" and topology.size <= 19):
            return "pass"
        cell = self._cell(topology, value)
        if isinstance(cell, Illegal):
            return cell
        name: str = topology.name(cell)
        return name

    def point_value(self, topology: Any, name: str) -> str:
        x, y = topology.coords[topology.parse(name)]
        return _LETTERS[x] + _LETTERS[topology.size - 1 - y]

    def read_points(self, topology: Any, raws: list[str]) -> tuple[list[str], list[str]]:
        """The point names of AB/AW/AE values (``aa:cc`` is the rectangle from aa to cc), and
        the values that name no point of the board."""
        names: list[str] = []
        bad: list[str] = []
        for raw in raws:
            value = raw.strip()
            corners = value.split(":") if ":" in value else [value, value]
            cells = [self._cell(topology, corner) for corner in corners[:2]]
            if len(corners) != 2 or any(isinstance(c, Illegal) for c in cells):
                bad.append(value)
                continue
            (x1, y1), (x2, y2) = (topology.coords[c] for c in cells)
            for x in range(min(x1, x2), max(x1, x2) + 1):
                for y in range(min(y1, y2), max(y1, y2) + 1):
                    cell = topology.cell_at(x, y)
                    if cell is not None:
                        names.append(topology.name(cell))
        return names, bad

    def _cell(self, topology: Any, value: str) -> Cell | Illegal:
        size = topology.size
        if len(value) != 2 or not value.isascii() or not value.isalpha():
            message = tr("{value} is not an SGF point").format(value=repr(value))
            return Illegal(Reason.SYNTAX, message)
        x, row = _LETTERS.find(value[0]), _LETTERS.find(value[1])
        if not (0 <= x < size and 0 <= row < size):
            message = tr("{value} is not a point of the {size}×{size} board")
            return Illegal(Reason.OFF_BOARD, message.format(value=value, size=size))
        cell: Cell | None = topology.cell_at(x, size - 1 - row)
        if cell is None:
            message = tr("{value} is a blocking point").format(value=value)
            return Illegal(Reason.OFF_BOARD, message)
        return cell


class MedusaCells(MoveProperties):
    """Medusa's moves and setup points in its own notation: a whole turn per move value
    (``k11 q15-s15``, ``pass``), cell names (``k11``) for setup stones."""

    def move_value(self, topology: Any, text: str) -> str:
        return escape(text)

    def read_move(self, topology: Any, raw: str) -> str | Illegal:
        """The turn text (lower case, movements as ``from-to``) of a B[] / W[] value, or why
        it is unreadable; an empty value is a pass, as in Go files."""
        value = simple_text_value(raw).strip()
        if not value:
            return "pass"
        turn = parse_turn(topology, value)
        return turn if isinstance(turn, Illegal) else turn_text(topology, turn)

    def point_value(self, topology: Any, name: str) -> str:
        value: str = topology.name(topology.parse(name))
        return value

    def read_points(self, topology: Any, raws: list[str]) -> tuple[list[str], list[str]]:
        """The cell names of AB/AW/AE values, and the values that name no cell (holes too)."""
        names: list[str] = []
        bad: list[str] = []
        for raw in raws:
            value = simple_text_value(raw).strip()
            cell = topology.parse(value) if value.isascii() else None  # int("²") fails
            if cell is None:
                bad.append(value)
            else:
                names.append(topology.name(cell))
        return names, bad


class ChessMoves(MoveProperties):
    """Magnetic Chess moves in long algebraic (``e2e4``, ``c7d8q``, ``e2e4 ARRA``); the code of
    a move that the variant does not fix in ``MC``. Pieces are never set up by hand: the
    start position follows from the variant."""

    properties = ("MC",)

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


Codec = GoPoints | MedusaCells | ChessMoves
MEDUSA_GAME_NUMBER = 1981  # not in SGF's list of games: the year Freeling made Medusa
CHESS_GAME_NUMBER = 3  # SGF's number for chess


@dataclass(frozen=True)
class FamilyNotation:
    """How a variant family appears in files: SGF's game number (``GM``), its codec, and
    whether the Go properties ``SZ``, ``KM`` and ``HA`` are written and read (other programs
    edit them in Go files; in other families ``MV`` alone says the rules), who moves first
    (``PL`` is written when the start differs), and whether the start position's stones are
    written as ``AB``/``AW`` for other programs (not chess pieces, which SGF cannot name)."""

    game_number: int
    codec: Codec
    go_properties: bool = False
    first_player: Colour = BLACK
    start_stones: bool = True


FAMILIES: dict[str, FamilyNotation] = {
    "go": FamilyNotation(1, GoPoints(), go_properties=True),
    "medusa": FamilyNotation(MEDUSA_GAME_NUMBER, MedusaCells()),
    "chess": FamilyNotation(
        CHESS_GAME_NUMBER, ChessMoves(), first_player=WHITE, start_stones=False
    ),
}


def notation_for(variant_id: str) -> FamilyNotation:
    family = VARIANTS[variant_id].family
    try:
        return FAMILIES[family]
    except KeyError:
        message = tr("files of {variant} games are not supported yet")
        raise SgfError(message.format(variant=tr(VARIANTS[variant_id].name))) from None


def variant_of_game(game_number: str) -> str | None:
    """The variant a file without ``MV`` plays for its ``GM`` value: the first registered
    variant of the family with that game number (None: a game we do not play)."""
    for variant in VARIANTS.values():
        family = FAMILIES.get(variant.family)
        if family is not None and str(family.game_number) == game_number:
            return variant.id
    return None


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

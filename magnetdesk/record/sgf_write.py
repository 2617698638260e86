"""From a :class:`GameRecord` to SGF text (see docs/file-format.md).

The root says ``GM`` (1 for the Go family, 1981 for Medusa, 3 for chess), ``FF[4]``,
``CA[UTF-8]``, ``AP``, the variant property ``MV`` with every option, and for the Go family
the standard properties other programs understand (``SZ``, ``KM``, ``HA``). The stones of
the start position (handicap, Atari-Go's crosscut) are written as ``AB``/``AW`` too, so a Go
program shows them; our reader knows they come from the options. Properties we keep without
interpreting are written back as they were read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from magnetdesk import __version__
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.record.markup_sgf import MarkupPoints, markup_properties
from magnetdesk.record.notation import VARIANT_PROPERTY, notation_for, variant_values
from magnetdesk.record.sgf_read import BOARD_PROPERTY, GAME_INFO, TEXT_INFO
from magnetdesk.record.sgf_syntax import escape, property_text, write_tree
from magnetdesk.record.tree import GameRecord, Node, Setup

COLOUR_LETTERS = {BLACK: "B", WHITE: "W"}


def game_to_sgf(record: GameRecord) -> str:
    notation = notation_for(record.variant)
    codec = notation.codec
    topology = record.start.topology
    markup_points = MarkupPoints(record.variant, topology)

    def points(ident: str, names: Iterable[str]) -> str:
        if not names:
            return ""
        values = sorted(codec.point_value(topology, name) for name in names)
        return property_text(ident, values)

    def board(setup: Setup) -> str:
        if not setup.board:
            return ""
        return property_text(BOARD_PROPERTY, [codec.board_value(setup.board)])

    def state(setup: Setup) -> str:
        if not setup.state:
            return ""
        return property_text(codec.state_property, [escape(setup.state)])

    def setup_text(setup: Setup | None) -> str:
        if setup is None:
            return ""
        to_move = "" if setup.to_move is None else f"PL[{COLOUR_LETTERS[setup.to_move]}]"
        return (board(setup) + points("AB", setup.black) + points("AW", setup.white)
                + points("AE", setup.empty) + state(setup) + to_move)

    def node_text(node: Node) -> str:
        parts = [setup_text(node.setup)] if node.parent is not None else [root_text()]
        if node.play is not None:
            value = codec.move_value(topology, node.play.text)
            parts.append(f"{COLOUR_LETTERS[node.play.colour]}[{value}]")
            before = record.position(cast("Node", node.parent))  # a move is never the root
            for ident, values in codec.move_properties(before):
                parts.append(property_text(ident, [escape(v) for v in values]))
        if node.comment:
            parts.append(f"C[{escape(node.comment)}]")
        parts.extend(property_text(ident, values)
                     for ident, values in markup_properties(node.markup, markup_points))
        parts.extend(property_text(ident, values) for ident, values in node.other)
        return "".join(parts)

    def root_text() -> str:
        rules = record.start.rules
        options = dict(record.options)
        parts = [
            f"GM[{notation.game_number}]FF[4]CA[UTF-8]AP[magnetdesk:{__version__}]",
            property_text(VARIANT_PROPERTY, variant_values(record.variant, record.options)),
            "\n",
        ]
        if notation.go_properties:
            if "size" in options:
                parts.append(f"SZ[{options['size']}]")
            if hasattr(rules, "komi"):
                parts.append(f"KM[{_number_text(rules.komi)}]")
            if options.get("handicap"):
                parts.append(f"HA[{options['handicap']}]")
        written = dict(record.info)
        if written.get("RE") and not record.result_in_file():
            del written["RE"]  # a variation's result: a reader would give it to the main line
        info = sorted(written.items(), key=lambda item: _info_order(item[0]))
        for ident, text in info:
            if not (ident.isascii() and ident.isalpha() and ident.isupper()):
                raise ValueError(f"{ident!r} is not an SGF property name")
            parts.append(f"{ident}[{escape(text if ident in TEXT_INFO else _one_line(text))}]")
        root = record.root
        position = record.position(root)
        setup = root.setup or Setup()
        parts.append(board(setup))
        if notation.start_stones:
            names = {colour: [topology.name(c) for c in position.stones(colour)]
                     for colour in (BLACK, WHITE)}
            parts.append(points("AB", names[BLACK]) + points("AW", names[WHITE])
                         + points("AE", setup.empty))
        parts.append(state(setup))
        if position.to_move != notation.first_player or setup.to_move is not None:
            parts.append(f"PL[{COLOUR_LETTERS[position.to_move]}]")
        return "".join(parts)

    return write_tree(record.root, node_text, lambda node: node.children)


def _number_text(value: float) -> str:
    """The shortest text that reads back as exactly ``value`` (``7.5``, ``5``, ``-0.5``)."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def _info_order(ident: str) -> int:
    return GAME_INFO.index(ident) if ident in GAME_INFO else len(GAME_INFO)


def _one_line(text: str) -> str:
    return " ".join(text.splitlines()) if "\n" in text or "\r" in text else text


def collection_to_sgf(records: list[GameRecord]) -> str:
    """Several games as one SGF collection."""
    return "".join(game_to_sgf(record) for record in records)

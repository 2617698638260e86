"""Medusa in files: a whole turn per move value in its own notation (``k11 q15-s15``), cell
names for setup stones."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.engine.medusa.notation import parse_turn, turn_text
from magnetdesk.record.codec import MoveProperties
from magnetdesk.record.sgf_syntax import escape, simple_text_value


class MedusaCells(MoveProperties):
    """Medusa's moves and setup points in its own notation: a whole turn per move value
    (``k11 q15-s15``, ``pass``), cell names (``k11``) for setup stones, and the marker set
    up by hand in ``MK`` (a whole number, -9..9, positive toward Black)."""

    state_property = "MK"

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


CODEC = MedusaCells()

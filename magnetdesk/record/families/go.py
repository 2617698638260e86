"""The Go family in files: SGF's two-letter points; a pass is ``[]`` (``[tt]`` is read as a pass
on boards up to 19×19)."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Cell, Illegal, Reason
from magnetdesk.record.codec import MoveProperties
from magnetdesk.translation import tr

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
# Rule-set names of SGF's RU[] and what they mean for our Go options (files without MV).
RULE_SETS = {
    "japanese": {"scoring": "territory"},
    "korean": {"scoring": "territory"},
    "chinese": {"scoring": "area"},
    "aga": {"scoring": "area", "ko": "situational"},
    "nz": {"scoring": "area", "ko": "situational", "suicide": "allowed"},
    "new zealand": {"scoring": "area", "ko": "situational", "suicide": "allowed"},
    "tromp-taylor": {"scoring": "area", "ko": "positional", "suicide": "allowed"},
}
GO_DEFAULTS = {"scoring": "area", "ko": "simple", "suicide": "forbidden"}


class GoPoints(MoveProperties):
    """Moves and setup points of a square board as SGF points (board sizes up to 26)."""

    def rule_set(self, variant_id: str, options: dict[str, Any]) -> str | None:
        return rule_set_name(variant_id, options)

    def rule_options(self, name: str) -> dict[str, Any]:
        """Go's options of a rule set other programs name in ``RU`` (``Japanese``: territory
        scoring), any case; none for a name not known."""
        return dict(RULE_SETS.get(name.strip().lower(), {}))

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


CODEC = GoPoints()


def rule_set_name(variant_id: str, options: dict[str, Any]) -> str | None:
    """The name other programs know for the rules of plain Go with these ``options``
    (Chinese, Japanese, AGA, NZ, Tromp-Taylor), None for another variant or ruling."""
    if variant_id != "go":
        return None
    rulings = {key: options.get(key, GO_DEFAULTS[key]) for key in GO_DEFAULTS}
    for name, meaning in RULE_SETS.items():
        if {**GO_DEFAULTS, **meaning} == rulings:
            return name.upper() if len(name) <= 3 else name.title()
    return None

"""Medusa's settings: the option schema, the rules value, and the start position.

Medusa has one option, the komi: where the marker starts on its 19-point track. The track runs
from -9 (White's end) to +9 (Black's end); ``marker > 0`` counts for Black, ``marker < 0`` for
White. By default the marker starts 3 points toward White (``marker == -3``).

>>> p = new_medusa_position()
>>> p.marker, p.rules.komi
(-3, 3)
>>> new_medusa_position(komi="0").marker
0

The variant registry lists Medusa (:mod:`magnetdesk.engine.variants`) with these names, this
option schema and :func:`build_medusa`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.options import Option, OptionError, resolve
from magnetdesk.engine.medusa.position import MedusaPosition
from magnetdesk.engine.medusa.settings import MARKER_END, MedusaSettings, medusa_board
from magnetdesk.translation import QT_TR_NOOP

__all__ = [
    "MARKER_END",
    "MEDUSA_DESCRIPTION",
    "MEDUSA_NAME",
    "MEDUSA_OPTIONS",
    "MEDUSA_SUMMARY",
    "MedusaRules",
    "build_medusa",
    "medusa_board",
    "new_medusa_position",
]

MEDUSA_NAME = QT_TR_NOOP("Medusa")
MEDUSA_DESCRIPTION = QT_TR_NOOP(
    "Go on a hex board with holes: groups jump, captured stones turn over."
)
MEDUSA_SUMMARY = QT_TR_NOOP(
    "A turn: place a stone on any empty cell (or not: then the marker moves a point toward "
    "you), then move any of your groups of two or more stones, each once: a stone jumps over a "
    "straight row of its own stones to the first empty cell. A group with no liberty is "
    "reversed to the other colour; a group containing a rosette (six stones around a hole) "
    "lives unconditionally. Suicide is legal: your group is reversed. No turn may repeat an "
    "earlier position. Two passes end the game; stones + surrounded cells + the marker's "
    "points count."
)

MEDUSA_OPTIONS: tuple[Option, ...] = (
    Option(
        "komi", QT_TR_NOOP("Komi (marker start)"), "int", 3,
        QT_TR_NOOP("the marker starts this many points toward White (0..9)"),
        minimum=0, maximum=MARKER_END, presets=(0, 3),
    ),
)


@dataclass(frozen=True)
class MedusaRules(MedusaSettings):
    """Medusa's rules value: the variant id, the komi (marker start toward White), the board
    (its fields are those of :class:`MedusaSettings`, what a position reads)."""

    def start(self) -> MedusaPosition:
        """The empty board, Black to move, the marker at ``-komi``."""
        return MedusaPosition.initial(self)


def build_medusa(values: dict[str, Any]) -> MedusaRules:
    """The rules for resolved option values (the registry's ``build``)."""
    return MedusaRules(komi=int(values["komi"]), options=tuple(values.items()))


def new_medusa_position(**options: Any) -> MedusaPosition:
    """The start position for these options (strings are parsed; OptionError if one is wrong)."""
    rules = build_medusa(resolve(MEDUSA_OPTIONS, options))
    try:
        return rules.start()
    except ValueError as exc:
        raise OptionError(str(exc)) from None

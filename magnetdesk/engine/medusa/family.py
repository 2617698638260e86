"""Medusa's record: one variant on the hex board with holes. A turn is a placement and group
movements ended by Done (or a complete pass); the count reverses dead groups and adds the
marker's points. SGF has no number for Medusa: ``GM[1981]``, the year Freeling made it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from magnetdesk.engine.core.counting import Score, toggle_group
from magnetdesk.engine.core.family import Counting, Family, TurnActions
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.medusa.notation import DONE, Movement
from magnetdesk.engine.medusa.picture import medusa_picture
from magnetdesk.engine.medusa.rules import (
    MEDUSA_DESCRIPTION,
    MEDUSA_NAME,
    MEDUSA_OPTIONS,
    MEDUSA_SUMMARY,
    build_medusa,
)
from magnetdesk.engine.medusa.scoring import estimate_dead, score
from magnetdesk.engine.medusa.setup import SETUP
from magnetdesk.engine.medusa.state import Reversed
from magnetdesk.translation import QT_TR_NOOP

MEDUSA = Variant(
    "medusa", MEDUSA_NAME, "medusa", "hex", MEDUSA_DESCRIPTION, MEDUSA_SUMMARY, MEDUSA_OPTIONS,
    build_medusa,
)


def _is_movement(action: object) -> bool:
    return isinstance(action, Movement)


def _rosettes(position: Any) -> list[tuple[tuple[int, ...], int]]:
    rings = position.topology.rosettes
    return [(rings[hole], colour) for hole, colour in position.rosettes()]


def _score(position: Any, dead: Iterable[int], seki: Iterable[int]) -> Score:
    return score(position, dead)  # Medusa has no seki: a chain without liberties reverses


FAMILY = Family(
    "medusa",
    variants=(MEDUSA,),
    picture=medusa_picture,
    game_number=1981,
    turn_actions=TurnActions(done=DONE, is_movement=_is_movement),
    counting=Counting(
        estimate=estimate_dead,
        score=_score,
        toggle=toggle_group,
        rows=(
            ("stones", QT_TR_NOOP("Stones")), ("territory", QT_TR_NOOP("Surrounded")),
            ("komi", QT_TR_NOOP("Marker")),
        ),
        beyond=lambda position: float(position.marker),  # its points count for its side
    ),
    captures=(Reversed,),
    rosettes=_rosettes,
    symmetric=True,
    setup=SETUP,
)

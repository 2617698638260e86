"""Setting up a Medusa position by hand: black and white stones on the light cells, the side
to move and the marker on its track (-9..9, positive toward Black: the points it gives the
side it stands on, moved a point toward a player at each turn without a placement). The
marker is the setup's state, written as its number. A set-up position is refused when a
group has no liberty and no rosette (it would have been reversed).

>>> from magnetdesk.engine.medusa.diagram import medusa_from_text
>>> print(check(medusa_from_text('''
...    X # . # . # . # . # .
...     O X . . . . . . . .
... ''', top_row=2)).message)
the white group at a1 has no liberty and no rosette
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.setup import (
    STONES,
    Arrangement,
    Setup,
    SetupKit,
    stone_arrangement,
    stone_change,
    stone_draft,
)
from magnetdesk.engine.core.vocabulary import BLACK, Illegal, Reason
from magnetdesk.engine.medusa.groups import groups, is_capturable
from magnetdesk.engine.medusa.position import MedusaPosition
from magnetdesk.engine.medusa.settings import MARKER_END
from magnetdesk.translation import QT_TR_NOOP, tr

MARKER = Option(
    "marker", QT_TR_NOOP("Marker"), "int", 0,
    QT_TR_NOOP("Where the marker stands on its track: its points count for Black above 0, "
               "for White below 0"),
    minimum=-MARKER_END, maximum=MARKER_END,
)


def check(position: MedusaPosition) -> Illegal | None:
    """Why a set-up position cannot be (a group without liberties or rosette), or None."""
    board = position.board
    grid = position.topology
    for group in groups(board, grid.neighbours):
        if not is_capturable(board, grid, group):
            continue
        message = (tr("the black group at {cell} has no liberty and no rosette")
                   if board[group[0]] == BLACK else
                   tr("the white group at {cell} has no liberty and no rosette"))
        return Illegal(Reason.SUICIDE, message.format(cell=grid.name(min(group))))
    return None


def arrangement(position: MedusaPosition) -> Arrangement:
    return stone_arrangement(position, {MARKER.key: position.marker})


def empty(position: MedusaPosition) -> Arrangement:
    return Arrangement({}, BLACK, {MARKER.key: position.marker})


def change(before: MedusaPosition, wanted: Arrangement) -> Setup:
    """The stones, the side to move and the marker (when it moves) that make ``wanted``."""
    stones = stone_change(before, wanted)
    marker = int(wanted.extras.get(MARKER.key, before.marker))
    state = str(marker) if marker != before.marker else ""
    return Setup(stones.black, stones.white, stones.empty, stones.to_move, state=state)


def draft(position: MedusaPosition, wanted: Arrangement) -> Any:
    """The arrangement drawn on ``position``'s board (not checked)."""
    drawn = stone_draft(position, wanted)
    marker = int(wanted.extras.get(MARKER.key, position.marker))
    return drawn.with_marker(max(-MARKER_END, min(MARKER_END, marker)))


SETUP = SetupKit(STONES, (MARKER,), arrangement, empty, draft, change, check,
                 QT_TR_NOOP("The marker's track"))

"""Medusa in words: a turn's placement, its groups' jumps, the stones it reversed, the marker
when nothing was placed, and the rosettes it completed; a cell in a complete rosette says so.

>>> from magnetdesk.engine.medusa.state import Reversed
>>> from magnetdesk.engine.core.vocabulary import WHITE
>>> MEDUSA_WORDS.phrase(None, None, Reversed((1, 2, 3), WHITE))
'reverses 3 stones'
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.engine.medusa.state import MarkerMoved, Moved, Reversed
from magnetdesk.gui.board.words import STONE_PHRASES, Words, side, stone_content
from magnetdesk.translation import tr


def medusa_content(position: Any, cell: int) -> str:
    """``black stone``, ``empty``; ``black stone, in a rosette`` for a stone of a complete
    rosette."""
    said = stone_content(position, cell)
    rings = position.topology.rosettes
    if any(cell in rings[hole] for hole, _ in position.rosettes()):
        said = tr("{content}, in a rosette").format(content=said)
    return said


def hole_words(position: Any, hole: int) -> str:
    """A dark hole by its name: ``j10, hole``."""
    return tr("{cell}, hole").format(cell=position.topology.hole_name(hole))


def medusa_count(position: Any, colour: Colour) -> str:
    """A side's stones on the board (the card's count)."""
    return tr("%n stone(s) on the board", None, sum(1 for s in position.board if s == colour))


def _moved(before: Any, transition: Any, effect: Moved) -> str:
    names = before.topology.name
    return tr("jumps from {start} to {end}").format(
        start=names(effect.start), end=names(effect.end)
    )


def _reversed(before: Any, transition: Any, effect: Reversed) -> str:
    if effect.suicide:
        return tr("loses %n own stone(s) by reversal", None, len(effect.cells))
    return tr("reverses %n stone(s)", None, len(effect.cells))


def _marker(before: Any, transition: Any, effect: MarkerMoved) -> str:
    return tr("the marker moves toward {side}").format(side=side(effect.colour))


def new_rosettes(before: Any, transition: Any) -> list[str]:
    """The rosettes the turn completed (the mover's or, after a reversal, the other side's)."""
    had = set(before.rosettes())
    made = [found for found in transition.position.rosettes() if found not in had]
    return [tr("completes %n rosette(s)", None, len(made))] if made else []


MEDUSA_WORDS = Words(
    content=medusa_content,
    phrases={**STONE_PHRASES, Moved: _moved, Reversed: _reversed, MarkerMoved: _marker},
    more=new_rosettes,
    count=medusa_count,
)

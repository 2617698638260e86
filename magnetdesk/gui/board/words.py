"""What a family's board says in words: the :class:`Words` record a family's view carries
(:attr:`~magnetdesk.gui.board.family.FamilyView.words`), and the words of the stones of the Go
family (the default; Medusa's and the chess family's are in their board packages,
``magnetdesk/gui/board/<id>/words.py``).

A phrase says what one effect of a move did, in the mover's sentence: ``pulls White D7 to D5``,
``captures 2 stones``. It is made from the position before the move, the transition and the
effect; None says nothing (an effect the move's own words already say). No Qt here.

>>> from magnetdesk.engine.core.vocabulary import Captured, Slid, WHITE
>>> from magnetdesk.engine.variants import new_position
>>> p = new_position("magnetgo", size=9)
>>> STONE_WORDS.phrase(p, None, Slid(p.topology.parse("D7"), p.topology.parse("D5"), WHITE, True))
'pulls White D7 to D5'
>>> STONE_WORDS.phrase(p, None, Captured((1, 2), WHITE))
'captures 2 stones'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from magnetdesk.engine.core.vocabulary import (
    BLACK,
    EMPTY,
    WHITE,
    Captured,
    Colour,
    Passed,
    Placed,
    Removed,
    Slid,
)
from magnetdesk.translation import QT_TR_NOOP, tr

# The colours as the players are named (the side panel's words, kept here: this module is
# below the panel, which imports the families that carry these words).
SIDES = {BLACK: QT_TR_NOOP("Black"), WHITE: QT_TR_NOOP("White")}
STONES = {BLACK: QT_TR_NOOP("black stone"), WHITE: QT_TR_NOOP("white stone")}

Phrase = Callable[[Any, Any, Any], "str | None"]


def side(colour: Colour) -> str:
    """``Black`` or ``White`` in the window's language."""
    return tr(SIDES[colour])


def stone_content(position: Any, cell: int) -> str:
    """What stands on a point of a stones' board: ``black stone``, ``white stone``,
    ``empty``."""
    stone = position.board[cell]
    return tr(STONES[stone]) if stone != EMPTY else tr("empty")


def stone_count(position: Any, colour: Colour) -> str:
    """The prisoners ``colour`` has taken (the Go family's card)."""
    return tr("%n prisoner(s)", None, position.prisoners[colour])


def stone_listing(position: Any, colour: Colour) -> str:
    """``Black has 3 stones: C3, D4, E5``: a side's stones by name."""
    names = [position.topology.name(cell) for cell in position.stones(colour)]
    said = tr("%n stone(s)", None, len(names))
    return tr("{side} has {count}: {names}").format(
        side=side(colour), count=said, names=", ".join(names)
    ) if names else tr("{side} has no stones").format(side=side(colour))


def _name(position: Any, cell: int) -> str:
    return str(position.topology.name(cell))


def _placed(before: Any, transition: Any, effect: Placed) -> str:
    return _name(before, effect.cell)


def _passed(before: Any, transition: Any, effect: Passed) -> str:
    return tr("passes")


def _slid(before: Any, transition: Any, effect: Slid) -> str:
    text = tr("pulls {side} {start} to {end}") if effect.attracted else tr(
        "pushes {side} {start} to {end}"
    )
    return text.format(
        side=side(effect.colour), start=_name(before, effect.start), end=_name(before, effect.end)
    )


def _captured(before: Any, transition: Any, effect: Captured) -> str:
    return tr("captures %n stone(s)", None, len(effect.cells))


def _removed(before: Any, transition: Any, effect: Removed) -> str:
    return tr("loses %n own stone(s)", None, len(effect.cells))


STONE_PHRASES: Mapping[type, Phrase] = {
    Placed: _placed, Passed: _passed, Slid: _slid, Captured: _captured, Removed: _removed,
}


def no_more(before: Any, transition: Any) -> list[str]:
    return []


@dataclass(frozen=True)
class Words:
    """A family's words: ``content(position, cell)`` what stands on a cell (``black stone``,
    ``white knight``, ``empty``); ``phrases`` by effect class (see the module docstring);
    ``more(before, transition)`` what the move did beyond its effects (Medusa's rosettes);
    ``count(position, colour)`` a side's count the count key says (prisoners, stones on the
    board, material); ``listing(position, colour)`` a side's stones or pieces by name;
    ``lines`` the words of a row and of a column (chess: rank and file)."""

    content: Callable[[Any, int], str] = stone_content
    phrases: Mapping[type, Phrase] = field(default_factory=lambda: dict(STONE_PHRASES))
    more: Callable[[Any, Any], list[str]] = no_more
    count: Callable[[Any, Colour], str] = stone_count
    listing: Callable[[Any, Colour], str] = stone_listing
    lines: tuple[str, str] = (QT_TR_NOOP("Row {name}"), QT_TR_NOOP("Column {name}"))

    def phrase(self, before: Any, transition: Any, effect: object) -> str | None:
        """What ``effect`` did, in words (None: nothing to say)."""
        for kind in type(effect).__mro__:
            said = self.phrases.get(kind)
            if said is not None:
                return said(before, transition, effect)
        return None


STONE_WORDS = Words()

"""What the board scene asks of a family's *board style* (:class:`BoardStyle`): everything on
the board that depends on the rules. The scene makes one with itself as its only argument
(the family's :attr:`~magnetdesk.gui.board.family.FamilyView.board_style`) and never decides a
rule: a style turns the mouse into moves (the scene's ``cellClicked``, ``actionChosen`` or
``illegalClick``), chooses the marks and the animation of a move, and names the item that
draws a board value. Every style implements all of it, a style without drags with no-ops
(:class:`~magnetdesk.gui.board.go.style.GoStyle`); the styles that move pieces share one
press–drag–drop flow (:mod:`magnetdesk.gui.board.drag`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QPointF

from magnetdesk.engine.core.vocabulary import Transition
from magnetdesk.gui.board.animation import Track
from magnetdesk.gui.board.items import BoardPiece, Marks


@runtime_checkable
class BoardStyle(Protocol):
    """A family's board style; see the module docstring. ``cell`` and ``point`` are where the
    mouse is (a cell, None off the board; a scene point), ``screen`` the pointer on the
    screen (a drag begins once it has moved far enough)."""

    def __init__(self, scene: Any) -> None: ...

    @property
    def item_class(self) -> Callable[..., BoardPiece]:
        """What draws a board value: called ``(value, scale=stone_scale)``."""
        ...

    def shown(self, last: Transition | None) -> None:
        """A position is shown (or the mode changed): ``last`` is the move that led to it;
        draw its marks and forget what was picked up."""
        ...

    def marks(self, transition: Transition | None) -> Marks:
        """The marks that stay drawn after ``transition`` (the scene draws the move before
        the last one with them, fainter)."""
        ...

    def hover(self, cell: int | None) -> None:
        """The mouse is over ``cell`` (the ghost stone, or nothing)."""
        ...

    def click(self, cell: int) -> None:
        """A click on ``cell`` while playing (press and release on it, nothing held)."""
        ...

    def grab(self, cell: int | None, screen: QPointF) -> bool:
        """A press on ``cell`` while playing: True if the style holds a piece now (the
        scene then sends the moves of the mouse to ``drag`` and the release to ``drop``)."""
        ...

    def drag(self, point: QPointF, screen: QPointF) -> None:
        """The mouse moved to ``point`` with a piece held."""
        ...

    def drop(self, cell: int | None, point: QPointF) -> None:
        """The held piece is let go over ``cell`` at ``point``."""
        ...

    def steps(self, transition: Transition) -> list[list[Track]]:
        """The animation of the move that led to ``transition.position`` (shown now), as
        steps of tracks played together."""
        ...

"""A turn of several actions (Medusa) while a person plays it: :class:`TurnInProgress`, the
actions so far on top of a node of the game tree (:mod:`magnetdesk.gui.play.turn_commands` plays
it)."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Transition
from magnetdesk.record import Node


class TurnInProgress:
    """The actions played so far in an unfinished turn from ``start``, the position at
    ``node`` of the game tree."""

    def __init__(self, node: Node, start: Any) -> None:
        self.node = node
        self.start = start
        self.steps: list[Transition[Any]] = []

    @property
    def position(self) -> Any:
        return self.steps[-1].position if self.steps else self.start

    def so_far(self) -> Transition[Any]:
        """The turn so far as one transition (its marks: the placed stone, the jumps)."""
        position = self.position
        effects = tuple(e for step in self.steps for e in step.effects)
        return Transition(position, position.turn_so_far, effects)

    def text(self) -> str:
        return self.position.move_text(self.position.turn_so_far)

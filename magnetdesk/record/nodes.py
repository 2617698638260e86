"""The nodes of the game tree: what a node holds (:class:`Play`, :class:`Setup`, a comment, the
properties kept without interpreting them) and how it hangs in the tree. The tree itself is
:mod:`magnetdesk.record.tree`; files are :mod:`magnetdesk.record.sgf`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from magnetdesk.engine.core.setup import Setup as Setup  # a setup node's (SGF AB/AW/AE/PL)
from magnetdesk.engine.core.vocabulary import Colour
from magnetdesk.record.markup import EMPTY_MARKUP, Markup

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Position

RawProperty = tuple[str, tuple[str, ...]]


@dataclass(frozen=True)
class Play:
    """``colour`` (BLACK or WHITE) plays ``text``, a move in the variant's notation (``D4``,
    ``pass``)."""

    colour: Colour
    text: str


class Node:
    """A node of the game tree. ``markup`` is what it marks on the board (shapes, labels,
    arrows: :mod:`magnetdesk.record.markup`); ``other`` holds the properties magnetdesk does
    not interpret (timing, a program's own), in file order, as ``(identifier, raw values)``."""

    __slots__ = (
        "checkpoint",
        "children",
        "comment",
        "depth",
        "markup",
        "move_number",
        "other",
        "parent",
        "play",
        "redo",
        "setup",
    )

    def __init__(
        self, parent: Node | None, play: Play | None = None, setup: Setup | None = None
    ) -> None:
        self.parent = parent
        self.play = play
        self.setup = setup
        self.children: list[Node] = []
        self.comment = ""
        self.other: tuple[RawProperty, ...] = ()
        self.markup: Markup = EMPTY_MARKUP
        self.depth: int = 0 if parent is None else parent.depth + 1
        self.move_number: int = 0 if parent is None else parent.move_number + (play is not None)
        self.redo: Node | None = None  # the child last visited: where redo goes
        self.checkpoint: Position[Any] | None = None

    def path(self) -> list[Node]:
        """The nodes from the root down to this one."""
        nodes = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def on_main_line(self) -> bool:
        """Whether this node is on the main line (each node on its way the first child)."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def forward(self) -> Node | None:
        """The child redo goes to: the last visited one, else the main line."""
        if self.redo is not None and self.redo.parent is self:
            return self.redo
        return self.children[0] if self.children else None

    def __repr__(self) -> str:
        what = self.play.text if self.play else "setup" if self.setup else "root" if (
            self.parent is None) else "empty"
        return f"<Node {what} depth {self.depth}>"

"""Tree reuse between moves, as in Pachi and Fuego: a search keeps its tree, and the next search
in the same game starts from the node the game reached (after our move and the reply, two plies
down; or one, or the same position), with every visit it already had.

Each process keeps one tree per family (:class:`KeptTree`): a worker of the pool searches every
move of a game, so its own tree goes on; a search in a new game, after a take-back or from any
position the kept tree does not hold starts afresh. A node is the game's position only when its
position equals it with the same history (superko reads the history), so a reused tree obeys the
rules exactly as a new one.

>>> from magnetdesk.ai.core.node import Node
>>> from magnetdesk.engine.variants import new_position
>>> start = new_position("go", size=9)
>>> a = start.attempt(40).position
>>> b = a.attempt(41).position
>>> root = Node(-1, start)
>>> child = Node(40, a); child.visits = 9; root.children = [child]
>>> grandchild = Node(41, b); grandchild.visits = 7; child.children = [grandchild]
>>> kept = KeptTree()
>>> kept.keep(root)
>>> kept.take(b) is grandchild, kept.take(b) is None   # taken once: the tree is the new search's
(True, True)
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

REUSE_DEPTH = 2  # our move and the reply


class _Positioned(Protocol):
    position: Any
    children: Any
    visits: int


NodeT = TypeVar("NodeT", bound=_Positioned)


def same_game(one: Any, other: Any) -> bool:
    """Whether two positions are the same position reached through the same history (the
    positions of a family compare their boards, side, ko and rules; the history is the
    chain of earlier boards superko reads)."""
    if one is None or one != other:
        return False
    mine, theirs = getattr(one, "history", None), getattr(other, "history", None)
    if mine is None or theirs is None:
        return mine is theirs
    if mine is theirs:
        return True
    return [link.board_hash for link in mine] == [link.board_hash for link in theirs]


class KeptTree(Generic[NodeT]):
    """The last search's root, kept for the next one in this process."""

    def __init__(self) -> None:
        self.root: NodeT | None = None

    def keep(self, root: NodeT) -> None:
        self.root = root

    def forget(self) -> None:
        self.root = None

    def take(self, position: Any) -> NodeT | None:
        """The kept node at ``position`` within :data:`REUSE_DEPTH` plies of the kept root (the
        root itself included), or None; the rest of the kept tree is let go either way."""
        root, self.root = self.root, None
        if root is None:
            return None
        level = [root]
        for _depth in range(REUSE_DEPTH + 1):
            for node in level:
                if node.visits and same_game(node.position, position):
                    return node
            level = [child for node in level for child in node.children or ()
                     if child.visits and child.position is not None]
        return None

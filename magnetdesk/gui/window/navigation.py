"""Moving through the game tree: Redo, the first and last move, the variations, deleting a
branch and making a line the main line. A part the window holds (``window.navigation``): it
gets the window as a :class:`NavigationHost` and the tree panel to redraw when the tree
changes. Undo stays the window's (a turn in progress takes its last action back first)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import ClassVar, Protocol

from PySide6.QtWidgets import QMessageBox

from magnetdesk.gui.common.turn_in_progress import TurnInProgress
from magnetdesk.gui.common.window_host import GameHost
from magnetdesk.gui.panels.tree_panel import TreePanel
from magnetdesk.gui.play.turn_guards import own_turn_after
from magnetdesk.record import Node
from magnetdesk.translation import tr


class NavigationHost(GameHost, Protocol):
    """What navigation uses of the window besides the game: who plays each colour, the turn
    in progress, the way every step through the tree goes, and the comment being typed."""

    def levels(self) -> dict[int, int | None]: ...
    def turn_in_progress(self) -> TurnInProgress | None: ...
    def _navigate(self, step: Callable[[], object]) -> None: ...
    def commit_comment(self) -> None: ...
    def stop_thinking(self) -> None: ...


class NavigationPart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = (
        "redo", "go_next", "go_first", "go_last", "next_variation", "previous_variation",
        "delete_branch", "promote",
    )

    def __init__(self, host: NavigationHost, tree: TreePanel) -> None:
        self.host = host
        self.tree = tree

    def lone_person(self) -> list[int] | None:
        """The person's colour in a game against the computer (no turn in progress)."""
        people = [colour for colour, level in self.host.levels().items() if level is None]
        return people if len(people) == 1 and self.host.turn_in_progress() is None else None

    def redo(self) -> None:
        """Redo (Ctrl+Y): what Undo took; against the computer on to the person's next turn
        (their move and the computer's reply), else one move. → still steps one move."""
        game = self.host.game
        target = None
        if (people := self.lone_person()) is not None:
            target = own_turn_after(game.record, game.node, people)
        if target is None:
            self.host._navigate(game.redo)
        else:
            self.host._navigate(lambda: game.go_to(target))

    def go_next(self) -> None:
        self.host._navigate(self.host.game.redo)

    def go_first(self) -> None:
        self.host._navigate(self.host.game.first)

    def go_last(self) -> None:
        self.host._navigate(self.host.game.last)

    def next_variation(self) -> None:
        self.host._navigate(self.host.game.next_variation)

    def previous_variation(self) -> None:
        self.host._navigate(self.host.game.previous_variation)

    def delete_branch(self) -> None:
        """Delete the current move and everything after it, once the user agrees."""
        node = self.host.game.node
        if node.parent is None:
            return
        self.host.commit_comment()
        after = sum(1 for _ in _subtree(node)) - 1
        question = (
            tr("Delete this move? This cannot be undone.") if not after
            else tr("Delete this move and the %n after it? This cannot be undone.", None, after)
        )
        answer = QMessageBox.question(
            self.host.window(), tr("Delete moves"), question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.host.stop_thinking()
        self.host.game.delete_branch()
        self._changed()

    def promote(self) -> None:
        """Make the line to the current node the main line."""
        if self.host.game.promote():
            self._changed()

    def _changed(self) -> None:
        """The tree changed: its picture, the title and the autosave, the board."""
        self.tree.refresh()
        self.host.mark_dirty()
        self.host.refresh()


def has_variation(node: Node) -> bool:
    """Whether ↑/↓ lead anywhere: some node on the way to ``node`` has a sibling."""
    while node.parent is not None:
        if len(node.parent.children) > 1:
            return True
        node = node.parent
    return False


def _subtree(node: Node) -> Iterator[Node]:
    """Every node from ``node`` down (iteratively: trees can be deep)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)

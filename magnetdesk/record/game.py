"""A cursor on a game tree: play, take back, walk the branches, edit the tree.

>>> from magnetdesk.record.tree import GameRecord
>>> game = Game(GameRecord("go", {"size": 9}))
>>> _ = game.play("E5"); _ = game.play("D5")
>>> game.undo(); _ = game.play("E4")        # a new branch: D5 is kept
True
>>> [child.play.text for child in game.node.parent.children]
['D5', 'E4']
>>> game.previous_variation(), game.node.play.text
(True, 'D5')

Moves never get lost: playing from an earlier node adds a branch (or follows the existing
child with that move), and only :meth:`Game.delete_branch` removes nodes. Navigation answers
True when it moved and False when there was nowhere to go. No call replays the game from the
start: positions come from the record's cache.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from magnetdesk.engine.core.setup import Arrangement
from magnetdesk.engine.core.vocabulary import Colour, Illegal, Move, Position, Reason, Transition
from magnetdesk.engine.variants import family_of
from magnetdesk.record.positions import apply_play, apply_setup
from magnetdesk.record.tree import GameRecord, Node, Play, Setup
from magnetdesk.translation import tr


class Game:
    """The current node of a :class:`GameRecord` and the moves that change it."""

    def __init__(self, record: GameRecord, node: Node | None = None) -> None:
        self.record = record
        self.node = record.root if node is None else node

    @classmethod
    def new(cls, variant: str, **options: Any) -> Game:
        """A new game at its start (OptionError for a wrong option)."""
        return cls(GameRecord(variant, options))

    @property
    def position(self) -> Position[Any]:
        return self.record.position(self.node)

    @property
    def move_number(self) -> int:
        return self.node.move_number

    # --- moves ----------------------------------------------------------------------------

    def play(
        self, move: str | Move, colour: Colour | None = None
    ) -> Transition[Position[Any]] | Illegal:
        """Play ``move`` for ``colour`` (default: the side to move): a text in the variant's
        notation, or a move value of the engine (a Go cell, a whole Medusa ``Turn``).

        A legal move goes to the child with that move, or makes a new last child; the answer
        is the engine's Transition (with the effects to animate). An illegal one changes
        nothing and answers the engine's Illegal with the reason. A node holds a whole move:
        Medusa's single actions are built on the position and played here as one ``Turn``.
        """
        position = self.position
        colour = position.to_move if colour is None else colour
        text = move if isinstance(move, str) else _whole_move_text(position, move)
        if isinstance(text, Illegal):
            return text
        parsed = position.parse_move(text)
        if isinstance(parsed, Illegal):
            return parsed
        play = Play(colour, position.move_text(parsed))
        outcome = apply_play(position, play)
        if isinstance(outcome, Illegal):
            return outcome
        for child in self.node.children:
            if child.play == play and child.setup is None:
                self._enter(child)
                return outcome
        self._enter(self.record.add_node(self.node, play, None, outcome.position))
        return outcome

    def add_setup(
        self,
        black: Iterable[str] = (),
        white: Iterable[str] = (),
        empty: Iterable[str] = (),
        to_move: Colour | None = None,
        board: str = "",
    ) -> Illegal | None:
        """Put stones on (or take them off) the board by hand, then ``to_move`` moves;
        ``board`` is a whole board in the family's text put there first (a chess FEN line).

        At the root of a game with no moves yet this changes the start (free handicap
        stones, a problem's diagram); anywhere else it adds a setup node as the last child.
        Nothing to set up changes nothing.
        """
        position = self.position
        topology = position.topology
        groups = []
        for names in (black, white, empty):
            group = set()
            for name in names:
                cell = topology.parse(name)
                if cell is None:
                    message = tr("{point} is not a point of this board").format(point=name)
                    return Illegal(Reason.OFF_BOARD, message)
                group.add(topology.name(cell))
            groups.append(frozenset(group))
        setup = Setup(groups[0], groups[1], groups[2], to_move, board)
        if setup.is_empty():
            return None
        if self.node is self.record.root and not self.node.children:
            root = self.node.setup or Setup()
            merged = Setup(
                (root.black - setup.white - setup.empty) | setup.black,
                (root.white - setup.black - setup.empty) | setup.white,
                (root.empty - setup.black - setup.white) | setup.empty,
                setup.to_move if setup.to_move is not None else root.to_move,
                setup.board or root.board,
                setup.state or root.state,
            )
            return self.record.set_root_setup(merged)
        after = apply_setup(position, setup)
        if isinstance(after, Illegal):
            return after
        self._enter(self.record.add_node(self.node, None, setup, after))
        return None

    def set_up(self, arrangement: Arrangement) -> Illegal | None:
        """Edit ▸ Set up position: ``arrangement`` on a node of its own after the current
        one (SGF's setup node: undone as a move is, moves and branches follow it), or why
        not. The family's kit says what changes and whether the position reached can be
        (:mod:`magnetdesk.engine.core.setup`); a refusal changes nothing, and so does an
        arrangement that is the position already."""
        kit = family_of(self.record.variant).setup
        if kit is None:
            return Illegal(Reason.ILLEGAL, tr("this game cannot be set up by hand"))
        position = self.position
        if kit.arrangement(position) == arrangement:
            return None
        setup = kit.change(position, arrangement)
        after = apply_setup(position, setup)
        if isinstance(after, Illegal):
            return after
        refused = kit.check(after)
        if refused is not None:
            return refused
        self._enter(self.record.add_node(self.node, None, setup, after))
        return None

    def set_comment(self, text: str) -> None:
        self.node.comment = text

    # --- walking --------------------------------------------------------------------------

    def _enter(self, child: Node) -> None:
        self.node.redo = child
        self.node = child

    def undo(self) -> bool:
        """Back to the parent; the node stays in the tree and redo comes back to it."""
        parent = self.node.parent
        if parent is None:
            return False
        parent.redo = self.node
        self.node = parent
        return True

    def redo(self) -> bool:
        """Forward to the child visited last (or the main line)."""
        child = self.node.forward()
        if child is None:
            return False
        self._enter(child)
        return True

    # The navigation buttons walk the same way as undo and redo.
    previous = undo
    next = redo

    def first(self) -> bool:
        """To the root (the start position)."""
        return self.go_to(self.record.root)

    def last(self) -> bool:
        """Forward along the remembered line to its end."""
        node = self.node
        while (child := node.forward()) is not None:
            node.redo = child
            node = child
        return self.go_to(node)

    def go_to_move(self, number: int) -> bool:
        """To the node where move ``number`` was played on the current line (0: the root);
        False (and no change) if the line has fewer moves."""
        if number < 0:
            return False
        node = self.node
        while node.parent is not None and node.move_number > number:
            node = node.parent
        while node.parent is not None and node.parent.move_number == number:
            node = node.parent  # the node where the move was made, not a setup after it
        while node.move_number < number:
            child = node.forward()
            if child is None:
                return False
            node = child
        self._walk_to(node)
        return True

    def next_variation(self) -> bool:
        """To the next sibling of the nearest node on the current line that has one."""
        return self._sibling(+1)

    def previous_variation(self) -> bool:
        return self._sibling(-1)

    def _sibling(self, step: int) -> bool:
        node = self.node
        while node.parent is not None:
            siblings = node.parent.children
            index = siblings.index(node) + step
            if 0 <= index < len(siblings):
                self._walk_to(siblings[index])
                return True
            node = node.parent
        return False

    def to_main_line(self) -> bool:
        """To the nearest node of the main line above the current one (the branch point)."""
        branch = None
        node = self.node
        while node.parent is not None:
            if node.parent.children[0] is not node:
                branch = node.parent
            node = node.parent
        return branch is not None and self.go_to(branch)

    def go_to(self, node: Node) -> bool:
        """Go to any node of the tree (a click in the tree panel); False if already there."""
        moved = node is not self.node
        self._walk_to(node)
        return moved

    def _walk_to(self, node: Node) -> None:
        """Go to ``node`` and remember the way down to it for redo."""
        child = node
        while child.parent is not None:
            child.parent.redo = child
            child = child.parent
        self.node = node

    # --- editing --------------------------------------------------------------------------

    def delete_branch(self) -> bool:
        """Remove the current node with everything below it; the cursor goes to the parent."""
        node = self.node
        parent = node.parent
        if parent is None:
            return False
        result_node = self.record.result_node()
        parent.children.remove(node)
        if parent.redo is node:
            parent.redo = None
        if result_node is not None and node in result_node.path():
            self.record.clear_result()  # the game no longer ends where it ended
        self.node = parent
        return True

    def promote(self) -> bool:
        """Make the current line the main line: every node on the way up becomes the first
        child of its parent. False if it already is the main line."""
        changed = False
        node = self.node
        while node.parent is not None:
            siblings = node.parent.children
            if siblings[0] is not node:
                siblings.remove(node)
                siblings.insert(0, node)
                changed = True
            node = node.parent
        return changed


def _whole_move_text(position: Position[Any], move: Move) -> str | Illegal:
    """The notation of a move value, if it is a whole move of this game (its text reads back
    as the same value); a single Medusa action is not."""
    text: str | None
    try:
        text = position.move_text(move)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        text = None
    if text is None or position.parse_move(text) != move:
        message = tr("{move} is not a whole move of this game").format(move=repr(move))
        return Illegal(Reason.SYNTAX, message)
    return text

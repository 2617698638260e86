"""The game tree (the undo tree): every move ever tried, as branches that are never lost.

The root holds the variant and its options, the game information (players, date, result ...)
and optional setup stones; every other node holds a move in the variant's own notation
(:class:`Play`), setup stones (:class:`Setup`), or both (setup first), plus a comment and the
properties of the file we keep without interpreting them. The first child of a node is its
main line. Positions are not stored on every node: see :mod:`magnetdesk.record.positions`.

>>> record = GameRecord("go", {"size": 9})
>>> from magnetdesk.record.game import Game
>>> game = Game(record)
>>> game.play("E5").position.board_text().splitlines()[4]
'....X....'
>>> [node.play.text for node in record.main_line()[1:]]
['E5']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Colour, Illegal, Position
from magnetdesk.engine.variants import new_position
from magnetdesk.record.nodes import Node as Node
from magnetdesk.record.nodes import Play as Play
from magnetdesk.record.nodes import Setup as Setup
from magnetdesk.record.positions import PositionCache, advance, apply_setup


class GameRecord:
    """A game: the variant, its resolved options, the game information and the tree.

    ``info`` maps SGF game-information identifiers (``PB``, ``PW``, ``DT``, ``RE`` ...) to
    their text; komi, handicap and board size are options, not info. Make moves with a
    :class:`magnetdesk.record.game.Game` cursor. ``GameRecord(variant, options)`` raises the
    engine's OptionError for a wrong option.
    """

    def __init__(
        self,
        variant: str,
        options: Mapping[str, Any] | Iterable[tuple[str, Any]] = (),
        info: Mapping[str, str] | None = None,
    ) -> None:
        start = new_position(variant, **dict(options))
        self.variant = variant
        self.options: tuple[tuple[str, Any], ...] = start.rules.options
        self.start = start
        self.info: dict[str, str] = dict(info or {})
        self.root = Node(None)
        self.root.checkpoint = start
        self.positions = PositionCache()
        self._result_node: Node | None = None

    def position(self, node: Node) -> Position[Any]:
        """The position at ``node`` (after its setup and move)."""
        return self.positions.get(node)

    # --- building -------------------------------------------------------------------------

    def set_root_setup(self, setup: Setup | None) -> Illegal | None:
        """Put setup stones on the start position (before any move is made), or say why not.

        Stored as the difference from the variant's start position (handicap or crosscut
        stones that are already there are not repeated)."""
        if self.root.children:
            raise ValueError("the root setup can change only before the first move")
        setup = self._normalised(setup)
        position = self.start if setup is None else apply_setup(self.start, setup)
        if isinstance(position, Illegal):
            return position
        self.root.setup = setup
        self.root.checkpoint = position
        self.positions.clear()
        return None

    def _normalised(self, setup: Setup | None) -> Setup | None:
        if setup is None:
            return None
        if setup.board:  # a whole board replaces the start: nothing to compare with
            return setup
        topology = self.start.topology
        colour_at = dict.fromkeys(range(topology.cell_count), EMPTY)
        for colour in (BLACK, WHITE):
            for cell in self.start.stones(colour):
                colour_at[cell] = colour

        def changes(names: frozenset[str], colour: Colour) -> frozenset[str]:
            kept = set()
            for name in names:
                cell = topology.parse(name)
                if cell is None:
                    kept.add(name)  # apply_setup will say why it is wrong
                elif colour_at[cell] != colour:
                    kept.add(topology.name(cell))
            return frozenset(kept)

        to_move = setup.to_move if setup.to_move != self.start.to_move else None
        result = Setup(
            changes(setup.black, BLACK), changes(setup.white, WHITE),
            changes(setup.empty, EMPTY), to_move, state=setup.state,
        )
        return None if result.is_empty() else result

    def add_node(self, parent: Node, play: Play | None, setup: Setup | None, position: Position[Any]
    ) -> Node:
        """Attach a new last child to ``parent`` whose position the caller has computed."""
        node = Node(parent, play, setup)
        parent.children.append(node)
        self.positions.store(node, position)
        return node

    def change_options(self, options: Mapping[str, Any]) -> None:
        """Play the same tree under other ``options`` (the komi corrected after the game):
        every position is computed again from the new start. The engine's OptionError for a
        wrong option, ValueError when a setup or move no longer fits; either way nothing
        changes."""
        start = new_position(self.variant, **dict(options))
        first = start if self.root.setup is None else apply_setup(start, self.root.setup)
        if isinstance(first, Illegal):
            raise ValueError(first.message)
        checkpoints: dict[Node, Position[Any]] = {}
        stack: list[tuple[Node, Position[Any]]] = [(self.root, first)]
        while stack:  # depth first, holding only the positions still to be walked from
            node, position = stack.pop()
            if node.depth % self.positions.every == 0:
                checkpoints[node] = position
            for child in node.children:
                after = advance(position, child.setup, child.play)
                if isinstance(after, Illegal):
                    raise ValueError(after.message)
                stack.append((child, after))
        self.start = start
        self.options = start.rules.options
        for node, position in checkpoints.items():
            node.checkpoint = position
        self.positions.clear()

    # --- walking --------------------------------------------------------------------------

    def main_line(self) -> list[Node]:
        """The root and the first child of each node after it."""
        nodes = [self.root]
        while nodes[-1].children:
            nodes.append(nodes[-1].children[0])
        return nodes

    def nodes(self) -> Iterator[Node]:
        """Every node, depth first, main lines before variations (as in the file)."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def line_to(self, node: Node) -> GameRecord:
        """A copy of this game with only the moves from the root to ``node`` (for exporting the
        game as it is being played, as the text protocol's ``printsgf`` does)."""
        info = {key: text for key, text in self.info.items() if key != "RE"}
        copy = GameRecord(self.variant, self.options, info)
        copy.set_root_setup(self.root.setup)
        copy.root.comment, copy.root.other = self.root.comment, self.root.other
        copy.root.markup = self.root.markup
        parent = copy.root
        ended = self.result_node()
        for original in node.path()[1:]:
            parent = copy.add_node(parent, original.play, original.setup, self.position(original))
            parent.comment, parent.other = original.comment, original.other
            parent.markup = original.markup
            if original is ended:  # the result only if this line reached it
                copy.set_result(parent, self.info["RE"])
        return copy

    # --- the result -----------------------------------------------------------------------

    def result_node(self) -> Node | None:
        """The node where the game ended with the result ``info["RE"]`` (None: no result).

        A result belongs to the node where it was reached: a branch made anywhere else is a
        live game. A file keeps only the text (SGF has ``RE`` at the root), so a result
        read from a file belongs to the end of the main line as it was when first asked.
        """
        if not self.info.get("RE"):
            return None
        if self._result_node is None or not _attached(self._result_node, self.root):
            self._result_node = self.main_line()[-1]
        return self._result_node

    def result_at(self, node: Node) -> str:
        """The result if the game ended at ``node``, else ``""``."""
        return self.info.get("RE", "") if node is self.result_node() else ""

    def result_on_line(self, node: Node) -> str:
        """The result if the line through ``node`` (its path, and on the redo way) reached
        it, else ``""``: a branch made elsewhere is a live game."""
        ended = self.result_node()
        if ended is None:
            return ""
        end = node
        while end is not ended and (child := end.forward()) is not None:
            end = child
        return self.info["RE"] if end is ended or ended in node.path() else ""

    def result_in_file(self) -> str:
        """The result a file writes as ``RE``: the main line's, if the game ended at its last
        node (a file read back gives ``RE`` to that node); else none."""
        ended = self.result_node()
        written = ended is not None and not ended.children and ended.on_main_line()
        return self.info["RE"] if written else ""

    def set_result(self, node: Node, result: str) -> None:
        """The game ended at ``node`` with ``result`` (``B+R``, ``W+6.5`` ...)."""
        self.info["RE"] = result
        self._result_node = node

    def clear_result(self) -> None:
        self.info.pop("RE", None)
        self._result_node = None

    def __repr__(self) -> str:
        return f"<GameRecord {self.variant} {dict(self.options)}>"


def _attached(node: Node, root: Node) -> bool:
    """Whether ``node`` is still in the tree of ``root`` (not in a deleted branch)."""
    while node.parent is not None:
        if node not in node.parent.children:
            return False
        node = node.parent
    return node is root

"""Edit ▸ Markup: the tools that mark the board up on any node (a triangle, square, circle or
cross on a point, a letter or the next free number as a label, an arrow or a line between two
points, dimmed points, the eraser), in every family.

With a tool chosen the board takes clicks for it instead of moves: a click marks the point
(the same shape again takes it off), an arrow or a line goes from the point pressed to the
point let go, or from one click to the next (so the keyboard's board cursor, Ctrl+B and
Enter, draws them too). Each change goes into the node at once (the file keeps it as
``TR SQ CR MA LB AR LN DD``, :mod:`magnetdesk.record.markup`) and can be taken back with
*Undo the last mark*. *Play* gives the board back to the moves.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from magnetdesk.gui.board.scene import BoardMode, BoardScene
from magnetdesk.record import Node
from magnetdesk.record.markup import ARROW, DIM, LINE, SHAPES, Markup, dimmed_at
from magnetdesk.translation import QT_TR_NOOP, tr

PLAY, LETTER, NUMBER, ERASE = "play", "letter", "number", "erase"
# the tool, its menu entry, its key, what the status line says when it is chosen
TOOLS = (
    (PLAY, QT_TR_NOOP("&Play (no markup tool)"), "Ctrl+Alt+0", ""),
    ("TR", QT_TR_NOOP("&Triangle"), "Ctrl+Alt+1", QT_TR_NOOP("Click a point to mark it")),
    ("SQ", QT_TR_NOOP("&Square"), "Ctrl+Alt+2", QT_TR_NOOP("Click a point to mark it")),
    ("CR", QT_TR_NOOP("&Circle"), "Ctrl+Alt+3", QT_TR_NOOP("Click a point to mark it")),
    ("MA", QT_TR_NOOP("Cr&oss"), "Ctrl+Alt+4", QT_TR_NOOP("Click a point to mark it")),
    (LETTER, QT_TR_NOOP("&Letter label"), "Ctrl+Alt+5",
     QT_TR_NOOP("Click a point to label it with the next letter")),
    (NUMBER, QT_TR_NOOP("&Number label"), "Ctrl+Alt+6",
     QT_TR_NOOP("Click a point to label it with the next number")),
    (ARROW, QT_TR_NOOP("&Arrow"), "Ctrl+Alt+7",
     QT_TR_NOOP("Drag from one point to another, or click both, to draw an arrow")),
    (LINE, QT_TR_NOOP("L&ine"), "Ctrl+Alt+8",
     QT_TR_NOOP("Drag from one point to another, or click both, to draw a line")),
    (DIM, QT_TR_NOOP("&Dim"), "Ctrl+Alt+9", QT_TR_NOOP("Click a point to dim it or undim it")),
    (ERASE, QT_TR_NOOP("&Erase"), "Ctrl+Alt+E",
     QT_TR_NOOP("Click a point to take its marks off")),
)


class MarkupHost(Protocol):
    """What the tools use of the window."""

    @property
    def game(self) -> Any: ...

    def say(self, text: str) -> None: ...

    def mark_dirty(self) -> None: ...

    def refresh(self) -> None: ...


class MarkupPart(QObject):
    """See the module docstring: the tools' menu, what a click does with a tool, the markup
    of the node shown."""

    COMMANDS: tuple[str, ...] = ()  # its actions are its own menu's

    def __init__(self, host: MarkupHost, board: BoardScene) -> None:
        super().__init__()
        self.host = host
        self.board = board
        self.tool = PLAY
        self.start: int | None = None  # an arrow's or a line's first point, clicked
        self.undone: list[tuple[Node, Markup]] = []  # each change: the node, its markup before
        self.actions: dict[str, QAction] = {}
        board.cellsDragged.connect(self.dragged)

    def install(self, window_actions: dict[str, QAction], beside: str = "promote") -> QMenu:
        """The Markup submenu at the end of the menu that holds the window's action ``beside``
        (Edit); its actions join ``window_actions`` as ``markup_<tool>``."""
        beside_action = window_actions[beside]
        edit_menu = next(o for o in beside_action.associatedObjects() if isinstance(o, QMenu))
        edit_menu.addSeparator()
        menu = edit_menu.addMenu(tr("Mar&kup"))
        group = QActionGroup(menu)
        for tool, text, key, _ in TOOLS:
            action = QAction(tr(text), menu, checkable=True)
            action.setShortcut(QKeySequence(key))
            action.setChecked(tool == PLAY)
            action.triggered.connect(lambda _=False, tool=tool: self.choose(tool))
            group.addAction(action)
            menu.addAction(action)
            self.actions[tool] = action
            if tool == PLAY:
                menu.addSeparator()
        menu.addSeparator()
        undo = QAction(tr("&Undo the last mark"), menu)
        undo.setShortcut(QKeySequence("Ctrl+Alt+Z"))
        undo.triggered.connect(self.undo)
        menu.addAction(undo)
        self.actions["undo"] = undo
        clear = QAction(tr("Clea&r this node's markup"), menu)
        clear.triggered.connect(self.clear)
        menu.addAction(clear)
        self.actions["clear"] = clear
        window_actions.update({f"markup_{name}": a for name, a in self.actions.items()})
        return menu

    # --- the tool ---------------------------------------------------------------------------

    def choose(self, tool: str) -> None:
        """Take ``tool`` (PLAY: none, the board plays moves again)."""
        self.tool, self.start = tool, None
        self.actions[tool].setChecked(True)
        self.board.set_mode(BoardMode.PLAY if tool == PLAY else BoardMode.SELECT)
        hint = next(words for name, _, _, words in TOOLS if name == tool)
        self.host.say(tr(hint) if hint else tr("The board plays moves again"))

    def active(self) -> bool:
        return self.tool != PLAY

    def clicked(self, cell: int) -> bool:
        """A click on ``cell``: marked with the tool (True), or no tool is chosen (False)."""
        if not self.active():
            return False
        if self.tool in (ARROW, LINE):
            if self.start is None or self.start == cell:
                self.start = None if self.start == cell else cell
                if self.start is not None:
                    self.host.say(tr("{point}: now click where it goes").format(
                        point=self._name(cell)))
                return True
            start, self.start = self.start, None
            self.dragged(start, cell)
            return True
        node = self.host.game.node
        markup, name = node.markup, self._name(cell)
        if self.tool in SHAPES:
            changed = markup.with_shape(name, self.tool)
        elif self.tool in (LETTER, NUMBER):
            text = markup.next_letter() if self.tool == LETTER else markup.next_number()
            changed = markup.with_label(name, "" if markup.label_at(name) else text)
        elif self.tool == DIM:
            dimmed = set(dimmed_at(n.markup for n in node.path()))
            changed = markup.with_dimmed(dimmed ^ {name})
        else:
            changed = markup.erased(name)
        self._change(node, changed)
        return True

    def dragged(self, start: int, end: int) -> None:
        """Pressed on ``start``, let go on ``end``: an arrow or a line between them."""
        if self.tool not in (ARROW, LINE):
            return
        node = self.host.game.node
        a, b = self._name(start), self._name(end)
        markup = node.markup
        self._change(node, markup.with_arrow(a, b) if self.tool == ARROW
                     else markup.with_line(a, b))

    def undo(self) -> None:
        """Take back the last change of markup (on whichever node it was)."""
        if not self.undone:
            self.host.say(tr("No mark to take back"))
            return
        node, before = self.undone.pop()
        node.markup = before
        self.host.mark_dirty()
        self.host.refresh()

    def clear(self) -> None:
        node = self.host.game.node
        if not node.markup.is_empty():
            self._change(node, Markup())

    # --- showing ----------------------------------------------------------------------------

    def show(self, node: Node) -> None:
        """Draw ``node``'s markup (and the dimming it inherits) on the board."""
        self.board.set_markup(node.markup, dimmed_at(n.markup for n in node.path()))
        if self.active() and self.board.mode() == BoardMode.PLAY:
            self.board.set_mode(BoardMode.SELECT)  # the scoring phase gave the board back

    def _change(self, node: Node, markup: Markup) -> None:
        if markup == node.markup:
            return
        self.undone.append((node, node.markup))
        node.markup = markup
        self.host.mark_dirty()
        self.show(node)

    def _name(self, cell: int) -> str:
        return str(self.board.topology.name(cell))

"""Playing without a mouse: the board's keyboard cursor and the typed move. A part the window
holds (``window.keyboard``): it gets the window as a :class:`KeyboardHost` and the board.

Game ▸ Play on the board with the keys (Ctrl+B, F6) gives the board the keys
(:mod:`magnetdesk.gui.board.cursor`). Game ▸ Type a move… (Ctrl+L) opens the move field in the
status bar: a move in the variant's own notation is played at once — Go's ``d4`` or ``pass``;
chess ``e2e4``, ``e7e8q`` or SAN (``Nf3``, ``exd5``, ``O-O``); Medusa one action at a time or
several: ``k10``, ``q15-s15``, ``done`` (Enter on an empty field is Done too). The family reads
the text (its ``read_typed``: the positions' own ``parse_move``, Medusa's ``parse_action``,
the chess record reader's SAN in :mod:`magnetdesk.gui.board.chess.typed`); the move then goes
the way a click's does (the view's ``cellClicked`` or ``actionChosen``, the Pass and Done
commands), so the same checks and the same refusal in the status bar follow. A refused entry
stays in the field. While scoring, a typed point marks its group dead or alive as a click
does. Esc leaves the field.

Esc also puts back a piece picked up with the mouse (clicked, or still being dragged), as it
does one picked up with the board's keys: while a piece is picked up, Esc is that and neither
Take back nor Stop the computer (two enabled actions on one key would both be dead).
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QWidget

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.gui.board.cursor import BoardKeys
from magnetdesk.gui.board.drag import DragStyle
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.board.family import END_OF_TURN
from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.common.window_host import GameHost
from magnetdesk.translation import tr

FIELD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)


class MoveEntry(QWidget):
    """The typed-move field (a label and a line): ``typed(text)`` on Enter; Esc hides it
    (Enter and Esc are the field's here, not the window's Done and Take back)."""

    typed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = QLineEdit()
        self.field.setAccessibleName(tr("Move to play"))
        self.field.setFixedWidth(self.field.fontMetrics().horizontalAdvance("m" * 18))
        label = QLabel(tr("&Move:"))
        label.setBuddy(self.field)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.field)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.field.returnPressed.connect(lambda: self.typed.emit(self.field.text()))
        self.field.installEventFilter(self)

    def open(self, example: str) -> None:
        """Show the field with the keys in it, ``example`` greyed in it while empty."""
        self.show_example(example)
        self.show()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_example(self, example: str) -> None:
        """``example`` greyed in the field while it is empty (the game's own notation)."""
        self.field.setPlaceholderText(example)
        self.field.setAccessibleDescription(example)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.key() in FIELD_KEYS:
            if event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
                self.field.clearFocus()  # the window's keys again, not the next widget's
                self.hide()
                return True
        return False


class KeyboardHost(GameHost, Protocol):
    """What playing by the keys uses of the window besides the game: its commands (Done,
    Pass, and Esc's others while a piece is picked up), whether the scoring phase takes the
    clicks, and the window to hold the Esc shortcut."""

    actions: dict[str, QAction]

    def scoring_shown(self) -> bool: ...
    def addAction(self, action: QAction) -> None: ...


class KeyboardPart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("play_with_keys", "type_move")

    def __init__(self, host: KeyboardHost, view: BoardView) -> None:
        self.host = host
        self.view = view
        self.board_keys = BoardKeys(view, view.board)
        self.move_entry = MoveEntry()
        self.move_entry.hide()
        host.statusBar().insertPermanentWidget(0, self.move_entry)
        self.move_entry.typed.connect(self._typed)
        view.board.pickedUp.connect(self._picked_up)

    def add_put_back(self) -> None:
        """Esc puts back a piece picked up: an action of the window's, without a menu."""
        put_back = QAction(tr("Put back the piece picked up"), self.host.window())
        put_back.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        put_back.setEnabled(False)
        put_back.triggered.connect(self._put_back)
        self.host.addAction(put_back)  # no menu: Esc, while a piece is picked up
        self.host.actions["put_back"] = put_back

    def _picked_up(self, picked: bool) -> None:
        """A piece is picked up: Esc puts it back; none is: Esc is the window's again."""
        self.host.actions["put_back"].setEnabled(picked)
        if picked:
            for name in ("take_back", "stop_computer"):
                self.host.actions[name].setEnabled(False)
        else:
            self.host.update_actions()

    def _put_back(self) -> None:
        style = self.view.board.board_style
        if isinstance(style, DragStyle):
            style.put_down()

    def play_with_keys(self) -> None:
        """Game ▸ Play on the board with the keys: the board's cursor takes the keys."""
        self.board_keys.enter()
        self.host.say(tr("The arrow keys move the cursor, Enter plays there, Esc gives the keys "
                     "back"))

    def type_move(self) -> None:
        """Game ▸ Type a move…: the move field, the keys in it."""
        self.move_entry.open(self._typed_example())

    def _typed_example(self) -> str:
        return tr(family_of(self.host.game.record.variant).view.typed_example)

    def follow_the_game(self) -> None:
        """Another game is shown (New game, a file, a restore): the move field, open or not,
        shows that game's notation."""
        self.move_entry.show_example(self._typed_example())

    def _typed(self, text: str) -> None:
        """Play what was typed (see the module docstring); what is refused stays typed."""
        family = family_of(self.host.game.record.variant)
        words = text.split() if family.turns else [text] if text.strip() else []
        if not words:
            if family.turns:
                self._done_or_pass()
            return
        for at, word in enumerate(words):
            if not self._play_typed(word):
                self.move_entry.field.setText(" ".join(words[at:]))
                return
        self.move_entry.field.clear()

    def _play_typed(self, text: str) -> bool:
        """Play one typed move or action; False (the status bar says why) if it is not
        played."""
        position = self.host.position
        move = family_of(self.host.game.record.variant).view.read_typed(position, text)
        if move == END_OF_TURN:
            return self._done_or_pass()
        if isinstance(move, int) and self.host.scoring_shown():
            self.view.cellClicked.emit(move)  # a group marked dead or alive
            return True
        # a point goes the way a Go-family click does, a chess move or a Medusa action as
        # the board's styles send them
        view = self.view
        return self._offer(move, view.cellClicked.emit if isinstance(move, int) else
                           view.actionChosen.emit)

    def _offer(self, move: Any, chosen: Any) -> bool:
        """``move`` goes the way the board's click would send it (``chosen``) if the engine
        accepts it; else the status bar says why."""
        outcome = move if isinstance(move, Illegal) else self.host.position.attempt(move)
        if isinstance(outcome, Illegal):
            self.host.say(outcome.message)
            return False
        return self._moves_on(lambda: chosen(move))

    def _done_or_pass(self) -> bool:
        """Done ends the turn in progress; at a turn's start it is a pass."""
        name = "done" if getattr(self.host.position, "in_turn", False) else "pass_move"
        return self._moves_on(lambda: self.host.actions[name].trigger())

    def _moves_on(self, act: Any) -> bool:
        """Do ``act``; whether the game (or the turn in progress) moved on."""
        node, board = self.host.game.node, self.host.position.board
        act()
        return self.host.game.node is not node or self.host.position.board != board

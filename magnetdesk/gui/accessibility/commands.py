"""The window for a screen reader: a part the window holds (``window.speech``), and its menu,
View ▸ Read aloud. It gets the window as a :class:`SpeechHost` and the board's view.

The board's accessible name follows the position (``Go board, 9 by 9, Black to play``); every
move that arrives on the board — the person's, the computer's, a step through the game, an
action of a Medusa turn — is announced once with what it did, and so is a result (a
resignation). The keyboard cursor's cell is announced by :meth:`announce_cell` (connected to
the scene's ``cursorMoved``: :mod:`~magnetdesk.gui.board.cursor`). The query keys,
as lichess's blind mode has them, answer what a sighted player sees at a glance: the last move,
whose turn it is (with the clocks), the count or the material, a side's stones or pieces, a
row or a column; each answer is announced and shown in the status bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from magnetdesk.clocks.clock import GameClocks
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Transition
from magnetdesk.gui.accessibility import board_cells
from magnetdesk.gui.accessibility.announcer import Announcer
from magnetdesk.gui.accessibility.describe import (
    board_summary,
    cell_lines,
    cell_name,
    move_announcement,
    read_line,
    side_count,
    words_of,
)
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.board.words import side
from magnetdesk.gui.common.turn_in_progress import TurnInProgress
from magnetdesk.gui.common.window_host import Command, GameHost
from magnetdesk.gui.common.words import clock_text, result_words
from magnetdesk.record import Node
from magnetdesk.record.positions import apply_play
from magnetdesk.translation import QT_TR_NOOP, tr

# name (a method of the window), menu text, shortcut. Alt with a digit: no menu's mnemonic,
# in no language, and no screen reader's own key.
SPEECH_ACTIONS = (
    ("say_last_move", QT_TR_NOOP("&Last move"), "Alt+1"),
    ("say_turn", QT_TR_NOOP("&Whose turn"), "Alt+2"),
    ("say_count", QT_TR_NOOP("&Count or material"), "Alt+3"),
    ("say_black", QT_TR_NOOP("&Black's stones or pieces"), "Alt+4"),
    ("say_white", QT_TR_NOOP("W&hite's stones or pieces"), "Alt+5"),
    ("say_row", QT_TR_NOOP("The &row"), "Alt+6"),
    ("say_column", QT_TR_NOOP("The c&olumn"), "Alt+7"),
    ("read_line", QT_TR_NOOP("Read a row or column…"), "Alt+8"),
)
ESTIMATED_CELLS = 169  # the count's estimate from playouts up to 13×13 (else only a search's)


def speech_menu(
    window: QWidget, actions: dict[str, QAction], command: Callable[[str], Command]
) -> QMenu:
    """View ▸ Read aloud: the query keys, each calling ``command(name)`` and added to
    ``actions`` by name."""
    menu = QMenu(tr("&Read aloud"), window)
    for name, text, shortcut in SPEECH_ACTIONS:
        action = QAction(tr(text), window)
        action.setShortcut(QKeySequence(shortcut))
        slot = command(name)
        action.triggered.connect(lambda _=False, slot=slot: slot())
        menu.addAction(action)
        actions[name] = action
    return menu


class SpeechHost(GameHost, Protocol):
    """What the screen reader's part reads of the window besides the game: the result here,
    a turn in progress, the clocks and the computer's last view of the board."""

    clocks: GameClocks | None  # None: the game has no clock

    def result_here(self) -> str: ...
    def turn_in_progress(self) -> TurnInProgress | None: ...
    def search_ownership(self, position: Any) -> tuple[float, ...] | None: ...


class SpeechPart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = tuple(name for name, _, _ in SPEECH_ACTIONS)

    def __init__(self, host: SpeechHost, view: BoardView) -> None:
        self.host = host
        self.view = view
        self._announcer: Announcer | None = None
        self._spoken: tuple[Node | None, int, str] = (None, 0, "")  # what was announced last
        self._cursor_cell: int | None = None  # the cell the keyboard cursor last named

    @property
    def announcer(self) -> Announcer:
        """The board's voice, made with the first position shown."""
        if self._announcer is None:
            board_cells.install()  # the board's cells as its accessible children
            self._announcer = Announcer(self.view)
            self.view.board.cursorMoved.connect(self.announce_cell)  # the keyboard cursor
        return self._announcer

    # --- following the game -------------------------------------------------------------

    def speak_position(self, transition: Transition[Any] | None = None) -> None:
        """After each refresh: the board's name follows the position, and a move (or a result)
        that has not been announced yet is; ``transition``: a move just played, else one
        reached by stepping through the game (said with its number)."""
        node, position = self.host.game.node, self.host.position
        result = self.host.result_here()
        self.announcer.describe(board_summary(position, result))
        turn = self.host.turn_in_progress()
        steps = turn.steps if turn is not None else []
        spoken = (node, len(steps), result)
        if spoken == self._spoken:
            return
        before, self._spoken = self._spoken, spoken
        if before[:2] == spoken[:2]:  # the same move, now with a result (a resignation)
            if not result:
                return
            text = tr("Game over: {result}").format(result=result_words(result))
        elif turn is not None and steps:  # an action of a Medusa turn
            start = steps[-2].position if len(steps) > 1 else turn.start
            text = move_announcement(start, steps[-1])
        else:
            text = self._move_words(node, result)
            if transition is None and node.parent is not None:
                text = tr("Move {number}: {move}").format(number=self._number(node), move=text)
        self.announcer.announce(text)

    def _move_words(self, node: Node, result: str = "") -> str:
        """The move that led to ``node`` in words (the board's name at the start)."""
        record = self.host.game.record
        if node.parent is None or node.play is None:
            return board_summary(record.position(node), result)
        before = record.position(node.parent)
        outcome = apply_play(before, node.play)
        if isinstance(outcome, Illegal):
            return node.play.text
        return move_announcement(before, outcome, result)

    def _number(self, node: Node) -> int:
        """The number of the move that led to ``node`` as the move list says it (chess: one
        number for a move of each side)."""
        if node.parent is not None and position_family(self.host.position).view.move_pairs:
            return int(self.host.game.record.position(node.parent).ply) // 2 + 1
        return node.move_number

    # --- the keyboard cursor ------------------------------------------------------------

    def announce_cell(self, cell: int) -> None:
        """Say the cell the keyboard cursor is on: ``D4, black stone``."""
        self._cursor_cell = cell
        self.announcer.announce(cell_name(self.host.position, cell), assertive=True)

    # --- the query keys -----------------------------------------------------------------

    def _answer(self, text: str) -> None:
        self.announcer.announce(text, assertive=True)
        self.host.say(text)

    def say_last_move(self) -> None:
        node = self.host.game.node
        if node.parent is None:
            self._answer(tr("No move yet"))
            return
        text = self._move_words(node, self.host.result_here())
        self._answer(tr("Move {number}: {move}").format(number=self._number(node), move=text))

    def say_turn(self) -> None:
        """Whose turn, with the clocks when the game has them."""
        position = self.host.position
        result = self.host.result_here()
        if result:
            self._answer(result_words(result))
            return
        pairs = position_family(position).view.move_pairs
        number = position.ply // 2 + 1 if pairs else self.host.game.move_number + 1
        mover = side(position.to_move)
        text = tr("{side} to play, move {number}").format(side=mover, number=number)
        clocks = self.host.clocks
        if clocks is not None:
            times = [f"{side(c)} {clock_text(clocks.live(c))}" for c in (BLACK, WHITE)]
            text = f"{text}; {', '.join(times)}"
        self._answer(text)

    def say_count(self) -> None:
        """Each side's count (prisoners, stones on the board, material) and, where the game
        is counted, an estimate of the score."""
        position = self.host.position
        parts = [side_count(position, colour) for colour in (BLACK, WHITE)]
        estimate = self._estimate(position)
        self._answer("; ".join([*parts, estimate] if estimate else parts))

    def _estimate(self, position: Any) -> str:
        family = position_family(position)
        ownership = self.host.search_ownership(position)
        if family.engine.counting is None or position.end is not None or (
            ownership is None and position.topology.cell_count > ESTIMATED_CELLS
        ):
            return ""
        dead = family.estimate(position, ownership)
        score = family.score(position, dead.dead, dead.seki)
        if score.winner is None:
            return tr("estimate: even")
        return tr("estimate: {side} leads by {margin}").format(
            side=side(score.winner), margin=f"{score.margin:g}"
        )

    def say_black(self) -> None:
        self._answer(words_of(self.host.position).listing(self.host.position, BLACK))

    def say_white(self) -> None:
        self._answer(words_of(self.host.position).listing(self.host.position, WHITE))

    def say_row(self) -> None:
        """The row of the keyboard cursor (else one asked for)."""
        self._say_line(0)

    def say_column(self) -> None:
        """The column of the keyboard cursor (else one asked for)."""
        self._say_line(1)

    def _say_line(self, which: int) -> None:
        cell = self._cursor_cell
        if cell is None or cell >= self.host.position.topology.cell_count:
            self.read_line()
            return
        self._read(cell_lines(self.host.position, cell)[which])

    def read_line(self) -> None:
        """Ask for a row (``4``) or a column (``d``) and read it."""
        name, ok = QInputDialog.getText(
            self.host.window(), tr("Read a row or column"), tr("Row number or column letter:")
        )
        if ok and name.strip():
            self._read(name)

    def _read(self, name: str) -> None:
        said = read_line(self.host.position, name)
        self._answer(said if said is not None else tr("No row or column {name}").format(
            name=name.strip()
        ))

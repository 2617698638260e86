"""What the main window's parts may use of the window: small Protocols, one per need.

:class:`~magnetdesk.gui.window.main_window.MainWindow` is becoming a shell that makes and holds
its parts (issue 40). A part is an object with its own state that gets, when the window makes
it, the narrow things it needs: a host Protocol of this module (the game and the position,
the status line ``say``, ``refresh`` and the other redraws, :class:`GameHost` and its
extensions), the widgets of its own feature or of the board, and for a service of another
part a small Protocol (:class:`Computer`, :class:`Files`, :class:`Teaching`,
:class:`ScoringPhase`). A part names the commands it answers (:class:`Part`); the window's
actions call them through one table (:func:`magnetdesk.gui.window.actions.command_table`).

The parts today: ``window.theme`` (:class:`~magnetdesk.gui.looks.theme_commands.ThemePart`),
``window.review`` (:class:`~magnetdesk.gui.coach.review_commands.ReviewPart`),
``window.teaching`` (:class:`~magnetdesk.gui.coach.teaching.TeachingPart`),
``window.files`` (:class:`~magnetdesk.gui.files.commands.FilePart`), ``window.share``
(:class:`~magnetdesk.gui.share.commands.SharePart`) and ``window.scoring_phase``
(:class:`~magnetdesk.gui.play.scoring_mode.ScoringPart`).

The window is still made of mixins too:
:class:`~magnetdesk.gui.play.computer.ComputerTurns`,
:class:`~magnetdesk.gui.play.turn_commands.TurnCommands`,
:class:`~magnetdesk.gui.window.view_commands.ViewCommands`,
:class:`~magnetdesk.gui.clocks.commands.ClockCommands`,
:class:`~magnetdesk.gui.play.keyboard_play.KeyboardPlay` and
:class:`~magnetdesk.gui.accessibility.commands.AccessibilityCommands`. They use the window
through :class:`WindowHost`, the whole window's members they read, by deriving from
:class:`WindowPart`, which for the type checker is a QMainWindow that is a WindowHost, and at
run time is ``object`` (a Protocol cannot be mixed with a Qt class at run time, their
metaclasses differ). mypy then reads ``self`` in a mixin as that contract and refuses a
MainWindow that lacks a declared method. WindowHost still names feature types under
``TYPE_CHECKING`` (the allow-list of ``tests/test_import_cycles.py``); it goes with the last
mixin. ``tests/gui/test_window_host.py`` checks the window against every Protocol here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QStatusBar, QWidget

    from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
    from magnetdesk.engine.core.vocabulary import Move, Transition
    from magnetdesk.gui.board.view import BoardView
    from magnetdesk.gui.coach.analysis import Coach
    from magnetdesk.gui.common.ai_worker import AiWorker
    from magnetdesk.gui.common.setup import GameSetup
    from magnetdesk.gui.common.storage import Autosave, Settings
    from magnetdesk.gui.looks.sounds import Sounds
    from magnetdesk.gui.panels.comment_draft import CommentDraft
    from magnetdesk.gui.panels.side_panel import BoardAndPanel, SidePanel
    from magnetdesk.gui.panels.thinking_indicator import ThinkingIndicator
    from magnetdesk.gui.panels.tree_panel import TreePanel
    from magnetdesk.gui.panels.winrate_graph import WinRateGraph
    from magnetdesk.gui.play.scoring_box import ScoringBox
    from magnetdesk.gui.play.turn_in_progress import TurnInProgress
    from magnetdesk.record import Game, GameRecord, Node

Command = Callable[..., object]  # what a QAction of the window calls


class Part(Protocol):
    """A part of the window: an object the window makes and holds, which answers the
    commands (the names of the window's QActions) it lists."""

    COMMANDS: ClassVar[tuple[str, ...]]


class GameHost(Protocol):
    """What every part may use of the window: the game and its set-up, the settings, the
    position on the board, the status line and the redraw. A part keeps its own state and
    asks the window to show what changed (``refresh``, ``update_actions``)."""

    game: Game  # the cursor on the game tree
    setup: GameSetup  # the variant, its options and who plays each colour
    path: Path | None  # the game's file (None: not saved yet)
    settings: Settings | None  # None: nothing is remembered

    @property
    def position(self) -> Any:
        """The position on the board (any family's)."""
        ...

    def refresh(
        self, transition: Transition[Any] | None = None, effects: Iterable[object] | None = None
    ) -> None: ...
    def say(self, text: str) -> None: ...  # the status line
    def mark_dirty(self) -> None: ...  # the game changed: the title and the autosave know
    def update_actions(self) -> None: ...  # enable the commands that make sense now
    def current_line(self) -> list[Node]: ...  # the path to here and on the redo way
    def window(self) -> QWidget: ...  # the window itself, a parent for a dialog
    def statusBar(self) -> QStatusBar: ...


class Computer(Protocol):
    """The computer's turns, as other parts use them: stop it (the game changes under it),
    wake it (it plays if it is its turn), forget the last search (another game, new komi)."""

    searching: bool  # it is thinking about the current position

    def stop_thinking(self) -> None: ...
    def wake_computer(self) -> None: ...
    def forget_search(self) -> None: ...
    def computers_turn(self) -> bool: ...
    def search_ownership(self, position: Any) -> tuple[float, ...] | None: ...


class Teaching(Protocol):
    """The teaching game, as the computer's turns use it."""

    def teach(self, result: SearchResult) -> bool: ...  # held the reply and said why
    def computer_chose(self, result: SearchResult) -> None: ...
    def computer_played(self) -> None: ...
    def remember_search(self, progress: SearchProgress) -> None: ...


class Files(Protocol):
    """The file commands, as other parts use them (a pasted or dropped game)."""

    def confirm_discard(self) -> bool: ...  # no unsaved changes, or the person lets them go
    def open_path(self, path: Path) -> bool: ...
    def open_record(self, record: GameRecord, path: Path | None) -> None: ...
    def text_variant(self) -> tuple[str, dict[str, Any]]: ...  # a printed chess record's


class FileHost(GameHost, Protocol):
    """What the file commands use of the window besides the game: whether it changed since
    the last save, the autosave, showing a record just read, the title."""

    dirty: bool  # unsaved changes
    autosave: Autosave | None  # None: nothing is autosaved

    def commit_comment(self) -> None: ...  # a comment being typed goes into the record
    def show_record(
        self, record: GameRecord, path: Path | None, node: Node | None = None,
        restored: bool = False,
    ) -> None: ...
    def update_title(self) -> None: ...
    def stop_thinking(self) -> None: ...


class ShareHost(GameHost, Protocol):
    """What sharing uses of the window besides the game: the comment being typed, written
    into the record before the game is copied."""

    def commit_comment(self) -> None: ...


class TeachingHost(GameHost, Protocol):
    """What a teaching game uses of the window: stopping the computer's reply, playing it
    after all (the computer no longer waits), taking the person's move back (the command,
    as the menu gives it)."""

    computer_paused: bool

    def stop_thinking(self) -> None: ...
    def play(self, text: str | Move, effects: Iterable[object] | None = None) -> bool: ...
    def trigger(self, name: str) -> None: ...  # the window's command ``name``, as a click


class ScoringHost(GameHost, Protocol):
    """What the scoring phase uses of the window: whether the game is over, the node from
    which the players play on after two passes."""

    played_on: Node | None

    def game_over(self) -> bool: ...


class ScoringPhase(Protocol):
    """The scoring phase, as the other parts use it."""

    def update_board_mode(self) -> None: ...  # clicks mark, play or do nothing


class AnalysisMarks(GameHost, Protocol):
    """A window that shows what the analysis knows on its panels (graph, moves, tree)."""

    def show_analysis_marks(self) -> None: ...
    def show_comment(self) -> None: ...  # the current node's comment, as the record has it


class WindowHost(Protocol):
    """The members of the main window that its mixins use (see the module docstring)."""

    # --- the game and its state ---------------------------------------------------------
    game: Game  # the cursor on the game tree
    setup: GameSetup  # the variant, its options and who plays each colour
    path: Path | None  # the game's file (None: not saved yet)
    dirty: bool  # unsaved changes
    played_on: Node | None  # the node after two passes from which the players play on
    _turn: TurnInProgress | None  # a person's unfinished turn (TurnCommands)

    # --- the computer -------------------------------------------------------------------
    generation: int  # grows whenever the game moves on; older answers are dropped
    searching: bool  # the computer is thinking about the current generation
    computer_paused: bool  # the computer waits to be asked (after a navigation or a stop)
    searched_board: tuple[tuple[int, ...], tuple[float, ...]] | None  # the last search's
    worker: AiWorker
    coach: Coach  # the analysis, the hint and the review
    teaching: Teaching
    graph: WinRateGraph  # the win-rate graph under the moves
    tree: TreePanel
    thinking: ThinkingIndicator

    # --- what the window shows and keeps ------------------------------------------------
    view: BoardView
    panel: SidePanel
    sides: BoardAndPanel  # the splitter of board and panel
    scoring: ScoringBox
    scoring_phase: ScoringPhase
    comments: CommentDraft
    actions: dict[str, QAction]  # every command by name (shadows QWidget.actions())
    sounds: Sounds
    settings: Settings | None  # None: nothing is remembered
    autosave: Autosave | None  # None: nothing is autosaved

    # --- the main window's methods ------------------------------------------------------
    @property
    def position(self) -> Any:
        """The position on the board (any family's: the window reads family members too)."""
        ...

    def refresh(
        self, transition: Transition[Any] | None = None, effects: Iterable[object] | None = None
    ) -> None: ...
    def say(self, text: str) -> None: ...
    def update_title(self) -> None: ...
    def update_actions(self) -> None: ...
    def mark_dirty(self) -> None: ...
    def _autosave(self) -> None: ...
    def game_over(self) -> bool: ...
    def _result_here(self) -> str: ...
    def play(self, text: str | Move, effects: Iterable[object] | None = None) -> bool: ...
    def _navigate(self, step: Callable[[], object]) -> None: ...
    def show_record(
        self, record: GameRecord, path: Path | None, node: Node | None = None,
        restored: bool = False,
    ) -> None: ...

    # --- the mixins' methods that other parts call --------------------------------------
    def stop_thinking(self) -> None: ...  # ComputerTurns
    def wake_computer(self) -> None: ...  # ComputerTurns
    def computers_turn(self) -> bool: ...  # ComputerTurns
    def computer_waits(self) -> bool: ...  # ComputerTurns
    def search_ownership(self, position: Any) -> tuple[float, ...] | None: ...  # ComputerTurns
    def _remember_players(self) -> None: ...  # ViewCommands
    files: Files
    def current_line(self) -> list[Node]: ...  # the current line (the main window)
    def _clock_seconds(self, colour: int) -> float | None: ...  # ClockCommands
    def _sync_clocks(self) -> None: ...  # ClockCommands
    def _clock_holds_game(self) -> bool: ...  # ClockCommands
    def _clock_refuses_move(self) -> bool: ...  # ClockCommands
    def go_to_node(self, node: Node) -> None: ...


if TYPE_CHECKING:

    class WindowPart(WindowHost, QMainWindow):
        """For the type checker, what a mixin is part of: a QMainWindow that is a
        WindowHost."""

        # The window's table of commands keeps the name it has always had (menus, tests and
        # the mixins say ``window.actions[name]``), which shadows QWidget.actions().
        actions: dict[str, QAction]  # type: ignore[assignment]

        # The state the mixins assign, declared again: mypy takes a subclass's assignment to
        # an attribute a Protocol only declares for a new definition of its own, typed by
        # the value (``self.path = path``: a Path, never None again). Declared in a plain
        # class, the assignments must fit these types. tests/gui/test_window_host.py checks
        # that this list matches the Protocol and every attribute a mixin assigns.
        setup: GameSetup
        path: Path | None
        dirty: bool
        played_on: Node | None
        _turn: TurnInProgress | None
        generation: int
        searching: bool
        computer_paused: bool
        searched_board: tuple[tuple[int, ...], tuple[float, ...]] | None

else:
    WindowPart = object  # at run time a mixin is a plain class

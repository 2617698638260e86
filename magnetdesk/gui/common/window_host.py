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
(:class:`~magnetdesk.gui.share.commands.SharePart`), ``window.scoring_phase``
(:class:`~magnetdesk.gui.play.scoring_mode.ScoringPart`), ``window.viewing``
(:class:`~magnetdesk.gui.window.view_commands.ViewPart`), ``window.keyboard``
(:class:`~magnetdesk.gui.play.keyboard_play.KeyboardPart`) and ``window.speech``
(:class:`~magnetdesk.gui.accessibility.commands.SpeechPart`).

Two features are still mixins of the window, the computer's turns and the turns of several
actions (:class:`~magnetdesk.gui.play.computer.ComputerTurns`,
:class:`~magnetdesk.gui.play.turn_commands.TurnCommands`), and the clocks
(:class:`~magnetdesk.gui.clocks.commands.ClockCommands`): the three share the window's
state of play (whose turn, the generation of the search, the paused computer and clocks)
too closely to be parted without a rewrite of how a turn is played. They use the window
through :class:`WindowHost`, by deriving from :class:`WindowPart`, which for the type checker
is a QMainWindow that is a WindowHost, and at run time is ``object`` (a Protocol cannot be
mixed with a Qt class at run time, their metaclasses differ). mypy then reads ``self`` in a
mixin as that contract and refuses a MainWindow that lacks a declared method. WindowHost
names no type of a feature package: the widgets and services it reads are small read-only
Protocols of this module (:class:`Coaching`, :class:`Thinking`, :class:`PlayerCards`,
:class:`Sounding`), so ``common`` imports no feature (``tests/test_import_cycles.py``).
``tests/gui/test_window_host.py`` checks the window against every Protocol here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QStatusBar, QWidget

    from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
    from magnetdesk.clocks.clock import SideClock
    from magnetdesk.clocks.controls import TimeControl
    from magnetdesk.engine.core.vocabulary import Move, Transition
    from magnetdesk.gui.common.ai_worker import AiWorker
    from magnetdesk.gui.common.setup import GameSetup
    from magnetdesk.gui.common.storage import Autosave, Settings
    from magnetdesk.gui.common.turn_in_progress import TurnInProgress
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


class EngineService(Protocol):
    """The outside engines, as the computer's turns and the new-game dialog use them."""

    def think(self, name: str, generation: int, record: Any, path: list[Any], position: Any,
              clock: tuple[SideClock, TimeControl] | None = None) -> None: ...
    def names(self) -> list[str]: ...  # the engines attached, by name
    def player_name(self, name: str) -> str: ...  # its name and version, once said
    def close(self, name: str | None = None) -> None: ...  # end its process (or all)


class Teaching(Protocol):
    """The teaching game, as the computer's turns use it."""

    def teach(self, result: SearchResult) -> bool: ...  # held the reply and said why
    def hold_reply(self) -> bool: ...  # the analyst weighs the person's move first
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
    def wake_computer(self) -> None: ...  # the computer replies if it is its turn


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


class Thinking(Protocol):
    """The indicator that the computer is thinking (the status bar's)."""

    def start(self, colour_name: str, position: Any) -> None: ...
    def show_progress(self, progress: SearchProgress) -> None: ...
    def finish(self) -> None: ...


class Stoppable(Protocol):
    def stop(self) -> None: ...


class Coaching(Protocol):
    """The coach, as the computer's turns use it: the hint, and the review to stop."""

    @property
    def reviewing(self) -> bool: ...
    @property
    def review(self) -> Stoppable: ...
    def hint(self) -> None: ...


class ClockCard(Protocol):
    """A player's card, as the clocks show their time on it."""

    clock_low: bool  # the time shown is short (red)

    def show_clock(self, text: str, low: bool) -> None: ...


class PlayerCards(Protocol):
    """The side panel, as the clocks use it: a card per colour."""

    @property
    def cards(self) -> Mapping[int, ClockCard]: ...


class Sounding(Protocol):
    def play(self, name: str) -> None: ...  # a sound of the theme by its name ("tick")


class WindowHost(Protocol):
    """The members of the main window that its mixins use (see the module docstring). The
    window's widgets and services are read through narrow Protocols, read-only."""

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

    @property
    def coach(self) -> Coaching: ...  # the analysis, the hint and the review
    @property
    def teaching(self) -> Teaching: ...
    @property
    def thinking(self) -> Thinking: ...
    @property
    def engines(self) -> EngineService: ...  # the outside engines that play a side

    # --- what the window shows and keeps ------------------------------------------------
    @property
    def panel(self) -> PlayerCards: ...
    @property
    def scoring_phase(self) -> ScoringPhase: ...
    @property
    def sounds(self) -> Sounding: ...
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
    def result_here(self) -> str: ...
    def scoring_shown(self) -> bool: ...  # the scoring phase's box is up
    def play(self, text: str | Move, effects: Iterable[object] | None = None) -> bool: ...
    def _navigate(self, step: Callable[[], object]) -> None: ...
    def current_line(self) -> list[Node]: ...  # the current line (the main window)
    def remember_players(self) -> None: ...  # the players are what the next game begins from
    def moved_on(self) -> None: ...  # a move went in or a side resigned (gameMoved)

    # --- the mixins' methods that other mixins call -------------------------------------
    def stop_thinking(self) -> None: ...  # ComputerTurns
    def wake_computer(self) -> None: ...  # ComputerTurns
    def computers_turn(self) -> bool: ...  # ComputerTurns
    def computer_waits(self) -> bool: ...  # ComputerTurns
    def search_ownership(self, position: Any) -> tuple[float, ...] | None: ...  # ComputerTurns
    def _clock_seconds(self, colour: int) -> float | None: ...  # ClockCommands
    def _sync_clocks(self) -> None: ...  # ClockCommands
    def _clock_holds_game(self) -> bool: ...  # ClockCommands
    def _clock_refuses_move(self) -> bool: ...  # ClockCommands
    def _clock_for(self, colour: int) -> tuple[SideClock, TimeControl] | None: ...  # Clock...


if TYPE_CHECKING:

    class WindowPart(WindowHost, QMainWindow):
        """For the type checker, what a mixin is part of: a QMainWindow that is a
        WindowHost."""

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

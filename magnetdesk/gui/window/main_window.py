"""The main window: the board in the middle, the side panel, menus, toolbar and status bar.

The window owns one :class:`~magnetdesk.record.Game` (a cursor on the game tree) and shows its
current node. Every change of node goes through :meth:`MainWindow.refresh`. The file commands
live in :mod:`~magnetdesk.gui.files.commands`, the computer's turns in
:mod:`~magnetdesk.gui.play.computer`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from magnetdesk.engine.core.vocabulary import BLACK, Illegal, Move, Transition, opponent
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.accessibility.commands import SpeechPart
from magnetdesk.gui.board.board_picture import last_transition, move_numbers
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.clocks.commands import ClockCommands
from magnetdesk.gui.coach.analysis import Coach
from magnetdesk.gui.coach.review_commands import ReviewPart
from magnetdesk.gui.coach.teaching import TeachingPart
from magnetdesk.gui.common.ai_worker import AiWorker
from magnetdesk.gui.common.game_info import new_record
from magnetdesk.gui.common.setup import GameSetup, two_people
from magnetdesk.gui.common.storage import Autosave, Restorable, Settings, node_path
from magnetdesk.gui.common.window_host import Part
from magnetdesk.gui.common.words import APP_NAME, COLOUR_NAMES, result_words
from magnetdesk.gui.editor.markup_tools import MarkupPart
from magnetdesk.gui.editor.problem_commands import ProblemPart
from magnetdesk.gui.editor.setup_commands import SetupPart
from magnetdesk.gui.engines.commands import EnginesPart
from magnetdesk.gui.engines.series_part import SeriesPart
from magnetdesk.gui.engines.turns import EngineTurns
from magnetdesk.gui.files.autosave_warning import autosave_warning
from magnetdesk.gui.files.commands import FilePart
from magnetdesk.gui.looks.sounds import SILENT, Sounds
from magnetdesk.gui.looks.theme_commands import ThemePart
from magnetdesk.gui.panels.comment_draft import CommentDraft
from magnetdesk.gui.panels.side_panel import BoardAndPanel, SidePanel
from magnetdesk.gui.panels.thinking_indicator import ThinkingIndicator
from magnetdesk.gui.panels.tree_panel import TreePanel
from magnetdesk.gui.panels.winrate_graph import WinRateGraph
from magnetdesk.gui.play.computer import ComputerTurns
from magnetdesk.gui.play.keyboard_play import KeyboardPart
from magnetdesk.gui.play.new_game_dialog import LEARN, NewGameDialog
from magnetdesk.gui.play.scoring_box import ScoringBox
from magnetdesk.gui.play.scoring_mode import ScoringPart
from magnetdesk.gui.play.turn_commands import TurnCommands
from magnetdesk.gui.play.turn_guards import hasty_pass, own_turn_before
from magnetdesk.gui.share.commands import SharePart
from magnetdesk.gui.share.print_commands import PrintPart
from magnetdesk.gui.window.actions import command_table, install_actions
from magnetdesk.gui.window.analyst_commands import AnalystPart
from magnetdesk.gui.window.navigation import NavigationPart, has_variation
from magnetdesk.gui.window.view_commands import ViewPart
from magnetdesk.record import Game, GameRecord, Node
from magnetdesk.translation import QT_TR_NOOP, sentence, sentences, tr

WAITING_HINT = QT_TR_NOOP("The computer waits while you look around: Ctrl+G lets it play")


class MainWindow(
    ComputerTurns, TurnCommands, ClockCommands,
    QMainWindow,
):
    """See the module docstring."""

    # Set by magnetdesk.gui.app.start only: the very first start, whose new-game dialog comes
    # once the window is up.
    first_start_due: bool
    # After a move went into the game or a side resigned, before the computer is woken.
    gameMoved = Signal()

    # What the window holds, as it is: the mixins' contract (WindowHost) reads each through
    # a narrow read-only Protocol.
    coach: Coach
    panel: SidePanel
    thinking: ThinkingIndicator
    teaching: TeachingPart
    scoring_phase: ScoringPart
    sounds: Sounds
    engines: EngineTurns
    # The window's commands by name (menus, tests and parts say ``window.actions[name]``),
    # which shadows QWidget.actions().
    actions: dict[str, QAction]  # type: ignore[assignment]

    def __init__(
        self,
        setup: GameSetup | None = None,
        seed: int | None = None,
        autosave: Autosave | None = None,
        settings: Settings | None = None,
        sounds: Sounds | None = None,
    ) -> None:
        super().__init__()
        self.autosave = autosave  # None: nothing is autosaved (tests, scripts)
        self.settings = settings  # None: nothing is remembered
        self.sounds = sounds or Sounds(backend=SILENT)  # tests and scripts make no sound
        self.setup = setup or GameSetup()
        self.game = Game(new_record(self.setup))  # PB/PW, DT and RU written
        self.path: Path | None = None
        self.dirty = False
        self.generation = 0
        self.computer_paused = False
        self.early_pass_asked = False  # a pass on an open board is asked about once a game
        self.played_on = None  # the node after two passes from which the players play on
        self.searching = False  # the computer is thinking about the current generation
        self.searched_board: tuple[tuple[int, ...], tuple[float, ...]] | None = None
        self.theme = ThemePart(settings)
        self.files = FilePart(self)
        self.comments = CommentDraft(self)

        self.view = BoardView()
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys navigate the game
        self.panel = SidePanel()
        self.scoring = ScoringBox()  # in the panel while scoring (scoring_mode.py)
        self.scoring.hide()
        self.tree = TreePanel()
        self.tree.set_record(self.game.record)
        self.panel.add_section(tr("Game tree"), self.tree, 2)
        self.graph = WinRateGraph()
        self.panel.add_section(tr("Win rate"), self.graph, 1)
        self.sides = BoardAndPanel(self.view, self.panel)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(6, 6, 8, 6)
        layout.addWidget(self.sides)
        self.setCentralWidget(central)

        self.worker = AiWorker(self, seed=seed)
        self.engines = EngineTurns(settings, self)  # outside engines playing a side
        self.engine_commands = EnginesPart(self, self.engines)
        self.series = SeriesPart(self)  # engine against engine, a series of games
        self._set_up_clocks()
        self.coach = Coach(self)
        self.analyst = AnalystPart(self, self.coach, self.engines.engines,
                                   self.engine_commands.show_consoles)
        self.review = ReviewPart(self, self.coach)
        self.scoring_phase = ScoringPart(
            self, self.scoring, self.view.board, self.panel.extra, self)
        self.teaching = TeachingPart(self, self.coach)
        self.share = SharePart(self, self.view.board, self.files, self)
        self.printing = PrintPart(self, self.share)
        self.viewing = ViewPart(self)
        self.keyboard = KeyboardPart(self, self.view)  # the board's cursor, the typed move
        self.speech = SpeechPart(self, self.view)  # what a screen reader says
        self.navigation = NavigationPart(self, self.tree)
        self.editing, self.problem_making = SetupPart(self, self), ProblemPart(self, self)
        self.sides.splitterMoved.connect(self.viewing.panel_dragged)
        self.thinking = ThinkingIndicator()
        self.statusBar().addPermanentWidget(self.thinking)
        self.statusBar().addPermanentWidget(self.view.cursor_label)  # the cell under the mouse

        self.actions = install_actions(self, command_table(self, self._parts()))
        self.files.attach_recent(self.actions["open_recent"])
        self.keyboard.add_put_back()
        self.markup = MarkupPart(self, self.view.board)  # Edit ▸ Markup
        self.markup.install(self.actions)
        self.view.cellClicked.connect(self._cell_clicked)
        self.view.actionChosen.connect(self._action_chosen)
        self.view.illegalClick.connect(self.say)
        self.view.board.moveShown.connect(lambda move: self.sounds.play_for(move.effects))
        self.panel.nodeActivated.connect(self.go_to_node)
        self.tree.nodeActivated.connect(self.go_to_node)
        self.graph.nodeActivated.connect(self.go_to_node)
        self.panel.commentEdited.connect(lambda text: self.comments.edit(self.game.node, text))
        self.comments.committed.connect(self._store_comment)
        self.worker.moveChosen.connect(self._computer_moved)
        self.worker.progress.connect(self._computer_progress)
        self.worker.searched.connect(self._computer_searched)
        self.worker.searchFailed.connect(self._computer_failed)
        self.engines.moved.connect(self._engine_moved)
        self.engines.failed.connect(self._engine_failed)
        self.engines.identified.connect(self.engine_identified)
        self.thinking.stopRequested.connect(self.stop_computer)
        self.thinking.moveNowRequested.connect(self.move_now)
        self.viewing.fit_to_screen()
        self.viewing.apply_settings()
        self.analyst.apply()  # an outside engine the settings name analyses
        self.refresh()
        self._say_how_to_move()
        self.wake_computer()

    def _parts(self) -> list[Part]:
        """The parts the window holds, which answer its commands."""
        return [self.theme, self.review, self.files, self.share, self.printing, self.viewing,
                self.keyboard, self.speech, self.navigation, self.engine_commands, self.analyst,
                self.series, self.editing, self.problem_making]

    # --- what is shown --------------------------------------------------------------------

    @property
    def position(self) -> Any:
        """The position on the board: the current node's, or the turn in progress's."""
        turn = self.turn_in_progress()
        if turn is not None:
            return turn.position
        position: Any = self.game.position  # resumed(): a family that counts after two passes
        return position.resumed() if self.game.node is self.played_on else position

    def refresh(
        self, transition: Transition[Any] | None = None, effects: Iterable[object] | None = None
    ) -> None:
        """Show the current node (or the turn in progress): board (animating ``transition``,
        or only its ``effects``, if given), panel, title. A comment still being typed is first
        written to the node it belongs to."""
        self.comments.commit()
        node = self.game.node
        position = self.position
        turn = self.turn_in_progress()
        last = turn.so_far() if turn else transition or self._transition_to(node)
        before = node if turn else node.parent  # the move before the last, drawn fainter
        earlier = self._transition_to(before) if before is not None else None
        if transition is not None and effects is not None:
            transition = Transition(transition.position, transition.move, tuple(effects))
        self.markup.show(node)
        self.view.board.set_position(  # a move (and its sound) waits for one animating
            position, last, self._move_numbers(), earlier, animate=transition
        )
        over = self.result_here()
        counting = position.end is not None and position.end.needs_scoring
        state = result_words(over) if over else tr("Counting the score") if counting else ""
        self.panel.show_game(
            tr(VARIANTS[self.game.record.variant].name), position, self._shown_levels(), state,
            self._names(), self.game.move_number, self.game.record, node,
        )
        if turn is not None:
            self.panel.turn.setText(self._turn_words())
        family = family_of(self.game.record.variant)
        self.panel.show_line(self.current_line(), node, family, self.game.record)
        self.panel.show_comment(node.comment)
        self.tree.set_current(node)
        self.graph.show_line(self.current_line(), node)
        self.scoring_phase.update_scoring()
        if over:
            # ended here, not opened ended:
            level = self.teaching.note_level(over) if self.dirty else ""
            said = tr("Game over: {result}").format(result=result_words(over))
            self.say(sentences(said, level))
        elif self.computer_waits():
            self.say(tr(WAITING_HINT))
        self.update_title()
        self.update_actions()
        self.speech.speak_position(transition)  # the board's name, and the move announced

    def show_analysis_marks(self) -> None:
        """The graph, the move list and the tree with what the analysis knows now."""
        node = self.game.node
        line = self.current_line()
        self.graph.show_line(line, node)
        family = family_of(self.game.record.variant)
        self.panel.show_line(line, node, family, self.game.record)
        self.tree.tree.update()

    def scoring_shown(self) -> bool:
        """The scoring phase's box is up: a click marks a group dead or alive."""
        return not self.scoring.isHidden()

    def remember_players(self) -> None:
        self.viewing.remember_players()

    def moved_on(self) -> None:
        """A move went into the game or a side resigned: ``gameMoved`` (the series listens),
        before the computer is woken."""
        self.gameMoved.emit()

    def trigger(self, name: str) -> None:
        """The command ``name``, as a click on its menu entry gives it."""
        self.actions[name].trigger()

    def commit_comment(self) -> None:
        self.comments.commit()

    def show_comment(self) -> None:
        self.panel.show_comment(self.game.node.comment)

    def current_line(self) -> list[Node]:
        """The current line: the path to the current node and on along the redo way."""
        line = self.game.node.path()
        while (child := line[-1].forward()) is not None:
            line.append(child)
        return line

    def _transition_to(self, node: Node) -> Transition[Any] | None:
        return last_transition(self.game.record, node)

    def _move_numbers(self) -> dict[int, int]:
        return move_numbers(self.game.record, self.game.node.path(), self.position)

    def result_here(self) -> str:
        """The result to show at the current node: the record's, if the game ended here, or
        the one the position knows (Atari-Go's capture)."""
        end = self.position.end
        if end is not None and end.result_text:
            return end.result_text
        return self.game.record.result_at(self.game.node)

    def game_over(self) -> bool:
        return bool(self.result_here()) or self.position.end is not None

    def update_title(self) -> None:
        name = self.path.name if self.path else tr("Untitled")
        self.setWindowTitle(f"{name}[*] — {APP_NAME}")
        self.setWindowModified(self.dirty)

    def update_actions(self) -> None:
        """Enable what makes sense here: no pass for the computer, no redo at the end..."""
        node = self.game.node
        over = self.game_over()
        scoring = not self.scoring.isHidden()
        person_to_move = not over and not (self.computers_turn() and self.searching)
        in_turn = self.turn_in_progress() is not None
        family = family_of(self.game.record.variant)
        for name in ("done", "take_back"):
            self.actions[name].setVisible(family.turns)
        self.actions["pass_move"].setVisible(family.passes)
        enabled = {
            "pass_move": person_to_move and not in_turn and family.passes,
            "done": in_turn,
            "take_back": in_turn,
            "resign": not over,
            "computer_move": family.computer and not (over or scoring or self.searching),
            "hint": family.computer and not (over or scoring or self.searching or in_turn),
            "review_game": family.computer and not (self.searching or self.coach.reviewing),
            "pause_clock": self.clocks is not None and not over,
            "stop_computer": self.searching or self.coach.reviewing,
            "undo": node.parent is not None or in_turn,
            "go_first": node.parent is not None,
            "go_previous": node.parent is not None or in_turn,
            "redo": bool(node.children),
            "go_next": bool(node.children),
            "go_last": bool(node.children),
            "previous_variation": has_variation(node),
            "next_variation": has_variation(node),
            "delete_branch": node.parent is not None,
            "promote": not node.on_main_line(),
        }
        for name, on in enabled.items():
            self.actions[name].setEnabled(on)
        self.actions["copy_moves"].setVisible(self.share.copies_moves())
        self.coach.follow()  # the analysis follows the game and gives way to the computer
        self._sync_clocks()

    def say(self, text: str) -> None:
        self.statusBar().showMessage(sentence(text))  # an engine's reason too

    def mark_dirty(self) -> None:
        """The game changed: the title says so and the autosave keeps it."""
        self.dirty = True
        self.update_title()
        self._autosave()

    def _autosave(self) -> None:
        if self.autosave is not None:
            path = str(self.path) if self.path else None
            node = node_path(self.game.node)
            problem = None
            if not self.autosave.save(self.game.record, node, path, self.setup.players):
                problem = self.autosave.problem or tr("The game could not be autosaved")
                self.say(problem)  # the next message replaces this; the warning stays
            autosave_warning(self).show_problem(problem)

    # --- moves ----------------------------------------------------------------------------

    def _cell_clicked(self, cell: int) -> None:
        if self.scoring.isHidden() and self.markup.clicked(cell):
            return
        if not self.scoring.isHidden():
            self.scoring.toggle(cell)
            return
        if self.searching and self.computers_turn():
            self.say(tr("It is the computer's turn: Esc stops it"))
            return
        self.computer_paused = False
        self.play(self.position.move_text(cell))

    def play(self, text: str | Move, effects: Iterable[object] | None = None) -> bool:
        """Play ``text`` into the record; animate the move (or only ``effects`` of it)."""
        if self._clock_refuses_move():
            return False
        mover = self.position.to_move
        outcome = self.game.play(text)
        if isinstance(outcome, Illegal):
            self.say(outcome.message)
            return False
        self._clock_after_move(mover)
        self.stop_thinking()
        end = outcome.position.end
        if end is not None and end.result_text and not end.needs_scoring:
            self.game.record.set_result(self.game.node, end.result_text)  # the file keeps it
        self.mark_dirty()
        self.statusBar().clearMessage()
        self.refresh(outcome, effects)
        self.moved_on()
        self.wake_computer()
        return True

    def resign(self) -> None:
        """The person resigns: the side to move, or the person playing against the computer
        while the computer is to move. Asks first."""
        if self.game_over():
            return
        loser = self.position.to_move
        levels = self.levels()
        if levels[loser] is not None and levels[opponent(loser)] is None:
            loser = opponent(loser)
        answer = QMessageBox.question(
            self, APP_NAME,
            tr("{colour} resigns: end the game?").format(colour=tr(COLOUR_NAMES[loser])),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.stop_thinking()
        self.game.record.set_result(self.game.node, "W+R" if loser == BLACK else "B+R")
        self.mark_dirty()
        self.refresh()

    def pass_move(self) -> None:
        """Pass; while much of the board is still open, ask once a game whether it is meant
        (the opponent's pass would end the game there)."""
        if self._clock_refuses_move():
            return
        if (
            not self.early_pass_asked and not self.game_over()
            and self.turn_in_progress() is None
            and hasty_pass(self.position, self.search_ownership(self.position))
        ):
            self.early_pass_asked = True
            answer = QMessageBox.question(
                self, tr("Pass"),
                tr("Much of the board is still open. If your opponent passes too, the game "
                   "ends and is counted as it stands. Pass anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer == QMessageBox.StandardButton.No:
                return
        super().pass_move()

    # --- navigation -----------------------------------------------------------------------

    def undo(self) -> None:
        """Undo (Ctrl+Z): take back the turn's last action; in a game against the computer,
        go back to the person's own last turn (their move and the computer's reply, as
        KaTrain and lichess do); otherwise one move. ← still steps one move."""
        target = None
        if (people := self.navigation.lone_person()) is not None:
            target = own_turn_before(self.game.record, self.game.node, people)
        if target is None:
            super().undo()
        else:
            self._navigate(lambda: self.game.go_to(target))

    def _navigate(self, step: Callable[[], object]) -> None:
        """Take ``step`` through the tree; if it moved, the computer stops and waits."""
        before = self.game.node
        if not step() or self.game.node is before:
            return
        self.stop_thinking()
        self.computer_paused = any(level is not None for level in self.levels().values())
        self.statusBar().clearMessage()
        self.refresh()

    def go_to_node(self, node: Node) -> None:
        self._navigate(lambda: self.game.go_to(node))

    def _store_comment(self, node: Node, text: str) -> None:
        """A comment typed at ``node`` goes into the record (and the autosave)."""
        if text != node.comment:
            node.comment = text
            self.mark_dirty()
            self.panel.show_line(self.current_line(), self.game.node)  # its ✎ mark

    # --- games ----------------------------------------------------------------------------

    def new_game(self, welcome: bool = False) -> None:
        """Game ▸ New: the new-game dialog (``welcome``: the first start's welcome line
        shown); its Learn to play… opens the course of the game chosen there."""
        if not self.files.confirm_discard():
            return
        dialog = NewGameDialog(self, self.setup)
        dialog.welcome.setVisible(welcome)
        result = dialog.exec()
        if result == LEARN:
            self.show_course_of(dialog.variant_id())
            return
        if result != NewGameDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.setup())
        self.viewing.remember(self.setup)

    def start_game(self, setup: GameSetup) -> None:
        """Begin a new game with ``setup`` (what the dialog answered)."""
        self.stop_thinking()
        self.setup = setup
        self.show_record(new_record(setup), None)  # PB/PW, DT and RU written
        self._start_clocks()
        self._say_how_to_move()

    def _say_how_to_move(self) -> None:
        """At the start of a game a person opens, the status bar says how to move."""
        if self.game.node.parent is None and self.levels()[self.position.to_move] is None:
            colour = tr(COLOUR_NAMES[self.position.to_move])
            how = tr(family_of(self.game.record.variant).how_to_move)
            self.say(tr("{colour} to play: {how}").format(colour=colour, how=how))

    def show_record(
        self, record: GameRecord, path: Path | None, node: Node | None = None,
        restored: bool = False,
    ) -> None:
        """Show ``record`` at ``node`` (else its start); the computer moves if it is its
        turn there. A ``restored`` game counts as unsaved and keeps its autosave."""
        self.comments.discard()  # the old game is gone (confirm_discard has asked)
        self._stop_clocks_for_good()
        self.game = Game(record)
        if node is not None:
            self.game.go_to(node)
        self.tree.set_record(record)
        self.path = path
        self.dirty = restored
        if self.autosave is not None and not restored:
            self.autosave.clear()
        self.computer_paused = False
        self.early_pass_asked = False
        self.played_on = None
        self.scoring.position = None
        self.searched_board = None  # the last search was of another game
        self._resume_clocks()  # a game played on a clock goes on with it
        self.statusBar().clearMessage()
        self.keyboard.follow_the_game()  # the typed-move field's example
        self.refresh()
        self.wake_computer()

    def restore(self, saved: Restorable) -> None:
        """Show an autosaved game (after a crash) where the player was, with its players (the
        computer moves if it is its turn); it counts as unsaved."""
        self.stop_thinking()
        players = saved.players or two_people()
        self.setup = GameSetup(saved.record.variant, dict(saved.record.options), players)
        path = Path(saved.file_path) if saved.file_path else None
        self.show_record(saved.record, path, saved.node(), restored=True)
        self.say(tr("Restored the game at move {number}").format(number=self.game.move_number))

    def show_library(self) -> None:
        """File ▸ Library…: the folders of games, beside the game (opened as by File ▸ Open)."""
        from magnetdesk.gui.library.library_window import open_library  # loaded when first asked

        open_library(self)

    def show_problems(self) -> None:
        """Help ▸ Problems…: the problem browser, beside the game (it never touches it)."""
        from magnetdesk.gui.learn.problems_window import open_problems  # loaded when first asked

        open_problems(self)

    def show_course(self) -> None:
        """Help ▸ Learn to play…: the course, beside the game (it never touches it)."""
        from magnetdesk.gui.learn.course_window import open_course  # loaded when first asked

        open_course(self)

    def show_course_of(self, variant: str) -> None:
        """The course of ``variant``'s game (its family's course when it has none of its own)."""
        from magnetdesk.gui.learn.course_window import open_course  # loaded when first asked

        open_course(self).choose_game(variant)

    # --- closing --------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.confirm_discard():
            event.ignore()
            return
        self.stop_thinking()
        self.worker.shutdown()
        self.engines.close()
        self.coach.stop()
        if self.settings is not None:
            self.settings.set_window_geometry(self.saveGeometry().data())
            self.settings.set_panel_layout(self.panel.splitter.saveState().data())
        if self.autosave is not None:
            self.autosave.clear()  # saved or let go: nothing to restore next time
        event.accept()


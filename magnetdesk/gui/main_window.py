"""The main window: the board in the middle, the side panel, menus, toolbar and status bar.

The window owns one :class:`~magnetdesk.record.Game` (a cursor on the game tree) and shows its
current node. Every change of node goes through :meth:`MainWindow.refresh`. The computer is
asked through :class:`AiWorker` with a *generation* number that grows whenever the game moves
on (a move, an undo, a new game), so an answer for an older generation is dropped. After a
navigation the computer waits: "Let the computer play" (Ctrl+G) or a person's move wakes it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QWidget,
)

from magnetdesk.engine.core import BLACK, WHITE, Illegal
from magnetdesk.engine.go import PASS
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.actions import install_actions
from magnetdesk.gui.ai_worker import AiWorker
from magnetdesk.gui.board_scene import BoardMode
from magnetdesk.gui.board_view import BoardView
from magnetdesk.gui.new_game_dialog import GameSetup, NewGameDialog, PlayerSetup
from magnetdesk.gui.scoring_mode import ScoringBox, result_words
from magnetdesk.gui.side_panel import COLOUR_NAMES, SidePanel
from magnetdesk.gui.storage import Autosave, Restorable, Settings, node_path
from magnetdesk.gui.tree_panel import TreePanel
from magnetdesk.record import Game, GameRecord, SgfError, load_game
from magnetdesk.record.positions import apply_play

APP_NAME = "Magnetdesk"
SGF_FILTER = "SGF game records (*.sgf);;All files (*)"
ABOUT_TEXT = (
    "<h3>Magnetdesk</h3><p>Go and its rare relatives — Atari-Go, Stoical Go, Magnetgo — on "
    "your desktop: play a friend or the computer, take moves back, keep every variation, "
    "save and replay SGF files.</p><p>MIT licence.</p>"
)

TOGGLES = {  # action: (settings key, default)
    "show_coordinates": ("coordinates", True),
    "show_move_numbers": ("move_numbers", False),
}


class MainWindow(QMainWindow):
    """See the module docstring."""

    def __init__(
        self,
        setup: GameSetup | None = None,
        seed: int | None = None,
        autosave: Autosave | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__()
        self.autosave = autosave  # None: nothing is autosaved (tests, scripts)
        self.settings = settings  # None: nothing is remembered
        self.setup = setup or GameSetup()
        self.game = Game(GameRecord(self.setup.variant, self.setup.options))
        self.path: Path | None = None
        self.dirty = False
        self.generation = 0
        self.computer_paused = False

        self.view = BoardView()
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys navigate the game
        self.panel = SidePanel()
        self.scoring = ScoringBox()
        self.scoring.hide()
        self.panel.extra.addWidget(self.scoring)
        self.tree = TreePanel()
        self.tree.set_record(self.game.record)
        self.panel.add_section("Game tree", self.tree, 1)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)

        self.worker = AiWorker(self, seed=seed)
        self.thinking = QLabel()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(90)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setToolTip("Stop the computer's search (Esc)")
        for widget in (self.thinking, self.thinking_bar, self.stop_button):
            self.statusBar().addPermanentWidget(widget)
        self._show_thinking(False)

        self.actions = install_actions(self)
        self.view.cellClicked.connect(self._cell_clicked)
        self.view.illegalClick.connect(self._say)
        self.panel.moveActivated.connect(self._go_to_move)
        self.tree.nodeActivated.connect(self.go_to_node)
        self.panel.commentEdited.connect(self._comment_edited)
        self.scoring.accepted.connect(self._accept_score)
        self.scoring.resumed.connect(self._play_on)
        self.scoring.changed.connect(self._show_scoring)
        self.worker.moveChosen.connect(self._computer_moved)
        self.worker.thinkingChanged.connect(self._show_thinking)
        self.stop_button.clicked.connect(self.stop_computer)
        self._fit_to_screen()
        self._apply_settings()
        self.refresh()
        self._wake_computer()

    # --- what is shown --------------------------------------------------------------------

    @property
    def position(self):
        return self.game.position

    def levels(self) -> dict[int, int | None]:
        """The computer's level per colour (None: a person plays it)."""
        return {
            colour: player.level if player.computer else None
            for colour, player in self.setup.players.items()
        }

    def refresh(self, transition=None) -> None:
        """Show the current node: board (animating ``transition`` if given), panel, title."""
        node = self.game.node
        position = self.position
        last = transition or self._transition_to(node)
        self.view.board.set_position(position, last, self._move_numbers())
        if transition is not None:
            self.view.board.show_effects(transition)
        over = self._result_here()
        counting = position.end is not None and position.end.needs_scoring
        self.panel.show_game(
            VARIANTS[self.game.record.variant].name, position, self.levels(),
            result_words(over) if over else "counting the score" if counting else "",
        )
        self.panel.show_line(self._line(), node)
        self.panel.show_comment(node.comment)
        self.tree.set_current(node)
        if over:
            self._say(f"Game over: {result_words(over)}")
        self._update_scoring()
        self._update_title()
        self._update_actions()

    def _line(self) -> list:
        """The current line: the path to the current node and on along the redo way."""
        line = self.game.node.path()
        while (child := line[-1].forward()) is not None:
            line.append(child)
        return line

    def _transition_to(self, node):
        if node.parent is None or node.play is None or node.setup is not None:
            return None
        outcome = apply_play(self.game.record.position(node.parent), node.play)
        return None if isinstance(outcome, Illegal) else outcome

    def _move_numbers(self) -> dict[int, int]:
        board = self.position.board
        numbers: dict[int, int] = {}
        for node in self.game.node.path()[1:]:
            if node.play is not None:
                cell = self.position.parse_move(node.play.text)
                if isinstance(cell, int) and cell >= 0:
                    numbers[cell] = node.move_number
        return {cell: n for cell, n in numbers.items() if board[cell] != 0}

    def _result_here(self) -> str:
        """The result to show at the current node: the record's at the end of the game, or
        the one the position knows (Atari-Go's capture)."""
        end = self.position.end
        if end is not None and end.result_text:
            return end.result_text
        at_end = not self.game.node.children
        result = self.game.record.info.get("RE", "")
        return result if at_end and result else ""

    def _game_over(self) -> bool:
        return bool(self._result_here()) or self.position.end is not None

    def _update_title(self) -> None:
        name = self.path.name if self.path else "Untitled"
        self.setWindowTitle(f"{name}[*] — {APP_NAME}")
        self.setWindowModified(self.dirty)

    def _update_actions(self) -> None:
        node = self.game.node
        over = self._game_over()
        self.actions["pass_move"].setEnabled(not over)
        self.actions["resign"].setEnabled(not over)
        for name in ("undo", "go_first", "go_previous"):
            self.actions[name].setEnabled(node.parent is not None)
        for name in ("redo", "go_next", "go_last"):
            self.actions[name].setEnabled(bool(node.children))

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _mark_dirty(self) -> None:
        """The game changed: the title says so and the autosave keeps it."""
        self.dirty = True
        self._update_title()
        if self.autosave is not None:
            path = str(self.path) if self.path else None
            if not self.autosave.save(self.game.record, node_path(self.game.node), path):
                self._say(self.autosave.problem or "The game could not be autosaved")

    # --- moves ----------------------------------------------------------------------------

    def _cell_clicked(self, cell: int) -> None:
        if self.scoring.isVisible():
            self.scoring.toggle(cell)
            return
        if self.levels()[self.position.to_move] is not None and not self.computer_paused:
            self._say("It is the computer's turn")
            return
        self.computer_paused = False
        self._play(self.position.move_text(cell))

    def _play(self, text: str) -> bool:
        outcome = self.game.play(text)
        if isinstance(outcome, Illegal):
            self._say(outcome.message)
            return False
        self.generation += 1
        self.worker.stop()
        self._mark_dirty()
        self.statusBar().clearMessage()
        self.refresh(outcome)
        self._wake_computer()
        return True

    def pass_move(self) -> None:
        if not self._game_over():
            self.computer_paused = False
            self._play(self.position.move_text(PASS))

    def resign(self) -> None:
        if self._game_over():
            return
        loser = self.position.to_move
        self._stop_thinking()
        self.game.record.info["RE"] = "W+R" if loser == BLACK else "B+R"
        self._mark_dirty()
        self.refresh()

    # --- the computer ---------------------------------------------------------------------

    def _wake_computer(self) -> None:
        """Ask the computer for a move if it plays the side to move here."""
        level = self.levels()[self.position.to_move]
        if level is None or self._game_over() or self.computer_paused:
            return
        if self.game.node.children:
            return  # replaying an old position: the computer waits to be asked
        self.worker.think(self.position, self.generation, level)

    def computer_move(self) -> None:
        """Let the computer play the side to move now (also for a person's side: a hint)."""
        if self._game_over() or self.scoring.isVisible():
            return
        self.computer_paused = False
        level = self.levels()[self.position.to_move] or self.setup.players[BLACK].level
        self.generation += 1
        self.worker.think(self.position, self.generation, level)

    def stop_computer(self) -> None:
        if self.worker.is_thinking():
            self._stop_thinking()
            self.computer_paused = True
            self._say("The computer stopped; Ctrl+G lets it play on")

    def _stop_thinking(self) -> None:
        self.generation += 1
        self.worker.stop()

    def _computer_moved(self, generation: int, move: int) -> None:
        if generation != self.generation:
            return  # an answer for a game that has moved on
        self._play(self.position.move_text(move))

    def _show_thinking(self, thinking: bool) -> None:
        if thinking:
            self.thinking.setText(f"{COLOUR_NAMES[self.position.to_move]} is thinking…")
        for widget in (self.thinking, self.thinking_bar, self.stop_button):
            widget.setVisible(thinking)

    # --- navigation -----------------------------------------------------------------------

    def _navigate(self, step) -> None:
        self._stop_thinking()
        self.computer_paused = any(level is not None for level in self.levels().values())
        if step():
            self.refresh()

    def undo(self) -> None:
        self._navigate(self.game.undo)

    def redo(self) -> None:
        self._navigate(self.game.redo)

    go_previous = undo
    go_next = redo

    def go_first(self) -> None:
        self._navigate(self.game.first)

    def go_last(self) -> None:
        self._navigate(self.game.last)

    def next_variation(self) -> None:
        self._navigate(self.game.next_variation)

    def previous_variation(self) -> None:
        self._navigate(self.game.previous_variation)

    def go_to_node(self, node) -> None:
        self._navigate(lambda: self.game.go_to(node))

    def delete_branch(self) -> None:
        """Delete the current move and everything after it, once the user agrees."""
        node = self.game.node
        if node.parent is None:
            return
        count = sum(1 for _ in _subtree(node))
        answer = QMessageBox.question(
            self, "Delete moves",
            f"Delete this move and the {count - 1} nodes after it? This cannot be undone.",
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._stop_thinking()
        self.game.delete_branch()
        self.tree.refresh()
        self._mark_dirty()
        self.refresh()

    def promote(self) -> None:
        """Make the line to the current node the main line."""
        if self.game.promote():
            self.tree.refresh()
            self._mark_dirty()
            self.refresh()

    def _go_to_move(self, number: int) -> None:
        self._navigate(lambda: self.game.go_to_move(number))

    def _comment_edited(self, text: str) -> None:
        if text != self.game.node.comment:
            self.game.set_comment(text)
            self._mark_dirty()

    # --- scoring --------------------------------------------------------------------------

    def _update_scoring(self) -> None:
        end = self.position.end
        wanted = end is not None and end.needs_scoring and "RE" not in self.game.record.info
        if wanted and self.scoring.position is not self.position:
            self.scoring.start(self.position)
        self.scoring.setVisible(wanted)
        self.view.board.set_mode(BoardMode.SELECT if wanted else BoardMode.PLAY)
        if wanted:
            self._show_scoring()
        else:
            self.view.board.set_ownership(None)
            if self._game_over():
                self.view.board.set_mode(BoardMode.LOCKED)

    def _show_scoring(self) -> None:
        score = self.scoring.score
        self.view.board.set_ownership(score.owner, self.scoring.dead)
        self._say(f"Scoring: {result_words(score.result_text)} — click groups to mark them dead")

    def _accept_score(self, result: str) -> None:
        self.game.record.info["RE"] = result
        self._mark_dirty()
        self.refresh()
        self.view.board.set_ownership(self.scoring.score.owner, self.scoring.dead)

    def _play_on(self) -> None:
        self.scoring.position = None
        self.scoring.hide()
        self.view.board.set_ownership(None)
        self.view.board.set_position(self.position.resumed(), None, self._move_numbers())
        self.view.board.set_mode(BoardMode.PLAY)
        self._say("Play on: the next move resumes the game")

    # --- files and games ------------------------------------------------------------------

    def confirm_discard(self) -> bool:
        """True if there are no unsaved changes or the user lets them go (or saves them)."""
        if not self.dirty:
            return True
        answer = QMessageBox.question(
            self, APP_NAME, "The game has unsaved changes. Save them first?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_game(self) -> None:
        if not self.confirm_discard():
            return
        dialog = NewGameDialog(self, self.setup)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.setup())
        self._remember(self.setup)

    def start_game(self, setup: GameSetup) -> None:
        """Begin a new game with ``setup`` (what the dialog answered)."""
        self._stop_thinking()
        self.setup = setup
        self._show_record(GameRecord(setup.variant, setup.options), None)

    def _show_record(self, record: GameRecord, path: Path | None) -> None:
        self.game = Game(record)
        self.tree.set_record(record)
        self.path = path
        self.dirty = False
        self.computer_paused = False
        self.scoring.position = None
        self.statusBar().clearMessage()
        self.refresh()
        self._wake_computer()

    def restore(self, saved: Restorable) -> None:
        """Show an autosaved game (after a crash) where the player was; it counts as unsaved."""
        self._stop_thinking()
        players = {colour: PlayerSetup() for colour in (BLACK, WHITE)}
        self.setup = GameSetup(saved.record.variant, dict(saved.record.options), players)
        self._show_record(saved.record, Path(saved.file_path) if saved.file_path else None)
        self.game.go_to(saved.node())
        self.dirty = True
        self.refresh()

    def open_file(self) -> None:
        if not self.confirm_discard():
            return
        name, _ = QFileDialog.getOpenFileName(self, "Open a game", "", SGF_FILTER)
        if name:
            self.load(Path(name))

    def load(self, path: Path) -> bool:
        """Open ``path``; on an error say why and leave the current game as it was."""
        try:
            record, warnings = load_game(str(path))
        except (SgfError, OSError) as error:
            QMessageBox.critical(self, APP_NAME, f"Could not open {path.name}:\n{error}")
            return False
        self._stop_thinking()
        players = {colour: PlayerSetup() for colour in (BLACK, WHITE)}
        self.setup = GameSetup(record.variant, dict(record.options), players)
        self._show_record(record, path)
        self.game.last()
        self.refresh()
        self._add_recent(path)
        if warnings:
            text = "\n".join(str(warning) for warning in warnings)
            QMessageBox.warning(self, APP_NAME, f"{path.name} was read with warnings:\n{text}")
        return True

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        name, _ = QFileDialog.getSaveFileName(self, "Save the game", "game.sgf", SGF_FILTER)
        return bool(name) and self._write(Path(name))

    def _write(self, path: Path) -> bool:
        try:
            self.game.record.save(str(path))
        except OSError as error:
            QMessageBox.critical(self, APP_NAME, f"Could not save {path.name}:\n{error}")
            return False
        self.path = path
        self.dirty = False
        self._update_title()
        if self.autosave is not None:
            self.autosave.clear()
        self._add_recent(path)
        self._say(f"Saved {path.name}")
        return True

    # --- settings, view toggles, about, closing -------------------------------------------

    def _fit_to_screen(self) -> None:
        """Start at most the default size, at least most of a small screen."""
        area = self.screen().availableGeometry()
        self.resize(min(1240, area.width() * 9 // 10), min(900, area.height() * 9 // 10))

    def _apply_settings(self) -> None:
        """The toggles, window size and recent files as the settings remember them."""
        if self.settings is not None:
            for name, (key, default) in TOGGLES.items():
                self.actions[name].setChecked(self.settings.toggle(key, default))
            geometry = self.settings.window_geometry()
            if geometry:
                self.restoreGeometry(geometry)
        self._fill_recent()

    def _remember(self, setup: GameSetup) -> None:
        if self.settings is not None:
            self.settings.set_last_variant(setup.variant, setup.options)
            for colour, player in setup.players.items():
                self.settings.set_level(COLOUR_NAMES[colour].lower(), player.level)

    def _add_recent(self, path: Path) -> None:
        if self.settings is not None:
            self.settings.recent.add(path)
            self._fill_recent()

    def _fill_recent(self) -> None:
        action = self.actions["open_recent"]
        menu = action.menu()
        menu.clear()
        files = self.settings.recent.files() if self.settings is not None else []
        for file in files:
            menu.addAction(Path(file).name, lambda file=file: self.open_recent(file))
        action.setEnabled(bool(files))

    def open_recent(self, file: str) -> None:
        """Open a recent file; one that no longer opens leaves the list."""
        if self.confirm_discard() and not self.load(Path(file)) and self.settings is not None:
            self.settings.recent.remove(file)
            self._fill_recent()

    def _toggled(self, name: str, shown: bool) -> None:
        if self.settings is not None:
            self.settings.set_toggle(TOGGLES[name][0], shown)

    def show_coordinates(self, shown: bool) -> None:
        self.view.board.set_coordinates_visible(shown)
        self._toggled("show_coordinates", shown)

    def show_move_numbers(self, shown: bool) -> None:
        self.view.board.set_move_numbers_visible(shown)
        self._toggled("show_move_numbers", shown)

    def about(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}", ABOUT_TEXT)

    def closeEvent(self, event) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self._stop_thinking()
        self.worker.shutdown()
        if self.settings is not None:
            self.settings.set_window_geometry(self.saveGeometry().data())
        if self.autosave is not None:
            self.autosave.clear()  # saved or let go: nothing to restore next time
        event.accept()


def _subtree(node):
    """Every node from ``node`` down (iteratively: trees can be deep)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)
